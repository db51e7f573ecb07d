/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The samplers' bit manipulation with AVX2: dGaussian on its 320 SHAKE
 * bytes (gaussian.c) and spCBD on its SHAKE bytes (ternary.c), 16
 * coefficients per vector, no branch or index on the bits.
 *
 * dGaussian: coefficient t of group g (8 coefficients, 10 bytes) takes bit
 * t of each of the group's bytes. Two groups fill a vector, one per
 * 128-bit half; for each byte w a byte shuffle copies byte w of the lane's
 * group into every 16-bit lane, and comparing (that byte AND 2^t) with
 * 2^t gives the bit as a lane mask. Bits 0..8 form v, bit 9 is the sign;
 * |e| = [v >= 191] + [v >= 438] + [v >= 505] (three signed comparisons of
 * 9-bit values), the same table as the portable bit-sliced form.
 *
 * spCBD: field i (CBD_BITS bits) starts at bit CBD_BITS * i; a byte
 * shuffle brings the two bytes that hold it into lane i, a multiplication
 * by 2^(8 - s) moves its first bit s to bit 8, and the portable formulas
 * give the ternary value. Both read their input through a padded copy:
 * each half loads 16 bytes. */
#include <immintrin.h>
#include <string.h>

#include "ct.h"
#include "../../smaugt.h"
#include "native_avx2.h"

typedef __m256i vec;

void smaugt_gaussian_bits_avx2(smaugt_poly *e, const uint8_t buf[SMAUGT_DG_BYTES])
{
    const vec tbit = _mm256_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128);
    const vec t190 = _mm256_set1_epi16(190), t437 = _mm256_set1_epi16(437),
              t504 = _mm256_set1_epi16(504);
    uint8_t in[SMAUGT_DG_BYTES + 16];
    vec bit[10];
    unsigned s, w;

    memcpy(in, buf, SMAUGT_DG_BYTES);
    memset(in + SMAUGT_DG_BYTES, 0, 16);
    for (s = 0; s < SMAUGT_N / 16; s++) {
        const uint8_t *p = in + 20 * s; /* groups 2 s and 2 s + 1 */
        const vec bytes = _mm256_loadu2_m128i((const __m128i *)(const void *)(p + 10),
                                              (const __m128i *)(const void *)p);
        vec v = _mm256_setzero_si256(), neg, mag;
        for (w = 0; w < 10; w++) {
            /* byte w of the half's group in the low byte of each lane (the
               high byte's index 0x80 clears it), then bit t of lane t as a
               mask */
            const vec sel = _mm256_set1_epi16((short)(0x8000 | w));
            const vec b = _mm256_and_si256(_mm256_shuffle_epi8(bytes, sel), tbit);
            bit[w] = _mm256_cmpeq_epi16(b, tbit);
        }
        for (w = 0; w < 9; w++) {
            v = _mm256_or_si256(v, _mm256_and_si256(bit[w], _mm256_set1_epi16((short)(1 << w))));
        }
        neg = bit[9];
        /* |e|: each comparison is 0 or -1 */
        mag = _mm256_add_epi16(_mm256_cmpgt_epi16(v, t190), _mm256_cmpgt_epi16(v, t437));
        mag = _mm256_sub_epi16(_mm256_setzero_si256(),
                               _mm256_add_epi16(mag, _mm256_cmpgt_epi16(v, t504)));
        /* the sign as in the portable code: (|e| XOR neg) - neg */
        _mm256_storeu_si256((vec *)(void *)&e->c[16 * s],
                            _mm256_sub_epi16(_mm256_xor_si256(mag, neg), neg));
    }
    kpqc_zeroize(in, sizeof in);
}

/* Lane i of a step (16 fields, 2 * CBD_BITS bytes; each half 8 fields from
   its own CBD_BITS bytes): the bytes at (CBD_BITS * (i mod 8)) / 8 and the
   next one of the half, and 2^(8 - s) for its first bit s. */
static vec cbd_shuffle(void)
{
    uint8_t idx[32];
    unsigned j;
    for (j = 0; j < 16; j++) {
        const unsigned byte = SMAUGT_CBD_BITS * (j % 8) / 8;
        idx[2 * j] = (uint8_t)byte;
        idx[2 * j + 1] = (uint8_t)(byte + 1);
    }
    return _mm256_loadu_si256((const vec *)(const void *)idx);
}

static vec cbd_scale(void)
{
    uint16_t m[16];
    unsigned j;
    for (j = 0; j < 16; j++) {
        m[j] = (uint16_t)(1u << (8 - SMAUGT_CBD_BITS * (j % 8) % 8));
    }
    return _mm256_loadu_si256((const vec *)(const void *)m);
}

void smaugt_sp_cbd_avx2(smaugt_poly *r, const uint8_t buf[SMAUGT_CBD_BYTES])
{
    const vec sh = cbd_shuffle(), scale = cbd_scale(), one = _mm256_set1_epi16(1);
    uint8_t in[SMAUGT_CBD_BYTES + 16];
    unsigned s;

    memcpy(in, buf, SMAUGT_CBD_BYTES);
    memset(in + SMAUGT_CBD_BYTES, 0, 16);
    for (s = 0; s < SMAUGT_N / 16; s++) {
        const uint8_t *p = in + 2 * SMAUGT_CBD_BITS * s;
        const vec bytes = _mm256_loadu2_m128i((const __m128i *)(const void *)(p + SMAUGT_CBD_BITS),
                                              (const __m128i *)(const void *)p);
        /* the field at bits 0.. of each lane (higher bits: the next fields) */
        const vec g =
            _mm256_srli_epi16(_mm256_mullo_epi16(_mm256_shuffle_epi8(bytes, sh), scale), 8);
        vec v;
#if SMAUGT_CBD_BITS == 2
        /* a - b */
        v = _mm256_sub_epi16(_mm256_and_si256(g, one),
                             _mm256_and_si256(_mm256_srli_epi16(g, 1), one));
#else
#if SMAUGT_CBD_BITS == 3
        /* nonzero when a & b, negative when c */
        const vec nonzero = _mm256_and_si256(_mm256_and_si256(g, _mm256_srli_epi16(g, 1)), one);
        const vec negative = _mm256_and_si256(_mm256_srli_epi16(g, 2), one);
#else
        /* nonzero when (a | b) & c, negative when d */
        const vec nonzero = _mm256_and_si256(
            _mm256_and_si256(_mm256_or_si256(g, _mm256_srli_epi16(g, 1)), _mm256_srli_epi16(g, 2)),
            one);
        const vec negative = _mm256_and_si256(_mm256_srli_epi16(g, 3), one);
#endif
        /* (0 - nonzero) & (1 - 2 negative) */
        v = _mm256_and_si256(_mm256_sub_epi16(_mm256_setzero_si256(), nonzero),
                             _mm256_sub_epi16(one, _mm256_slli_epi16(negative, 1)));
#endif
        _mm256_storeu_si256((vec *)(void *)&r->c[16 * s], v);
    }
    kpqc_zeroize(in, sizeof in);
}
