/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE arithmetic modulo q = 64513 and 2q, constant time.
 *
 * Every function here returns exactly the value of the corresponding
 * reference routine for every int32 input (montgomery_reduce, caddq,
 * freeze, reduce32_2q, freeze2q), checked exhaustively by the test harness:
 * the signature is bit-exact only if these representatives agree.
 *
 * Right shifts of negative values are used as floor division by powers of
 * two (and as all-ones masks from the sign bit); the C standard leaves that
 * implementation-defined, every supported compiler shifts arithmetically,
 * and the assertion below stops the build on one that does not. */
#ifndef KPQC_HAETAE_REDUCE_H
#define KPQC_HAETAE_REDUCE_H

#include <stdint.h>

#include "params.h"
#include "zetas.h"

_Static_assert((-1 >> 1) == -1, "HAETAE needs an arithmetic right shift of negative values");
_Static_assert((INT64_C(-1) >> 1) == -1,
               "HAETAE needs an arithmetic right shift of negative values");
_Static_assert((uint32_t)(HAETAE_QINV *(uint32_t)HAETAE_Q) == 1u, "QINV is q^-1 mod 2^32");

/* floor(2^32 / q) and floor(2^32 / 2q): Barrett estimates of a / q, a / 2q */
#define HAETAE_BARRETT_Q  INT64_C(66575)
#define HAETAE_BARRETT_DQ INT64_C(33287)

/* All-ones if x < 0, else 0. */
static inline int32_t haetae_negmask(int32_t x)
{
    return x >> 31;
}

/* a * 2^-32 mod q in (-q, q), for |a| < 2^31 q (Montgomery reduction).
 * m = a q^-1 mod 2^32, taken in [-2^31, 2^31), makes a - m q divisible by
 * 2^32, so the shift is an exact division. The signed view of m is formed
 * arithmetically: converting an out-of-range uint32 to int32 is
 * implementation-defined. */
static inline int32_t haetae_mont_reduce(int64_t a)
{
    uint32_t m = (uint32_t)(uint64_t)a * HAETAE_QINV;
    int64_t ms = (int64_t)m - 2 * (int64_t)(m & UINT32_C(0x80000000));
    return (int32_t)((a - ms * HAETAE_Q) >> 32);
}

/* a + q if a < 0, else a. */
static inline int32_t haetae_caddq(int32_t a)
{
    return a + (haetae_negmask(a) & HAETAE_Q);
}

/* a - m if a >= m, else a (no overflow: |a|, m < 2^30). */
static inline int32_t haetae_csub(int32_t a, int32_t m)
{
    return a - (~haetae_negmask(a - m) & m);
}

/* a mod q in [0, q), any int32 a. The Barrett quotient is floor(a / q) or
 * one off either way, so the remainder lies in (-2q, 2q); it is computed in
 * 64 bits because t q may leave the int32 range for a near INT32_MIN. */
static inline int32_t haetae_freeze(int32_t a)
{
    int64_t t = ((int64_t)a * HAETAE_BARRETT_Q) >> 32;
    int32_t r = (int32_t)(a - t * HAETAE_Q); /* (-2q, 2q) */
    r += haetae_negmask(r) & HAETAE_DQ;      /* [0, 2q) */
    return haetae_csub(r, HAETAE_Q);         /* [0, q) */
}

/* a mod 2q in [0, 2q), any int32 a (same scheme with 2q). */
static inline int32_t haetae_freeze2q(int32_t a)
{
    int64_t t = ((int64_t)a * HAETAE_BARRETT_DQ) >> 32;
    int32_t r = (int32_t)(a - t * HAETAE_DQ); /* (-4q, 4q) */
    r += haetae_negmask(r) & (2 * HAETAE_DQ); /* [0, 4q) */
    return haetae_csub(r, HAETAE_DQ);         /* [0, 2q) */
}

/* a mod 2q, centred in [-q, q), any int32 a. */
static inline int32_t haetae_reduce2q(int32_t a)
{
    int32_t r = haetae_freeze2q(a);
    return r - (~haetae_negmask(r - HAETAE_Q) & HAETAE_DQ);
}

#endif
