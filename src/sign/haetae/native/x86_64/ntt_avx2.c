/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE NTT, inverse NTT and pointwise Montgomery products with AVX2.
 *
 * Eight int32 coefficients per register. Every Montgomery product is the
 * portable haetae_mont_reduce of the exact 64-bit product: even and odd
 * lanes are multiplied separately (vpmuldq, 32 x 32 -> 64 signed), m is the
 * low word of the product times q^-1 (for a twiddle z the low word of
 * b * (z q^-1 mod 2^32)), and the high word of p - m q is the result, since
 * p and m q agree in their low 32 bits. So each output equals the portable
 * one for every int32 input, and additions wrap exactly where the portable
 * int32 additions would have overflowed (outside the documented bounds).
 *
 * Layout: the layers spanning 128 .. 8 coefficients pair whole registers
 * and broadcast one twiddle; the layers spanning 4, 2, 1 run on groups of
 * 64 coefficients transposed 8 x 8 (register r, lane l = coefficient 8 l + r
 * of the group), with one twiddle per lane from zetas_avx2.h. The butterflies
 * and their order per coefficient are the portable ones, so the results,
 * including the unreduced representatives, are identical. */
#include <immintrin.h>

#include "avx2.h"
#include "zetas_avx2.h"
#include "../../reduce.h"

/* Montgomery product of b with twiddles (z, zq = z q^-1 mod 2^32), per lane. */
static inline __m256i mont_mul_lanes(__m256i b, __m256i z, __m256i zq)
{
    const __m256i q = _mm256_set1_epi32(HAETAE_Q);
    const __m256i bo = _mm256_srli_epi64(b, 32);
    const __m256i zo = _mm256_srli_epi64(z, 32);
    const __m256i zqo = _mm256_srli_epi64(zq, 32);
    __m256i pe = _mm256_mul_epi32(b, z);
    __m256i po = _mm256_mul_epi32(bo, zo);
    __m256i me = _mm256_mul_epi32(b, zq);
    __m256i mo = _mm256_mul_epi32(bo, zqo);
    me = _mm256_mul_epi32(me, q);
    mo = _mm256_mul_epi32(mo, q);
    pe = _mm256_srli_epi64(_mm256_sub_epi64(pe, me), 32);
    po = _mm256_sub_epi64(po, mo);
    return _mm256_blend_epi32(pe, po, 0xAA);
}

/* The same with one twiddle in every lane (z, zq broadcast). */
static inline __m256i mont_mul_bcast(__m256i b, __m256i z, __m256i zq)
{
    const __m256i q = _mm256_set1_epi32(HAETAE_Q);
    const __m256i bo = _mm256_srli_epi64(b, 32);
    __m256i pe = _mm256_mul_epi32(b, z);
    __m256i po = _mm256_mul_epi32(bo, z);
    __m256i me = _mm256_mul_epi32(b, zq);
    __m256i mo = _mm256_mul_epi32(bo, zq);
    me = _mm256_mul_epi32(me, q);
    mo = _mm256_mul_epi32(mo, q);
    pe = _mm256_srli_epi64(_mm256_sub_epi64(pe, me), 32);
    po = _mm256_sub_epi64(po, mo);
    return _mm256_blend_epi32(pe, po, 0xAA);
}

/* Montgomery product of two arbitrary coefficient vectors. */
static inline __m256i mont_mul_vec(__m256i a, __m256i b)
{
    const __m256i q = _mm256_set1_epi32(HAETAE_Q);
    const __m256i qinv = _mm256_set1_epi32((int32_t)HAETAE_QINV);
    __m256i pe = _mm256_mul_epi32(a, b);
    __m256i po = _mm256_mul_epi32(_mm256_srli_epi64(a, 32), _mm256_srli_epi64(b, 32));
    __m256i me = _mm256_mul_epu32(pe, qinv);
    __m256i mo = _mm256_mul_epu32(po, qinv);
    me = _mm256_mul_epi32(me, q);
    mo = _mm256_mul_epi32(mo, q);
    pe = _mm256_srli_epi64(_mm256_sub_epi64(pe, me), 32);
    po = _mm256_sub_epi64(po, mo);
    return _mm256_blend_epi32(pe, po, 0xAA);
}

static inline __m256i bcast(int32_t v)
{
    return _mm256_set1_epi32(v);
}

/* Forward butterfly on registers: (a, b) -> (a + zb, a - zb). */
#define FWD_BCAST(a, b, k)                                                                 \
    do {                                                                                   \
        const __m256i t_ =                                                                 \
            mont_mul_bcast((b), bcast(haetae_zetas[k]), bcast(haetae_avx2_zetas_qinv[k])); \
        (b) = _mm256_sub_epi32((a), t_);                                                   \
        (a) = _mm256_add_epi32((a), t_);                                                   \
    } while (0)

#define FWD_LANES(a, b, z, zq)                             \
    do {                                                   \
        const __m256i t_ = mont_mul_lanes((b), (z), (zq)); \
        (b) = _mm256_sub_epi32((a), t_);                   \
        (a) = _mm256_add_epi32((a), t_);                   \
    } while (0)

/* Inverse butterfly: (a, b) -> (a + b, z (a - b)), z the negated twiddle. */
#define INV_BCAST(a, b, z, zq)                         \
    do {                                               \
        const __m256i d_ = _mm256_sub_epi32((a), (b)); \
        (a) = _mm256_add_epi32((a), (b));              \
        (b) = mont_mul_bcast(d_, (z), (zq));           \
    } while (0)

#define INV_LANES(a, b, z, zq)                         \
    do {                                               \
        const __m256i d_ = _mm256_sub_epi32((a), (b)); \
        (a) = _mm256_add_epi32((a), (b));              \
        (b) = mont_mul_lanes(d_, (z), (zq));           \
    } while (0)

static inline __m256i load(const int32_t *p)
{
    return _mm256_loadu_si256((const __m256i *)(const void *)p);
}

static inline void store(int32_t *p, __m256i v)
{
    _mm256_storeu_si256((__m256i *)(void *)p, v);
}

static inline __m256i tw(const int32_t (*t)[8], unsigned i)
{
    return _mm256_load_si256((const __m256i *)(const void *)t[i]);
}

void haetae_ntt_avx2(haetae_poly *a)
{
    int32_t *c = a->c;
    unsigned i, g;

    /* spans 128 and 64: registers i, i + 8, i + 16, i + 24 */
    for (i = 0; i < 8; i++) {
        __m256i v0 = load(c + 8 * i), v1 = load(c + 8 * i + 64);
        __m256i v2 = load(c + 8 * i + 128), v3 = load(c + 8 * i + 192);
        FWD_BCAST(v0, v2, 1);
        FWD_BCAST(v1, v3, 1);
        FWD_BCAST(v0, v1, 2);
        FWD_BCAST(v2, v3, 3);
        store(c + 8 * i, v0);
        store(c + 8 * i + 64, v1);
        store(c + 8 * i + 128, v2);
        store(c + 8 * i + 192, v3);
    }
    /* per group of 64: spans 32, 16, 8, then 4, 2, 1 transposed */
    for (g = 0; g < 4; g++) {
        const int32_t(*t)[8] = haetae_avx2_fwd[g];
        __m256i v[8];
        for (i = 0; i < 8; i++)
            v[i] = load(c + 64 * g + 8 * i);
        for (i = 0; i < 4; i++)
            FWD_BCAST(v[i], v[i + 4], 4 + g);
        FWD_BCAST(v[0], v[2], 8 + 2 * g);
        FWD_BCAST(v[1], v[3], 8 + 2 * g);
        FWD_BCAST(v[4], v[6], 9 + 2 * g);
        FWD_BCAST(v[5], v[7], 9 + 2 * g);
        for (i = 0; i < 4; i++)
            FWD_BCAST(v[2 * i], v[2 * i + 1], 16 + 4 * g + i);
        transpose8(v);
        {
            const __m256i z = tw(t, 0), zq = tw(t, 7);
            for (i = 0; i < 4; i++)
                FWD_LANES(v[i], v[i + 4], z, zq);
        }
        {
            const __m256i z0 = tw(t, 1), zq0 = tw(t, 8);
            const __m256i z1 = tw(t, 2), zq1 = tw(t, 9);
            FWD_LANES(v[0], v[2], z0, zq0);
            FWD_LANES(v[1], v[3], z0, zq0);
            FWD_LANES(v[4], v[6], z1, zq1);
            FWD_LANES(v[5], v[7], z1, zq1);
        }
        for (i = 0; i < 4; i++)
            FWD_LANES(v[2 * i], v[2 * i + 1], tw(t, 3 + i), tw(t, 10 + i));
        transpose8(v);
        for (i = 0; i < 8; i++)
            store(c + 64 * g + 8 * i, v[i]);
    }
}

/* The broadcast twiddle of the inverse layers: -zeta[k] and its q^-1 multiple. */
#define INV_Z(k)  bcast(-haetae_zetas[k])
#define INV_ZQ(k) bcast((int32_t)(0u - (uint32_t)haetae_avx2_zetas_qinv[k]))

void haetae_invntt_tomont_avx2(haetae_poly *a)
{
    int32_t *c = a->c;
    unsigned i, g;

    for (g = 0; g < 4; g++) {
        const int32_t(*t)[8] = haetae_avx2_inv[g];
        __m256i v[8];
        for (i = 0; i < 8; i++)
            v[i] = load(c + 64 * g + 8 * i);
        transpose8(v);
        for (i = 0; i < 4; i++)
            INV_LANES(v[2 * i], v[2 * i + 1], tw(t, i), tw(t, 7 + i));
        {
            const __m256i z0 = tw(t, 4), zq0 = tw(t, 11);
            const __m256i z1 = tw(t, 5), zq1 = tw(t, 12);
            INV_LANES(v[0], v[2], z0, zq0);
            INV_LANES(v[1], v[3], z0, zq0);
            INV_LANES(v[4], v[6], z1, zq1);
            INV_LANES(v[5], v[7], z1, zq1);
        }
        {
            const __m256i z = tw(t, 6), zq = tw(t, 13);
            for (i = 0; i < 4; i++)
                INV_LANES(v[i], v[i + 4], z, zq);
        }
        transpose8(v);
        /* span 8: blocks b = 4g + i use -zeta[31 - b] */
        for (i = 0; i < 4; i++) {
            const unsigned k = 31 - (4 * g + i);
            INV_BCAST(v[2 * i], v[2 * i + 1], INV_Z(k), INV_ZQ(k));
        }
        /* span 16: blocks 2g, 2g + 1 use -zeta[15 - b] */
        INV_BCAST(v[0], v[2], INV_Z(15 - 2 * g), INV_ZQ(15 - 2 * g));
        INV_BCAST(v[1], v[3], INV_Z(15 - 2 * g), INV_ZQ(15 - 2 * g));
        INV_BCAST(v[4], v[6], INV_Z(14 - 2 * g), INV_ZQ(14 - 2 * g));
        INV_BCAST(v[5], v[7], INV_Z(14 - 2 * g), INV_ZQ(14 - 2 * g));
        /* span 32: block g uses -zeta[7 - g] */
        for (i = 0; i < 4; i++)
            INV_BCAST(v[i], v[i + 4], INV_Z(7 - g), INV_ZQ(7 - g));
        for (i = 0; i < 8; i++)
            store(c + 64 * g + 8 * i, v[i]);
    }
    /* spans 64 (-zeta[3], -zeta[2]) and 128 (-zeta[1]), then the scaling */
    {
        const __m256i f = bcast(HAETAE_INVNTT_F);
        const __m256i fq = bcast((int32_t)((uint32_t)HAETAE_INVNTT_F * HAETAE_QINV));
        for (i = 0; i < 8; i++) {
            __m256i v0 = load(c + 8 * i), v1 = load(c + 8 * i + 64);
            __m256i v2 = load(c + 8 * i + 128), v3 = load(c + 8 * i + 192);
            INV_BCAST(v0, v1, INV_Z(3), INV_ZQ(3));
            INV_BCAST(v2, v3, INV_Z(2), INV_ZQ(2));
            INV_BCAST(v0, v2, INV_Z(1), INV_ZQ(1));
            INV_BCAST(v1, v3, INV_Z(1), INV_ZQ(1));
            store(c + 8 * i, mont_mul_bcast(v0, f, fq));
            store(c + 8 * i + 64, mont_mul_bcast(v1, f, fq));
            store(c + 8 * i + 128, mont_mul_bcast(v2, f, fq));
            store(c + 8 * i + 192, mont_mul_bcast(v3, f, fq));
        }
    }
}

void haetae_poly_pointwise_montgomery_avx2(haetae_poly *r, const haetae_poly *a,
                                           const haetae_poly *b)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i += 8)
        store(r->c + i, mont_mul_vec(load(a->c + i), load(b->c + i)));
}

void haetae_poly_pointwise_acc_montgomery_avx2(haetae_poly *r, const haetae_poly *a,
                                               const haetae_poly *b)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i += 8) {
        __m256i t = mont_mul_vec(load(a->c + i), load(b->c + i));
        store(r->c + i, _mm256_add_epi32(load(r->c + i), t));
    }
}
