/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HWT (hwt.c) with NEON: the bounded integers eight at a time, and the
 * placement with a two-instruction dependency chain.
 *
 * Bounded integers: for i = 0..255 and m = 256 - i, the products w_i * m
 * are formed eight lanes at a time (UMULL/UMULL2 into 32 bits, UZP2 and
 * UZP1 for the high and low halves); a lane whose low half is below
 * 2^16 mod m is a rejection. The positions of the rejections are all the
 * portable sampler lets the running time depend on (it declassifies each
 * test), so they are made public here as well; when there are any, the
 * rejected positions take the spare words in increasing order, as in the
 * portable code.
 *
 * Placement: the count of zeros still to place is sequential (each step
 * depends on the previous decision) and stays scalar, a compare and a
 * conditional subtract per coefficient; the signs and the coefficients
 * are then formed eight at a time. */
#include <arm_neon.h>

#include "ct.h"
#include "ctgrind.h"
#include "../../smaugt.h"
#include "neon.h"

int smaugt_hwt_bounded_neon(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS])
{
    static const uint16_t lane_index[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    const uint16x8_t lane = vld1q_u16(lane_index);
    uint64_t reject[SMAUGT_N / 8];
    uint64_t any = 0;
    unsigned k, i, next = SMAUGT_N;

    for (k = 0; k < SMAUGT_N / 8; k++) {
        /* the words are little-endian, as AArch64 loads them */
        const uint16x8_t w = vreinterpretq_u16_u8(vld1q_u8(buf + 16 * k));
        const uint16x8_t m = vsubq_u16(vdupq_n_u16((uint16_t)(SMAUGT_N - 8 * k)), lane);
        const uint32x4_t p0 = vmull_u16(vget_low_u16(w), vget_low_u16(m));
        const uint32x4_t p1 = vmull_high_u16(w, m);
        const uint16x8_t hi = vuzp2q_u16(vreinterpretq_u16_u32(p0), vreinterpretq_u16_u32(p1));
        const uint16x8_t lo = vuzp1q_u16(vreinterpretq_u16_u32(p0), vreinterpretq_u16_u32(p1));
        const uint16x8_t rej = vcltq_u16(lo, vld1q_u16(&smaugt_hwt_threshold[8 * k]));
        vst1q_u16(&x[8 * k], hi);
        /* byte j of reject[k]: 0xFF when lane j is rejected */
        reject[k] = vget_lane_u64(vreinterpret_u64_u8(vmovn_u16(rej)), 0);
        any |= reject[k];
    }
    /* the rejection positions, as the portable sampler reveals them */
    KPQC_CT_PUBLIC(reject, sizeof reject);
    KPQC_CT_PUBLIC(&any, sizeof any);
    if (any == 0) {
        return 0;
    }
    for (i = 0; i < SMAUGT_N; i++) {
        if (((reject[i / 8] >> (8 * (i % 8))) & 1) == 0) {
            continue;
        }
        if (smaugt_hwt_redraw(x, buf, i, &next) != 0) {
            return -1;
        }
    }
    return 0;
}

void smaugt_hwt_place_neon(smaugt_poly *s, const uint16_t x[SMAUGT_N],
                           const uint8_t sign[SMAUGT_HWT_SIGN_BYTES])
{
    /* left[i]: zeros still to place before coefficient i (left[0] = all
       of them); coefficient i is zero exactly when left[i + 1] differs */
    uint16_t left[SMAUGT_N + 8];
    uint32_t zeros = SMAUGT_N - SMAUGT_HS;
    unsigned i, k;

    /* The comparison compiles to CMP and CSET, not a branch: the
       loop-carried chain is the compare and the subtraction. Eight steps
       per iteration, so that the loads and stores take fixed offsets. */
    left[0] = (uint16_t)zeros;
#define STEP(j)                                \
    do {                                       \
        zeros -= (uint32_t)x[i + (j)] < zeros; \
        left[i + (j) + 1] = (uint16_t)zeros;   \
    } while (0)
    for (i = 0; i < SMAUGT_N; i += 8) {
        STEP(0);
        STEP(1);
        STEP(2);
        STEP(3);
        STEP(4);
        STEP(5);
        STEP(6);
        STEP(7);
    }
#undef STEP
    /* coefficients 8k .. 8k + 7: bit (k / 2) mod 8 of sign bytes
       16 (k / 16) + 8 (k mod 2) + 0..7 */
    for (k = 0; k < SMAUGT_N / 8; k++) {
        const uint16x8_t bytes = vmovl_u8(vld1_u8(&sign[16 * (k / 16) + 8 * (k % 2)]));
        const int16x8_t shift = vdupq_n_s16((int16_t)(-(int)((k / 2) % 8)));
        const uint16x8_t bit = vandq_u16(vshlq_u16(bytes, shift), vdupq_n_u16(1));
        /* 2 bit - 1: +1 or -1 */
        const uint16x8_t pm1 = vsubq_u16(vshlq_n_u16(bit, 1), vdupq_n_u16(1));
        const uint16x8_t nonzero = vceqq_u16(vld1q_u16(&left[8 * k]), vld1q_u16(&left[8 * k + 1]));
        vst1q_u16(&s->c[8 * k], vandq_u16(pm1, nonzero));
    }
    kpqc_zeroize(left, sizeof left);
}
