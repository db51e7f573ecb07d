/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The byte encodings of pack.c with AVX2: 256 fields of `bits` bits (2 to
 * 11), least significant bit first.
 *
 * Secret polynomials use the same machinery with 2-bit fields (the codes
 * (1 - s) mod 4).
 *
 * One step handles 16 coefficients, 2 * bits bytes: each 128-bit half one
 * group of eight coefficients (bits bytes). Inside a half, the group is two
 * 64-bit lanes of four coefficients (4 * bits <= 44 bits each); the second
 * lane starts at bit 4 * bits of the group, that is at byte
 * floor(bits / 2), 4 bits in when bits is odd. Packing combines the fields
 * pairwise (16 -> 32 -> 64-bit lanes), shifts the second lane by those 4
 * bits and moves the bytes into place with byte shuffles; unpacking does
 * the reverse. The last step goes through a padded copy, so that nothing
 * is read or written outside the caller's buffers. */
#include <immintrin.h>
#include <string.h>

#include "ct.h"
#include "../../smaugt.h"
#include "native_avx2.h"

typedef __m256i vec;

_Static_assert(SMAUGT_LOG_Q <= 11 && SMAUGT_LOG_P <= 11 && SMAUGT_LOG_P2 >= 2,
               "fields of 2 to 11 bits");

/* Byte shuffle indices for one 128-bit half (the same in both halves): the
   bytes of the first 64-bit lane go to 0.., those of the second to
   floor(bits / 2).. (unpacking: the other way round). -1 (0x80) clears. */
static vec shuffle_lane0(unsigned bits)
{
    uint8_t idx[32];
    unsigned i;
    const unsigned n0 = (4 * bits + 7) / 8; /* bytes holding the first lane's bits */
    for (i = 0; i < 16; i++) {
        idx[i] = idx[16 + i] = (uint8_t)(i < n0 ? i : 0x80);
    }
    return _mm256_loadu_si256((const vec *)(const void *)idx);
}

static vec shuffle_lane1(unsigned bits)
{
    uint8_t idx[32];
    unsigned i;
    const unsigned at = bits / 2, n1 = (4 * bits + (bits & 1) * 4 + 7) / 8;
    for (i = 0; i < 16; i++) {
        idx[i] = idx[16 + i] = (uint8_t)(i >= at && i - at < n1 ? 8 + (i - at) : 0x80);
    }
    return _mm256_loadu_si256((const vec *)(const void *)idx);
}

/* unpacking: lane 0 <- bytes 0..7 of the half, lane 1 <- bytes at.. */
static vec shuffle_unpack(unsigned bits)
{
    uint8_t idx[32];
    unsigned i;
    const unsigned at = bits / 2;
    for (i = 0; i < 8; i++) {
        idx[i] = idx[16 + i] = (uint8_t)i;
        idx[8 + i] = idx[24 + i] = (uint8_t)(at + i);
    }
    return _mm256_loadu_si256((const vec *)(const void *)idx);
}

/* 16 coefficients (16-bit lanes) -> two groups of `bits` bytes, one per
   128-bit half, at bytes 0..bits-1 of each half */
static inline vec pack16(vec x, unsigned bits, vec sh0, vec sh1)
{
    const vec mask = _mm256_set1_epi16((short)((1u << bits) - 1));
    const vec mul = _mm256_set1_epi32((int)(1u | (1u << (16 + bits)))); /* (1, 2^bits) */
    const vec lo32 = _mm256_set1_epi64x(0xFFFFFFFF);
    const vec odd_shift = _mm256_set_epi64x((bits & 1) * 4, 0, (bits & 1) * 4, 0);
    vec y, z;
    x = _mm256_and_si256(x, mask);
    y = _mm256_madd_epi16(x, mul); /* x_2i + x_2i+1 * 2^bits in 32-bit lanes */
    z = _mm256_or_si256(_mm256_and_si256(y, lo32),
                        _mm256_slli_epi64(_mm256_srli_epi64(y, 32), (int)(2 * bits)));
    z = _mm256_sllv_epi64(z, odd_shift);
    return _mm256_or_si256(_mm256_shuffle_epi8(z, sh0), _mm256_shuffle_epi8(z, sh1));
}

/* the inverse: the two groups at bytes 0.. of each half -> 16 coefficients */
static inline vec unpack16(vec v, unsigned bits, vec sh)
{
    const vec mask = _mm256_set1_epi32((int)((1u << bits) - 1));
    const vec mask2 = _mm256_set1_epi32((int)((1u << (2 * bits)) - 1));
    const vec odd_shift = _mm256_set_epi64x((bits & 1) * 4, 0, (bits & 1) * 4, 0);
    vec z, y;
    z = _mm256_srlv_epi64(_mm256_shuffle_epi8(v, sh), odd_shift);
    /* four fields per 64-bit lane -> two per 32-bit lane -> one per 16-bit
       lane (the bits above the fields are the next ones of the stream) */
    y = _mm256_blend_epi32(z, _mm256_slli_epi64(z, (int)(32 - 2 * bits)), 0xAA);
    y = _mm256_and_si256(y, mask2);
    return _mm256_or_si256(_mm256_and_si256(y, mask),
                           _mm256_slli_epi32(_mm256_srli_epi32(y, (int)bits), 16));
}

/* Through a local copy with 16 bytes of slack: each half stores (loads)
   16 bytes for its `bits`. */
static inline void pack_bits(uint8_t *out, const smaugt_poly *a, unsigned bits)
{
    const vec sh0 = shuffle_lane0(bits), sh1 = shuffle_lane1(bits);
    uint8_t buf[11 * SMAUGT_N / 8 + 16];
    unsigned s;
    for (s = 0; s < SMAUGT_N / 16; s++) {
        vec v =
            pack16(_mm256_loadu_si256((const vec *)(const void *)&a->c[16 * s]), bits, sh0, sh1);
        uint8_t *o = buf + 2 * bits * s;
        /* low half first: the high half (and the next step) overwrite the
           zeros it leaves after its `bits` bytes */
        _mm_storeu_si128((__m128i *)(void *)o, _mm256_castsi256_si128(v));
        _mm_storeu_si128((__m128i *)(void *)(o + bits), _mm256_extracti128_si256(v, 1));
    }
    memcpy(out, buf, bits * SMAUGT_N / 8);
}

static inline void unpack_bits(smaugt_poly *a, const uint8_t *in, unsigned bits)
{
    const vec sh = shuffle_unpack(bits);
    uint8_t buf[11 * SMAUGT_N / 8 + 16];
    unsigned s;
    memcpy(buf, in, bits * SMAUGT_N / 8);
    memset(buf + bits * SMAUGT_N / 8, 0, 16);
    for (s = 0; s < SMAUGT_N / 16; s++) {
        const uint8_t *p = buf + 2 * bits * s;
        vec v = _mm256_loadu2_m128i((const __m128i *)(const void *)(p + bits),
                                    (const __m128i *)(const void *)p);
        _mm256_storeu_si256((vec *)(void *)&a->c[16 * s], unpack16(v, bits, sh));
    }
}

void smaugt_pack_q_avx2(uint8_t out[SMAUGT_POLYQ_BYTES], const smaugt_poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_Q);
}

void smaugt_unpack_q_avx2(smaugt_poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_Q);
}

void smaugt_pack_p_avx2(uint8_t out[SMAUGT_POLYP_BYTES], const smaugt_poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_P);
}

void smaugt_unpack_p_avx2(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_P);
}

void smaugt_pack_p2_avx2(uint8_t out[SMAUGT_POLYP2_BYTES], const smaugt_poly *a)
{
    pack_bits(out, a, SMAUGT_LOG_P2);
}

void smaugt_unpack_p2_avx2(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES])
{
    unpack_bits(a, in, SMAUGT_LOG_P2);
}

void smaugt_pack_s_avx2(uint8_t out[SMAUGT_POLYS_BYTES], const smaugt_poly *s)
{
    const vec one = _mm256_set1_epi16(1), three = _mm256_set1_epi16(3);
    smaugt_poly code;
    unsigned k;
    for (k = 0; k < SMAUGT_N / 16; k++) {
        const vec v = _mm256_loadu_si256((const vec *)(const void *)&s->c[16 * k]);
        _mm256_storeu_si256((vec *)(void *)&code.c[16 * k],
                            _mm256_and_si256(_mm256_sub_epi16(one, v), three));
    }
    pack_bits(out, &code, 2);
    kpqc_zeroize(&code, sizeof code);
}

uint32_t smaugt_unpack_s_avx2(smaugt_poly *s, const uint8_t in[SMAUGT_POLYS_BYTES])
{
    const vec one = _mm256_set1_epi16(1);
    vec bad = _mm256_setzero_si256();
    unsigned k;
    unpack_bits(s, in, 2);
    for (k = 0; k < SMAUGT_N / 16; k++) {
        const vec code = _mm256_loadu_si256((const vec *)(const void *)&s->c[16 * k]);
        /* 1 for code 3 */
        bad = _mm256_or_si256(bad, _mm256_and_si256(code, _mm256_srli_epi16(code, 1)));
        _mm256_storeu_si256((vec *)(void *)&s->c[16 * k], _mm256_sub_epi16(one, code));
    }
    /* bit 0 of some lane */
    return 0u - (uint32_t)(_mm256_testz_si256(bad, one) == 0);
}
