/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Modular reduction for q = 3457 on signed 16-bit coefficients.
 *
 * The formulas use two implementation-defined behaviours of C that every
 * supported compiler (gcc, clang, arm-none-eabi-gcc, MSVC) defines alike,
 * and that compilers need in order to turn these loops into vector
 * multiply-high instructions: >> on a negative value shifts arithmetically,
 * and narrowing to int16_t wraps modulo 2^16. Both are checked here at
 * compile time, so a compiler that differs stops the build. */
#ifndef KPQC_NTRUPLUS_REDUCE_H
#define KPQC_NTRUPLUS_REDUCE_H

#include <stdint.h>

#include "params.h"

_Static_assert((-1 >> 1) == -1, "NTRU+ needs an arithmetic right shift of negative values");
_Static_assert((int16_t)(uint16_t)0xFFFFu == -1, "NTRU+ needs modular narrowing to int16_t");

#define NTRUPLUS_QINV 12929 /* q^-1 mod 2^16 */
_Static_assert((NTRUPLUS_QINV * NTRUPLUS_Q) % 65536 == 1, "QINV");
#define NTRUPLUS_BARRETT_V 19412 /* round(2^26 / q) */

/* a * 2^-16 mod q in (-q, q), for |a| < q * 2^15 (Montgomery reduction).
 * t q agrees with a in the low 16 bits, so the difference of the high
 * halves is exactly (a - t q) / 2^16. */
static inline int16_t ntruplus_mont_reduce(int32_t a)
{
    int16_t t = (int16_t)((int16_t)a * NTRUPLUS_QINV);
    return (int16_t)((a >> 16) - (((int32_t)t * NTRUPLUS_Q) >> 16));
}

/* a * b * 2^-16 mod q; with b a twiddle in Montgomery form, a * twiddle */
static inline int16_t ntruplus_fqmul(int16_t a, int16_t b)
{
    return ntruplus_mont_reduce((int32_t)a * b);
}

/* a mod q in [-1730, 1730] for any 16-bit a (Barrett; the bound is checked
 * exhaustively by tools/gen/ntruplus_zetas.py) */
static inline int16_t ntruplus_barrett(int16_t a)
{
    int16_t t = (int16_t)(((int32_t)NTRUPLUS_BARRETT_V * a + (1 << 25)) >> 26);
    return (int16_t)(a - t * NTRUPLUS_Q);
}

#endif
