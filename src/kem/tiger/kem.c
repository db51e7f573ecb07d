/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* TiGER KEM (KpqC round 1): the Fujisaki-Okamoto transform over pke.c,
 * with implicit rejection, the NIST API and the descriptor.
 *
 *   KeyGen: seed_a, seed_s <- 32 bytes each, u <- MSG bytes;
 *           sk = sk_pke || u || pk (pk appended: decapsulation re-encrypts)
 *   Encap:  (b = 0 in pk: KPQC_ERR_DECODE) delta <- MSG bytes; coin = SHA3-256(delta || SHA3-256(pk));
 *           ct = Enc(pk, delta; coin); ss = SHAKE256(delta || SHA3-256(ct), 32)
 *   Decap:  delta' = Dec(sk_pke, ct); ct' = Enc(pk, delta'; coin(delta'));
 *           ss = SHAKE256((ct' == ct ? delta' : u) || SHA3-256(ct), 32)
 * MSG is 16 bytes for TiGER128, 32 for TiGER192 and TiGER256. */
#include <string.h>

#include "kpqc.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "randombytes.h"
#include "testinfo.h"
#include "tiger.h"
#include KPQC_NIST_HEADER

_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == TIGER_PK_BYTES, "NIST header: pk");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == TIGER_SK_BYTES, "NIST header: sk");
_Static_assert(KPQC_NS_UPPER(CRYPTO_CIPHERTEXTBYTES) == TIGER_CT_BYTES, "NIST header: ct");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == TIGER_SS_BYTES, "NIST header: ss");

#define SK_U  (TIGER_IDX_BYTES + 1)
#define SK_PK TIGER_SKCORE_BYTES

/* ---- key generation --------------------------------------------------------- */

int KPQC_NS(crypto_kem_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    int ret = KPQC_NS(tiger_pke_keypair)(pk, sk, seed);
    if (ret != 0) {
        memset(pk, 0, TIGER_PK_BYTES);
        memset(sk, 0, TIGER_SK_BYTES);
        return ret;
    }
    memcpy(sk + SK_U, seed + 2 * TIGER_SEED, TIGER_MSG);
    memcpy(sk + SK_PK, pk, TIGER_PK_BYTES);
    KPQC_CT_PUBLIC(pk, TIGER_PK_BYTES); /* the public key is an output */
    return 0;
}

int KPQC_NS(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk)
{
    /* three draws, as the reference makes them: seed_a, seed_s, u */
    uint8_t seed[TIGER_KEYPAIR_SEED_BYTES];
    int ret;
    if (kpqc_randombytes(seed, TIGER_SEED) != 0 ||
        kpqc_randombytes(seed + TIGER_SEED, TIGER_SEED) != 0 ||
        kpqc_randombytes(seed + 2 * TIGER_SEED, TIGER_MSG) != 0) {
        ret = KPQC_ERR_RANDOMNESS;
    } else {
        ret = KPQC_NS(crypto_kem_keypair_derand)(pk, sk, seed);
    }
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

/* ---- encapsulation ------------------------------------------------------------ */

/* coin = SHA3-256(delta || SHA3-256(pk)) */
static void derive_coin(uint8_t coin[TIGER_SEED], const uint8_t delta[TIGER_MSG], const uint8_t *pk)
{
    uint8_t buf[TIGER_MSG + 32];
    memcpy(buf, delta, TIGER_MSG);
    kpqc_sha3_256(buf + TIGER_MSG, pk, TIGER_PK_BYTES);
    kpqc_sha3_256(coin, buf, sizeof buf);
    kpqc_zeroize(buf, sizeof buf);
}

/* ss = SHAKE256(key || SHA3-256(ct), 32) */
static void derive_ss(uint8_t *ss, const uint8_t key[TIGER_MSG], const uint8_t *ct)
{
    uint8_t buf[TIGER_MSG + 32];
    memcpy(buf, key, TIGER_MSG);
    kpqc_sha3_256(buf + TIGER_MSG, ct, TIGER_CT_BYTES);
    kpqc_shake256(ss, TIGER_SS_BYTES, buf, sizeof buf);
    kpqc_zeroize(buf, sizeof buf);
}

/* 1 if b, the part of pk after seed_a, is all zero */
static int pk_b_is_zero(const uint8_t *pk)
{
    uint8_t any = 0;
    size_t i;
    for (i = TIGER_SEED; i < TIGER_PK_BYTES; i++) {
        any |= pk[i];
    }
    return any == 0;
}

int KPQC_NS(crypto_kem_enc_derand)(uint8_t *ct, uint8_t *ss, const uint8_t *pk,
                                   const uint8_t *coins)
{
    uint8_t coin[TIGER_SEED];
    int ret;
    /* A public key with b = 0 is refused (KPQC_ERR_DECODE, zeroed outputs):
       c2 would be the bare encoding of the message. */
    if (pk_b_is_zero(pk)) {
        memset(ct, 0, TIGER_CT_BYTES);
        memset(ss, 0, TIGER_SS_BYTES);
        return KPQC_ERR_DECODE;
    }
    derive_coin(coin, coins, pk);
    ret = KPQC_NS(tiger_pke_enc)(ct, pk, coins, coin);
    kpqc_zeroize(coin, sizeof coin);
    if (ret != 0) {
        memset(ct, 0, TIGER_CT_BYTES);
        memset(ss, 0, TIGER_SS_BYTES);
        return ret;
    }
    KPQC_CT_PUBLIC(ct, TIGER_CT_BYTES); /* the ciphertext is an output */
    derive_ss(ss, coins, ct);
    return 0;
}

int KPQC_NS(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    uint8_t delta[TIGER_MSG];
    int ret;
    if (kpqc_randombytes(delta, sizeof delta) != 0) {
        ret = KPQC_ERR_RANDOMNESS;
    } else {
        ret = KPQC_NS(crypto_kem_enc_derand)(ct, ss, pk, delta);
    }
    kpqc_zeroize(delta, sizeof delta);
    return ret;
}

/* ---- decapsulation ------------------------------------------------------------ */

int KPQC_NS(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    uint8_t delta[TIGER_MSG], coin[TIGER_SEED], ct2[TIGER_CT_BYTES];
    uint8_t bad_key, fail;
    const uint8_t *pk = sk + SK_PK;

    /* The split between +1 and -1 entries cannot exceed h in a key that
       key generation made; a larger count is a malformed key. Public: the
       verdict on the key's encoding only. */
    bad_key = (uint8_t)((TIGER_H - (uint32_t)sk[TIGER_IDX_BYTES]) >> 31);
    KPQC_CT_PUBLIC(&bad_key, sizeof bad_key);
    if (bad_key) {
        memset(ss, 0, TIGER_SS_BYTES);
        return KPQC_ERR_DECODE;
    }
    KPQC_NS(tiger_pke_dec)(delta, ct, sk);
    derive_coin(coin, delta, pk);
    /* The re-encryption's samplers fail only on inputs no hash produces;
       a failure counts as a mismatch. */
    fail = (uint8_t)(KPQC_NS(tiger_pke_enc)(ct2, pk, delta, coin) != 0);
    fail = (uint8_t)(fail | (uint8_t)kpqc_ct_neq(ct, ct2, TIGER_CT_BYTES));
    /* implicit rejection: u replaces delta' */
    kpqc_ct_cmov(delta, sk + SK_U, TIGER_MSG, fail);
    derive_ss(ss, delta, ct);
    kpqc_zeroize(delta, sizeof delta);
    kpqc_zeroize(coin, sizeof coin);
    kpqc_zeroize(ct2, sizeof ct2);
    kpqc_zeroize(&fail, sizeof fail);
    return 0;
}

/* ---- descriptor -------------------------------------------------------------- */

/* Digests of the NIST-format files of the reference code under the
   PQCgenKAT_kem flow (docs/algorithms/tiger.md, "Reproducing the upstream
   KAT"); quick: the first 10 records, for emulated targets. */
#if TIGER_LEVEL == 128
#define SET_NAME       "TiGER128"
#define SET_KAT_SHA256 "75317e306e96635066f737560267c2ef6ed67d928451eba1fef5308800023800"
#define SET_QUICK_SHA  "1452ce4a97dc23a27719b7f01b716b4de182bcb6bb6930b2fa28d29136b502de"
#elif TIGER_LEVEL == 192
#define SET_NAME       "TiGER192"
#define SET_KAT_SHA256 "715382f44fc9819b3a485710e9ad6fba70bdcb1e87cd1e09c8c3e50f256e963c"
#define SET_QUICK_SHA  "466fe6752ad5a3f5911b8a506cf010a4b0b358aa4d8802fba161ef785f23c4f5"
#else
#define SET_NAME       "TiGER256"
#define SET_KAT_SHA256 "8e9548a0b051ff6e8a7c3f81a9af603aa0f9500e79c9db4ddfe461056c9f295a"
#define SET_QUICK_SHA  "c3dc4ac9f814119e66ac3461773d30d67a077c26e3d2f13183cbac73ff083aad"
#endif

static const char *const tiger_aliases[] = {KPQC_STR(KPQC_PARAM_ID), NULL};

const kpqc_kem_def KPQC_NS(kem) = {
    .kem =
        {
            .name = SET_NAME,
            .aliases = tiger_aliases,
            .family = "TiGER",
            .revision = "KpqC round 1 (KPQClean 7ea2087)",
            .nist_level = TIGER_LEVEL_NIST,
            .pk_bytes = TIGER_PK_BYTES,
            .sk_bytes = TIGER_SK_BYTES,
            .ct_bytes = TIGER_CT_BYTES,
            .ss_bytes = TIGER_SS_BYTES,
            .keypair_seed_bytes = TIGER_KEYPAIR_SEED_BYTES,
            .encaps_coins_bytes = TIGER_MSG,
            .rejection = KPQC_REJECT_IMPLICIT,
            .keypair = KPQC_NS(crypto_kem_keypair),
            .keypair_derand = KPQC_NS(crypto_kem_keypair_derand),
            .encaps = KPQC_NS(crypto_kem_enc),
            .encaps_derand = KPQC_NS(crypto_kem_enc_derand),
            .decaps = KPQC_NS(crypto_kem_dec),
        },
    .test =
        {
            .keypair_draws = {{TIGER_SEED, TIGER_SEED, TIGER_MSG, 0}},
            .encaps_draws = {{0, 0, 0, 0}},
            .keypair_fixed_draw = 1,
            .kat = {KPQC_KAT_KEM, SET_NAME, 100, SET_KAT_SHA256, 10, SET_QUICK_SHA, NULL},
            .backend = NULL,
        },
};
