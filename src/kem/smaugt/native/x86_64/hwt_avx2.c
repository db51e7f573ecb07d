/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HWT (hwt.c) with AVX2: the bounded integers 16 at a time, and the
 * placement with a short dependency chain.
 *
 * Bounded integers: for i = 0..255, with m = 256 - i, the products w_i * m
 * are formed 16 lanes at a time (high and low 16-bit halves), and the
 * lanes whose low half is below 2^16 mod m are the rejections. Their
 * positions are the only thing the portable sampler lets the running time
 * depend on (it declassifies each rejection test), so they are made public
 * here too; when there are any (about one polynomial in five), the rejected
 * positions are replaced in increasing order by the spare words, exactly
 * as the portable code does it.
 *
 * Placement: "zeros still to place" is a sequential count (each step
 * depends on the previous decision), done in scalar code; the signs and
 * the final coefficients are computed 16 at a time afterwards. */
#include <immintrin.h>

#include "ct.h"
#include "ctgrind.h"
#include "../../smaugt.h"
#include "native_avx2.h"

typedef __m256i vec;

int smaugt_hwt_bounded_avx2(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS])
{
    const vec lane = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    uint32_t reject[SMAUGT_N / 16];
    unsigned k, i, next = SMAUGT_N;
    uint32_t any = 0;

    for (k = 0; k < SMAUGT_N / 16; k++) {
        const vec w =
            _mm256_loadu_si256((const vec *)(const void *)(buf + 32 * k)); /* little-endian words */
        const vec m = _mm256_sub_epi16(_mm256_set1_epi16((short)(SMAUGT_N - 16 * k)), lane);
        const vec t = _mm256_loadu_si256((const vec *)(const void *)&smaugt_hwt_threshold[16 * k]);
        const vec lo = _mm256_mullo_epi16(w, m);
        /* low < threshold <=> threshold - low (saturating) is not 0 */
        const vec ok = _mm256_cmpeq_epi16(_mm256_subs_epu16(t, lo), _mm256_setzero_si256());
        _mm256_storeu_si256((vec *)(void *)&x[16 * k], _mm256_mulhi_epu16(w, m));
        reject[k] = ~(uint32_t)_mm256_movemask_epi8(ok); /* two bits per rejected lane */
        any |= reject[k];
    }
    /* the rejection positions, as the portable sampler reveals them */
    KPQC_CT_PUBLIC(reject, sizeof reject);
    KPQC_CT_PUBLIC(&any, sizeof any);
    if (any == 0) {
        return 0;
    }
    for (i = 0; i < SMAUGT_N; i++) {
        if (((reject[i / 16] >> (2 * (i % 16))) & 1) == 0) {
            continue;
        }
        if (smaugt_hwt_redraw(x, buf, i, &next) != 0) {
            return -1;
        }
    }
    return 0;
}

void smaugt_hwt_place_avx2(smaugt_poly *s, const uint16_t x[SMAUGT_N],
                           const uint8_t sign[SMAUGT_HWT_SIGN_BYTES])
{
    uint16_t nonzero[SMAUGT_N];
    uint32_t zeros = SMAUGT_N - SMAUGT_HS;
    unsigned i, k;

    /* The comparison compiles to a flag (cmp; sbb or setcc), not a branch:
       the loop-carried chain is then two instructions long, where the
       portable shift form takes three. */
    for (i = 0; i < SMAUGT_N; i++) {
        const uint32_t is_zero = (uint32_t)x[i] < zeros;
        zeros -= is_zero;
        nonzero[i] = (uint16_t)(is_zero - 1);
    }
    /* coefficient i: bit (i >> 4) & 7 of sign byte 16 (i >> 7) + (i & 15) */
    for (k = 0; k < SMAUGT_N / 16; k++) {
        const vec bytes = _mm256_cvtepu8_epi16(
            _mm_loadu_si128((const __m128i *)(const void *)&sign[16 * (k >> 3)]));
        const vec bit = _mm256_and_si256(_mm256_srl_epi16(bytes, _mm_cvtsi32_si128((int)(k & 7))),
                                         _mm256_set1_epi16(1));
        const vec pm1 = _mm256_sub_epi16(_mm256_slli_epi16(bit, 1), _mm256_set1_epi16(1));
        const vec nz = _mm256_loadu_si256((const vec *)(const void *)&nonzero[16 * k]);
        _mm256_storeu_si256((vec *)(void *)&s->c[16 * k], _mm256_and_si256(pm1, nz));
    }
    kpqc_zeroize(nonzero, sizeof nonzero);
}
