/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Coefficient-wise steps with AVX2, 16 coefficients per vector: the
 * rounding and decryption value of rounding.c and the message encodings
 * of message.c (one bit per coefficient) and d2.c (TiMER's D2). The
 * arithmetic is the portable code's, in 16-bit lanes: every portable
 * intermediate is either below 2^16 or reduced mod 2^16 before it matters. */
#include <immintrin.h>

#include "../../smaugt.h"
#include "native_avx2.h"

typedef __m256i vec;

#define Q_MASK ((1 << SMAUGT_LOG_Q) - 1)
#define P_MASK ((1 << SMAUGT_LOG_P) - 1)

static inline vec load(const smaugt_poly *a, unsigned k)
{
    return _mm256_loadu_si256((const vec *)(const void *)&a->c[16 * k]);
}

static inline void store(smaugt_poly *a, unsigned k, vec v)
{
    _mm256_storeu_si256((vec *)(void *)&a->c[16 * k], v);
}

/* round(2^b / 2^16 * x16) mod 2^b: add half of the dropped range mod 2^16,
   keep the top b bits */
static inline vec round_top(vec x16, unsigned b)
{
    return _mm256_srli_epi16(_mm256_add_epi16(x16, _mm256_set1_epi16((short)(1 << (15 - b)))),
                             (int)(16 - b));
}

void smaugt_round_c1_avx2(smaugt_poly *c1, const smaugt_poly *x)
{
    unsigned k;
    for (k = 0; k < SMAUGT_N / 16; k++) {
        const vec x16 = _mm256_slli_epi16(_mm256_and_si256(load(x, k), _mm256_set1_epi16(Q_MASK)),
                                          16 - SMAUGT_LOG_Q);
        store(c1, k, round_top(x16, SMAUGT_LOG_P));
    }
}

void smaugt_round_c2_avx2(smaugt_poly *c2, const smaugt_poly *msg16, const smaugt_poly *x)
{
    unsigned k;
    for (k = 0; k < SMAUGT_N / 16; k++) {
        const vec x16 = _mm256_add_epi16(
            load(msg16, k),
            _mm256_slli_epi16(_mm256_and_si256(load(x, k), _mm256_set1_epi16(Q_MASK)),
                              16 - SMAUGT_LOG_Q));
        store(c2, k, round_top(x16, SMAUGT_LOG_P2));
    }
}

void smaugt_decryption_value_avx2(smaugt_poly *v16, const smaugt_poly *c2, const smaugt_poly *u)
{
    unsigned k;
    for (k = 0; k < SMAUGT_N / 16; k++) {
        const vec a = _mm256_slli_epi16(load(c2, k), 16 - SMAUGT_LOG_P2);
        const vec b = _mm256_slli_epi16(_mm256_and_si256(load(u, k), _mm256_set1_epi16(P_MASK)),
                                        16 - SMAUGT_LOG_P);
        store(v16, k, _mm256_add_epi16(a, b));
    }
}

/* lane l holds bit l of the 16-bit word w (as a lane mask) */
static inline vec bits_to_lanes(uint32_t w)
{
    const vec bit = _mm256_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192,
                                      16384, (short)0x8000);
    return _mm256_cmpeq_epi16(_mm256_and_si256(_mm256_set1_epi16((short)w), bit), bit);
}

/* the top bits of the 32 lanes of a and b, in lane order */
static inline uint32_t top_bits(vec a, vec b)
{
    const vec packed = _mm256_permute4x64_epi64(_mm256_packs_epi16(a, b), 0xD8);
    return (uint32_t)_mm256_movemask_epi8(packed);
}

static inline void store32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

#if !SMAUGT_TIMER
/* bit j of byte i is coefficient 8 i + j, encoded as bit * 2^15 */
void smaugt_msg_encode_avx2(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES])
{
    unsigned k;
    for (k = 0; k < SMAUGT_N / 16; k++) {
        const uint32_t w = (uint32_t)mu[2 * k] | ((uint32_t)mu[2 * k + 1] << 8);
        store(msg16, k, _mm256_and_si256(bits_to_lanes(w), _mm256_set1_epi16((short)0x8000)));
    }
}

/* bit = bit 15 of v + 2^14 */
void smaugt_msg_decode_avx2(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16)
{
    const vec quarter = _mm256_set1_epi16(0x4000);
    unsigned k;
    for (k = 0; k < SMAUGT_N / 32; k++) {
        const vec a = _mm256_add_epi16(load(v16, 2 * k), quarter);
        const vec b = _mm256_add_epi16(load(v16, 2 * k + 1), quarter);
        store32(mu + 4 * k, top_bits(a, b));
    }
}
#else
/* message bit i in coefficients i and i + 128, as 0 or 2^15 - 1 */
void smaugt_msg_encode_avx2(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES])
{
    unsigned k;
    for (k = 0; k < SMAUGT_N / 32; k++) {
        const uint32_t w = (uint32_t)mu[2 * k] | ((uint32_t)mu[2 * k + 1] << 8);
        const vec v = _mm256_and_si256(bits_to_lanes(w), _mm256_set1_epi16(0x7FFF));
        store(msg16, k, v);
        store(msg16, k + SMAUGT_N / 32, v);
    }
}

/* |x - (2^15 - 1)| mod 2^16 is |x - (2^15 - 1)| as a signed 16-bit value
   (-2^15 when x = 2^16 - 1, which abs leaves as 2^15: right unsigned); the
   bit is bit 15 of the sum of the two distances minus 2^15 - 1, mod 2^16,
   as in the portable code */
static inline vec d2_bit(vec x, vec y)
{
    const vec half = _mm256_set1_epi16(0x7FFF);
    const vec t = _mm256_add_epi16(_mm256_abs_epi16(_mm256_sub_epi16(x, half)),
                                   _mm256_abs_epi16(_mm256_sub_epi16(y, half)));
    return _mm256_sub_epi16(t, half);
}

void smaugt_msg_decode_avx2(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16)
{
    unsigned k;
    for (k = 0; k < SMAUGT_N / 64; k++) {
        const vec a = d2_bit(load(v16, 2 * k), load(v16, 2 * k + SMAUGT_N / 32));
        const vec b = d2_bit(load(v16, 2 * k + 1), load(v16, 2 * k + 1 + SMAUGT_N / 32));
        store32(mu + 4 * k, top_bits(a, b));
    }
}
#endif
