/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ arithmetic in the NTT domain with NEON, bit-identical to
 * basemul.c. As there, blocks are spread so that coefficient k of eight
 * consecutive blocks sits in vector k -- here by one LD4 (D = 4) or LD3
 * (D = 3) -- and every step is one lane-wise operation with the same
 * Montgomery products, sums and Barrett reductions; ST4 / ST3 gather the
 * result. The block twiddles are then eight consecutive entries of
 * ntruplus_block_zetas.
 *
 * Inversion: basemul.c inverts the determinants in 16 independent chains
 * and returns centred inverses, so any grouping gives its result; here
 * the chains are the 16 lanes of two vectors, one step per 16 blocks. */
#include "arith_neon.h"
#include "ct.h"
#include "neon.h"
#include "../../zetas.h"

#define D      NTRUPLUS_D
#define BLOCKS (NTRUPLUS_N / D)
#define GLEN   (8 * D) /* coefficients per group of 8 blocks */
_Static_assert(BLOCKS % 16 == 0, "groups of 8 blocks and chains of 16 tile the polynomial");

#define mont ntruplus_neon_mont
#define qinv ntruplus_neon_qinv
#define barr ntruplus_neon_barrett
#define add  vaddq_s16

#if D == 4
typedef int16x8x4_t spread;
#define spread_ld vld4q_s16
#define spread_st vst4q_s16
#else
typedef int16x8x3_t spread;
#define spread_ld vld3q_s16
#define spread_st vst3q_s16
#endif

/* the products of basemul.c for one group: x y blockwise, times R^-1,
   then times R^2 R^-1 */
static inline spread products(spread x, spread y, const int16_t *zeta)
{
    const int16x8_t zm = vld1q_s16(zeta), zmq = qinv(zm);
    int16x8_t yq[D];
    spread c;
    unsigned k;
    for (k = 0; k < D; k++) {
        yq[k] = qinv(y.val[k]);
    }
#define MM(i, j) mont(x.val[i], y.val[j], yq[j])
#if D == 4
    {
        int16x8_t h0 = add(add(MM(1, 3), MM(2, 2)), MM(3, 1));
        int16x8_t h1 = add(MM(2, 3), MM(3, 2));
        int16x8_t h2 = MM(3, 3);
        c.val[0] = add(MM(0, 0), mont(h0, zm, zmq));
        c.val[1] = add(add(MM(0, 1), MM(1, 0)), mont(h1, zm, zmq));
        c.val[2] = add(add(add(MM(0, 2), MM(1, 1)), MM(2, 0)), mont(h2, zm, zmq));
        c.val[3] = add(add(add(MM(0, 3), MM(1, 2)), MM(2, 1)), MM(3, 0));
    }
#else
    {
        int16x8_t h0 = add(MM(1, 2), MM(2, 1));
        int16x8_t h1 = MM(2, 2);
        c.val[0] = add(MM(0, 0), mont(h0, zm, zmq));
        c.val[1] = add(add(MM(0, 1), MM(1, 0)), mont(h1, zm, zmq));
        c.val[2] = add(add(MM(0, 2), MM(1, 1)), MM(2, 0));
    }
#endif
#undef MM
    for (k = 0; k < D; k++) {
        c.val[k] = ntruplus_neon_mont_n(c.val[k], NTRUPLUS_RSQ, ntruplus_neon_qinv_n(NTRUPLUS_RSQ));
    }
    return c;
}

void ntruplus_basemul_neon(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    unsigned g;
    for (g = 0; g < BLOCKS / 8; g++) {
        spread x = spread_ld(a->c + GLEN * g), y = spread_ld(b->c + GLEN * g);
        spread_st(r->c + GLEN * g, products(x, y, ntruplus_block_zetas + 8 * g));
    }
}

void ntruplus_basemul_add_neon(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                               const ntruplus_poly *c)
{
    unsigned g, k;
    for (g = 0; g < BLOCKS / 8; g++) {
        spread x = spread_ld(a->c + GLEN * g), y = spread_ld(b->c + GLEN * g);
        spread z = spread_ld(c->c + GLEN * g);
        spread p = products(x, y, ntruplus_block_zetas + 8 * g);
        for (k = 0; k < D; k++) {
            p.val[k] = barr(add(p.val[k], z.val[k]));
        }
        spread_st(r->c + GLEN * g, p);
    }
}

void ntruplus_sub_reduce_neon(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    unsigned i;
    for (i = 0; i < NTRUPLUS_N; i += 16) {
        int16x8_t x0 = vld1q_s16(a->c + i), x1 = vld1q_s16(a->c + i + 8);
        int16x8_t y0 = vld1q_s16(b->c + i), y1 = vld1q_s16(b->c + i + 8);
        vst1q_s16(r->c + i, barr(vsubq_s16(x0, y0)));
        vst1q_s16(r->c + i + 8, barr(vsubq_s16(x1, y1)));
    }
}

/* ---- inversion ------------------------------------------------------------ */
#define M(a, b) mont((a), (b), qinv(b)) /* both variable */
#define sub     vsubq_s16

/* the Montgomery inverse of basemul.c (inv_mont), lane-wise: the same
   15-step addition chain 1 2 4 8 16 32 64 128 144 145 273 546 691 1382
   2764 3455 */
static inline int16x8_t inv_mont(int16x8_t x)
{
    int16x8_t x16, x128, x145, x691, t;
    t = M(x, x);
    t = M(t, t);
    t = M(t, t);
    x16 = M(t, t);
    t = M(x16, x16);
    t = M(t, t);
    x128 = M(t, t);
    x145 = M(M(x128, x16), x);
    t = M(x145, x128);
    t = M(t, t);
    x691 = M(t, x145);
    t = M(x691, x691);
    t = M(t, t);
    return M(t, x691);
}

/* x in (-q, q) -> the centred representative in [-(q-1)/2, (q-1)/2] */
static inline int16x8_t centre(int16x8_t x)
{
    const int16x8_t q = vdupq_n_s16(NTRUPLUS_Q);
    int16x8_t y = add(x, vandq_s16(vshrq_n_s16(x, 15), q));
    return sub(
        y, vandq_s16(vreinterpretq_s16_u16(vcgtq_s16(y, vdupq_n_s16((NTRUPLUS_Q - 1) / 2))), q));
}

#if D == 4
/* numerators (n0 R^-1, n1 R^-1, 0, 0) and det R^-3, as basemul.c */
static inline int16x8_t numerators(spread *num, spread x, const int16_t *zeta)
{
    const int16x8_t zm = vld1q_s16(zeta), zmq = qinv(zm);
    int16x8_t h = sub(M(x.val[2], x.val[2]), vshlq_n_s16(M(x.val[1], x.val[3]), 1));
    int16x8_t n0 = add(M(x.val[0], x.val[0]), mont(h, zm, zmq));
    int16x8_t n1 = barr(sub(sub(vshlq_n_s16(M(x.val[0], x.val[2]), 1), M(x.val[1], x.val[1])),
                            mont(M(x.val[3], x.val[3]), zm, zmq)));
    num->val[0] = n0;
    num->val[1] = n1;
    num->val[2] = vdupq_n_s16(0);
    num->val[3] = vdupq_n_s16(0);
    return barr(sub(M(n0, n0), mont(M(n1, n1), zm, zmq)));
}

/* 1/a from the numerators and dinv = R^3 / det */
static inline spread finish(spread num, spread x, const int16_t *zeta, int16x8_t dinv)
{
    const int16x8_t zm = vld1q_s16(zeta), dq = qinv(dinv);
    int16x8_t m0 = mont(num.val[0], dinv, dq), m1 = vnegq_s16(mont(num.val[1], dinv, dq));
    int16x8_t mz = mont(m1, zm, qinv(zm)), m0q = qinv(m0), mzq = qinv(mz), m1q = qinv(m1);
    spread out;
    out.val[0] = add(mont(x.val[0], m0, m0q), mont(x.val[2], mz, mzq));
    out.val[1] = vnegq_s16(add(mont(x.val[1], m0, m0q), mont(x.val[3], mz, mzq)));
    out.val[2] = add(mont(x.val[2], m0, m0q), mont(x.val[0], m1, m1q));
    out.val[3] = vnegq_s16(add(mont(x.val[3], m0, m0q), mont(x.val[1], m1, m1q)));
    return out;
}
#else
/* the adjugate p R^-1 and det R^-2, as basemul.c */
static inline int16x8_t numerators(spread *num, spread x, const int16_t *zeta)
{
    const int16x8_t zm = vld1q_s16(zeta), zmq = qinv(zm);
    int16x8_t p0 = sub(M(x.val[0], x.val[0]), mont(M(x.val[1], x.val[2]), zm, zmq));
    int16x8_t p1 = sub(mont(M(x.val[2], x.val[2]), zm, zmq), M(x.val[0], x.val[1]));
    int16x8_t p2 = sub(M(x.val[1], x.val[1]), M(x.val[0], x.val[2]));
    num->val[0] = p0;
    num->val[1] = p1;
    num->val[2] = p2;
    return barr(add(M(x.val[0], p0), mont(add(M(x.val[1], p2), M(x.val[2], p1)), zm, zmq)));
}

/* 1/a from the numerators and dinv = R^2 / det */
static inline spread finish(spread num, spread x, const int16_t *zeta, int16x8_t dinv)
{
    const int16x8_t dq = qinv(dinv);
    spread out;
    unsigned k;
    (void)x;
    (void)zeta;
    for (k = 0; k < D; k++) {
        out.val[k] = mont(num.val[k], dinv, dq);
    }
    return out;
}
#endif

#define STEPS (BLOCKS / 16)

uint32_t ntruplus_baseinv_neon(ntruplus_poly *r, const ntruplus_poly *a)
{
    int16_t det[BLOCKS], prefix[BLOCKS];
    uint16x8_t zero = vdupq_n_u16(0);
    int16x8_t inv0, inv1;
    unsigned g, s;

    /* numerators (kept in r) and determinants, 8 blocks at a time; a
       determinant of 0 becomes 1 (and is reported) */
    for (g = 0; g < BLOCKS / 8; g++) {
        spread num;
        int16x8_t d = numerators(&num, spread_ld(a->c + GLEN * g), ntruplus_block_zetas + 8 * g);
        uint16x8_t z = vceqzq_s16(d);
        zero = vorrq_u16(zero, z);
        vst1q_s16(det + 8 * g, sub(d, vreinterpretq_s16_u16(z)));
        spread_st(r->c + GLEN * g, num);
    }
    /* 16 chains: prefix products, one inversion per lane, unwinding */
    vst1q_s16(prefix, vld1q_s16(det));
    vst1q_s16(prefix + 8, vld1q_s16(det + 8));
    for (s = 1; s < STEPS; s++) {
        vst1q_s16(prefix + 16 * s, M(vld1q_s16(prefix + 16 * (s - 1)), vld1q_s16(det + 16 * s)));
        vst1q_s16(prefix + 16 * s + 8,
                  M(vld1q_s16(prefix + 16 * (s - 1) + 8), vld1q_s16(det + 16 * s + 8)));
    }
    inv0 = inv_mont(vld1q_s16(prefix + 16 * (STEPS - 1)));
    inv1 = inv_mont(vld1q_s16(prefix + 16 * (STEPS - 1) + 8));
    for (s = STEPS - 1; s > 0; s--) {
        int16x8_t d0 = vld1q_s16(det + 16 * s), d1 = vld1q_s16(det + 16 * s + 8);
        vst1q_s16(det + 16 * s, M(inv0, vld1q_s16(prefix + 16 * (s - 1))));
        vst1q_s16(det + 16 * s + 8, M(inv1, vld1q_s16(prefix + 16 * (s - 1) + 8)));
        inv0 = M(inv0, d0);
        inv1 = M(inv1, d1);
    }
    vst1q_s16(det, inv0);
    vst1q_s16(det + 8, inv1);
    /* det now stands for R^2 / det; times R^-1, centred; then the inverses */
    for (g = 0; g < BLOCKS / 8; g++) {
        int16x8_t dinv = centre(ntruplus_neon_mont_n(vld1q_s16(det + 8 * g), NTRUPLUS_RINV,
                                                     ntruplus_neon_qinv_n(NTRUPLUS_RINV)));
        spread_st(r->c + GLEN * g, finish(spread_ld(r->c + GLEN * g), spread_ld(a->c + GLEN * g),
                                          ntruplus_block_zetas + 8 * g, dinv));
    }
    kpqc_zeroize(det, sizeof det);
    kpqc_zeroize(prefix, sizeof prefix);
    return 0u - (uint32_t)(vmaxvq_u16(zero) >> 15);
}
