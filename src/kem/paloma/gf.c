/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GF(2^13) with the modulus z^13 + z^7 + z^6 + z^5 + 1, constant time:
 * a shift-and-add product and two folds, no tables. */
#include "paloma.h"

paloma_gf paloma_gf_mul(paloma_gf a, paloma_gf b)
{
    uint32_t r = 0, t, x = a;
    unsigned i;
    for (i = 0; i < PALOMA_M; i++) {
        r ^= (x << i) & (0u - (((uint32_t)b >> i) & 1u));
    }
    /* z^13 = z^7 + z^6 + z^5 + 1: bits 13..24 fold into 0..19, then the
       remaining bits 13..19 into 0..12 */
    t = r >> 13;
    r = (r & 0x1FFFu) ^ t ^ (t << 5) ^ (t << 6) ^ (t << 7);
    t = r >> 13;
    r = (r & 0x1FFFu) ^ t ^ (t << 5) ^ (t << 6) ^ (t << 7);
    return (paloma_gf)r;
}

/* a^(2^13 - 2) */
paloma_gf paloma_gf_inv(paloma_gf a)
{
    paloma_gf x = a; /* a^(2^k - 1) */
    unsigned k;
    for (k = 1; k < PALOMA_M - 1; k++) {
        x = paloma_gf_mul(paloma_gf_mul(x, x), a);
    }
    return paloma_gf_mul(x, x);
}
