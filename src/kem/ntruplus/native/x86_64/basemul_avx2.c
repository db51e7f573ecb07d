/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ base multiplication and inversion on AVX2, bit-identical to
 * basemul.c. As there, 16 blocks at a time are spread into D vectors
 * (coefficient k of each block in vector k), every step is one lane-wise
 * operation with the same Montgomery products, sums and Barrett
 * reductions, and the result is gathered back.
 *
 * The spreading: D = 4 transposes within 128-bit lanes (64 coefficients;
 * the low lanes get blocks 0 1 4 5 8 9 12 13, the high lanes 2 3 6 7 10 11
 * 14 15, and the block twiddles of ntruplus_avx2_bzeta follow that order);
 * D = 3 regroups 48 coefficients into 24 per lane and splits each lane by
 * index mod 3 (blocks in order).
 *
 * Inversion: basemul.c inverts the determinants in 16 independent chains
 * and returns centred inverses, so any grouping gives the same result;
 * here the 16 lanes of a vector are the chains, one step per 16 blocks,
 * and the G groups form CHAINS batches inverted side by side, which
 * overlaps the latencies of their serial products (about 7-11% fewer
 * ticks than one batch on Zen 4). */
#include "arith_avx2.h"
#include "ct.h"
#include "../../zetas.h"
#include "meta.h"
#include "zetas_avx2.h"

#define D      NTRUPLUS_D
#define BLOCKS (NTRUPLUS_N / D)
#define G      (BLOCKS / 16) /* groups of 16 blocks */
#define GLEN   (16 * D)      /* coefficients per group */
#define CHAINS 3             /* independent batch inversions (a divisor of G) */
#define CLEN   (G / CHAINS)  /* groups per batch inversion */
_Static_assert(G % CHAINS == 0, "the batches split the groups evenly");

#define load  ntruplus_avx2_load
#define store ntruplus_avx2_store
#define qinv  ntruplus_avx2_qinv
#define mpre  ntruplus_avx2_mont_pre
#define mont  ntruplus_avx2_mont
#define mcon  ntruplus_avx2_mont_const
#define barr  ntruplus_avx2_barrett
#define add   _mm256_add_epi16
#define sub   _mm256_sub_epi16

#if D == 4
static inline void spread(__m256i c[4], const int16_t *p)
{
    const __m256i sh = WORDS(0, 4, 1, 5, 2, 6, 3, 7); /* two blocks -> 4 pairs (k, k) */
    __m256i z0 = _mm256_shuffle_epi8(load(p), sh), z1 = _mm256_shuffle_epi8(load(p + 16), sh);
    __m256i z2 = _mm256_shuffle_epi8(load(p + 32), sh), z3 = _mm256_shuffle_epi8(load(p + 48), sh);
    __m256i t0 = _mm256_unpacklo_epi32(z0, z1), t1 = _mm256_unpacklo_epi32(z2, z3);
    __m256i t2 = _mm256_unpackhi_epi32(z0, z1), t3 = _mm256_unpackhi_epi32(z2, z3);
    c[0] = _mm256_unpacklo_epi64(t0, t1);
    c[1] = _mm256_unpackhi_epi64(t0, t1);
    c[2] = _mm256_unpacklo_epi64(t2, t3);
    c[3] = _mm256_unpackhi_epi64(t2, t3);
}

static inline void gather(__m256i y[4], const __m256i c[4])
{
    const __m256i sh = WORDS(0, 2, 4, 6, 1, 3, 5, 7);
    __m256i t0 = _mm256_unpacklo_epi32(c[0], c[1]), t1 = _mm256_unpacklo_epi32(c[2], c[3]);
    __m256i t2 = _mm256_unpackhi_epi32(c[0], c[1]), t3 = _mm256_unpackhi_epi32(c[2], c[3]);
    y[0] = _mm256_shuffle_epi8(_mm256_unpacklo_epi64(t0, t1), sh);
    y[1] = _mm256_shuffle_epi8(_mm256_unpackhi_epi64(t0, t1), sh);
    y[2] = _mm256_shuffle_epi8(_mm256_unpacklo_epi64(t2, t3), sh);
    y[3] = _mm256_shuffle_epi8(_mm256_unpackhi_epi64(t2, t3), sh);
}
#else
static inline void spread(__m256i c[3], const int16_t *p)
{
    __m256i y0 = load(p), y1 = load(p + 16), y2 = load(p + 32);
    ntruplus_avx2_split3(c, _mm256_blend_epi32(y0, y1, 0xF0),
                         _mm256_permute2x128_si256(y0, y2, 0x21), _mm256_blend_epi32(y1, y2, 0xF0));
}

static inline void gather(__m256i y[3], const __m256i c[3])
{
    __m256i u0, u1, u2;
    ntruplus_avx2_join3(&u0, &u1, &u2, c);
    y[0] = _mm256_permute2x128_si256(u0, u1, 0x20);
    y[1] = _mm256_blend_epi32(u2, u0, 0xF0);
    y[2] = _mm256_permute2x128_si256(u1, u2, 0x31);
}
#endif

/* the products of basemul.c for one group: c = x y blockwise, times R^-1 */
static inline void products(__m256i c[D], const __m256i x[D], const __m256i y[D],
                            ntruplus_avx2_tw zt)
{
    __m256i yq[D];
    unsigned k;
    for (k = 0; k < D; k++) {
        yq[k] = qinv(y[k]);
    }
#define MM(i, j) mpre(x[i], y[j], yq[j])
#if D == 4
    {
        __m256i h0 = add(add(MM(1, 3), MM(2, 2)), MM(3, 1));
        __m256i h1 = add(MM(2, 3), MM(3, 2));
        __m256i h2 = MM(3, 3);
        c[0] = add(MM(0, 0), mpre(h0, zt.z, zt.zq));
        c[1] = add(add(MM(0, 1), MM(1, 0)), mpre(h1, zt.z, zt.zq));
        c[2] = add(add(add(MM(0, 2), MM(1, 1)), MM(2, 0)), mpre(h2, zt.z, zt.zq));
        c[3] = add(add(add(MM(0, 3), MM(1, 2)), MM(2, 1)), MM(3, 0));
    }
#else
    {
        __m256i h0 = add(MM(1, 2), MM(2, 1));
        __m256i h1 = MM(2, 2);
        c[0] = add(MM(0, 0), mpre(h0, zt.z, zt.zq));
        c[1] = add(add(MM(0, 1), MM(1, 0)), mpre(h1, zt.z, zt.zq));
        c[2] = add(add(MM(0, 2), MM(1, 1)), MM(2, 0));
    }
#endif
#undef MM
    for (k = 0; k < D; k++) {
        c[k] = mcon(c[k], NTRUPLUS_RSQ);
    }
}

void ntruplus_basemul_avx2(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b)
{
    unsigned g, k;
    for (g = 0; g < G; g++) {
        __m256i x[D], y[D], c[D];
        spread(x, a->c + GLEN * g);
        spread(y, b->c + GLEN * g);
        products(c, x, y, ntruplus_avx2_tw_row(ntruplus_avx2_bzeta[g]));
        gather(y, c);
        for (k = 0; k < D; k++) {
            store(r->c + GLEN * g + 16 * k, y[k]);
        }
    }
}

void ntruplus_basemul_add_avx2(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                               const ntruplus_poly *c)
{
    unsigned g, k;
    for (g = 0; g < G; g++) {
        __m256i x[D], y[D], p[D];
        spread(x, a->c + GLEN * g);
        spread(y, b->c + GLEN * g);
        products(p, x, y, ntruplus_avx2_tw_row(ntruplus_avx2_bzeta[g]));
        gather(y, p);
        for (k = 0; k < D; k++) {
            store(r->c + GLEN * g + 16 * k, barr(add(y[k], load(c->c + GLEN * g + 16 * k))));
        }
    }
}

/* ---- inversion ------------------------------------------------------------ */

/* (x R^-1)^(q-2) in the Montgomery domain, the chain of basemul.c, for
 * CHAINS independent values at once (their latencies overlap) */
static inline void inv_mont(__m256i y[CHAINS], const __m256i x[CHAINS])
{
    __m256i x16[CHAINS], x128[CHAINS], x145[CHAINS], x691[CHAINS], t[CHAINS];
    unsigned c;
#define EACH(stmt)                 \
    for (c = 0; c < CHAINS; c++) { \
        stmt;                      \
    }
    EACH(t[c] = mont(x[c], x[c]))
    EACH(t[c] = mont(t[c], t[c]))
    EACH(t[c] = mont(t[c], t[c]))
    EACH(x16[c] = mont(t[c], t[c]))
    EACH(t[c] = mont(x16[c], x16[c]))
    EACH(t[c] = mont(t[c], t[c]))
    EACH(x128[c] = mont(t[c], t[c]))
    EACH(x145[c] = mont(mont(x128[c], x16[c]), x[c]))
    EACH(t[c] = mont(x145[c], x128[c]))
    EACH(t[c] = mont(t[c], t[c]))
    EACH(x691[c] = mont(t[c], x145[c]))
    EACH(t[c] = mont(x691[c], x691[c]))
    EACH(t[c] = mont(t[c], t[c]))
    EACH(y[c] = mont(t[c], x691[c]))
#undef EACH
}

/* (-q, q) -> centred */
static inline __m256i centre(__m256i x)
{
    const __m256i q = V16(NTRUPLUS_Q);
    x = add(x, _mm256_and_si256(q, _mm256_srai_epi16(x, 15)));
    return sub(x, _mm256_and_si256(q, _mm256_cmpgt_epi16(x, V16((NTRUPLUS_Q - 1) / 2))));
}

#if D == 4
#define NUM 4
#else
#define NUM 3 /* p0, p1, p2 */
#endif

uint32_t ntruplus_baseinv_avx2(ntruplus_poly *r, const ntruplus_poly *a)
{
#if D == 4
    __m256i x[G][D];
#endif
    __m256i num[G][NUM], det[G], pre[G], zero = _mm256_setzero_si256();
    __m256i inv[CHAINS], last[CHAINS];
    uint32_t m;
    unsigned g, k, c;

    for (g = 0; g < G; g++) {
        const ntruplus_avx2_tw zt = ntruplus_avx2_tw_row(ntruplus_avx2_bzeta[g]);
        __m256i xq[D], d, z;
#if D == 4
        __m256i *v = x[g];
#else
        __m256i v[D];
#endif
        spread(v, a->c + GLEN * g);
        for (k = 0; k < D; k++) {
            xq[k] = qinv(v[k]);
        }
#define MM(i, j) mpre(v[i], v[j], xq[j])
#define MZ(h)    mpre((h), zt.z, zt.zq)
#if D == 4
        {
            __m256i n0, n1, m13 = MM(1, 3);
            n0 = add(MM(0, 0), MZ(sub(sub(MM(2, 2), m13), m13)));
            n1 = MM(0, 2);
            n1 = barr(sub(sub(add(n1, n1), MM(1, 1)), MZ(MM(3, 3))));
            num[g][0] = n0;
            num[g][1] = n1;
            d = barr(sub(mont(n0, n0), MZ(mont(n1, n1))));
        }
#else
        {
            __m256i p0 = sub(MM(0, 0), MZ(MM(1, 2)));
            __m256i p1 = sub(MZ(MM(2, 2)), MM(0, 1));
            __m256i p2 = sub(MM(1, 1), MM(0, 2));
            num[g][0] = p0;
            num[g][1] = p1;
            num[g][2] = p2;
            d = barr(
                add(mpre(p0, v[0], xq[0]), MZ(add(mpre(p2, v[1], xq[1]), mpre(p1, v[2], xq[2])))));
        }
#endif
#undef MM
        /* a zero determinant counts as 1 and is reported */
        z = _mm256_cmpeq_epi16(d, _mm256_setzero_si256());
        zero = _mm256_or_si256(zero, z);
        d = sub(d, z);
        det[g] = d;
    }
    /* CHAINS batch inversions of CLEN groups each (chain c: groups c CLEN
       ..), run side by side; every result is 1/det times the same power of
       R whatever the batching, and is centred below */
    for (c = 0; c < CHAINS; c++) {
        pre[c * CLEN] = det[c * CLEN];
    }
    for (g = 1; g < CLEN; g++) {
        for (c = 0; c < CHAINS; c++) {
            pre[c * CLEN + g] = mont(pre[c * CLEN + g - 1], det[c * CLEN + g]);
        }
    }
    for (c = 0; c < CHAINS; c++) {
        last[c] = pre[c * CLEN + CLEN - 1];
    }
    inv_mont(inv, last);
    for (g = CLEN - 1; g > 0; g--) {
        for (c = 0; c < CHAINS; c++) {
            __m256i dd = det[c * CLEN + g];
            det[c * CLEN + g] = mont(inv[c], pre[c * CLEN + g - 1]);
            inv[c] = mont(inv[c], dd);
        }
    }
    for (c = 0; c < CHAINS; c++) {
        det[c * CLEN] = inv[c];
    }
    for (g = 0; g < G; g++) {
        det[g] = centre(mcon(det[g], NTRUPLUS_RINV));
    }

    for (g = 0; g < G; g++) {
        __m256i out[D], y[D], dinv, dq;
        /* dinv is 1/det R^2: one product with R^-1, then centred */
        dinv = det[g];
        dq = qinv(dinv);
#if D == 4
        {
            const ntruplus_avx2_tw zt = ntruplus_avx2_tw_row(ntruplus_avx2_bzeta[g]);
            const __m256i *v = x[g];
            __m256i m0 = mpre(num[g][0], dinv, dq);
            __m256i m1 = sub(_mm256_setzero_si256(), mpre(num[g][1], dinv, dq));
            __m256i mz = MZ(m1);
            __m256i m0q = qinv(m0), m1q = qinv(m1), mzq = qinv(mz);
#define A0(i) mpre(v[i], m0, m0q)
#define A1(i) mpre(v[i], m1, m1q)
#define AZ(i) mpre(v[i], mz, mzq)
            out[0] = add(A0(0), AZ(2));
            out[1] = sub(_mm256_setzero_si256(), add(A0(1), AZ(3)));
            out[2] = add(A0(2), A1(0));
            out[3] = sub(_mm256_setzero_si256(), add(A0(3), A1(1)));
#undef A0
#undef A1
#undef AZ
        }
#else
        for (k = 0; k < D; k++) {
            out[k] = mpre(num[g][k], dinv, dq);
        }
#endif
        gather(y, out);
        for (k = 0; k < D; k++) {
            store(r->c + GLEN * g + 16 * k, y[k]);
        }
    }
#undef MZ
#if D == 4
    kpqc_zeroize(x, sizeof x);
#endif
    kpqc_zeroize(num, sizeof num);
    kpqc_zeroize(det, sizeof det);
    kpqc_zeroize(pre, sizeof pre);
    kpqc_zeroize(inv, sizeof inv);
    kpqc_zeroize(last, sizeof last);

    m = (uint32_t)_mm256_movemask_epi8(zero);
    return 0u - ((m | (0u - m)) >> 31);
}
