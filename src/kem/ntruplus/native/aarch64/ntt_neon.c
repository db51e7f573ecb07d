/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU+ NTT and its inverse with NEON, 8 coefficients a vector,
 * bit-identical to ntt.c: every coefficient goes through the same
 * additions, Montgomery products and Barrett reductions (arith_neon.h);
 * only several layers share one pass over memory.
 *
 *  - The first layer and the first radix-3 layer share one pass (the six
 *    coefficients i, i + s, i + 2s of both halves); so do the last radix-3
 *    layer and the final layer of the inverse.
 *  - n = 768, 1152 (D = 4): the radix-2 layers run on blocks of 128 or 64
 *    coefficients held in registers; steps of 16 and more pair whole
 *    vectors, step 8 pairs the two vectors of 16 coefficients and step 4
 *    their 64-bit halves after a zip (ntruplus_neon_fwd8/4, one twiddle
 *    row per 16 coefficients).
 *  - n = 864 (D = 3): the four radix-2 layers (steps 24, 12, 6, 3) act
 *    within blocks of 48. LD3 splits a block by index mod 3 into three
 *    classes of 16 (index 3p + e, p = 0 .. 15, in two vectors), where the
 *    layers pair p with p + 8, 4, 2, 1: whole vectors, then 64-bit halves
 *    (ZIP), 32-bit and 16-bit elements (TRN), with the twiddles of
 *    ntruplus_neon_fwdp8 .. p1 laid out for those lanes; ST3 interleaves
 *    the classes back.
 * Twiddles that are the same in every lane are multiplied by the vector
 * element (the _n forms); their q^-1 products are computed once per node. */
#include "arith_neon.h"
#include "neon.h"
#include "../../zetas.h"
#include "zetas_neon.h"

#define N    NTRUPLUS_N
#define HALF (N / 2)
#define S3   (N / 6) /* the first radix-3 layer's step */

#define barr ntruplus_neon_barrett
#define add  vaddq_s16
#define sub  vsubq_s16
#define ld   vld1q_s16
#define st   vst1q_s16
typedef ntruplus_neon_tw tw;
#define tw_row ntruplus_neon_tw_row

/* a twiddle that is the same in every lane, with its q^-1 product */
typedef struct {
    int16_t z, zq;
} tws;

static inline tws tw_s(int16_t z)
{
    tws t;
    t.z = z;
    t.zq = ntruplus_neon_qinv_n(z);
    return t;
}

static inline int16x8_t mul_s(int16x8_t a, tws w)
{
    return ntruplus_neon_mont_n(a, w.z, w.zq);
}

static inline int16x8_t mul_v(int16x8_t a, tw w)
{
    return ntruplus_neon_mont(a, w.z, w.zq);
}

/* forward radix-2 butterfly: t = y w; (x, y) <- (x + t, x - t) */
static inline void fwd2v(int16x8_t *x, int16x8_t *y, tw w)
{
    int16x8_t t = mul_v(*y, w);
    *y = sub(*x, t);
    *x = add(*x, t);
}

/* inverse radix-2 butterfly: (x, y) <- (x + y, (y - x) w), the sum
   Barrett-reduced on the layers that reduce (ntt.c: the second, fourth) */
static inline void inv2v(int16x8_t *x, int16x8_t *y, tw w, int reduce)
{
    int16x8_t t = *y;
    *y = mul_v(sub(t, *x), w);
    *x = add(*x, t);
    if (reduce) {
        *x = barr(*x);
    }
}

/* forward radix-3 butterfly with the twiddles y, y^2 */
static inline void fwd3(int16x8_t *a0, int16x8_t *a1, int16x8_t *a2, tws y, tws y2, tws om)
{
    int16x8_t t1 = mul_s(*a1, y);
    int16x8_t t2 = mul_s(*a2, y2);
    int16x8_t t3 = mul_s(sub(t1, t2), om);
    *a2 = sub(sub(*a0, t1), t3);
    *a1 = add(sub(*a0, t2), t3);
    *a0 = add(add(*a0, t1), t2);
}

/* inverse radix-3 butterfly with the twiddles w/y, (w/y)^2 */
static inline void inv3(int16x8_t *a0, int16x8_t *a1, int16x8_t *a2, tws y, tws y2, tws om)
{
    int16x8_t t = mul_s(sub(*a1, *a0), om);
    int16x8_t s = add(add(*a0, *a1), *a2);
    int16x8_t u1 = add(sub(*a2, *a0), t);
    int16x8_t u2 = sub(sub(*a2, *a1), t);
    *a1 = mul_s(u1, y);
    *a2 = mul_s(u2, y2);
    *a0 = barr(s);
}

#define Z(i) tw_s(ntruplus_zetas[i])

#if NTRUPLUS_D == 4
#define BLK (2 * NTRUPLUS_RADIX2_MAX) /* coefficients per radix-2 pass */
#define NV  (BLK / 8)                 /* vectors per pass */

/* the radix-2 butterflies with a twiddle that is the same in every lane */
static inline void fwd2s(int16x8_t *x, int16x8_t *y, tws w)
{
    int16x8_t t = mul_s(*y, w);
    *y = sub(*x, t);
    *x = add(*x, t);
}

static inline void inv2s(int16x8_t *x, int16x8_t *y, tws w, int reduce)
{
    int16x8_t t = *y;
    *y = mul_s(sub(t, *x), w);
    *x = add(*x, t);
    if (reduce) {
        *x = barr(*x);
    }
}

/* radix-2 layers of step 8 and 4 on 16 coefficients (x, y) = chunk j,
   then Barrett */
static inline void fwd_tail(int16x8_t *v0, int16x8_t *v1, unsigned j)
{
    int16x8_t x, y;
    fwd2v(v0, v1, tw_row(ntruplus_neon_fwd8[j]));
    x = ntruplus_neon_zip1_64(*v0, *v1); /* 0-3, 8-11 */
    y = ntruplus_neon_zip2_64(*v0, *v1); /* 4-7, 12-15 */
    fwd2v(&x, &y, tw_row(ntruplus_neon_fwd4[j]));
    x = barr(x);
    y = barr(y);
    *v0 = ntruplus_neon_zip1_64(x, y);
    *v1 = ntruplus_neon_zip2_64(x, y);
}

/* the inverse of fwd_tail's layers (steps 4, 8) on chunk j */
static inline void inv_tail(int16x8_t *v0, int16x8_t *v1, unsigned j)
{
    int16x8_t x = ntruplus_neon_zip1_64(*v0, *v1);
    int16x8_t y = ntruplus_neon_zip2_64(*v0, *v1);
    inv2v(&x, &y, tw_row(ntruplus_neon_inv4[j]), 0);
    *v0 = ntruplus_neon_zip1_64(x, y);
    *v1 = ntruplus_neon_zip2_64(x, y);
    inv2v(v0, v1, tw_row(ntruplus_neon_inv8[j]), 1);
}

/* the radix-2 layer of step 8 s (s = 2, 4 or 8 vectors) on pass c (v: BLK
   coefficients); it starts at table entry N / (16 s). Called with constant
   s, so that the loops unroll and v stays in registers. */
static inline void fwd_layer(int16x8_t v[NV], unsigned s, unsigned c)
{
    const unsigned nodes = NV / (2 * s);
    unsigned h, k;
    for (h = 0; h < nodes; h++) {
        const tws w = Z(N / (16 * s) + c * nodes + h);
        for (k = 0; k < s; k++) {
            fwd2s(&v[2 * s * h + k], &v[2 * s * h + k + s], w);
        }
    }
}

/* its inverse; node m reads entry N / (8 s) - 1 - m, and the layer of
   step 32 = 8 D reduces */
static inline void inv_layer(int16x8_t v[NV], unsigned s, unsigned c)
{
    const unsigned nodes = NV / (2 * s);
    unsigned h, k;
    for (h = 0; h < nodes; h++) {
        const tws w = Z(N / (8 * s) - 1 - (c * nodes + h));
        for (k = 0; k < s; k++) {
            inv2s(&v[2 * s * h + k], &v[2 * s * h + k + s], w, s == 4);
        }
    }
}

/* the layers of step 16 and more: 64, 32, 16 (n = 768) or 32, 16 */
static inline void fwd_wide(int16x8_t v[NV], unsigned c)
{
#if NV == 16
    fwd_layer(v, 8, c);
#endif
    fwd_layer(v, 4, c);
    fwd_layer(v, 2, c);
}

static inline void inv_wide(int16x8_t v[NV], unsigned c)
{
    inv_layer(v, 2, c);
    inv_layer(v, 4, c);
#if NV == 16
    inv_layer(v, 8, c);
#endif
}
_Static_assert(NV == 8 || NV == 16, "two or three wide layers");
#else
/* ---- n = 864: the radix-2 layers on a block of 48 split by index mod 3 ---- */
typedef struct {
    tw p8, p4, p2, p1;
} tw4;

static inline tw4 tw4_fwd(unsigned i)
{
    tw4 t;
    t.p8 = tw_row(ntruplus_neon_fwdp8[i]);
    t.p4 = tw_row(ntruplus_neon_fwdp4[i]);
    t.p2 = tw_row(ntruplus_neon_fwdp2[i]);
    t.p1 = tw_row(ntruplus_neon_fwdp1[i]);
    return t;
}

static inline tw4 tw4_inv(unsigned i)
{
    tw4 t;
    t.p8 = tw_row(ntruplus_neon_invp8[i]);
    t.p4 = tw_row(ntruplus_neon_invp4[i]);
    t.p2 = tw_row(ntruplus_neon_invp2[i]);
    t.p1 = tw_row(ntruplus_neon_invp1[i]);
    return t;
}

/* the four layers and Barrett on one class: lo = p 0-7, hi = p 8-15 */
static inline void fwd_class(int16x8_t *lo, int16x8_t *hi, const tw4 *w)
{
    int16x8_t x, y, f, g, e, o;
    fwd2v(lo, hi, w->p8);
    x = ntruplus_neon_zip1_64(*lo, *hi); /* p 0-3, 8-11 */
    y = ntruplus_neon_zip2_64(*lo, *hi); /* p 4-7, 12-15 */
    fwd2v(&x, &y, w->p4);
    f = ntruplus_neon_trn1_32(x, y); /* p 0 1 4 5 8 9 12 13 */
    g = ntruplus_neon_trn2_32(x, y); /* p 2 3 6 7 10 11 14 15 */
    fwd2v(&f, &g, w->p2);
    e = vtrn1q_s16(f, g); /* even p */
    o = vtrn2q_s16(f, g); /* odd p */
    fwd2v(&e, &o, w->p1);
    e = barr(e);
    o = barr(o);
    *lo = vzip1q_s16(e, o);
    *hi = vzip2q_s16(e, o);
}

static inline void inv_class(int16x8_t *lo, int16x8_t *hi, const tw4 *w)
{
    int16x8_t e = vuzp1q_s16(*lo, *hi), o = vuzp2q_s16(*lo, *hi), f, g, x, y;
    inv2v(&e, &o, w->p1, 0);
    f = vtrn1q_s16(e, o); /* p 0 1 4 5 8 9 12 13 */
    g = vtrn2q_s16(e, o); /* p 2 3 6 7 10 11 14 15 */
    inv2v(&f, &g, w->p2, 1);
    x = ntruplus_neon_trn1_32(f, g); /* p 0-3, 8-11 */
    y = ntruplus_neon_trn2_32(f, g); /* p 4-7, 12-15 */
    inv2v(&x, &y, w->p4, 0);
    *lo = ntruplus_neon_zip1_64(x, y);
    *hi = ntruplus_neon_zip2_64(x, y);
    inv2v(lo, hi, w->p8, 1);
}
#endif

void ntruplus_ntt_neon(ntruplus_poly *a)
{
    int16_t *r = a->c;
    const tws om = tw_s(NTRUPLUS_OMEGA);
    unsigned i, c, k;

    /* the first layer and the first radix-3 layer (nodes: low, high half) */
    {
        const tws z = Z(1), y0 = Z(2), y0s = Z(3), y1 = Z(4), y1s = Z(5);
        for (i = 0; i < S3; i += 8) {
            int16x8_t v[6];
            for (k = 0; k < 3; k++) {
                int16x8_t t;
                v[k] = ld(r + i + k * S3);
                v[k + 3] = ld(r + HALF + i + k * S3);
                t = mul_s(v[k + 3], z);
                v[k + 3] = sub(add(v[k], v[k + 3]), t);
                v[k] = add(v[k], t);
            }
            fwd3(&v[0], &v[1], &v[2], y0, y0s, om);
            fwd3(&v[3], &v[4], &v[5], y1, y1s, om);
            for (k = 0; k < 3; k++) {
                st(r + i + k * S3, v[k]);
                st(r + HALF + i + k * S3, v[k + 3]);
            }
        }
    }

#if NTRUPLUS_RADIX3_LAYERS > 1
    /* the second radix-3 layer (6 nodes, step S3 / 3), then Barrett */
    for (c = 0; c < 6; c++) {
        const tws y = Z(6 + 2 * c), y2 = Z(7 + 2 * c);
        int16_t *p = r + c * S3;
        for (i = 0; i < S3 / 3; i += 8) {
            int16x8_t v0 = ld(p + i), v1 = ld(p + i + S3 / 3), v2 = ld(p + i + 2 * (S3 / 3));
            fwd3(&v0, &v1, &v2, y, y2, om);
            st(p + i, barr(v0));
            st(p + i + S3 / 3, barr(v1));
            st(p + i + 2 * (S3 / 3), barr(v2));
        }
    }
#endif

#if NTRUPLUS_D == 4
    for (c = 0; c < N / BLK; c++) {
        int16_t *p = r + BLK * c;
        int16x8_t v[NV];
        for (k = 0; k < NV; k++) {
            v[k] = ld(p + 8 * k);
        }
        fwd_wide(v, c);
        for (k = 0; k < NV / 2; k++) {
            fwd_tail(&v[2 * k], &v[2 * k + 1], c * (NV / 2) + k);
        }
        for (k = 0; k < NV; k++) {
            st(p + 8 * k, v[k]);
        }
    }
#else
    for (c = 0; c < N / 48; c++) {
        int16_t *p = r + 48 * c;
        const tw4 w = tw4_fwd(c);
        int16x8x3_t lo = vld3q_s16(p), hi = vld3q_s16(p + 24);
        for (k = 0; k < 3; k++) {
            fwd_class(&lo.val[k], &hi.val[k], &w);
        }
        vst3q_s16(p, lo);
        vst3q_s16(p + 24, hi);
    }
#endif
}

void ntruplus_invntt_neon(ntruplus_poly *a)
{
    int16_t *r = a->c;
    const tws om = tw_s(NTRUPLUS_OMEGA);
    unsigned i, c, k;

#if NTRUPLUS_D == 4
    for (c = 0; c < N / BLK; c++) {
        int16_t *p = r + BLK * c;
        int16x8_t v[NV];
        for (k = 0; k < NV; k++) {
            v[k] = ld(p + 8 * k);
        }
        for (k = 0; k < NV / 2; k++) {
            inv_tail(&v[2 * k], &v[2 * k + 1], c * (NV / 2) + k);
        }
        inv_wide(v, c);
        for (k = 0; k < NV; k++) {
            st(p + 8 * k, v[k]);
        }
    }
#else
    for (c = 0; c < N / 48; c++) {
        int16_t *p = r + 48 * c;
        const tw4 w = tw4_inv(c);
        int16x8x3_t lo = vld3q_s16(p), hi = vld3q_s16(p + 24);
        for (k = 0; k < 3; k++) {
            inv_class(&lo.val[k], &hi.val[k], &w);
        }
        vst3q_s16(p, lo);
        vst3q_s16(p + 24, hi);
    }
#endif

#if NTRUPLUS_RADIX3_LAYERS > 1
    /* the second radix-3 layer: node c reads the pair of forward node 5 - c */
    for (c = 0; c < 6; c++) {
        const tws y = Z(16 - 2 * c), y2 = Z(17 - 2 * c);
        int16_t *p = r + c * S3;
        for (i = 0; i < S3 / 3; i += 8) {
            int16x8_t v0 = ld(p + i), v1 = ld(p + i + S3 / 3), v2 = ld(p + i + 2 * (S3 / 3));
            inv3(&v0, &v1, &v2, y, y2, om);
            st(p + i, v0);
            st(p + i + S3 / 3, v1);
            st(p + i + 2 * (S3 / 3), v2);
        }
    }
#endif

    /* the first radix-3 layer (low half: forward node 1's pair) and the
       first layer, undone together */
    {
        const tws y0 = Z(4), y0s = Z(5), y1 = Z(2), y1s = Z(3);
        const tws zm = tw_s(NTRUPLUS_ZMINUSZ5INV), ni = tw_s(NTRUPLUS_NINV);
        const tws ni2 = tw_s(NTRUPLUS_NINV2);
        for (i = 0; i < S3; i += 8) {
            int16x8_t v[6];
            for (k = 0; k < 3; k++) {
                v[k] = ld(r + i + k * S3);
                v[k + 3] = ld(r + HALF + i + k * S3);
            }
            inv3(&v[0], &v[1], &v[2], y0, y0s, om);
            inv3(&v[3], &v[4], &v[5], y1, y1s, om);
            for (k = 0; k < 3; k++) {
                int16x8_t t1 = add(v[k], v[k + 3]);
                int16x8_t t2 = mul_s(sub(v[k], v[k + 3]), zm);
                st(r + i + k * S3, mul_s(sub(t1, t2), ni));
                st(r + HALF + i + k * S3, mul_s(t2, ni2));
            }
        }
    }
}
