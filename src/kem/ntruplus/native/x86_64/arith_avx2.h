/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The arithmetic of reduce.h on 16 lanes of 16 bits (AVX2), for the
 * *_avx2.c files of this folder only. Every function gives, lane by lane,
 * exactly the value its scalar model gives for every 16-bit input:
 *
 *   mont_pre(a, b, bq) = ntruplus_fqmul(a, b), bq = b q^-1 mod 2^16:
 *     (a b) >> 16 is the high half of the product, and the low half of
 *     a bq equals the scalar t = (a b) q^-1 mod 2^16;
 *   barrett(a) = ntruplus_barrett(a): the high half of a v, rounded by
 *     2^10 with a rounding multiply-high by 32, is (v a + 2^25) >> 26. */
#ifndef KPQC_NTRUPLUS_ARITH_AVX2_H
#define KPQC_NTRUPLUS_ARITH_AVX2_H

#include <immintrin.h>
#include <stdint.h>

#include "../../params.h"
#include "../../reduce.h"

#define V16(x) _mm256_set1_epi16((int16_t)(x))

static inline __m256i ntruplus_avx2_load(const int16_t *p)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

static inline void ntruplus_avx2_store(int16_t *p, __m256i v)
{
    _mm256_storeu_si256((__m256i *)(void *)p, v);
}

/* a b 2^-16 mod q in (-q, q), given bq = b q^-1 mod 2^16 */
static inline __m256i ntruplus_avx2_mont_pre(__m256i a, __m256i b, __m256i bq)
{
    __m256i hi = _mm256_mulhi_epi16(a, b);
    __m256i t = _mm256_mullo_epi16(a, bq);
    t = _mm256_mulhi_epi16(t, V16(NTRUPLUS_Q));
    return _mm256_sub_epi16(hi, t);
}

/* b q^-1 mod 2^16 */
static inline __m256i ntruplus_avx2_qinv(__m256i b)
{
    return _mm256_mullo_epi16(b, V16(NTRUPLUS_QINV));
}

/* a b 2^-16 mod q, both variable */
static inline __m256i ntruplus_avx2_mont(__m256i a, __m256i b)
{
    return ntruplus_avx2_mont_pre(a, b, ntruplus_avx2_qinv(b));
}

/* a times the constant c (both of the Montgomery pair as scalars) */
static inline __m256i ntruplus_avx2_mont_const(__m256i a, int16_t c)
{
    return ntruplus_avx2_mont_pre(a, V16(c), V16(c * NTRUPLUS_QINV));
}

/* a mod q in [-1730, 1730] */
static inline __m256i ntruplus_avx2_barrett(__m256i a)
{
    __m256i t = _mm256_mulhi_epi16(a, V16(NTRUPLUS_BARRETT_V));
    t = _mm256_mulhrs_epi16(t, V16(32));
    return _mm256_sub_epi16(a, _mm256_mullo_epi16(t, V16(NTRUPLUS_Q)));
}

/* a twiddle vector and its q^-1 products, from a generated table row */
typedef struct {
    __m256i z, zq;
} ntruplus_avx2_tw;

static inline ntruplus_avx2_tw ntruplus_avx2_tw_row(const int16_t row[2][16])
{
    ntruplus_avx2_tw t;
    t.z = _mm256_load_si256((const __m256i *)(const void *)row[0]);
    t.zq = _mm256_load_si256((const __m256i *)(const void *)row[1]);
    return t;
}

/* the same twiddle in every lane */
static inline ntruplus_avx2_tw ntruplus_avx2_tw_scalar(int16_t z)
{
    ntruplus_avx2_tw t;
    t.z = V16(z);
    t.zq = V16(z * NTRUPLUS_QINV);
    return t;
}

/* byte-shuffle control that moves 16-bit word w[i] to position i in each lane */
#define W(i) (char)(2 * (i)), (char)(2 * (i) + 1)
#define WORDS(a, b, c, d, e, f, g, h)                                                              \
    _mm256_setr_epi8(W(a), W(b), W(c), W(d), W(e), W(f), W(g), W(h), W(a), W(b), W(c), W(d), W(e), \
                     W(f), W(g), W(h))

#if NTRUPLUS_D == 3
/* Within each 128-bit lane, units u0 u1 u2 hold 24 coefficients. Class e
 * (indices 3p + e, p = 0..7) sits in positions of each unit that the blend
 * masks below pick, disjoint across the units; one byte shuffle then puts
 * p in order. join3 undoes split3. */
#define M036 0x49 /* 16-bit positions 0, 3, 6 */
#define M147 0x92 /* 1, 4, 7 */
#define M25  0x24 /* 2, 5 */

static inline void ntruplus_avx2_split3(__m256i c[3], __m256i u0, __m256i u1, __m256i u2)
{
    c[0] = _mm256_shuffle_epi8(_mm256_blend_epi16(_mm256_blend_epi16(u0, u1, M147), u2, M25),
                               WORDS(0, 3, 6, 1, 4, 7, 2, 5));
    c[1] = _mm256_shuffle_epi8(_mm256_blend_epi16(_mm256_blend_epi16(u0, u1, M25), u2, M036),
                               WORDS(1, 4, 7, 2, 5, 0, 3, 6));
    c[2] = _mm256_shuffle_epi8(_mm256_blend_epi16(_mm256_blend_epi16(u0, u1, M036), u2, M147),
                               WORDS(2, 5, 0, 3, 6, 1, 4, 7));
}

static inline void ntruplus_avx2_join3(__m256i *u0, __m256i *u1, __m256i *u2, const __m256i c[3])
{
    __m256i t0 = _mm256_shuffle_epi8(c[0], WORDS(0, 3, 6, 1, 4, 7, 2, 5));
    __m256i t1 = _mm256_shuffle_epi8(c[1], WORDS(5, 0, 3, 6, 1, 4, 7, 2));
    __m256i t2 = _mm256_shuffle_epi8(c[2], WORDS(2, 5, 0, 3, 6, 1, 4, 7));
    *u0 = _mm256_blend_epi16(_mm256_blend_epi16(t0, t1, M147), t2, M25);
    *u1 = _mm256_blend_epi16(_mm256_blend_epi16(t2, t0, M147), t1, M25);
    *u2 = _mm256_blend_epi16(_mm256_blend_epi16(t1, t2, M147), t0, M25);
}
#endif

#endif
