/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign arithmetic modulo q (about 2^23), constant time.
 *
 * Right shifts of negative values are used as floor division by powers of
 * two and as sign masks; the C standard leaves that implementation-defined,
 * every supported compiler shifts arithmetically, and the assertions stop
 * the build on one that does not. */
#ifndef KPQC_NCCSIGN_REDUCE_H
#define KPQC_NCCSIGN_REDUCE_H

#include <stdint.h>

#include "params.h"
#include "zetas.h"

_Static_assert((-1 >> 1) == -1, "NCC-Sign needs an arithmetic right shift of negative values");
_Static_assert((INT64_C(-1) >> 1) == -1,
               "NCC-Sign needs an arithmetic right shift of negative values");
_Static_assert((uint32_t)(NCCSIGN_QINV *(uint32_t)NCCSIGN_Q) == 1u, "QINV is q^-1 mod 2^32");

/* All-ones if x < 0, else 0. */
static inline int32_t nccsign_negmask(int32_t x)
{
    return x >> 31;
}

/* a 2^-32 mod q in (-q, q), for |a| < 2^31 q (Montgomery reduction). The
 * signed view of m = a q^-1 mod 2^32 is formed arithmetically, so the
 * subtraction leaves a multiple of 2^32 and the shift divides exactly. */
static inline int32_t nccsign_mont(int64_t a)
{
    uint32_t m = (uint32_t)(uint64_t)a * NCCSIGN_QINV;
    int64_t ms = (int64_t)m - 2 * (int64_t)(m & UINT32_C(0x80000000));
    return (int32_t)((a - ms * NCCSIGN_Q) >> 32);
}

/* a b 2^-32 mod q in (-q, q) */
static inline int32_t nccsign_mul(int32_t a, int32_t b)
{
    return nccsign_mont((int64_t)a * b);
}

/* a - round(a / 2^23) q: the scheme's centring reduction, |a| < 2^31 - 2^22.
 * The signature's norm checks see exactly this representative. */
static inline int32_t nccsign_reduce32(int32_t a)
{
    int32_t t = (a + (1 << 22)) >> 23;
    return a - t * NCCSIGN_Q;
}

/* a + q if a < 0, else a. */
static inline int32_t nccsign_caddq(int32_t a)
{
    return a + (nccsign_negmask(a) & NCCSIGN_Q);
}

/* a mod q in [0, q) for |a| < 2^31 - 2^22. */
static inline int32_t nccsign_freeze(int32_t a)
{
    int32_t r = nccsign_caddq(nccsign_reduce32(a));
    r -= NCCSIGN_Q;
    return nccsign_caddq(r);
}

#endif
