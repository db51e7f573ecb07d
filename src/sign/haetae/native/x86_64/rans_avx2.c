/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Decoding HAETAE's two rANS streams on x86-64: the slot runs with AVX2
 * stores, eight slots a store; the rest is ../rans_chains.h. */
#include <immintrin.h>

#include "avx2.h"

#define RANS_SLOTS 1024u

static void fill_runs(uint32_t *slot, uint32_t c0, uint32_t c1, uint32_t e)
{
    const __m256i iota =
        _mm256_setr_epi32(0, 1 << 11, 2 << 11, 3 << 11, 4 << 11, 5 << 11, 6 << 11, 7 << 11);
    const __m256i step = _mm256_set1_epi32(8 << 11);
    __m256i v = _mm256_add_epi32(_mm256_set1_epi32((int32_t)e), iota);
    uint32_t k;
    for (k = c0; k < c1; k += 8) {
        _mm256_storeu_si256((__m256i *)(void *)(slot + k), v);
        v = _mm256_add_epi32(v, step);
    }
}

#define HAETAE_RANS_DECODE haetae_rans_decode_avx2
#include "../rans_chains.h"
