/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GCKSign (KpqC round 1): key generation, signing and verification over
 * Z_q[x]/(x^n + 1), the attached form and the descriptor.
 *
 * The public key is t = <a, s> for a row a of m uniform polynomials (drawn
 * in the NTT domain from a seed) and a secret s with coefficients in
 * {-1, 0, 1}; t stays in the NTT domain. A signature is z = y + c s with
 * the challenge seed H(v, m), v = <a, y> / 2^64 in the NTT domain (the
 * reference hashes its Montgomery product unconverted, so that factor is
 * part of the scheme), and the verifier recomputes v from <a, z> - t c.
 * Signing rejects z with a coefficient outside [-BOUND, BOUND]; each
 * attempt's masking seed is the previous attempt's challenge seed, as in
 * the reference, so a rejected attempt's seed stays secret. */
#include <string.h>

#include "attached.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "gcksign.h"
#include "kpqc.h"
#include "randombytes.h"
#include "sha2.h"
#include "testinfo.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == GCKSIGN_PK_BYTES, "NIST header: pk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == GCKSIGN_SK_BYTES, "NIST header: sk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == GCKSIGN_SIG_BYTES, "NIST header: sig size");
#endif
_Static_assert(GCKSIGN_POLY_BYTES % 64 == 0, "the commitment fills whole SHA-256 blocks");

/* Each attempt succeeds with probability above 0.3 (GCKSign2: about
 * (1 - 36 / (2B + 1))^(mn)), so 1000 attempts fail with probability below
 * 2^-500; the cap bounds the work a signing call can take and keeps the
 * 16-bit masking nonce from wrapping. */
#ifndef GCKSIGN_SIGN_MAX_ATTEMPTS
#define GCKSIGN_SIGN_MAX_ATTEMPTS 1000u
#endif

#define SK_SEED_OFFSET GCKSIGN_N

/* The signed value (two's complement) of x in [0, q), in (-q/2, q/2]. */
static uint64_t to_signed(uint64_t x)
{
    uint64_t high = 0 - (((GCKSIGN_Q >> 1) - x) >> 63);
    return x - (GCKSIGN_Q & high);
}

/* ---- key generation ------------------------------------------------------ */

typedef struct {
    gcksign_polyvec a, s;
    gcksign_poly t;
} keygen_state;

/* seed = seed of a || seed of s, the reference's two 32-byte draws. */
int KPQC_NS(crypto_sign_keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    keygen_state st;
    unsigned i, j;

    /* the seed of a is the public key's first field, output as is */
    KPQC_CT_PUBLIC(seed, GCKSIGN_SEEDBYTES);
    gcksign_sample_a(&st.a, seed);
    gcksign_sample_s(&st.s, seed + GCKSIGN_SEEDBYTES);
    for (i = 0; i < GCKSIGN_M; i++) {
        for (j = 0; j < GCKSIGN_N; j++) {
            st.t.c[j] = to_signed(st.s.p[i].c[j]);
        }
        gcksign_pack_msb(sk + i * (GCKSIGN_N / 4), st.t.c, GCKSIGN_N, 2);
        gcksign_ntt(&st.s.p[i]);
    }
    /* GCKSign5: s fills 384 of the 512 bytes before the seed; the reference
       leaves the rest unwritten (its generator's buffer holds zeros) */
    memset(sk + GCKSIGN_S_BYTES, 0, GCKSIGN_N - GCKSIGN_S_BYTES);
    memcpy(sk + SK_SEED_OFFSET, seed, GCKSIGN_SEEDBYTES);

    gcksign_inner(&st.t, &st.a, &st.s);
    gcksign_scale_r(&st.t);
    /* t is the public key */
    KPQC_CT_PUBLIC(st.t.c, sizeof st.t.c);
    memcpy(pk, seed, GCKSIGN_SEEDBYTES);
    gcksign_pack_poly(pk + GCKSIGN_SEEDBYTES, &st.t);
    kpqc_zeroize(&st, sizeof st);
    return 0;
}

int KPQC_NS(crypto_sign_keypair)(uint8_t *pk, uint8_t *sk)
{
    uint8_t seed[2 * GCKSIGN_SEEDBYTES];
    /* two draws, as the reference's key generation makes them */
    int ret = kpqc_randombytes(seed, GCKSIGN_SEEDBYTES);
    if (ret == 0) {
        ret = kpqc_randombytes(seed + GCKSIGN_SEEDBYTES, GCKSIGN_SEEDBYTES);
    }
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_keypair_derand)(pk, sk, seed);
    }
    kpqc_zeroize(seed, sizeof seed);
    return ret;
}

/* ---- signing ------------------------------------------------------------- */

/* y becomes z in place; v is the commitment, then the challenge. */
typedef struct {
    gcksign_polyvec a, s, y;
    gcksign_poly v;
    uint8_t buf[GCKSIGN_POLY_BYTES];
    uint8_t seed[GCKSIGN_SEEDBYTES];
} sign_state;

/* 0 if every 2-bit field of s is 0, 1 or 3 (-1) and the padding before the
 * seed is zero, as key generation writes them; else all-ones. Constant
 * time. */
static uint32_t sk_malformed(const uint8_t *sk)
{
    uint32_t bad = 0;
    unsigned i, k;
    for (i = 0; i < GCKSIGN_S_BYTES; i++) {
        for (k = 0; k < 4; k++) {
            unsigned f = (sk[i] >> (2 * k)) & 3u;
            bad |= (f >> 1) & ~f & 1u; /* f == 2 */
        }
    }
    for (i = GCKSIGN_S_BYTES; i < GCKSIGN_N; i++) {
        bad |= sk[i];
    }
    return 0u - (uint32_t)((bad | (0u - bad)) >> 31);
}

static void hash_commitment(uint8_t out[GCKSIGN_SEEDBYTES], const uint8_t buf[GCKSIGN_POLY_BYTES],
                            const uint8_t *m, size_t mlen)
{
    kpqc_sha256_ctx h;
    kpqc_sha256_init(&h);
    kpqc_sha256_update(&h, buf, GCKSIGN_POLY_BYTES);
    if (mlen > 0) {
        kpqc_sha256_update(&h, m, mlen);
    }
    kpqc_sha256_final(&h, out);
}

/* One attempt with the masking nonce; 0 when z is within the bound. */
static int attempt(sign_state *st, const uint8_t *m, size_t mlen, uint16_t nonce)
{
    unsigned i, j;
    uint64_t over = 0;
    uint32_t reject;

    gcksign_sample_y(&st->y, st->seed, nonce);
    for (i = 0; i < GCKSIGN_M; i++) {
        gcksign_ntt(&st->y.p[i]);
    }
    gcksign_inner(&st->v, &st->a, &st->y);
    gcksign_pack_poly(st->buf, &st->v);
    /* the challenge seed, which also seeds the next attempt's y */
    hash_commitment(st->seed, st->buf, m, mlen);
    gcksign_challenge(&st->v, st->seed);
    gcksign_ntt(&st->v);
    gcksign_scale_r(&st->v); /* c 2^64: the products below are c s */
    for (i = 0; i < GCKSIGN_M; i++) {
        for (j = 0; j < GCKSIGN_N; j++) {
            st->y.p[i].c[j] =
                gcksign_addq(gcksign_montmul(st->v.c[j], st->s.p[i].c[j]), st->y.p[i].c[j]);
        }
        gcksign_invntt(&st->y.p[i]);
        for (j = 0; j < GCKSIGN_N; j++) {
            uint64_t x = st->y.p[i].c[j];
            /* BOUND < x < q - BOUND */
            over |= ((uint64_t)GCKSIGN_BOUND - x) & (x - (GCKSIGN_Q - GCKSIGN_BOUND));
        }
    }
    reject = (uint32_t)(over >> 63);
    /* public: the rejection decision, which the scheme's rejection sampling
       makes independent of the key */
    KPQC_CT_PUBLIC(&reject, sizeof reject);
    return reject ? 1 : 0;
}

/* coins: the reference's one 32-byte draw, the first masking seed. */
int KPQC_NS(crypto_sign_signature_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                          size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                          const uint8_t *sk, const uint8_t *coins)
{
    sign_state st;
    unsigned i, j, n;
    uint32_t bad;
    int ret = KPQC_ERR_INTERNAL;

    (void)ctx;
    (void)ctxlen;
    /* A secret key with a field key generation never writes is refused;
       only that verdict is made public. */
    bad = sk_malformed(sk);
    KPQC_CT_PUBLIC(&bad, sizeof bad);
    if (bad != 0) {
        memset(sig, 0, GCKSIGN_SIG_BYTES);
        *siglen = 0;
        return KPQC_ERR_DECODE;
    }
    /* the seed of a, a copy of the public key's */
    KPQC_CT_PUBLIC(sk + SK_SEED_OFFSET, GCKSIGN_SEEDBYTES);
    gcksign_sample_a(&st.a, sk + SK_SEED_OFFSET);
    for (i = 0; i < GCKSIGN_M; i++) {
        gcksign_unpack_msb(st.v.c, sk + i * (GCKSIGN_N / 4), GCKSIGN_N, 2);
        for (j = 0; j < GCKSIGN_N; j++) {
            /* 0, 1, 3 -> 0, 1, -1 */
            st.s.p[i].c[j] = gcksign_from_signed((st.v.c[j] ^ 2u) - 2u);
        }
        gcksign_ntt(&st.s.p[i]);
    }
    memcpy(st.seed, coins, GCKSIGN_SEEDBYTES);

    /* nonce 0 drew a; the attempts count from 1 */
    for (n = 1; n <= GCKSIGN_SIGN_MAX_ATTEMPTS; n++) {
        if (attempt(&st, m, mlen, (uint16_t)n) == 0) {
            ret = 0;
            break;
        }
    }
    if (ret == 0) {
        for (i = 0; i < GCKSIGN_M; i++) {
            for (j = 0; j < GCKSIGN_N; j++) {
                st.v.c[j] = to_signed(st.y.p[i].c[j]);
            }
            gcksign_pack_msb(sig + i * (GCKSIGN_Z_BYTES / GCKSIGN_M), st.v.c, GCKSIGN_N,
                             GCKSIGN_Z_BITS);
        }
        memcpy(sig + GCKSIGN_Z_BYTES, st.seed, GCKSIGN_SEEDBYTES);
        /* the accepted signature is output */
        KPQC_CT_PUBLIC(sig, GCKSIGN_SIG_BYTES);
        *siglen = GCKSIGN_SIG_BYTES;
    } else {
        memset(sig, 0, GCKSIGN_SIG_BYTES);
        *siglen = 0;
    }
    kpqc_zeroize(&st, sizeof st);
    return ret;
}

int KPQC_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    uint8_t coins[GCKSIGN_SEEDBYTES];
    int ret = kpqc_randombytes(coins, sizeof coins);
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_signature_derand)(sig, siglen, m, mlen, ctx, ctxlen, sk, coins);
    } else {
        memset(sig, 0, GCKSIGN_SIG_BYTES);
        *siglen = 0;
    }
    kpqc_zeroize(coins, sizeof coins);
    return ret;
}

/* ---- verification -------------------------------------------------------- */

typedef struct {
    gcksign_polyvec a, z;
    gcksign_poly t, c;
    uint8_t buf[GCKSIGN_POLY_BYTES];
    uint8_t digest[GCKSIGN_SEEDBYTES];
} verify_state;

/* Refused before any arithmetic: a wrong length or a z coefficient outside
 * [-BOUND, BOUND] (KPQC_ERR_VERIFY), a public-key coefficient of q or more
 * (KPQC_ERR_DECODE). */
int KPQC_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    verify_state st;
    const uint64_t half = UINT64_C(1) << (GCKSIGN_Z_BITS - 1);
    unsigned i, j;

    (void)ctx;
    (void)ctxlen;
    if (siglen != GCKSIGN_SIG_BYTES) {
        return KPQC_ERR_VERIFY;
    }
    for (i = 0; i < GCKSIGN_M; i++) {
        gcksign_unpack_msb(st.z.p[i].c, sig + i * (GCKSIGN_Z_BYTES / GCKSIGN_M), GCKSIGN_N,
                           GCKSIGN_Z_BITS);
        for (j = 0; j < GCKSIGN_N; j++) {
            uint64_t x = (st.z.p[i].c[j] ^ half) - half; /* sign-extended */
            if (x + GCKSIGN_BOUND > 2 * (uint64_t)GCKSIGN_BOUND) {
                return KPQC_ERR_VERIFY;
            }
            st.z.p[i].c[j] = gcksign_from_signed(x);
        }
        gcksign_ntt(&st.z.p[i]);
    }
    gcksign_unpack_msb(st.t.c, pk + GCKSIGN_SEEDBYTES, GCKSIGN_N, GCKSIGN_LOGQ);
    for (j = 0; j < GCKSIGN_N; j++) {
        if (st.t.c[j] >= GCKSIGN_Q) {
            return KPQC_ERR_DECODE;
        }
    }
    gcksign_challenge(&st.c, sig + GCKSIGN_Z_BYTES);
    gcksign_ntt(&st.c);
    for (j = 0; j < GCKSIGN_N; j++) {
        st.t.c[j] = gcksign_montmul(st.t.c[j], st.c.c[j]);
    }
    gcksign_sample_a(&st.a, pk);
    gcksign_inner(&st.c, &st.a, &st.z);
    for (j = 0; j < GCKSIGN_N; j++) {
        st.c.c[j] = gcksign_subq(st.c.c[j], st.t.c[j]);
    }
    gcksign_pack_poly(st.buf, &st.c);
    hash_commitment(st.digest, st.buf, m, mlen);
    return kpqc_ct_neq(st.digest, sig + GCKSIGN_Z_BYTES, GCKSIGN_SEEDBYTES) == 0 ? 0
                                                                                 : KPQC_ERR_VERIFY;
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
    return kpqc_open_attached(m, mlen, sm, smlen, pk, GCKSIGN_SIG_BYTES,
                              KPQC_NS(crypto_sign_verify));
}

/* ---- descriptor ----------------------------------------------------------- */

#if GCKSIGN_MODE == 2
#define SET_NAME         "GCKSign2"
#define SET_ALIASES      "gcksign2", "GCKSign-2", "GCKSign-II", "GCKS_II"
#define SET_KAT_SHA256   "5bf2a259961841645259f1a6f83fde4d501b66632a9c132e50391008c6e8fa7a"
#define SET_QUICK_SHA256 "a981897b3cbd4bea56a22480beee4e85bedf263a4e0a02424dec04e98ddf5d19"
#elif GCKSIGN_MODE == 3
#define SET_NAME         "GCKSign3"
#define SET_ALIASES      "gcksign3", "GCKSign-3", "GCKSign-III", "GCKS_III"
#define SET_KAT_SHA256   "f242b6f61b1537dfdeaf68c96ddf8b6292ff4591fe794907f05930614ecef9a3"
#define SET_QUICK_SHA256 "7a854e632bbeaf18ea58469f6df6dd091455ac7bc81ec66a7f706c379d783b9e"
#else
#define SET_NAME         "GCKSign5"
#define SET_ALIASES      "gcksign5", "GCKSign-5", "GCKSign-V", "GCKS_V"
#define SET_KAT_SHA256   "4920149bd8e278b23b9f19bd103cd00f49ebd99acc22ec6731632a75bd20839f"
#define SET_QUICK_SHA256 "8fa909ed315e686bb96adc4b94f69443f59088142d11726e27adacee230077e2"
#endif

static const char *const gcksign_aliases[] = {SET_ALIASES, NULL};

static const char *set_backend(void)
{
    return kpqc_keccak_backend();
}

const kpqc_sig_def KPQC_NS(sig) = {
    .sig =
        {
            .name = SET_NAME,
            .aliases = gcksign_aliases,
            .family = "GCKSign",
            .revision = "KpqC round 1 (KPQClean 7ea2087)",
            .nist_level = GCKSIGN_LEVEL,
            .pk_bytes = GCKSIGN_PK_BYTES,
            .sk_bytes = GCKSIGN_SK_BYTES,
            .sig_bytes = GCKSIGN_SIG_BYTES,
            .sig_fixed_length = 1,
            .has_context = 0,
            .keypair_seed_bytes = 2 * GCKSIGN_SEEDBYTES,
            .sign_coins_bytes = GCKSIGN_SEEDBYTES,
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
            .keypair_draws = {{GCKSIGN_SEEDBYTES, GCKSIGN_SEEDBYTES, 0, 0}},
            .sign_draws = {{0, 0, 0, 0}},
            .keypair_fixed_draw = 1,
            /* the digests of the reference generator's file (sm = sig || m;
               its header is the reference's placeholder algorithm name),
               whole and cut after 10 records (emulators, memcheck) */
            .kat = {KPQC_KAT_SIGN_ATTACHED_SIG_FIRST, "UserDefinedAlgName", 100, SET_KAT_SHA256, 10,
                    SET_QUICK_SHA256, NULL},
            .backend = set_backend,
        },
};
