/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Fixed-point arithmetic of the HAETAE hyperball sampler, in portable C.
 *
 * The sampler's numbers carry 76 fractional bits. A number is the pair
 * (lo, hi) of 64-bit words with value (hi * 2^48 + lo) / 2^76, where lo is
 * normally below 2^48 and hi is a 64-bit two's complement word; the
 * unused top 16 bits of lo absorb carries between normalisations. Every
 * result below must equal the specification's arithmetic bit for bit,
 * including its truncations, the word wrap-around of hi and the few places
 * where an operand is used before it is normalised (the Newton step feeds
 * an unnormalised difference into a square). So each routine follows the
 * specified sequence of partial products exactly; only the 64 x 64 -> 128
 * bit products are built here from 32-bit halves, because C11 has no
 * 128-bit type.
 *
 * Nothing here branches on or indexes by its operands, and no routine
 * divides: every shift amount is a constant.
 *
 * Only the sampler (hyperball.c) uses these routines, tens of thousands of
 * times per signature, so they are static inline functions of this header:
 * as calls into another object they cost a fifth of the signing time. */
#ifndef KPQC_HAETAE_FIXPOINT_H
#define KPQC_HAETAE_FIXPOINT_H

#include <stdint.h>

#include "haetae.h"

#define LOW48 ((UINT64_C(1) << 48) - 1)

/* (hi, lo) = a * b exactly, from four 32 x 32 -> 64 bit products. The
 * middle column sums at most three values below 2^32, so it cannot
 * overflow 64 bits. */
static inline void mul_wide(uint64_t *hi, uint64_t *lo, uint64_t a, uint64_t b)
{
    const uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32;
    const uint64_t b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
    const uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    const uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);

    *lo = (mid << 32) | (p00 & 0xFFFFFFFFu);
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

/* The product a * b cut at bit 48: *below = bits 0..47, return value = bits
 * 48..111 (that is, floor(a b / 2^48) reduced mod 2^64, as specified). */
static inline uint64_t mul_cut48(uint64_t *below, uint64_t a, uint64_t b)
{
    uint64_t hi, lo;

    mul_wide(&hi, &lo, a, b);
    *below = lo & LOW48;
    return (hi << 16) | (lo >> 48);
}

/* Move the carries collected in the top bits of lo into hi. */
static inline void normalise(haetae_fx *x)
{
    x->hi += x->lo >> 48;
    x->lo &= LOW48;
}

/* The last step shared by square, mul and mul_u64: t is the sum of the
 * low partial products in units of 2^-124 (to be cut by 28 more bits,
 * after adding `round`), c the middle column in units of 2^-76 reduced mod
 * 2^64 and (top_hi, top_lo) the 128-bit product of the high words. The
 * value is t / 2^28 + 2^20 * (c + top), kept in the (lo, hi) form. */
static inline void assemble(haetae_fx *r, uint64_t t, uint64_t round, uint64_t c, uint64_t top_hi,
                            uint64_t top_lo)
{
    r->lo = ((t + round) >> 28) + ((c << 20) & LOW48) + ((top_lo << 20) & LOW48);
    r->hi = (c >> 28) + (top_lo >> 28) + (top_hi << 36);
    normalise(r);
}

static inline void haetae_fx_square(haetae_fx *r, const haetae_fx *a)
{
    uint64_t below, t, c, top_hi, top_lo;

    /* The square of the low word is truncated (not rounded) at 2^-124. */
    t = mul_cut48(&below, a->lo, a->lo);
    c = mul_cut48(&below, a->lo, a->hi);
    t += below << 1; /* the cross term counts twice */
    c <<= 1;
    mul_wide(&top_hi, &top_lo, a->hi, a->hi);
    assemble(r, t, 0, c, top_hi, top_lo);
}

static inline void haetae_fx_mul(haetae_fx *r, const haetae_fx *a, const haetae_fx *b)
{
    uint64_t below, t, c, top_hi, top_lo;

    /* lo * lo is rounded to nearest at 2^-124 (bit 47 of the cut-off part
     * carries), then the cross terms are cut and the sum rounded at 2^-76. */
    t = mul_cut48(&below, a->lo, b->lo);
    t += below >> 47;
    c = mul_cut48(&below, a->lo, b->hi);
    t += below;
    c += mul_cut48(&below, a->hi, b->lo);
    t += below;
    mul_wide(&top_hi, &top_lo, a->hi, b->hi);
    assemble(r, t, UINT64_C(1) << 27, c, top_hi, top_lo);
}

static inline void haetae_fx_mul_u64(haetae_fx *r, const haetae_fx *a, uint64_t y)
{
    uint64_t below_lo, below_hi, mid, top;

    /* a * y / 2^48: the low word's product lands below the point, the
     * high word's product above it; the result is rounded at 2^-76. */
    mid = mul_cut48(&below_lo, a->lo, y);
    top = mul_cut48(&below_hi, a->hi, y);
    mid += below_hi;
    r->lo = ((below_lo + (UINT64_C(1) << 27)) >> 28) + ((mid << 20) & LOW48);
    r->hi = (mid >> 28) + (top << 20);
    normalise(r);
}

/* r = -x in two's complement of the (lo, hi) form when neg = 1, r = x when
 * neg = 0; neg is a secret bit, so this is mask arithmetic. */
static inline void cond_negate(haetae_fx *r, const haetae_fx *x, uint64_t neg)
{
    const uint64_t mask = 0u - neg;

    r->lo = (x->lo ^ (mask & LOW48)) + neg;
    r->hi = x->hi ^ mask;
    normalise(r);
}

/* Starting point of Newton's iteration for 1/sqrt(s), s the squared norm
 * of the D = (K + L) N + 2 Gaussians, whose expectation is D. With
 * y0 = 1/sqrt(D), the first step y0 (3/2 - (s/2) y0^2) equals
 * 3/(2 sqrt(D)) - (s/2) / D^(3/2); both constants are rounded to 2^-76
 * (tools/gen/haetae_hyperball.py prints them). */
#if HAETAE_MODE == 2
static const haetae_fx first_step_const = {UINT64_C(0x693861ad937b), UINT64_C(0x9caa56)};
static const haetae_fx first_step_slope = {UINT64_C(0x770077e2e41a), UINT64_C(0x1162)};
#elif HAETAE_MODE == 3
static const haetae_fx first_step_const = {UINT64_C(0x7ad215218533), UINT64_C(0x7ff1c9)};
static const haetae_fx first_step_slope = {UINT64_C(0x1a2935cfae68), UINT64_C(0x978)};
#else
static const haetae_fx first_step_const = {UINT64_C(0x5768588eed31), UINT64_C(0x73bd40)};
static const haetae_fx first_step_slope = {UINT64_C(0x700ff3e8890d), UINT64_C(0x702)};
#endif

static inline void haetae_fx_invsqrt(haetae_fx *y, const haetae_fx *half_s)
{
    haetae_fx t, u;
    uint64_t neg;
    int iter;

    /* First step from the constants; the difference is not normalised,
     * exactly as specified (the next square consumes it as it is). */
    haetae_fx_mul(&t, half_s, &first_step_slope);
    cond_negate(&u, &t, 1);
    y->lo = first_step_const.lo + u.lo;
    y->hi = first_step_const.hi + u.hi;

    /* Six more steps y <- y (3/2 - (s/2) y^2). The factor in parentheses
     * may be negative in principle, while the product is specified on its
     * absolute value: multiply |factor| and restore the sign. */
    for (iter = 0; iter < 6; iter++) {
        haetae_fx_square(&t, y);
        haetae_fx_mul(&u, half_s, &t);
        cond_negate(&t, &u, 1);
        t.hi += UINT64_C(3) << 27; /* + 3/2 = 3 * 2^75 in units of 2^-76 */
        normalise(&t);
        neg = t.hi >> 63;
        cond_negate(&u, &t, neg);
        haetae_fx_mul(&t, &u, y);
        cond_negate(y, &t, neg);
    }
}

static inline int32_t haetae_fx_scale13(uint64_t r, const haetae_fx *scale, uint32_t neg)
{
    haetae_fx x, p;
    uint64_t mag, mask;
    uint32_t low;

    /* r has 56 fractional bits; as a 76-bit fixed-point number it is
     * r * 2^16, split at the 48-bit boundary. */
    x.lo = (r & 0xFFFFFFFFu) << 16;
    x.hi = r >> 32;
    haetae_fx_mul(&p, &x, scale);
    /* Round the high word to 13 fractional bits (2^-76 * 2^48 * 2^15 =
     * 2^-13) and apply the sign; the magnitude is below 2^31 for every
     * sampler input. The result is defined as the low 32 bits for any
     * input, converted to int32_t without implementation-defined casts. */
    mag = (p.hi + (UINT64_C(1) << 14)) >> 15;
    mask = 0u - (uint64_t)(neg & 1u);
    low = (uint32_t)((mag ^ mask) - mask);
    return (int32_t)((int64_t)low - (int64_t)(low >> 31) * INT64_C(0x100000000));
}

/* The int64_t with the two's complement bit pattern u, without the
 * implementation-defined conversion of values >= 2^63. */
static inline int64_t to_signed(uint64_t u)
{
    return (int64_t)(u & (UINT64_MAX >> 1)) + (int64_t)(u >> 63) * INT64_MIN;
}

static inline int64_t haetae_smulh48_ceil(int64_t a, uint64_t b)
{
    uint64_t hi, lo, sum, carry, u;
    const uint64_t ua = (uint64_t)a;
    const uint64_t round = LOW48;

    /* Signed a times unsigned b as a 128-bit two's complement number:
     * the unsigned product of the bit patterns, minus b * 2^64 when a < 0. */
    mul_wide(&hi, &lo, ua, b);
    hi -= b & (0u - (ua >> 63));
    /* ceil(p / 2^48) = floor((p + 2^48 - 1) / 2^48); the carry out of the
     * low word is computed without a comparison. */
    sum = lo + round;
    carry = ((lo & round) | ((lo | round) & ~sum)) >> 63;
    hi += carry;
    u = (hi << 16) | (sum >> 48);
    return to_signed(u);
}

/* exp(-z / 2^48) * 2^48 for 0 <= z < 2^48, by Horner's rule on the
 * specified degree-10 polynomial, each product rounded up. The
 * coefficients, highest degree first, alternate in sign like the Taylor
 * series of exp(-z); the constant term 2^48 + 1 keeps the approximation
 * above exp(-z) everywhere. */
static const int64_t haetae_exp_coef[11] = {
    INT64_C(55868746),         INT64_C(-743564434),      INT64_C(6953427278),
    INT64_C(-55833338892),     INT64_C(390932311155),    INT64_C(-2345623661771),
    INT64_C(11728123872951),   INT64_C(-46912496106200), INT64_C(140737488354861),
    INT64_C(-281474976710650), INT64_C(281474976710657),
};

static inline uint64_t haetae_exp_neg48(uint64_t z)
{
    uint64_t acc = (uint64_t)haetae_exp_coef[0];
    int k;

    /* The additions are done mod 2^64 (no signed overflow for any z);
     * for the sampler's z every intermediate is below 2^50 in magnitude. */
    for (k = 1; k < 11; k++) {
        const uint64_t prod = (uint64_t)haetae_smulh48_ceil(to_signed(acc), z);
        acc = prod + (uint64_t)haetae_exp_coef[k];
    }
    return acc;
}

#endif
