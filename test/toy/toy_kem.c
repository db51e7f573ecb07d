/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A placeholder KEM for testing the framework before real schemes exist.
 * It has the shape of an FO-transformed KEM (seeded key generation,
 * re-encryption check, implicit or explicit rejection) but NO security:
 * anyone holding pk can decapsulate. Test builds only; never installed.
 *
 * Compiled once per variant: -DKPQC_PARAM_ID=<id> -DTOY_EXPLICIT=0|1
 * (and TOY_CT_LEAK in the Cortex-M4 constant-time check's build only). */
#include <string.h>

#include "kpqc.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "namespace.h"
#include "randombytes.h"
#include "toy.h"

#define PK_BYTES   32
#define SK_BYTES   96 /* x || z || pk */
#define CT_BYTES   48 /* m ^ mask || tag */
#define SS_BYTES   32
#define SEED_BYTES 32

/* The generated NIST header must agree with this file. */
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == PK_BYTES, "NIST header: PK_BYTES");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == SK_BYTES, "NIST header: SK_BYTES");
_Static_assert(KPQC_NS_UPPER(CRYPTO_CIPHERTEXTBYTES) == CT_BYTES, "NIST header: CT_BYTES");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == SS_BYTES, "NIST header: SS_BYTES");
#define COINS_BYTES 32

/* out = SHAKE256(label || a || b) */
static void toy_hash(uint8_t *out, size_t outlen, uint8_t label, const uint8_t *a, size_t alen,
                     const uint8_t *b, size_t blen)
{
    kpqc_keccak_ctx h;
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, &label, 1);
    kpqc_keccak_absorb(&h, a, alen);
    kpqc_keccak_absorb(&h, b, blen);
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, out, outlen);
    kpqc_keccak_wipe(&h);
}

static void toy_encrypt(uint8_t ct[CT_BYTES], const uint8_t pk[PK_BYTES], const uint8_t m[32])
{
    uint8_t mask[32];
    int i;
    toy_hash(mask, 32, 'M', pk, PK_BYTES, NULL, 0);
    for (i = 0; i < 32; i++) {
        ct[i] = (uint8_t)(m[i] ^ mask[i]);
    }
    toy_hash(ct + 32, 16, 'T', pk, PK_BYTES, m, 32);
}

int KPQC_NS(crypto_kem_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    uint8_t xz[64];
    toy_hash(xz, 64, 'K', seed, SEED_BYTES, NULL, 0);
    toy_hash(pk, PK_BYTES, 'P', xz, 32, NULL, 0);
    memcpy(sk, xz, 64);
    memcpy(sk + 64, pk, PK_BYTES);
    kpqc_zeroize(xz, sizeof xz);
    KPQC_CT_PUBLIC(pk, PK_BYTES); /* the public key is an output */
    return 0;
}

int KPQC_NS(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[SEED_BYTES];
#if TOY_EXPLICIT
    int ret = kpqc_randombytes(seed, sizeof seed);
#else
    /* Two draws, as SMAUG-T draws d and then its key seed: the NIST DRBG
       gives different bytes for two 16-byte calls than for one of 32. */
    int ret = kpqc_randombytes(seed, 16);
    if (ret == 0) {
        ret = kpqc_randombytes(seed + 16, 16);
    }
#endif
    if (ret == 0) {
        ret = KPQC_NS(crypto_kem_keypair_derand)(pk, sk, seed);
    }
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

int KPQC_NS(crypto_kem_enc_derand)(uint8_t *ct, uint8_t *ss, const uint8_t *pk,
                                   const uint8_t *coins)
{
    uint8_t m[32];
    toy_hash(m, 32, 'm', coins, COINS_BYTES, NULL, 0);
    toy_encrypt(ct, pk, m);
    KPQC_CT_PUBLIC(ct, CT_BYTES); /* the ciphertext is an output */
    toy_hash(ss, SS_BYTES, 'S', m, 32, ct, CT_BYTES);
    kpqc_zeroize(m, sizeof m);
    return 0;
}

int KPQC_NS(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    uint8_t coins[COINS_BYTES];
    int ret = kpqc_randombytes(coins, sizeof coins);
    if (ret == 0) {
        ret = KPQC_NS(crypto_kem_enc_derand)(ct, ss, pk, coins);
    }
    kpqc_zeroize(coins, sizeof coins);
    return ret;
}

int KPQC_NS(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    const uint8_t *pk = sk + 64;
    uint8_t mask[32], m[32], ct2[CT_BYTES], reject_key[SS_BYTES];
    int i, fail;
    toy_hash(mask, 32, 'M', pk, PK_BYTES, NULL, 0);
    for (i = 0; i < 32; i++) {
        m[i] = (uint8_t)(ct[i] ^ mask[i]);
    }
    toy_encrypt(ct2, pk, m);
    fail = kpqc_ct_neq(ct, ct2, CT_BYTES);
#if defined(TOY_CT_LEAK)
    /* Planted leak, for the constant-time check's own test (the Cortex-M4
       image of tools/m4sim --ct): a branch on the secret verdict. */
    if (fail) {
        toy_hash(ct2, CT_BYTES, 'L', m, 32, NULL, 0);
    }
#endif
    toy_hash(ss, SS_BYTES, 'S', m, 32, ct, CT_BYTES);
#if TOY_EXPLICIT
    /* Explicit rejection: all-zero key and an error. The verdict is public. */
    memset(reject_key, 0, sizeof reject_key);
    kpqc_ct_cmov(ss, reject_key, SS_BYTES, (uint8_t)fail);
#else
    toy_hash(reject_key, SS_BYTES, 'R', sk + 32, 32, ct, CT_BYTES);
    kpqc_ct_cmov(ss, reject_key, SS_BYTES, (uint8_t)fail);
#endif
    kpqc_zeroize(m, sizeof m);
    kpqc_zeroize(reject_key, sizeof reject_key);
#if TOY_EXPLICIT
    KPQC_CT_PUBLIC(&fail, sizeof fail); /* the rejection verdict is the output */
    return fail ? KPQC_ERR_DECAPS : 0;
#else
    return 0;
#endif
}

static const char *const toy_kem_aliases[] = {TOY_KEM_ALIAS, NULL};

const kpqc_kem_def KPQC_NS(kem) = {
    .kem =
        {
            .name = TOY_KEM_NAME,
            .aliases = toy_kem_aliases,
            .family = "test placeholder",
            .revision = "test",
            .nist_level = 1,
            .pk_bytes = PK_BYTES,
            .sk_bytes = SK_BYTES,
            .ct_bytes = CT_BYTES,
            .ss_bytes = SS_BYTES,
            .keypair_seed_bytes = SEED_BYTES,
            .encaps_coins_bytes = COINS_BYTES,
            .rejection = TOY_EXPLICIT ? KPQC_REJECT_EXPLICIT : KPQC_REJECT_IMPLICIT,
            .keypair = KPQC_NS(crypto_kem_keypair),
            .keypair_derand = KPQC_NS(crypto_kem_keypair_derand),
            .encaps = KPQC_NS(crypto_kem_enc),
            .encaps_derand = KPQC_NS(crypto_kem_enc_derand),
            .decaps = KPQC_NS(crypto_kem_dec),
        },
    .test =
        {
            .keypair_draws = {{TOY_EXPLICIT ? 0 : 16, TOY_EXPLICIT ? 0 : 16, 0, 0}},
            .keypair_fixed_draw = 1,
            .kat = {KPQC_KAT_KEM, TOY_KEM_NAME, 100, TOY_KEM_KAT_SHA256, 0, NULL, NULL},
        },
};
