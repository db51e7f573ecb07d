/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GF(2^lambda) multiplication and repeated squaring with PMULL/PMULL2.
 *
 * A 64 x 64-bit carry-less product is PMULL on the low lanes of two
 * vectors or PMULL2 on their high lanes, so operands are kept where the
 * instruction reads them: lambda = 192 keeps word 2 in both lanes, and the
 * reduction constant sits in both lanes. Products are schoolbook (lambda =
 * 128, 192) or one Karatsuba step over 128-bit halves (256) of those.
 *
 * Reduction: x^lambda = P(x), P = x^7 + x^2 + x + 1 (0x87) for lambda = 128
 * and 192, x^10 + x^5 + x^2 + 1 (0x425) for 256. A high word h standing for
 * h x^(64 i) x^lambda is replaced by h P placed at x^(64 i); the top word's
 * product spills at most deg P bits past x^lambda, which are folded once
 * more. PMULL takes the same time for every operand and nothing branches on
 * or indexes by data: both kernels are constant time. The result is the
 * unique reduced element, as in field.c. */
#include <arm_neon.h>
#include <string.h>

#include "meta.h"

#if AIMER_LAMBDA == 256
#define POLY 0x425
#else
#define POLY 0x87
#endif

/* a[0] b[0] and a[1] b[1] as 128-bit carry-less products */
static inline uint64x2_t mul_ll(uint64x2_t a, uint64x2_t b)
{
    return vreinterpretq_u64_p128(vmull_p64(vgetq_lane_p64(vreinterpretq_p64_u64(a), 0),
                                            vgetq_lane_p64(vreinterpretq_p64_u64(b), 0)));
}

static inline uint64x2_t mul_hh(uint64x2_t a, uint64x2_t b)
{
    return vreinterpretq_u64_p128(
        vmull_high_p64(vreinterpretq_p64_u64(a), vreinterpretq_p64_u64(b)));
}

/* [0, m0] and [m1, 0]: m moved up or down by one word */
static inline uint64x2_t up64(uint64x2_t m)
{
    return vextq_u64(vdupq_n_u64(0), m, 1);
}

static inline uint64x2_t down64(uint64x2_t m)
{
    return vextq_u64(m, vdupq_n_u64(0), 1);
}

/* 128 x 128 -> 256 bits: lo = words 0, 1 and hi = words 2, 3. */
static inline void mul128(uint64x2_t *lo, uint64x2_t *hi, uint64x2_t a, uint64x2_t b)
{
    uint64x2_t bs = vextq_u64(b, b, 1);
    uint64x2_t m = veorq_u64(mul_ll(a, bs), mul_hh(a, bs));
    *lo = veorq_u64(mul_ll(a, b), up64(m));
    *hi = veorq_u64(mul_hh(a, b), down64(m));
}

static inline uint64x2_t poly2(void)
{
    return vdupq_n_u64(POLY);
}

#if AIMER_W == 2

typedef uint64x2_t elem;

typedef struct {
    uint64x2_t t01, t23;
} wide;

static inline elem load(const aimer_gf *a)
{
    return vld1q_u64(a->w);
}

static inline void store(aimer_gf *r, elem e)
{
    vst1q_u64(r->w, e);
}

/* word 3 first (its spill lands in word 2), then word 2 */
static inline elem reduce(wide t)
{
    const uint64x2_t p = poly2();
    uint64x2_t u = mul_hh(t.t23, p);
    uint64x2_t lo = veorq_u64(t.t01, up64(u));
    uint64x2_t hi = veorq_u64(t.t23, down64(u));
    return veorq_u64(lo, mul_ll(hi, p));
}

static inline wide mul_wide(const aimer_gf *a, const aimer_gf *b)
{
    wide t;
    mul128(&t.t01, &t.t23, load(a), load(b));
    return t;
}

static inline wide wide_xor(wide a, wide b)
{
    a.t01 = veorq_u64(a.t01, b.t01);
    a.t23 = veorq_u64(a.t23, b.t23);
    return a;
}

static inline elem elem_xor(elem a, elem b)
{
    return veorq_u64(a, b);
}

static inline elem square(elem x)
{
    wide t;
    t.t01 = mul_ll(x, x);
    t.t23 = mul_hh(x, x);
    return reduce(t);
}

#elif AIMER_W == 3

/* words 0, 1 (x01) and word 2 in both lanes (x2) */
typedef struct {
    uint64x2_t x01, x2;
} elem;

typedef struct {
    uint64x2_t t01, t23, t45;
} wide;

static inline elem load(const aimer_gf *a)
{
    elem e;
    e.x01 = vld1q_u64(a->w);
    e.x2 = vld1q_dup_u64(a->w + 2);
    return e;
}

static inline void store(aimer_gf *r, elem e)
{
    vst1q_u64(r->w, e.x01);
    vst1_u64(r->w + 2, vget_low_u64(e.x2));
}

/* words 3, 4, 5 at once; word 5's spill past x^192 (the high half of its
   product) is folded last */
static inline elem reduce(wide t)
{
    const uint64x2_t p = poly2();
    uint64x2_t p3 = mul_hh(t.t23, p);                            /* into words 0, 1 */
    uint64x2_t p4 = mul_ll(t.t45, p);                            /* into words 1, 2 */
    uint64x2_t p5 = mul_hh(t.t45, p);                            /* into words 2, 3 */
    uint64x2_t w2 = veorq_u64(veorq_u64(t.t23, down64(p4)), p5); /* lane 0: word 2 */
    elem r;
    r.x01 = veorq_u64(veorq_u64(t.t01, p3), up64(p4));
    r.x01 = veorq_u64(r.x01, mul_hh(p5, p)); /* at most 14 bits */
    r.x2 = vdupq_laneq_u64(w2, 0);
    return r;
}

static inline wide mul_wide(const aimer_gf *a, const aimer_gf *b)
{
    elem x = load(a), y = load(b);
    wide t;
    uint64x2_t lo, hi, c0, c1;
    mul128(&lo, &hi, x.x01, y.x01);
    /* a0 b2 + a2 b0 (words 2, 3) and a1 b2 + a2 b1 (words 3, 4) */
    c0 = veorq_u64(mul_ll(x.x01, y.x2), mul_ll(y.x01, x.x2));
    c1 = veorq_u64(mul_hh(x.x01, y.x2), mul_hh(y.x01, x.x2));
    t.t01 = lo;
    t.t23 = veorq_u64(veorq_u64(hi, c0), up64(c1));
    t.t45 = veorq_u64(mul_ll(x.x2, y.x2), down64(c1));
    return t;
}

static inline wide wide_xor(wide a, wide b)
{
    a.t01 = veorq_u64(a.t01, b.t01);
    a.t23 = veorq_u64(a.t23, b.t23);
    a.t45 = veorq_u64(a.t45, b.t45);
    return a;
}

static inline elem elem_xor(elem a, elem b)
{
    a.x01 = veorq_u64(a.x01, b.x01);
    a.x2 = veorq_u64(a.x2, b.x2);
    return a;
}

static inline elem square(elem x)
{
    wide t;
    t.t01 = mul_ll(x.x01, x.x01);
    t.t23 = mul_hh(x.x01, x.x01);
    t.t45 = mul_ll(x.x2, x.x2);
    return reduce(t);
}

#elif AIMER_W == 4

typedef struct {
    uint64x2_t x01, x23;
} elem;

typedef struct {
    uint64x2_t t01, t23, t45, t67;
} wide;

static inline elem load(const aimer_gf *a)
{
    elem e;
    e.x01 = vld1q_u64(a->w);
    e.x23 = vld1q_u64(a->w + 2);
    return e;
}

static inline void store(aimer_gf *r, elem e)
{
    vst1q_u64(r->w, e.x01);
    vst1q_u64(r->w + 2, e.x23);
}

/* words 4 .. 7 at once; word 7's spill (word 8 of h P) is folded last */
static inline elem reduce(wide t)
{
    const uint64x2_t p = poly2();
    uint64x2_t p4 = mul_ll(t.t45, p); /* into words 0, 1 */
    uint64x2_t p5 = mul_hh(t.t45, p); /* into words 1, 2 */
    uint64x2_t p6 = mul_ll(t.t67, p); /* into words 2, 3 */
    uint64x2_t p7 = mul_hh(t.t67, p); /* into words 3, 4 */
    elem r;
    r.x01 = veorq_u64(veorq_u64(t.t01, p4), up64(p5));
    r.x23 = veorq_u64(veorq_u64(t.t23, down64(p5)), veorq_u64(p6, up64(p7)));
    r.x01 = veorq_u64(r.x01, mul_hh(p7, p)); /* at most 20 bits */
    return r;
}

static inline wide mul_wide(const aimer_gf *a, const aimer_gf *b)
{
    elem x = load(a), y = load(b);
    wide t;
    uint64x2_t l0, l1, h0, h1, m0, m1;
    mul128(&l0, &l1, x.x01, y.x01);
    mul128(&h0, &h1, x.x23, y.x23);
    mul128(&m0, &m1, veorq_u64(x.x01, x.x23), veorq_u64(y.x01, y.x23));
    m0 = veorq_u64(m0, veorq_u64(l0, h0));
    m1 = veorq_u64(m1, veorq_u64(l1, h1));
    t.t01 = l0;
    t.t23 = veorq_u64(l1, m0);
    t.t45 = veorq_u64(h0, m1);
    t.t67 = h1;
    return t;
}

static inline wide wide_xor(wide a, wide b)
{
    a.t01 = veorq_u64(a.t01, b.t01);
    a.t23 = veorq_u64(a.t23, b.t23);
    a.t45 = veorq_u64(a.t45, b.t45);
    a.t67 = veorq_u64(a.t67, b.t67);
    return a;
}

static inline elem elem_xor(elem a, elem b)
{
    a.x01 = veorq_u64(a.x01, b.x01);
    a.x23 = veorq_u64(a.x23, b.x23);
    return a;
}

static inline elem square(elem x)
{
    wide t;
    t.t01 = mul_ll(x.x01, x.x01);
    t.t23 = mul_hh(x.x01, x.x01);
    t.t45 = mul_ll(x.x23, x.x23);
    t.t67 = mul_hh(x.x23, x.x23);
    return reduce(t);
}

#else
#error "AIMER_W must be 2, 3 or 4"
#endif

#define AIMER_NATIVE_FN(name) aimer_##name##_neon
#include "../field_chains.h"
