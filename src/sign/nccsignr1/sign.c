/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign round 1 (KPQClean 7ea2087, WG0/dsa-NCCSign): key generation,
 * signing and verification over Z_q[x]/(x^n - x - 1) for a prime n, the
 * attached form and the descriptor.
 *
 * A Dilithium-style scheme with one polynomial each for the public A, s1,
 * s2, t0 and z. The reference's Montgomery conversions make the effective
 * public polynomial A' = -2^-32 A (poly.c); with it, and the products with
 * the sparse challenge c computed as exact integers, every value below is
 * the reference's: t = A' s1 + s2, z = y - c s1, r0 = w0 + c s2, and the
 * hint comes from r0 - c t0. Signing is deterministic (rho =
 * SHAKE256(key || mu)); its rejection loop is capped. */
#include <string.h>

#include "attached.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "kpqc.h"
#include "nccsignr1.h"
#include "randombytes.h"
#include "testinfo.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == R1_PK_BYTES, "NIST header: pk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == R1_SK_BYTES, "NIST header: sk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == R1_SIG_BYTES, "NIST header: sig size");
#endif

/* An attempt succeeds with probability about 1/6 (original sets) and 1/3
 * (conservative sets): 6.4, 6.2, 5.4 and 3.1, 2.9, 3.7 attempts on average
 * over the 100 KAT signatures, at most 38. Even at 1/10 a key from key
 * generation needs more than 4000 attempts with probability below 2^-600;
 * the cap stops a crafted secret key from keeping the signer busy and
 * keeps the 16-bit nonce from wrapping. */
#ifndef R1_SIGN_MAX_ATTEMPTS
#define R1_SIGN_MAX_ATTEMPTS 4000u
#endif
_Static_assert(R1_SIGN_MAX_ATTEMPTS <= 65536u, "the masking nonce has 16 bits");

/* sk = zeta || key || tr || s1 || s2 || t0 */
#define SK_KEY_OFFSET R1_SEEDBYTES
#define SK_TR_OFFSET  (2 * R1_SEEDBYTES)
#define SK_S1_OFFSET  (3 * R1_SEEDBYTES)
#define SK_S2_OFFSET  (SK_S1_OFFSET + R1_POLYETA_BYTES)
#define SK_T0_OFFSET  (SK_S2_OFFSET + R1_POLYETA_BYTES)

#define T0_OFFSET (1 << (R1_D - 1))

/* ---- key generation ------------------------------------------------------ */

typedef struct {
    uint32_t arev[R1_N];
    int32_t t[R1_N], s[R1_N];
    uint8_t seedbuf[3 * R1_SEEDBYTES];
} keygen_state;

/* seed = zeta || s, the reference's two 32-byte draws: zeta is the public
 * seed of A, s expands to (xi1, xi2, key). */
int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    keygen_state st;
    unsigned i;

    /* zeta is the public key's seed, output as is. */
    KPQC_CT_PUBLIC(seed, R1_SEEDBYTES);
    kpqc_shake256(st.seedbuf, sizeof st.seedbuf, seed + R1_SEEDBYTES, R1_SEEDBYTES);
    r1_sample_matrix(st.arev, seed);
    /* each secret absorbs 64 bytes from its seed on (xi1 || xi2, then
       xi2 || key), as the reference does */
    r1_sample_eta(st.s, st.seedbuf); /* s1 */
    kpqc_pack_bits(sk + SK_S1_OFFSET, st.s, R1_N, 3, R1_ETA, -1);
    r1_mul_matrix(st.t, st.s, st.arev);
    r1_sample_eta(st.s, st.seedbuf + R1_SEEDBYTES); /* s2 */
    kpqc_pack_bits(sk + SK_S2_OFFSET, st.s, R1_N, 3, R1_ETA, -1);
    for (i = 0; i < R1_N; i++) {
        /* t = A' s1 + s2 in [0, q); then Power2Round */
        uint32_t t = r1_csubq((uint32_t)r1_caddq(st.t[i] + st.s[i]));
        int32_t t1 = (int32_t)((t + (1u << (R1_D - 1)) - 1) >> R1_D);
        st.s[i] = (int32_t)t - (t1 << R1_D); /* t0 */
        st.t[i] = t1;
    }
    /* t1 is the public key */
    KPQC_CT_PUBLIC(st.t, sizeof st.t);

    memcpy(pk, seed, R1_SEEDBYTES);
    kpqc_pack_bits(pk + R1_SEEDBYTES, st.t, R1_N, R1_T1_BITS, 0, 1);

    memcpy(sk, seed, R1_SEEDBYTES);
    memcpy(sk + SK_KEY_OFFSET, st.seedbuf + 2 * R1_SEEDBYTES, R1_SEEDBYTES);
    kpqc_shake256(sk + SK_TR_OFFSET, R1_SEEDBYTES, pk, R1_PK_BYTES);
    kpqc_pack_bits(sk + SK_T0_OFFSET, st.s, R1_N, R1_D, T0_OFFSET, -1);
    kpqc_zeroize(&st, sizeof st);
    return 0;
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[2 * R1_SEEDBYTES];
    /* two draws, as the reference's key generation makes them */
    int ret = kpqc_randombytes(seed, R1_SEEDBYTES);
    if (ret == 0) {
        ret = kpqc_randombytes(seed + R1_SEEDBYTES, R1_SEEDBYTES);
    }
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_keypair_derand)(pk, sk, seed);
    }
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

/* ---- signing ------------------------------------------------------------- */

typedef struct {
    uint32_t arev[R1_N];
    int32_t w[R1_N], z[R1_N];
    int16_t t0[R1_N], s1[R1_N], s2[R1_N];
    int8_t c[R1_N];
    uint8_t w1[R1_N]; /* then the hint */
    uint8_t w1_packed[R1_POLYW1_BYTES];
    uint8_t mu[R1_CRHBYTES];
    uint8_t key_mu[R1_SEEDBYTES + R1_CRHBYTES];
    uint8_t rho[R1_CRHBYTES];
} sign_state;

/* 0 if every 3-bit field of an encoded secret holds 0..4 (2 - v in
 * [-2, 2], all key generation writes), else all-ones; constant time. */
static uint32_t eta_malformed(int32_t tmp[R1_N], const uint8_t *r)
{
    uint32_t bad = 0;
    unsigned i;
    (void)kpqc_unpack_bits(tmp, r, R1_N, 3, 0, 1);
    for (i = 0; i < R1_N; i++) {
        bad |= (uint32_t)(4 - tmp[i]) >> 31;
    }
    return 0u - bad;
}

static void narrow(int16_t out[R1_N], int32_t tmp[R1_N], const uint8_t *r, unsigned bits,
                   int32_t offset)
{
    unsigned i;
    (void)kpqc_unpack_bits(tmp, r, R1_N, bits, offset, -1);
    for (i = 0; i < R1_N; i++) {
        out[i] = (int16_t)tmp[i];
    }
}

static void hash_mu(uint8_t mu[R1_CRHBYTES], const uint8_t tr[R1_SEEDBYTES], const uint8_t *m,
                    size_t mlen)
{
    kpqc_keccak_ctx h;
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, tr, R1_SEEDBYTES);
    kpqc_keccak_absorb(&h, m, mlen);
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, mu, R1_CRHBYTES);
}

static void hash_challenge(uint8_t c[R1_SEEDBYTES], const uint8_t mu[R1_CRHBYTES],
                           uint8_t w1_packed[R1_POLYW1_BYTES], const uint8_t w1[R1_N])
{
    kpqc_keccak_ctx h;
    int32_t v[8];
    unsigned i, k;
    /* w1 packed 8 coefficients (W1_BITS bytes) at a time, the tail last */
    for (i = 0; i < R1_N; i += 8) {
        unsigned n = R1_N - i < 8 ? R1_N - i : 8;
        for (k = 0; k < n; k++) {
            v[k] = w1[i + k];
        }
        kpqc_pack_bits(w1_packed + i / 8 * R1_W1_BITS, v, n, R1_W1_BITS, 0, 1);
    }
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, mu, R1_CRHBYTES);
    kpqc_keccak_absorb(&h, w1_packed, R1_POLYW1_BYTES);
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, c, R1_SEEDBYTES);
}

/* One attempt with the masking nonce; 0 when it produced the signature. */
static int attempt(uint8_t *sig, sign_state *st, uint16_t nonce)
{
    unsigned i, ones;
    int reject;

    r1_sample_gamma1(st->z, st->rho, nonce); /* y, kept in z */
    r1_mul_matrix(st->w, st->z, st->arev);
    r1_decompose(st->w1, st->w); /* w holds w0 from here */
    hash_challenge(sig, st->mu, st->w1_packed, st->w1);
    /* The challenge seed: the signature's first field when the attempt
       succeeds, a hash output of secret-dependent data that reveals nothing
       about it when it does not (as in HAETAE and ML-DSA). */
    KPQC_CT_PUBLIC(sig, R1_SEEDBYTES);
    r1_challenge(st->c, sig);

    /* z = y - c s1 (exact) */
    r1_sparse_acc(st->z, st->c, st->s1, -1);
    /* Each rejection decision is public: the scheme's rejection sampling
       makes the accepted distribution independent of the key. */
    reject = r1_exceeds(st->z, R1_GAMMA1 - R1_BETA);
    KPQC_CT_PUBLIC(&reject, sizeof reject);
    if (reject) {
        return 1;
    }
    /* z goes into the signature now, so that its polynomial can hold c t0
       below. Until the attempt is accepted these bytes are secret; a later
       attempt overwrites them, and a failed signing zeroes them. */
    kpqc_pack_bits(sig + R1_SEEDBYTES, st->z, R1_N, R1_Z_BITS, R1_GAMMA1, -1);
    /* r0 = w0 + c s2 */
    r1_sparse_acc(st->w, st->c, st->s2, 1);
    reject = r1_exceeds(st->w, R1_GAMMA2 - R1_BETA);
    KPQC_CT_PUBLIC(&reject, sizeof reject);
    if (reject) {
        return 1;
    }
    /* c t0 (|c t0| <= 2 tau 2^(d-1) < 2^19), in z's polynomial */
    memset(st->z, 0, sizeof st->z);
    r1_sparse_acc(st->z, st->c, st->t0, 1);
    reject = r1_exceeds(st->z, R1_GAMMA2);
    KPQC_CT_PUBLIC(&reject, sizeof reject);
    if (reject) {
        return 1;
    }
    for (i = 0; i < R1_N; i++) {
        st->w[i] = r1_caddq(st->w[i] - st->z[i]);
    }
    ones = r1_make_hint(st->w1, st->w, st->w1); /* the hint replaces w1 */
    reject = ones > R1_OMEGA;
    KPQC_CT_PUBLIC(&reject, sizeof reject);
    if (reject) {
        return 1;
    }
    /* accepted: z (packed above) and the hint are the signature */
    KPQC_CT_PUBLIC(sig + R1_SEEDBYTES, R1_POLYZ_BYTES);
    KPQC_CT_PUBLIC(st->w1, sizeof st->w1);
    for (i = 0; i < R1_POLYH_BYTES; i++) {
        unsigned k, byte = 0;
        for (k = 0; k < 8 && 8 * i + k < R1_N; k++) {
            byte |= (unsigned)st->w1[8 * i + k] << k;
        }
        sig[R1_SEEDBYTES + R1_POLYZ_BYTES + i] = (uint8_t)byte;
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
    KPQC_CT_PUBLIC(sk, R1_SEEDBYTES);
    /* A secret key with an eta field key generation never writes is
       refused; only that verdict is made public. */
    bad = eta_malformed(st.w, sk + SK_S1_OFFSET) | eta_malformed(st.w, sk + SK_S2_OFFSET);
    KPQC_CT_PUBLIC(&bad, sizeof bad);
    if (bad != 0) {
        kpqc_zeroize(&st, sizeof st);
        memset(sig, 0, R1_SIG_BYTES);
        *siglen = 0;
        return KPQC_ERR_DECODE;
    }
    narrow(st.s1, st.w, sk + SK_S1_OFFSET, 3, R1_ETA);
    narrow(st.s2, st.w, sk + SK_S2_OFFSET, 3, R1_ETA);
    narrow(st.t0, st.w, sk + SK_T0_OFFSET, R1_D, T0_OFFSET);
    hash_mu(st.mu, sk + SK_TR_OFFSET, m, mlen);
    memcpy(st.key_mu, sk + SK_KEY_OFFSET, R1_SEEDBYTES);
    memcpy(st.key_mu + R1_SEEDBYTES, st.mu, R1_CRHBYTES);
    kpqc_shake256(st.rho, R1_CRHBYTES, st.key_mu, sizeof st.key_mu);
    r1_sample_matrix(st.arev, sk);

    for (n = 0; n < R1_SIGN_MAX_ATTEMPTS; n++) {
        if (attempt(sig, &st, (uint16_t)n) == 0) {
            ret = 0;
            break;
        }
    }
    kpqc_zeroize(&st, sizeof st);
    if (ret != 0) {
        memset(sig, 0, R1_SIG_BYTES);
        *siglen = 0;
        return ret;
    }
    *siglen = R1_SIG_BYTES;
    return 0;
}

int KPQC_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    return KPQC_NS(crypto_sign_signature_derand)(sig, siglen, m, mlen, ctx, ctxlen, sk, NULL);
}

/* ---- verification -------------------------------------------------------- */

typedef struct {
    uint32_t arev[R1_N];
    int32_t z[R1_N], w[R1_N], t[R1_N];
    int16_t t1[R1_N];
    int8_t c[R1_N];
    uint8_t w1[R1_N];
    uint8_t hint[R1_N];
    uint8_t w1_packed[R1_POLYW1_BYTES];
    uint8_t tr[R1_SEEDBYTES];
    uint8_t mu[R1_CRHBYTES];
    uint8_t c2[R1_SEEDBYTES];
} verify_state;

/* 2^d 2^64 mod q: r1_reduce_mul with it multiplies by 2^d */
#define R1_MONT2_2D ((uint32_t)((((uint64_t)R1_MONT * R1_MONT % R1_Q) << R1_D) % R1_Q))

/* Refused before any arithmetic: a wrong length, a z coefficient outside
 * (-(gamma1 - beta), gamma1 - beta), nonzero padding bits after z or the
 * hint, or more than omega hint bits (which the signer never writes; the
 * reference ignores the padding and accepts any hint weight). */
int KPQC_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    verify_state st;
    const uint8_t *hb = sig + R1_SEEDBYTES + R1_POLYZ_BYTES;
    unsigned i, ones = 0;

    (void)ctx;
    (void)ctxlen;
    if (siglen != R1_SIG_BYTES) {
        return KPQC_ERR_VERIFY;
    }
    if (kpqc_unpack_bits(st.z, sig + R1_SEEDBYTES, R1_N, R1_Z_BITS, R1_GAMMA1, -1) != 0 ||
        r1_exceeds(st.z, R1_GAMMA1 - R1_BETA)) {
        return KPQC_ERR_VERIFY;
    }
    if ((R1_N % 8) != 0 && (hb[R1_POLYH_BYTES - 1] >> (R1_N % 8)) != 0) {
        return KPQC_ERR_VERIFY;
    }
    for (i = 0; i < R1_N; i++) {
        st.hint[i] = (uint8_t)((hb[i / 8] >> (i % 8)) & 1u);
        ones += st.hint[i];
    }
    if (ones > R1_OMEGA) {
        return KPQC_ERR_VERIFY;
    }
    kpqc_shake256(st.tr, R1_SEEDBYTES, pk, R1_PK_BYTES);
    hash_mu(st.mu, st.tr, m, mlen);
    r1_challenge(st.c, sig);

    /* w' = A' z + c t1 2^d */
    r1_sample_matrix(st.arev, pk);
    r1_mul_matrix(st.w, st.z, st.arev);
    (void)kpqc_unpack_bits(st.t, pk + R1_SEEDBYTES, R1_N, R1_T1_BITS, 0, 1);
    for (i = 0; i < R1_N; i++) {
        st.t1[i] = (int16_t)st.t[i];
    }
    memset(st.t, 0, sizeof st.t);
    r1_sparse_acc(st.t, st.c, st.t1, 1); /* |c t1| < 2 tau 2^13 */
    for (i = 0; i < R1_N; i++) {
        uint32_t ct1 = r1_reduce_mul((uint32_t)r1_caddq(st.t[i]), R1_MONT2_2D);
        st.w[i] = (int32_t)r1_csubq((uint32_t)st.w[i] + ct1);
    }
    r1_use_hint(st.w1, st.w, st.hint);
    hash_challenge(st.c2, st.mu, st.w1_packed, st.w1);
    return kpqc_ct_neq(st.c2, sig, R1_SEEDBYTES) == 0 ? 0 : KPQC_ERR_VERIFY;
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
    return kpqc_open_attached(m, mlen, sm, smlen, pk, R1_SIG_BYTES, KPQC_NS(crypto_sign_verify));
}

/* ---- descriptor ----------------------------------------------------------- */

#if !NCCSIGNR1_CONSERVATIVE && NCCSIGNR1_LEVEL == 1
#define SET_NAME         "NIMS_1"
#define SET_ALIASES      "nccsignr1o1", "NCC-Sign1-r1", "NCC-Sign1-r1-original"
#define SET_KAT_SHA256   "284488590a227789a4d56e371249e070f61bcf634c1cfc2d865dae5c8427d006"
#define SET_QUICK_SHA256 "5e87d633b2d0a0ebd1be28ec8e705f56837528685a424a14db23b74de95cc91c"
#elif !NCCSIGNR1_CONSERVATIVE && NCCSIGNR1_LEVEL == 3
#define SET_NAME         "NIMS_2"
#define SET_ALIASES      "nccsignr1o3", "NCC-Sign3-r1", "NCC-Sign3-r1-original"
#define SET_KAT_SHA256   "94abd08790dabfeb1ea29fdbd36a659760f1f6bb2b6d58a65912b92bdf5f0d32"
#define SET_QUICK_SHA256 "631b0bb931e5248ae4c96d678b83386b6ed5c3b911696431f82cd62a158bad77"
#elif !NCCSIGNR1_CONSERVATIVE && NCCSIGNR1_LEVEL == 5
#define SET_NAME         "NIMS_3"
#define SET_ALIASES      "nccsignr1o5", "NCC-Sign5-r1", "NCC-Sign5-r1-original"
#define SET_KAT_SHA256   "7316aeadd144252796cf5494ec3761ddf1a8535be9947f86129006ddafae2469"
#define SET_QUICK_SHA256 "eeb0b17105df8f419710434849d3472686bb13ce05c3098f9af349fa891dfde7"
#elif NCCSIGNR1_LEVEL == 1
#define SET_NAME         "NIMS_1c"
#define SET_ALIASES      "nccsignr1c1", "NCC-Sign1-r1-conservative"
#define SET_KAT_SHA256   "b8506ef7a3496c5db15fa386538318051607c0bbc29f5a9737231db48f8a6440"
#define SET_QUICK_SHA256 "295ddd3868b02ad489117118449bb3fb461b3ab6df0b7fe8da8fff47c3f4315f"
#elif NCCSIGNR1_LEVEL == 3
#define SET_NAME         "NIMS_2c"
#define SET_ALIASES      "nccsignr1c3", "NCC-Sign3-r1-conservative"
#define SET_KAT_SHA256   "c32d36ae144ebcca45a2a38df77e75f7d0478c559081e9ef57ef4f2b3e2e1f20"
#define SET_QUICK_SHA256 "58851442c7a42ade5ff4f10d1f47d997e7562655e62f1a7387e74d0f6f8a27b9"
#else
#define SET_NAME         "NIMS_3c"
#define SET_ALIASES      "nccsignr1c5", "NCC-Sign5-r1-conservative"
#define SET_KAT_SHA256   "194d9b84bf605f24d1ba429a4248472ba79490e172804d05eed59525a0f8a467"
#define SET_QUICK_SHA256 "6f83dad74185c372259882b90f193b91b14f974bd1aa8459d7ddd44a8ab842ab"
#endif
/* the first three records (KPQC_KAT_QUICK, emulated targets) */
#define SET_QUICK_RECORDS 3

static const char *const nccsignr1_aliases[] = {SET_ALIASES, NULL};

static const char *set_backend(void)
{
    return kpqc_keccak_backend();
}

const kpqc_sig_def KPQC_NS(sig) = {
    .sig =
        {
            .name = SET_NAME,
            .aliases = nccsignr1_aliases,
            .family = "NCC-Sign round 1",
            .revision = "KpqC round 1 (KPQClean 7ea2087)",
            .nist_level = NCCSIGNR1_LEVEL,
            .pk_bytes = R1_PK_BYTES,
            .sk_bytes = R1_SK_BYTES,
            .sig_bytes = R1_SIG_BYTES,
            .sig_fixed_length = 1,
            .has_context = 0,
            .keypair_seed_bytes = 2 * R1_SEEDBYTES,
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
            .keypair_draws = {{R1_SEEDBYTES, R1_SEEDBYTES, 0, 0}},
            .sign_draws = {{0, 0, 0, 0}},
            .keypair_fixed_draw = 1,
            /* the digest of the reference generator's file (sm = sig || m),
               built with the conditional subtractions' shifts read as
               64-bit (the same file as its -O3 build) */
            .kat = {KPQC_KAT_SIGN_ATTACHED_SIG_FIRST, SET_NAME, 100, SET_KAT_SHA256,
                    SET_QUICK_RECORDS, SET_QUICK_SHA256, NULL},
            .backend = set_backend,
        },
};
