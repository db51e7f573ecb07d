/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Arithmetic in Z_q[x]/(x^n + 1), q = 12289, and the exact integer products
 * the signer rounds. Everything here is constant time: no branch or index
 * depends on coefficient values. */
#include "peregrine.h"
#include "zetas.h"

#define Q PEREGRINE_Q
#define N PEREGRINE_N

/* floor(2^32 / q): the quotient estimate (x m) >> 32 is at most one below
   floor(x / q) for every 32-bit x */
#define BARRETT_M 349496u

static uint32_t reduce32(uint32_t x)
{
    uint32_t qt = (uint32_t)(((uint64_t)x * BARRETT_M) >> 32);
    uint32_t r = x - qt * Q; /* in [0, 2q) */
    r -= Q;
    r += Q & (0u - (r >> 31));
    return r;
}

uint32_t peregrine_mq_mul(uint32_t a, uint32_t b)
{
    return reduce32(a * b);
}

static uint32_t mq_add(uint32_t a, uint32_t b)
{
    uint32_t r = a + b - Q;
    return r + (Q & (0u - (r >> 31)));
}

static uint32_t mq_sub(uint32_t a, uint32_t b)
{
    uint32_t r = a - b;
    return r + (Q & (0u - (r >> 31)));
}

void peregrine_ntt(uint16_t a[N])
{
    unsigned len, start, j, k = 0;
    for (len = N / 2; len >= 1; len >>= 1) {
        for (start = 0; start < N; start = j + len) {
            uint32_t zeta = peregrine_zetas[++k];
            for (j = start; j < start + len; j++) {
                uint32_t t = peregrine_mq_mul(zeta, a[j + len]);
                a[j + len] = (uint16_t)mq_sub(a[j], t);
                a[j] = (uint16_t)mq_add(a[j], t);
            }
        }
    }
}

void peregrine_invntt(uint16_t a[N])
{
    unsigned len, start, j, k = N;
#if PEREGRINE_LOGN == 9
    const uint32_t ninv = PEREGRINE_INV512;
#else
    const uint32_t ninv = PEREGRINE_INV1024;
#endif
    for (len = 1; len < N; len <<= 1) {
        for (start = 0; start < N; start = j + len) {
            /* -zetas[k], walked from the top, is the inverse of the twiddle the
               forward transform used at the mirrored node */
            uint32_t zeta = Q - peregrine_zetas[--k];
            for (j = start; j < start + len; j++) {
                uint32_t t = a[j];
                a[j] = (uint16_t)mq_add(t, a[j + len]);
                a[j + len] = (uint16_t)peregrine_mq_mul(zeta, mq_sub(t, a[j + len]));
            }
        }
    }
    for (j = 0; j < N; j++) {
        a[j] = (uint16_t)peregrine_mq_mul(ninv, a[j]);
    }
}

void peregrine_from_small(uint16_t out[N], const int8_t in[N])
{
    unsigned i;
    for (i = 0; i < N; i++) {
        uint32_t w = (uint32_t)(int32_t)in[i];
        out[i] = (uint16_t)(w + (Q & (0u - (w >> 31))));
    }
}

/* ---- modulo P = 2147473409 (Montgomery, R = 2^32) ---------------------------- */

#define P PEREGRINE_P

/* a b / 2^32 mod P, for a, b < P; in [0, P) */
static uint32_t mp_montmul(uint32_t a, uint32_t b)
{
    uint64_t z = (uint64_t)a * b;
    uint32_t t = (uint32_t)z * PEREGRINE_P_NINV;
    uint32_t r = (uint32_t)((z + (uint64_t)t * P) >> 32); /* < 2P */
    r -= P;
    return r + (P & (0u - (r >> 31)));
}

static uint32_t mp_add(uint32_t a, uint32_t b)
{
    uint32_t r = a + b - P;
    return r + (P & (0u - (r >> 31)));
}

static uint32_t mp_sub(uint32_t a, uint32_t b)
{
    uint32_t r = a - b;
    return r + (P & (0u - (r >> 31)));
}

static void mp_ntt(uint32_t a[N])
{
    unsigned len, start, j, k = 0;
    for (len = N / 2; len >= 1; len >>= 1) {
        for (start = 0; start < N; start = j + len) {
            uint32_t zeta = peregrine_zetas_p[++k];
            for (j = start; j < start + len; j++) {
                uint32_t t = mp_montmul(zeta, a[j + len]);
                a[j + len] = mp_sub(a[j], t);
                a[j] = mp_add(a[j], t);
            }
        }
    }
}

/* the inverse transform times n (the caller scales) */
static void mp_invntt(uint32_t a[N])
{
    unsigned len, start, j, k = N;
    for (len = 1; len < N; len <<= 1) {
        for (start = 0; start < N; start = j + len) {
            uint32_t zeta = P - peregrine_zetas_p[--k];
            for (j = start; j < start + len; j++) {
                uint32_t t = a[j];
                a[j] = mp_add(t, a[j + len]);
                a[j + len] = mp_montmul(zeta, mp_sub(t, a[j + len]));
            }
        }
    }
}

void peregrine_round_product(uint16_t out[N], const uint16_t c[N], const int8_t a[N],
                             peregrine_round_scratch *s)
{
    unsigned i;
#if PEREGRINE_LOGN == 9
    const uint32_t scale = PEREGRINE_P_F512;
#else
    const uint32_t scale = PEREGRINE_P_F1024;
#endif
    /* x = c a modulo P and modulo q */
    for (i = 0; i < N; i++) {
        uint32_t w = (uint32_t)(int32_t)a[i];
        s->cp[i] = c[i];
        s->ap[i] = w + (P & (0u - (w >> 31)));
        s->cq[i] = c[i];
    }
    peregrine_from_small(s->aq, a);
    mp_ntt(s->cp);
    mp_ntt(s->ap);
    peregrine_ntt(s->cq);
    peregrine_ntt(s->aq);
    for (i = 0; i < N; i++) {
        s->cp[i] = mp_montmul(s->cp[i], s->ap[i]);
        s->cq[i] = (uint16_t)peregrine_mq_mul(s->cq[i], s->aq[i]);
    }
    mp_invntt(s->cp);
    peregrine_invntt(s->cq);
    for (i = 0; i < N; i++) {
        /* x + (q-1)/2 modulo P and modulo q; their difference is q times the
           quotient wanted, |quotient| < 2^17 < P/2 */
        uint32_t xp = mp_add(mp_montmul(s->cp[i], scale), (Q - 1) / 2);
        uint32_t xq = mq_add(s->cq[i], (Q - 1) / 2);
        uint32_t qt = mp_montmul(mp_sub(xp, xq), PEREGRINE_P_QINV);
        /* the quotient is qt, or qt - P when qt > P/2: reduce either mod q */
        uint32_t neg = 0u - ((P / 2u - qt) >> 31);
        uint32_t r = reduce32(qt);
        uint32_t rn = mq_sub(r, PEREGRINE_P_MOD_Q);
        out[i] = (uint16_t)((rn & neg) | (r & ~neg));
    }
}

/* a^(q-2) = 1/a mod q (0 for 0): q - 2 = 12287 = 0b10111111111111, a fixed
   chain of squarings and multiplications */
static uint32_t mq_inverse(uint32_t a)
{
    uint32_t r = peregrine_mq_mul(a, a); /* bits 13 and 12: 0b10 */
    unsigned i;
    for (i = 0; i < 12; i++) { /* twelve one bits */
        r = peregrine_mq_mul(peregrine_mq_mul(r, r), a);
    }
    return r;
}

int peregrine_public_key(uint16_t h[N], const int8_t f[N], const int8_t g[N], uint16_t tmp[2 * N])
{
    uint16_t *fh = tmp, *prefix = tmp + N;
    uint32_t p = 1, inv;
    unsigned i;
    peregrine_from_small(fh, f);
    peregrine_from_small(h, g);
    peregrine_ntt(fh);
    peregrine_ntt(h);
    /* one inversion for all evaluations (Montgomery's trick): prefix[i] is
       the product of the evaluations before i */
    for (i = 0; i < N; i++) {
        prefix[i] = (uint16_t)p;
        p = peregrine_mq_mul(p, fh[i]);
    }
    inv = mq_inverse(p); /* 1 / (product of all), or 0 if one is 0 */
    for (i = N; i-- > 0;) {
        h[i] = (uint16_t)peregrine_mq_mul(h[i], peregrine_mq_mul(inv, prefix[i]));
        inv = peregrine_mq_mul(inv, fh[i]);
    }
    peregrine_invntt(h);
    /* f is invertible iff no evaluation is 0 iff their product is not */
    return -(int)(((p - 1u) >> 31) & 1u);
}
