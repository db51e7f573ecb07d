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

/* {z[0], z[0], z[1], z[1]} */
static inline int32x4_t pairs(const int32_t *z)
{
    int32x4_t v = vcombine_s32(vld1_s32(z), vld1_s32(z));
    return vzip1q_s32(v, v);
}

/* {z[3], z[2], z[1], z[0]} */
static inline int32x4_t reversed(const int32_t *z)
{
    int32x4_t v = vrev64q_s32(vld1q_s32(z));
    return vextq_s32(v, v, 2);
}

/* One forward butterfly on the vectors at c + j and c + j + len. */
static inline void fwd(int32_t *c, unsigned j, unsigned len, int32_t zeta)
{
    const int32x4_t z = vdupq_n_s32(zeta);
    int32x4_t x = vld1q_s32(c + j);
    int32x4_t t = mont_mul(vld1q_s32(c + j + len), z, times_qinv(z));
    vst1q_s32(c + j + len, vsubq_s32(x, t));
    vst1q_s32(c + j, vaddq_s32(x, t));
}

/* The layers of distance len >= 4 run four independent butterflies per
 * loop iteration (the 32 vector butterflies of a layer in index order i:
 * block i / (len / 4), its twiddle k + 1 + block), so that their multiply
 * chains overlap on an in-order-issue core such as the Cortex-A72. */
void haetae_ntt_neon(haetae_poly *a)
{
    int32_t *c = a->c;
    unsigned len, i, j, k = 0;
    for (len = HAETAE_N / 2; len >= 4; len >>= 1) {
        const unsigned per = len / 4; /* vector butterflies per block */
        for (i = 0; i < HAETAE_N / 8; i += 4) {
            unsigned u;
            for (u = 0; u < 4; u++) {
                const unsigned b = (i + u) / per;
                fwd(c, 2 * len * b + 4 * ((i + u) % per), len, haetae_zetas[k + 1 + b]);
            }
        }
        k += HAETAE_N / (2 * len);
    }
    /* distance 2: blocks of 4, twiddles k+1, k+2 for each 8 coefficients */
    for (j = 0; j < HAETAE_N; j += 8) {
        int64x2x2_t v = vld2q_s64((const int64_t *)(const void *)(c + j));
        const int32x4_t z = pairs(haetae_zetas + k + 1);
        int32x4_t x = vreinterpretq_s32_s64(v.val[0]);
        int32x4_t t = mont_mul(vreinterpretq_s32_s64(v.val[1]), z, times_qinv(z));
        v.val[0] = vreinterpretq_s64_s32(vaddq_s32(x, t));
        v.val[1] = vreinterpretq_s64_s32(vsubq_s32(x, t));
        vst2q_s64((int64_t *)(void *)(c + j), v);
        k += 2;
    }
    /* distance 1: blocks of 2, twiddles k+1 .. k+4 for each 8 coefficients */
    for (j = 0; j < HAETAE_N; j += 8) {
        int32x4x2_t v = vld2q_s32(c + j);
        const int32x4_t z = vld1q_s32(haetae_zetas + k + 1);
        int32x4_t t = mont_mul(v.val[1], z, times_qinv(z));
        int32x4_t x = v.val[0];
        v.val[0] = vaddq_s32(x, t);
        v.val[1] = vsubq_s32(x, t);
        vst2q_s32(c + j, v);
        k += 4;
    }
}

void haetae_invntt_tomont_neon(haetae_poly *a)
{
    int32_t *c = a->c;
    unsigned len, start, j, k = HAETAE_N;
    /* distance 1: blocks b .. b+3 take -zeta[k-1], ..., -zeta[k-4] */
    for (j = 0; j < HAETAE_N; j += 8) {
        int32x4x2_t v = vld2q_s32(c + j);
        const int32x4_t z = vnegq_s32(reversed(haetae_zetas + k - 4));
        int32x4_t x = v.val[0];
        v.val[0] = vaddq_s32(x, v.val[1]);
        v.val[1] = mont_mul(vsubq_s32(x, v.val[1]), z, times_qinv(z));
        vst2q_s32(c + j, v);
        k -= 4;
    }
    /* distance 2: -zeta[k-1], -zeta[k-2], each twice */
    for (j = 0; j < HAETAE_N; j += 8) {
        int64x2x2_t v = vld2q_s64((const int64_t *)(const void *)(c + j));
        int32x4_t z = pairs(haetae_zetas + k - 2);
        int32x4_t x = vreinterpretq_s32_s64(v.val[0]);
        int32x4_t y = vreinterpretq_s32_s64(v.val[1]);
        z = vnegq_s32(vextq_s32(z, z, 2));
        v.val[0] = vreinterpretq_s64_s32(vaddq_s32(x, y));
        v.val[1] = vreinterpretq_s64_s32(mont_mul(vsubq_s32(x, y), z, times_qinv(z)));
        vst2q_s64((int64_t *)(void *)(c + j), v);
        k -= 2;
    }
    for (len = 4; len < HAETAE_N; len <<= 1) {
        for (start = 0; start < HAETAE_N; start += 2 * len) {
            const int32x4_t z = vdupq_n_s32(-haetae_zetas[--k]);
            const int32x4_t zq = times_qinv(z);
            for (j = start; j < start + len; j += 4) {
                int32x4_t x = vld1q_s32(c + j);
                int32x4_t y = vld1q_s32(c + j + len);
                vst1q_s32(c + j, vaddq_s32(x, y));
                vst1q_s32(c + j + len, mont_mul(vsubq_s32(x, y), z, zq));
            }
        }
    }
    {
        const int32x4_t f = vdupq_n_s32(HAETAE_INVNTT_F);
        const int32x4_t fq = times_qinv(f);
        for (j = 0; j < HAETAE_N; j += 4) {
            vst1q_s32(c + j, mont_mul(vld1q_s32(c + j), f, fq));
        }
    }
}

/* a b 2^-32 mod q for any a, b with |a b| < 2^31 q */
static inline int32x4_t mont_prod(int32x4_t x, int32x4_t y)
{
    return mont_mul(x, y, times_qinv(y));
}

void haetae_poly_pointwise_montgomery_neon(haetae_poly *r, const haetae_poly *a,
                                           const haetae_poly *b)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i += 4) {
        vst1q_s32(r->c + i, mont_prod(vld1q_s32(a->c + i), vld1q_s32(b->c + i)));
    }
}

void haetae_poly_pointwise_acc_montgomery_neon(haetae_poly *r, const haetae_poly *a,
                                               const haetae_poly *b)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i += 4) {
        int32x4_t p = mont_prod(vld1q_s32(a->c + i), vld1q_s32(b->c + i));
        vst1q_s32(r->c + i, vaddq_s32(vld1q_s32(r->c + i), p));
    }
}
