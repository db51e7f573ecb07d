/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The squared singular value of a HAETAE key (fft.c) with AVX2.
 *
 * The fixed-point FFT performs fft.c's butterflies exactly: the same
 * operands, twiddles and roundings, in eight int32 lanes. Each rounded
 * product round(w x / 2^16) is formed from the exact 64-bit product
 * (vpmuldq on even and odd lanes); its low 32 bits are bits 16..47 of
 * w x + 2^15, which the logical shifts give as well as the arithmetic
 * one. Instead of scattering the twisted coefficients to bit-reversed
 * positions, the transform keeps position p at index brv8(p) and walks the
 * stages as a Cooley-Tukey NTT does (tools/gen/haetae_avx2_fft.py derives
 * the twiddles and checks the order against fft.c): the spectrum comes out
 * in a fixed permuted order, which changes nothing, since the energies of
 * all polynomials are summed point by point in that same order and only
 * the multiset of energies is used afterwards.
 *
 * The largest energies are chosen per lane (signed max / min, the
 * compare-exchange of fft.c), then among the 8 lanes' lists by fft.c's own
 * selection; the multiset of the largest values of a set is that of the
 * largest values of the lanes' largest. Constant time. */
#include <immintrin.h>

#include "avx2.h"
#include "ct.h"
#include "fft_avx2.h"

static inline __m256i ld(const int32_t *p)
{
    return _mm256_load_si256((const __m256i *)(const void *)p);
}

static inline void st(int32_t *p, __m256i v)
{
    _mm256_store_si256((__m256i *)(void *)p, v);
}

/* round(w x / 2^16) per lane; xo, wo: x, w shifted right by 32 bits (the
 * odd lanes' operands; wo = w for a broadcast twiddle). */
static inline __m256i rmul(__m256i x, __m256i xo, __m256i w, __m256i wo)
{
    const __m256i bias = _mm256_set1_epi64x(0x8000);
    __m256i e = _mm256_mul_epi32(x, w);
    __m256i o = _mm256_mul_epi32(xo, wo);
    e = _mm256_srli_epi64(_mm256_add_epi64(e, bias), 16);
    o = _mm256_slli_epi64(_mm256_add_epi64(o, bias), 16);
    return _mm256_blend_epi32(e, o, 0xAA);
}

/* (u, v) -> (u + w v, u - w v), complex, each real product rounded. */
static inline void bfly(__m256i *ur, __m256i *ui, __m256i *vr, __m256i *vi, __m256i wr, __m256i wro,
                        __m256i wi, __m256i wio)
{
    const __m256i xr = *vr, xi = *vi;
    const __m256i xro = _mm256_srli_epi64(xr, 32), xio = _mm256_srli_epi64(xi, 32);
    const __m256i tr = _mm256_sub_epi32(rmul(xr, xro, wr, wro), rmul(xi, xio, wi, wio));
    const __m256i ti = _mm256_add_epi32(rmul(xi, xio, wr, wro), rmul(xr, xro, wi, wio));
    *vr = _mm256_sub_epi32(*ur, tr);
    *vi = _mm256_sub_epi32(*ui, ti);
    *ur = _mm256_add_epi32(*ur, tr);
    *ui = _mm256_add_epi32(*ui, ti);
}

/* the same with the broadcast twiddle of block b of stages 2..4 */
static inline void bfly_bcast(__m256i *ur, __m256i *ui, __m256i *vr, __m256i *vi, unsigned b)
{
    const __m256i wr = _mm256_set1_epi32(haetae_avx2_fft_bcast[0][b]);
    const __m256i wi = _mm256_set1_epi32(haetae_avx2_fft_bcast[1][b]);
    bfly(ur, ui, vr, vi, wr, wr, wi, wi);
}

/* the same with twiddle vector k of a transposed group */
static inline void bfly_lanes(__m256i *ur, __m256i *ui, __m256i *vr, __m256i *vi,
                              const int32_t (*t)[8], unsigned k)
{
    const __m256i wr = ld(t[k]), wi = ld(t[7 + k]);
    bfly(ur, ui, vr, vi, wr, _mm256_srli_epi64(wr, 32), wi, _mm256_srli_epi64(wi, 32));
}

/* round(x^2 / 2^16) mod 2^32 per lane (fft.c's energy_q16, one component) */
static inline __m256i esq(__m256i x)
{
    const __m256i xo = _mm256_srli_epi64(x, 32);
    return rmul(x, xo, x, xo);
}

/* energy += the spectral energies of a (in the kernel's order) */
static void add_energy(int32_t energy[HAETAE_N], const haetae_poly *a, int32_t re[HAETAE_N],
                       int32_t im[HAETAE_N])
{
    unsigned i, g;

    /* twist, then stages 0 (w = 1) and 1 (w = 1, -i) on t + {0, 64, 128, 192} */
    for (i = 0; i < 8; i++) {
        __m256i r[4], m[4], d;
        unsigned q;
        for (q = 0; q < 4; q++) {
            const unsigned t = 8 * i + 64 * q;
            const __m256i c = _mm256_loadu_si256((const __m256i *)(const void *)(a->c + t));
            r[q] = _mm256_mullo_epi32(c, ld(haetae_avx2_fft_twist[0] + t));
            m[q] = _mm256_mullo_epi32(c, ld(haetae_avx2_fft_twist[1] + t));
        }
        for (q = 0; q < 2; q++) {
            d = r[q + 2];
            r[q + 2] = _mm256_sub_epi32(r[q], d);
            r[q] = _mm256_add_epi32(r[q], d);
            d = m[q + 2];
            m[q + 2] = _mm256_sub_epi32(m[q], d);
            m[q] = _mm256_add_epi32(m[q], d);
        }
        d = r[1];
        r[1] = _mm256_sub_epi32(r[0], d);
        r[0] = _mm256_add_epi32(r[0], d);
        d = m[1];
        m[1] = _mm256_sub_epi32(m[0], d);
        m[0] = _mm256_add_epi32(m[0], d);
        /* -i v = (v_im, -v_re) */
        {
            const __m256i tr = m[3], ti = _mm256_sub_epi32(_mm256_setzero_si256(), r[3]);
            r[3] = _mm256_sub_epi32(r[2], tr);
            m[3] = _mm256_sub_epi32(m[2], ti);
            r[2] = _mm256_add_epi32(r[2], tr);
            m[2] = _mm256_add_epi32(m[2], ti);
        }
        for (q = 0; q < 4; q++) {
            st(re + 8 * i + 64 * q, r[q]);
            st(im + 8 * i + 64 * q, m[q]);
        }
    }

    for (g = 0; g < 4; g++) {
        const int32_t(*t)[8] = haetae_avx2_fft_lanes[g];
        __m256i r[8], m[8];
        for (i = 0; i < 8; i++) {
            r[i] = ld(re + 64 * g + 8 * i);
            m[i] = ld(im + 64 * g + 8 * i);
        }
        /* stage 2 (block g), 3 (blocks 2g, 2g + 1), 4 (blocks 4g .. 4g + 3) */
        for (i = 0; i < 4; i++)
            bfly_bcast(&r[i], &m[i], &r[i + 4], &m[i + 4], 4 + g);
        bfly_bcast(&r[0], &m[0], &r[2], &m[2], 8 + 2 * g);
        bfly_bcast(&r[1], &m[1], &r[3], &m[3], 8 + 2 * g);
        bfly_bcast(&r[4], &m[4], &r[6], &m[6], 9 + 2 * g);
        bfly_bcast(&r[5], &m[5], &r[7], &m[7], 9 + 2 * g);
        for (i = 0; i < 4; i++)
            bfly_bcast(&r[2 * i], &m[2 * i], &r[2 * i + 1], &m[2 * i + 1], 16 + 4 * g + i);
        /* stages 5, 6, 7 on the transposed group */
        transpose8(r);
        transpose8(m);
        for (i = 0; i < 4; i++)
            bfly_lanes(&r[i], &m[i], &r[i + 4], &m[i + 4], t, 0);
        bfly_lanes(&r[0], &m[0], &r[2], &m[2], t, 1);
        bfly_lanes(&r[1], &m[1], &r[3], &m[3], t, 1);
        bfly_lanes(&r[4], &m[4], &r[6], &m[6], t, 2);
        bfly_lanes(&r[5], &m[5], &r[7], &m[7], t, 2);
        for (i = 0; i < 4; i++)
            bfly_lanes(&r[2 * i], &m[2 * i], &r[2 * i + 1], &m[2 * i + 1], t, 3 + i);
        /* energies, in this (transposed) order */
        for (i = 0; i < 8; i++) {
            int32_t *e = energy + 64 * g + 8 * i;
            st(e, _mm256_add_epi32(ld(e), _mm256_add_epi32(esq(r[i]), esq(m[i]))));
        }
    }
}

int64_t haetae_sk_singular_value_avx2(const haetae_poly s1[HAETAE_M],
                                      const haetae_poly s2[HAETAE_K])
{
    _Alignas(32) int32_t re[HAETAE_N], im[HAETAE_N], energy[HAETAE_N];
    _Alignas(32) uint32_t cand[8 * HAETAE_SV_TOP];
    uint32_t top[HAETAE_SV_TOP];
    __m256i list[HAETAE_SV_TOP];
    int64_t sv;
    unsigned i, j;

    for (i = 0; i < HAETAE_N; i += 8)
        st(energy + i, _mm256_setzero_si256());
    for (i = 0; i < HAETAE_M + HAETAE_K; i++)
        add_energy(energy, i < HAETAE_M ? &s1[i] : &s2[i - HAETAE_M], re, im);

    /* per lane: the HAETAE_SV_TOP largest of its 32 energies */
    for (j = 0; j < HAETAE_SV_TOP; j++)
        list[j] = ld(energy + 8 * j);
    for (i = HAETAE_SV_TOP; i < HAETAE_N / 8; i++) {
        __m256i x = ld(energy + 8 * i);
        for (j = 0; j < HAETAE_SV_TOP; j++) {
            const __m256i hi = _mm256_max_epi32(list[j], x);
            x = _mm256_min_epi32(list[j], x);
            list[j] = hi;
        }
    }
    for (j = 0; j < HAETAE_SV_TOP; j++)
        _mm256_store_si256((__m256i *)(void *)(cand + 8 * j), list[j]);
    haetae_sv_top(top, cand, 8 * HAETAE_SV_TOP);
    sv = haetae_sv_weigh(top);

    kpqc_zeroize(re, sizeof re);
    kpqc_zeroize(im, sizeof im);
    kpqc_zeroize(energy, sizeof energy);
    kpqc_zeroize(cand, sizeof cand);
    kpqc_zeroize(top, sizeof top);
    return sv;
}
