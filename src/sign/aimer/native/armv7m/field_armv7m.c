/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GF(2^lambda) multiplication on ARMv7E-M: the carry-less 64 x 64 product
 * and 128 x 128 products in assembly (clmul_armv7m.S, integer multiplies of
 * operands with holes), Karatsuba on top of them and the reduction here. The result equals
 * aimer_gf_mul_c bit for bit: the same polynomial product, reduced to the
 * unique element of degree < lambda. Nothing depends on secret values. */
#include <string.h>

#include "ct.h"
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
 * aimer_square_up_rows_c, aim3.c): the same Method of Four Russians,
 * groups of 4 columns from the last to the first, in place. Shaped for a
 * 32-bit core: a group's 4 index bits are taken from the one 32-bit half
 * of a row word that holds them, and every table entry is a whole element
 * (its words below the group are zero), so each row update is a
 * fixed-length XOR that the compiler unrolls. The table index is a bit of
 * the public matrix (it comes from the IV). */
void aimer_square_up_rows_armv7m(aimer_gf m[AIMER_LAMBDA])
{
    aimer_gf table[16];
    unsigned g, b, s, i, k;
    for (i = 0; i < AIMER_LAMBDA; i++) {
        m[i].w[i / 64] |= (uint64_t)1 << (i % 64);
    }
    memset(table, 0, sizeof table);
    for (g = AIMER_LAMBDA / 4; g-- > 0;) {
        const unsigned j0 = 4 * g, wg = j0 / 64, hi = (j0 % 64) / 32, sh = j0 % 32;
        for (b = 0; b < 4; b++) {
            aimer_gf su = m[j0 + b];
            su.w[wg] &= ~(uint64_t)1 << (j0 % 64) << b; /* bits > j0 + b */
            for (k = 0; k < wg; k++) {
                su.w[k] = 0;
            }
            for (s = 0; s < (1u << b); s++) {
                for (k = 0; k < AIMER_W; k++) {
                    table[(1u << b) | s].w[k] = table[s].w[k] ^ su.w[k];
                }
            }
        }
        for (i = j0 + 1; i < AIMER_LAMBDA; i++) {
            const uint64_t w = m[i].w[wg];
            unsigned idx = ((uint32_t)(hi ? w >> 32 : w) >> sh) & 15;
            if (i < j0 + 4) {
                idx &= (1u << (i - j0)) - 1;
            }
            for (k = 0; k < AIMER_W; k++) {
                m[i].w[k] ^= table[idx].w[k];
            }
        }
    }
}

/* ---- four parties' S-box inputs at once (AIMER_NATIVE_PARTY_LINEAR_X4) ---- */

/* The four vectors' bytes, interleaved for aimer_gf_mat_vec4_add_armv7m:
   byte j of q[k] is byte k of v[j]; a 4 x 4 byte transpose per 32-bit
   word of the vectors. */
static void pack4(uint32_t q[AIMER_LAMBDA / 8], const aimer_gf *const v[4])
{
    unsigned i;
    for (i = 0; i < AIMER_LAMBDA / 32; i++) {
        const unsigned sh = 32 * (i % 2);
        uint32_t a = (uint32_t)(v[0]->w[i / 2] >> sh), b = (uint32_t)(v[1]->w[i / 2] >> sh);
        uint32_t c = (uint32_t)(v[2]->w[i / 2] >> sh), d = (uint32_t)(v[3]->w[i / 2] >> sh);
        uint32_t ab0 = (a & 0x00FF00FFu) | ((b & 0x00FF00FFu) << 8); /* a0 b0 a2 b2 */
        uint32_t ab1 = ((a >> 8) & 0x00FF00FFu) | (b & 0xFF00FF00u); /* a1 b1 a3 b3 */
        uint32_t cd0 = (c & 0x00FF00FFu) | ((d & 0x00FF00FFu) << 8);
        uint32_t cd1 = ((c >> 8) & 0x00FF00FFu) | (d & 0xFF00FF00u);
        q[4 * i] = (ab0 & 0xFFFFu) | (cd0 << 16);
        q[4 * i + 1] = (ab1 & 0xFFFFu) | (cd1 << 16);
        q[4 * i + 2] = (ab0 >> 16) | (cd0 & 0xFFFF0000u);
        q[4 * i + 3] = (ab1 >> 16) | (cd1 & 0xFFFF0000u);
    }
}

/* The twin's products, each row read once for the four parties: x_l = pt
   A_l, x_L = sum_l y_l B_l, accumulated four parties side by side. */
void aimer_party_linear_x4_armv7m(aimer_gf x[4][AIMER_L + 1], const aimer_tape *const tape[4],
                                  const aimer_linear *lin)
{
    aimer_gf acc[AIMER_L + 1][4];
    const aimer_gf *v[4];
    uint32_t q[AIMER_LAMBDA / 8];
    unsigned l, j;
    memset(acc, 0, sizeof acc);
    for (j = 0; j < 4; j++) {
        v[j] = &tape[j]->pt;
    }
    pack4(q, v);
    for (l = 0; l < AIMER_L; l++) {
        aimer_gf_mat_vec4_add_armv7m(acc[l], q, lin->mat[l]);
    }
    for (l = 0; l < AIMER_L; l++) {
        for (j = 0; j < 4; j++) {
            v[j] = &tape[j]->y[l];
        }
        pack4(q, v);
        aimer_gf_mat_vec4_add_armv7m(acc[AIMER_L], q, lin->mat[AIMER_L + l]);
    }
    for (j = 0; j < 4; j++) {
        for (l = 0; l <= AIMER_L; l++) {
            x[j][l] = acc[l][j];
        }
    }
    kpqc_zeroize(acc, sizeof acc);
    kpqc_zeroize(q, sizeof q);
}
