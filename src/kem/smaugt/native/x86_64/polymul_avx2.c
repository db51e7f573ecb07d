/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Sums of products in Z_{2^16}[x]/(x^256 + 1) with AVX2, bit for bit the
 * results of the portable Toom-Cook pipeline (polymul.c).
 *
 * The split is the portable one: Toom-Cook 4-way (the same seven points,
 * the same scaling), then Karatsuba 64 -> 32 -> 16, which leaves 63
 * independent 16 x 16 products per polynomial product. Every step before
 * the interpolation is exact arithmetic in the ring Z_{2^16}, so however
 * the point products are computed they equal the portable ones; the
 * interpolation then repeats the portable formulas (the same shifts, the
 * same inverses), and the results agree in all 16 bits.
 *
 * Layout. The 63 pieces of 16 coefficients (plus one zero piece) form four
 * groups of 16. A group is transposed so that vector i holds coefficient i
 * of the group's 16 pieces, one piece per 16-bit lane: a 16 x 16 product
 * of two groups is then a schoolbook over whole vectors, 16 products per
 * multiply instruction and no shuffles. It is done as one more Karatsuba
 * level, three 8 x 8 schoolbooks (low halves, high halves, sums), whose
 * 15-coefficient results are accumulated separately over every product of
 * a sum (lazy: they are combined once per result, like the interpolation).
 *
 * Operand preparation (evaluation, splitting, transposition) is done once
 * per polynomial: a secret vector x is prepared once for all the rows of a
 * matrix product. Nothing here branches on or indexes by data. */
#include <immintrin.h>

#include "ct.h"
#include "../../smaugt.h"
#include "native_avx2.h"

typedef __m256i vec;

#define ADD(a, b) _mm256_add_epi16(a, b)
#define SUB(a, b) _mm256_sub_epi16(a, b)
#define MUL(a, b) _mm256_mullo_epi16(a, b)
#define SHL(a, n) _mm256_slli_epi16(a, n)
#define SHR(a, n) _mm256_srli_epi16(a, n)

/* A prepared operand: group g, coefficient i; lane p is piece 16 g + p.
   The multiplier's side (held in registers) keeps 16 coefficients; the
   multiplicand's side (read from memory) also keeps the eight sums of
   coefficients i and i + 8 at [16 + i]. */
typedef struct {
    vec v[4][16];
} prep_x;
typedef struct {
    vec v[4][24];
} prep_a;

/* Per group: the 8 x 8 products of the low halves, of the sums and of the
   high halves, 15 coefficients each. The final recombination reuses the
   space (finish): group g's 16 products of 31 coefficients (and a zero)
   replace its 45 vectors, piece 16 g + p at flat[45 g + 2 p] (coefficients
   0..15) and flat[45 g + 2 p + 1] (16..31). */
typedef union {
    vec v[4][3][15];
    vec flat[4 * 3 * 15];
} lazy_acc;

/* ---- 16 x 16 transposition of 16-bit elements --------------------------- */

/* out[stride * j] lane i = in[i] lane j; out may be in. Three rounds of in-lane interleaving
   (16-, 32-, 64-bit units) transpose the two 8 x 8 blocks of each 128-bit
   half; the fourth round exchanges the off-diagonal halves. */
static void transpose16(vec *out, unsigned stride, const vec in[16])
{
    vec b[16], c[16], d[16];
    unsigned i;
    for (i = 0; i < 8; i++) {
        b[2 * i] = _mm256_unpacklo_epi16(in[2 * i], in[2 * i + 1]);
        b[2 * i + 1] = _mm256_unpackhi_epi16(in[2 * i], in[2 * i + 1]);
    }
    for (i = 0; i < 4; i++) {
        c[4 * i] = _mm256_unpacklo_epi32(b[4 * i], b[4 * i + 2]);
        c[4 * i + 1] = _mm256_unpackhi_epi32(b[4 * i], b[4 * i + 2]);
        c[4 * i + 2] = _mm256_unpacklo_epi32(b[4 * i + 1], b[4 * i + 3]);
        c[4 * i + 3] = _mm256_unpackhi_epi32(b[4 * i + 1], b[4 * i + 3]);
    }
    /* d[j] and d[8 + j]: column j in the low halves, column j + 8 in the
       high halves, rows 0..7 and 8..15 */
    for (i = 0; i < 4; i++) {
        d[2 * i] = _mm256_unpacklo_epi64(c[i], c[4 + i]);
        d[2 * i + 1] = _mm256_unpackhi_epi64(c[i], c[4 + i]);
        d[8 + 2 * i] = _mm256_unpacklo_epi64(c[8 + i], c[12 + i]);
        d[8 + 2 * i + 1] = _mm256_unpackhi_epi64(c[8 + i], c[12 + i]);
    }
    for (i = 0; i < 8; i++) {
        out[stride * i] = _mm256_permute2x128_si256(d[i], d[8 + i], 0x20);
        out[stride * (8 + i)] = _mm256_permute2x128_si256(d[i], d[8 + i], 0x31);
    }
}

/* ---- Evaluation and splitting -------------------------------------------- */

/* The 64 pieces of a: point p (Toom-Cook, as smaugt_toom_evaluate) gives
   pieces 9 p .. 9 p + 8; with the point's four vectors v0..v3 they are
   v0, v1, v0+v1 (low 32 coefficients: low, high, sum), v2, v3, v2+v3 (high
   32), v0+v2, v1+v3, v0+v1+v2+v3 (the sum of the halves). Piece 63 is 0.
   Piece n goes to out[group_stride * (n / 16) + n % 16]. */
#define PIECE(n) grp[(n) / 16][(n) % 16]
/* point p's nine pieces from its four vectors (written out so that every
   index is a constant) */
#define POINT(p)                                                                \
    do {                                                                        \
        const vec s02 = ADD(pt[p][0], pt[p][2]), s13 = ADD(pt[p][1], pt[p][3]); \
        PIECE(9 * (p)) = pt[p][0];                                              \
        PIECE(9 * (p) + 1) = pt[p][1];                                          \
        PIECE(9 * (p) + 2) = ADD(pt[p][0], pt[p][1]);                           \
        PIECE(9 * (p) + 3) = pt[p][2];                                          \
        PIECE(9 * (p) + 4) = pt[p][3];                                          \
        PIECE(9 * (p) + 5) = ADD(pt[p][2], pt[p][3]);                           \
        PIECE(9 * (p) + 6) = s02;                                               \
        PIECE(9 * (p) + 7) = s13;                                               \
        PIECE(9 * (p) + 8) = ADD(s02, s13);                                     \
    } while (0)
static void split(vec *out, unsigned group_stride, const smaugt_poly *a)
{
    vec pt[7][4];
    vec *const grp[4] = {out, out + group_stride, out + 2 * group_stride, out + 3 * group_stride};
    unsigned k;
    for (k = 0; k < 4; k++) {
        vec a0 = _mm256_loadu_si256((const vec *)(const void *)&a->c[16 * k]);
        vec a1 = _mm256_loadu_si256((const vec *)(const void *)&a->c[64 + 16 * k]);
        vec a2 = _mm256_loadu_si256((const vec *)(const void *)&a->c[128 + 16 * k]);
        vec a3 = _mm256_loadu_si256((const vec *)(const void *)&a->c[192 + 16 * k]);
        vec even = ADD(a0, a2), odd = ADD(a1, a3);
        vec even_h = ADD(SHL(a0, 3), SHL(a2, 1)), odd_h = ADD(SHL(a1, 2), a3);
        pt[0][k] = a0;
        pt[1][k] = ADD(even, odd);
        pt[2][k] = SUB(even, odd);
        pt[3][k] = ADD(ADD(a0, SHL(a1, 1)), ADD(SHL(a2, 2), SHL(a3, 3)));
        pt[4][k] = ADD(even_h, odd_h);
        pt[5][k] = SUB(even_h, odd_h);
        pt[6][k] = a3;
    }
    POINT(0);
    POINT(1);
    POINT(2);
    POINT(3);
    POINT(4);
    POINT(5);
    POINT(6);
    PIECE(63) = _mm256_setzero_si256();
}
#undef POINT
#undef PIECE

/* The pieces go straight to their group's place and are transposed there. */
static void prepare_x(prep_x *px, const smaugt_poly *a)
{
    unsigned g;
    split(px->v[0], 16, a);
    for (g = 0; g < 4; g++) {
        transpose16(px->v[g], 1, px->v[g]);
    }
}

static void prepare_a(prep_a *pa, const smaugt_poly *a)
{
    unsigned g, i;
    split(pa->v[0], 24, a);
    for (g = 0; g < 4; g++) {
        transpose16(pa->v[g], 1, pa->v[g]);
        for (i = 0; i < 8; i++) {
            pa->v[g][16 + i] = ADD(pa->v[g][i], pa->v[g][8 + i]);
        }
    }
}

/* ---- Products ------------------------------------------------------------ */

/* acc[0..14] += r * m (8 x 8 coefficients, lane-wise), product scanning:
   r0..r7 stay in registers, m is read from memory (written out: compilers
   do not reliably unroll the loop and keep r in registers). */
#define P(i, j)     MUL(r##i, m[j])
#define ACC(k, sum) (first ? (sum) : ADD(acc[k], sum))
static inline void mul8_acc(vec acc[15], vec r0, vec r1, vec r2, vec r3, vec r4, vec r5, vec r6,
                            vec r7, const vec m[8], const int first)
{
    /* clang-format off */
    acc[0] = ACC(0, P(0, 0));
    acc[1] = ACC(1, ADD(P(0, 1), P(1, 0)));
    acc[2] = ACC(2, ADD(ADD(P(0, 2), P(1, 1)), P(2, 0)));
    acc[3] = ACC(3, ADD(ADD(P(0, 3), P(1, 2)), ADD(P(2, 1), P(3, 0))));
    acc[4] = ACC(4, ADD(ADD(ADD(P(0, 4), P(1, 3)), P(2, 2)),
                             ADD(P(3, 1), P(4, 0))));
    acc[5] = ACC(5, ADD(ADD(ADD(P(0, 5), P(1, 4)), P(2, 3)),
                             ADD(ADD(P(3, 2), P(4, 1)), P(5, 0))));
    acc[6] = ACC(6, ADD(ADD(ADD(P(0, 6), P(1, 5)), ADD(P(2, 4), P(3, 3))),
                             ADD(ADD(P(4, 2), P(5, 1)), P(6, 0))));
    acc[7] = ACC(7, ADD(ADD(ADD(P(0, 7), P(1, 6)), ADD(P(2, 5), P(3, 4))),
                             ADD(ADD(P(4, 3), P(5, 2)), ADD(P(6, 1), P(7, 0)))));
    acc[8] = ACC(8, ADD(ADD(ADD(P(1, 7), P(2, 6)), ADD(P(3, 5), P(4, 4))),
                             ADD(ADD(P(5, 3), P(6, 2)), P(7, 1))));
    acc[9] = ACC(9, ADD(ADD(ADD(P(2, 7), P(3, 6)), P(4, 5)),
                             ADD(ADD(P(5, 4), P(6, 3)), P(7, 2))));
    acc[10] = ACC(10, ADD(ADD(ADD(P(3, 7), P(4, 6)), P(5, 5)),
                               ADD(P(6, 4), P(7, 3))));
    acc[11] = ACC(11, ADD(ADD(P(4, 7), P(5, 6)), ADD(P(6, 5), P(7, 4))));
    acc[12] = ACC(12, ADD(ADD(P(5, 7), P(6, 6)), P(7, 5)));
    acc[13] = ACC(13, ADD(P(6, 7), P(7, 6)));
    acc[14] = ACC(14, P(7, 7));
    /* clang-format on */
}
#undef P
#undef ACC

/* acc (+)= x a; first: acc is written, not read (the first product of a
   sum) */
static inline void mul_acc_inline(lazy_acc *acc, const prep_x *x, const prep_a *a, const int first)
{
    unsigned g;
    for (g = 0; g < 4; g++) {
        const vec *lo = x->v[g], *hi = x->v[g] + 8;
        mul8_acc(acc->v[g][0], lo[0], lo[1], lo[2], lo[3], lo[4], lo[5], lo[6], lo[7], &a->v[g][0],
                 first);
        mul8_acc(acc->v[g][1], ADD(lo[0], hi[0]), ADD(lo[1], hi[1]), ADD(lo[2], hi[2]),
                 ADD(lo[3], hi[3]), ADD(lo[4], hi[4]), ADD(lo[5], hi[5]), ADD(lo[6], hi[6]),
                 ADD(lo[7], hi[7]), &a->v[g][16], first);
        mul8_acc(acc->v[g][2], hi[0], hi[1], hi[2], hi[3], hi[4], hi[5], hi[6], hi[7], &a->v[g][8],
                 first);
    }
}

static void mul_acc(lazy_acc *acc, const prep_x *x, const prep_a *a, int first)
{
    if (first) { /* public: which product of the sum this is */
        mul_acc_inline(acc, x, a, 1);
    } else {
        mul_acc_inline(acc, x, a, 0);
    }
}

/* ---- Recombination and interpolation ------------------------------------- */

/* c = lo + y^8 (mid - lo - hi) + y^16 hi for group g (31 coefficients and
   a zero), then back to one piece per vector, in place (lazy_acc). */
static void group_products(lazy_acc *acc, unsigned g)
{
    const vec *lo = acc->v[g][0], *mid = acc->v[g][1], *hi = acc->v[g][2];
    vec c[32];
    unsigned k;
    for (k = 0; k < 8; k++) {
        c[k] = lo[k];
        c[23 + k] = hi[7 + k];
    }
    c[31] = _mm256_setzero_si256();
    for (k = 0; k < 15; k++) {
        const vec d = SUB(mid[k], ADD(lo[k], hi[k]));
        if (k < 7) {
            c[8 + k] = ADD(lo[8 + k], d);
        } else if (k == 7) {
            c[15] = d;
        } else {
            c[8 + k] = ADD(hi[k - 8], d);
        }
    }
    transpose16(&acc->flat[45 * g], 2, c);
    transpose16(&acc->flat[45 * g + 1], 2, c + 16);
}

/* piece n's two vectors after group_products */
static inline const vec *piece(const lazy_acc *acc, unsigned n)
{
    return &acc->flat[45 * (n / 16) + 2 * (n % 16)];
}

/* Karatsuba recombination of point p's nine pieces: w[0..7] = the 127
   coefficients (and a zero) of the 64 x 64 point product */
static inline void point_product(vec w[8], const lazy_acc *acc, unsigned p)
{
    vec h[3][4];
    unsigned q, k;
    for (q = 0; q < 3; q++) {
        const vec *lo = piece(acc, 9 * p + 3 * q), *hi = piece(acc, 9 * p + 3 * q + 1),
                  *mid = piece(acc, 9 * p + 3 * q + 2);
        const vec d0 = SUB(mid[0], ADD(lo[0], hi[0])), d1 = SUB(mid[1], ADD(lo[1], hi[1]));
        h[q][0] = lo[0];
        h[q][1] = ADD(lo[1], d0);
        h[q][2] = ADD(hi[0], d1);
        h[q][3] = hi[1];
    }
    for (k = 0; k < 2; k++) {
        w[k] = h[0][k];
        w[2 + k] = ADD(h[0][2 + k], SUB(h[2][k], ADD(h[0][k], h[1][k])));
        w[4 + k] = ADD(h[1][k], SUB(h[2][2 + k], ADD(h[0][2 + k], h[1][2 + k])));
        w[6 + k] = h[1][2 + k];
    }
}

/* r = the interpolated sum of products (smaugt_toom_interpolate). Consumes
   acc (its space holds the products of the pieces). */
static void finish(smaugt_poly *r, lazy_acc *acc)
{
    vec w[7][8];
    unsigned g, p, k;

    for (g = 0; g < 4; g++) {
        group_products(acc, g);
    }
    for (p = 0; p < 7; p++) {
        point_product(w[p], acc, p);
    }

    /* The portable interpolation, lane by lane (w[m] becomes c_m). */
    {
        const vec inv3 = _mm256_set1_epi16((short)43691), inv9 = _mm256_set1_epi16((short)36409),
                  inv15 = _mm256_set1_epi16((short)61167), k34 = _mm256_set1_epi16(34);
        for (k = 0; k < 8; k++) {
            vec c0 = w[0][k], c6 = w[6][k];
            vec e = SHR(ADD(w[1][k], w[2][k]), 1);
            vec o = SHR(SUB(w[1][k], w[2][k]), 1);
            vec e1 = SUB(SUB(e, c0), c6);
            vec e2 = SUB(SUB(SHR(ADD(w[4][k], w[5][k]), 1), SHL(c0, 6)), c6);
            vec c2 = MUL(SHR(SUB(e2, SHL(e1, 2)), 2), inv3);
            vec c4 = SUB(e1, c2);
            vec pp = SHR(SUB(w[4][k], w[5][k]), 1);
            vec qq = SUB(SUB(SUB(w[3][k], c0), SHL(c2, 2)), ADD(SHL(c4, 4), SHL(c6, 6)));
            vec d15 = MUL(SHR(SUB(pp, qq), 1), inv15);
            vec c3 = MUL(SHR(SUB(SUB(MUL(o, k34), pp), qq), 1), inv9);
            vec s15 = SUB(o, c3);
            vec c1 = SHR(ADD(s15, d15), 1);
            w[1][k] = c1;
            w[2][k] = c2;
            w[3][k] = c3;
            w[4][k] = c4;
            w[5][k] = SUB(s15, c1);
        }
    }

    /* c_m at x^(64 m), folded by x^256 = -1: vector o of r collects vector
       o - 4 m of c_m, negated where 4 m + k >= 16 (coefficient 127 of every
       c_m is 0, as in the portable code) */
    for (k = 0; k < 4; k++) {
        const vec o0 = SUB(w[0][k], ADD(w[3][4 + k], w[4][k]));
        const vec o1 = SUB(ADD(w[0][4 + k], w[1][k]), ADD(w[4][4 + k], w[5][k]));
        const vec o2 = SUB(ADD(w[1][4 + k], w[2][k]), ADD(w[5][4 + k], w[6][k]));
        const vec o3 = SUB(ADD(w[2][4 + k], w[3][k]), w[6][4 + k]);
        _mm256_storeu_si256((vec *)(void *)&r->c[16 * k], o0);
        _mm256_storeu_si256((vec *)(void *)&r->c[16 * (4 + k)], o1);
        _mm256_storeu_si256((vec *)(void *)&r->c[16 * (8 + k)], o2);
        _mm256_storeu_si256((vec *)(void *)&r->c[16 * (12 + k)], o3);
    }
    kpqc_zeroize(w, sizeof w);
}

/* ---- The kernels ----------------------------------------------------------- */

void smaugt_poly_inner_avx2(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                            const smaugt_poly x[SMAUGT_K])
{
    prep_x px;
    prep_a pa;
    lazy_acc acc;
    unsigned j;
    for (j = 0; j < SMAUGT_K; j++) {
        prepare_x(&px, &x[j]);
        prepare_a(&pa, &a[j]);
        mul_acc(&acc, &px, &pa, j == 0);
    }
    finish(t, &acc);
    kpqc_zeroize(&px, sizeof px);
    kpqc_zeroize(&pa, sizeof pa);
    kpqc_zeroize(&acc, sizeof acc);
}

void smaugt_matrix_times_avx2(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                              int transpose, const smaugt_poly x[SMAUGT_K])
{
    prep_x px[SMAUGT_K];
    prep_a pa;
    lazy_acc acc;
    smaugt_poly a;
    uint8_t buf[4][SMAUGT_POLYQ_BYTES];
    unsigned n, m, got;
    /* every x_j is read before t (which may be x) is written */
    for (n = 0; n < SMAUGT_K; n++) {
        prepare_x(&px[n], &x[n]);
    }
    /* the entries come row by row of t, up to four per 4-way SHAKE pass */
    for (n = 0; n < SMAUGT_K * SMAUGT_K; n += got) {
        got = smaugt_matrix_entries(buf, seed_a, transpose, n);
        for (m = n; m < n + got; m++) {
            const unsigned row = m / SMAUGT_K, col = m % SMAUGT_K;
            smaugt_unpack_q_avx2(&a, buf[m - n]);
            prepare_a(&pa, &a);
            mul_acc(&acc, &px[col], &pa, col == 0);
            if (col == SMAUGT_K - 1) {
                finish(&t[row], &acc);
            }
        }
    }
    kpqc_zeroize(px, sizeof px);
    kpqc_zeroize(&acc, sizeof acc);
}
