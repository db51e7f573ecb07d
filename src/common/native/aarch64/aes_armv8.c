/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AES-256 encryption with AESE (AddRoundKey, SubBytes, ShiftRows) and
 * AESMC (MixColumns): see aes_native.h. The instructions take the same
 * time for every key and data, and nothing here branches on or indexes
 * memory with either. Four blocks at a time, so that the four independent
 * AESE/AESMC chains overlap in the pipeline, then single blocks. */
#include <arm_neon.h>
#include <stddef.h>
#include <stdint.h>

#include "aes_native.h"

#define ROUNDS 14

/* one block: rounds 1..13 with MixColumns, round 14 without, then the last
   round key */
static uint8x16_t encrypt1(const uint8x16_t k[ROUNDS + 1], uint8x16_t b)
{
    unsigned r;
    for (r = 0; r < ROUNDS - 1; r++) {
        b = vaesmcq_u8(vaeseq_u8(b, k[r]));
    }
    b = vaeseq_u8(b, k[ROUNDS - 1]);
    return veorq_u8(b, k[ROUNDS]);
}

void kpqc_aes256_ecb_armv8(const uint8_t rk[16 * 15], uint8_t *out, const uint8_t *in,
                           size_t nblocks)
{
    uint8x16_t k[ROUNDS + 1];
    unsigned r;

    for (r = 0; r <= ROUNDS; r++) {
        k[r] = vld1q_u8(rk + 16 * r);
    }
    while (nblocks >= 4) {
        /* all four read before any is written: out == in works */
        uint8x16_t b0 = vld1q_u8(in), b1 = vld1q_u8(in + 16);
        uint8x16_t b2 = vld1q_u8(in + 32), b3 = vld1q_u8(in + 48);
        for (r = 0; r < ROUNDS - 1; r++) {
            b0 = vaesmcq_u8(vaeseq_u8(b0, k[r]));
            b1 = vaesmcq_u8(vaeseq_u8(b1, k[r]));
            b2 = vaesmcq_u8(vaeseq_u8(b2, k[r]));
            b3 = vaesmcq_u8(vaeseq_u8(b3, k[r]));
        }
        vst1q_u8(out, veorq_u8(vaeseq_u8(b0, k[ROUNDS - 1]), k[ROUNDS]));
        vst1q_u8(out + 16, veorq_u8(vaeseq_u8(b1, k[ROUNDS - 1]), k[ROUNDS]));
        vst1q_u8(out + 32, veorq_u8(vaeseq_u8(b2, k[ROUNDS - 1]), k[ROUNDS]));
        vst1q_u8(out + 48, veorq_u8(vaeseq_u8(b3, k[ROUNDS - 1]), k[ROUNDS]));
        in += 64;
        out += 64;
        nblocks -= 4;
    }
    while (nblocks > 0) {
        vst1q_u8(out, encrypt1(k, vld1q_u8(in)));
        in += 16;
        out += 16;
        nblocks--;
    }
    /* the round keys leave the vector registers with the stack frame; the
       registers themselves are overwritten by the next NEON code */
}
