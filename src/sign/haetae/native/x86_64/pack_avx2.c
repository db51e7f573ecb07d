/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE public-key fields with AVX2: the first column of A1 from the
 * packed b (matrix.c) and the canonical-key check (pack.c). Eight fields
 * per register: 16-bit fields (mode 5) are widened, 15-bit fields (modes
 * 2, 3) are gathered from the 15 bytes of a group with a byte shuffle
 * (three bytes per field), shifted per lane and masked. Public data. */
#include <immintrin.h>
#include <string.h>

#include "avx2.h"

/* Eight fields 8 j .. 8 j + 7 of a packed poly_q. */
static inline __m256i fields8(const uint8_t packed[HAETAE_POLYQ_PACKEDBYTES], unsigned j)
{
#if HAETAE_POLYQ_PACKEDBYTES == HAETAE_N * 15 / 8
    const __m256i idx = _mm256_setr_epi8(0, 1, 2, -1, 1, 2, 3, -1, 3, 4, 5, -1, 5, 6, 7, -1, 7, 8,
                                         9, -1, 9, 10, 11, -1, 11, 12, 13, -1, 13, 14, 15, -1);
    const __m256i shift = _mm256_setr_epi32(0, 7, 6, 5, 4, 3, 2, 1);
    uint8_t last[16];
    const uint8_t *p = packed + 15 * j;
    __m128i bytes;
    if (j == HAETAE_N / 8 - 1) {
        /* the group's 15 bytes end the poly (and maybe the key): copy them */
        memcpy(last, p, 15);
        last[15] = 0;
        p = last;
    }
    bytes = _mm_loadu_si128((const __m128i *)(const void *)p);
    return _mm256_and_si256(
        _mm256_srlv_epi32(_mm256_shuffle_epi8(_mm256_broadcastsi128_si256(bytes), idx), shift),
        _mm256_set1_epi32(0x7FFF));
#else
    _Static_assert(HAETAE_POLYQ_PACKEDBYTES == HAETAE_N * 2, "16-bit fields");
    return _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(const void *)(packed + 16 * j)));
#endif
}

void haetae_a1_col0_avx2(haetae_poly *a, const uint8_t packed_b[HAETAE_POLYQ_PACKEDBYTES])
{
    unsigned j;
    for (j = 0; j < HAETAE_N / 8; j++) {
        const __m256i b = fields8(packed_b, j);
        __m256i *p = (__m256i *)(void *)(a->c + 8 * j);
#if HAETAE_ROUNDED_VK
        const __m256i v = _mm256_loadu_si256(p);
        _mm256_storeu_si256(p, _mm256_slli_epi32(_mm256_sub_epi32(v, _mm256_slli_epi32(b, 1)), 1));
#else
        _mm256_storeu_si256(p, b);
#endif
    }
}

int haetae_pk_is_canonical_avx2(const uint8_t pk[HAETAE_PK_BYTES])
{
#if HAETAE_ROUNDED_VK
    const __m256i max = _mm256_set1_epi32((HAETAE_Q - 1) / 2);
#else
    const __m256i max = _mm256_set1_epi32(HAETAE_Q - 1);
#endif
    __m256i bad = _mm256_setzero_si256();
    unsigned i, j;
    for (i = 0; i < HAETAE_K; i++) {
        for (j = 0; j < HAETAE_N / 8; j++) {
            bad = _mm256_or_si256(bad,
                                  _mm256_cmpgt_epi32(fields8(pk + HAETAE_PK_B_OFFSET(i), j), max));
        }
    }
    return _mm256_testz_si256(bad, bad);
}

/* The packed high bits (pack.c): modes 2, 3: the low byte of each
 * coefficient, then 32 zero bytes; mode 5: 9-bit fields, little-endian
 * bit order, eight per 9 bytes. */
void haetae_pack_poly_highbits_avx2(uint8_t buf[HAETAE_POLY_HIGHBITS_PACKEDBYTES],
                                    const haetae_poly *a)
{
    unsigned j;
#if HAETAE_MODE == 5
    for (j = 0; j < HAETAE_N; j += 8) {
        const int32_t *c = a->c + j;
        uint64_t lo = 0;
        unsigned i;
        for (i = 0; i < 7; i++) {
            lo |= (uint64_t)((uint32_t)c[i] & 0x1FF) << (9 * i);
        }
        lo |= (uint64_t)((uint32_t)c[7] & 1) << 63;
        memcpy(buf + j / 8 * 9, &lo, 8); /* x86-64: little-endian */
        buf[j / 8 * 9 + 8] = (uint8_t)(((uint32_t)c[7] & 0x1FF) >> 1);
    }
#else
    const __m256i low = _mm256_set1_epi32(0xFF);
    const __m256i order = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    for (j = 0; j < HAETAE_N; j += 32) {
        const __m256i *p = (const __m256i *)(const void *)(a->c + j);
        const __m256i v0 = _mm256_and_si256(_mm256_loadu_si256(p), low);
        const __m256i v1 = _mm256_and_si256(_mm256_loadu_si256(p + 1), low);
        const __m256i v2 = _mm256_and_si256(_mm256_loadu_si256(p + 2), low);
        const __m256i v3 = _mm256_and_si256(_mm256_loadu_si256(p + 3), low);
        /* packs interleave 128-bit halves: restore the order at the end */
        const __m256i w =
            _mm256_packus_epi16(_mm256_packus_epi32(v0, v1), _mm256_packus_epi32(v2, v3));
        _mm256_storeu_si256((__m256i *)(void *)(buf + j), _mm256_permutevar8x32_epi32(w, order));
    }
    memset(buf + HAETAE_N, 0, HAETAE_POLY_HIGHBITS_PACKEDBYTES - HAETAE_N);
#endif
}
