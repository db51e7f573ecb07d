/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Sums of products in Z_{2^16}[x]/(x^256 + 1) with NEON, bit for bit the
 * results of the portable Toom-Cook pipeline (polymul.c).
 *
 * The split is the portable one: Toom-Cook 4-way (the same seven points,
 * the same scaling), then Karatsuba 64 -> 32 -> 16, which leaves 63
 * independent 16 x 16 products per polynomial product. Everything before
 * the interpolation is exact arithmetic in Z_{2^16}, so however the point
 * products are computed they equal the portable ones; the interpolation
 * repeats the portable formulas (the same shifts, the same inverses), and
 * the results agree in all 16 bits.
 *
 * Layout. The 63 pieces of 16 coefficients (plus one zero piece) form
 * eight groups of eight, one piece per 16-bit lane of a NEON vector: a
 * group is transposed (two 8 x 8 transpositions) so that vector i holds
 * coefficient i of its eight pieces. A 16 x 16 product of two groups is
 * then computed over whole vectors, eight products per MLA and no
 * shuffles, by four more Karatsuba levels (16 -> 8 -> 4 -> 2 -> 1): 81
 * multiplications instead of the schoolbook's 256.
 *
 * Each 4 x 4 Karatsuba product of a sum of products sum_j a_j x_j keeps
 * its nine partial result vectors in registers over all j and stores them
 * once: operands are prepared (evaluated, split, transposed) for every j first, so the
 * accumulation never goes through memory (no store-to-load round trip per
 * product, the lesson of schoolbook32 in polymul.c). The matrix product
 * prepares a row's K entries of A before multiplying; the vector x is
 * prepared once for all rows.
 *
 * Wiping: the secret-dependent buffers that live in memory (the prepared
 * operands, the accumulator, the point products w) are wiped before the
 * kernels return. Register-sized temporaries (the point values of
 * prepare, the recombination vectors c and h of finish) are not arrays in
 * memory and are not wiped; like the accumulators of the products, a few
 * of them may be spilled by the compiler.
 *
 * Nothing here branches on or indexes by data. */
#include <arm_neon.h>

#include "ct.h"
#include "native/aarch64/permute_neon.h"
#include "../../smaugt.h"
#include "neon.h"

typedef uint16x8_t vec;

#define ADD(a, b) vaddq_u16(a, b)
#define SUB(a, b) vsubq_u16(a, b)
#define MUL(a, b) vmulq_u16(a, b)
#define SHL(a, n) vshlq_n_u16(a, n)
#define SHR(a, n) vshrq_n_u16(a, n)

/* A prepared operand: group g, coefficient i; lane p is piece 8 g + p. */
typedef struct {
    vec v[8][16];
} prep;

/* Per group: the 8 x 8 products of the low halves, of the sums and of the
   high halves, 15 coefficients each. finish reuses the space: group g's
   eight products of 31 coefficients (and a zero) replace its 45 vectors,
   piece 8 g + p at flat[45 g + 4 p ..] (coefficients 0..31). */
typedef union {
    vec v[8][3][15];
    vec flat[8 * 3 * 15];
} lazy_acc;

/* ---- 8 x 8 transposition of 16-bit elements ------------------------------ */

/* out[stride * j] lane i = in[i] lane j; out may be in. TRN1/TRN2 on 16-,
   32- and 64-bit units (the last written out: permute_neon.h). */
static inline void transpose8(vec *out, unsigned stride, const vec in[8])
{
    uint32x4_t t[8];
    uint64x2_t u[8];
    unsigned i;
    for (i = 0; i < 4; i++) {
        t[2 * i] = vreinterpretq_u32_u16(vtrn1q_u16(in[2 * i], in[2 * i + 1]));
        t[2 * i + 1] = vreinterpretq_u32_u16(vtrn2q_u16(in[2 * i], in[2 * i + 1]));
    }
    /* u[0]: column 0 (rows 0-3) and 4; u[1]: 1 and 5; u[2]: 2 and 6; u[3]: 3
       and 7; u[4..7] the same for rows 4-7 */
    for (i = 0; i < 2; i++) {
        u[4 * i] = vreinterpretq_u64_u32(vtrn1q_u32(t[4 * i], t[4 * i + 2]));
        u[4 * i + 2] = vreinterpretq_u64_u32(vtrn2q_u32(t[4 * i], t[4 * i + 2]));
        u[4 * i + 1] = vreinterpretq_u64_u32(vtrn1q_u32(t[4 * i + 1], t[4 * i + 3]));
        u[4 * i + 3] = vreinterpretq_u64_u32(vtrn2q_u32(t[4 * i + 1], t[4 * i + 3]));
    }
    for (i = 0; i < 4; i++) {
        out[stride * i] = vreinterpretq_u16_u64(kpqc_neon_trn1_64(u[i], u[4 + i]));
        out[stride * (4 + i)] = vreinterpretq_u16_u64(kpqc_neon_trn2_64(u[i], u[4 + i]));
    }
}

/* ---- Evaluation, splitting, transposition --------------------------------- */

/* Point p (Toom-Cook, as smaugt_toom_evaluate) has four quarters q0..q3 of
   16 coefficients; its pieces 9 p .. 9 p + 8 are q0, q1, q0+q1, q2, q3,
   q2+q3, q0+q2, q1+q3, q0+q1+q2+q3. Piece 63 is 0. Coefficients 8 h .. 8 h
   + 7 of piece n go to v[n / 8][8 h + n % 8], transposed: each half-group
   of eight pieces is computed in registers from the input (a group spans
   at most two points), transposed and stored once. No point values are
   kept in memory. */

/* Inlined with constant arguments, so that every switch below folds and
   the loads and sums of a half-group are shared (this file is compiled
   for AArch64 only, by gcc or clang). */
#define INLINE static inline __attribute__((always_inline))

/* coefficients 8 k .. 8 k + 7 of point p (0..6) */
INLINE vec point8(const smaugt_poly *a, const unsigned p, const unsigned k)
{
    const vec a0 = vld1q_u16(&a->c[8 * k]), a1 = vld1q_u16(&a->c[64 + 8 * k]);
    const vec a2 = vld1q_u16(&a->c[128 + 8 * k]), a3 = vld1q_u16(&a->c[192 + 8 * k]);
    switch (p) { /* public: the point */
    case 0: return a0;
    case 1: return ADD(ADD(a0, a2), ADD(a1, a3));
    case 2: return SUB(ADD(a0, a2), ADD(a1, a3));
    case 3: return ADD(ADD(a0, SHL(a1, 1)), ADD(SHL(a2, 2), SHL(a3, 3)));
    case 4: return ADD(ADD(SHL(a0, 3), SHL(a2, 1)), ADD(SHL(a1, 2), a3));
    case 5: return SUB(ADD(SHL(a0, 3), SHL(a2, 1)), ADD(SHL(a1, 2), a3));
    default: return a3;
    }
}

/* coefficients 8 h .. 8 h + 7 of piece n (0..63) */
INLINE vec piece8(const smaugt_poly *a, const unsigned n, const unsigned h)
{
    const unsigned p = n / 9;
    vec q0, q1, q2, q3;
    if (n == 63) {
        return vdupq_n_u16(0);
    }
    q0 = point8(a, p, h);
    q1 = point8(a, p, 2 + h);
    q2 = point8(a, p, 4 + h);
    q3 = point8(a, p, 6 + h);
    switch (n % 9) { /* public: the piece */
    case 0: return q0;
    case 1: return q1;
    case 2: return ADD(q0, q1);
    case 3: return q2;
    case 4: return q3;
    case 5: return ADD(q2, q3);
    case 6: return ADD(q0, q2);
    case 7: return ADD(q1, q3);
    default: return ADD(ADD(q0, q2), ADD(q1, q3));
    }
}

INLINE void prepare_half(prep *pr, const smaugt_poly *a, const unsigned g, const unsigned h)
{
    vec v[8];
    v[0] = piece8(a, 8 * g, h);
    v[1] = piece8(a, 8 * g + 1, h);
    v[2] = piece8(a, 8 * g + 2, h);
    v[3] = piece8(a, 8 * g + 3, h);
    v[4] = piece8(a, 8 * g + 4, h);
    v[5] = piece8(a, 8 * g + 5, h);
    v[6] = piece8(a, 8 * g + 6, h);
    v[7] = piece8(a, 8 * g + 7, h);
    transpose8(&pr->v[g][8 * h], 1, v);
}

#define PREPARE_GROUP(g)             \
    do {                             \
        prepare_half(pr, a, (g), 0); \
        prepare_half(pr, a, (g), 1); \
    } while (0)

static SMAUGT_NOINLINE void prepare(prep *pr, const smaugt_poly *a)
{
    PREPARE_GROUP(0);
    PREPARE_GROUP(1);
    PREPARE_GROUP(2);
    PREPARE_GROUP(3);
    PREPARE_GROUP(4);
    PREPARE_GROUP(5);
    PREPARE_GROUP(6);
    PREPARE_GROUP(7);
}
#undef PREPARE_GROUP
#undef INLINE

/* ---- Products ------------------------------------------------------------- */

/* Four Karatsuba levels inside a group (16 -> 8 -> 4 -> 2 -> 1): a
   16 x 16 product is 81 lane-wise multiplications instead of 256 (192 for
   the three 8 x 8 schoolbooks used before). On the Cortex-A72 a Q-form MLA
   occupies the F0 pipe for two cycles, while the additions that form the
   Karatsuba operands and recombine the results also run on F1: the
   multiplications are what counts. */

/* Vector k (0..7) of 16-level half h of a group's 16 vectors v (0: 0..7,
   2: 8..15, 1: their sums) */
static inline vec half16(const vec *v, const unsigned h, const unsigned k)
{
    if (h == 1) {
        return ADD(v[k], v[8 + k]);
    }
    return v[(h == 0 ? 0 : 8) + k];
}

/* Vector i (0..3) of 8-level half h2 of half16(v, h, .) */
static inline vec half8(const vec *v, const unsigned h, const unsigned h2, const unsigned i)
{
    if (h2 == 1) {
        return ADD(half16(v, h, i), half16(v, h, 4 + i));
    }
    return half16(v, h, (h2 == 0 ? 0 : 4) + i);
}

/* out[0..2] += the lane-wise 2 x 2 product (x0 + x1 y)(m0 + m1 y) */
/* the lane-wise 2 x 2 product (x0 + x1 y)(m0 + m1 y) by Karatsuba, to be
   accumulated: out[0] += x0 m0, out[2] += x1 m1, out[1] += (x0 + x1)(m0 +
   m1); after the last term out[1] -= out[0] + out[2] (KARA2_END) */
#define KARA2(out, x0, x1, m0, m1)                                        \
    do {                                                                  \
        (out)[0] = vmlaq_u16((out)[0], (x0), (m0));                       \
        (out)[2] = vmlaq_u16((out)[2], (x1), (m1));                       \
        (out)[1] = vmlaq_u16((out)[1], ADD((x0), (x1)), ADD((m0), (m1))); \
    } while (0)
#define KARA2_END(out) ((out)[1] = SUB((out)[1], ADD((out)[0], (out)[2])))

/* out[0..6] = sum_{j < n} x_j * a_j restricted to the 4-vector operand
   (h, h2) of group g, as two more Karatsuba levels: three lane-wise 2 x 2
   Karatsuba products (low halves, sums, high halves), their nine sums in
   registers over all j */
static inline void mul4_sum(vec out[7], const prep *x, const prep *a, unsigned n, unsigned g,
                            const unsigned h, const unsigned h2)
{
    vec lo[3], mid[3], hi[3];
    unsigned j, k;
    for (k = 0; k < 3; k++) {
        lo[k] = mid[k] = hi[k] = vdupq_n_u16(0);
    }
    for (j = 0; j < n; j++) {
        const vec *xv = x[j].v[g], *av = a[j].v[g];
        const vec m0 = half8(av, h, h2, 0), m1 = half8(av, h, h2, 1);
        const vec m2 = half8(av, h, h2, 2), m3 = half8(av, h, h2, 3);
        const vec x0 = half8(xv, h, h2, 0), x1 = half8(xv, h, h2, 1);
        const vec x2 = half8(xv, h, h2, 2), x3 = half8(xv, h, h2, 3);
        KARA2(lo, x0, x1, m0, m1);
        KARA2(hi, x2, x3, m2, m3);
        KARA2(mid, ADD(x0, x2), ADD(x1, x3), ADD(m0, m2), ADD(m1, m3));
    }
    KARA2_END(lo);
    KARA2_END(hi);
    KARA2_END(mid);
    for (k = 0; k < 3; k++) {
        mid[k] = SUB(mid[k], ADD(lo[k], hi[k]));
    }
    out[0] = lo[0];
    out[1] = lo[1];
    out[2] = ADD(lo[2], mid[0]);
    out[3] = mid[1];
    out[4] = ADD(hi[0], mid[2]);
    out[5] = hi[1];
    out[6] = hi[2];
}
#undef KARA2
#undef KARA2_END

/* out[0..14] = sum_{j < n} x_j * a_j restricted to half h of group g (0:
   coefficients 0..7 of both, 2: 8..15, 1: the sums of the two halves):
   the 8 x 8 products as lo + y^4 (mid - lo - hi) + y^8 hi */
static inline void mul8_sum(vec out[15], const prep *x, const prep *a, unsigned n, unsigned g,
                            const unsigned h)
{
    vec lo[7], mid[7], hi[7];
    unsigned k;
    /* The empty asm statements are scheduling fences (gcc, clang): without
       them the compiler interleaves the nine 4 x 4 products of a group,
       runs out of registers and spills accumulators (about 5% more
       modelled cycles for a whole encapsulation). */
    mul4_sum(lo, x, a, n, g, h, 0);
    __asm__ volatile("" ::: "memory");
    mul4_sum(hi, x, a, n, g, h, 2);
    __asm__ volatile("" ::: "memory");
    mul4_sum(mid, x, a, n, g, h, 1);
    for (k = 0; k < 7; k++) {
        mid[k] = SUB(mid[k], ADD(lo[k], hi[k]));
    }
    for (k = 0; k < 4; k++) {
        out[k] = lo[k];
        out[11 + k] = hi[3 + k];
    }
    for (k = 0; k < 3; k++) {
        out[4 + k] = ADD(lo[4 + k], mid[k]);
        out[8 + k] = ADD(hi[k], mid[4 + k]);
    }
    out[7] = mid[3];
}

/* acc = sum_{j < n} x_j a_j, piece by piece (n: 1..K, public) */
static void products(lazy_acc *acc, const prep *x, const prep *a, unsigned n)
{
    unsigned g;
    for (g = 0; g < 8; g++) {
        mul8_sum(acc->v[g][0], x, a, n, g, 0);
        __asm__ volatile("" ::: "memory");
        mul8_sum(acc->v[g][1], x, a, n, g, 1);
        __asm__ volatile("" ::: "memory");
        mul8_sum(acc->v[g][2], x, a, n, g, 2);
    }
}

/* ---- Recombination and interpolation --------------------------------------- */

/* c = lo + y^8 (mid - lo - hi) + y^16 hi for group g (31 coefficients and
   a zero), then back to one piece per four vectors, in place (lazy_acc). */
static void group_products(lazy_acc *acc, unsigned g)
{
    const vec *lo = acc->v[g][0], *mid = acc->v[g][1], *hi = acc->v[g][2];
    vec c[32];
    unsigned k;
    for (k = 0; k < 8; k++) {
        c[k] = lo[k];
        c[23 + k] = hi[7 + k];
    }
    c[31] = vdupq_n_u16(0);
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
    for (k = 0; k < 4; k++) {
        transpose8(&acc->flat[45 * g + k], 4, c + 8 * k);
    }
}

/* piece n's four vectors after group_products */
static inline const vec *piece(const lazy_acc *acc, unsigned n)
{
    return &acc->flat[45 * (n / 8) + 4 * (n % 8)];
}

/* Karatsuba recombination of point p's nine pieces: w[0..15] = the 127
   coefficients (and a zero) of the 64 x 64 point product */
static inline __attribute__((always_inline)) void point_product(vec w[16], const lazy_acc *acc,
                                                                const unsigned p)
{
    vec h[3][8];
    unsigned q, k;
    for (q = 0; q < 3; q++) {
        const vec *lo = piece(acc, 9 * p + 3 * q), *hi = piece(acc, 9 * p + 3 * q + 1),
                  *mid = piece(acc, 9 * p + 3 * q + 2);
        for (k = 0; k < 2; k++) {
            const vec d0 = SUB(mid[k], ADD(lo[k], hi[k]));
            const vec d1 = SUB(mid[2 + k], ADD(lo[2 + k], hi[2 + k]));
            h[q][k] = lo[k];
            h[q][2 + k] = ADD(lo[2 + k], d0);
            h[q][4 + k] = ADD(hi[k], d1);
            h[q][6 + k] = hi[2 + k];
        }
    }
    for (k = 0; k < 4; k++) {
        w[k] = h[0][k];
        w[4 + k] = ADD(h[0][4 + k], SUB(h[2][k], ADD(h[0][k], h[1][k])));
        w[8 + k] = ADD(h[1][k], SUB(h[2][4 + k], ADD(h[0][4 + k], h[1][4 + k])));
        w[12 + k] = h[1][4 + k];
    }
}

/* r = the interpolated sum of products (smaugt_toom_interpolate). Consumes
   acc (its space holds the products of the pieces). */
static void finish(smaugt_poly *r, lazy_acc *acc)
{
    vec w[7][16];
    unsigned g, k;

    for (g = 0; g < 8; g++) {
        group_products(acc, g);
    }
    /* one call per point: the pieces' addresses are constants */
    point_product(w[0], acc, 0);
    point_product(w[1], acc, 1);
    point_product(w[2], acc, 2);
    point_product(w[3], acc, 3);
    point_product(w[4], acc, 4);
    point_product(w[5], acc, 5);
    point_product(w[6], acc, 6);

    /* The portable interpolation, lane by lane (w[m] becomes c_m). */
    {
        const vec inv3 = vdupq_n_u16(43691), inv9 = vdupq_n_u16(36409), inv15 = vdupq_n_u16(61167),
                  k34 = vdupq_n_u16(34);
        for (k = 0; k < 16; k++) {
            const vec c0 = w[0][k], c6 = w[6][k];
            const vec e = SHR(ADD(w[1][k], w[2][k]), 1);
            const vec o = SHR(SUB(w[1][k], w[2][k]), 1);
            const vec e1 = SUB(SUB(e, c0), c6);
            const vec e2 = SUB(SUB(SHR(ADD(w[4][k], w[5][k]), 1), SHL(c0, 6)), c6);
            const vec c2 = MUL(SHR(SUB(e2, SHL(e1, 2)), 2), inv3);
            const vec c4 = SUB(e1, c2);
            const vec pp = SHR(SUB(w[4][k], w[5][k]), 1);
            const vec qq = SUB(SUB(SUB(w[3][k], c0), SHL(c2, 2)), ADD(SHL(c4, 4), SHL(c6, 6)));
            const vec d15 = MUL(SHR(SUB(pp, qq), 1), inv15);
            const vec c3 = MUL(SHR(SUB(SUB(MUL(o, k34), pp), qq), 1), inv9);
            const vec s15 = SUB(o, c3);
            const vec c1 = SHR(ADD(s15, d15), 1);
            w[1][k] = c1;
            w[2][k] = c2;
            w[3][k] = c3;
            w[4][k] = c4;
            w[5][k] = SUB(s15, c1);
        }
    }

    /* c_m at x^(64 m), folded by x^256 = -1: block q of r (eight vectors)
       is c_q[k] + c_(q-1)[8 + k] - c_(q+4)[k] - c_(q+3)[8 + k] for the c_m
       that exist (coefficient 127 of every c_m is 0, as in the portable
       code) */
    for (k = 0; k < 8; k++) {
        const vec o0 = SUB(w[0][k], ADD(w[3][8 + k], w[4][k]));
        const vec o1 = SUB(ADD(w[0][8 + k], w[1][k]), ADD(w[4][8 + k], w[5][k]));
        const vec o2 = SUB(ADD(w[1][8 + k], w[2][k]), ADD(w[5][8 + k], w[6][k]));
        const vec o3 = SUB(ADD(w[2][8 + k], w[3][k]), w[6][8 + k]);
        vst1q_u16(&r->c[8 * k], o0);
        vst1q_u16(&r->c[64 + 8 * k], o1);
        vst1q_u16(&r->c[128 + 8 * k], o2);
        vst1q_u16(&r->c[192 + 8 * k], o3);
    }
    kpqc_zeroize(w, sizeof w);
}

/* ---- The kernels ------------------------------------------------------------- */

void smaugt_poly_inner_neon(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                            const smaugt_poly x[SMAUGT_K])
{
    prep px[SMAUGT_K], pa[SMAUGT_K];
    lazy_acc acc;
    unsigned j;
    for (j = 0; j < SMAUGT_K; j++) {
        prepare(&px[j], &x[j]);
        prepare(&pa[j], &a[j]);
    }
    products(&acc, px, pa, SMAUGT_K);
    finish(t, &acc);
    kpqc_zeroize(px, sizeof px);
    kpqc_zeroize(pa, sizeof pa);
    kpqc_zeroize(&acc, sizeof acc);
}

void smaugt_matrix_times_neon(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                              int transpose, const smaugt_poly x[SMAUGT_K])
{
    prep px[SMAUGT_K], pa[SMAUGT_K];
    lazy_acc acc;
    smaugt_poly a;
    uint8_t buf[4][SMAUGT_POLYQ_BYTES];
    unsigned n, m, got;
    /* every x_j is read before t (which may be x) is written */
    for (n = 0; n < SMAUGT_K; n++) {
        prepare(&px[n], &x[n]);
    }
    /* the entries come row by row of t, up to four per 4-way SHAKE pass;
       a row is multiplied once its K entries are prepared */
    for (n = 0; n < SMAUGT_K * SMAUGT_K; n += got) {
        got = smaugt_matrix_entries(buf, seed_a, transpose, n);
        for (m = n; m < n + got; m++) {
            const unsigned row = m / SMAUGT_K, col = m % SMAUGT_K;
            smaugt_unpack_q(&a, buf[m - n]);
            prepare(&pa[col], &a);
            if (col == SMAUGT_K - 1) {
                products(&acc, px, pa, SMAUGT_K);
                finish(&t[row], &acc);
            }
        }
    }
    kpqc_zeroize(px, sizeof px);
    kpqc_zeroize(&acc, sizeof acc);
}
