/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ KEM: key generation, encapsulation and decapsulation with explicit
 * rejection, the NIST API and the library descriptor.
 *
 *   KeyGen:  f = 3 f' + 1, g = 3 g' with f', g' <- CBD1(SHAKE256(coins)),
 *            32 fresh coins per attempt until f (then g) is invertible;
 *            h = g / f;  pk = Encode(h^),  sk = Encode(f^) || Encode(h^-1^) || F(pk)
 *   Encap:   m <- n/8 random bytes; (K, rho) = H(m || F(pk)); r = CBD1(rho)
 *            c = h r + SOTP(m, G(Encode(r^)));  ct = Encode(c^), ss = K
 *   Decap:   m' = (c f mod q) mod 3 (centred); r = (c - m') / h;
 *            m = SOTP^-1(m', G(Encode(r^))); (K, rho) = H(m || F(pk))
 *            accept iff SOTP^-1 succeeded and CBD1(rho)^ == r^, else the
 *            error KPQC_ERR_DECAPS with an all-zero key.
 * All polynomials travel in the NTT domain (^). Every decoded polynomial
 * must be canonical (coefficients < q), otherwise KPQC_ERR_DECODE.
 * Encapsulation also refuses h = 0 with KPQC_ERR_DECODE: key generation
 * never writes it (g is invertible), no secret key can open what is sent
 * to it, and the ciphertext would be the SOTP encoding of m itself, with
 * no lattice problem left between it and m (docs/algorithms/ntru-plus.md,
 * "Rejection and decoding"). */
#include <string.h>

#include "kpqc.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "native/api.h"
#include "ntruplus.h"
#include "reduce.h"
#include "coins.h"
#include "randombytes.h"
#include "testinfo.h"
#include "sys.h"
#include KPQC_NIST_HEADER

_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == NTRUPLUS_PK_BYTES, "NIST header: pk");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == NTRUPLUS_SK_BYTES, "NIST header: sk");
_Static_assert(KPQC_NS_UPPER(CRYPTO_CIPHERTEXTBYTES) == NTRUPLUS_CT_BYTES, "NIST header: ct");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == NTRUPLUS_SS_BYTES, "NIST header: ss");

#define P           NTRUPLUS_POLY_BYTES
#define COINS_BYTES 32
/* A key needs about 1.4 attempts for NTRU+1152 (each f or g fails with
 * probability about 0.28) and almost always one for the others. 64 failed
 * attempts in a row (probability below 2^-117) mean the randomness source
 * is broken: report that rather than loop forever. */
#define MAX_ATTEMPTS 64

/* ---- key generation ------------------------------------------------------ */

/* One secret: a = 3 CBD1(SHAKE256(coins)) + plus_one, its NTT and inverse.
 * Draws until the NTT is invertible. */
static int sample_invertible(ntruplus_poly *a, ntruplus_poly *inv, int plus_one, kpqc_coins *src)
{
    uint8_t coins[COINS_BYTES], buf[NTRUPLUS_CBD_BYTES];
    unsigned attempt;
    int ret = KPQC_ERR_RANDOMNESS;

    for (attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        uint32_t singular;
        if (kpqc_coins_next(src, coins, COINS_BYTES) != 0) {
            break;
        }
        kpqc_shake256(buf, sizeof buf, coins, sizeof coins);
        ntruplus_cbd1_secret(a, buf, plus_one);
        ntruplus_ntt(a);
        singular = ntruplus_baseinv(inv, a);
        /* The retry decision is public: a rejected candidate is discarded
           and says nothing about the one that is kept. */
        KPQC_CT_PUBLIC(&singular, sizeof singular);
        if (!singular) {
            ret = 0;
            break;
        }
    }
    kpqc_zeroize(coins, sizeof coins);
    kpqc_zeroize(buf, sizeof buf);
    return ret;
}

static int keypair_from(uint8_t *pk, uint8_t *sk, kpqc_coins *src)
{
    ntruplus_poly f, finv, g, ginv, t;
    int ret = sample_invertible(&f, &finv, 1, src);
    if (ret == 0) {
        ret = sample_invertible(&g, &ginv, 0, src);
    }
    if (ret == 0) {
        ntruplus_basemul(&t, &g, &finv); /* h = g / f */
        ntruplus_pack(pk, &t);
        KPQC_CT_PUBLIC(pk, NTRUPLUS_PK_BYTES); /* the public key is an output */
        ntruplus_pack(sk, &f);
        ntruplus_basemul(&t, &f, &ginv); /* 1/h = f / g */
        ntruplus_pack(sk + P, &t);
        ntruplus_hash_f(sk + 2 * P, pk);
    }
    kpqc_zeroize(&f, sizeof f);
    kpqc_zeroize(&finv, sizeof finv);
    kpqc_zeroize(&g, sizeof g);
    kpqc_zeroize(&ginv, sizeof ginv);
    kpqc_zeroize(&t, sizeof t);
    return ret;
}

/* keypair_derand: the attempts' coins are read, 32 bytes at a time, from
 * SHAKE256("kpqc NTRU+ keypair" || seed) -- the randomized key
 * generation with this XOF in place of randombytes. */
int KPQC_NS(crypto_kem_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    kpqc_coins src;
    int ret;
    kpqc_coins_derand(&src, "kpqc NTRU+ keypair", seed, NTRUPLUS_SEED_BYTES);
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

/* 1 if every coefficient of a (public) polynomial is 0 */
static int poly_is_zero(const ntruplus_poly *a)
{
    unsigned i;
    int16_t any = 0;
    for (i = 0; i < NTRUPLUS_N; i++) {
        any |= a->c[i];
    }
    return any == 0;
}

int KPQC_NS(crypto_kem_enc_derand)(uint8_t *ct, uint8_t *ss, const uint8_t *pk,
                                   const uint8_t *coins)
{
    ntruplus_poly h, r, m, c;
    uint8_t fpk[NTRUPLUS_SEED_BYTES], kr[NTRUPLUS_SS_BYTES + NTRUPLUS_CBD_BYTES];
    uint8_t rbytes[P], pad[NTRUPLUS_CBD_BYTES];

    /* pk is public: branching on it is fine */
    if (ntruplus_unpack(&h, pk) != 0 || poly_is_zero(&h)) {
        memset(ct, 0, NTRUPLUS_CT_BYTES);
        memset(ss, 0, NTRUPLUS_SS_BYTES);
        return KPQC_ERR_DECODE;
    }
    ntruplus_hash_f(fpk, pk);
    ntruplus_hash_h(kr, coins, fpk);
    ntruplus_cbd1(&r, kr + NTRUPLUS_SS_BYTES);
    ntruplus_ntt(&r);
    ntruplus_pack(rbytes, &r);
    ntruplus_hash_g(pad, rbytes);
    ntruplus_sotp_encode(&m, coins, pad);
    ntruplus_ntt(&m);
    ntruplus_basemul_add(&c, &h, &r, &m);
    ntruplus_pack(ct, &c);
    KPQC_CT_PUBLIC(ct, NTRUPLUS_CT_BYTES); /* the ciphertext is an output */
    memcpy(ss, kr, NTRUPLUS_SS_BYTES);

    kpqc_zeroize(kr, sizeof kr);
    kpqc_zeroize(rbytes, sizeof rbytes);
    kpqc_zeroize(pad, sizeof pad);
    kpqc_zeroize(&r, sizeof r);
    kpqc_zeroize(&m, sizeof m);
    return 0;
}

int KPQC_NS(crypto_kem_enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk)
{
    uint8_t m[NTRUPLUS_MSG_BYTES];
    int ret;
    /* m is drawn before pk is checked, as the reference does, so a KAT
       generator's DRBG stays in step even for a refused key. */
    if (kpqc_randombytes(m, sizeof m) != 0) {
        ret = KPQC_ERR_RANDOMNESS;
    } else {
        ret = KPQC_NS(crypto_kem_enc_derand)(ct, ss, pk, m);
    }
    kpqc_zeroize(m, sizeof m);
    return ret;
}

/* ---- decapsulation --------------------------------------------------------- */

int KPQC_NS(crypto_kem_dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk)
{
    ntruplus_poly c, f, hinv, m, t;
    uint8_t msg[NTRUPLUS_MSG_BYTES], kr[NTRUPLUS_SS_BYTES + NTRUPLUS_CBD_BYTES];
    uint8_t rbytes[P], rbytes2[P], pad[NTRUPLUS_CBD_BYTES];
    uint32_t bad, fail;
    unsigned i;

    bad = ntruplus_unpack(&c, ct) | ntruplus_unpack(&f, sk) | ntruplus_unpack(&hinv, sk + P);
    /* Reveals only whether ct or sk is a non-canonical encoding; such
       inputs are refused (specification of 2026-07-10). */
    KPQC_CT_PUBLIC(&bad, sizeof bad);
    if (bad) {
        memset(ss, 0, NTRUPLUS_SS_BYTES);
        kpqc_zeroize(&f, sizeof f);
        kpqc_zeroize(&hinv, sizeof hinv);
        return KPQC_ERR_DECODE;
    }

    /* m' = c f = 3 g' r + f m, small enough to be read mod 3 */
    ntruplus_basemul(&m, &c, &f);
    ntruplus_invntt(&m);
    ntruplus_crepmod3(&m);

    /* r = (c - m') / h */
    t = m;
    ntruplus_ntt(&t);
    ntruplus_sub_reduce(&c, &c, &t);
    ntruplus_basemul(&t, &c, &hinv);
    ntruplus_pack(rbytes, &t);
    ntruplus_hash_g(pad, rbytes);
    fail = ntruplus_sotp_decode(msg, &m, pad);

    /* re-encryption check: r must be the one H(m || F(pk)) derives */
    ntruplus_hash_h(kr, msg, sk + 2 * P);
    ntruplus_cbd1(&t, kr + NTRUPLUS_SS_BYTES);
    ntruplus_ntt(&t);
    ntruplus_pack(rbytes2, &t);
    fail |= 0u - (uint32_t)kpqc_ct_neq(rbytes, rbytes2, P);

    for (i = 0; i < NTRUPLUS_SS_BYTES; i++) {
        ss[i] = (uint8_t)(kr[i] & ~fail);
    }
    kpqc_zeroize(msg, sizeof msg);
    kpqc_zeroize(kr, sizeof kr);
    kpqc_zeroize(rbytes, sizeof rbytes);
    kpqc_zeroize(rbytes2, sizeof rbytes2);
    kpqc_zeroize(pad, sizeof pad);
    kpqc_zeroize(&f, sizeof f);
    kpqc_zeroize(&hinv, sizeof hinv);
    kpqc_zeroize(&m, sizeof m);
    kpqc_zeroize(&t, sizeof t);
    kpqc_zeroize(&c, sizeof c);
    /* Explicit rejection: the verdict is the function's public result. */
    KPQC_CT_PUBLIC(&fail, sizeof fail);
    return fail ? KPQC_ERR_DECAPS : 0;
}

/* ---- descriptor -------------------------------------------------------------- */

#if NTRUPLUS_N == 768
#define SET_NAME       "NTRU+768"
#define SET_KAT_SHA256 "22c72039845361ff142273150a59785bada5146c04018ce0a8b67b99a647eaa8"
#elif NTRUPLUS_N == 864
#define SET_NAME       "NTRU+864"
#define SET_KAT_SHA256 "0c91227497480095a43403852b3a46e423356cdd00242d654001c3c1566de61c"
#else
#define SET_NAME       "NTRU+1152"
#define SET_KAT_SHA256 "2ddfc810c44f63f8d24086da7c33faf17d66c393f519a5b9cb76b0b7509464c3"
#endif

static const char *const ntruplus_aliases[] = {KPQC_STR(KPQC_PARAM_ID), NULL};

/* The backend this set runs on now (kpqc list, kpqc bench): the scheme's
   native kernels where this CPU has them, else that of Keccak. */
static const char *set_backend(void)
{
#if defined(NTRUPLUS_NATIVE_BACKEND)
    if (kpqc_sys_has(NTRUPLUS_NATIVE_FEATURES)) {
        return NTRUPLUS_NATIVE_BACKEND;
    }
#endif
    return kpqc_keccak_backend();
}

const kpqc_kem_def KPQC_NS(kem) = {
    .kem =
        {
            .name = SET_NAME,
            .aliases = ntruplus_aliases,
            .family = "NTRU+",
            .revision = "final (specification 2026-07-10)",
            .nist_level = NTRUPLUS_LEVEL,
            .pk_bytes = NTRUPLUS_PK_BYTES,
            .sk_bytes = NTRUPLUS_SK_BYTES,
            .ct_bytes = NTRUPLUS_CT_BYTES,
            .ss_bytes = NTRUPLUS_SS_BYTES,
            .keypair_seed_bytes = NTRUPLUS_SEED_BYTES,
            .encaps_coins_bytes = NTRUPLUS_MSG_BYTES,
            .rejection = KPQC_REJECT_EXPLICIT,
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
            .kat = {KPQC_KAT_KEM, SET_NAME, 100, SET_KAT_SHA256, 0, NULL,
                    "ntruplus/" SET_NAME ".rsp"},
            .backend = set_backend,
        },
};
