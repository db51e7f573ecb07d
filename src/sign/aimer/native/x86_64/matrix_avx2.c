/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The binary matrices of AIM3 with AVX2: the row-vector times matrix
 * product of the parties (secret vector) and the construction of the
 * matrices from their squeezed rows (public).
 *
 * Rows are AIMER_W 64-bit words, stored one after the other, so a group of
 * G consecutive rows is NV whole 256-bit registers: W = 2: two rows in one
 * register; W = 3: four rows in three; W = 4: one row in one. Lane f
 * (0 .. 4 NV - 1) of a group holds word f mod W of row f / W.
 *
 * A row is selected by its bit, never by a branch or an index: the bits of
 * a vector word are broadcast and shifted left so that each lane's bit sits
 * in its sign position, and VBLENDVPD keeps the lane or zeroes it by that
 * sign (a signed compare with zero and an AND do the same in two
 * instructions, and were no faster where measured). The rows of a word are
 * walked from the top group down, so one shift by G per group moves the
 * next bits into place. */
#include <immintrin.h>
#include <stdint.h>

#include "meta.h"

#if AIMER_W == 3
#define NV 3
#else
#define NV 1
#endif
#define G (4 * NV / AIMER_W) /* rows per group */

/* per-lane constants of a group: row offset and word of lane f */
#define LANE_ROW(f)  ((f) / AIMER_W)
#define LANE_WORD(f) ((f) % AIMER_W)

static inline __m256i load_row_group(const aimer_gf *rows, unsigned v)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)((const uint64_t *)rows->w + 4 * v));
}

/* The lanes of v whose sign bit in x is set, the others zero. */
static inline __m256i select_reg(__m256i x, __m256i v)
{
    return _mm256_castpd_si256(
        _mm256_blendv_pd(_mm256_setzero_pd(), _mm256_castsi256_pd(v), _mm256_castsi256_pd(x)));
}

/* The same for register v of a row group (the load folds into VBLENDVPD). */
static inline __m256i select_rows(__m256i x, const aimer_gf *rows, unsigned v)
{
    const double *p = (const double *)(const void *)((const uint64_t *)rows->w + 4 * v);
    return _mm256_castpd_si256(
        _mm256_blendv_pd(_mm256_setzero_pd(), _mm256_loadu_pd(p), _mm256_castsi256_pd(x)));
}

/* The shift that puts bit (top + row offset of the lane) of a word in the
 * lane's sign bit. */
static inline void shifts_for(__m256i sh[NV], unsigned top)
{
    int64_t s[4 * NV];
    unsigned f, v;
    for (f = 0; f < 4 * NV; f++) {
        s[f] = (int64_t)(63 - (top + LANE_ROW(f)));
    }
    for (v = 0; v < NV; v++) {
        sh[v] = _mm256_loadu_si256((const __m256i *)(const void *)(s + 4 * v));
    }
}

/* acc[f] summed into words f mod W */
static inline void fold_lanes(uint64_t out[AIMER_W], const __m256i acc[NV])
{
    uint64_t t[4 * NV];
    unsigned f, v;
    for (v = 0; v < NV; v++) {
        _mm256_storeu_si256((__m256i *)(void *)(t + 4 * v), acc[v]);
    }
    for (f = 0; f < AIMER_W; f++) {
        out[f] = 0;
    }
    for (f = 0; f < 4 * NV; f++) {
        out[LANE_WORD(f)] ^= t[f];
    }
}

void aimer_gf_mat_vec_add_avx2(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA])
{
    const __m256i zero = _mm256_setzero_si256();
    __m256i acc[NV], sh[NV];
    uint64_t sum[AIMER_W];
    unsigned w, k, t;
    for (k = 0; k < NV; k++) {
        acc[k] = zero;
    }
    shifts_for(sh, 64 - G);
    for (w = 0; w < AIMER_W; w++) {
        const __m256i b = _mm256_set1_epi64x((long long)v->w[w]);
        __m256i x[NV];
        for (k = 0; k < NV; k++) {
            x[k] = _mm256_sllv_epi64(b, sh[k]);
        }
        /* groups of rows 64 w + t, t = 64 - G down to 0 */
        for (t = 64; t > 0;) {
            const aimer_gf *rows;
            t -= G;
            rows = m + 64 * w + t;
            for (k = 0; k < NV; k++) {
                acc[k] = _mm256_xor_si256(acc[k], select_rows(x[k], rows, k));
                x[k] = _mm256_slli_epi64(x[k], G);
            }
        }
    }
    fold_lanes(sum, acc);
    for (k = 0; k < AIMER_W; k++) {
        r->w[k] ^= sum[k];
    }
}

/* The linear part of a party (proof.c): x_l = pt A_l for l < L, where one
 * set of masks (from pt) serves the L matrices, and x_L = sum_l y_l B_l,
 * where the L products run side by side, each with its own masks and
 * accumulator, and are summed at the end. */
void aimer_party_linear_avx2(aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                             const aimer_linear *lin)
{
    const __m256i zero = _mm256_setzero_si256();
    __m256i acc[AIMER_L][NV], sh[NV];
    uint64_t sum[AIMER_W], part[AIMER_W];
    unsigned w, k, l, t;

    shifts_for(sh, 64 - G);
    for (l = 0; l < AIMER_L; l++) {
        for (k = 0; k < NV; k++) {
            acc[l][k] = zero;
        }
    }
    for (w = 0; w < AIMER_W; w++) {
        const __m256i b = _mm256_set1_epi64x((long long)tape->pt.w[w]);
        __m256i xs[NV];
        for (k = 0; k < NV; k++) {
            xs[k] = _mm256_sllv_epi64(b, sh[k]);
        }
        for (t = 64; t > 0;) {
            t -= G;
            for (k = 0; k < NV; k++) {
                for (l = 0; l < AIMER_L; l++) {
                    acc[l][k] = _mm256_xor_si256(acc[l][k],
                                                 select_rows(xs[k], lin->mat[l] + 64 * w + t, k));
                }
                xs[k] = _mm256_slli_epi64(xs[k], G);
            }
        }
    }
    for (l = 0; l < AIMER_L; l++) {
        fold_lanes(x[l].w, acc[l]);
        for (k = 0; k < NV; k++) {
            acc[l][k] = zero;
        }
    }

    for (w = 0; w < AIMER_W; w++) {
        __m256i xs[AIMER_L][NV];
        for (l = 0; l < AIMER_L; l++) {
            const __m256i b = _mm256_set1_epi64x((long long)tape->y[l].w[w]);
            for (k = 0; k < NV; k++) {
                xs[l][k] = _mm256_sllv_epi64(b, sh[k]);
            }
        }
        for (t = 64; t > 0;) {
            t -= G;
            for (l = 0; l < AIMER_L; l++) {
                for (k = 0; k < NV; k++) {
                    const aimer_gf *rows = lin->mat[AIMER_L + l] + 64 * w + t;
                    acc[l][k] = _mm256_xor_si256(acc[l][k], select_rows(xs[l][k], rows, k));
                    xs[l][k] = _mm256_slli_epi64(xs[l][k], G);
                }
            }
        }
    }
    for (k = 0; k < AIMER_W; k++) {
        sum[k] = 0;
    }
    for (l = 0; l < AIMER_L; l++) {
        fold_lanes(part, acc[l]);
        for (k = 0; k < AIMER_W; k++) {
            sum[k] ^= part[k];
        }
    }
    for (k = 0; k < AIMER_W; k++) {
        x[AIMER_L].w[k] = sum[k];
    }
}

/* aim3.c's construction: row i of the matrix is
 *   U_i + sum_(j < i) r_i[j] U_j,  U_j = (bits > j of r_j) + x^j,
 * computed from the last row up so that rows j < i are still raw. With
 * the lower bits of r_i split off, U_i + sum_(j<i) r_i[j] x^j is r_i with
 * bit i set, leaving sum_(j<i) r_i[j] (r_j restricted to bits > j): a
 * product like the one above whose rows are masked to their bits above
 * the diagonal. In the word of r_j that holds bit j that mask is
 * -1 << (j mod 64 + 1) (lane shift counts stepping down with j), above it
 * all ones (count 0), below it zero (count 64).
 *
 * SQ_BATCH rows are built together: they share the masked rows, each
 * selects with its own bits (zero from its own index up), and they are
 * written back only after all of them are done, since the upper ones read
 * the lower ones raw. The matrix is public; the masks only spare per-row
 * branches. */
#define SQ_BATCH 4

void aimer_square_up_rows_avx2(aimer_gf m[AIMER_LAMBDA])
{
    const __m256i ones = _mm256_set1_epi64x(-1);
    unsigned end;
    for (end = AIMER_LAMBDA; end > 0; end -= SQ_BATCH) {
        const unsigned first = end - SQ_BATCH, last = end - 1;
        __m256i acc[SQ_BATCH][NV];
        uint64_t low[SQ_BATCH][AIMER_W], sum[AIMER_W];
        unsigned w, k, b, f;
        /* bits j < i of each row i = first + b */
        for (b = 0; b < SQ_BATCH; b++) {
            const unsigned i = first + b;
            for (k = 0; k < AIMER_W; k++) {
                uint64_t keep = k < i / 64    ? ~(uint64_t)0
                                : k == i / 64 ? ((uint64_t)1 << (i % 64)) - 1
                                              : 0;
                low[b][k] = m[i].w[k] & keep;
            }
            for (k = 0; k < NV; k++) {
                acc[b][k] = _mm256_setzero_si256();
            }
        }
        /* rows j < last, by words of j */
        for (w = 0; w <= last / 64; w++) {
            unsigned top, t;
            __m256i x[SQ_BATCH][NV], sh[NV], cnt[NV], step[NV];
            int64_t lc[4 * NV], ls[4 * NV];
            if (w == last / 64) {
                if (last % 64 == 0) {
                    break;
                }
                top = (last % 64 + G - 1) / G * G - G;
            } else {
                top = 64 - G;
            }
            for (f = 0; f < 4 * NV; f++) {
                unsigned kw = LANE_WORD(f);
                lc[f] = kw < w ? 64 : kw == w ? (int64_t)(top + LANE_ROW(f) + 1) : 0;
                ls[f] = kw == w ? G : 0;
            }
            shifts_for(sh, top);
            for (k = 0; k < NV; k++) {
                cnt[k] = _mm256_loadu_si256((const __m256i *)(const void *)(lc + 4 * k));
                step[k] = _mm256_loadu_si256((const __m256i *)(const void *)(ls + 4 * k));
                for (b = 0; b < SQ_BATCH; b++) {
                    x[b][k] = _mm256_sllv_epi64(_mm256_set1_epi64x((long long)low[b][w]), sh[k]);
                }
            }
            for (t = top + G; t > 0;) {
                const aimer_gf *rows;
                t -= G;
                rows = m + 64 * w + t;
                for (k = 0; k < NV; k++) {
                    const __m256i above = _mm256_sllv_epi64(ones, cnt[k]);
                    const __m256i row = _mm256_and_si256(load_row_group(rows, k), above);
                    for (b = 0; b < SQ_BATCH; b++) {
                        acc[b][k] = _mm256_xor_si256(acc[b][k], select_reg(x[b][k], row));
                        x[b][k] = _mm256_slli_epi64(x[b][k], G);
                    }
                    cnt[k] = _mm256_sub_epi64(cnt[k], step[k]);
                }
            }
        }
        for (b = SQ_BATCH; b-- > 0;) {
            const unsigned i = first + b;
            fold_lanes(sum, acc[b]);
            m[i].w[i / 64] |= (uint64_t)1 << (i % 64);
            for (k = 0; k < AIMER_W; k++) {
                m[i].w[k] ^= sum[k];
            }
        }
    }
}
