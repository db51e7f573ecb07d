/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* PALOMA KEM (KpqC round 2): key generation, encapsulation,
 * decapsulation with implicit rejection, the NIST API and the descriptor.
 *
 *   KeyGen: rC <- 32 bytes; (a_0..a_8191) = Shuffle(GF(2^13), rC);
 *           L = a_0..a_{n-1}; g = prod_{i<t} (x - a_{n+i}); H = Goppa(L, g)
 *           repeat: rC^ <- 32 bytes; P = Shuffle([n], rC^);
 *                   HP = H with column j moved to P[j]
 *           until the first mt columns of HP (S^-1) are invertible;
 *           pk = the last k columns of S HP = [I | H^];
 *           sk = L || g || S^-1 || rC^ || r, r <- 32 bytes
 *   Encap:  r* <- 32 bytes; e* = GenErrVec(r*) (weight t); r^ = G(e*);
 *           e^ = e* permuted by Shuffle([n], r^); s^ = [I | H^] e^;
 *           ct = r^ || s^; ss = H(e* || r^ || s^)
 *           (an all-zero pk is refused with KPQC_ERR_DECODE)
 *   Decap:  e^ = Decode(s^); e* = e^ permuted back with r^;
 *           ss = H(e* || ct) if G(e*) = r^, else H(GenErrVec(r) || ct)
 * G and H are LSH-512 with the 8-byte prefixes "PALOMAGG" and "PALOMAHH",
 * cut to 32 bytes. Matrices are stored column by column, mt bits per
 * column, little-endian bit order; field elements as 16-bit little-endian
 * words. */
#include <string.h>

#include "kpqc.h"
#include "bytes.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "lsh512.h"
#include "paloma.h"
#include "coins.h"
#include "randombytes.h"
#include "testinfo.h"
#include KPQC_NIST_HEADER

_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == PALOMA_PK_BYTES, "NIST header: pk");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == PALOMA_SK_BYTES, "NIST header: sk");
_Static_assert(KPQC_NS_UPPER(CRYPTO_CIPHERTEXTBYTES) == PALOMA_CT_BYTES, "NIST header: ct");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == PALOMA_SS_BYTES, "NIST header: ss");

/* An attempt fails when the mt x mt block is singular, with probability
 * about 0.71 for a random matrix: 1000 failures in a row (probability
 * below 2^-490) mean the randomness source is broken. */
#define MAX_ATTEMPTS 1000

#define CB PALOMA_COLBYTES

/* LSH-512 of prefix || a || b, first 32 bytes */
static void hash32(uint8_t out[32], const char prefix[8], const uint8_t *a, size_t alen,
                   const uint8_t *b, size_t blen)
{
    kpqc_lsh512_ctx ctx;
    uint8_t d[64];
    (void)kpqc_lsh512_init(&ctx, 64);
    kpqc_lsh512_update(&ctx, (const uint8_t *)prefix, 8);
    kpqc_lsh512_update(&ctx, a, alen);
    kpqc_lsh512_update(&ctx, b, blen);
    kpqc_lsh512_final(&ctx, d);
    memcpy(out, d, 32);
    kpqc_zeroize(d, sizeof d);
}

/* Fisher-Yates of 0..n-1 under a public seed (r^ travels in the
   ciphertext): plain indexing */
static void public_shuffle(uint16_t p[PALOMA_N], const uint8_t seed[PALOMA_SEED])
{
    size_t i, w = 0;
    for (i = 0; i < PALOMA_N; i++) {
        p[i] = (uint16_t)i;
    }
    for (i = PALOMA_N - 1; i > 0; i--) {
        uint32_t s = (uint32_t)seed[2 * w] | ((uint32_t)seed[2 * w + 1] << 8);
        size_t j = s % (uint32_t)(i + 1);
        uint16_t t = p[i];
        p[i] = p[j];
        p[j] = t;
        w = (w + 1) & 15;
    }
}

/* ---- key generation ------------------------------------------------------ */

/* columns lo..hi-1 of HP from the permuted support lp: the first mt into
   sk's S^-1 field, the rest into pk */
static void build_columns(uint8_t *pk, uint8_t *sk, const paloma_gf *g, const paloma_gf *lp,
                          size_t lo, size_t hi)
{
    size_t i;
    for (i = lo; i < hi; i++) {
        uint8_t *col = i < PALOMA_MT ? sk + PALOMA_SK_SINV + i * CB : pk + (i - PALOMA_MT) * CB;
        paloma_column(col, g, lp[i]);
    }
}

static int keypair_from(uint8_t *pk, uint8_t *sk, kpqc_coins *src)
{
    uint16_t set[PALOMA_Q];
    paloma_gf g[PALOMA_T + 1], lp[PALOMA_N];
    uint8_t rc[PALOMA_SEED], rchat[PALOMA_SEED];
    unsigned attempt;
    size_t i, j;
    int ret = KPQC_ERR_RANDOMNESS;

    if (kpqc_coins_next(src, rc, PALOMA_SEED) != 0) {
        return KPQC_ERR_RANDOMNESS;
    }
    for (i = 0; i < PALOMA_Q; i++) {
        set[i] = (uint16_t)i;
    }
    paloma_shuffle(set, PALOMA_Q, rc);
    /* g = prod (x - a_{n+i}), monic of degree t */
    memset(g, 0, sizeof g);
    g[0] = set[PALOMA_N];
    g[1] = 1;
    for (i = 1; i < PALOMA_T; i++) {
        paloma_gf a = set[PALOMA_N + i];
        g[i + 1] = g[i];
        for (j = i; j > 0; j--) {
            g[j] = (paloma_gf)(g[j - 1] ^ paloma_gf_mul(a, g[j]));
        }
        g[0] = paloma_gf_mul(a, g[0]);
    }

    for (attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        uint32_t singular;
        if (kpqc_coins_next(src, rchat, PALOMA_SEED) != 0) {
            break;
        }
        memcpy(lp, set, sizeof lp);
        paloma_unshuffle(lp, PALOMA_N, rchat);
        /* first the mt x mt block alone: is it invertible? */
        build_columns(pk, sk, g, lp, 0, PALOMA_MT);
        singular = paloma_systematic(sk + PALOMA_SK_SINV, pk, PALOMA_MT);
        /* The retry decision is public: a rejected permutation is
           discarded and the next one is drawn independently. */
        KPQC_CT_PUBLIC(&singular, sizeof singular);
        if (singular) {
            continue;
        }
        build_columns(pk, sk, g, lp, 0, PALOMA_N);
        (void)paloma_systematic(sk + PALOMA_SK_SINV, pk, PALOMA_N);
        KPQC_CT_PUBLIC(pk, PALOMA_PK_BYTES); /* the public key is an output */
        /* S^-1 is the block before elimination */
        build_columns(pk, sk, g, lp, 0, PALOMA_MT);
        for (i = 0; i < PALOMA_N; i++) {
            sk[PALOMA_SK_L + 2 * i] = (uint8_t)set[i];
            sk[PALOMA_SK_L + 2 * i + 1] = (uint8_t)(set[i] >> 8);
        }
        for (i = 0; i < PALOMA_T; i++) {
            sk[PALOMA_SK_G + 2 * i] = (uint8_t)g[i];
            sk[PALOMA_SK_G + 2 * i + 1] = (uint8_t)(g[i] >> 8);
        }
        memcpy(sk + PALOMA_SK_RCHAT, rchat, PALOMA_SEED);
        ret = kpqc_coins_next(src, sk + PALOMA_SK_R, PALOMA_SEED) != 0 ? KPQC_ERR_RANDOMNESS : 0;
        break;
    }
    kpqc_zeroize(set, sizeof set);
    kpqc_zeroize(g, sizeof g);
    kpqc_zeroize(lp, sizeof lp);
    kpqc_zeroize(rc, sizeof rc);
    kpqc_zeroize(rchat, sizeof rchat);
    return ret;
}

/* keypair_derand: the 32-byte draws (rC, each attempt's rC^, r) are read
 * in that order from SHAKE256("kpqc PALOMA keypair" || seed). */
int KPQC_NS(crypto_kem_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    kpqc_coins src;
    int ret;
    kpqc_coins_derand(&src, "kpqc PALOMA keypair", seed, PALOMA_SEED);
    ret = keypair_from(pk, sk, &src);
    kpqc_coins_wipe(&src);
    return ret;
}

int KPQC_NS(crypto_kem_keypair)(uint8_t *pk, uint8_t *sk)
{
    kpqc_coins src;
    kpqc_coins_random(&src);
    return keypair_from(pk, sk, &src);
}

/* ---- encapsulation --------------------------------------------------------- */

int KPQC_NS(crypto_kem_enc_derand)(uint8_t *ct, uint8_t *ss, const uint8_t *pk,
                                   const uint8_t *coins)
{
    uint8_t e_star[PALOMA_NBYTES], e_hat[PALOMA_NBYTES];
    uint16_t p[PALOMA_N];
    uint64_t s[PALOMA_COLWORDS];
    size_t i;
    unsigned w;
    uint8_t any = 0;

    /* pk is public: branching on it is fine. An all-zero H^ is refused:
       key generation never writes it, and the syndrome would be the first
       mt bits of the error vector in the clear. */
    for (i = 0; i < PALOMA_PK_BYTES; i++) {
        any |= pk[i];
    }
    if (any == 0) {
        memset(ct, 0, PALOMA_CT_BYTES);
        memset(ss, 0, PALOMA_SS_BYTES);
        return KPQC_ERR_DECODE;
    }
    paloma_gen_error(e_star, coins);
    hash32(ct, "PALOMAGG", e_star, PALOMA_NBYTES, NULL, 0);
    KPQC_CT_PUBLIC(ct, PALOMA_SEED); /* r^ is sent */
    /* e^_i = e*_{P_i} */
    public_shuffle(p, ct);
    memset(e_hat, 0, sizeof e_hat);
    for (i = 0; i < PALOMA_N; i++) {
        e_hat[i >> 3] |= (uint8_t)(((e_star[p[i] >> 3] >> (p[i] & 7)) & 1) << (i & 7));
    }
    /* s^ = e^_{0..mt-1} + H^ e^_{mt..n-1} */
    for (w = 0; w < PALOMA_COLWORDS; w++) {
        s[w] = kpqc_load64_le(e_hat + 8 * w);
    }
    for (i = 0; i < PALOMA_K; i++) {
        size_t bit = PALOMA_MT + i;
        uint64_t m = 0u - (uint64_t)((e_hat[bit >> 3] >> (bit & 7)) & 1);
        for (w = 0; w < PALOMA_COLWORDS; w++) {
            s[w] ^= kpqc_load64_le(pk + i * CB + 8 * w) & m;
        }
    }
    for (w = 0; w < PALOMA_COLWORDS; w++) {
        kpqc_store64_le(ct + PALOMA_SEED + 8 * w, s[w]);
    }
    KPQC_CT_PUBLIC(ct, PALOMA_CT_BYTES); /* the ciphertext is an output */
    hash32(ss, "PALOMAHH", e_star, PALOMA_NBYTES, ct, PALOMA_CT_BYTES);
    kpqc_zeroize(e_star, sizeof e_star);
    kpqc_zeroize(e_hat, sizeof e_hat);
    kpqc_zeroize(s, sizeof s);
    return 0;
}

int KPQC_NS(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    uint8_t coins[PALOMA_SEED];
    int ret;
    if (kpqc_randombytes(coins, sizeof coins) != 0) {
        ret = KPQC_ERR_RANDOMNESS;
    } else {
        ret = KPQC_NS(crypto_kem_enc_derand)(ct, ss, pk, coins);
    }
    kpqc_zeroize(coins, sizeof coins);
    return ret;
}

/* ---- decapsulation --------------------------------------------------------- */

int KPQC_NS(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    paloma_gf g[PALOMA_T + 1], lp[PALOMA_N];
    uint8_t e_hat[PALOMA_NBYTES], e_star[PALOMA_NBYTES], e_tilde[PALOMA_NBYTES];
    uint8_t r2[PALOMA_SEED], keep;
    uint16_t p[PALOMA_N];
    size_t i;

    /* Field elements are 13-bit: the top bits of a 16-bit word are ignored. */
    for (i = 0; i < PALOMA_N; i++) {
        lp[i] = (paloma_gf)((sk[PALOMA_SK_L + 2 * i] | (sk[PALOMA_SK_L + 2 * i + 1] << 8)) &
                            (PALOMA_Q - 1));
    }
    for (i = 0; i < PALOMA_T; i++) {
        g[i] = (paloma_gf)((sk[PALOMA_SK_G + 2 * i] | (sk[PALOMA_SK_G + 2 * i + 1] << 8)) &
                           (PALOMA_Q - 1));
    }
    g[PALOMA_T] = 1;
    /* the support in the order of H^'s columns */
    paloma_unshuffle(lp, PALOMA_N, sk + PALOMA_SK_RCHAT);
    paloma_decode(e_hat, ct + PALOMA_SEED, lp, g);

    /* e*_{P_i} = e^_i with P = Shuffle([n], r^) */
    public_shuffle(p, ct);
    memset(e_star, 0, sizeof e_star);
    for (i = 0; i < PALOMA_N; i++) {
        e_star[p[i] >> 3] |= (uint8_t)(((e_hat[i >> 3] >> (i & 7)) & 1) << (p[i] & 7));
    }
    hash32(r2, "PALOMAGG", e_star, PALOMA_NBYTES, NULL, 0);
    paloma_gen_error(e_tilde, sk + PALOMA_SK_R);
    keep = (uint8_t)(kpqc_ct_neq(r2, ct, PALOMA_SEED) - 1); /* 0xFF if r^ matches */
    for (i = 0; i < PALOMA_NBYTES; i++) {
        e_star[i] = (uint8_t)((e_star[i] & keep) | (e_tilde[i] & (uint8_t)~keep));
    }
    hash32(ss, "PALOMAHH", e_star, PALOMA_NBYTES, ct, PALOMA_CT_BYTES);

    kpqc_zeroize(g, sizeof g);
    kpqc_zeroize(lp, sizeof lp);
    kpqc_zeroize(e_hat, sizeof e_hat);
    kpqc_zeroize(e_star, sizeof e_star);
    kpqc_zeroize(e_tilde, sizeof e_tilde);
    kpqc_zeroize(r2, sizeof r2);
    kpqc_zeroize(&keep, sizeof keep);
    return 0;
}

/* ---- descriptor -------------------------------------------------------------- */

/* Digests of the upstream generator's files (docs/algorithms/paloma.md,
   "Reproducing the upstream KAT"); quick: the first records only, for
   emulated targets (KPQC_KAT_QUICK=1). */
#if PALOMA_LEVEL == 128
#define SET_NAME       "PALOMA-128"
#define SET_LEVEL      1
#define SET_KAT_SHA256 "1b356214aeca5c4c7de78bec157087ed25b08ef9236b6b6430735d9a693fcfca"
#define SET_QUICK      1
#define SET_QUICK_SHA  "6d9e3a7b5ad80d7cb90e0b210d90fce901e850fee3296d9ea1e738cdf41c2fb9"
#elif PALOMA_LEVEL == 192
#define SET_NAME       "PALOMA-192"
#define SET_LEVEL      3
#define SET_KAT_SHA256 "4e85546b57a491c88c62ea1e4395323ffdc62e26eec1eee631ab362dd535b645"
#define SET_QUICK      1
#define SET_QUICK_SHA  "2d7214b5313a2ea241aa1bc644bc4a11f2dd3df4b84446f99caf1cca8d8ebbb3"
#else
#define SET_NAME       "PALOMA-256"
#define SET_LEVEL      5
#define SET_KAT_SHA256 "c079a6951ca4858464398cd59764b958defef67bc1d7e7c815803b4745b92593"
#define SET_QUICK      1
#define SET_QUICK_SHA  "32b0d82c13ab8634c004ffbcf250beba6edaedad8cc9a2b3413f5106d16c0c7d"
#endif

static const char *const paloma_aliases[] = {KPQC_STR(KPQC_PARAM_ID), NULL};

const kpqc_kem_def KPQC_NS(kem) = {
    .kem =
        {
            .name = SET_NAME,
            .aliases = paloma_aliases,
            .family = "PALOMA",
            .revision = "KpqC round 2 (KpqClean_ver2 0896ebe)",
            .nist_level = SET_LEVEL,
            .pk_bytes = PALOMA_PK_BYTES,
            .sk_bytes = PALOMA_SK_BYTES,
            .ct_bytes = PALOMA_CT_BYTES,
            .ss_bytes = PALOMA_SS_BYTES,
            .keypair_seed_bytes = PALOMA_SEED,
            .encaps_coins_bytes = PALOMA_SEED,
            .rejection = KPQC_REJECT_IMPLICIT,
            .keypair = KPQC_NS(crypto_kem_keypair),
            .keypair_derand = KPQC_NS(crypto_kem_keypair_derand),
            .encaps = KPQC_NS(crypto_kem_enc),
            .encaps_derand = KPQC_NS(crypto_kem_enc_derand),
            .decaps = KPQC_NS(crypto_kem_dec),
        },
    .test =
        {
            .keypair_draws = {{0, 0, 0, 0}},
            .encaps_draws = {{0, 0, 0, 0}},
            .keypair_fixed_draw = 0,
            .kat = {KPQC_KAT_KEM_LIBC_RAND, SET_NAME, 100, SET_KAT_SHA256, SET_QUICK, SET_QUICK_SHA,
                    "paloma/PALOMA_" KPQC_STR(PALOMA_LEVEL) ".rsp"},
            .backend = NULL,
        },
};
