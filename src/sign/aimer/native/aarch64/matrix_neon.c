/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The binary matrices of AIM3 with NEON: the row-vector times matrix
 * product of the parties (secret vector) and the construction of the
 * matrices from their squeezed rows (public).
 *
 * Rows are AIMER_W 64-bit words stored one after the other. A structure
 * load (LD2, LD3, LD4) of two consecutive rows gives W registers, register
 * k holding word k of both rows, so one 128-bit mask (all ones or zero in
 * each lane) selects two rows at once, and the accumulators hold the two
 * rows' partial sums side by side until the end.
 *
 * A row is selected by its bit, never by a branch or an index: the vector
 * word is broadcast and shifted (a different count per lane) so that each
 * lane's bit sits in its sign position; an arithmetic shift right by 63
 * spreads it over the lane. The rows are walked from the top pair down,
 * so one left shift by two per pair brings the next bits into place. */
#include <arm_neon.h>
#include <stdint.h>

#include "meta.h"

#if AIMER_W == 2
typedef uint64x2x2_t row_pair;
#define LOAD_PAIR(p) vld2q_u64(p)
#elif AIMER_W == 3
typedef uint64x2x3_t row_pair;
#define LOAD_PAIR(p) vld3q_u64(p)
#elif AIMER_W == 4
typedef uint64x2x4_t row_pair;
#define LOAD_PAIR(p) vld4q_u64(p)
#else
#error "AIMER_W must be 2, 3 or 4"
#endif

/* all ones in a lane whose bit 63 of x is set, else zero */
#define MASK(x) vreinterpretq_u64_s64(vshrq_n_s64(vreinterpretq_s64_u64(x), 63))

/* the rows p[0 .. W) and p[W .. 2W) (words) selected by the lanes of mask */
static inline void add_pair(uint64x2_t acc[AIMER_W], const uint64_t *p, uint64x2_t mask)
{
    const row_pair r = LOAD_PAIR(p);
    unsigned k;
    for (k = 0; k < AIMER_W; k++) {
        acc[k] = veorq_u64(acc[k], vandq_u64(r.val[k], mask));
    }
}

/* One step over STEP_PAIRS pairs of rows, rows[0 .. 2 STEP_PAIRS), the top
 * pair's bits in x. Lambda = 128 and 192 take four pairs with masks from
 * constant shifts of x, which keeps the chain of dependent shifts short;
 * lambda = 256 takes one pair a step: unrolled, the compiler hoisted the
 * structure loads and spilled the accumulators (twelve in party_linear). */
#if AIMER_W <= 3
#define STEP_PAIRS 4
#define STEP(acc, rows, x)                                       \
    do {                                                         \
        add_pair((acc), (rows)[6].w, MASK(x));                   \
        add_pair((acc), (rows)[4].w, MASK(vshlq_n_u64((x), 2))); \
        add_pair((acc), (rows)[2].w, MASK(vshlq_n_u64((x), 4))); \
        add_pair((acc), (rows)[0].w, MASK(vshlq_n_u64((x), 6))); \
    } while (0)
#else
#define STEP_PAIRS         1
#define STEP(acc, rows, x) add_pair((acc), (rows)[0].w, MASK(x))
#endif

/* x for the top pair of rows 2 n - 2, 2 n - 1 of a word: their bits at
   position 63 of lanes 0 and 1 */
static inline uint64x2_t top_pair(uint64_t word, unsigned n)
{
    int64_t c[2];
    c[0] = (int64_t)65 - 2 * (int64_t)n;
    c[1] = c[0] - 1;
    return vshlq_u64(vdupq_n_u64(word), vld1q_s64(c));
}

/* acc += the rows[t], t < 2 n <= 64, whose bit t of word is set */
static inline void add_rows(uint64x2_t acc[AIMER_W], uint64_t word, const aimer_gf *rows,
                            unsigned n)
{
    uint64x2_t x;
    if (n == 0) {
        return;
    }
    x = top_pair(word, n);
    while (n % STEP_PAIRS != 0) {
        n--;
        add_pair(acc, rows[2 * n].w, MASK(x));
        x = vshlq_n_u64(x, 2);
    }
    while (n > 0) {
        n -= STEP_PAIRS;
        STEP(acc, rows + 2 * n, x);
        x = vshlq_n_u64(x, 2 * STEP_PAIRS);
    }
}

static inline void acc_zero(uint64x2_t acc[AIMER_W])
{
    unsigned k;
    for (k = 0; k < AIMER_W; k++) {
        acc[k] = vdupq_n_u64(0);
    }
}

/* word k: the sum of the two rows' partial sums */
static inline uint64_t fold(const uint64x2_t acc[AIMER_W], unsigned k)
{
    return vgetq_lane_u64(acc[k], 0) ^ vgetq_lane_u64(acc[k], 1);
}

/* acc += v m */
static inline void add_mat_vec(uint64x2_t acc[AIMER_W], const aimer_gf *v,
                               const aimer_gf m[AIMER_LAMBDA])
{
    unsigned w;
    for (w = 0; w < AIMER_W; w++) {
        add_rows(acc, v->w[w], m + 64 * w, 32);
    }
}

void aimer_gf_mat_vec_add_neon(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA])
{
    uint64x2_t acc[AIMER_W];
    unsigned k;
    acc_zero(acc);
    add_mat_vec(acc, v, m);
    for (k = 0; k < AIMER_W; k++) {
        r->w[k] ^= fold(acc, k);
    }
}

/* acc[l] += the rows of mats[l] (l < L) in word w, all selected by the
   same bits */
static inline void add_rows_shared(uint64x2_t acc[AIMER_L][AIMER_W], uint64_t word,
                                   const aimer_gf *const mats[AIMER_L], unsigned w)
{
    uint64x2_t x = top_pair(word, 32);
    unsigned n = 32, l;
    while (n > 0) {
        n -= STEP_PAIRS;
        for (l = 0; l < AIMER_L; l++) {
            STEP(acc[l], mats[l] + 64 * w + 2 * n, x);
        }
        x = vshlq_n_u64(x, 2 * STEP_PAIRS);
    }
}

/* The linear part of a party (proof.c): x_l = pt A_l for l < L, the L
 * products side by side on one set of masks from pt, and x_L = sum_l y_l
 * B_l, the L products summed in one set of accumulators. */
void aimer_party_linear_neon(aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                             const aimer_linear *lin)
{
    uint64x2_t acc[AIMER_W], accs[AIMER_L][AIMER_W];
    const aimer_gf *mats[AIMER_L];
    unsigned l, k, w;
    for (l = 0; l < AIMER_L; l++) {
        acc_zero(accs[l]);
        mats[l] = lin->mat[l];
    }
    for (w = 0; w < AIMER_W; w++) {
        add_rows_shared(accs, tape->pt.w[w], mats, w);
    }
    for (l = 0; l < AIMER_L; l++) {
        for (k = 0; k < AIMER_W; k++) {
            x[l].w[k] = fold(accs[l], k);
        }
    }
    acc_zero(acc);
    for (l = 0; l < AIMER_L; l++) {
        add_mat_vec(acc, &tape->y[l], lin->mat[AIMER_L + l]);
    }
    for (k = 0; k < AIMER_W; k++) {
        x[AIMER_L].w[k] = fold(acc, k);
    }
}

/* aim3.c's construction: row i of the matrix is
 *   U_i + sum_(j < i) r_i[j] U_j,  U_j = (bits >= j of r_j) + x^j,
 * with r_i the raw (squeezed) rows. All U_j are formed first, in a copy,
 * so every row is then an independent product of the bits of r_i below i
 * with the rows U_j, j < i, taken in whole pairs (the bits at and above
 * i are cleared, so row i in the last pair adds nothing). The
 * matrix is public; the masks only spare per-row branches. */
void aimer_square_up_rows_neon(aimer_gf m[AIMER_LAMBDA])
{
    aimer_gf up[AIMER_LAMBDA];
    unsigned i, k;
    for (i = 0; i < AIMER_LAMBDA; i++) {
        for (k = 0; k < AIMER_W; k++) {
            uint64_t keep = k < i / 64 ? 0 : k == i / 64 ? ~(uint64_t)0 << (i % 64) : ~(uint64_t)0;
            up[i].w[k] = m[i].w[k] & keep;
        }
        up[i].w[i / 64] |= (uint64_t)1 << (i % 64);
    }
    for (i = 0; i < AIMER_LAMBDA; i++) {
        uint64x2_t acc[AIMER_W];
        const unsigned wi = i / 64, bi = i % 64;
        unsigned w;
        acc_zero(acc);
        for (w = 0; w < wi; w++) {
            add_rows(acc, m[i].w[w], up + 64 * w, 32);
        }
        add_rows(acc, m[i].w[wi] & (((uint64_t)1 << bi) - 1), up + 64 * wi, (bi + 1) / 2);
        for (k = 0; k < AIMER_W; k++) {
            m[i].w[k] = up[i].w[k] ^ fold(acc, k);
        }
    }
}
