/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc.h: the unified API of the KpqC library.
 *
 * Every algorithm is described by a constant descriptor (kpqc_kem or
 * kpqc_sig) found by name. Call it through the checked functions
 * kpqc_kem_* and kpqc_sig_*: they take every buffer with its length, refuse
 * NULL pointers, wrong lengths, oversize contexts and overlapping buffers
 * with an error code, and leave the outputs zeroed whenever they fail. The
 * descriptors' function pointers are the raw per-parameter-set functions
 * (NIST-style: sizes are implied); they perform no argument checks.
 *
 * Buffers. On failure a checked function zeroes the part of each output
 * the operation would have written on success, and nothing beyond it: the
 * first min(capacity, size) bytes, where size is the algorithm's length of
 * that output (sig_bytes for a signature, mlen + sig_bytes for an attached
 * signature, smlen minus the fixed signature length for an opened message).
 * With a NULL descriptor no output is touched. So a wrong capacity gives an
 * error, never a write past what the operation produces.
 *
 * Aliasing. No output may overlap an input or another output, with one
 * exception: the attached forms, kpqc_sig_sign_attached and kpqc_sig_open,
 * accept m and sm overlapping in any way, in place included (sign moves the
 * message into sm before signing the moved copy; open verifies sm before it
 * moves the message out). The checked functions refuse any other overlap
 * with KPQC_ERR_OVERLAP (and zero the outputs, as for every error). The raw
 * descriptor functions assume the same rules without checking them: an
 * encapsulation whose ct overlaps its pk, for instance, reads a public key
 * it has already overwritten and returns a different ciphertext. Inputs may
 * overlap each other freely; kpqc_sig_verify has no outputs.
 *
 * Nothing in this library allocates memory. Functions that draw randomness
 * read kpqc_randombytes; see kpqc_randombytes_set_source. */
#ifndef KPQC_H
#define KPQC_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc/version.h"

/* KPQC_API marks the library's public functions. The library is compiled
 * with hidden visibility (gcc, clang), so these are all that libkpqc.so
 * exports (test abi/exported-symbols). Programs using the library see an
 * empty marker. On Windows no export table is built yet: the marker stays
 * empty there (a DLL would need __declspec(dllexport) here). */
#if defined(KPQC_BUILDING_LIBRARY) && (defined(__GNUC__) || defined(__clang__))
#define KPQC_API __attribute__((visibility("default")))
#else
#define KPQC_API
#endif

/* KPQC_NODISCARD marks functions whose result must be checked (a
 * verification, a decapsulation): [[nodiscard]] in C++17 and C23,
 * warn_unused_result on gcc and clang otherwise, empty elsewhere. gcc does
 * not accept a (void) cast as a use of a warn_unused_result value. */
#if defined(__cplusplus) && __cplusplus >= 201703L
#define KPQC_NODISCARD [[nodiscard]]
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ > 201710L && \
    defined(__has_c_attribute)
#if __has_c_attribute(nodiscard)
#define KPQC_NODISCARD [[nodiscard]]
#endif
#endif
#if !defined(KPQC_NODISCARD) && (defined(__GNUC__) || defined(__clang__))
#define KPQC_NODISCARD __attribute__((warn_unused_result))
#elif !defined(KPQC_NODISCARD)
#define KPQC_NODISCARD
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* The version of the library in use, "MAJOR.MINOR.PATCH" (never NULL). */
KPQC_API const char *kpqc_version(void);

/* Status codes. 0 is success; every error is negative. */
typedef enum {
    KPQC_OK = 0,
    KPQC_ERR_NULL = -1,        /* a required pointer was NULL */
    KPQC_ERR_LENGTH = -2,      /* a buffer length does not match the algorithm */
    KPQC_ERR_CONTEXT = -3,     /* context string longer than 255 bytes, or the
                                   scheme defines no context */
    KPQC_ERR_RANDOMNESS = -4,  /* the randomness source failed */
    KPQC_ERR_DECODE = -5,      /* malformed key, ciphertext or signature encoding */
    KPQC_ERR_DECAPS = -6,      /* decapsulation rejected the ciphertext (explicit
                                   rejection schemes); the shared key is zeroed */
    KPQC_ERR_VERIFY = -7,      /* signature does not verify */
    KPQC_ERR_NOT_FOUND = -8,   /* no algorithm of that name */
    KPQC_ERR_UNSUPPORTED = -9, /* the operation is not defined for this algorithm */
    KPQC_ERR_INTERNAL = -10,   /* a condition that cannot happen did */
    KPQC_ERR_OVERLAP = -11     /* an output buffer overlaps an input or another
                                   output (see "Aliasing" above) */
} kpqc_status;

/* A short English description of a status code (never NULL). */
KPQC_API const char *kpqc_strerror(int status);

/* How a KEM treats a ciphertext that fails its re-encryption check. */
typedef enum {
    KPQC_REJECT_IMPLICIT = 0, /* returns KPQC_OK and a pseudo-random key */
    KPQC_REJECT_EXPLICIT = 1  /* returns KPQC_ERR_DECAPS and an all-zero key */
} kpqc_rejection;

typedef struct kpqc_kem {
    const char *name;           /* canonical name, e.g. "SMAUG-T1" */
    const char *const *aliases; /* NULL-terminated list of other accepted names */
    const char *family;         /* e.g. "SMAUG-T" */
    const char *revision;       /* specification revision implemented */
    unsigned nist_level;        /* claimed NIST security category, 1..5 */
    size_t pk_bytes, sk_bytes, ct_bytes, ss_bytes;
    size_t keypair_seed_bytes; /* input of keypair_derand */
    size_t encaps_coins_bytes; /* input of encaps_derand */
    kpqc_rejection rejection;
    /* Raw functions, NIST conventions, no argument checks. Return 0 or a
       negative kpqc_status. */
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    int (*keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed);
    int (*encaps)(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
    int (*encaps_derand)(uint8_t *ct, uint8_t *ss, const uint8_t *pk, const uint8_t *coins);
    int (*decaps)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
} kpqc_kem;

typedef struct kpqc_sig {
    const char *name;
    const char *const *aliases;
    const char *family;
    const char *revision;
    unsigned nist_level;
    size_t pk_bytes, sk_bytes;
    size_t sig_bytes;     /* maximum (or fixed) detached signature length */
    int sig_fixed_length; /* 1: every signature is exactly sig_bytes long */
    int has_context;      /* 1: sign/verify bind a 0..255-byte context string */
    size_t keypair_seed_bytes;
    size_t sign_coins_bytes; /* input of sign_derand */
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    int (*keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed);
    /* Detached signature over m with context ctx (ignored when has_context == 0,
       callers pass ctxlen 0). *siglen receives the signature length. */
    int (*sign)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen, const uint8_t *ctx,
                size_t ctxlen, const uint8_t *sk);
    int (*sign_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                       const uint8_t *ctx, size_t ctxlen, const uint8_t *sk, const uint8_t *coins);
    int (*verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                  const uint8_t *ctx, size_t ctxlen, const uint8_t *pk);
    /* NIST attached form with the empty context: sm = m || sig. */
    int (*sign_attached)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk);
    int (*open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen, const uint8_t *pk);
} kpqc_sig;

/* ---- discovery ---------------------------------------------------------- */

KPQC_API size_t kpqc_kem_count(void);
KPQC_API const kpqc_kem *kpqc_kem_at(size_t i);           /* NULL when i >= count */
KPQC_API const kpqc_kem *kpqc_kem_find(const char *name); /* name or alias, case-insensitive */
KPQC_API size_t kpqc_sig_count(void);
KPQC_API const kpqc_sig *kpqc_sig_at(size_t i);
KPQC_API const kpqc_sig *kpqc_sig_find(const char *name);

/* ---- checked KEM operations ---------------------------------------------- */

KPQC_API
int kpqc_kem_keypair(const kpqc_kem *kem, uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len);
KPQC_API
int kpqc_kem_keypair_derand(const kpqc_kem *kem, uint8_t *pk, size_t pk_len, uint8_t *sk,
                            size_t sk_len, const uint8_t *seed, size_t seed_len);
KPQC_API
int kpqc_kem_encaps(const kpqc_kem *kem, uint8_t *ct, size_t ct_len, uint8_t *ss, size_t ss_len,
                    const uint8_t *pk, size_t pk_len);
KPQC_API
int kpqc_kem_encaps_derand(const kpqc_kem *kem, uint8_t *ct, size_t ct_len, uint8_t *ss,
                           size_t ss_len, const uint8_t *pk, size_t pk_len, const uint8_t *coins,
                           size_t coins_len);
KPQC_NODISCARD KPQC_API int kpqc_kem_decaps(const kpqc_kem *kem, uint8_t *ss, size_t ss_len,
                                            const uint8_t *ct, size_t ct_len, const uint8_t *sk,
                                            size_t sk_len);

/* ---- checked signature operations ---------------------------------------- */

#define KPQC_MAX_CONTEXT 255

KPQC_API
int kpqc_sig_keypair(const kpqc_sig *sig, uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len);
KPQC_API
int kpqc_sig_keypair_derand(const kpqc_sig *sig, uint8_t *pk, size_t pk_len, uint8_t *sk,
                            size_t sk_len, const uint8_t *seed, size_t seed_len);
/* sig_cap is the capacity of out; *out_len receives the signature length. */
KPQC_API
int kpqc_sig_sign(const kpqc_sig *sig, uint8_t *out, size_t sig_cap, size_t *out_len,
                  const uint8_t *m, size_t mlen, const uint8_t *ctx, size_t ctxlen,
                  const uint8_t *sk, size_t sk_len);
KPQC_API
int kpqc_sig_sign_derand(const kpqc_sig *sig, uint8_t *out, size_t sig_cap, size_t *out_len,
                         const uint8_t *m, size_t mlen, const uint8_t *ctx, size_t ctxlen,
                         const uint8_t *sk, size_t sk_len, const uint8_t *coins, size_t coins_len);
KPQC_NODISCARD KPQC_API int kpqc_sig_verify(const kpqc_sig *sig, const uint8_t *s, size_t slen,
                                            const uint8_t *m, size_t mlen, const uint8_t *ctx,
                                            size_t ctxlen, const uint8_t *pk, size_t pk_len);
/* Attached: sm_cap >= mlen + sig_bytes; m and sm may overlap (in place
   included); on failure *smlen = 0 and sm[0..mlen + sig_bytes) is zeroed. */
KPQC_API
int kpqc_sig_sign_attached(const kpqc_sig *sig, uint8_t *sm, size_t sm_cap, size_t *smlen,
                           const uint8_t *m, size_t mlen, const uint8_t *sk, size_t sk_len);
/* Open: m_cap >= smlen - sig_bytes for fixed-length schemes, >= smlen
   otherwise; m and sm may overlap (in place included); on failure *mlen = 0
   and the message part of m (see "Buffers" above) is zeroed. */
KPQC_NODISCARD KPQC_API int kpqc_sig_open(const kpqc_sig *sig, uint8_t *m, size_t m_cap,
                                          size_t *mlen, const uint8_t *sm, size_t smlen,
                                          const uint8_t *pk, size_t pk_len);

/* ---- randomness ------------------------------------------------------------ */

/* A source of random bytes: fill out[0..len) completely and return 0, or
   return nonzero. */
typedef int (*kpqc_randombytes_fn)(void *ctx, uint8_t *out, size_t len);
/* Replace the source for the calling thread (NULL restores the OS
   generator); other threads are not affected. Meant for KAT generation and
   tests. On bare metal without threads the setting is global. */
KPQC_API void kpqc_randombytes_set_source(kpqc_randombytes_fn fn, void *ctx);

#ifdef __cplusplus
}
#endif

#endif
