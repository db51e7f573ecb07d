/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* dGaussian (gaussian.c) with NEON, bit for bit.
 *
 * A group of eight coefficients has ten bytes, byte w holding bit x_w of
 * the eight coefficients (coefficient t in bit t). Bytes 0..7 of a group
 * are an 8 x 8 bit matrix; transposing it (three delta swaps on a 64-bit
 * lane, two groups per vector) gives coefficient t its bits x0..x7 in byte
 * t. Widened to 16 bits, with x8 added from byte 8 (CMTST of the broadcast
 * byte against 1, 2, ..., 128), each lane holds the 9-bit integer v, and
 * |e| = [v >= 191] + [v >= 438] + [v >= 505] is three comparisons, each
 * all ones (-1) where true. Byte 9 gives the signs the same way; a
 * negative lane is negated as (|e| ^ 0xFFFF) + 1, which leaves 0 alone,
 * as in the portable code. */
#include <arm_neon.h>

#include "../../smaugt.h"
#include "neon.h"

#define DG_BITS 10

/* row w (byte w) of each 64-bit lane becomes column w (bit w of each byte) */
static inline uint64x2_t transpose_bits8(uint64x2_t x)
{
    uint64x2_t t;
    t = vandq_u64(veorq_u64(x, vshrq_n_u64(x, 7)), vdupq_n_u64(UINT64_C(0x00AA00AA00AA00AA)));
    x = veorq_u64(veorq_u64(x, t), vshlq_n_u64(t, 7));
    t = vandq_u64(veorq_u64(x, vshrq_n_u64(x, 14)), vdupq_n_u64(UINT64_C(0x0000CCCC0000CCCC)));
    x = veorq_u64(veorq_u64(x, t), vshlq_n_u64(t, 14));
    t = vandq_u64(veorq_u64(x, vshrq_n_u64(x, 28)), vdupq_n_u64(UINT64_C(0x00000000F0F0F0F0)));
    return veorq_u64(veorq_u64(x, t), vshlq_n_u64(t, 28));
}

/* the group's coefficients from the low bits v (x0..x7 in each lane) and
   its bytes 8 and 9 */
static inline uint16x8_t group_values(uint16x8_t v, uint8_t byte8, uint8_t byte9,
                                      const uint16x8_t bit)
{
    const uint16x8_t x8 = vtstq_u16(vdupq_n_u16(byte8), bit);
    const uint16x8_t neg = vtstq_u16(vdupq_n_u16(byte9), bit);
    uint16x8_t minus_mag;
    v = vorrq_u16(v, vandq_u16(x8, vdupq_n_u16(0x100)));
    /* -|e|: each comparison is -1 where it holds */
    minus_mag = vaddq_u16(vaddq_u16(vcgeq_u16(v, vdupq_n_u16(191)), vcgeq_u16(v, vdupq_n_u16(438))),
                          vcgeq_u16(v, vdupq_n_u16(505)));
    /* |e| where positive, -|e| where negative: (m ^ n) - n with m = -|e|,
       n = ~neg gives -m = |e| for n = -1 and m for n = 0 */
    {
        const uint16x8_t n = vmvnq_u16(neg);
        return vsubq_u16(veorq_u16(minus_mag, n), n);
    }
}

void smaugt_gaussian_bits_neon(smaugt_poly *e, const uint8_t buf[SMAUGT_DG_BYTES])
{
    static const uint16_t bit_of_lane[8] = {1, 2, 4, 8, 16, 32, 64, 128};
    const uint16x8_t bit = vld1q_u16(bit_of_lane);
    unsigned g;
    for (g = 0; g < SMAUGT_N / 8; g += 2) {
        const uint8_t *b = buf + DG_BITS * g;
        const uint64x2_t rows = vreinterpretq_u64_u8(vcombine_u8(vld1_u8(b), vld1_u8(b + DG_BITS)));
        const uint8x16_t low = vreinterpretq_u8_u64(transpose_bits8(rows));
        vst1q_u16(&e->c[8 * g], group_values(vmovl_u8(vget_low_u8(low)), b[8], b[9], bit));
        vst1q_u16(&e->c[8 * g + 8],
                  group_values(vmovl_high_u8(low), b[DG_BITS + 8], b[DG_BITS + 9], bit));
    }
}
