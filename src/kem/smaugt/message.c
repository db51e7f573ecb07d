/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Message encoding of SMAUG-T1, T3 and T5: one bit per coefficient.
 * Bit j of byte i is coefficient 8i + j, encoded as bit * 2^15 (q/2 in the
 * 16-bit representation) and decoded by rounding to the nearer of 0 and
 * 2^15. */
#include "smaugt.h"
#include "native/api.h"

#if SMAUGT_TIMER
#error "TiMER uses d2.c"
#endif

void smaugt_msg_encode_c(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES])
{
    unsigned i;
    for (i = 0; i < SMAUGT_N; i++) {
        msg16->c[i] = (uint16_t)(((uint32_t)(mu[i >> 3] >> (i & 7)) & 1) << 15);
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

void smaugt_msg_decode_c(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16)
{
    unsigned i, j;
    for (i = 0; i < SMAUGT_MSG_BYTES; i++) {
        uint32_t byte = 0;
        for (j = 0; j < 8; j++) {
            uint32_t bit = (((uint32_t)v16->c[8 * i + j] + 0x4000u) >> 15) & 1;
            byte |= bit << j;
        }
        mu[i] = (uint8_t)byte;
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
