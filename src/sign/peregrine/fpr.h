/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* IEEE-754 binary64 arithmetic in integers, for key generation.
 *
 * A value is the 64-bit pattern of a double. Addition, subtraction,
 * multiplication, division and square root are correctly rounded (to
 * nearest, ties to even), so they give the bits SSE2 doubles give, on
 * every target and whatever the compiler does with floating point
 * (contraction into fused multiply-adds, x87 extended precision): the
 * library has no floating-point operation. The domain is the normal
 * range: a result that would be subnormal is zero, and infinities and NaNs
 * never arise in key generation (inputs and results there stay far from
 * both ends of the exponent range). No branch or memory index depends on
 * the values. */
#ifndef KPQC_PEREGRINE_FPR_H
#define KPQC_PEREGRINE_FPR_H

#include <stdint.h>

#include "namespace.h"

typedef uint64_t fpr;

#define fpr_of     KPQC_NS(fpr_of)
#define fpr_scaled KPQC_NS(fpr_scaled)
#define fpr_add    KPQC_NS(fpr_add)
#define fpr_mul    KPQC_NS(fpr_mul)
#define fpr_div    KPQC_NS(fpr_div)
#define fpr_sqrt   KPQC_NS(fpr_sqrt)
#define fpr_rint   KPQC_NS(fpr_rint)
#define fpr_floor  KPQC_NS(fpr_floor)
#define fpr_lt     KPQC_NS(fpr_lt)

/* i (exactly when |i| < 2^53, else rounded) */
fpr fpr_of(int64_t i);
/* i 2^sc, rounded once */
fpr fpr_scaled(int64_t i, int sc);
fpr fpr_add(fpr x, fpr y);
fpr fpr_mul(fpr x, fpr y);
fpr fpr_div(fpr x, fpr y);
/* x >= 0 */
fpr fpr_sqrt(fpr x);
/* the nearest integer, ties to even; |x| < 2^63 */
int64_t fpr_rint(fpr x);
/* the largest integer <= x; |x| < 2^63 */
int64_t fpr_floor(fpr x);
/* 1 if x < y, else 0 */
int fpr_lt(fpr x, fpr y);

static inline fpr fpr_neg(fpr x)
{
    return x ^ ((uint64_t)1 << 63);
}

static inline fpr fpr_sub(fpr x, fpr y)
{
    return fpr_add(x, fpr_neg(y));
}

#endif
