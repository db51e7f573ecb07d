/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The XEf error-correcting codes of TiGER (XE3-91 for TiGER128, XE5-234
 * for TiGER192/256): 2f parity registers over the payload, each the payload
 * reduced modulo x^L - 1 for its length L, and for XE5-234 a first register
 * holding the parity of each 16-bit payload word instead. A payload bit is
 * flipped when more than f of its 2f parity bits (after XOR with the
 * received parity: the syndrome) are set.
 *
 * Shift amounts and loop bounds depend only on bit positions, never on the
 * payload, so the code is constant time. Bits are little-endian in bytes;
 * the registers follow the payload in order, least significant bit first,
 * which is what the reference's word-oriented XE5-234 gives on a
 * little-endian machine (docs/algorithms/tiger.md, "The scheme in one page"). */
#include "tiger.h"

#if TIGER_XEF_F == 3
#define XEF_REGS   6
#define XEF_PARITY 0 /* the number of non-cyclic registers (first) */
static const unsigned xef_len[XEF_REGS] = {11, 13, 15, 16, 17, 19};
#else
#define XEF_REGS   10
#define XEF_PARITY 1 /* register 0: the parity of each 16-bit word */
static const unsigned xef_len[XEF_REGS] = {16, 16, 17, 19, 21, 23, 25, 29, 31, 37};
#endif

#define PAYLOAD_BITS (8u * TIGER_MSG)

_Static_assert(TIGER_MSG == 16 || TIGER_MSG == 32, "XEf payloads of 128 or 256 bits");
_Static_assert(TIGER_XEF_F == 3 || TIGER_MSG == 32, "XE5-234 codes 256 bits");

void KPQC_NS(tiger_xef_compute)(uint8_t block[TIGER_CODE_BYTES])
{
    uint64_t r[XEF_REGS] = {0};
    unsigned off[XEF_REGS] = {0};
    size_t i, j, b, bit;

    for (i = 0; i < TIGER_MSG; i++) {
        uint64_t x = block[i];
#if XEF_PARITY
        {
            uint64_t t = x ^ (x >> 4);
            t ^= t >> 2;
            t ^= t >> 1;
            r[0] ^= (t & 1u) << (i >> 1);
        }
#endif
        for (j = XEF_PARITY; j < XEF_REGS; j++) {
            r[j] ^= x << off[j];
            off[j] += 8;
            if (off[j] >= xef_len[j]) {
                off[j] -= xef_len[j];
            }
        }
    }
    bit = PAYLOAD_BITS;
    for (j = 0; j < XEF_REGS; j++) {
        /* fold the at most 7 bits past L back: reduction modulo x^L - 1 */
        uint64_t x = r[j] ^ (r[j] >> xef_len[j]);
        for (b = 0; b < xef_len[j]; b++, bit++) {
            block[bit >> 3] ^= (uint8_t)(((x >> b) & 1u) << (bit & 7));
        }
    }
}

void KPQC_NS(tiger_xef_fixerr)(uint8_t block[TIGER_CODE_BYTES])
{
    uint64_t r[XEF_REGS] = {0};
    unsigned off[XEF_REGS] = {0};
    size_t i, j, b, bit = PAYLOAD_BITS;

    for (j = 0; j < XEF_REGS; j++) {
        for (b = 0; b < xef_len[j]; b++, bit++) {
            r[j] |= (uint64_t)((block[bit >> 3] >> (bit & 7)) & 1u) << b;
        }
    }
    for (i = 0; i < PAYLOAD_BITS; i++) {
        /* 7 - f plus the votes: bit 3 is set exactly when more than f vote */
        unsigned th = 7u - TIGER_XEF_F;
#if XEF_PARITY
        th += (unsigned)(r[0] >> (i >> 4)) & 1u;
#endif
        for (j = XEF_PARITY; j < XEF_REGS; j++) {
            th += (unsigned)(r[j] >> off[j]) & 1u;
            if (++off[j] == xef_len[j]) {
                off[j] = 0;
            }
        }
        block[i >> 3] ^= (uint8_t)((th >> 3) << (i & 7));
    }
}
