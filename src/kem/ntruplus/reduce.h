/* Modular reduction for q = 3457 on signed 16-bit coefficients.
 *
 * Everything is written with unsigned arithmetic and explicit sign
 * extension, so nothing depends on how the compiler shifts or converts
 * negative values (both are implementation-defined in C). */
#ifndef KPQC_NTRUPLUS_REDUCE_H
#define KPQC_NTRUPLUS_REDUCE_H

#include <stdint.h>

#include "params.h"

#define NTRUPLUS_QINV 12929u   /* q^-1 mod 2^16 */
_Static_assert((NTRUPLUS_QINV * NTRUPLUS_Q) % 65536u == 1, "QINV");
#define NTRUPLUS_BARRETT_V 19412u   /* round(2^26 / q) */

/* the low 16 bits of u as a signed value */
static inline int32_t ntruplus_sext16(uint32_t u)
{
    return (int32_t)(u & 0xFFFFu) - (int32_t)((u & 0x8000u) << 1);
}

/* a * 2^-16 mod q in (-q, q), for |a| < q * 2^15 (Montgomery reduction) */
static inline int16_t ntruplus_mont_reduce(int32_t a)
{
    int32_t t = ntruplus_sext16((uint32_t)a * NTRUPLUS_QINV);
    /* a - t q is an exact multiple of 2^16 with |a - t q| < 2^31 */
    uint32_t d = (uint32_t)a - (uint32_t)t * NTRUPLUS_Q;
    return (int16_t)ntruplus_sext16(d >> 16);
}

/* a * b * 2^-16 mod q; with b a twiddle in Montgomery form, a * twiddle */
static inline int16_t ntruplus_fqmul(int16_t a, int16_t b)
{
    return ntruplus_mont_reduce((int32_t)a * b);
}

/* a mod q in [-1730, 1730] for any 16-bit a (Barrett; the bound is checked
 * exhaustively by tools/gen/ntruplus_zetas.py). The offset 10 q
 * makes the intermediate non-negative. */
static inline int16_t ntruplus_barrett(int16_t a)
{
    uint32_t u = (uint32_t)((int32_t)a + 10 * NTRUPLUS_Q);   /* 1802 .. 67337 */
    uint32_t t = (NTRUPLUS_BARRETT_V * u + (1u << 25)) >> 26;
    return (int16_t)((int32_t)u - (int32_t)(t * NTRUPLUS_Q));
}

#endif
