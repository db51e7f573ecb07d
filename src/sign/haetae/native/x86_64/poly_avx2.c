/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE coefficient-wise kernels and RejUniform with AVX2.
 *
 * The reductions are reduce.h's formulas on eight int32 lanes, exact for
 * every int32 input: the Barrett quotient floor(a m / 2^32) is the high
 * word of the exact 64-bit product (vpmuldq on even and odd lanes), and
 * a - t q is formed mod 2^32, which is its value since it lies in (-4q, 4q).
 * The conditional corrections use the sign masks of reduce.h. */
#include <immintrin.h>
#include <string.h>

#include "avx2.h"
#include "ct.h"
#include "fips202.h"
#include "../../reduce.h"

static inline __m256i load(const int32_t *p)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

static inline void store(int32_t *p, __m256i v)
{
    _mm256_storeu_si256((__m256i *)(void *)p, v);
}

/* floor(a m / 2^32) per lane, m > 0 below 2^31 */
static inline __m256i mulhi(__m256i a, __m256i m)
{
    const __m256i e = _mm256_srli_epi64(_mm256_mul_epi32(a, m), 32);
    const __m256i o = _mm256_mul_epi32(_mm256_srli_epi64(a, 32), m);
    return _mm256_blend_epi32(e, o, 0xAA);
}

/* a - m if a >= m, else a (haetae_csub) */
static inline __m256i csub(__m256i a, __m256i m)
{
    const __m256i neg = _mm256_srai_epi32(_mm256_sub_epi32(a, m), 31);
    return _mm256_sub_epi32(a, _mm256_andnot_si256(neg, m));
}

/* a mod q in [0, q) (haetae_freeze) */
static inline __m256i freeze(__m256i a)
{
    const __m256i q = _mm256_set1_epi32(HAETAE_Q);
    const __m256i t = mulhi(a, _mm256_set1_epi32((int32_t)HAETAE_BARRETT_Q));
    __m256i r = _mm256_sub_epi32(a, _mm256_mullo_epi32(t, q));
    r = _mm256_add_epi32(r, _mm256_and_si256(_mm256_srai_epi32(r, 31), _mm256_add_epi32(q, q)));
    return csub(r, q);
}

/* a mod 2q in [0, 2q) (haetae_freeze2q) */
static inline __m256i freeze2q(__m256i a)
{
    const __m256i dq = _mm256_set1_epi32(HAETAE_DQ);
    const __m256i t = mulhi(a, _mm256_set1_epi32((int32_t)HAETAE_BARRETT_DQ));
    __m256i r = _mm256_sub_epi32(a, _mm256_mullo_epi32(t, dq));
    r = _mm256_add_epi32(r, _mm256_and_si256(_mm256_srai_epi32(r, 31), _mm256_add_epi32(dq, dq)));
    return csub(r, dq);
}

void haetae_poly_freeze_avx2(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i += 8)
        store(a->c + i, freeze(load(a->c + i)));
}

void haetae_poly_freeze2q_avx2(haetae_poly *a)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i += 8)
        store(a->c + i, freeze2q(load(a->c + i)));
}

/* a mod 2q in [-q, q) (haetae_reduce2q) */
void haetae_poly_reduce2q_avx2(haetae_poly *a)
{
    const __m256i q = _mm256_set1_epi32(HAETAE_Q);
    const __m256i dq = _mm256_set1_epi32(HAETAE_DQ);
    unsigned i;
    for (i = 0; i < HAETAE_N; i += 8) {
        const __m256i r = freeze2q(load(a->c + i));
        const __m256i ge = _mm256_andnot_si256(_mm256_srai_epi32(_mm256_sub_epi32(r, q), 31), dq);
        store(a->c + i, _mm256_sub_epi32(r, ge));
    }
}

/* sum of the squares mod 2^64 (exact 64-bit squares) */
uint64_t haetae_poly_sqnorm2_avx2(const haetae_poly *a)
{
    __m256i acc = _mm256_setzero_si256();
    uint64_t lanes[4];
    unsigned i;
    for (i = 0; i < HAETAE_N; i += 8) {
        const __m256i v = load(a->c + i);
        const __m256i o = _mm256_srli_epi64(v, 32);
        acc = _mm256_add_epi64(acc, _mm256_mul_epi32(v, v));
        acc = _mm256_add_epi64(acc, _mm256_mul_epi32(o, o));
    }
    _mm256_storeu_si256((__m256i *)(void *)lanes, acc);
    return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}

/* RejUniform: eight words at a time, stored at once when all are below q
 * (probability (q / 2^16)^8 = 0.88), one by one otherwise; the tail word
 * by word. Same words, same order, same stop as the portable loop. */
static inline unsigned rej_word(int32_t *r, unsigned ctr, const uint8_t *p)
{
    const uint32_t v = (uint32_t)p[0] | ((uint32_t)p[1] << 8);
    if (v < HAETAE_Q)
        r[ctr++] = (int32_t)v;
    return ctr;
}

unsigned haetae_rej_uniform_avx2(int32_t *r, unsigned len, const uint8_t *buf, unsigned buflen)
{
    const __m128i max = _mm_set1_epi16((short)(HAETAE_Q - 1));
    unsigned ctr = 0, pos = 0, k;
    while (pos + 2 <= buflen && ctr < len) {
        if (pos + 16 <= buflen && ctr + 8 <= len) {
            const __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(buf + pos));
            const __m128i ok = _mm_cmpeq_epi16(_mm_min_epu16(v, max), v);
            if (_mm_movemask_epi8(ok) == 0xFFFF) {
                _mm256_storeu_si256((__m256i *)(void *)(r + ctr), _mm256_cvtepu16_epi32(v));
                ctr += 8;
            } else {
                for (k = 0; k < 16; k += 2)
                    ctr = rej_word(r, ctr, buf + pos + k);
            }
            pos += 16;
        } else {
            ctr = rej_word(r, ctr, buf + pos);
            pos += 2;
        }
    }
    return ctr;
}
