/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ExpandR and spCBD: the sparse ternary ephemeral secret r of encryption.
 *
 * r_i is sampled from SHAKE256(seed_r || i):
 *   SMAUG-T1, TiMER: 3 bits (a, b, c) per coefficient (96 bytes):
 *                    nonzero when a & b, P(+-1) = 1/8 each;
 *   SMAUG-T3:        2 bits (a, b): a - b, the centered binomial, P(+-1) = 1/4;
 *   SMAUG-T5:        4 bits (a, b, c, d): nonzero when (a | b) & c,
 *                    P(+-1) = 3/16 each.
 * The last bit of a sparse group is the sign (1: -1). Bits are read
 * least significant first from little-endian words (24-bit words for the
 * 3-bit groups, 32-bit words otherwise). Everything is arithmetic on the
 * bits; nothing branches on them. */
#include "ct.h"
#include "fips202.h"
#include "fips202x4.h"
#include "smaugt.h"
#include "native/api.h"

#define CBD_BITS  SMAUGT_CBD_BITS
#define CBD_BYTES SMAUGT_CBD_BYTES

#if CBD_BITS != 2
/* value (nonzero, negative) -> 0, +1 or -1 mod 2^16 */
static uint16_t ternary(uint32_t nonzero, uint32_t negative)
{
    return (uint16_t)((0u - nonzero) & (1u - 2u * negative));
}
#endif

void smaugt_sp_cbd_c(smaugt_poly *r, const uint8_t buf[CBD_BYTES])
{
    unsigned i, j;
#if CBD_BITS == 3
    for (i = 0; i < SMAUGT_N / 8; i++) {
        uint32_t t = (uint32_t)buf[3 * i] | ((uint32_t)buf[3 * i + 1] << 8) |
                     ((uint32_t)buf[3 * i + 2] << 16);
        for (j = 0; j < 8; j++) {
            uint32_t g = t >> (3 * j);
            r->c[8 * i + j] = ternary(g & (g >> 1) & 1, (g >> 2) & 1);
        }
    }
#elif CBD_BITS == 2
    for (i = 0; i < SMAUGT_N / 16; i++) {
        uint32_t t = (uint32_t)buf[4 * i] | ((uint32_t)buf[4 * i + 1] << 8) |
                     ((uint32_t)buf[4 * i + 2] << 16) | ((uint32_t)buf[4 * i + 3] << 24);
        for (j = 0; j < 16; j++) {
            uint32_t g = t >> (2 * j);
            r->c[16 * i + j] = (uint16_t)((g & 1) - ((g >> 1) & 1));
        }
    }
#else
    for (i = 0; i < SMAUGT_N / 8; i++) {
        uint32_t t = (uint32_t)buf[4 * i] | ((uint32_t)buf[4 * i + 1] << 8) |
                     ((uint32_t)buf[4 * i + 2] << 16) | ((uint32_t)buf[4 * i + 3] << 24);
        for (j = 0; j < 8; j++) {
            uint32_t g = t >> (4 * j);
            r->c[8 * i + j] = ternary((g | (g >> 1)) & (g >> 2) & 1, (g >> 3) & 1);
        }
    }
#endif
}

void smaugt_sp_cbd(smaugt_poly *r, const uint8_t buf[CBD_BYTES])
{
#if defined(SMAUGT_NATIVE_SP_CBD)
    if (smaugt_native_sp_cbd(r, buf) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_sp_cbd_c(r, buf);
}

void smaugt_expand_r(smaugt_poly r[SMAUGT_K], const uint8_t seed[SMAUGT_SEED_BYTES])
{
    uint8_t in[4][SMAUGT_SEED_BYTES + 1];
    uint8_t buf[4][CBD_BYTES];
    unsigned i, k;

    for (i = 0; i < 4; i++) {
        for (k = 0; k < SMAUGT_SEED_BYTES; k++) {
            in[i][k] = seed[k];
        }
        in[i][SMAUGT_SEED_BYTES] = (uint8_t)(i < SMAUGT_K ? i : SMAUGT_K - 1);
    }
    /* K <= 4 streams: one 4-way pass where the 4-way permutation is native
       (spare lanes repeat the last input), else K single passes */
    if (kpqc_keccakx4_native()) {
        kpqc_shake256x4(buf[0], buf[1], buf[2], buf[3], CBD_BYTES, in[0], in[1], in[2], in[3],
                        sizeof in[0]);
    } else {
        for (i = 0; i < SMAUGT_K; i++) {
            kpqc_shake256(buf[i], CBD_BYTES, in[i], sizeof in[i]);
        }
    }
    for (i = 0; i < SMAUGT_K; i++) {
        smaugt_sp_cbd(&r[i], buf[i]);
    }
    kpqc_zeroize(in, sizeof in);
    kpqc_zeroize(buf, sizeof buf);
}
