/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Peregrine (KpqC round 1): signing and verification.
 *
 * A Falcon-style hash-and-sign scheme over Z_q[x]/(x^n + 1), q = 12289, with
 * the NTRU basis (f, g, F, G), h = g / f. The message and a 40-byte nonce
 * hash to a point c; the signer rounds the exact products c (-F) / q and
 * c f / q, adds centred-binomial noise (eta = 3) to the first, and maps the
 * result back through the basis: s2 = f J1 + F J2, s1 = c - h s2 (mod q).
 * Attempts repeat, drawing fresh noise from SHAKE256(seed), until (s1, s2)
 * is short enough and s2 compresses within the signature's bound. Signing
 * uses integers only. */
#include <string.h>

#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "kpqc.h"
#include "peregrine.h"

#ifdef KPQC_NIST_HEADER
#include KPQC_NIST_HEADER
_Static_assert(KPQC_NS_UPPER(CRYPTO_PUBLICKEYBYTES) == PEREGRINE_PK_BYTES, "NIST header: pk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_SECRETKEYBYTES) == PEREGRINE_SK_BYTES, "NIST header: sk size");
_Static_assert(KPQC_NS_UPPER(CRYPTO_BYTES) == PEREGRINE_SIG_BYTES, "NIST header: sig size");
#endif

#define Q PEREGRINE_Q
#define N PEREGRINE_N

/* Offsets in the secret key. */
#define SK_F   1u
#define SK_G   (SK_F + PEREGRINE_FG_BITS * N / 8u)
#define SK_BIG (SK_G + PEREGRINE_FG_BITS * N / 8u)

/* Nearly every attempt succeeds (no rejection in 9,000 signatures with
 * Peregrine-512, 12 in 9,000 with Peregrine-1024; none in the reference's
 * KAT files): the cap is never reached by a key from key generation. */
#define SIGN_MAX_ATTEMPTS 1024u

/* ---- hashing to a point (public: the nonce is part of the signature) ---- */

/* c from SHAKE256(nonce || m): 16-bit big-endian words, those below 5q
 * reduced mod q, the others skipped. */
static void hash_to_point(uint16_t c[N], const uint8_t nonce[PEREGRINE_NONCEBYTES],
                          const uint8_t *m, size_t mlen)
{
    kpqc_keccak_ctx sc;
    uint8_t block[KPQC_SHAKE256_RATE];
    unsigned i = 0, pos = sizeof block;
    kpqc_shake256_init(&sc);
    kpqc_keccak_absorb(&sc, nonce, PEREGRINE_NONCEBYTES);
    if (mlen > 0) {
        kpqc_keccak_absorb(&sc, m, mlen);
    }
    kpqc_keccak_finalize(&sc);
    while (i < N) {
        uint32_t w;
        if (pos == sizeof block) { /* the rate is even: words never straddle */
            kpqc_keccak_squeezeblocks(&sc, block, 1);
            pos = 0;
        }
        w = ((uint32_t)block[pos] << 8) | block[pos + 1];
        pos += 2;
        if (w < 5u * Q) {
            c[i++] = (uint16_t)(w % Q);
        }
    }
    kpqc_keccak_wipe(&sc);
}

/* ---- noise ------------------------------------------------------------- */

/* n coefficients in [-3, 3] mod q: each 64-bit little-endian word of the
 * stream gives four, from its low 24 bits in 3-bit groups (ones in group
 * 2k minus ones in group 2k+1). */
static void sample_cbd3(uint16_t e[N], kpqc_keccak_ctx *rng, uint8_t buf[2 * N])
{
    unsigned i, k;
    kpqc_keccak_squeeze(rng, buf, 2 * N);
    for (i = 0; i < N / 4; i++) {
        uint32_t r = (uint32_t)buf[8 * i] | ((uint32_t)buf[8 * i + 1] << 8) |
                     ((uint32_t)buf[8 * i + 2] << 16);
        uint32_t d = (r & 0x249249u) + ((r >> 1) & 0x249249u) + ((r >> 2) & 0x249249u);
        for (k = 0; k < 4; k++) {
            uint32_t a = (d >> (6 * k)) & 3u, b = (d >> (6 * k + 3)) & 3u;
            e[4 * i + k] = (uint16_t)(a + Q - b);
        }
    }
}

/* ---- signing --------------------------------------------------------------- */

typedef struct {
    int8_t f[N], g[N], big_f[N], neg_f[N];
    uint16_t c[N];
    uint16_t i1[N];   /* round(c (-F) / q) */
    uint16_t fh[N];   /* NTT(f) */
    uint16_t hh[N];   /* NTT(h) */
    uint16_t base[N]; /* NTT(F round(c f / q)) */
    uint16_t s1[N], s2[N];
    uint16_t tmp[2 * N];
    int16_t s2c[N]; /* the accepted s2, centred */
    peregrine_round_scratch rs;
    uint8_t noise[2 * N];
    kpqc_keccak_ctx rng;
} sign_state;

/* x in [0, q) taken to (-q/2, q/2] (x > q/2 maps to x - q), squared */
static uint32_t centred_square(uint32_t x)
{
    uint32_t mask = 0u - ((Q / 2u - x) >> 31); /* all ones iff x > q/2 */
    uint32_t a = ((Q - x) & mask) | (x & ~mask);
    return a * a;
}

static int16_t centre(uint32_t x)
{
    uint32_t mask = 0u - ((Q / 2u - x) >> 31); /* all ones iff x > q/2 */
    return (int16_t)((int32_t)x - (int32_t)(Q & mask));
}

/* One attempt: 1 when (s1, s2) is short enough (s2 then in st->s2). */
static uint32_t attempt(sign_state *st)
{
    unsigned i;
    uint64_t norm = 0;
    uint32_t ok;
    sample_cbd3(st->s2, &st->rng, st->noise);
    for (i = 0; i < N; i++) {
        uint32_t j = st->s2[i] + st->i1[i];
        st->s2[i] = (uint16_t)(j - (Q & (0u - ((Q - 1u - j) >> 31))));
    }
    peregrine_ntt(st->s2);
    for (i = 0; i < N; i++) {
        uint32_t s = peregrine_mq_mul(st->fh[i], st->s2[i]) + st->base[i];
        s -= Q & (0u - ((Q - 1u - s) >> 31));
        st->s2[i] = (uint16_t)s;
        st->s1[i] = (uint16_t)peregrine_mq_mul(st->hh[i], s);
    }
    peregrine_invntt(st->s2);
    peregrine_invntt(st->s1);
    for (i = 0; i < N; i++) {
        uint32_t s1 = st->c[i] + Q - st->s1[i];
        s1 -= Q & (0u - ((Q - 1u - s1) >> 31));
        st->s1[i] = (uint16_t)s1;
        norm += centred_square(s1) + centred_square(st->s2[i]);
    }
    ok = (uint32_t)((PEREGRINE_L2BOUND - norm) >> 63) ^ 1u;
    return ok;
}

int KPQC_NS(crypto_sign_signature_derand)(uint8_t *sig, size_t *siglen, const uint8_t *m,
                                          size_t mlen, const uint8_t *ctx, size_t ctxlen,
                                          const uint8_t *sk, const uint8_t *coins)
{
    sign_state st;
    unsigned i, n;
    size_t clen = 0;
    int bad, ret = KPQC_ERR_INTERNAL;

    (void)ctx;
    *siglen = 0;
    if (ctxlen != 0) { /* no context string */
        memset(sig, 0, PEREGRINE_SIG_BYTES);
        return KPQC_ERR_CONTEXT;
    }
    /* the header byte is a constant of the format */
    KPQC_CT_PUBLIC(sk, 1);
    bad = (sk[0] != PEREGRINE_SK_HEADER);
    bad |= peregrine_trim_decode(st.f, sk + SK_F, PEREGRINE_FG_BITS);
    bad |= peregrine_trim_decode(st.g, sk + SK_G, PEREGRINE_FG_BITS);
    bad |= peregrine_trim_decode(st.big_f, sk + SK_BIG, PEREGRINE_BIG_BITS);
    /* the public key h = g / f, which the signer needs */
    bad |= peregrine_public_key(st.hh, st.f, st.g, st.tmp);
    /* only the verdict on a malformed key is revealed */
    KPQC_CT_PUBLIC(&bad, sizeof bad);
    if (bad != 0) {
        kpqc_zeroize(&st, sizeof st);
        memset(sig, 0, PEREGRINE_SIG_BYTES);
        return KPQC_ERR_DECODE;
    }
    peregrine_ntt(st.hh);

    /* the nonce is the signature's second field */
    memcpy(sig + 1, coins, PEREGRINE_NONCEBYTES);
    KPQC_CT_PUBLIC(sig + 1, PEREGRINE_NONCEBYTES);
    hash_to_point(st.c, sig + 1, m, mlen);

    for (i = 0; i < N; i++) {
        st.neg_f[i] = (int8_t)-st.big_f[i]; /* |F| <= 127 */
    }
    peregrine_round_product(st.i1, st.c, st.neg_f, &st.rs);
    peregrine_round_product(st.base, st.c, st.f, &st.rs);
    peregrine_ntt(st.base);
    peregrine_from_small(st.tmp, st.big_f);
    peregrine_ntt(st.tmp);
    for (i = 0; i < N; i++) {
        st.base[i] = (uint16_t)peregrine_mq_mul(st.base[i], st.tmp[i]);
    }
    peregrine_from_small(st.fh, st.f);
    peregrine_ntt(st.fh);

    kpqc_shake256_init(&st.rng);
    kpqc_keccak_absorb(&st.rng, coins + PEREGRINE_NONCEBYTES, PEREGRINE_SEEDBYTES);
    kpqc_keccak_finalize(&st.rng);
    for (n = 0; n < SIGN_MAX_ATTEMPTS; n++) {
        uint32_t ok = attempt(&st);
        /* the rejection decision: public, as in every Falcon-style signer (it
           reveals only that an attempt was discarded) */
        KPQC_CT_PUBLIC(&ok, sizeof ok);
        if (!ok) {
            continue;
        }
        for (i = 0; i < N; i++) {
            st.s2c[i] = centre(st.s2[i]);
        }
        /* the accepted s2 is the signature */
        KPQC_CT_PUBLIC(st.s2c, sizeof st.s2c);
        clen = peregrine_comp_encode(sig + 1 + PEREGRINE_NONCEBYTES, PEREGRINE_COMP_MAX, st.s2c);
        if (clen != 0) {
            ret = 0;
            break;
        }
        /* too long to compress within the bound: discarded like a long vector */
    }
    kpqc_zeroize(&st, sizeof st);
    if (ret != 0) {
        memset(sig, 0, PEREGRINE_SIG_BYTES);
        return ret;
    }
    sig[0] = PEREGRINE_SIG_HEADER;
    *siglen = 1 + PEREGRINE_NONCEBYTES + clen;
    return 0;
}

/* ---- verification ---------------------------------------------------------- */

typedef struct {
    uint16_t h[N], c[N], t[N];
    int16_t s2[N];
} verify_state;

/* Refused before any arithmetic: a wrong header or length, and any
 * compressed encoding that is not the one the signer writes. */
int KPQC_NS(crypto_sign_verify)(const uint8_t *sig, size_t siglen, const uint8_t *m, size_t mlen,
                                const uint8_t *ctx, size_t ctxlen, const uint8_t *pk)
{
    verify_state st;
    uint64_t norm = 0;
    unsigned i;

    (void)ctx;
    if (ctxlen != 0) {
        return KPQC_ERR_CONTEXT;
    }
    if (siglen <= 1 + PEREGRINE_NONCEBYTES || siglen > PEREGRINE_SIG_BYTES ||
        sig[0] != PEREGRINE_SIG_HEADER) {
        return KPQC_ERR_VERIFY;
    }
    if (pk[0] != PEREGRINE_PK_HEADER || peregrine_modq_decode(st.h, pk + 1) != 0) {
        return KPQC_ERR_DECODE;
    }
    if (peregrine_comp_decode(st.s2, sig + 1 + PEREGRINE_NONCEBYTES,
                              siglen - 1 - PEREGRINE_NONCEBYTES) != 0) {
        return KPQC_ERR_VERIFY;
    }
    hash_to_point(st.c, sig + 1, m, mlen);
    for (i = 0; i < N; i++) {
        uint32_t w = (uint32_t)(int32_t)st.s2[i];
        st.t[i] = (uint16_t)(w + (Q & (0u - (w >> 31))));
    }
    peregrine_ntt(st.t);
    peregrine_ntt(st.h);
    for (i = 0; i < N; i++) {
        st.t[i] = (uint16_t)peregrine_mq_mul(st.t[i], st.h[i]);
    }
    peregrine_invntt(st.t);
    for (i = 0; i < N; i++) {
        /* s1 = c - s2 h */
        uint32_t s1 = st.c[i] + Q - st.t[i];
        int32_t s2 = st.s2[i];
        s1 -= Q & (0u - ((Q - 1u - s1) >> 31));
        norm += centred_square(s1) + (uint32_t)(s2 * s2);
    }
    return norm <= PEREGRINE_L2BOUND ? 0 : KPQC_ERR_VERIFY;
}
