/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE signing and verification (specification v260825, Algorithms 46-50),
 * the NIST-style entry points and the algorithm descriptor.
 *
 * Memory. The reference keeps the whole matrix A1, the secret vectors in the
 * NTT domain and a dozen vectors of length k + l at once (157 KiB of stack to
 * sign in mode 5). Here the signer keeps, besides the sampler's scratch:
 *   - no matrix: each attempt expands A1 again from the public key, entry
 *     by entry (about 3% of the signing time in mode 5; a 16-bit copy of
 *     A1 would take 14 KiB, the difference between fitting the Cortex-M4
 *     test image's stack or not),
 *   - y = (y1, y2) in fixed point, overwritten in place by z = y + (-1)^b c s
 *     once the rejection test (which needs y and z together) has consumed
 *     both coefficient by coefficient,
 *   - A round(y) mod 2q (k polynomials), later overwritten by the hint,
 *   - the high bits of round(z1) (l polynomials), in the memory the
 *     sampler used for its scratch,
 * and recomputes c s1, c s2 one polynomial at a time from the packed secret
 * key instead of storing s in the NTT domain. Verification streams A1
 * column by column from the public key. */
#include <string.h>

#include "kpqc.h"
#include "attached.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "haetae.h"
#include "randombytes.h"
#include "testinfo.h"
#include "sys.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == HAETAE_PK_BYTES, "NIST header: pk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == HAETAE_SK_BYTES, "NIST header: sk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == HAETAE_SIG_BYTES, "NIST header: sig size");
#endif
_Static_assert((-1 >> 1) == -1, "arithmetic right shift of negative values");

#if defined(KPQC_HAETAE_STATS)
haetae_stats haetae_stats_counters;
#endif

/* Round a fixed-point polynomial to the nearest integer (halves up). */
static void fix_round(haetae_poly *r, const haetae_poly *a)
{
    unsigned n;
    for (n = 0; n < HAETAE_N; n++) {
        r->c[n] = (a->c[n] + HAETAE_LN / 2) >> HAETAE_LNBITS;
    }
}

/* mu = SHAKE256(pk || pre || m), the first outlen bytes. */
static void message_digest(uint8_t *mu, size_t outlen, const uint8_t pk[HAETAE_PK_BYTES],
                           const uint8_t *pre, size_t prelen, const uint8_t *m, size_t mlen)
{
    kpqc_keccak_ctx h;
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, pk, HAETAE_PK_BYTES);
    kpqc_keccak_absorb(&h, pre, prelen);
    kpqc_keccak_absorb(&h, m, mlen);
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, mu, outlen);
    kpqc_keccak_wipe(&h);
}

/* The signer's working set (one object so that it can be wiped at once). */
typedef struct {
    const uint8_t *pk;                      /* the public-key part of sk */
    haetae_poly y1[HAETAE_L], y2[HAETAE_K]; /* y, then z, then low bits of z1 */
    haetae_poly ay[HAETAE_K];               /* A round(y) mod 2q, then the hint */
    union {                                 /* used one after the other */
        haetae_hyperball_scratch ball;      /* while sampling y */
        haetae_poly hb_z1[HAETAE_L];        /* round(y1)_0, then HighBits(round(z1)) */
    } u;
    haetae_poly c, chat, s, t;
    uint8_t hash_in[HAETAE_CHALLENGE_INPUT_BYTES];
    uint8_t seedbuf[HAETAE_CRHBYTES], mu[HAETAE_CRHBYTES];
} signer;

/* w = A1 round(y1) + 2 round(y2) mod 2q, and the challenge input
 * HighBits(w) || LSB(round(y1)_0). */
static void commit(signer *st)
{
    haetae_poly *y0 = &st->u.hb_z1[0], *ycol = &st->s, *acol = &st->t;
    haetae_poly *cols[HAETAE_K]; /* a column of A1, in polynomials free here */
    unsigned i, j;
    _Static_assert(HAETAE_K <= HAETAE_L, "hb_z1[1..] and t hold a column");
    for (i = 0; i < HAETAE_K; i++) {
        cols[i] = i == 0 ? acol : &st->u.hb_z1[i];
    }
    for (j = 0; j < HAETAE_L; j++) {
        fix_round(ycol, &st->y1[j]);
        if (j == 0) {
            *y0 = *ycol;
        } else {
            haetae_poly_double(ycol); /* the factor 2 of A1's column j */
        }
        haetae_ntt(ycol);
        haetae_a1_column(cols, st->pk, j);
        for (i = 0; i < HAETAE_K; i++) {
            if (j == 0) {
                haetae_poly_pointwise_montgomery(&st->ay[i], cols[i], ycol);
            } else {
                haetae_poly_pointwise_acc_montgomery(&st->ay[i], cols[i], ycol);
            }
        }
    }
    for (i = 0; i < HAETAE_K; i++) {
        haetae_invntt_tomont(&st->ay[i]);
        fix_round(acol, &st->y2[i]);
        haetae_poly_double(acol);
        haetae_poly_add(&st->ay[i], &st->ay[i], acol);
        /* the k = 0 row carries the parity of round(y1)_0 (the q j column) */
        if (i == 0) {
            haetae_poly_fromcrt(&st->ay[0], &st->ay[0], y0);
        } else {
            haetae_poly_fromcrt0(&st->ay[i], &st->ay[i]);
        }
        haetae_poly_freeze2q(&st->ay[i]);
        haetae_poly_highbits_hint(acol, &st->ay[i]);
        haetae_pack_poly_highbits(st->hash_in + i * HAETAE_POLY_HIGHBITS_PACKEDBYTES, acol);
    }
    haetae_poly_lsb(acol, y0);
    haetae_pack_poly_lsb(st->hash_in + HAETAE_POLYVECK_HIGHBITS_PACKEDBYTES, acol);
}

/* z = y + (-1)^b c s in place, returning 1 when the attempt is rejected:
 * |z| > B1, or (bit 1 of b set and |2z - y| < B0). Both norms are taken in
 * the same pass, before y is overwritten. */
static int respond(signer *st, const uint8_t *sk, uint8_t b)
{
    const int32_t sign = 1 - 2 * (int32_t)(b & 1); /* secret: used as a factor only */
    uint64_t znorm = 0, wnorm = 0, reject1, reject2;
    unsigned i, n;

    st->chat = st->c;
    haetae_ntt(&st->chat);
    for (i = 0; i < HAETAE_L + HAETAE_K; i++) {
        haetae_poly *y = i < HAETAE_L ? &st->y1[i] : &st->y2[i - HAETAE_L];
        const haetae_poly *cs = &st->s;
        if (i == 0) {
            cs = &st->c; /* the first column of s is 1 */
        } else {
            if (i < HAETAE_L) {
                haetae_unpack_s1_entry(&st->s, sk, i - 1);
            } else {
                haetae_unpack_s2_entry(&st->s, sk, i - HAETAE_L);
            }
            haetae_ntt(&st->s);
            haetae_poly_pointwise_montgomery(&st->s, &st->s, &st->chat);
            haetae_invntt_tomont(&st->s);
        }
        for (n = 0; n < HAETAE_N; n++) {
            int32_t d = sign * cs->c[n] * HAETAE_LN; /* (-1)^b (c s)_n in fixed point */
            int64_t z = (int64_t)y->c[n] + d;
            int64_t w = z + d; /* 2z - y */
            znorm += (uint64_t)(z * z);
            wnorm += (uint64_t)(w * w);
            y->c[n] = (int32_t)z;
        }
    }
    reject1 = (HAETAE_B1SQ * HAETAE_LN * HAETAE_LN - znorm) >> 63;
    reject2 = ((wnorm - HAETAE_B0SQ * HAETAE_LN * HAETAE_LN) >> 63) & ((uint64_t)(b >> 1) & 1);
    reject1 |= reject2;
    /* Public: the rejection test's outcome (the signer restarts with fresh
     * randomness; the specification's abort leaks nothing else). */
    KPQC_CT_PUBLIC(&reject1, sizeof reject1);
    kpqc_zeroize(&st->s, sizeof st->s);
    return (int)reject1;
}

/* The hint h = HighBits(w) - HighBits(w - 2 round(z2) mod 2q) mod the hint
 * range, in place of w, and the decomposition of round(z1). */
static void hint_and_decompose(signer *st)
{
    unsigned i;
    for (i = 0; i < HAETAE_K; i++) {
        fix_round(&st->t, &st->y2[i]);
        haetae_poly_double(&st->t);
        haetae_poly_sub(&st->t, &st->ay[i], &st->t);
        haetae_poly_freeze2q(&st->t);
        haetae_poly_highbits_hint(&st->t, &st->t);
        haetae_poly_highbits_hint(&st->ay[i], &st->ay[i]);
        haetae_poly_sub(&st->ay[i], &st->ay[i], &st->t);
        haetae_poly_caddDQ2ALPHA(&st->ay[i]);
    }
    for (i = 0; i < HAETAE_L; i++) {
        fix_round(&st->t, &st->y1[i]);
        haetae_poly_highbits(&st->u.hb_z1[i], &st->t);
        haetae_poly_lowbits(&st->y1[i], &st->t);
    }
}

/* All ones if the squared singular value of (s1, s2) exceeds the bound of
 * key generation (keygen.c applies the same function to the same packed
 * values), else 0; constant time. y1 and y2 serve as scratch for s1 and s2
 * and are wiped. Only meaningful for a key haetae_sk_malformed accepted. */
static uint32_t sk_norm_too_large(signer *st, const uint8_t *sk)
{
    int64_t sv;
    unsigned i;
    for (i = 0; i < HAETAE_M; i++) {
        haetae_unpack_s1_entry(&st->y1[i], sk, i);
    }
    for (i = 0; i < HAETAE_K; i++) {
        haetae_unpack_s2_entry(&st->y2[i], sk, i);
    }
    sv = haetae_sk_singular_value(st->y1, st->y2);
    kpqc_zeroize(st->y1, sizeof st->y1);
    kpqc_zeroize(st->y2, sizeof st->y2);
    /* sv in [-2^25, 2^25): the difference's sign bit is the comparison */
    return (uint32_t)0 - (uint32_t)((uint64_t)(HAETAE_GAMMA2N_FLOOR - sv) >> 63);
}

int KPQC_NS(crypto_sign_signature_internal)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                            size_t mlen, const uint8_t *pre, size_t prelen,
                                            const uint8_t rnd[HAETAE_SEEDBYTES], const uint8_t *sk)
{
    signer st;
    kpqc_keccak_ctx h;
    uint32_t nonce = 0;
    unsigned attempt;
    uint8_t b = 0;
    uint32_t bad_key;
    int ret = KPQC_ERR_DECODE;

    /* The public-key part of sk is public: A1 and mu derive from it. */
    KPQC_CT_PUBLIC(sk, HAETAE_PK_BYTES);
    /* A malformed key is refused (only that verdict is made public): a
     * field key generation never writes, or a well-formed (s1, s2) whose
     * singular value key generation would have rejected. The second test
     * costs about one percent of a signature; without it such a key is
     * rejected in nearly every attempt and signing runs into the attempt
     * cap below, thousands of times slower than with a real key. */
    bad_key = haetae_sk_malformed(sk, &st.t);
    bad_key |= sk_norm_too_large(&st, sk);
    KPQC_CT_PUBLIC(&bad_key, sizeof bad_key);
    if (bad_key != 0 || !haetae_pk_is_canonical(sk)) {
        memset(sig, 0, HAETAE_SIG_BYTES);
        *siglen = 0;
        return KPQC_ERR_DECODE;
    }
    message_digest(st.mu, HAETAE_CRHBYTES, sk, pre, prelen, m, mlen);
    kpqc_shake256_init(&h);
    kpqc_keccak_absorb(&h, sk + HAETAE_SK_KEY_OFFSET, HAETAE_SEEDBYTES);
    kpqc_keccak_absorb(&h, rnd, HAETAE_SEEDBYTES);
    kpqc_keccak_absorb(&h, st.mu, HAETAE_CRHBYTES);
    kpqc_keccak_finalize(&h);
    kpqc_keccak_squeeze(&h, st.seedbuf, HAETAE_CRHBYTES);
    kpqc_keccak_wipe(&h);
    st.pk = sk;

    HAETAE_STAT(sign_calls);
    /* At most HAETAE_SIGN_MAX_ATTEMPTS attempts (haetae.h: a key from key
     * generation needs more with probability below 2^-128; a well-formed
     * key of large norm, which key generation never writes, would otherwise
     * keep the signer busy for seconds or, once the 16-bit nonce wraps,
     * forever). The sampler also refuses to let the nonce wrap. */
    for (attempt = 0; attempt < HAETAE_SIGN_MAX_ATTEMPTS; attempt++) {
        HAETAE_STAT(sign_attempts);
        if (haetae_sample_hyperball(st.y1, st.y2, &b, st.seedbuf, &nonce, &st.u.ball) != 0) {
            break;
        }
        commit(&st);
        haetae_challenge(&st.c, st.hash_in, st.mu);
        if (respond(&st, sk, b)) {
            HAETAE_STAT(sign_norm_rejects);
            continue;
        }
        hint_and_decompose(&st);
        /* The attempt passed the rejection test: c, the two parts of z1 and
         * the hint h are the signature's values, public from here (if their
         * encoding is too long the signer restarts, which reveals only that
         * this z did not fit). Nothing else is: z2, the commitment, mu and
         * the seed stay secret for the next attempt. */
        KPQC_CT_PUBLIC(&st.c, sizeof st.c);
        KPQC_CT_PUBLIC(st.y1, sizeof st.y1);
        KPQC_CT_PUBLIC(st.u.hb_z1, sizeof st.u.hb_z1);
        KPQC_CT_PUBLIC(st.ay, sizeof st.ay);
        if (!haetae_pack_sig(sig, &st.c, st.y1, st.u.hb_z1, st.ay)) {
            ret = 0;
            break;
        }
        HAETAE_STAT(sign_size_rejects);
    }
    kpqc_zeroize(&st, sizeof st);
    kpqc_zeroize(&b, sizeof b);
    if (ret != 0) {
        HAETAE_STAT(sign_gave_up);
        memset(sig, 0, HAETAE_SIG_BYTES);
        *siglen = 0;
        return ret;
    }
    *siglen = HAETAE_SIG_BYTES;
    return 0;
}

/* pre = ctxlen || ctx: the domain prefix of Sign and Verify. */
static size_t make_prefix(uint8_t pre[1 + 255], const uint8_t *ctx, size_t ctxlen)
{
    pre[0] = (uint8_t)ctxlen;
    if (ctxlen != 0) {
        memcpy(pre + 1, ctx, ctxlen);
    }
    return 1 + ctxlen;
}

int KPQC_NS(crypto_sign_signature_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                          size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                          const uint8_t *sk, const uint8_t *coins)
{
    uint8_t pre[1 + 255];
    size_t prelen;
    if (ctxlen > 255) {
        *siglen = 0;
        return KPQC_ERR_CONTEXT;
    }
    prelen = make_prefix(pre, ctx, ctxlen);
    return KPQC_NS(crypto_sign_signature_internal)(sig, siglen, m, mlen, pre, prelen, coins, sk);
}

int KPQC_NS(crypto_sign_signature)(uint8_t *sig, size_t *siglen, const uint8_t *m, size_t mlen,
                                   const uint8_t *ctx, size_t ctxlen, const uint8_t *sk)
{
    uint8_t rnd[HAETAE_SEEDBYTES];
    int ret;
    if (ctxlen > 255) {
        *siglen = 0;
        return KPQC_ERR_CONTEXT;
    }
    ret = kpqc_randombytes(rnd, sizeof rnd);
    if (ret == 0) {
        ret = KPQC_NS(crypto_sign_signature_derand)(sig, siglen, m, mlen, ctx, ctxlen, sk, rnd);
    } else {
        *siglen = 0;
    }
    kpqc_zeroize(rnd, sizeof rnd);
    return ret;
}

/* The verifier's working set. */
typedef struct {
    haetae_poly c, cprime, lsb;
    haetae_poly col[HAETAE_K]; /* a column of A1 */
    haetae_poly z1[HAETAE_L];  /* high bits, then z1, then NTT(z1) */
    haetae_poly h[HAETAE_K], w[HAETAE_K];
    haetae_poly t;
    uint8_t hash_in[HAETAE_CHALLENGE_INPUT_BYTES];
    uint8_t mu[HAETAE_SEEDBYTES];
} verifier;

int KPQC_NS(crypto_sign_verify_internal)(const uint8_t *sig, size_t siglen, const uint8_t *m,
                                         size_t mlen, const uint8_t *pre, size_t prelen,
                                         const uint8_t *pk)
{
    verifier st;
    haetae_poly *cols[HAETAE_K];
    uint64_t norm;
    unsigned i, j, n;

    if (siglen != HAETAE_SIG_BYTES) {
        return KPQC_ERR_LENGTH;
    }
    if (!haetae_pk_is_canonical(pk) || haetae_unpack_sig(&st.c, st.z1, st.h, sig) != 0) {
        return KPQC_ERR_DECODE;
    }
    /* z1 = HighBits * 256 + LowBits (signed bytes of sig), its squared norm,
     * LSB(z1_0 - c), also packed into the challenge's input, and 2 z1_j for
     * j > 0: haetae_a1_column leaves the factor 2 of A1's columns j > 0 to
     * the caller (the product is the same mod q) */
    norm = 0;
    for (n = 0; n < HAETAE_N; n += 8) {
        const uint8_t *low = sig + HAETAE_SIG_LOWZ1_AT;
        uint32_t bits = 0;
        for (j = 0; j < 8; j++) {
            const int32_t b = low[n + j];
            const int32_t x = st.z1[0].c[n + j] * 256 + b - 256 * (b >> 7);
            const uint32_t lsb = ((uint32_t)x - (uint32_t)st.c.c[n + j]) & 1u;
            norm += (uint64_t)((int64_t)x * x);
            st.lsb.c[n + j] = (int32_t)lsb;
            bits |= lsb << j;
            st.z1[0].c[n + j] = x;
        }
        st.hash_in[HAETAE_POLYVECK_HIGHBITS_PACKEDBYTES + n / 8] = (uint8_t)bits;
    }
    for (j = 1; j < HAETAE_L; j++) {
        const uint8_t *low = sig + HAETAE_SIG_LOWZ1_AT + j * HAETAE_N;
        for (n = 0; n < HAETAE_N; n++) {
            const int32_t b = low[n];
            const int32_t x = st.z1[j].c[n] * 256 + b - 256 * (b >> 7);
            norm += (uint64_t)((int64_t)x * x);
            st.z1[j].c[n] = 2 * x;
        }
    }

    /* w = A1 z1 - q c j mod 2q, A1 streamed column by column */
    for (i = 0; i < HAETAE_K; i++) {
        cols[i] = &st.col[i];
    }
    for (j = 0; j < HAETAE_L; j++) {
        haetae_ntt(&st.z1[j]);
        haetae_a1_column(cols, pk, j);
        for (i = 0; i < HAETAE_K; i++) {
            if (j == 0) {
                haetae_poly_pointwise_montgomery(&st.w[i], cols[i], &st.z1[0]);
            } else {
                haetae_poly_pointwise_acc_montgomery(&st.w[i], cols[i], &st.z1[j]);
            }
        }
    }
    for (i = 0; i < HAETAE_K; i++) {
        haetae_invntt_tomont(&st.w[i]);
        norm += haetae_poly_verify_row(&st.t, &st.w[i], &st.h[i], i == 0 ? &st.lsb : NULL);
        haetae_pack_poly_highbits(st.hash_in + i * HAETAE_POLY_HIGHBITS_PACKEDBYTES, &st.t);
    }
    if (norm > HAETAE_B2SQ) {
        return KPQC_ERR_VERIFY;
    }
    message_digest(st.mu, HAETAE_SEEDBYTES, pk, pre, prelen, m, mlen);
    haetae_challenge(&st.cprime, st.hash_in, st.mu);
    for (i = 0; i < HAETAE_N; i++) {
        if (st.c.c[i] != st.cprime.c[i]) {
            return KPQC_ERR_VERIFY;
        }
    }
    return 0;
}

int KPQC_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    uint8_t pre[1 + 255];
    size_t prelen;
    if (ctxlen > 255) {
        return KPQC_ERR_CONTEXT;
    }
    prelen = make_prefix(pre, ctx, ctxlen);
    return KPQC_NS(crypto_sign_verify_internal)(sig, siglen, m, mlen, pre, prelen, pk);
}

/* NIST attached form with the empty context, as every scheme of this
 * library: sm = m || sig (upstream HAETAE writes sig || m). */
int KPQC_NS(crypto_sign)(uint8_t *sm, size_t *smlen, const uint8_t *m, size_t mlen,
                         const uint8_t *sk)
{
    return kpqc_sign_attached(sm, smlen, m, mlen, sk, KPQC_NS(crypto_sign_signature));
}

int KPQC_NS(crypto_sign_open)(uint8_t *m, size_t *mlen, const uint8_t *sm, size_t smlen,
                              const uint8_t *pk)
{
    return kpqc_open_attached(m, mlen, sm, smlen, pk, HAETAE_SIG_BYTES,
                              KPQC_NS(crypto_sign_verify));
}

#if HAETAE_MODE == 2
#define SET_NAME       "HAETAE2"
#define SET_HEADER     "haetae_mode2"
#define SET_ALIASES    "haetae2", "HAETAE-2", "haetae_mode2"
#define SET_KAT_SHA256 "508e9664a36eb992d011702cfdbb4816d17b3ea5755c0728ffa84219b8244348"
#elif HAETAE_MODE == 3
#define SET_NAME       "HAETAE3"
#define SET_HEADER     "haetae_mode3"
#define SET_ALIASES    "haetae3", "HAETAE-3", "haetae_mode3"
#define SET_KAT_SHA256 "bb388a12deeb953205429ad1281b38467678f9ebc21aa9d8c8486f20bd02d31a"
#else
#define SET_NAME       "HAETAE5"
#define SET_HEADER     "haetae_mode5"
#define SET_ALIASES    "haetae5", "HAETAE-5", "haetae_mode5"
#define SET_KAT_SHA256 "3923b6a811942205accb75fff688bbe6cbc4bf3ee031ff1b190ca1e80f7a79d1"
#endif

static const char *const haetae_aliases[] = {SET_ALIASES, NULL};

/* The backend this set runs on now (kpqc list, kpqc bench): the scheme's
   native kernels where this CPU has them, else that of Keccak. */
static const char *set_backend(void)
{
#if defined(HAETAE_NATIVE_BACKEND)
    if (kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return HAETAE_NATIVE_BACKEND;
    }
#endif
    return kpqc_keccak_backend();
}

const kpqc_sig_def KPQC_NS(sig) = {
    .sig =
        {
            .name = SET_NAME,
            .aliases = haetae_aliases,
            .family = "HAETAE",
            .revision = "v1.2.0 (specification v260825)",
            .nist_level = HAETAE_LEVEL,
            .pk_bytes = HAETAE_PK_BYTES,
            .sk_bytes = HAETAE_SK_BYTES,
            .sig_bytes = HAETAE_SIG_BYTES,
            .sig_fixed_length = 1,
            .has_context = 1,
            .keypair_seed_bytes = HAETAE_SEEDBYTES,
            .sign_coins_bytes = HAETAE_SEEDBYTES,
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
            .keypair_draws = {{0, 0, 0, 0}},
            .sign_draws = {{0, 0, 0, 0}},
            .keypair_fixed_draw = 1,
            /* The official v1.2.0 files are not public here: the digest is the
           target, and the file field stays empty. */
            .kat = {KPQC_KAT_SIGN_DETACHED_CTX, SET_HEADER, 100, SET_KAT_SHA256, 0, NULL, NULL},
            .backend = set_backend,
        },
};
