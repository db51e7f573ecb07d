/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GF(2^lambda) multiplication and repeated squaring with PCLMULQDQ.
 *
 * Products are schoolbook or Karatsuba over 64-bit carry-less products.
 * The reduction uses x^lambda = P(x) with P = x^7 + x^2 + x + 1 (0x87) for
 * lambda = 128 and 192 and P = x^10 + x^5 + x^2 + 1 (0x425) for 256: each
 * high word h of the product, standing for h x^(64 i) x^lambda, is replaced
 * by the carry-less product h P placed at x^(64 i). The top word's product
 * spills at most deg P bits past x^lambda, and those are folded once more.
 * PCLMULQDQ takes the same time for every operand, and nothing branches on
 * or indexes by data, so both kernels are constant time. The result is the
 * unique reduced element, as in field.c. */
#include <immintrin.h>
#include <string.h>

#include "meta.h"

#if AIMER_LAMBDA == 256
#define POLY 0x425
#else
#define POLY 0x87
#endif

#define CLMUL(a, b, imm) _mm_clmulepi64_si128((a), (b), (imm))

/* 128 x 128 -> 256 bits: lo = words 0, 1 and hi = words 2, 3. */
static inline void mul128(__m128i *lo, __m128i *hi, __m128i a, __m128i b)
{
    __m128i l = CLMUL(a, b, 0x00), h = CLMUL(a, b, 0x11);
    __m128i m = _mm_xor_si128(CLMUL(a, b, 0x01), CLMUL(a, b, 0x10));
    *lo = _mm_xor_si128(l, _mm_slli_si128(m, 8));
    *hi = _mm_xor_si128(h, _mm_srli_si128(m, 8));
}

#if AIMER_W == 2

typedef struct {
    __m128i t01, t23;
} wide;

static inline __m128i load(const aimer_gf *a)
{
    return _mm_loadu_si128((const __m128i *)(const void *)a->w);
}

static inline void store(aimer_gf *r, __m128i v)
{
    _mm_storeu_si128((__m128i *)(void *)r->w, v);
}

/* words 2 and 3: word 3 first (its spill lands in word 2), then word 2 */
static inline __m128i reduce(wide t)
{
    const __m128i p = _mm_cvtsi32_si128(POLY);
    __m128i u = CLMUL(t.t23, p, 0x01);
    __m128i lo = _mm_xor_si128(t.t01, _mm_slli_si128(u, 8));
    __m128i hi = _mm_xor_si128(t.t23, _mm_srli_si128(u, 8));
    return _mm_xor_si128(lo, CLMUL(hi, p, 0x00));
}

typedef __m128i elem;

static inline wide mul_wide(const aimer_gf *a, const aimer_gf *b)
{
    wide t;
    mul128(&t.t01, &t.t23, load(a), load(b));
    return t;
}

static inline wide wide_xor(wide a, wide b)
{
    a.t01 = _mm_xor_si128(a.t01, b.t01);
    a.t23 = _mm_xor_si128(a.t23, b.t23);
    return a;
}

static inline elem elem_xor(elem a, elem b)
{
    return _mm_xor_si128(a, b);
}

static inline elem square(elem x)
{
    wide t;
    t.t01 = CLMUL(x, x, 0x00);
    t.t23 = CLMUL(x, x, 0x11);
    return reduce(t);
}

#elif AIMER_W == 3

/* An element as words 0, 1 (x01) and word 2 (x2, upper half zero). */
typedef struct {
    __m128i x01, x2;
} elem;

typedef struct {
    __m128i t01, t23, t45;
} wide;

static inline elem load(const aimer_gf *a)
{
    elem e;
    e.x01 = _mm_loadu_si128((const __m128i *)(const void *)a->w);
    e.x2 = _mm_loadl_epi64((const __m128i *)(const void *)(a->w + 2));
    return e;
}

static inline void store(aimer_gf *r, elem e)
{
    _mm_storeu_si128((__m128i *)(void *)r->w, e.x01);
    _mm_storel_epi64((__m128i *)(void *)(r->w + 2), e.x2);
}

/* words 3, 4, 5 at once; word 5's spill (word 6 of h P) is folded last */
static inline elem reduce(wide t)
{
    const __m128i p = _mm_cvtsi32_si128(POLY);
    __m128i p3 = CLMUL(t.t23, p, 0x01); /* into words 0, 1 */
    __m128i p4 = CLMUL(t.t45, p, 0x00); /* into words 1, 2 */
    __m128i p5 = CLMUL(t.t45, p, 0x01); /* into words 2, 3 */
    elem r;
    __m128i w2x; /* word 2 and the spill past x^192 */
    r.x01 = _mm_xor_si128(_mm_xor_si128(t.t01, p3), _mm_slli_si128(p4, 8));
    w2x = _mm_xor_si128(_mm_xor_si128(_mm_move_epi64(t.t23), _mm_srli_si128(p4, 8)), p5);
    r.x01 = _mm_xor_si128(r.x01, CLMUL(w2x, p, 0x01)); /* at most 14 bits */
    r.x2 = _mm_move_epi64(w2x);
    return r;
}

static inline wide mul_wide(const aimer_gf *a, const aimer_gf *b)
{
    elem x = load(a), y = load(b);
    wide t;
    __m128i lo, hi, c0, c1;
    mul128(&lo, &hi, x.x01, y.x01);
    /* a0 b2 + a2 b0 (words 2, 3) and a1 b2 + a2 b1 (words 3, 4) */
    c0 = _mm_xor_si128(CLMUL(x.x01, y.x2, 0x00), CLMUL(y.x01, x.x2, 0x00));
    c1 = _mm_xor_si128(CLMUL(x.x01, y.x2, 0x01), CLMUL(y.x01, x.x2, 0x01));
    t.t01 = lo;
    t.t23 = _mm_xor_si128(_mm_xor_si128(hi, c0), _mm_slli_si128(c1, 8));
    t.t45 = _mm_xor_si128(CLMUL(x.x2, y.x2, 0x00), _mm_srli_si128(c1, 8));
    return t;
}

static inline wide wide_xor(wide a, wide b)
{
    a.t01 = _mm_xor_si128(a.t01, b.t01);
    a.t23 = _mm_xor_si128(a.t23, b.t23);
    a.t45 = _mm_xor_si128(a.t45, b.t45);
    return a;
}

static inline elem elem_xor(elem a, elem b)
{
    a.x01 = _mm_xor_si128(a.x01, b.x01);
    a.x2 = _mm_xor_si128(a.x2, b.x2);
    return a;
}

static inline elem square(elem x)
{
    wide t;
    t.t01 = CLMUL(x.x01, x.x01, 0x00);
    t.t23 = CLMUL(x.x01, x.x01, 0x11);
    t.t45 = CLMUL(x.x2, x.x2, 0x00);
    return reduce(t);
}

#elif AIMER_W == 4

typedef struct {
    __m128i x01, x23;
} elem;

typedef struct {
    __m128i t01, t23, t45, t67;
} wide;

static inline elem load(const aimer_gf *a)
{
    elem e;
    e.x01 = _mm_loadu_si128((const __m128i *)(const void *)a->w);
    e.x23 = _mm_loadu_si128((const __m128i *)(const void *)(a->w + 2));
    return e;
}

static inline void store(aimer_gf *r, elem e)
{
    _mm_storeu_si128((__m128i *)(void *)r->w, e.x01);
    _mm_storeu_si128((__m128i *)(void *)(r->w + 2), e.x23);
}

/* words 4 .. 7 at once; word 7's spill (word 8 of h P) is folded last */
static inline elem reduce(wide t)
{
    const __m128i p = _mm_cvtsi32_si128(POLY);
    __m128i p4 = CLMUL(t.t45, p, 0x00); /* into words 0, 1 */
    __m128i p5 = CLMUL(t.t45, p, 0x01); /* into words 1, 2 */
    __m128i p6 = CLMUL(t.t67, p, 0x00); /* into words 2, 3 */
    __m128i p7 = CLMUL(t.t67, p, 0x01); /* into words 3, 4 */
    elem r;
    r.x01 = _mm_xor_si128(_mm_xor_si128(t.t01, p4), _mm_slli_si128(p5, 8));
    r.x23 = _mm_xor_si128(_mm_xor_si128(t.t23, _mm_srli_si128(p5, 8)),
                          _mm_xor_si128(p6, _mm_slli_si128(p7, 8)));
    r.x01 = _mm_xor_si128(r.x01, CLMUL(p7, p, 0x01)); /* at most 20 bits */
    return r;
}

static inline wide mul_wide(const aimer_gf *a, const aimer_gf *b)
{
    elem x = load(a), y = load(b);
    wide t;
    __m128i l0, l1, h0, h1, m0, m1;
    /* Karatsuba over 128-bit halves */
    mul128(&l0, &l1, x.x01, y.x01);
    mul128(&h0, &h1, x.x23, y.x23);
    mul128(&m0, &m1, _mm_xor_si128(x.x01, x.x23), _mm_xor_si128(y.x01, y.x23));
    m0 = _mm_xor_si128(m0, _mm_xor_si128(l0, h0));
    m1 = _mm_xor_si128(m1, _mm_xor_si128(l1, h1));
    t.t01 = l0;
    t.t23 = _mm_xor_si128(l1, m0);
    t.t45 = _mm_xor_si128(h0, m1);
    t.t67 = h1;
    return t;
}

static inline wide wide_xor(wide a, wide b)
{
    a.t01 = _mm_xor_si128(a.t01, b.t01);
    a.t23 = _mm_xor_si128(a.t23, b.t23);
    a.t45 = _mm_xor_si128(a.t45, b.t45);
    a.t67 = _mm_xor_si128(a.t67, b.t67);
    return a;
}

static inline elem elem_xor(elem a, elem b)
{
    a.x01 = _mm_xor_si128(a.x01, b.x01);
    a.x23 = _mm_xor_si128(a.x23, b.x23);
    return a;
}

static inline elem square(elem x)
{
    wide t;
    t.t01 = CLMUL(x.x01, x.x01, 0x00);
    t.t23 = CLMUL(x.x01, x.x01, 0x11);
    t.t45 = CLMUL(x.x23, x.x23, 0x00);
    t.t67 = CLMUL(x.x23, x.x23, 0x11);
    return reduce(t);
}

#else
#error "AIMER_W must be 2, 3 or 4"
#endif

#define AIMER_NATIVE_FN(name) aimer_##name##_avx2
#include "../field_chains.h"
