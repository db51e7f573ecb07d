/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE NTT, inverse NTT and pointwise products with NEON, four int32
 * coefficients a vector, bit-identical to ntt.c.
 *
 * Montgomery products. For x z with |x z| < 2^31 q write x z = H 2^32 + L
 * and m q = H' 2^32 + L, m = x z q^-1 mod 2^32 (signed): the portable
 * reduction returns H - H'. SQDMULH gives floor(2 x z / 2^32) = 2H + c with
 * c = floor(2L / 2^32), and the same c for m q, so the halving subtraction
 * of the two SQDMULH results is exactly H - H'. Neither SQDMULH saturates
 * (that needs both operands equal to INT32_MIN; q and the twiddles are
 * small). m itself is x (z q^-1) mod 2^32: one MUL where z is a twiddle.
 *
 * The layers of distance 2 and 1 deinterleave with LD2 (64-bit elements
 * for distance 2, 32-bit for distance 1) so that every butterfly is still
 * lane-wise; the sums and differences are the portable ones, unreduced. */
#include <arm_neon.h>

#include "neon.h"
#include "../../zetas.h"

/* x z 2^-32 mod q in (-q, q); zq = z q^-1 mod 2^32 */
static inline int32x4_t mont_mul(int32x4_t x, int32x4_t z, int32x4_t zq)
{
    const int32x4_t q = vdupq_n_s32(HAETAE_Q);
    int32x4_t m = vmulq_s32(x, zq);
    return vhsubq_s32(vqdmulhq_s32(x, z), vqdmulhq_s32(m, q));
}

static inline int32x4_t times_qinv(int32x4_t z)
{
    return vreinterpretq_s32_u32(vmulq_u32(vreinterpretq_u32_s32(z), vdupq_n_u32(HAETAE_QINV)));
}

/* v in reverse lane order */
static inline int32x4_t reversed4(int32x4_t v)
{
    const int32x4_t r = vrev64q_s32(v);
    return vextq_s32(r, r, 2);
}

/* {z[3], z[2], z[1], z[0]} */
static inline int32x4_t reversed(const int32_t *z)
{
    int32x4_t v = vrev64q_s32(vld1q_s32(z));
    return vextq_s32(v, v, 2);
}

/* x z 2^-32 mod q with z lane l of Z, ZQ = Z q^-1 mod 2^32 (by-element
 * multiplies: the lane must be a constant). */
#define MONT_L(x, Z, ZQ, l)                 \
    vhsubq_s32(vqdmulhq_laneq_s32(x, Z, l), \
               vqdmulhq_s32(vmulq_laneq_s32(x, ZQ, l), vdupq_n_s32(HAETAE_Q)))

/* Forward (Cooley-Tukey) and inverse (Gentleman-Sande) butterflies with
 * twiddle zeta_k, k = 4 i + l: Z[i], ZQ[i] hold twiddles 4 i .. 4 i + 3. */
#define FWD(x, y, k)                                                      \
    do {                                                                  \
        const int32x4_t t_ = MONT_L(y, Z[(k) / 4], ZQ[(k) / 4], (k) % 4); \
        y = vsubq_s32(x, t_);                                             \
        x = vaddq_s32(x, t_);                                             \
    } while (0)
#define INV(x, y, k)                                      \
    do {                                                  \
        const int32x4_t d_ = vsubq_s32(x, y);             \
        x = vaddq_s32(x, y);                              \
        y = MONT_L(d_, Z[(k) / 4], ZQ[(k) / 4], (k) % 4); \
    } while (0)

/* Lane-wise butterflies with one twiddle vector z (zq = z q^-1). */
static inline void fwd_v(int32x4_t *x, int32x4_t *y, int32x4_t z, int32x4_t zq)
{
    const int32x4_t t = mont_mul(*y, z, zq);
    *y = vsubq_s32(*x, t);
    *x = vaddq_s32(*x, t);
}

static inline void inv_v(int32x4_t *x, int32x4_t *y, int32x4_t z, int32x4_t zq)
{
    const int32x4_t d = vsubq_s32(*x, *y);
    *x = vaddq_s32(*x, *y);
    *y = mont_mul(d, z, zq);
}

/* 4 x 4 transpose: lane j of v[i] <-> lane i of v[j]. */
static inline void transpose4(int32x4_t v[4])
{
    const int32x4_t t0 = vtrn1q_s32(v[0], v[1]), t1 = vtrn2q_s32(v[0], v[1]);
    const int32x4_t t2 = vtrn1q_s32(v[2], v[3]), t3 = vtrn2q_s32(v[2], v[3]);
    v[0] = vreinterpretq_s32_s64(vtrn1q_s64(vreinterpretq_s64_s32(t0), vreinterpretq_s64_s32(t2)));
    v[2] = vreinterpretq_s32_s64(vtrn2q_s64(vreinterpretq_s64_s32(t0), vreinterpretq_s64_s32(t2)));
    v[1] = vreinterpretq_s32_s64(vtrn1q_s64(vreinterpretq_s64_s32(t1), vreinterpretq_s64_s32(t3)));
    v[3] = vreinterpretq_s32_s64(vtrn2q_s64(vreinterpretq_s64_s32(t1), vreinterpretq_s64_s32(t3)));
}

/* The NTT in two passes of four layers each, every butterfly the portable
 * one (same twiddle, same unreduced sum and difference):
 *  1. distances 128 .. 16 on the sixteen vectors c[o + 16 m], m = 0..15,
 *     for each column o = 0, 4, 8, 12 (twiddles 1 .. 15 by element);
 *  2. distances 8 and 4 on each block of 16 coefficients as four vectors,
 *     then, transposed (lane l of vector i is coefficient 4 l + i),
 *     distances 2 and 1 lane-wise (twiddles 64 + 4 b + l, and 128 + 8 b +
 *     2 l (+ 1) through LD2), stored back by ST4.
 * The data stay in registers across the layers of a pass, and the
 * butterflies of a layer are independent, so their multiply chains
 * overlap. */
void haetae_ntt_neon(haetae_poly *a)
{
    int32_t *c = a->c;
    int32x4_t Z[4], ZQ[4];
    unsigned o, b, m;
    for (m = 0; m < 4; m++) {
        Z[m] = vld1q_s32(haetae_zetas + 4 * m);
        ZQ[m] = times_qinv(Z[m]);
    }
    for (o = 0; o < 16; o += 4) {
        int32x4_t v[16];
        for (m = 0; m < 16; m++) {
            v[m] = vld1q_s32(c + o + 16 * m);
        }
        FWD(v[0], v[8], 1);
        FWD(v[1], v[9], 1);
        FWD(v[2], v[10], 1);
        FWD(v[3], v[11], 1);
        FWD(v[4], v[12], 1);
        FWD(v[5], v[13], 1);
        FWD(v[6], v[14], 1);
        FWD(v[7], v[15], 1);
        FWD(v[0], v[4], 2);
        FWD(v[1], v[5], 2);
        FWD(v[2], v[6], 2);
        FWD(v[3], v[7], 2);
        FWD(v[8], v[12], 3);
        FWD(v[9], v[13], 3);
        FWD(v[10], v[14], 3);
        FWD(v[11], v[15], 3);
        FWD(v[0], v[2], 4);
        FWD(v[1], v[3], 4);
        FWD(v[4], v[6], 5);
        FWD(v[5], v[7], 5);
        FWD(v[8], v[10], 6);
        FWD(v[9], v[11], 6);
        FWD(v[12], v[14], 7);
        FWD(v[13], v[15], 7);
        FWD(v[0], v[1], 8);
        FWD(v[2], v[3], 9);
        FWD(v[4], v[5], 10);
        FWD(v[6], v[7], 11);
        FWD(v[8], v[9], 12);
        FWD(v[10], v[11], 13);
        FWD(v[12], v[13], 14);
        FWD(v[14], v[15], 15);
        for (m = 0; m < 16; m++) {
            vst1q_s32(c + o + 16 * m, v[m]);
        }
    }
    for (b = 0; b < HAETAE_N / 16; b++) {
        int32_t *p = c + 16 * b;
        int32x4_t v[4], z, z2;
        int32x4x2_t zz;
        int32x4x4_t w;
        v[0] = vld1q_s32(p);
        v[1] = vld1q_s32(p + 4);
        v[2] = vld1q_s32(p + 8);
        v[3] = vld1q_s32(p + 12);
        z = vdupq_n_s32(haetae_zetas[16 + b]);
        fwd_v(&v[0], &v[2], z, times_qinv(z));
        fwd_v(&v[1], &v[3], z, times_qinv(z));
        z = vdupq_n_s32(haetae_zetas[32 + 2 * b]);
        z2 = vdupq_n_s32(haetae_zetas[33 + 2 * b]);
        fwd_v(&v[0], &v[1], z, times_qinv(z));
        fwd_v(&v[2], &v[3], z2, times_qinv(z2));
        transpose4(v);
        z = vld1q_s32(haetae_zetas + 64 + 4 * b);
        fwd_v(&v[0], &v[2], z, times_qinv(z));
        fwd_v(&v[1], &v[3], z, times_qinv(z));
        zz = vld2q_s32(haetae_zetas + 128 + 8 * b);
        fwd_v(&v[0], &v[1], zz.val[0], times_qinv(zz.val[0]));
        fwd_v(&v[2], &v[3], zz.val[1], times_qinv(zz.val[1]));
        w.val[0] = v[0];
        w.val[1] = v[1];
        w.val[2] = v[2];
        w.val[3] = v[3];
        vst4q_s32(p, w);
    }
}

/* The inverse in the mirrored passes, with the negated twiddles of the
 * portable code (distance 1: pair P takes -zeta[255 - P]; distance 2:
 * group G of 4 takes -zeta[127 - G]; distance 4 .. 128: block B takes
 * -zeta[N / len - 1 - B]), and the final factor folded into the second
 * pass. */
void haetae_invntt_tomont_neon(haetae_poly *a)
{
    int32_t *c = a->c;
    const int32x4_t f = vdupq_n_s32(HAETAE_INVNTT_F);
    const int32x4_t fq = times_qinv(f);
    int32x4_t Z[4], ZQ[4];
    unsigned o, b, m;
    for (b = 0; b < HAETAE_N / 16; b++) {
        int32_t *p = c + 16 * b;
        int32x4x4_t w = vld4q_s32(p);
        int32x4x2_t zz = vld2q_s32(haetae_zetas + 248 - 8 * b);
        int32x4_t v[4], z, z2;
        v[0] = w.val[0];
        v[1] = w.val[1];
        v[2] = w.val[2];
        v[3] = w.val[3];
        /* lane l: pairs 8 b + 2 l and 8 b + 2 l + 1 */
        z = vnegq_s32(reversed4(zz.val[1]));
        z2 = vnegq_s32(reversed4(zz.val[0]));
        inv_v(&v[0], &v[1], z, times_qinv(z));
        inv_v(&v[2], &v[3], z2, times_qinv(z2));
        /* lane l: group 4 b + l */
        z = vnegq_s32(reversed(haetae_zetas + 124 - 4 * b));
        inv_v(&v[0], &v[2], z, times_qinv(z));
        inv_v(&v[1], &v[3], z, times_qinv(z));
        transpose4(v);
        z = vdupq_n_s32(-haetae_zetas[63 - 2 * b]);
        z2 = vdupq_n_s32(-haetae_zetas[62 - 2 * b]);
        inv_v(&v[0], &v[1], z, times_qinv(z));
        inv_v(&v[2], &v[3], z2, times_qinv(z2));
        z = vdupq_n_s32(-haetae_zetas[31 - b]);
        inv_v(&v[0], &v[2], z, times_qinv(z));
        inv_v(&v[1], &v[3], z, times_qinv(z));
        vst1q_s32(p, v[0]);
        vst1q_s32(p + 4, v[1]);
        vst1q_s32(p + 8, v[2]);
        vst1q_s32(p + 12, v[3]);
    }
    for (m = 0; m < 4; m++) {
        Z[m] = vnegq_s32(vld1q_s32(haetae_zetas + 4 * m));
        ZQ[m] = times_qinv(Z[m]);
    }
    for (o = 0; o < 16; o += 4) {
        int32x4_t v[16];
        for (m = 0; m < 16; m++) {
            v[m] = vld1q_s32(c + o + 16 * m);
        }
        INV(v[0], v[1], 15);
        INV(v[2], v[3], 14);
        INV(v[4], v[5], 13);
        INV(v[6], v[7], 12);
        INV(v[8], v[9], 11);
        INV(v[10], v[11], 10);
        INV(v[12], v[13], 9);
        INV(v[14], v[15], 8);
        INV(v[0], v[2], 7);
        INV(v[1], v[3], 7);
        INV(v[4], v[6], 6);
        INV(v[5], v[7], 6);
        INV(v[8], v[10], 5);
        INV(v[9], v[11], 5);
        INV(v[12], v[14], 4);
        INV(v[13], v[15], 4);
        INV(v[0], v[4], 3);
        INV(v[1], v[5], 3);
        INV(v[2], v[6], 3);
        INV(v[3], v[7], 3);
        INV(v[8], v[12], 2);
        INV(v[9], v[13], 2);
        INV(v[10], v[14], 2);
        INV(v[11], v[15], 2);
        INV(v[0], v[8], 1);
        INV(v[1], v[9], 1);
        INV(v[2], v[10], 1);
        INV(v[3], v[11], 1);
        INV(v[4], v[12], 1);
        INV(v[5], v[13], 1);
        INV(v[6], v[14], 1);
        INV(v[7], v[15], 1);
        for (m = 0; m < 16; m++) {
            vst1q_s32(c + o + 16 * m, mont_mul(v[m], f, fq));
        }
    }
}

/* a b 2^-32 mod q for any a, b with |a b| < 2^31 q */
static inline int32x4_t mont_prod(int32x4_t x, int32x4_t y)
{
    return mont_mul(x, y, times_qinv(y));
}

/* Four vectors per iteration, all loads before the stores, so that the
 * products' chains overlap. */
void haetae_poly_pointwise_montgomery_neon(haetae_poly *r, const haetae_poly *a,
                                           const haetae_poly *b)
{
    unsigned i, u;
    for (i = 0; i < HAETAE_N; i += 16) {
        int32x4_t p[4];
        for (u = 0; u < 4; u++) {
            p[u] = mont_prod(vld1q_s32(a->c + i + 4 * u), vld1q_s32(b->c + i + 4 * u));
        }
        for (u = 0; u < 4; u++) {
            vst1q_s32(r->c + i + 4 * u, p[u]);
        }
    }
}

void haetae_poly_pointwise_acc_montgomery_neon(haetae_poly *r, const haetae_poly *a,
                                               const haetae_poly *b)
{
    unsigned i, u;
    for (i = 0; i < HAETAE_N; i += 16) {
        int32x4_t p[4];
        for (u = 0; u < 4; u++) {
            p[u] = vaddq_s32(vld1q_s32(r->c + i + 4 * u),
                             mont_prod(vld1q_s32(a->c + i + 4 * u), vld1q_s32(b->c + i + 4 * u)));
        }
        for (u = 0; u < 4; u++) {
            vst1q_s32(r->c + i + 4 * u, p[u]);
        }
    }
}
