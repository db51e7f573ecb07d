/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign bit packing: every field of the reference's key and signature
 * encodings is a run of fixed-width values, least significant bit first. */
#include "nccsign.h"

void nccsign_pack_bits(uint8_t *r, const int32_t *a, unsigned n, unsigned bits, int32_t offset,
                       int sign)
{
    uint64_t acc = 0;
    unsigned have = 0, i;
    uint32_t mask = (UINT32_C(1) << bits) - 1;
    for (i = 0; i < n; i++) {
        uint32_t v = (uint32_t)(offset + sign * a[i]) & mask;
        acc |= (uint64_t)v << have;
        have += bits;
        while (have >= 8) {
            *r++ = (uint8_t)acc;
            acc >>= 8;
            have -= 8;
        }
    }
}

void nccsign_unpack_bits(int32_t *a, const uint8_t *r, unsigned n, unsigned bits, int32_t offset,
                         int sign)
{
    uint64_t acc = 0;
    unsigned have = 0, i;
    uint32_t mask = (UINT32_C(1) << bits) - 1;
    for (i = 0; i < n; i++) {
        while (have < bits) {
            acc |= (uint64_t)*r++ << have;
            have += 8;
        }
        a[i] = sign * ((int32_t)(acc & mask) - offset);
        acc >>= bits;
        have -= bits;
    }
}

void nccsign_pack_w1(uint8_t r[NCCSIGN_POLYW1_BYTES], const uint8_t w1[NCCSIGN_N])
{
    unsigned i;
#if NCCSIGN_W1_BITS == 4
    for (i = 0; i < NCCSIGN_N / 2; i++) {
        r[i] = (uint8_t)(w1[2 * i] | w1[2 * i + 1] << 4);
    }
#else
    for (i = 0; i < NCCSIGN_N / 8; i++) {
        uint64_t v = 0;
        unsigned k;
        for (k = 0; k < 8; k++) {
            v |= (uint64_t)w1[8 * i + k] << (5 * k);
        }
        for (k = 0; k < 5; k++) {
            r[5 * i + k] = (uint8_t)(v >> (8 * k));
        }
    }
#endif
}
