/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] on four states at once with AVX-512VL on 256-bit vectors.
 *
 * The round of keccak_lanes.h on lane-interleaved states (fips202x4.h) as
 * in keccakx4_avx2.c, with the EVEX instructions: VPROLQ rotates in one
 * instruction, VPTERNLOGQ computes a column parity in two and a chi output
 * in one, and the 32 vector registers hold the 25 lanes with fewer
 * spills. */
#include <immintrin.h>
#include <stdint.h>

#include "keccak_native.h"
#include "native/api.h"

#define KL_NAME        kpqc_keccakf1600x4_avx512vl
#define KL_V           __m256i
#define KL_SETUP       /* nothing */
#define KL_LOAD(i)     _mm256_loadu_si256((const __m256i *)(const void *)(s + 4 * (i)))
#define KL_STORE(i, v) _mm256_storeu_si256((__m256i *)(void *)(s + 4 * (i)), (v))
#define KL_RC(r)       _mm256_set1_epi64x((long long)kpqc_keccakf1600_rc[(r)])
#define KL_XOR(a, b)   _mm256_xor_si256((a), (b))
/* VPTERNLOGQ's truth table on (a, b, c) = (0xF0, 0xCC, 0xAA) for
   a ^ (~b & c) is 0xD2. The column parities stay plain XORs: on Zen 4 a
   VPTERNLOGQ for three of the five inputs was slower (fewer ports), and so
   was adding C[x - 1] and ROL(C[x + 1], 1) to each lane in one
   VPTERNLOGQ (docs/performance-x86-64.md). */
#define KL_CHI(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0xD2)
#define KL_ROL(v, n)    _mm256_rol_epi64((v), (n))
#define KL_ROL8(v)      _mm256_rol_epi64((v), 8)
#define KL_ROL56(v)     _mm256_rol_epi64((v), 56)

#include "keccak_lanes.h"
