/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE public-key fields with NEON: the first column of A1 from the
 * packed b (matrix.c) and the canonical-key check (pack.c), bit-identical
 * to the portable code. Eight fields a step: 15-bit fields (modes 2, 3)
 * are gathered from the 15 bytes of a group by TBL (three bytes per field,
 * a zero fourth), shifted right per lane by USHL and masked; 16-bit fields
 * (mode 5) are widened. Public data. */
#include <arm_neon.h>
#include <string.h>

#include "neon.h"

/* Fields 8 j .. 8 j + 3 (f[0]) and 8 j + 4 .. 8 j + 7 (f[1]) of a packed
 * poly_q. */
static inline void fields8(uint32x4_t f[2], const uint8_t packed[HAETAE_POLYQ_PACKEDBYTES],
                           unsigned j)
{
#if HAETAE_POLYQ_PACKEDBYTES == HAETAE_N * 15 / 8
    /* field k of the group starts at bit 15 k: byte 15 k / 8, shift 15 k % 8 */
    static const uint8_t idx[2][16] = {
        {0, 1, 2, 0xFF, 1, 2, 3, 0xFF, 3, 4, 5, 0xFF, 5, 6, 7, 0xFF},
        {7, 8, 9, 0xFF, 9, 10, 11, 0xFF, 11, 12, 13, 0xFF, 13, 14, 15, 0xFF}};
    static const int32_t shift[2][4] = {{0, -7, -6, -5}, {-4, -3, -2, -1}};
    const uint32x4_t mask = vdupq_n_u32(0x7FFF);
    uint8_t last[16];
    const uint8_t *p = packed + 15 * j;
    uint8x16_t bytes;
    int h;
    if (j == HAETAE_N / 8 - 1) {
        /* the group's 15 bytes end the poly (and maybe the key): copy them */
        memcpy(last, p, 15);
        last[15] = 0;
        p = last;
    }
    bytes = vld1q_u8(p);
    for (h = 0; h < 2; h++) {
        const uint32x4_t v = vreinterpretq_u32_u8(vqtbl1q_u8(bytes, vld1q_u8(idx[h])));
        f[h] = vandq_u32(vshlq_u32(v, vld1q_s32(shift[h])), mask);
    }
#else
    _Static_assert(HAETAE_POLYQ_PACKEDBYTES == HAETAE_N * 2, "16-bit fields");
    const uint16x8_t v = vreinterpretq_u16_u8(vld1q_u8(packed + 16 * j)); /* little-endian */
    f[0] = vmovl_u16(vget_low_u16(v));
    f[1] = vmovl_high_u16(v);
#endif
}

void haetae_a1_col0_neon(haetae_poly *a, const uint8_t packed_b[HAETAE_POLYQ_PACKEDBYTES])
{
    unsigned j;
    int h;
    for (j = 0; j < HAETAE_N / 8; j++) {
        uint32x4_t b[2];
        fields8(b, packed_b, j);
        for (h = 0; h < 2; h++) {
            int32_t *p = a->c + 8 * j + 4 * h;
#if HAETAE_ROUNDED_VK
            /* 2 (a - 2 b) */
            const int32x4_t v = vld1q_s32(p);
            vst1q_s32(p, vshlq_n_s32(vsubq_s32(v, vreinterpretq_s32_u32(vshlq_n_u32(b[h], 1))), 1));
#else
            vst1q_s32(p, vreinterpretq_s32_u32(b[h]));
#endif
        }
    }
}

int haetae_pk_is_canonical_neon(const uint8_t pk[HAETAE_PK_BYTES])
{
#if HAETAE_ROUNDED_VK
    const uint32x4_t max = vdupq_n_u32((HAETAE_Q - 1) / 2);
#else
    const uint32x4_t max = vdupq_n_u32(HAETAE_Q - 1);
#endif
    uint32x4_t bad = vdupq_n_u32(0);
    unsigned i, j;
    for (i = 0; i < HAETAE_K; i++) {
        for (j = 0; j < HAETAE_N / 8; j++) {
            uint32x4_t f[2];
            fields8(f, pk + HAETAE_PK_B_OFFSET(i), j);
            bad = vorrq_u32(bad, vorrq_u32(vcgtq_u32(f[0], max), vcgtq_u32(f[1], max)));
        }
    }
    return vmaxvq_u32(bad) == 0;
}
