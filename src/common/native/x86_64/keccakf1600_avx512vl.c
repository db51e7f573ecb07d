/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One Keccak-f[1600] permutation with AVX-512VL, one lane per register.
 *
 * Each of the 25 lanes sits in the low 64 bits of its own 128-bit vector
 * register and the round of keccak_lanes.h runs on them: the scalar
 * algorithm, but with the EVEX instructions that a general-purpose core
 * lacks: VPROLQ (a rotation on any of the vector pipes), VPTERNLOGQ (a
 * column parity in two instructions, a chi output in one: no complemented
 * lanes, no separate and-not), and 32 registers, enough for the 25 lanes,
 * their next-round values and the theta temporaries, so the state never
 * goes to memory between the first load and the last store. Pi costs
 * nothing: it is the choice of registers. The upper halves are unused;
 * 128-bit instructions run at full rate on every AVX-512 core and avoid
 * the frequency drop some cores apply to 512-bit code.
 *
 * Callers pass the standard state (lane (x, y) = s[x + 5y]); the layout
 * conversion is one 64-bit load and store per lane. */
#include <immintrin.h>
#include <stdint.h>

#include "keccak_native.h"
#include "native/api.h"

#define KL_NAME        kpqc_keccakf1600_avx512vl
#define KL_V           __m128i
#define KL_SETUP       /* nothing */
#define KL_LOAD(i)     _mm_loadl_epi64((const __m128i *)(const void *)(s + (i)))
#define KL_STORE(i, v) _mm_storel_epi64((__m128i *)(void *)(s + (i)), (v))
#define KL_RC(r)       _mm_loadl_epi64((const __m128i *)(const void *)(kpqc_keccakf1600_rc + (r)))
#define KL_XOR(a, b)   _mm_xor_si128((a), (b))
/* VPTERNLOGQ's truth table on (a, b, c) = (0xF0, 0xCC, 0xAA) for
   a ^ (~b & c) is 0xD2. The column parities stay plain XORs: on Zen 4 a
   VPTERNLOGQ for three of the five inputs was slower (fewer ports), and so
   was adding C[x - 1] and ROL(C[x + 1], 1) to each lane in one
   VPTERNLOGQ (docs/performance-x86-64.md). */
#define KL_CHI(a, b, c) _mm_ternarylogic_epi64((a), (b), (c), 0xD2)
#define KL_ROL(v, n)    _mm_rol_epi64((v), (n))
#define KL_ROL8(v)      _mm_rol_epi64((v), 8)
#define KL_ROL56(v)     _mm_rol_epi64((v), 56)

#include "keccak_lanes.h"
