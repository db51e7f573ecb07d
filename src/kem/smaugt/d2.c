/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* TiMER's D2 encoding: each of the 128 message bits is carried by two
 * coefficients, i and i + 128, both set to 2^15 - 1 (the reference value of
 * q/2 in the 16-bit representation) for a one and 0 for a zero.
 *
 * Decoding adds the two distances |v - (2^15 - 1)| (each in 0..2^15) and
 * decides for a one when the sum is below 2^15 - 1, that is when the pair
 * is jointly nearer to q/2 than to 0. The comparison is bit 15 of
 * (sum - (2^15 - 1)) mod 2^16, exactly as the reference computes it (which
 * also calls a sum of 2^16 - 1 or 2^16 a one). */
#include "smaugt.h"
#include "native/api.h"

#if !SMAUGT_TIMER
#error "d2.c is TiMER's message encoding"
#endif

#define HALF16 0x7FFFu

void smaugt_msg_encode_c(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES])
{
    unsigned i;
    for (i = 0; i < SMAUGT_N / 2; i++) {
        uint16_t v = (uint16_t)((0u - (((uint32_t)mu[i >> 3] >> (i & 7)) & 1)) & HALF16);
        msg16->c[i] = v;
        msg16->c[i + SMAUGT_N / 2] = v;
    }
}

void smaugt_msg_encode(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES])
{
#if defined(SMAUGT_NATIVE_MSG_ENCODE)
    if (smaugt_native_msg_encode(msg16, mu) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_msg_encode_c(msg16, mu);
}

/* |x - (2^15 - 1)| for 0 <= x < 2^16, without a branch */
static uint32_t distance_to_half(uint32_t x)
{
    uint32_t d = x - HALF16;       /* wraps when x < HALF16 */
    uint32_t neg = 0u - (d >> 31); /* all ones when negative */
    return (d ^ neg) - neg;
}

void smaugt_msg_decode_c(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16)
{
    unsigned i;
    for (i = 0; i < SMAUGT_MSG_BYTES; i++) {
        mu[i] = 0;
    }
    for (i = 0; i < SMAUGT_N / 2; i++) {
        uint32_t t = distance_to_half(v16->c[i]) + distance_to_half(v16->c[i + SMAUGT_N / 2]);
        uint32_t bit = ((t - HALF16) >> 15) & 1;
        mu[i >> 3] = (uint8_t)(mu[i >> 3] | (bit << (i & 7)));
    }
}

void smaugt_msg_decode(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16)
{
#if defined(SMAUGT_NATIVE_MSG_DECODE)
    if (smaugt_native_msg_decode(mu, v16) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_msg_decode_c(mu, v16);
}
