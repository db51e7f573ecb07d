/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ encoding, sampling and message kernels on AVX2, bit-identical to
 * pack.c, cbd.c and sotp.c, 16 coefficients a step:
 *  - pack: canonical residues, pairs joined into 24-bit dwords by a
 *    multiply-add, the 3 useful bytes of each gathered into 24 bytes;
 *  - unpack: 24 bytes spread to 16 words (each 12-bit field with 4 bits
 *    of its neighbour), masked or shifted into place; a field >= q sets the
 *    returned mask (strict decoding), never a branch;
 *  - cbd1, cbd1_secret, sotp_encode: 16 pad bits broadcast and compared
 *    against the lane's bit;
 *  - sotp_decode: the pad bit added, the out-of-range test accumulated,
 *    the message bits collected by a sign-bit pack and movemask;
 *  - crepmod3: the centring and division by 3 of sotp.c with a rounding
 *    multiply-high;
 *  - sub_reduce: a difference and the Barrett reduction of arith_avx2.h. */
#include <string.h>

#include "arith_avx2.h"
#include "meta.h"

#define N NTRUPLUS_N

/* lane i has bit i of a 16-bit word set */
static inline __m256i bit_lanes(void)
{
    return _mm256_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384,
                             (int16_t)-32768);
}

/* -1 in lane i if bit i of b (two bytes, least significant first) is set */
static inline __m256i bits_mask(const uint8_t *b, __m256i bits)
{
    int16_t w = (int16_t)(uint16_t)((unsigned)b[0] | ((unsigned)b[1] << 8));
    return _mm256_cmpeq_epi16(_mm256_and_si256(_mm256_set1_epi16(w), bits), bits);
}

void ntruplus_pack_avx2(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a)
{
    const __m256i q = V16(NTRUPLUS_Q);
    const __m256i join =
        _mm256_setr_epi16(1, 4096, 1, 4096, 1, 4096, 1, 4096, 1, 4096, 1, 4096, 1, 4096, 1, 4096);
    const __m256i bytes = _mm256_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1,
                                           0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 3, 7);
    unsigned i;
    for (i = 0; i < N / 16; i++) {
        __m256i v = ntruplus_avx2_load(a->c + 16 * i);
        v = _mm256_add_epi16(v, _mm256_and_si256(q, _mm256_srai_epi16(v, 15)));
        v = _mm256_madd_epi16(v, join); /* t0 + 4096 t1 per dword */
        v = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(v, bytes), lanes);
        _mm_storeu_si128((__m128i *)(void *)(out + 24 * i), _mm256_castsi256_si128(v));
        _mm_storel_epi64((__m128i *)(void *)(out + 24 * i + 16), _mm256_extracti128_si256(v, 1));
    }
}

uint32_t ntruplus_unpack_avx2(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES])
{
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 0, 3, 4, 5, 0);
    const __m256i bytes = _mm256_setr_epi8(0, 1, 1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11, 0, 1,
                                           1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 10, 11);
    const __m256i low12 = V16(0x0FFF), qm1 = V16(NTRUPLUS_Q - 1);
    __m256i bad = _mm256_setzero_si256();
    uint32_t m;
    unsigned i;
    for (i = 0; i < N / 16; i++) {
        __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)(in + 24 * i));
        __m128i hi = _mm_loadl_epi64((const __m128i *)(const void *)(in + 24 * i + 16));
        __m256i v = _mm256_inserti128_si256(_mm256_castsi128_si256(lo), hi, 1);
        v = _mm256_shuffle_epi8(_mm256_permutevar8x32_epi32(v, lanes), bytes);
        v = _mm256_blend_epi16(_mm256_and_si256(v, low12), _mm256_srli_epi16(v, 4), 0xAA);
        bad = _mm256_or_si256(bad, _mm256_cmpgt_epi16(v, qm1));
        ntruplus_avx2_store(a->c + 16 * i, v);
    }
    m = (uint32_t)_mm256_movemask_epi8(bad);
    return 0u - ((m | (0u - m)) >> 31);
}

void ntruplus_cbd1_avx2(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES])
{
    const __m256i bits = bit_lanes();
    unsigned i;
    for (i = 0; i < N / 16; i++) {
        __m256i plus = bits_mask(buf + 2 * i, bits);
        __m256i minus = bits_mask(buf + NTRUPLUS_MSG_BYTES + 2 * i, bits);
        ntruplus_avx2_store(r->c + 16 * i, _mm256_sub_epi16(minus, plus));
    }
}

void ntruplus_cbd1_secret_avx2(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES],
                               int plus_one)
{
    const __m256i bits = bit_lanes(), three = V16(3);
    unsigned i;
    for (i = 0; i < N / 16; i++) {
        /* 3 (plus - minus), from the masks (-1 where the bit is set) */
        __m256i plus = _mm256_and_si256(bits_mask(buf + 2 * i, bits), three);
        __m256i minus = _mm256_and_si256(bits_mask(buf + NTRUPLUS_MSG_BYTES + 2 * i, bits), three);
        ntruplus_avx2_store(r->c + 16 * i, _mm256_sub_epi16(plus, minus));
    }
    r->c[0] = (int16_t)(r->c[0] + plus_one);
}

void ntruplus_sotp_encode_avx2(ntruplus_poly *r, const uint8_t msg[NTRUPLUS_MSG_BYTES],
                               const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    const __m256i bits = bit_lanes();
    unsigned i;
    for (i = 0; i < N / 16; i++) {
        uint8_t p[2];
        __m256i plus, minus;
        p[0] = (uint8_t)(msg[2 * i] ^ u[2 * i]);
        p[1] = (uint8_t)(msg[2 * i + 1] ^ u[2 * i + 1]);
        plus = bits_mask(p, bits);
        minus = bits_mask(u + NTRUPLUS_MSG_BYTES + 2 * i, bits);
        ntruplus_avx2_store(r->c + 16 * i, _mm256_sub_epi16(minus, plus));
    }
}

uint32_t ntruplus_sotp_decode_avx2(uint8_t msg[NTRUPLUS_MSG_BYTES], const ntruplus_poly *a,
                                   const uint8_t u[NTRUPLUS_CBD_BYTES])
{
    const __m256i bits = bit_lanes(), notone = V16(-2);
    __m256i out = _mm256_setzero_si256();
    uint32_t keep;
    unsigned i;
    for (i = 0; i < N / 32; i++) {
        /* t = a + u2 bit: valid iff t is 0 or 1 */
        __m256i t0 = _mm256_sub_epi16(ntruplus_avx2_load(a->c + 32 * i),
                                      bits_mask(u + NTRUPLUS_MSG_BYTES + 4 * i, bits));
        __m256i t1 = _mm256_sub_epi16(ntruplus_avx2_load(a->c + 32 * i + 16),
                                      bits_mask(u + NTRUPLUS_MSG_BYTES + 4 * i + 2, bits));
        __m256i s;
        uint32_t m, u1;
        out = _mm256_or_si256(out, _mm256_and_si256(_mm256_or_si256(t0, t1), notone));
        /* bit 0 of each t to the sign of a byte, in order */
        s = _mm256_packs_epi16(_mm256_slli_epi16(t0, 15), _mm256_slli_epi16(t1, 15));
        s = _mm256_permute4x64_epi64(s, 0xD8);
        m = (uint32_t)_mm256_movemask_epi8(s);
        memcpy(&u1, u + 4 * i, 4); /* little-endian, like the bit order */
        m ^= u1;
        memcpy(msg + 4 * i, &m, 4);
    }
    keep = 0u - (uint32_t)_mm256_testz_si256(out, out);
    for (i = 0; i < NTRUPLUS_MSG_BYTES; i++) {
        msg[i] = (uint8_t)(msg[i] & keep);
    }
    return ~keep;
}

void ntruplus_sub_reduce_avx2(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    unsigned i;
    for (i = 0; i < N / 16; i++) {
        __m256i d =
            _mm256_sub_epi16(ntruplus_avx2_load(a->c + 16 * i), ntruplus_avx2_load(b->c + 16 * i));
        ntruplus_avx2_store(r->c + 16 * i, ntruplus_avx2_barrett(d));
    }
}

void ntruplus_crepmod3_avx2(ntruplus_poly *a)
{
    const __m256i q = V16(NTRUPLUS_Q), half = V16((NTRUPLUS_Q - 1) / 2);
    unsigned i;
    for (i = 0; i < N / 16; i++) {
        __m256i x = ntruplus_avx2_load(a->c + 16 * i), t;
        x = _mm256_add_epi16(x, _mm256_and_si256(q, _mm256_srai_epi16(x, 15)));
        x = _mm256_sub_epi16(x, _mm256_and_si256(q, _mm256_cmpgt_epi16(x, half)));
        x = _mm256_add_epi16(x, V16(1731));
        t = _mm256_mulhrs_epi16(x, V16(10923));
        x = _mm256_sub_epi16(x, _mm256_add_epi16(_mm256_add_epi16(t, t), t));
        ntruplus_avx2_store(a->c + 16 * i, x);
    }
}
