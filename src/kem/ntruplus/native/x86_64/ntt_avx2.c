/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU+ NTT and its inverse on AVX2, bit-identical to ntt.c: every
 * coefficient goes through the same sequence of additions, Montgomery
 * products and Barrett reductions (arith_avx2.h), only several layers are
 * done per pass over memory and the butterflies run 16 at a time.
 *
 *  - The first layer and the first radix-3 layer share one pass (the six
 *    coefficients i, i + s, i + 2s of both halves), and so do the last
 *    radix-3 layer and the final layer of the inverse.
 *  - n = 768, 1152 (D = 4): radix-2 layers of step 16 and more pair whole
 *    vectors; the steps 8 and 4 pair 128-bit halves and then 64-bit
 *    quarters of two vectors after a permutation, undone before the store.
 *  - n = 864 (D = 3): after the radix-3 layers, the steps 24, 12, 6, 3 act
 *    on 48-coefficient blocks. Two blocks are processed together, one per
 *    128-bit lane, and within a lane each block is split by coefficient
 *    index mod 3 (three classes of 16, p = 0 .. 15), where the four
 *    layers pair p with p + 8, 4, 2, 1: each layer pairs two registers
 *    after a fixed in-lane shuffle.
 * The twiddles come from zetas_avx2.h, laid out by tools/gen/ntruplus_zetas.py
 * in the order used here: whole vectors, so that no twiddle is broadcast or
 * multiplied by q^-1 at run time. */
/* gcc: the scheduling pass before register allocation, with its
 * register-pressure model, interleaves the butterflies (3-8% fewer ticks
 * on Zen 4, docs/performance-x86-64.md; without the pressure model it
 * spills and is slower). Set here rather than as build flags, which
 * clang-based tools reading the compile commands reject. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("sched-pressure", "schedule-insns")
#endif

#include "arith_avx2.h"
#include "meta.h"
#include "../../zetas.h"
#include "zetas_avx2.h"

#define N    NTRUPLUS_N
#define HALF (N / 2)
#define S3   (N / 6) /* the first radix-3 layer's step */

#define load   ntruplus_avx2_load
#define store  ntruplus_avx2_store
#define mont   ntruplus_avx2_mont_pre
#define barr   ntruplus_avx2_barrett
#define tw     ntruplus_avx2_tw
#define tw_row ntruplus_avx2_tw_row
#define tw_s   ntruplus_avx2_tw_scalar
/* ntruplus_zetas[i] in every lane (i below the vector-table layers) */
#define tw_z(i) tw_row(ntruplus_avx2_bcast[i])

/* forward radix-2 butterfly: t = y w; (x, y) <- (x + t, x - t) */
static inline void fwd2(__m256i *x, __m256i *y, tw w)
{
    __m256i t = mont(*y, w.z, w.zq);
    *y = _mm256_sub_epi16(*x, t);
    *x = _mm256_add_epi16(*x, t);
}

/* inverse radix-2 butterfly: (x, y) <- (x + y, (y - x) w), the sum
   Barrett-reduced on the layers that reduce (ntt.c: the second, fourth) */
static inline void inv2(__m256i *x, __m256i *y, tw w)
{
    __m256i t = *y;
    *y = mont(_mm256_sub_epi16(t, *x), w.z, w.zq);
    *x = _mm256_add_epi16(*x, t);
}

static inline void inv2r(__m256i *x, __m256i *y, tw w)
{
    inv2(x, y, w);
    *x = barr(*x);
}

/* forward radix-3 butterfly with the twiddles y, y^2 */
static inline void fwd3(__m256i *a0, __m256i *a1, __m256i *a2, tw y, tw y2, tw om)
{
    __m256i t1 = mont(*a1, y.z, y.zq);
    __m256i t2 = mont(*a2, y2.z, y2.zq);
    __m256i t3 = mont(_mm256_sub_epi16(t1, t2), om.z, om.zq);
    *a2 = _mm256_sub_epi16(_mm256_sub_epi16(*a0, t1), t3);
    *a1 = _mm256_add_epi16(_mm256_sub_epi16(*a0, t2), t3);
    *a0 = _mm256_add_epi16(_mm256_add_epi16(*a0, t1), t2);
}

/* inverse radix-3 butterfly with the twiddles w/y, (w/y)^2 */
static inline void inv3(__m256i *a0, __m256i *a1, __m256i *a2, tw y, tw y2, tw om)
{
    __m256i t = mont(_mm256_sub_epi16(*a1, *a0), om.z, om.zq);
    __m256i s = _mm256_add_epi16(_mm256_add_epi16(*a0, *a1), *a2);
    __m256i u1 = _mm256_add_epi16(_mm256_sub_epi16(*a2, *a0), t);
    __m256i u2 = _mm256_sub_epi16(_mm256_sub_epi16(*a2, *a1), t);
    *a1 = mont(u1, y.z, y.zq);
    *a2 = mont(u2, y2.z, y2.zq);
    *a0 = barr(s);
}

#if NTRUPLUS_D == 4
/* Radix-2 layers of step 16, 8, 4 on 32 coefficients (v0, v1) = chunk j,
 * then Barrett. Step 8 pairs the 128-bit halves [0-7 | 16-23] and
 * [8-15 | 24-31], step 4 the 64-bit quarters [0-3, 8-11 | 16-19, 24-27]
 * and [4-7, 12-15 | 20-23, 28-31]. */
static inline void fwd_tail(__m256i *v0, __m256i *v1, unsigned j)
{
    __m256i a, b, x, y;
    fwd2(v0, v1, tw_z(N / 32 + j));
    a = _mm256_permute2x128_si256(*v0, *v1, 0x20);
    b = _mm256_permute2x128_si256(*v0, *v1, 0x31);
    fwd2(&a, &b, tw_row(ntruplus_avx2_fwd8[j]));
    x = _mm256_unpacklo_epi64(a, b);
    y = _mm256_unpackhi_epi64(a, b);
    fwd2(&x, &y, tw_row(ntruplus_avx2_fwd4[j]));
    x = barr(x);
    y = barr(y);
    a = _mm256_unpacklo_epi64(x, y);
    b = _mm256_unpackhi_epi64(x, y);
    *v0 = _mm256_permute2x128_si256(a, b, 0x20);
    *v1 = _mm256_permute2x128_si256(a, b, 0x31);
}

/* the inverse of fwd_tail's layers (steps 4, 8, 16) on chunk j */
static inline void inv_tail(__m256i *v0, __m256i *v1, unsigned j)
{
    __m256i a = _mm256_permute2x128_si256(*v0, *v1, 0x20);
    __m256i b = _mm256_permute2x128_si256(*v0, *v1, 0x31);
    __m256i x = _mm256_unpacklo_epi64(a, b);
    __m256i y = _mm256_unpackhi_epi64(a, b);
    inv2(&x, &y, tw_row(ntruplus_avx2_inv4[j]));
    a = _mm256_unpacklo_epi64(x, y);
    b = _mm256_unpackhi_epi64(x, y);
    inv2r(&a, &b, tw_row(ntruplus_avx2_inv8[j]));
    *v0 = _mm256_permute2x128_si256(a, b, 0x20);
    *v1 = _mm256_permute2x128_si256(a, b, 0x31);
    inv2(v0, v1, tw_z(2 * (N / 32) - 1 - j));
}
#endif

#if NTRUPLUS_D == 3
/* ---- n = 864: a block of 48 split by index mod 3, two blocks per pass ---- */
/* Blocks 2i and 2i+1 (coefficients 96 i ..) into lo[e], hi[e]: class e,
 * p = 0..7 and 8..15, block 2i in the low lane. */
static inline void load_pair(__m256i lo[3], __m256i hi[3], const int16_t *r)
{
    __m256i y0 = load(r), y1 = load(r + 16), y2 = load(r + 32);
    __m256i y3 = load(r + 48), y4 = load(r + 64), y5 = load(r + 80);
    ntruplus_avx2_split3(lo, _mm256_permute2x128_si256(y0, y3, 0x20),
                         _mm256_permute2x128_si256(y0, y3, 0x31),
                         _mm256_permute2x128_si256(y1, y4, 0x20));
    ntruplus_avx2_split3(hi, _mm256_permute2x128_si256(y1, y4, 0x31),
                         _mm256_permute2x128_si256(y2, y5, 0x20),
                         _mm256_permute2x128_si256(y2, y5, 0x31));
}

static inline void store_pair(int16_t *r, const __m256i lo[3], const __m256i hi[3])
{
    __m256i u0, u1, u2, u3, u4, u5;
    ntruplus_avx2_join3(&u0, &u1, &u2, lo);
    ntruplus_avx2_join3(&u3, &u4, &u5, hi);
    store(r, _mm256_permute2x128_si256(u0, u1, 0x20));
    store(r + 16, _mm256_permute2x128_si256(u2, u3, 0x20));
    store(r + 32, _mm256_permute2x128_si256(u4, u5, 0x20));
    store(r + 48, _mm256_permute2x128_si256(u0, u1, 0x31));
    store(r + 64, _mm256_permute2x128_si256(u2, u3, 0x31));
    store(r + 80, _mm256_permute2x128_si256(u4, u5, 0x31));
}

/* the four radix-2 layers and Barrett on one class: lo = p 0-7, hi = 8-15 */
static inline void fwd_class(__m256i *lo, __m256i *hi, unsigned i)
{
    __m256i x, y, f, g, e, o, u, v;
    fwd2(lo, hi, tw_row(ntruplus_avx2_fwdp8[i]));
    x = _mm256_unpacklo_epi64(*lo, *hi); /* p 0-3, 8-11 */
    y = _mm256_unpackhi_epi64(*lo, *hi); /* p 4-7, 12-15 */
    fwd2(&x, &y, tw_row(ntruplus_avx2_fwdp4[i]));
    f = _mm256_castps_si256(
        _mm256_shuffle_ps(_mm256_castsi256_ps(x), _mm256_castsi256_ps(y), 0x88)); /* 01 89 45 cd */
    g = _mm256_castps_si256(
        _mm256_shuffle_ps(_mm256_castsi256_ps(x), _mm256_castsi256_ps(y), 0xDD)); /* 23 ab 67 ef */
    fwd2(&f, &g, tw_row(ntruplus_avx2_fwdp2[i]));
    e = _mm256_blend_epi16(f, _mm256_slli_epi32(g, 16), 0xAA); /* 0 2 8 a 4 6 c e */
    o = _mm256_blend_epi16(_mm256_srli_epi32(f, 16), g, 0xAA); /* 1 3 9 b 5 7 d f */
    fwd2(&e, &o, tw_row(ntruplus_avx2_fwdp1[i]));
    e = barr(e);
    o = barr(o);
    u = _mm256_unpacklo_epi16(e, o); /* 0 1 2 3 8 9 a b */
    v = _mm256_unpackhi_epi16(e, o); /* 4 5 6 7 c d e f */
    *lo = _mm256_unpacklo_epi64(u, v);
    *hi = _mm256_unpackhi_epi64(u, v);
}

static inline void inv_class(__m256i *lo, __m256i *hi, unsigned i)
{
    __m256i e, o, l, h, f, g, x, y;
    e = _mm256_blend_epi16(*lo, _mm256_slli_epi32(*hi, 16), 0xAA); /* 0 8 2 a 4 c 6 e */
    o = _mm256_blend_epi16(_mm256_srli_epi32(*lo, 16), *hi, 0xAA); /* 1 9 3 b 5 d 7 f */
    inv2(&e, &o, tw_row(ntruplus_avx2_invp1[i]));
    l = _mm256_unpacklo_epi16(e, o); /* 0 1 8 9 2 3 a b */
    h = _mm256_unpackhi_epi16(e, o); /* 4 5 c d 6 7 e f */
    f = _mm256_unpacklo_epi64(l, h); /* 01 89 45 cd */
    g = _mm256_unpackhi_epi64(l, h); /* 23 ab 67 ef */
    inv2r(&f, &g, tw_row(ntruplus_avx2_invp2[i]));
    x = _mm256_unpacklo_epi32(f, g); /* 0-3, 8-11 */
    y = _mm256_unpackhi_epi32(f, g); /* 4-7, 12-15 */
    inv2(&x, &y, tw_row(ntruplus_avx2_invp4[i]));
    *lo = _mm256_unpacklo_epi64(x, y);
    *hi = _mm256_unpackhi_epi64(x, y);
    inv2r(lo, hi, tw_row(ntruplus_avx2_invp8[i]));
}
#endif

void ntruplus_ntt_avx2(ntruplus_poly *a)
{
    int16_t *r = a->c;
    const tw om = tw_s(NTRUPLUS_OMEGA);
    unsigned i, c;

    /* the first layer and the first radix-3 layer (nodes: low, high half) */
    {
        const tw z = tw_z(1);
        const tw y0 = tw_z(2), y0s = tw_z(3);
        const tw y1 = tw_z(4), y1s = tw_z(5);
        for (i = 0; i < S3; i += 16) {
            __m256i v[6], t;
            unsigned k;
            for (k = 0; k < 3; k++) {
                v[k] = load(r + i + k * S3);
                v[k + 3] = load(r + HALF + i + k * S3);
                t = mont(v[k + 3], z.z, z.zq);
                v[k + 3] = _mm256_sub_epi16(_mm256_add_epi16(v[k], v[k + 3]), t);
                v[k] = _mm256_add_epi16(v[k], t);
            }
            fwd3(&v[0], &v[1], &v[2], y0, y0s, om);
            fwd3(&v[3], &v[4], &v[5], y1, y1s, om);
            for (k = 0; k < 3; k++) {
                store(r + i + k * S3, v[k]);
                store(r + HALF + i + k * S3, v[k + 3]);
            }
        }
    }

#if NTRUPLUS_RADIX3_LAYERS > 1
    /* the second radix-3 layer (6 nodes, step S3 / 3), then Barrett */
    for (c = 0; c < 6; c++) {
        const tw y = tw_z(6 + 2 * c), y2 = tw_z(7 + 2 * c);
        int16_t *p = r + c * (S3);
        for (i = 0; i < S3 / 3; i += 16) {
            __m256i v0 = load(p + i), v1 = load(p + i + S3 / 3), v2 = load(p + i + 2 * (S3 / 3));
            fwd3(&v0, &v1, &v2, y, y2, om);
            store(p + i, barr(v0));
            store(p + i + S3 / 3, barr(v1));
            store(p + i + 2 * (S3 / 3), barr(v2));
        }
    }
#endif

#if NTRUPLUS_N == 768
    /* radix-2 layers of step 64, 32 and the tail, 128 coefficients a pass */
    for (c = 0; c < N / 128; c++) {
        int16_t *p = r + 128 * c;
        __m256i v[8];
        tw w;
        unsigned k;
        for (k = 0; k < 8; k++) {
            v[k] = load(p + 16 * k);
        }
        w = tw_z(N / 128 + c);
        for (k = 0; k < 4; k++) {
            fwd2(&v[k], &v[k + 4], w);
        }
        for (k = 0; k < 2; k++) {
            w = tw_z(N / 64 + 2 * c + k);
            fwd2(&v[4 * k], &v[4 * k + 2], w);
            fwd2(&v[4 * k + 1], &v[4 * k + 3], w);
        }
        for (k = 0; k < 4; k++) {
            fwd_tail(&v[2 * k], &v[2 * k + 1], 4 * c + k);
        }
        for (k = 0; k < 8; k++) {
            store(p + 16 * k, v[k]);
        }
    }
#elif NTRUPLUS_N == 1152
    /* radix-2 layers of step 32 and the tail, 64 coefficients a pass */
    for (c = 0; c < N / 64; c++) {
        int16_t *p = r + 64 * c;
        __m256i v0 = load(p), v1 = load(p + 16), v2 = load(p + 32), v3 = load(p + 48);
        tw w = tw_z(N / 64 + c);
        fwd2(&v0, &v2, w);
        fwd2(&v1, &v3, w);
        fwd_tail(&v0, &v1, 2 * c);
        fwd_tail(&v2, &v3, 2 * c + 1);
        store(p, v0);
        store(p + 16, v1);
        store(p + 32, v2);
        store(p + 48, v3);
    }
#else
    /* the radix-2 layers, two 48-blocks a pass */
    for (c = 0; c < N / 96; c++) {
        __m256i lo[3], hi[3];
        unsigned e;
        load_pair(lo, hi, r + 96 * c);
        for (e = 0; e < 3; e++) {
            fwd_class(&lo[e], &hi[e], c);
        }
        store_pair(r + 96 * c, lo, hi);
    }
#endif
}

void ntruplus_invntt_avx2(ntruplus_poly *a)
{
    int16_t *r = a->c;
    const tw om = tw_s(NTRUPLUS_OMEGA);
    unsigned i, c;

#if NTRUPLUS_N == 768
    for (c = 0; c < N / 128; c++) {
        int16_t *p = r + 128 * c;
        __m256i v[8];
        tw w;
        unsigned k;
        for (k = 0; k < 8; k++) {
            v[k] = load(p + 16 * k);
        }
        for (k = 0; k < 4; k++) {
            inv_tail(&v[2 * k], &v[2 * k + 1], 4 * c + k);
        }
        for (k = 0; k < 2; k++) {
            w = tw_z(2 * (N / 64) - 1 - (2 * c + k));
            inv2r(&v[4 * k], &v[4 * k + 2], w);
            inv2r(&v[4 * k + 1], &v[4 * k + 3], w);
        }
        w = tw_z(2 * (N / 128) - 1 - c);
        for (k = 0; k < 4; k++) {
            inv2(&v[k], &v[k + 4], w);
        }
        for (k = 0; k < 8; k++) {
            store(p + 16 * k, v[k]);
        }
    }
#elif NTRUPLUS_N == 1152
    for (c = 0; c < N / 64; c++) {
        int16_t *p = r + 64 * c;
        __m256i v0 = load(p), v1 = load(p + 16), v2 = load(p + 32), v3 = load(p + 48);
        tw w = tw_z(2 * (N / 64) - 1 - c);
        inv_tail(&v0, &v1, 2 * c);
        inv_tail(&v2, &v3, 2 * c + 1);
        inv2r(&v0, &v2, w);
        inv2r(&v1, &v3, w);
        store(p, v0);
        store(p + 16, v1);
        store(p + 32, v2);
        store(p + 48, v3);
    }
#else
    for (c = 0; c < N / 96; c++) {
        __m256i lo[3], hi[3];
        unsigned e;
        load_pair(lo, hi, r + 96 * c);
        for (e = 0; e < 3; e++) {
            inv_class(&lo[e], &hi[e], c);
        }
        store_pair(r + 96 * c, lo, hi);
    }
#endif

#if NTRUPLUS_RADIX3_LAYERS > 1
    /* the second radix-3 layer: node c reads the pair of forward node 5 - c */
    for (c = 0; c < 6; c++) {
        const tw y = tw_z(16 - 2 * c), y2 = tw_z(17 - 2 * c);
        int16_t *p = r + c * (S3);
        for (i = 0; i < S3 / 3; i += 16) {
            __m256i v0 = load(p + i), v1 = load(p + i + S3 / 3), v2 = load(p + i + 2 * (S3 / 3));
            inv3(&v0, &v1, &v2, y, y2, om);
            store(p + i, v0);
            store(p + i + S3 / 3, v1);
            store(p + i + 2 * (S3 / 3), v2);
        }
    }
#endif

    /* the first radix-3 layer (low half: forward node 1's pair) and the
       first layer, undone together */
    {
        const tw y0 = tw_z(4), y0s = tw_z(5);
        const tw y1 = tw_z(2), y1s = tw_z(3);
        const tw zm = tw_s(NTRUPLUS_ZMINUSZ5INV), ni = tw_s(NTRUPLUS_NINV);
        const tw ni2 = tw_s(NTRUPLUS_NINV2);
        for (i = 0; i < S3; i += 16) {
            __m256i v[6];
            unsigned k;
            for (k = 0; k < 3; k++) {
                v[k] = load(r + i + k * S3);
                v[k + 3] = load(r + HALF + i + k * S3);
            }
            inv3(&v[0], &v[1], &v[2], y0, y0s, om);
            inv3(&v[3], &v[4], &v[5], y1, y1s, om);
            for (k = 0; k < 3; k++) {
                __m256i t1 = _mm256_add_epi16(v[k], v[k + 3]);
                __m256i t2 = mont(_mm256_sub_epi16(v[k], v[k + 3]), zm.z, zm.zq);
                store(r + i + k * S3, mont(_mm256_sub_epi16(t1, t2), ni.z, ni.zq));
                store(r + HALF + i + k * S3, mont(t2, ni2.z, ni2.zq));
            }
        }
    }
}
