/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ arithmetic in the NTT domain with NEON, bit-identical to
 * basemul.c. As there, blocks are spread so that coefficient k of eight
 * consecutive blocks sits in vector k -- here by one LD4 (D = 4) or LD3
 * (D = 3) -- and every step is one lane-wise operation with the same
 * Montgomery products, sums and Barrett reductions; ST4 / ST3 gather the
 * result. The block twiddles are then eight consecutive entries of
 * ntruplus_block_zetas. */
#include "arith_neon.h"
#include "neon.h"
#include "../../zetas.h"

#define D      NTRUPLUS_D
#define BLOCKS (NTRUPLUS_N / D)
#define GLEN   (8 * D) /* coefficients per group of 8 blocks */
_Static_assert(BLOCKS % 8 == 0, "groups of 8 blocks tile the polynomial");

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
