/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GCKSign encodings. The reference writes every field most significant bit
 * first into a continuous bit string: t and the commitment (LOGQ bits per
 * coefficient), z (Z_BITS, two's complement) and the secret (2 bits, two's
 * complement). One packer and one unpacker serve them all. */
#include "gcksign.h"

void gcksign_pack_msb(uint8_t *r, const uint64_t *v, size_t count, unsigned bits)
{
    /* acc holds at most 7 pending bits plus one 32-bit half of a field */
    uint64_t acc = 0;
    unsigned nacc = 0;
    size_t i;
    for (i = 0; i < count; i++) {
        uint64_t x = bits == 64 ? v[i] : v[i] & ((UINT64_C(1) << bits) - 1);
        unsigned hi = bits > 32 ? bits - 32 : 0;
        unsigned half;
        for (half = 0; half < 2; half++) {
            unsigned nb = half == 0 ? hi : bits - hi;
            uint64_t part = half == 0 ? x >> (bits - hi) : x & ((UINT64_C(1) << nb) - 1);
            if (nb == 0) {
                continue;
            }
            acc = (acc << nb) | part;
            nacc += nb;
            while (nacc >= 8) {
                nacc -= 8;
                *r++ = (uint8_t)(acc >> nacc);
            }
            acc &= (UINT64_C(1) << nacc) - 1;
        }
    }
}

void gcksign_unpack_msb(uint64_t *v, const uint8_t *r, size_t count, unsigned bits)
{
    uint64_t acc = 0;
    unsigned nacc = 0;
    size_t i;
    for (i = 0; i < count; i++) {
        uint64_t x = 0;
        unsigned need = bits;
        while (need > 0) {
            unsigned take;
            if (nacc == 0) {
                acc = *r++;
                nacc = 8;
            }
            take = need < nacc ? need : nacc;
            nacc -= take;
            x = (x << take) | ((acc >> nacc) & ((1u << take) - 1));
            need -= take;
        }
        v[i] = x;
    }
}

void gcksign_pack_poly(uint8_t r[GCKSIGN_POLY_BYTES], const gcksign_poly *a)
{
    gcksign_pack_msb(r, a->c, GCKSIGN_N, GCKSIGN_LOGQ);
}
