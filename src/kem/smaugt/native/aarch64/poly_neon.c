/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Rounding (rounding.c) and the message encodings (message.c, d2.c) with
 * NEON, eight coefficients per vector, bit for bit.
 *
 * All of rounding.c is arithmetic modulo 2^16 (a value moved to the top of
 * the word, half the dropped range added, the top bits kept), which 16-bit
 * lanes do directly. Message bits become lanes by comparing a byte
 * broadcast to eight lanes with the masks 1, 2, ..., 128 (CMTST); lanes
 * become bits by shifting each lane's bit to its position and adding
 * across the vector (ADDV). */
#include <arm_neon.h>

#include "../../smaugt.h"
#include "neon.h"

#define ROUND_C1_SHIFT (16 - SMAUGT_LOG_P)
#define ROUND_C2_SHIFT (16 - SMAUGT_LOG_P2)

void smaugt_round_c1_neon(smaugt_poly *c1, const smaugt_poly *x)
{
    const uint16x8_t half = vdupq_n_u16((uint16_t)(1u << (ROUND_C1_SHIFT - 1)));
    unsigned k;
    for (k = 0; k < SMAUGT_N; k += 8) {
        /* (x mod q) 2^(16 - log q): the shift drops the bits above log q */
        const uint16x8_t x16 = vshlq_n_u16(vld1q_u16(&x->c[k]), 16 - SMAUGT_LOG_Q);
        vst1q_u16(&c1->c[k], vshrq_n_u16(vaddq_u16(x16, half), ROUND_C1_SHIFT));
    }
}

void smaugt_round_c2_neon(smaugt_poly *c2, const smaugt_poly *msg16, const smaugt_poly *x)
{
    const uint16x8_t half = vdupq_n_u16((uint16_t)(1u << (ROUND_C2_SHIFT - 1)));
    unsigned k;
    for (k = 0; k < SMAUGT_N; k += 8) {
        const uint16x8_t x16 =
            vaddq_u16(vld1q_u16(&msg16->c[k]), vshlq_n_u16(vld1q_u16(&x->c[k]), 16 - SMAUGT_LOG_Q));
        vst1q_u16(&c2->c[k], vshrq_n_u16(vaddq_u16(x16, half), ROUND_C2_SHIFT));
    }
}

void smaugt_decryption_value_neon(smaugt_poly *v16, const smaugt_poly *c2, const smaugt_poly *u)
{
    unsigned k;
    for (k = 0; k < SMAUGT_N; k += 8) {
        const uint16x8_t a = vshlq_n_u16(vld1q_u16(&c2->c[k]), 16 - SMAUGT_LOG_P2);
        const uint16x8_t b = vshlq_n_u16(vld1q_u16(&u->c[k]), 16 - SMAUGT_LOG_P);
        vst1q_u16(&v16->c[k], vaddq_u16(a, b));
    }
}

/* lane j: bit j of the byte, as all ones or zero */
static inline uint16x8_t byte_bits(uint8_t byte)
{
    static const uint16_t bit[8] = {1, 2, 4, 8, 16, 32, 64, 128};
    return vtstq_u16(vdupq_n_u16(byte), vld1q_u16(bit));
}

/* bit j of the result: bit 0 of lane j (the other bits of the lanes 0) */
static inline uint8_t lanes_to_byte(uint16x8_t bits01)
{
    static const int16_t position[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    return (uint8_t)vaddvq_u16(vshlq_u16(bits01, vld1q_s16(position)));
}

#if !SMAUGT_TIMER

/* coefficient 8i + j: bit j of byte i times 2^15 */
void smaugt_msg_encode_neon(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES])
{
    const uint16x8_t top = vdupq_n_u16(0x8000);
    unsigned i;
    for (i = 0; i < SMAUGT_MSG_BYTES; i++) {
        vst1q_u16(&msg16->c[8 * i], vandq_u16(byte_bits(mu[i]), top));
    }
}

/* bit j of byte i: coefficient 8i + j rounded to 0 or 2^15 */
void smaugt_msg_decode_neon(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16)
{
    const uint16x8_t quarter = vdupq_n_u16(0x4000);
    unsigned i;
    for (i = 0; i < SMAUGT_MSG_BYTES; i++) {
        const uint16x8_t v = vld1q_u16(&v16->c[8 * i]);
        mu[i] = lanes_to_byte(vshrq_n_u16(vaddq_u16(v, quarter), 15));
    }
}

#else

#define HALF16 0x7FFF

/* D2: coefficients i and i + 128 carry bit i, as 2^15 - 1 or 0 */
void smaugt_msg_encode_neon(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES])
{
    const uint16x8_t half = vdupq_n_u16(HALF16);
    unsigned i;
    for (i = 0; i < SMAUGT_MSG_BYTES; i++) {
        const uint16x8_t v = vandq_u16(byte_bits(mu[i]), half);
        vst1q_u16(&msg16->c[8 * i], v);
        vst1q_u16(&msg16->c[SMAUGT_N / 2 + 8 * i], v);
    }
}

/* bit i: bit 15 of |v_i - h| + |v_(i+128) - h| - h mod 2^16, h = 2^15 - 1.
   The distances are up to 2^15 and their sum up to 2^16, but bit 15 of the
   difference depends only on the sum mod 2^16, and each distance mod 2^16
   is the 16-bit absolute value (SABS maps -2^15 to 2^15 mod 2^16). */
void smaugt_msg_decode_neon(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16)
{
    const int16x8_t half = vdupq_n_s16(HALF16);
    unsigned i;
    for (i = 0; i < SMAUGT_MSG_BYTES; i++) {
        const int16x8_t a = vreinterpretq_s16_u16(vld1q_u16(&v16->c[8 * i]));
        const int16x8_t b = vreinterpretq_s16_u16(vld1q_u16(&v16->c[SMAUGT_N / 2 + 8 * i]));
        const uint16x8_t da = vreinterpretq_u16_s16(vabsq_s16(vsubq_s16(a, half)));
        const uint16x8_t db = vreinterpretq_u16_s16(vabsq_s16(vsubq_s16(b, half)));
        const uint16x8_t t = vsubq_u16(vaddq_u16(da, db), vreinterpretq_u16_s16(half));
        mu[i] = lanes_to_byte(vshrq_n_u16(t, 15));
    }
}

#endif
