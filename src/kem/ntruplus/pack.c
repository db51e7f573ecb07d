/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The 12-bit encoding of R_q: coefficients 2i and 2i+1, as residues 0..q-1,
 * fill bytes 3i .. 3i+2 least significant bits first. Decoding is strict:
 * a field of q or more (possible in 12 bits) is a non-canonical encoding,
 * refused by every caller (specification of 2026-07-10). */
#include "native/api.h"
#include "ntruplus.h"

/* |x| < q -> x mod q in [0, q) */
static uint32_t canonical(int16_t x)
{
    uint32_t u = (uint32_t)(int32_t)x;
    return (u + (NTRUPLUS_Q & (0u - (u >> 31)))) & 0xFFFFu;
}

void ntruplus_pack_c(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a)
{
    unsigned i;
    for (i = 0; i < NTRUPLUS_N / 2; i++) {
        uint32_t t0 = canonical(a->c[2 * i]), t1 = canonical(a->c[2 * i + 1]);
        out[3 * i] = (uint8_t)t0;
        out[3 * i + 1] = (uint8_t)((t0 >> 8) | (t1 << 4));
        out[3 * i + 2] = (uint8_t)(t1 >> 4);
    }
}

uint32_t ntruplus_unpack_c(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES])
{
    uint32_t bad = 0;
    unsigned i;
    for (i = 0; i < NTRUPLUS_N / 2; i++) {
        uint32_t t0 = (uint32_t)in[3 * i] | (((uint32_t)in[3 * i + 1] & 0x0F) << 8);
        uint32_t t1 = ((uint32_t)in[3 * i + 1] >> 4) | ((uint32_t)in[3 * i + 2] << 4);
        /* (q - 1 - t) wraps to a value with the top bit set when t >= q */
        bad |= (NTRUPLUS_Q - 1 - t0) | (NTRUPLUS_Q - 1 - t1);
        a->c[2 * i] = (int16_t)t0;
        a->c[2 * i + 1] = (int16_t)t1;
    }
    return 0u - (bad >> 31);
}

void ntruplus_pack(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a)
{
#if defined(NTRUPLUS_NATIVE_PACK)
    if (ntruplus_native_pack(out, a) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_pack_c(out, a);
}

uint32_t ntruplus_unpack(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES])
{
#if defined(NTRUPLUS_NATIVE_UNPACK)
    uint32_t bad;
    if (ntruplus_native_unpack(&bad, a, in) == KPQC_NATIVE_OK) {
        return bad;
    }
#endif
    return ntruplus_unpack_c(a, in);
}
