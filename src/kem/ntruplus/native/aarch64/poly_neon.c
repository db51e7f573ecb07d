/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ encodings, samplers and the mod-3 reduction with NEON,
 * bit-identical to pack.c, cbd.c and sotp.c.
 *
 *  - pack / unpack: LD2 / ST2 separate the even and odd coefficients of
 *    32 at a time, LD3 / ST3 the three bytes of each pair, so the 12-bit
 *    fields are shifts and ORs between whole vectors.
 *  - CBD1 and the SOTP: a coefficient is the difference of two bits,
 *    each turned into a lane mask (0 or -1) by CMTST against the lane's
 *    bit after TBL has put its byte in the lane (16 bytes a step); the
 *    last 12 bytes of n = 864 go two at a time, a 16-bit word in every
 *    lane (LD1R). The decoding gathers bits back: each lane's bit ANDed
 *    into a mask, summed across the vector.
 *  - crepmod3: the portable round(u / 3) is (10923 u + 2^14) >> 15, which
 *    is SQRDMULH by 10923 for u in [3, 3459]. */
#include <stddef.h>

#include "arith_neon.h"
#include "ct.h"
#include "neon.h"

#if defined(__AARCH64EB__)
#error "the NTRU+ NEON kernels read bit-strings as little-endian 16-bit words"
#endif

#define N  NTRUPLUS_N
#define MB NTRUPLUS_MSG_BYTES
_Static_assert(N % 32 == 0, "32 coefficients per step");

/* |x| < q -> x mod q in [0, q): as 16-bit unsigned values, x + q (mod
   2^16) is the smaller of x and x + q exactly when x < 0 */
static inline uint16x8_t canonical(int16x8_t x)
{
    uint16x8_t u = vreinterpretq_u16_s16(x);
    return vminq_u16(u, vaddq_u16(u, vdupq_n_u16(NTRUPLUS_Q)));
}

void ntruplus_pack_neon(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a)
{
    unsigned i;
    for (i = 0; i < N; i += 32) {
        int16x8x2_t lo = vld2q_s16(a->c + i), hi = vld2q_s16(a->c + i + 16);
        uint16x8_t e0 = canonical(lo.val[0]), o0 = canonical(lo.val[1]);
        uint16x8_t e1 = canonical(hi.val[0]), o1 = canonical(hi.val[1]);
        uint8x16x3_t b;
        b.val[0] = vmovn_high_u16(vmovn_u16(e0), e1);
        /* the high 4 bits of e, then the low 4 bits of o above them */
        b.val[1] = vsliq_n_u8(vshrn_high_n_u16(vshrn_n_u16(e0, 8), e1, 8),
                              vmovn_high_u16(vmovn_u16(o0), o1), 4);
        b.val[2] = vshrn_high_n_u16(vshrn_n_u16(o0, 4), o1, 4);
        vst3q_u8(out + 3 * i / 2, b);
    }
}

uint32_t ntruplus_unpack_neon(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES])
{
    const uint16x8_t qm1 = vdupq_n_u16(NTRUPLUS_Q - 1);
    uint16x8_t bad = vdupq_n_u16(0);
    unsigned i;
    for (i = 0; i < N; i += 32) {
        uint8x16x3_t b = vld3q_u8(in + 3 * i / 2);
        uint8x16_t mid_lo = vandq_u8(b.val[1], vdupq_n_u8(0x0F)), mid_hi = vshrq_n_u8(b.val[1], 4);
        uint16x8x2_t lo, hi;
        lo.val[0] = vorrq_u16(vmovl_u8(vget_low_u8(b.val[0])), vshll_n_u8(vget_low_u8(mid_lo), 8));
        lo.val[1] = vorrq_u16(vmovl_u8(vget_low_u8(mid_hi)), vshll_n_u8(vget_low_u8(b.val[2]), 4));
        hi.val[0] = vorrq_u16(vmovl_high_u8(b.val[0]), vshll_high_n_u8(mid_lo, 8));
        hi.val[1] = vorrq_u16(vmovl_high_u8(mid_hi), vshll_high_n_u8(b.val[2], 4));
        /* a field of q or more */
        bad = vorrq_u16(bad, vorrq_u16(vcgtq_u16(lo.val[0], qm1), vcgtq_u16(lo.val[1], qm1)));
        bad = vorrq_u16(bad, vorrq_u16(vcgtq_u16(hi.val[0], qm1), vcgtq_u16(hi.val[1], qm1)));
        vst2q_u16((uint16_t *)(void *)(a->c + i), lo);
        vst2q_u16((uint16_t *)(void *)(a->c + i + 16), hi);
    }
    return 0u - (uint32_t)(vmaxvq_u16(bad) >> 15);
}

/* the 16 bits of w (the same in every lane) as lane masks, 0 or -1: bits
   0-7 in the lanes of m[0], bits 8-15 in those of m[1] */
static inline void bitmasks(int16x8_t m[2], uint16x8_t w)
{
    static const uint16_t bit[16] = {1,   2,   4,    8,    16,   32,   64,    128,
                                     256, 512, 1024, 2048, 4096, 8192, 16384, 32768};
    m[0] = vreinterpretq_s16_u16(vtstq_u16(w, vld1q_u16(bit)));
    m[1] = vreinterpretq_s16_u16(vtstq_u16(w, vld1q_u16(bit + 8)));
}

/* bytes p[0], p[1] as a little-endian 16-bit word in every lane */
static inline uint16x8_t word(const uint8_t *p)
{
    return vld1q_dup_u16((const uint16_t *)(const void *)p);
}

/* 128 coefficients from 16 plus bytes p and 16 minus bytes m, times 1 or
   3: TBL puts bytes 2k and 2k + 1 into 8 lanes each and CMTST against the
   lane's bit (1, 2, ..., 128) makes their bits masks of 0 or -1 */
static inline void spread128(int16_t *r, uint8x16_t p, uint8x16_t m, int8x16_t times)
{
    static const uint8_t pair[16] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1};
    static const uint8_t bit[16] = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
    const uint8x16_t b = vld1q_u8(bit);
    uint8x16_t idx = vld1q_u8(pair);
    unsigned k;
    for (k = 0; k < 8; k++) {
        uint8x16_t plus = vtstq_u8(vqtbl1q_u8(p, idx), b), minus = vtstq_u8(vqtbl1q_u8(m, idx), b);
        int8x16_t d = vmulq_s8(vreinterpretq_s8_u8(vsubq_u8(minus, plus)), times);
        vst1q_s16(r + 16 * k, vmovl_s8(vget_low_s8(d)));
        vst1q_s16(r + 16 * k + 8, vmovl_high_s8(d));
        idx = vaddq_u8(idx, vdupq_n_u8(2));
    }
}

/* 16 coefficients from the 16-bit words p and m */
static inline void spread16(int16_t *r, uint16x8_t p, uint16x8_t m, int16_t times)
{
    int16x8_t plus[2], minus[2];
    bitmasks(plus, p);
    bitmasks(minus, m);
    /* bit b is mask -b: plus - minus = minus mask - plus mask */
    vst1q_s16(r, vmulq_n_s16(vsubq_s16(minus[0], plus[0]), times));
    vst1q_s16(r + 8, vmulq_n_s16(vsubq_s16(minus[1], plus[1]), times));
}

/* coefficient i = (bit i of x) - (bit i of y), times t; x = msg XOR u1
   where msg is given (the SOTP), else u1 (CBD1); y = u2 */
static inline void sample(ntruplus_poly *r, const uint8_t *msg, const uint8_t *u, int8_t t)
{
    unsigned i = 0;
    for (; i + 16 <= MB; i += 16) {
        uint8x16_t x = vld1q_u8(u + i);
        if (msg != NULL) {
            x = veorq_u8(x, vld1q_u8(msg + i));
        }
        spread128(r->c + 8 * i, x, vld1q_u8(u + MB + i), vdupq_n_s8(t));
    }
    for (; i < MB; i += 2) { /* n = 864: the last 12 bytes */
        uint16x8_t x = word(u + i);
        if (msg != NULL) {
            x = veorq_u16(x, word(msg + i));
        }
        spread16(r->c + 8 * i, x, word(u + MB + i), t);
    }
}

void ntruplus_cbd1_neon(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES])
{
    sample(r, NULL, buf, 1);
}

void ntruplus_cbd1_secret_neon(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES],
                               int plus_one)
{
    sample(r, NULL, buf, 3);
    r->c[0] = (int16_t)(r->c[0] + plus_one);
}

void ntruplus_sotp_encode_neon(ntruplus_poly *r, const uint8_t msg[NTRUPLUS_MSG_BYTES],
                               const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    sample(r, msg, u, 1);
}

uint32_t ntruplus_sotp_decode_neon(uint8_t msg[NTRUPLUS_MSG_BYTES], const ntruplus_poly *a,
                                   const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    static const uint16_t bit[16] = {1,   2,   4,    8,    16,   32,   64,    128,
                                     256, 512, 1024, 2048, 4096, 8192, 16384, 32768};
    const uint16x8_t one = vdupq_n_u16(1), b0 = vld1q_u16(bit), b1 = vld1q_u16(bit + 8);
    uint16x8_t bad = vdupq_n_u16(0);
    uint32_t keep;
    unsigned i;
    for (i = 0; i < MB; i += 2) {
        int16x8_t u2[2];
        uint16x8_t t0, t1;
        uint32_t w;
        bitmasks(u2, word(u + MB + i));
        /* t = y + u2 bit in {-1, 0, 1, 2}; valid iff t in {0, 1} */
        t0 = vreinterpretq_u16_s16(vsubq_s16(vld1q_s16(a->c + 8 * i), u2[0]));
        t1 = vreinterpretq_u16_s16(vsubq_s16(vld1q_s16(a->c + 8 * i + 8), u2[1]));
        bad = vorrq_u16(bad, vorrq_u16(vcgtq_u16(t0, one), vcgtq_u16(t1, one)));
        /* the low bits of t as the bits of a 16-bit word (distinct bits: the
           sum is their OR), then XOR u1 */
        w = vaddvq_u16(
            vorrq_u16(vandq_u16(vtstq_u16(t0, one), b0), vandq_u16(vtstq_u16(t1, one), b1)));
        w ^= (uint32_t)u[i] | (uint32_t)u[i + 1] << 8;
        msg[i] = (uint8_t)w;
        msg[i + 1] = (uint8_t)(w >> 8);
    }
    keep = kpqc_ct_is_zero_mask_u32((uint32_t)vmaxvq_u16(bad));
    for (i = 0; i < MB; i++) {
        msg[i] = (uint8_t)(msg[i] & keep);
    }
    return ~keep;
}

void ntruplus_crepmod3_neon(ntruplus_poly *a)
{
    const int16x8_t half = vdupq_n_s16((NTRUPLUS_Q - 1) / 2);
    unsigned i;
    for (i = 0; i < N; i += 8) {
        int16x8_t x = vreinterpretq_s16_u16(canonical(vld1q_s16(a->c + i))), u, t;
        /* centred: minus q where x > (q - 1) / 2 (the comparison is 0 or -1) */
        x = vmlaq_n_s16(x, vreinterpretq_s16_u16(vcgtq_s16(x, half)), NTRUPLUS_Q);
        u = vaddq_s16(x, vdupq_n_s16(1731));
        t = vqrdmulhq_n_s16(u, 10923);
        vst1q_s16(a->c + i, vmlsq_n_s16(u, t, 3));
    }
}
