/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] on four states at once with AVX2.
 *
 * The states are lane-interleaved (fips202x4.h): s[4i + j] is lane i of
 * state j, so the four copies of lane i are one 256-bit vector and the
 * round of keccak_lanes.h runs on them; the compiler keeps what fits in the
 * 16 YMM registers and spills the rest.
 *
 * Rotations: by 8 and 56 bits a byte shuffle (one instruction), otherwise
 * two shifts and an OR; AVX2 has no 64-bit vector rotate. */
#include <immintrin.h>
#include <stdint.h>

#include "keccak_native.h"

#define KL_NAME kpqc_keccakf1600x4_avx2
#define KL_FOUR_STATES
#define KL_SETUP                                                                                   \
    /* byte permutations rotating each 64-bit element left by 8 / 56 bits                       \
       (destination byte k takes source byte k - 1 / k + 1 mod 8) */  \
    const __m256i rot8 = _mm256_setr_epi8(7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14, 7, \
                                          0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14);      \
    const __m256i rot56 = _mm256_setr_epi8(1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8,   \
                                           1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8);
#define KL_CHI(a, b, c) _mm256_xor_si256((a), _mm256_andnot_si256((b), (c)))
#define KL_ROL(v, n)    _mm256_or_si256(_mm256_slli_epi64((v), (n)), _mm256_srli_epi64((v), 64 - (n)))
#define KL_ROL8(v)      _mm256_shuffle_epi8((v), rot8)
#define KL_ROL56(v)     _mm256_shuffle_epi8((v), rot56)
#include "keccak_lanes.h"
