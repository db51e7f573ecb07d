/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Test metadata of the algorithm descriptors (internal, never installed).
 *
 * What the KAT generator, the kpqc tool and the test suite need to replay
 * and check a parameter set: how its randomized functions split their
 * draws, whether key generation draws a fixed seed, and the digests of its
 * known-answer files. It lives here, not in kpqc.h, so that a new digest or
 * draw split never changes the public descriptors or the library's ABI.
 * The accessors are hidden in the shared library; the tools and tests link
 * the static one.
 *
 * A scheme defines its descriptor as a kpqc_kem_def (kpqc_sig_def): the
 * public descriptor first, its test metadata after it. A pointer to a
 * structure, converted, points to its first member and back (C11
 * 6.7.2.1p15), so the registry hands out &def.kem and the accessors get
 * back to def.test. They accept only descriptors defined this way: those of
 * the library's registry and of the test-only placeholder sets. */
#ifndef KPQC_API_TESTINFO_H
#define KPQC_API_TESTINFO_H

#include "drbg.h"
#include "kpqc.h"

/* How the scheme's upstream KAT generator writes its .rsp file. */
typedef enum {
    KPQC_KAT_KEM = 0,           /* count, seed, pk, sk, ct, ss */
    KPQC_KAT_SIGN_ATTACHED = 1, /* count, seed, mlen, msg, pk, sk, smlen, sm (sm = msg || sig) */
    KPQC_KAT_SIGN_DETACHED_CTX = 2, /* count, seed, mlen, msg, pk, sk, siglen, sig; after key
                                      generation the generator draws the signing coins, one
                                      context-length byte and that many context bytes, then
                                      signs with sign_derand (HAETAE) */
    KPQC_KAT_SIGN_MQSIGN = 3,       /* count, seed, mlen, msg, salt_source, pk, sk, smlen, sm
                                      (sm = msg || sig): the master DRBG draws a 32-byte
                                      salt source after msg; keypair_derand takes the
                                      first 32 bytes of seed, sign_derand the salt source;
                                      the record DRBG is not used (MQ-Sign round 2) */
    /* The KEM fields, but every random byte is rand() & 0xFF of one glibc
       rand() stream seeded by srand(20240223) (PALOMA's generator): the
       seeds of all `records` records are drawn first (and never used),
       then keypair() and the 32 encaps coins of each record read the rest
       of the stream in order. The generator (katgen_libc_rand, tools/kat)
       is for KATs only; the library never draws from it. */
    KPQC_KAT_KEM_LIBC_RAND = 4,
    KPQC_KAT_SIGN_ATTACHED_SIG_FIRST = 5, /* as KPQC_KAT_SIGN_ATTACHED, but sm = sig || msg
                                            (the reference NCC-Sign generator's order) */
    /* As KPQC_KAT_SIGN_ATTACHED, but keypair_derand takes the first
       keypair_seed_bytes of the record seed itself and signing draws nothing
       (sign_coins_bytes 0): the record DRBG is not used (MQ-Sign round 1). */
    KPQC_KAT_SIGN_ATTACHED_SEEDED = 6,
    /* As KPQC_KAT_SIGN_ATTACHED, in the Peregrine generator's layout: no
       blank line after the header, two after every record, and
       sm = BE16(siglen - 40) || nonce || msg || header byte || compressed s2,
       where the detached signature is header byte || nonce (40) || s2
       (smlen = mlen + siglen + 2). */
    KPQC_KAT_SIGN_PEREGRINE = 7
} kpqc_kat_format;

/* What the suite checks a scheme's regenerated KAT file against. */
typedef struct {
    kpqc_kat_format format;
    const char *header;       /* the .rsp header line without "# ", e.g. "smaugt_mode1" */
    unsigned records;         /* records in the official file (normally 100) */
    const char *sha256;       /* hex SHA-256 of the official .rsp (all records), or NULL */
    unsigned quick_records;   /* records covered by quick_sha256 (0: none) */
    const char *quick_sha256; /* hex SHA-256 of the .rsp cut after quick_records
                                   records, for slow sets on emulated targets */
    const char *file;         /* the official file, relative to shared/kat (or NULL);
                                   used only to explain a digest mismatch */
} kpqc_kat_info;

typedef struct {
    kpqc_draws keypair_draws; /* how keypair() draws its seed (fixed-draw schemes) */
    kpqc_draws encaps_draws;  /* how encaps() draws its coins */
    int keypair_fixed_draw;   /* 1: keypair() == randombytes(seed) + keypair_derand(seed);
                                   0: keypair() retries with fresh draws, keypair_derand
                                   derives its attempts from the seed */
    kpqc_kat_info kat;
    const char *(*backend)(void); /* which code the set runs on this CPU now: "portable",
                                     or a native backend ("avx2", "armv7m"); NULL:
                                     portable */
} kpqc_kem_test_info;

typedef struct {
    kpqc_draws keypair_draws; /* as for kpqc_kem_test_info */
    kpqc_draws sign_draws;    /* how sign() draws its coins */
    int keypair_fixed_draw;   /* as for kpqc_kem_test_info */
    kpqc_kat_info kat;
    const char *(*backend)(void); /* as for kpqc_kem_test_info */
    int keypair_variable_time;    /* 1: key generation is not claimed constant time (its
                                     datasheet says why): ct/<id> still runs keypair, but
                                     with public randomness, then marks the secret key
                                     secret for sign; 0 (default): keypair too runs on
                                     secret randomness */
} kpqc_sig_test_info;

/* A parameter set's definition: the public descriptor, then its metadata. */
typedef struct {
    kpqc_kem kem; /* first member: &def.kem converts back to &def */
    kpqc_kem_test_info test;
} kpqc_kem_def;

typedef struct {
    kpqc_sig sig; /* first member, as for kpqc_kem_def */
    kpqc_sig_test_info test;
} kpqc_sig_def;

/* The test metadata of a descriptor from the registry or a placeholder
   set; NULL for NULL. */
const kpqc_kem_test_info *kpqc_kem_testinfo(const kpqc_kem *kem);
const kpqc_sig_test_info *kpqc_sig_testinfo(const kpqc_sig *sig);

/* The backend a descriptor's set runs on this CPU now (see backend above;
   KPQC_FORCE_PORTABLE=1 or kpqc_sys_force_portable(1) give "portable"). */
const char *kpqc_kem_backend(const kpqc_kem *kem);
const char *kpqc_sig_backend(const kpqc_sig *sig);

#endif
