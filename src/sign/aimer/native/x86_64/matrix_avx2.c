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
 * A row is selected by a mask, never by a branch or an index: the bits of
 * a vector word are broadcast and shifted left so that each lane's bit sits
 * in its sign position, and a signed comparison with zero turns the sign
 * into an all-ones or all-zero lane. The rows of a word are walked from
 * the top group down, so one shift by G per group moves the next bits into
 * place. */
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
                __m256i mask = _mm256_cmpgt_epi64(zero, x[k]);
                acc[k] = _mm256_xor_si256(acc[k], _mm256_and_si256(mask, load_row_group(rows, k)));
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
                __m256i mask = _mm256_cmpgt_epi64(zero, xs[k]);
                for (l = 0; l < AIMER_L; l++) {
                    __m256i row = load_row_group(lin->mat[l] + 64 * w + t, k);
                    acc[l][k] = _mm256_xor_si256(acc[l][k], _mm256_and_si256(mask, row));
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
                    __m256i mask = _mm256_cmpgt_epi64(zero, xs[l][k]);
                    __m256i row = load_row_group(lin->mat[AIMER_L + l] + 64 * w + t, k);
                    acc[l][k] = _mm256_xor_si256(acc[l][k], _mm256_and_si256(mask, row));
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
 * the diagonal. In the word of r_j that holds bit j the mask is -2 << (j
 * mod 64) (lane shift counts stepping down with j), above it all ones,
 * below it zero (a shift count of 64). The matrix is public; the masks
 * only spare per-row branches. */
void aimer_square_up_rows_avx2(aimer_gf m[AIMER_LAMBDA])
{
    const __m256i zero = _mm256_setzero_si256();
    unsigned i;
    for (i = AIMER_LAMBDA; i-- > 0;) {
        const unsigned wi = i / 64, bi = i % 64;
        __m256i acc[NV];
        uint64_t sum[AIMER_W];
        unsigned w, k, f;
        for (k = 0; k < NV; k++) {
            acc[k] = zero;
        }
        for (w = 0; w <= wi; w++) {
            /* bits j < i of r_i in word w; the top group holds the highest */
            uint64_t word = m[i].w[w];
            unsigned top, t;
            __m256i x[NV], sh[NV], base[NV], cnt[NV], step[NV];
            int64_t lb[4 * NV], lc[4 * NV], ls[4 * NV];
            if (w == wi) {
                if (bi == 0) {
                    break;
                }
                word &= ((uint64_t)1 << bi) - 1;
                top = (bi + G - 1) / G * G - G;
            } else {
                top = 64 - G;
            }
            for (f = 0; f < 4 * NV; f++) {
                unsigned kw = LANE_WORD(f);
                lb[f] = kw == w ? -2 : -1;
                lc[f] = kw < w ? 64 : kw == w ? (int64_t)(top + LANE_ROW(f)) : 0;
                ls[f] = kw == w ? G : 0;
            }
            shifts_for(sh, top);
            for (k = 0; k < NV; k++) {
                x[k] = _mm256_sllv_epi64(_mm256_set1_epi64x((long long)word), sh[k]);
                base[k] = _mm256_loadu_si256((const __m256i *)(const void *)(lb + 4 * k));
                cnt[k] = _mm256_loadu_si256((const __m256i *)(const void *)(lc + 4 * k));
                step[k] = _mm256_loadu_si256((const __m256i *)(const void *)(ls + 4 * k));
            }
            for (t = top + G; t > 0;) {
                const aimer_gf *rows;
                t -= G;
                rows = m + 64 * w + t;
                for (k = 0; k < NV; k++) {
                    __m256i mask = _mm256_cmpgt_epi64(zero, x[k]);
                    __m256i above = _mm256_sllv_epi64(base[k], cnt[k]);
                    __m256i row = _mm256_and_si256(load_row_group(rows, k), above);
                    acc[k] = _mm256_xor_si256(acc[k], _mm256_and_si256(mask, row));
                    x[k] = _mm256_slli_epi64(x[k], G);
                    cnt[k] = _mm256_sub_epi64(cnt[k], step[k]);
                }
            }
        }
        fold_lanes(sum, acc);
        m[i].w[wi] |= (uint64_t)1 << bi;
        for (k = 0; k < AIMER_W; k++) {
            m[i].w[k] ^= sum[k];
        }
    }
}
