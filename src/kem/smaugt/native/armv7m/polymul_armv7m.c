/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Sums of products in Z_{2^16}[x]/(x^256 + 1) on the Cortex-M4, bit for
 * bit the results of the portable Toom-Cook pipeline (polymul.c).
 *
 * The split is the portable one: Toom-Cook 4-way (the same points and
 * scaling), then one level of Karatsuba 64 -> 32 over the seven point
 * products, whose 21 products of 32 x 32 coefficients run in the
 * generated assembly sb32_armv7m.S (two multiply-adds per SMLADX).
 * Everything before the interpolation is exact arithmetic in Z_{2^16}, so
 * the point products equal the portable ones; the interpolation repeats
 * the portable formulas (the same shifts, the same inverses) lane by lane,
 * so the results agree in all 16 bits.
 *
 * The evaluation, the Karatsuba pre- and post-additions and the
 * interpolation work on two coefficients per 32-bit word with
 * UADD16/USUB16 (lane-wise, no carry between lanes), masked shifts and a
 * multiplication per lane for the odd inverses. The matrix product
 * prepares the vector x once (its seven points, split and laid out as the
 * assembly wants its second operand) and reuses it for every row; the
 * point values and accumulators are unions of the portable types with
 * 32-bit words, so no pointer casts.
 *
 * Nothing here branches on or indexes by data; the secret-dependent
 * buffers are wiped before returning. */
#include "../../smaugt.h"

#if defined(__ARM_FEATURE_DSP) && defined(__ARM_FP)
#include <arm_acle.h>
#include <string.h>

#include "ct.h"
#include "armv7m.h"

/* The second operand of a 32 x 32 product as sb32_armv7m wants it. */
typedef struct {
    uint32_t w[33];
} bprep;

/* One evaluated operand, prepared as the second factor: for each point,
   the low half, the high half and their sum. */
typedef struct {
    bprep p[7][3];
} xprep;

typedef union {
    smaugt_toom_eval ev;
    uint32_t w[7][32];
} ev_words;

typedef union {
    smaugt_toom_acc acc;
    uint32_t w[7][64];
} acc_words;

typedef union {
    uint16_t h[64];
    uint32_t w[32];
} prod;

/* Lane-wise (two 16-bit lanes per word) shifts and multiplication by a
   constant, modulo 2^16 in each lane. */
#define LANES(v) ((uint32_t)(v)*0x10001u)
static inline uint32_t shl16x2(uint32_t x, unsigned n)
{
    return (x << n) & LANES((0xFFFFu << n) & 0xFFFFu);
}
static inline uint32_t shr16x2(uint32_t x, unsigned n)
{
    return (x >> n) & LANES(0xFFFFu >> n);
}
static inline uint32_t mul16x2(uint32_t x, uint32_t c)
{
    return ((x * c) & 0xFFFFu) | (((x >> 16) * c) << 16);
}
static inline uint32_t load2(const uint16_t *p)
{
    uint32_t v;
    memcpy(&v, p, sizeof v);
    return v;
}
static inline void store2(uint16_t *p, uint32_t v)
{
    memcpy(p, &v, sizeof v);
}

/* smaugt_toom_evaluate, two coefficients per word (the same arithmetic
   modulo 2^16 in each lane). */
static void evaluate(ev_words *ev, const smaugt_poly *a)
{
    unsigned k;
    for (k = 0; k < 32; k++) {
        const uint32_t a0 = load2(&a->c[2 * k]), a1 = load2(&a->c[64 + 2 * k]);
        const uint32_t a2 = load2(&a->c[128 + 2 * k]), a3 = load2(&a->c[192 + 2 * k]);
        const uint32_t even = __uadd16(a0, a2), odd = __uadd16(a1, a3);
        const uint32_t even_h = __uadd16(shl16x2(a0, 3), __uadd16(a2, a2));
        const uint32_t odd_h = __uadd16(shl16x2(a1, 2), a3);
        uint32_t t = __uadd16(a2, __uadd16(a3, a3));
        t = __uadd16(a1, __uadd16(t, t));
        ev->w[0][k] = a0;
        ev->w[1][k] = __uadd16(even, odd);
        ev->w[2][k] = __usub16(even, odd);
        ev->w[3][k] = __uadd16(a0, __uadd16(t, t));
        ev->w[4][k] = __uadd16(even_h, odd_h);
        ev->w[5][k] = __usub16(even_h, odd_h);
        ev->w[6][k] = a3;
    }
}

/* smaugt_toom_interpolate, two coefficients per word: the same formulas
   (polymul.c), the same shifts and inverses, so the same 16 bits. */
static void interpolate(smaugt_poly *r, acc_words *acc)
{
    uint32_t *w0 = acc->w[0], *w1 = acc->w[1], *w2 = acc->w[2], *w3 = acc->w[3], *w4 = acc->w[4],
             *w5 = acc->w[5], *w6 = acc->w[6];
    unsigned k;
    for (k = 0; k < 64; k++) {
        const uint32_t c0 = w0[k], c6 = w6[k];
        const uint32_t e = shr16x2(__uadd16(w1[k], w2[k]), 1);
        const uint32_t o = shr16x2(__usub16(w1[k], w2[k]), 1);
        const uint32_t e1 = __usub16(__usub16(e, c0), c6);
        const uint32_t e2 =
            __usub16(__usub16(shr16x2(__uadd16(w4[k], w5[k]), 1), shl16x2(c0, 6)), c6);
        const uint32_t c2 = mul16x2(shr16x2(__usub16(e2, shl16x2(e1, 2)), 2), 43691u);
        const uint32_t c4 = __usub16(e1, c2);
        const uint32_t pp = shr16x2(__usub16(w4[k], w5[k]), 1);
        const uint32_t qq =
            __usub16(__usub16(__usub16(__usub16(w3[k], c0), shl16x2(c2, 2)), shl16x2(c4, 4)),
                     shl16x2(c6, 6));
        const uint32_t d15 = mul16x2(shr16x2(__usub16(pp, qq), 1), 61167u);
        const uint32_t c3 =
            mul16x2(shr16x2(__usub16(__usub16(mul16x2(o, 34u), pp), qq), 1), 36409u);
        const uint32_t s15 = __usub16(o, c3);
        const uint32_t c1 = shr16x2(__uadd16(s15, d15), 1);
        w1[k] = c1;
        w2[k] = c2;
        w3[k] = c3;
        w4[k] = c4;
        w5[k] = __usub16(s15, c1);
    }
    /* the fold of polymul.c: block q of r is c_q[j] + c_(q-1)[64 + j]
       - c_(q+4)[j] - c_(q+3)[64 + j] */
    for (k = 0; k < 32; k++) {
        store2(&r->c[2 * k], __usub16(__usub16(w0[k], w4[k]), w3[32 + k]));
        store2(&r->c[64 + 2 * k],
               __usub16(__uadd16(w1[k], w0[32 + k]), __uadd16(w5[k], w4[32 + k])));
        store2(&r->c[128 + 2 * k],
               __usub16(__uadd16(w2[k], w1[32 + k]), __uadd16(w6[k], w5[32 + k])));
        store2(&r->c[192 + 2 * k], __usub16(__uadd16(w3[k], w2[32 + k]), w6[32 + k]));
    }
}

static void prep_b(bprep *bb, const uint32_t b[16])
{
    unsigned j;
    uint32_t prev = 0;
    for (j = 0; j < 16; j++) {
        bb->w[j] = b[j];
        bb->w[16 + j] = (prev >> 16) | (b[j] << 16);
        prev = b[j];
    }
    bb->w[32] = prev >> 16;
}

static void prep_x(xprep *xp, const smaugt_poly *x)
{
    ev_words ev;
    uint32_t sum[16];
    unsigned p, i;
    evaluate(&ev, x);
    for (p = 0; p < 7; p++) {
        for (i = 0; i < 16; i++) {
            sum[i] = __uadd16(ev.w[p][i], ev.w[p][16 + i]);
        }
        prep_b(&xp->p[p][0], ev.w[p]);
        prep_b(&xp->p[p][1], ev.w[p] + 16);
        prep_b(&xp->p[p][2], sum);
    }
    kpqc_zeroize(&ev, sizeof ev);
    kpqc_zeroize(sum, sizeof sum);
}

/* The buffers of mul_acc, owned by the caller, which wipes them once. */
typedef struct {
    ev_words ev;
    union {
        uint16_t h[32];
        uint32_t w[16];
    } sa;
    prod lo, hi, mid;
} work;

/* acc += a * x over the seven points (one level of Karatsuba each). With
   L, H, M the products of the low halves, the high halves and the sums,
   quarter q of the accumulator (32 coefficients, 16 words) gains
   L0 | L1 + M0 - L0 - H0 | H0 + M1 - L1 - H1 | H1 (Ln, Hn, Mn: the halves
   of L, H, M), one pass over the words. */
static void mul_acc(acc_words *acc, const smaugt_poly *a, const xprep *xp, work *wk)
{
    unsigned p, i;
    evaluate(&wk->ev, a);
    for (p = 0; p < 7; p++) {
        uint32_t *w = acc->w[p];
        const uint32_t *l = wk->lo.w, *h = wk->hi.w, *m = wk->mid.w;
        for (i = 0; i < 16; i++) {
            wk->sa.w[i] = __uadd16(wk->ev.w[p][i], wk->ev.w[p][16 + i]);
        }
        smaugt_sb32_armv7m(wk->lo.h, wk->ev.ev.point[p], xp->p[p][0].w);
        smaugt_sb32_armv7m(wk->hi.h, wk->ev.ev.point[p] + 32, xp->p[p][1].w);
        smaugt_sb32_armv7m(wk->mid.h, wk->sa.h, xp->p[p][2].w);
        for (i = 0; i < 16; i++) {
            const uint32_t l0 = l[i], l1 = l[16 + i], h0 = h[i], h1 = h[16 + i];
            w[i] = __uadd16(w[i], l0);
            w[16 + i] = __uadd16(w[16 + i], __usub16(__uadd16(l1, m[i]), __uadd16(l0, h0)));
            w[32 + i] = __uadd16(w[32 + i], __usub16(__uadd16(h0, m[16 + i]), __uadd16(l1, h1)));
            w[48 + i] = __uadd16(w[48 + i], h1);
        }
    }
}

void smaugt_matrix_times_armv7m(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                                int transpose, const smaugt_poly x[SMAUGT_K])
{
    static const unsigned entries = SMAUGT_K * SMAUGT_K;
    xprep xp[SMAUGT_K];
    acc_words acc;
    smaugt_poly a;
    work wk;
    uint8_t buf[4][SMAUGT_POLYQ_BYTES];
    unsigned n, m, got;
    /* every x_j is read before t (which may be x) is written */
    for (n = 0; n < SMAUGT_K; n++) {
        prep_x(&xp[n], &x[n]);
    }
    memset(&acc, 0, sizeof acc);
    for (n = 0; n < entries; n += got) {
        got = smaugt_matrix_entries(buf, seed_a, transpose, n);
        for (m = n; m < n + got; m++) {
            const unsigned row = m / SMAUGT_K, col = m % SMAUGT_K; /* public */
            smaugt_unpack_q(&a, buf[m - n]);
            mul_acc(&acc, &a, &xp[col], &wk);
            if (col == SMAUGT_K - 1) {
                interpolate(&t[row], &acc);
                memset(&acc, 0, sizeof acc);
            }
        }
    }
    kpqc_zeroize(xp, sizeof xp);
    kpqc_zeroize(&acc, sizeof acc);
    kpqc_zeroize(&wk, sizeof wk);
}

void smaugt_poly_inner_armv7m(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                              const smaugt_poly x[SMAUGT_K])
{
    xprep xp;
    acc_words acc;
    work wk;
    unsigned j;
    memset(&acc, 0, sizeof acc);
    for (j = 0; j < SMAUGT_K; j++) {
        prep_x(&xp, &x[j]);
        mul_acc(&acc, &a[j], &xp, &wk);
    }
    interpolate(t, &acc);
    kpqc_zeroize(&xp, sizeof xp);
    kpqc_zeroize(&acc, sizeof acc);
    kpqc_zeroize(&wk, sizeof wk);
}
#else
/* ISO C forbids an empty translation unit */
typedef int smaugt_armv7m_unused;
#endif
