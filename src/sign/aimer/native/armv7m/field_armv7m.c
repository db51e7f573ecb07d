/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GF(2^lambda) multiplication on ARMv7E-M: the carry-less 64 x 64 product
 * and 128 x 128 products in assembly (clmul_armv7m.S, integer multiplies of
 * operands with holes), Karatsuba on top of them and the reduction here. The result equals
 * aimer_gf_mul_c bit for bit: the same polynomial product, reduced to the
 * unique element of degree < lambda. Nothing depends on secret values. */
#include "meta.h"

#if AIMER_W != 3
/* 128 x 128 -> 256: Karatsuba over 64-bit halves (clmul_armv7m.S) */
static inline void mul128(uint64_t r[4], const uint64_t a[2], const uint64_t b[2])
{
    aimer_clmul128_armv7m(r, a, b);
}
#endif

#if AIMER_W == 2
static inline void polymul(uint64_t r[4], const uint64_t a[2], const uint64_t b[2])
{
    mul128(r, a, b);
}
#elif AIMER_W == 3
/* 192 x 192 -> 384: the diagonal products and the three pair sums */
static void polymul(uint64_t r[6], const uint64_t a[3], const uint64_t b[3])
{
    uint64_t d[3][2], s[3][2], as, bs;
    unsigned i, j, k;
    for (i = 0; i < 3; i++) {
        aimer_clmul64_armv7m(d[i], &a[i], &b[i]);
    }
    for (k = 0; k < 3; k++) { /* pair (i, j) = (0, 1), (0, 2), (1, 2) */
        i = k >> 1;
        j = k == 0 ? 1 : 2;
        as = a[i] ^ a[j];
        bs = b[i] ^ b[j];
        aimer_clmul64_armv7m(s[k], &as, &bs);
        s[k][0] ^= d[i][0] ^ d[j][0];
        s[k][1] ^= d[i][1] ^ d[j][1];
    }
    /* d[i] at word 2i; s[k] = a_i b_j + a_j b_i at word i + j */
    for (k = 0; k < 6; k++) {
        r[k] = 0;
    }
    for (i = 0; i < 3; i++) {
        r[2 * i] ^= d[i][0];
        r[2 * i + 1] ^= d[i][1];
    }
    r[1] ^= s[0][0];
    r[2] ^= s[0][1] ^ s[1][0];
    r[3] ^= s[1][1] ^ s[2][0];
    r[4] ^= s[2][1];
}
#else
/* 256 x 256 -> 512: Karatsuba over 128-bit halves */
static void polymul(uint64_t r[8], const uint64_t a[4], const uint64_t b[4])
{
    uint64_t m[4], as[2], bs[2];
    unsigned k;
    mul128(r, a, b);
    mul128(r + 4, a + 2, b + 2);
    as[0] = a[0] ^ a[2];
    as[1] = a[1] ^ a[3];
    bs[0] = b[0] ^ b[2];
    bs[1] = b[1] ^ b[3];
    mul128(m, as, bs);
    for (k = 0; k < 4; k++) {
        m[k] ^= r[k] ^ r[4 + k];
    }
    for (k = 0; k < 4; k++) {
        r[2 + k] ^= m[k];
    }
}
#endif

/* x^lambda = x^k1 + x^k2 + x^k3 + 1 (the modulus's low terms) */
#if AIMER_LAMBDA == 256
#define TAPS(h)  ((h) ^ ((h) << 10) ^ ((h) << 5) ^ ((h) << 2))
#define SPILL(h) (((h) >> 54) ^ ((h) >> 59) ^ ((h) >> 62))
#else
#define TAPS(h)  ((h) ^ ((h) << 7) ^ ((h) << 2) ^ ((h) << 1))
#define SPILL(h) (((h) >> 57) ^ ((h) >> 62) ^ ((h) >> 63))
#endif

/* r = t mod the modulus: fold from the top word down; the spill of the
   lowest high word lands in word W, folded last because the loop runs
   downwards */
static inline void reduce(aimer_gf *r, uint64_t t[2 * AIMER_W])
{
    unsigned i;
    for (i = 2 * AIMER_W - 1; i >= AIMER_W; i--) {
        t[i - AIMER_W] ^= TAPS(t[i]);
        t[i - AIMER_W + 1] ^= SPILL(t[i]);
    }
    for (i = 0; i < AIMER_W; i++) {
        r->w[i] = t[i];
    }
}

void aimer_gf_mul_armv7m(aimer_gf *r, const aimer_gf *a, const aimer_gf *b)
{
    uint64_t t[2 * AIMER_W];
    polymul(t, a->w, b->w);
    reduce(r, t);
}

/* The products summed unreduced (reduction is linear), one reduction; the
   first product starts the sum (no zeroing call). */
void aimer_gf_dot_add_armv7m(aimer_gf *r, const aimer_gf *a, const aimer_gf *b, unsigned n)
{
    uint64_t acc[2 * AIMER_W], t[2 * AIMER_W];
    aimer_gf s;
    unsigned i, k;
    if (n == 0) {
        return;
    }
    polymul(acc, a[0].w, b[0].w);
    for (k = 1; k < n; k++) {
        polymul(t, a[k].w, b[k].w);
        for (i = 0; i < 2 * AIMER_W; i++) {
            acc[i] ^= t[i];
        }
    }
    reduce(&s, acc);
    for (i = 0; i < AIMER_W; i++) {
        r->w[i] ^= s.w[i];
    }
}

/* The twin's products with the assembly kernel called directly: x_l =
   pt A_l, x_L = sum_l y_l B_l accumulated in place. */
void aimer_party_linear_armv7m(aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                               const aimer_linear *lin)
{
    unsigned l, i;
    for (l = 0; l <= AIMER_L; l++) {
        for (i = 0; i < AIMER_W; i++) {
            x[l].w[i] = 0;
        }
    }
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_mat_vec_add_armv7m(&x[l], &tape->pt, lin->mat[l]);
        aimer_gf_mat_vec_add_armv7m(&x[AIMER_L], &tape->y[l], lin->mat[AIMER_L + l]);
    }
}

/* The matrix of an affine layer from its squeezed rows (twin
 * aimer_square_up_rows_c, aim3.c): row i = up_i + sum_(j<i) r_i[j] up_j,
 * where up_j is r_j with bits below j cleared and bit j set. The up rows
 * go to a scratch matrix first; then each row is one matrix-vector product
 * with the assembly kernel, v = the bits of r_i below i. Public data. */
void aimer_square_up_rows_armv7m(aimer_gf m[AIMER_LAMBDA])
{
    aimer_gf up[AIMER_LAMBDA], v;
    unsigned i, k;
    for (i = 0; i < AIMER_LAMBDA; i++) {
        for (k = 0; k < AIMER_W; k++) {
            uint64_t keep = k < i / 64 ? 0 : k > i / 64 ? ~(uint64_t)0 : ~(uint64_t)0 << (i % 64);
            up[i].w[k] = m[i].w[k] & keep;
            v.w[k] = m[i].w[k] & ~keep;
        }
        up[i].w[i / 64] |= (uint64_t)1 << (i % 64);
        m[i] = v; /* the low bits, kept until row i is built */
    }
    for (i = 0; i < AIMER_LAMBDA; i++) {
        v = m[i];
        m[i] = up[i];
        aimer_gf_mat_vec_add_armv7m(&m[i], &v, up);
    }
}
