/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE coefficient reductions and the squared norm with NEON, four int32
 * lanes a vector, bit-identical to reduce.h and poly.c for every int32
 * input.
 *
 * The Barrett quotient floor(a B / 2^32) is SQDMULH (floor(2 a B / 2^32),
 * never saturating since B > 0 is not INT32_MIN) shifted right by one:
 * floor(floor(x / 2^31) / 2) = floor(x / 2^32). The remainder a - t q is
 * formed modulo 2^32 with MLS, which is what the portable code's truncation
 * of its 64-bit value gives. The sign masks and conditional subtractions
 * are the portable ones, lane by lane. */
#include <arm_neon.h>

#include "fips202.h"
#include "neon.h"

/* a - m if a >= m, else a */
static inline int32x4_t csub(int32x4_t a, int32x4_t m)
{
    return vsubq_s32(a, vbicq_s32(m, vshrq_n_s32(vsubq_s32(a, m), 31)));
}

/* a + m if a < 0, else a */
static inline int32x4_t cadd(int32x4_t a, int32x4_t m)
{
    return vaddq_s32(a, vandq_s32(m, vshrq_n_s32(a, 31)));
}

static inline int32x4_t barrett(int32x4_t a, int32_t b, int32_t m)
{
    int32x4_t t = vshrq_n_s32(vqdmulhq_s32(a, vdupq_n_s32(b)), 1);
    return vmlsq_s32(a, t, vdupq_n_s32(m));
}

static inline int32x4_t freeze(int32x4_t a)
{
    const int32x4_t q = vdupq_n_s32(HAETAE_Q);
    int32x4_t r = barrett(a, 66575, HAETAE_Q);
    return csub(cadd(r, vaddq_s32(q, q)), q);
}

static inline int32x4_t freeze2q(int32x4_t a)
{
    const int32x4_t dq = vdupq_n_s32(HAETAE_DQ);
    int32x4_t r = barrett(a, 33287, HAETAE_DQ);
    return csub(cadd(r, vaddq_s32(dq, dq)), dq);
}

static inline int32x4_t reduce2q(int32x4_t a)
{
    const int32x4_t q = vdupq_n_s32(HAETAE_Q);
    const int32x4_t dq = vdupq_n_s32(HAETAE_DQ);
    int32x4_t r = freeze2q(a);
    return vsubq_s32(r, vbicq_s32(dq, vshrq_n_s32(vsubq_s32(r, q), 31)));
}

/* a[i] = f(a[i]), four vectors per iteration: all loads before the stores,
 * so that the four chains overlap. */
#define MAP4(a, f)                                                                               \
    do {                                                                                         \
        unsigned i_;                                                                             \
        for (i_ = 0; i_ < HAETAE_N; i_ += 16) {                                                  \
            const int32x4_t v0_ = vld1q_s32((a)->c + i_), v1_ = vld1q_s32((a)->c + i_ + 4);      \
            const int32x4_t v2_ = vld1q_s32((a)->c + i_ + 8), v3_ = vld1q_s32((a)->c + i_ + 12); \
            vst1q_s32((a)->c + i_, f(v0_));                                                      \
            vst1q_s32((a)->c + i_ + 4, f(v1_));                                                  \
            vst1q_s32((a)->c + i_ + 8, f(v2_));                                                  \
            vst1q_s32((a)->c + i_ + 12, f(v3_));                                                 \
        }                                                                                        \
    } while (0)

void haetae_poly_freeze_neon(haetae_poly *a)
{
    MAP4(a, freeze);
}

void haetae_poly_freeze2q_neon(haetae_poly *a)
{
    MAP4(a, freeze2q);
}

void haetae_poly_reduce2q_neon(haetae_poly *a)
{
    MAP4(a, reduce2q);
}

/* The sum of squares modulo 2^64: SMULL / SMLAL2 give each square exactly
 * (below 2^62) and add it to a 64-bit lane modulo 2^64, as the portable
 * uint64_t sum does; two accumulators for the low and high halves. */
uint64_t haetae_poly_sqnorm2_neon(const haetae_poly *a)
{
    int64x2_t lo = vdupq_n_s64(0), hi = vdupq_n_s64(0);
    unsigned i;
    for (i = 0; i < HAETAE_N; i += 4) {
        int32x4_t v = vld1q_s32(a->c + i);
        lo = vmlal_s32(lo, vget_low_s32(v), vget_low_s32(v));
        hi = vmlal_high_s32(hi, v, v);
    }
    return vaddvq_u64(vaddq_u64(vreinterpretq_u64_s64(lo), vreinterpretq_u64_s64(hi)));
}

/* RejUniform: eight words at a time, widened and stored at once when all
 * are below q (probability (q / 2^16)^8 = 0.88), one by one otherwise;
 * the tail word by word. Same words, same order, same stop as the portable
 * loop. The words are public (the matrix A), so the branches are too. */
static inline unsigned rej_word(int32_t *r, unsigned ctr, const uint8_t *p)
{
    const uint32_t v = (uint32_t)p[0] | ((uint32_t)p[1] << 8);
    if (v < HAETAE_Q) {
        r[ctr++] = (int32_t)v;
    }
    return ctr;
}

unsigned haetae_rej_uniform_neon(int32_t *r, unsigned len, const uint8_t *buf, unsigned buflen)
{
    const uint16x8_t q = vdupq_n_u16((uint16_t)HAETAE_Q);
    unsigned ctr = 0, pos = 0, k;
    while (pos + 2 <= buflen && ctr < len) {
        if (pos + 16 <= buflen && ctr + 8 <= len) {
            const uint16x8_t v = vreinterpretq_u16_u8(vld1q_u8(buf + pos)); /* little-endian */
            if (vminvq_u16(vcltq_u16(v, q)) == 0xFFFFu) {
                vst1q_s32(r + ctr, vreinterpretq_s32_u32(vmovl_u16(vget_low_u16(v))));
                vst1q_s32(r + ctr + 4, vreinterpretq_s32_u32(vmovl_high_u16(v)));
                ctr += 8;
            } else {
                for (k = 0; k < 16; k += 2) {
                    ctr = rej_word(r, ctr, buf + pos + k);
                }
            }
            pos += 16;
        } else {
            ctr = rej_word(r, ctr, buf + pos);
            pos += 2;
        }
    }
    return ctr;
}
