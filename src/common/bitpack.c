/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "bitpack.h"

void kpqc_pack_bits(uint8_t *r, const int32_t *a, unsigned n, unsigned bits, int32_t offset,
                    int sign)
{
    uint64_t acc = 0;
    unsigned have = 0, i;
    const uint32_t mask = (UINT32_C(1) << bits) - 1;
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
    if (have > 0) {
        *r = (uint8_t)acc;
    }
}

unsigned kpqc_unpack_bits(int32_t *a, const uint8_t *r, unsigned n, unsigned bits, int32_t offset,
                          int sign)
{
    uint64_t acc = 0;
    unsigned have = 0, i;
    const uint32_t mask = (UINT32_C(1) << bits) - 1;
    for (i = 0; i < n; i++) {
        while (have < bits) {
            acc |= (uint64_t)*r++ << have;
            have += 8;
        }
        a[i] = sign * ((int32_t)(acc & mask) - offset);
        acc >>= bits;
        have -= bits;
    }
    return (unsigned)acc;
}
