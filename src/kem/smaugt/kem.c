/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SMAUG-T KEM: the Fujisaki-Okamoto transform with implicit rejection over
 * pke.c, the NIST API and the library descriptor.
 *
 *   KeyGen():   d, seed <- 32 random bytes each (two draws, in this order)
 *               (pk, s) = PKE.KeyGen(seed);  sk = s || d || pk
 *   Encap(pk):  mu <- 32 random bytes (16 for TiMER)
 *               (seed_r, K) = SHAKE256(mu || SHA3-256(pk), 64)
 *               ct = PKE.Enc(pk, mu, seed_r);  ss = K
 *   Decap(sk, ct):
 *               mu' = PKE.Dec(s, ct); (seed_r', K') = SHAKE256(mu' || SHA3-256(pk), 64)
 *               ss = K' if PKE.Enc(pk, mu', seed_r') == ct, else the last 32
 *               bytes of SHAKE256(d || SHA3-256(ct), 64), chosen in constant time. */
#include <string.h>

#include "kpqc.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "randombytes.h"
#include "testinfo.h"
#include "sys.h"
#include "smaugt.h"
#include "native/api.h"
#include KPQC_NIST_HEADER

_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == SMAUGT_PK_BYTES, "NIST header: pk");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == SMAUGT_SK_BYTES, "NIST header: sk");
_Static_assert(KPQC_NS_UPPER(CRYPTO_CIPHERTEXTBYTES) == SMAUGT_CT_BYTES, "NIST header: ct");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == SMAUGT_SS_BYTES, "NIST header: ss");

#define SK_D_OFFSET  SMAUGT_PKE_SK_BYTES
#define SK_PK_OFFSET (SMAUGT_PKE_SK_BYTES + SMAUGT_SEED_BYTES)

/* out[0..64) = SHAKE256(a || b) */
static void hash_g(uint8_t out[2 * SMAUGT_SEED_BYTES], const uint8_t *a, size_t alen,
                   const uint8_t b[KPQC_SHA3_256_BYTES])
{
    kpqc_keccak_ctx h;
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, a, alen);
    kpqc_keccak_absorb(&h, b, KPQC_SHA3_256_BYTES);
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, out, 2 * SMAUGT_SEED_BYTES);
    kpqc_keccak_wipe(&h);
}

/* seed = d || key-generation seed */
int KPQC_NS(crypto_kem_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    smaugt_pke_keypair(pk, sk, seed + SMAUGT_SEED_BYTES);
    memcpy(sk + SK_D_OFFSET, seed, SMAUGT_SEED_BYTES);
    memcpy(sk + SK_PK_OFFSET, pk, SMAUGT_PK_BYTES);
    KPQC_CT_PUBLIC(pk, SMAUGT_PK_BYTES); /* the public key is an output */
    KPQC_CT_PUBLIC(sk + SK_PK_OFFSET, SMAUGT_PK_BYTES);
    return 0;
}

int KPQC_NS(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[SMAUGT_KEYPAIR_SEED_BYTES];
    /* Two draws: the NIST DRBG's output depends on the call split. */
    int ret = kpqc_randombytes(seed, SMAUGT_SEED_BYTES);
    if (ret == 0) {
        ret = kpqc_randombytes(seed + SMAUGT_SEED_BYTES, SMAUGT_SEED_BYTES);
    }
    if (ret == 0) {
        ret = KPQC_NS(crypto_kem_keypair_derand)(pk, sk, seed);
    } else {
        ret = KPQC_ERR_RANDOMNESS;
    }
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

/* 1 if b, the part of pk after seed_A, is all zero (b is packed densely,
 * SMAUGT_LOG_Q bits per coefficient: zero bytes are exactly zero
 * coefficients). */
static int pk_b_is_zero(const uint8_t pk[SMAUGT_PK_BYTES])
{
    size_t i;
    uint8_t any = 0;
    for (i = SMAUGT_SEED_BYTES; i < SMAUGT_PK_BYTES; i++) {
        any |= pk[i];
    }
    return any == 0;
}

/* A public key with b = 0 is refused (KPQC_ERR_DECODE, zeroed outputs):
 * c2 would then be the encoded message plus rounding only, anyone could
 * read mu from it and derive the shared key (docs/algorithms/smaug-t.md,
 * "Rejection and decoding"). Key generation writes b = 0 with negligible
 * probability. pk is public: branching on it is fine. */
int KPQC_NS(crypto_kem_enc_derand)(uint8_t *ct, uint8_t *ss, const uint8_t *pk,
                                   const uint8_t *coins)
{
    uint8_t h_pk[KPQC_SHA3_256_BYTES], buf[2 * SMAUGT_SEED_BYTES];
    if (pk_b_is_zero(pk)) {
        memset(ct, 0, SMAUGT_CT_BYTES);
        memset(ss, 0, SMAUGT_SS_BYTES);
        return KPQC_ERR_DECODE;
    }
    kpqc_sha3_256(h_pk, pk, SMAUGT_PK_BYTES);
    hash_g(buf, coins, SMAUGT_MSG_BYTES, h_pk);
    smaugt_pke_encrypt(ct, pk, coins, buf);
    memcpy(ss, buf + SMAUGT_SEED_BYTES, SMAUGT_SS_BYTES);
    KPQC_CT_PUBLIC(ct, SMAUGT_CT_BYTES); /* the ciphertext is an output */
    kpqc_zeroize(buf, sizeof buf);
    return 0;
}

int KPQC_NS(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    uint8_t mu[SMAUGT_MSG_BYTES];
    int ret = kpqc_randombytes(mu, sizeof mu);
    if (ret == 0) {
        ret = KPQC_NS(crypto_kem_enc_derand)(ct, ss, pk, mu);
    } else {
        ret = KPQC_ERR_RANDOMNESS;
    }
    kpqc_zeroize(mu, sizeof mu);
    return ret;
}

int KPQC_NS(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    const uint8_t *pk = sk + SK_PK_OFFSET;
    uint8_t mu[SMAUGT_MSG_BYTES], h[KPQC_SHA3_256_BYTES];
    uint8_t buf[2 * SMAUGT_SEED_BYTES], reject[2 * SMAUGT_SEED_BYTES];
    uint8_t ct2[SMAUGT_CT_BYTES];
    uint32_t bad;
    int fail;

    bad = smaugt_pke_decrypt(mu, sk, ct);
    /* Reveals only that the secret key is malformed (a coefficient code that
       no key generation writes); such a key is refused, not used. */
    KPQC_CT_PUBLIC(&bad, sizeof bad);
    if (bad) {
        kpqc_zeroize(mu, sizeof mu);
        memset(ss, 0, SMAUGT_SS_BYTES);
        return KPQC_ERR_DECODE;
    }

    kpqc_sha3_256(h, pk, SMAUGT_PK_BYTES);
    hash_g(buf, mu, SMAUGT_MSG_BYTES, h);
    smaugt_pke_encrypt(ct2, pk, mu, buf);
    fail = kpqc_ct_neq(ct, ct2, SMAUGT_CT_BYTES);

    kpqc_sha3_256(h, ct, SMAUGT_CT_BYTES);
    hash_g(reject, sk + SK_D_OFFSET, SMAUGT_SEED_BYTES, h);

    memcpy(ss, buf + SMAUGT_SEED_BYTES, SMAUGT_SS_BYTES);
    kpqc_ct_cmov(ss, reject + SMAUGT_SEED_BYTES, SMAUGT_SS_BYTES, (uint8_t)fail);

    kpqc_zeroize(mu, sizeof mu);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(reject, sizeof reject);
    kpqc_zeroize(ct2, sizeof ct2);
    return 0;
}

/* ---- descriptor -------------------------------------------------------- */

#if SMAUGT_TIMER
#define SET_NAME       "SMAUG-TiMER"
#define SET_KAT_HEADER "smaugt_modet"
#define SET_KAT_SHA256 "d2586f7a71925060f86bef72ff87990d33c1c3c4feb78fa1aa1f55a5826a5993"
#define SET_KAT_FILE   "smaugt/SMAUG-TiMER.rsp"
#elif SMAUGT_LEVEL == 1
#define SET_NAME       "SMAUG-T1"
#define SET_KAT_HEADER "smaugt_mode1"
#define SET_KAT_SHA256 "eaa19060fed221b98ec04c204706ba3362141188cb336309768eca969bb6e5ff"
#define SET_KAT_FILE   "smaugt/SMAUG-T1.rsp"
#elif SMAUGT_LEVEL == 3
#define SET_NAME       "SMAUG-T3"
#define SET_KAT_HEADER "smaugt_mode3"
#define SET_KAT_SHA256 "2bcec82347ba297fd70a035f3eeebdf1d7ed461161b5b2b6bda6df9ef5385099"
#define SET_KAT_FILE   "smaugt/SMAUG-T3.rsp"
#else
#define SET_NAME       "SMAUG-T5"
#define SET_KAT_HEADER "smaugt_mode5"
#define SET_KAT_SHA256 "0ff3723b1aa2c216d45af27b9051f8bdd2d7ccd46fab16ae0337b4d05d192e9e"
#define SET_KAT_FILE   "smaugt/SMAUG-T5.rsp"
#endif

static const char *const smaugt_aliases[] = {KPQC_STR(KPQC_PARAM_ID), SET_KAT_HEADER, NULL};

/* The backend this set runs on now (kpqc list, kpqc bench): the scheme's
   native kernels where this CPU has them, else that of Keccak. */
static const char *set_backend(void)
{
#if defined(SMAUGT_NATIVE_BACKEND)
    if (kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return SMAUGT_NATIVE_BACKEND;
    }
#endif
    return kpqc_keccak_backend();
}

const kpqc_kem_def KPQC_NS(kem) = {
    .kem =
        {
            .name = SET_NAME,
            .aliases = smaugt_aliases,
            .family = "SMAUG-T",
            .revision = "v1.2.0 (specification v260521)",
            .nist_level = SMAUGT_LEVEL,
            .pk_bytes = SMAUGT_PK_BYTES,
            .sk_bytes = SMAUGT_SK_BYTES,
            .ct_bytes = SMAUGT_CT_BYTES,
            .ss_bytes = SMAUGT_SS_BYTES,
            .keypair_seed_bytes = SMAUGT_KEYPAIR_SEED_BYTES,
            .encaps_coins_bytes = SMAUGT_MSG_BYTES,
            .rejection = KPQC_REJECT_IMPLICIT,
            .keypair = KPQC_NS(crypto_kem_keypair),
            .keypair_derand = KPQC_NS(crypto_kem_keypair_derand),
            .encaps = KPQC_NS(crypto_kem_enc),
            .encaps_derand = KPQC_NS(crypto_kem_enc_derand),
            .decaps = KPQC_NS(crypto_kem_dec),
        },
    .test =
        {
            .keypair_draws = {{SMAUGT_SEED_BYTES, SMAUGT_SEED_BYTES, 0, 0}},
            .encaps_draws = {{0, 0, 0, 0}},
            .keypair_fixed_draw = 1,
            .kat = {KPQC_KAT_KEM, SET_KAT_HEADER, 100, SET_KAT_SHA256, 0, NULL, SET_KAT_FILE},
            .backend = set_backend,
        },
};
