/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign (KpqC round 2): key generation, signing and verification over
 * Z_q[x]/(x^n - x^(n/2) + 1), the attached form and the descriptor.
 *
 * One polynomial each for the public matrix A (sampled in the NTT domain),
 * s1, s2, t0 and z: a Dilithium-style scheme with k = l = 1. Products with
 * A use the NTT, A drawn entry by entry into the product and never stored;
 * products with the sparse challenge c are computed exactly (poly.c). Signing is deterministic (rho = SHAKE256(key || mu)); its
 * rejection loop is capped. */
#include <string.h>

#include "attached.h"
#include "ctgrind.h"
#include "ct.h"
#include "fips202.h"
#include "kpqc.h"
#include "nccsign.h"
#include "randombytes.h"
#include "reduce.h"
#include "testinfo.h"
#include "sys.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == NCCSIGN_PK_BYTES, "NIST header: pk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == NCCSIGN_SK_BYTES, "NIST header: sk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == NCCSIGN_SIG_BYTES, "NIST header: sig size");
#endif

/* A key from key generation needs more attempts with probability far below
 * 2^-128 (each attempt succeeds with probability above 1/10); the cap stops
 * a crafted secret key from keeping the signer busy (and keeps the 16-bit
 * nonce from wrapping). */
#ifndef NCCSIGN_SIGN_MAX_ATTEMPTS
#define NCCSIGN_SIGN_MAX_ATTEMPTS 1000u
#endif

#define SK_KEY_OFFSET NCCSIGN_SEEDBYTES
#define SK_TR_OFFSET  (2 * NCCSIGN_SEEDBYTES)
#define SK_S1_OFFSET  (3 * NCCSIGN_SEEDBYTES)
#define SK_S2_OFFSET  (SK_S1_OFFSET + NCCSIGN_POLYETA_BYTES)
#define SK_T0_OFFSET  (SK_S2_OFFSET + NCCSIGN_POLYETA_BYTES)

/* w = A w in the ring, coefficients in [0, q), from w in the NTT domain. */
static void matrix_mul(nccsign_poly *w, const uint8_t seed[NCCSIGN_SEEDBYTES])
{
    nccsign_matrix_mul(w->c, seed);
    nccsign_invntt(w->c);
}

/* ---- key generation ------------------------------------------------------ */

/* Two polynomials: each secret is packed into sk as soon as it is drawn,
 * and the one in t0 makes room for the next. */
typedef struct {
    nccsign_poly t, t0;
    uint8_t seedbuf[3 * NCCSIGN_SEEDBYTES];
} keygen_state;

/* seed = zeta || s, the reference's two 32-byte draws: zeta is the public
 * seed of A, s expands to (xi1, xi2, key). */
int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    keygen_state st;
    unsigned i;

    /* zeta is the public key's seed, output as is. */
    KPQC_CT_PUBLIC(seed, NCCSIGN_SEEDBYTES);
    kpqc_shake256(st.seedbuf, sizeof st.seedbuf, seed + NCCSIGN_SEEDBYTES, NCCSIGN_SEEDBYTES);
    /* each secret absorbs 64 bytes from its seed on (xi1 || xi2, then
       xi2 || key), as the reference does */
    nccsign_sample_eta(&st.t0, st.seedbuf); /* s1 */
    kpqc_pack_bits(sk + SK_S1_OFFSET, st.t0.c, NCCSIGN_N, 3, NCCSIGN_ETA, -1);
    st.t = st.t0;
    nccsign_ntt(st.t.c);
    matrix_mul(&st.t, seed);
    nccsign_sample_eta(&st.t0, st.seedbuf + NCCSIGN_SEEDBYTES); /* s2 */
    kpqc_pack_bits(sk + SK_S2_OFFSET, st.t0.c, NCCSIGN_N, 3, NCCSIGN_ETA, -1);
    for (i = 0; i < NCCSIGN_N; i++) {
        st.t.c[i] = nccsign_caddq(st.t.c[i] + st.t0.c[i]);
    }
    nccsign_power2round(&st.t, &st.t0);
    /* t1 is the public key */
    KPQC_CT_PUBLIC(st.t.c, sizeof st.t.c);

    memcpy(pk, seed, NCCSIGN_SEEDBYTES);
    kpqc_pack_bits(pk + NCCSIGN_SEEDBYTES, st.t.c, NCCSIGN_N, NCCSIGN_T1_BITS, 0, 1);

    memcpy(sk, seed, NCCSIGN_SEEDBYTES);
    memcpy(sk + SK_KEY_OFFSET, st.seedbuf + 2 * NCCSIGN_SEEDBYTES, NCCSIGN_SEEDBYTES);
    kpqc_shake256(sk + SK_TR_OFFSET, NCCSIGN_SEEDBYTES, pk, NCCSIGN_PK_BYTES);
    kpqc_pack_bits(sk + SK_T0_OFFSET, st.t0.c, NCCSIGN_N, NCCSIGN_D, 1 << (NCCSIGN_D - 1), -1);
    kpqc_zeroize(&st, sizeof st);
    return 0;
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[2 * NCCSIGN_SEEDBYTES];
    /* two draws, as the reference's key generation makes them */
    int ret = kpqc_randombytes(seed, NCCSIGN_SEEDBYTES);
    if (ret == 0) {
        ret = kpqc_randombytes(seed + NCCSIGN_SEEDBYTES, NCCSIGN_SEEDBYTES);
    }
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_keypair_derand)(pk, sk, seed);
    }
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

/* ---- signing ------------------------------------------------------------- */

/* Two polynomials (y then z, and w), the secrets as bytes (s1, s2) and
 * 16-bit words (t0); the hint takes w1's place once w1 is packed. */
typedef struct {
    nccsign_poly w, z;
    uint8_t zeta[NCCSIGN_SEEDBYTES];
    int16_t t0[NCCSIGN_N];
    int8_t s1[NCCSIGN_N], s2[NCCSIGN_N];
    int8_t c[NCCSIGN_N];
    uint8_t w1[NCCSIGN_N]; /* then the hint */
    uint8_t w1_packed[NCCSIGN_POLYW1_BYTES];
    uint8_t mu[NCCSIGN_CRHBYTES];
    uint8_t key_mu[NCCSIGN_SEEDBYTES + NCCSIGN_CRHBYTES];
    uint8_t rho[NCCSIGN_CRHBYTES];
} sign_state;

/* 0 if every 3-bit field of the encoded secret holds 0..3 (1 - v in
 * [-2, 1], all key generation writes), else all-ones; constant time. */
static uint32_t eta_malformed(const uint8_t *r)
{
    uint32_t bad = 0;
    unsigned i, k;
    for (i = 0; i < NCCSIGN_POLYETA_BYTES / 3; i++) {
        uint32_t v =
            (uint32_t)r[3 * i] | (uint32_t)r[3 * i + 1] << 8 | (uint32_t)r[3 * i + 2] << 16;
        for (k = 0; k < 8; k++) {
            bad |= (v >> (3 * k + 2)) & 1u;
        }
    }
    return 0u - bad;
}

/* the n values of a field (stored as offset - v), through tmp: t0 as
 * 16-bit words, s1 and s2 (in [-2, 1]) as bytes */
static void narrow(int16_t out[NCCSIGN_N], nccsign_poly *tmp, const uint8_t *r, unsigned bits,
                   int32_t offset)
{
    unsigned i;
    (void)kpqc_unpack_bits(tmp->c, r, NCCSIGN_N, bits, offset, -1);
    for (i = 0; i < NCCSIGN_N; i++) {
        out[i] = (int16_t)tmp->c[i];
    }
}

static void narrow_eta(int8_t out[NCCSIGN_N], nccsign_poly *tmp, const uint8_t *r)
{
    unsigned i;
    (void)kpqc_unpack_bits(tmp->c, r, NCCSIGN_N, 3, NCCSIGN_ETA, -1);
    for (i = 0; i < NCCSIGN_N; i++) {
        out[i] = (int8_t)tmp->c[i];
    }
}

static void hash_mu(uint8_t mu[NCCSIGN_CRHBYTES], const uint8_t tr[NCCSIGN_SEEDBYTES],
                    const uint8_t *m, size_t mlen)
{
    kpqc_keccak_ctx h;
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, tr, NCCSIGN_SEEDBYTES);
    kpqc_keccak_absorb(&h, m, mlen);
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, mu, NCCSIGN_CRHBYTES);
}

static void hash_challenge(uint8_t c[NCCSIGN_SEEDBYTES], const uint8_t mu[NCCSIGN_CRHBYTES],
                           const uint8_t w1[NCCSIGN_POLYW1_BYTES])
{
    kpqc_keccak_ctx h;
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, mu, NCCSIGN_CRHBYTES);
    kpqc_keccak_absorb(&h, w1, NCCSIGN_POLYW1_BYTES);
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, c, NCCSIGN_SEEDBYTES);
}

/* One attempt with the masking nonce; 0 when it produced the signature. */
static int attempt(uint8_t *sig, sign_state *st, uint16_t nonce)
{
    unsigned i, ones;
    int reject;

    nccsign_sample_gamma1(&st->z, st->rho, nonce); /* y, kept in z */
    st->w = st->z;
    nccsign_ntt(st->w.c);
    matrix_mul(&st->w, st->zeta);
    nccsign_decompose(st->w1, &st->w); /* w holds w0 from here */
    nccsign_pack_w1(st->w1_packed, st->w1);
    hash_challenge(sig, st->mu, st->w1_packed);
    /* The challenge seed: the signature's first field when the attempt
       succeeds, a hash output of secret-dependent data that reveals nothing
       about it when it does not (as in HAETAE and ML-DSA). */
    KPQC_CT_PUBLIC(sig, NCCSIGN_SEEDBYTES);
    nccsign_challenge(st->c, sig);

    /* The products with c are exact small integers (sparse, c is public);
       the reference's values modulo q followed by reduce32 are the same
       numbers, since every result here is far below 2^22. z = y + c s1: */
    nccsign_sparse_acc_small(st->z.c, st->c, st->s1, 1);
    for (i = 0; i < NCCSIGN_N; i++) {
        st->z.c[i] = nccsign_reduce32(st->z.c[i]);
    }
    /* Each rejection decision is public: the scheme's rejection sampling
       makes the accepted distribution independent of the key. */
    reject = nccsign_exceeds(&st->z, NCCSIGN_GAMMA1 - NCCSIGN_BETA);
    KPQC_CT_PUBLIC(&reject, sizeof reject);
    if (reject) {
        return 1;
    }
    /* z goes into the signature now, so that its polynomial can hold c t0
       below. Until the attempt is accepted these bytes are secret; a later
       attempt overwrites them, and a failed signing zeroes them. */
    kpqc_pack_bits(sig + NCCSIGN_SEEDBYTES, st->z.c, NCCSIGN_N, NCCSIGN_Z_BITS, NCCSIGN_GAMMA1, -1);
    /* r0 = w0 - c s2 */
    nccsign_sparse_acc_small(st->w.c, st->c, st->s2, -1);
    for (i = 0; i < NCCSIGN_N; i++) {
        st->w.c[i] = nccsign_reduce32(st->w.c[i]);
    }
    reject = nccsign_exceeds(&st->w, NCCSIGN_GAMMA2 - NCCSIGN_BETA);
    KPQC_CT_PUBLIC(&reject, sizeof reject);
    if (reject) {
        return 1;
    }
    /* c t0 (|c t0| <= 2 tau 2^(d-1) < 2^19), in z's polynomial */
    memset(st->z.c, 0, sizeof st->z.c);
    nccsign_sparse_acc(st->z.c, st->c, st->t0, 1);
    reject = nccsign_exceeds(&st->z, NCCSIGN_GAMMA2);
    KPQC_CT_PUBLIC(&reject, sizeof reject);
    if (reject) {
        return 1;
    }
    for (i = 0; i < NCCSIGN_N; i++) {
        st->w.c[i] += st->z.c[i];
    }
    ones = nccsign_make_hint(st->w1, &st->w, st->w1); /* the hint replaces w1 */
    reject = ones > NCCSIGN_OMEGA;
    KPQC_CT_PUBLIC(&reject, sizeof reject);
    if (reject) {
        return 1;
    }
    /* accepted: z (packed above) and the hint are the signature */
    KPQC_CT_PUBLIC(sig + NCCSIGN_SEEDBYTES, NCCSIGN_POLYZ_BYTES);
    KPQC_CT_PUBLIC(st->w1, sizeof st->w1);
    for (i = 0; i < NCCSIGN_POLYH_BYTES; i++) {
        unsigned k, byte = 0;
        for (k = 0; k < 8; k++) {
            byte |= (unsigned)st->w1[8 * i + k] << k;
        }
        sig[NCCSIGN_SEEDBYTES + NCCSIGN_POLYZ_BYTES + i] = (uint8_t)byte;
    }
    return 0;
}

/* Deterministic: coins are not used (sign_coins_bytes is 0). */
int KPQC_NS(crypto_sign_signature_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                          size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                          const uint8_t *sk, const uint8_t *coins)
{
    sign_state st;
    unsigned n;
    uint32_t bad;
    int ret = KPQC_ERR_INTERNAL;

    (void)ctx;
    (void)ctxlen;
    (void)coins;
    /* zeta, A's seed, is a copy of the public key's */
    KPQC_CT_PUBLIC(sk, NCCSIGN_SEEDBYTES);
    /* A secret key with an eta field key generation never writes is
       refused; only that verdict is made public. */
    bad = eta_malformed(sk + SK_S1_OFFSET) | eta_malformed(sk + SK_S2_OFFSET);
    KPQC_CT_PUBLIC(&bad, sizeof bad);
    if (bad != 0) {
        memset(sig, 0, NCCSIGN_SIG_BYTES);
        *siglen = 0;
        return KPQC_ERR_DECODE;
    }
    narrow_eta(st.s1, &st.w, sk + SK_S1_OFFSET);
    narrow_eta(st.s2, &st.w, sk + SK_S2_OFFSET);
    narrow(st.t0, &st.w, sk + SK_T0_OFFSET, NCCSIGN_D, 1 << (NCCSIGN_D - 1));
    hash_mu(st.mu, sk + SK_TR_OFFSET, m, mlen);
    memcpy(st.key_mu, sk + SK_KEY_OFFSET, NCCSIGN_SEEDBYTES);
    memcpy(st.key_mu + NCCSIGN_SEEDBYTES, st.mu, NCCSIGN_CRHBYTES);
    kpqc_shake256(st.rho, NCCSIGN_CRHBYTES, st.key_mu, sizeof st.key_mu);
    memcpy(st.zeta, sk, NCCSIGN_SEEDBYTES);

    for (n = 0; n < NCCSIGN_SIGN_MAX_ATTEMPTS; n++) {
        if (attempt(sig, &st, (uint16_t)n) == 0) {
            ret = 0;
            break;
        }
    }
    kpqc_zeroize(&st, sizeof st);
    if (ret != 0) {
        memset(sig, 0, NCCSIGN_SIG_BYTES);
        *siglen = 0;
        return ret;
    }
    *siglen = NCCSIGN_SIG_BYTES;
    return 0;
}

int KPQC_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    return KPQC_NS(crypto_sign_signature_derand)(sig, siglen, m, mlen, ctx, ctxlen, sk, NULL);
}

/* ---- verification -------------------------------------------------------- */

typedef struct {
    nccsign_poly z, h;
    int16_t t1[NCCSIGN_N];
    int8_t c[NCCSIGN_N];
    uint8_t w1[NCCSIGN_N];
    uint8_t hint[NCCSIGN_N];
    uint8_t w1_packed[NCCSIGN_POLYW1_BYTES];
    uint8_t tr[NCCSIGN_SEEDBYTES];
    uint8_t mu[NCCSIGN_CRHBYTES];
    uint8_t c2[NCCSIGN_SEEDBYTES];
} verify_state;

/* 2^d 2^32 mod q: a Montgomery product with it multiplies by 2^d */
#define MONT_2D (int32_t)(((int64_t)1 << (32 + NCCSIGN_D)) % NCCSIGN_Q)

/* Refused before any arithmetic: a wrong length, a z coefficient outside
 * (-(gamma1 - beta), gamma1 - beta), or more than omega hint bits (which
 * the signer never writes; the reference accepts any hint weight). */
int KPQC_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    verify_state st;
    const uint8_t *hb = sig + NCCSIGN_SEEDBYTES + NCCSIGN_POLYZ_BYTES;
    unsigned i, ones = 0;

    (void)ctx;
    (void)ctxlen;
    if (siglen != NCCSIGN_SIG_BYTES) {
        return KPQC_ERR_VERIFY;
    }
    (void)kpqc_unpack_bits(st.z.c, sig + NCCSIGN_SEEDBYTES, NCCSIGN_N, NCCSIGN_Z_BITS,
                           NCCSIGN_GAMMA1, -1);
    if (nccsign_exceeds(&st.z, NCCSIGN_GAMMA1 - NCCSIGN_BETA)) {
        return KPQC_ERR_VERIFY;
    }
    for (i = 0; i < NCCSIGN_N; i++) {
        st.hint[i] = (uint8_t)((hb[i / 8] >> (i % 8)) & 1u);
        ones += st.hint[i];
    }
    if (ones > NCCSIGN_OMEGA) {
        return KPQC_ERR_VERIFY;
    }
    kpqc_shake256(st.tr, NCCSIGN_SEEDBYTES, pk, NCCSIGN_PK_BYTES);
    hash_mu(st.mu, st.tr, m, mlen);
    nccsign_challenge(st.c, sig);

    /* w' = A z - c t1 2^d: c t1 exactly (|c t1| < 2 tau 2^12), then the
       factor 2^d modulo q */
    nccsign_ntt(st.z.c);
    matrix_mul(&st.z, pk);
    (void)kpqc_unpack_bits(st.h.c, pk + NCCSIGN_SEEDBYTES, NCCSIGN_N, NCCSIGN_T1_BITS, 0, 1);
    for (i = 0; i < NCCSIGN_N; i++) {
        st.t1[i] = (int16_t)st.h.c[i];
    }
    memset(st.h.c, 0, sizeof st.h.c);
    nccsign_sparse_acc(st.h.c, st.c, st.t1, 1);
    for (i = 0; i < NCCSIGN_N; i++) {
        int32_t ct1 = nccsign_mul(nccsign_freeze(st.h.c[i]), MONT_2D); /* (-q, q) */
        st.z.c[i] = nccsign_freeze(st.z.c[i] - ct1);
    }
    nccsign_use_hint(st.w1, &st.z, st.hint);
    nccsign_pack_w1(st.w1_packed, st.w1);
    hash_challenge(st.c2, st.mu, st.w1_packed);
    return kpqc_ct_neq(st.c2, sig, NCCSIGN_SEEDBYTES) == 0 ? 0 : KPQC_ERR_VERIFY;
}

/* ---- attached form ------------------------------------------------------- */

/* NIST attached form as for every scheme of this library: sm = m || sig
 * (the reference writes sig || m; `kpqc kat` writes its order). */
int KPQC_NS(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk)
{
    return kpqc_sign_attached(sm, smlen, m, mlen, sk, KPQC_NS(crypto_sign_signature));
}

int KPQC_NS(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                              const uint8_t *pk)
{
    return kpqc_open_attached(m, mlen, sm, smlen, pk, NCCSIGN_SIG_BYTES,
                              KPQC_NS(crypto_sign_verify));
}

/* ---- descriptor ----------------------------------------------------------- */

#if NCCSIGN_MODE == 1
#define SET_NAME       "NCC-Sign1"
#define SET_ALIASES    "nccsign1", "NCC-Sign-1", "NCCSign1"
#define SET_KAT_SHA256 "10c4905ccd76ec9e954f2a8a51b4333df5b91aa92019e58a2edf0b87e4d45089"
#elif NCCSIGN_MODE == 3
#define SET_NAME       "NCC-Sign3"
#define SET_ALIASES    "nccsign3", "NCC-Sign-3", "NCCSign3"
#define SET_KAT_SHA256 "6eb8adc9e02f204149b5d9cc7360bca78429b9a2c01d88b484e2f82e29a3301b"
#else
#define SET_NAME       "NCC-Sign5"
#define SET_ALIASES    "nccsign5", "NCC-Sign-5", "NCCSign5"
#define SET_KAT_SHA256 "ee49c6b9135c0bf21989dfebbcec7c280d609a0cd10ca3d595aedbc301d3187e"
#endif
#define SET_QUICK_SHA256 NULL

static const char *const nccsign_aliases[] = {SET_ALIASES, NULL};

static const char *set_backend(void)
{
    return kpqc_keccak_backend();
}

const kpqc_sig_def KPQC_NS(sig) = {
    .sig =
        {
            .name = SET_NAME,
            .aliases = nccsign_aliases,
            .family = "NCC-Sign",
            .revision = "KpqC round 2 (KpqClean_ver2 0896ebe)",
            .nist_level = NCCSIGN_LEVEL,
            .pk_bytes = NCCSIGN_PK_BYTES,
            .sk_bytes = NCCSIGN_SK_BYTES,
            .sig_bytes = NCCSIGN_SIG_BYTES,
            .sig_fixed_length = 1,
            .has_context = 0,
            .keypair_seed_bytes = 2 * NCCSIGN_SEEDBYTES,
            .sign_coins_bytes = 0,
            .keypair = KPQC_NS(crypto_sign_keypair),
            .keypair_derand = KPQC_NS(crypto_sign_keypair_derand),
            .sign = KPQC_NS(crypto_sign_signature),
            .sign_derand = KPQC_NS(crypto_sign_signature_derand),
            .verify = KPQC_NS(crypto_sign_verify),
            .sign_attached = KPQC_NS(crypto_sign),
            .open = KPQC_NS(crypto_sign_open),
        },
    .test =
        {
            .keypair_draws = {{NCCSIGN_SEEDBYTES, NCCSIGN_SEEDBYTES, 0, 0}},
            .sign_draws = {{0, 0, 0, 0}},
            .keypair_fixed_draw = 1,
            /* the digest of the reference generator's file (sm = sig || m) */
            .kat = {KPQC_KAT_SIGN_ATTACHED_SIG_FIRST, SET_NAME, 100, SET_KAT_SHA256, 0,
                    SET_QUICK_SHA256, NULL},
            .backend = set_backend,
        },
};
