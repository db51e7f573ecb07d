/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign's w1 packing; the other fields use the common bit packing
 * (src/common/bitpack.h). */
#include "nccsign.h"

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
