/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Binary64 in integers; see fpr.h. Every operation reduces to "a sign, an
 * exponent e and an integer m in [2^54, 2^55) whose lowest bit is sticky
 * (the OR of everything below it), the value being m 2^e", which pack()
 * rounds to 53 bits. */
#include "fpr.h"

#define MANT_MASK (((uint64_t)1 << 52) - 1)

/* all ones if x != 0, else 0 */
static uint64_t nonzero_mask(uint64_t x)
{
    return 0u - ((x | (0u - x)) >> 63);
}

/* Round m (in [2^54, 2^55), sticky low bit) 2^e to the nearest double.
 * A zero m gives a zero of sign s; a result below the normal range is a
 * zero too (outside the domain). */
static fpr pack(uint64_t s, int e, uint64_t m)
{
    uint64_t kept = m >> 2, up, bits, ok;
    int64_t be = (int64_t)e + 1076; /* biased exponent, minus one */
    /* ties to even: round up for low bits (lsb, half, sticky) = 011, 110, 111 */
    up = (0xC8u >> (unsigned)(m & 7u)) & 1u;
    ok = nonzero_mask(m) & (0u - (uint64_t)(((uint64_t)(0 - be) >> 63) & 1u)); /* be > 0 */
    bits = ((uint64_t)be << 52) + kept + up;
    return (s << 63) | (bits & ok);
}

/* Shift x left until bit 63 is set (x != 0); returns the shift count. */
static unsigned normalize64(uint64_t *x)
{
    unsigned n = 0, k;
    for (k = 32; k > 0; k >>= 1) {
        uint64_t t = *x << k;
        uint64_t move = 0u - (uint64_t)((*x >> (64 - k)) == 0);
        *x = (t & move) | (*x & ~move);
        n += k & (unsigned)move;
    }
    return n;
}

/* A 64-bit magnitude normalized to [2^63, 2^64), cut to 55 bits with a
 * sticky bit: the m of pack(), with 9 - shift added to the exponent. */
static uint64_t cut55(uint64_t x)
{
    return (x >> 9) | ((nonzero_mask(x & 0x1FFu)) & 1u);
}

fpr fpr_scaled(int64_t i, int sc)
{
    uint64_t s = (uint64_t)i >> 63;
    uint64_t a = ((uint64_t)i ^ (0u - s)) + s; /* |i| */
    uint64_t z = nonzero_mask(a);
    unsigned lz;
    a |= ~z & ((uint64_t)1 << 63); /* keep normalize64 away from 0 */
    lz = normalize64(&a);
    return pack(s, sc + 9 - (int)lz, cut55(a) & z);
}

fpr fpr_of(int64_t i)
{
    return fpr_scaled(i, 0);
}

/* The integer significand (implicit bit included; 0 for zero and
 * subnormals) and the exponent field. */
static uint64_t mant(fpr x)
{
    uint64_t e = (x >> 52) & 0x7FFu;
    return (x & MANT_MASK) | (nonzero_mask(e) & ((uint64_t)1 << 52));
}

static int expo(fpr x)
{
    return (int)((x >> 52) & 0x7FFu);
}

fpr fpr_add(fpr x, fpr y)
{
    uint64_t sw, t, mx, my, sx, sy, m, sticky, z, sub;
    unsigned d, lz;
    int ex, ey;
    /* |x| >= |y| (compare without the signs): swap otherwise */
    sw = 0u - (((x & ~((uint64_t)1 << 63)) - (y & ~((uint64_t)1 << 63))) >> 63);
    t = (x ^ y) & sw;
    x ^= t;
    y ^= t;
    sx = x >> 63;
    sy = y >> 63;
    ex = expo(x);
    ey = expo(y);
    mx = mant(x) << 3; /* three guard bits */
    my = mant(y) << 3;
    /* align y; a shift of 60 or more leaves only the sticky bit */
    d = (unsigned)(ex - ey);              /* >= 0: |x| >= |y| */
    t = 0u - (uint64_t)((60u - d) >> 31); /* all ones when d > 60 */
    d = (unsigned)((d & ~t) | (60u & t));
    sticky = nonzero_mask(my & (((uint64_t)1 << d) - 1u)) & 1u;
    my = (my >> d) | sticky;
    sub = 0u - (sx ^ sy);
    m = mx + (my ^ sub) + (sub & 1u); /* mx + my, or mx - my */
    z = nonzero_mask(m);
    /* exact cancellation gives +0 (or -0 for -0 + -0) */
    sx &= (z & 1u) | sy;
    m |= ~z & ((uint64_t)1 << 63);
    lz = normalize64(&m);
    /* value: m_raw 2^(ex - 1078); normalized: m 2^(ex - 1078 - lz) */
    return pack(sx, ex - 1078 - (int)lz + 9, cut55(m) & z);
}

fpr fpr_mul(fpr x, fpr y)
{
    uint64_t mx = mant(x), my = mant(y);
    uint64_t a0 = mx & 0xFFFFFFFFu, a1 = mx >> 32, b0 = my & 0xFFFFFFFFu, b1 = my >> 32;
    uint64_t lo = a0 * b0, m1 = a1 * b0, m2 = a0 * b1, hi = a1 * b1, t, zm, w, sh;
    int e;
    t = (lo >> 32) + (m1 & 0xFFFFFFFFu) + (m2 & 0xFFFFFFFFu);
    lo = (lo & 0xFFFFFFFFu) | (t << 32);
    hi += (m1 >> 32) + (m2 >> 32) + (t >> 32);
    /* the product is in [2^104, 2^106): its bits from 50 up, sticky below */
    w = (hi << 14) | (lo >> 50);
    w |= nonzero_mask(lo & (((uint64_t)1 << 50) - 1u)) & 1u;
    sh = w >> 55; /* 1 when the product reached 2^105 */
    w = (w >> sh) | (w & sh);
    e = expo(x) + expo(y) - 2150 + 50 + (int)sh;
    zm = nonzero_mask(mx) & nonzero_mask(my);
    return pack((x ^ y) >> 63, e, w & zm);
}

fpr fpr_div(fpr x, fpr y)
{
    uint64_t mx = mant(x), my = mant(y), q = 0, r = mx, sh;
    unsigned i;
    int e;
    /* q = floor(mx 2^55 / my), one bit per step */
    for (i = 0; i < 56; i++) {
        uint64_t ge = 0u - (((r - my) >> 63) ^ 1u);
        r -= my & ge;
        q = (q << 1) | (ge & 1u);
        r <<= 1;
    }
    q |= nonzero_mask(r) & 1u;
    sh = q >> 55; /* q in [2^54, 2^56) */
    q = (q >> sh) | (q & sh);
    e = expo(x) - expo(y) - 55 + (int)sh;
    return pack((x ^ y) >> 63, e, q & nonzero_mask(mx));
}

fpr fpr_sqrt(fpr x)
{
    uint64_t mx = mant(x), odd, rem = 0, root = 0;
    int e2 = expo(x) - 1075, i;
    /* an even exponent: X = mx or 2 mx, in [2^52, 2^54) */
    odd = (uint64_t)e2 & 1u;
    mx <<= odd;
    e2 -= (int)odd;
    /* root = floor(sqrt(X 2^56)), two radicand bits per step */
    for (i = 0; i < 55; i++) {
        uint64_t pair = i < 27 ? (mx >> (52 - 2 * i)) & 3u : 0u; /* public index */
        uint64_t t, ge;
        rem = (rem << 2) | pair;
        t = (root << 2) | 1u;
        ge = 0u - (((rem - t) >> 63) ^ 1u);
        rem -= t & ge;
        root = (root << 1) | (ge & 1u);
    }
    root |= nonzero_mask(rem) & 1u;
    /* e2 is even: halve it exactly (arithmetic on the offset value) */
    return pack(0, (e2 - 56) / 2, root & nonzero_mask(mx)); /* e2 - 56 is even */
}

/* x rounded to an integer: ties to even (floor_mode 0) or down
 * (floor_mode 1); |x| < 2^63. */
static int64_t to_int(fpr x, uint64_t floor_mode)
{
    uint64_t m = mant(x), s = x >> 63, neg, r, rest, half, up, c, k;
    int e = expo(x) - 1075; /* value m 2^e, m < 2^53 */
    int64_t v;
    neg = 0u - ((uint64_t)(int64_t)e >> 63); /* e < 0 */
    /* e < 0: k = min(-e, 63) bits go; e >= 0: m << e */
    k = (uint64_t)(0 - (int64_t)e);
    c = 0u - ((63u - k) >> 63); /* k > 63 (or e >= 0: k huge, masked below) */
    k = ((k & ~c) | (63u & c));
    k = (k & neg) | (1u & ~neg);
    r = m >> k;
    rest = m & (((uint64_t)1 << k) - 1u);
    half = (uint64_t)1 << (k - 1u);
    /* to nearest: rest > half, or rest == half with r odd */
    up = ((half - rest) >> 63) | ((~nonzero_mask(rest ^ half)) & r & 1u);
    /* down, for a negative x: any rest raises the magnitude */
    up = (up & ~(0u - floor_mode)) | (nonzero_mask(rest) & s & floor_mode);
    r += up & 1u;
    r = (r & neg) | ((m << ((uint64_t)e & 63u & ~neg)) & ~neg);
    v = (int64_t)r;
    /* -v for a negative x (r < 2^63) */
    return (v ^ -(int64_t)s) + (int64_t)s;
}

int64_t fpr_rint(fpr x)
{
    return to_int(x, 0);
}

int64_t fpr_floor(fpr x)
{
    return to_int(x, 1);
}

/* Doubles order like sign-magnitude integers: map them to unsigned keys
 * that order like the values (-0 sorts just below +0). */
int fpr_lt(fpr x, fpr y)
{
    uint64_t kx = x ^ ((0u - (x >> 63)) | ((uint64_t)1 << 63));
    uint64_t ky = y ^ ((0u - (y >> 63)) | ((uint64_t)1 << 63));
    /* kx < ky as unsigned: the borrow of kx - ky */
    return (int)((((~kx) & ky) | ((~(kx ^ ky)) & (kx - ky))) >> 63);
}
