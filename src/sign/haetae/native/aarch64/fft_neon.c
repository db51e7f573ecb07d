/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The squared singular value of a HAETAE key (fft.c) with NEON.
 *
 * The fixed-point FFT performs fft.c's butterflies in fft.c's order, four
 * int32 lanes a vector, with the same operands, twiddles and roundings:
 * each rounded product round(w x / 2^16) = floor((w x + 2^15) / 2^16) is
 * SMULL (the exact 64-bit product) and RSHRN #16, which adds 2^15, shifts
 * and keeps the low 32 bits (the value fits: |w x| < 2^46 for
 * coefficients in [-5, 5]). The energies are SMULL and RSHRN of the
 * squares, added modulo 2^32 as fft.c's uint32_t words.
 *
 * The first two stages (twiddles 1 and -i, no products) run on groups of
 * sixteen positions held transposed: vector j holds positions 16 g + 4 l +
 * j in lane l, gathered directly from the bit-reversed coefficients, so
 * both stages are lane-wise; ST4 stores them in natural order. The other
 * six stages read their twiddles contiguously, as fft.c does. The largest
 * energies and the estimate are fft.c's own (haetae_sv_top,
 * haetae_sv_weigh). Constant time: every index is public. */
#include <arm_neon.h>

#include "ct.h"
#include "neon.h"

#define FFT_N 256

typedef struct {
    int32_t twr[FFT_N], twi[FFT_N]; /* twist of the gathered lanes (transposed groups) */
    int32_t sre[FFT_N], sim[FFT_N]; /* stage twiddles: [half + k] = w^(k 256 / half) */
    uint8_t src[FFT_N];             /* coefficient gathered into each lane */
} fft_tables;

static unsigned bitrev8(unsigned x)
{
    x = ((x & 0x0Fu) << 4) | ((x >> 4) & 0x0Fu);
    x = ((x & 0x33u) << 2) | ((x >> 2) & 0x33u);
    x = ((x & 0x55u) << 1) | ((x >> 1) & 0x55u);
    return x;
}

static void tables_init(fft_tables *tb)
{
    int32_t re[FFT_N], im[FFT_N];
    unsigned t, half, k, g, j, l;
    for (t = 0; t < FFT_N; t++) {
        haetae_fft_root_q16(&re[t], &im[t], t);
    }
    /* lane 16 g + 4 j + l holds position d = 16 g + 4 l + j, which fft.c
     * fills with coefficient brv8(d) twisted by w^brv8(d) */
    for (g = 0; g < FFT_N; g += 16) {
        for (j = 0; j < 4; j++) {
            for (l = 0; l < 4; l++) {
                const unsigned p = bitrev8(g + 4 * l + j);
                tb->src[g + 4 * j + l] = (uint8_t)p;
                tb->twr[g + 4 * j + l] = re[p];
                tb->twi[g + 4 * j + l] = im[p];
            }
        }
    }
    tb->sre[0] = tb->sim[0] = 0; /* unused */
    for (half = 1; half < FFT_N; half *= 2) {
        for (k = 0; k < half; k++) {
            tb->sre[half + k] = re[k * (FFT_N / half)];
            tb->sim[half + k] = im[k * (FFT_N / half)];
        }
    }
}

/* round(w x / 2^16) per lane */
static inline int32x4_t rmul(int32x4_t w, int32x4_t x)
{
    return vrshrn_high_n_s64(vrshrn_n_s64(vmull_s32(vget_low_s32(w), vget_low_s32(x)), 16),
                             vmull_high_s32(w, x), 16);
}

/* round(x^2 / 2^16) mod 2^32 per lane */
static inline uint32x4_t esq(int32x4_t x)
{
    return vreinterpretq_u32_s32(
        vrshrn_high_n_s64(vrshrn_n_s64(vmull_s32(vget_low_s32(x), vget_low_s32(x)), 16),
                          vmull_high_s32(x, x), 16));
}

/* fft.c's butterfly of span half on the four k at offset k of block lo */
static inline void bfly(int32_t *re, int32_t *im, unsigned lo, unsigned half, unsigned k,
                        const fft_tables *tb)
{
    const int32x4_t wr = vld1q_s32(tb->sre + half + k), wi = vld1q_s32(tb->sim + half + k);
    const int32x4_t xr = vld1q_s32(re + lo + half + k), xi = vld1q_s32(im + lo + half + k);
    const int32x4_t ur = vld1q_s32(re + lo + k), ui = vld1q_s32(im + lo + k);
    const int32x4_t tr = vsubq_s32(rmul(wr, xr), rmul(wi, xi));
    const int32x4_t ti = vaddq_s32(rmul(wr, xi), rmul(wi, xr));
    vst1q_s32(re + lo + half + k, vsubq_s32(ur, tr));
    vst1q_s32(im + lo + half + k, vsubq_s32(ui, ti));
    vst1q_s32(re + lo + k, vaddq_s32(ur, tr));
    vst1q_s32(im + lo + k, vaddq_s32(ui, ti));
}

/* energy[j] += |a(w^(2j+1))|^2 / 2^16 for j = 0..255 (fft.c's spectrum and
 * energy_q16) */
static void add_energy(uint32_t energy[FFT_N], int32_t re[FFT_N], int32_t im[FFT_N],
                       const haetae_poly *a, const fft_tables *tb)
{
    unsigned g, j, half, lo, k;
    for (g = 0; g < FFT_N; g += 16) {
        int32x4x4_t r, m;
        int32x4_t s[4], sr0, sr1, sr2, sr3, si0, si1, si2, si3;
        for (j = 0; j < 4; j++) {
            const uint8_t *src = tb->src + g + 4 * j;
            const int32_t c[4] = {a->c[src[0]], a->c[src[1]], a->c[src[2]], a->c[src[3]]};
            s[j] = vld1q_s32(c);
        }
        /* twist, then half = 1 (w = 1) on lanes (j, j + 1) ... */
        sr0 = vmulq_s32(s[0], vld1q_s32(tb->twr + g));
        sr1 = vmulq_s32(s[1], vld1q_s32(tb->twr + g + 4));
        sr2 = vmulq_s32(s[2], vld1q_s32(tb->twr + g + 8));
        sr3 = vmulq_s32(s[3], vld1q_s32(tb->twr + g + 12));
        si0 = vmulq_s32(s[0], vld1q_s32(tb->twi + g));
        si1 = vmulq_s32(s[1], vld1q_s32(tb->twi + g + 4));
        si2 = vmulq_s32(s[2], vld1q_s32(tb->twi + g + 8));
        si3 = vmulq_s32(s[3], vld1q_s32(tb->twi + g + 12));
        r.val[0] = vaddq_s32(sr0, sr1);
        r.val[1] = vsubq_s32(sr0, sr1);
        r.val[2] = vaddq_s32(sr2, sr3);
        r.val[3] = vsubq_s32(sr2, sr3);
        m.val[0] = vaddq_s32(si0, si1);
        m.val[1] = vsubq_s32(si0, si1);
        m.val[2] = vaddq_s32(si2, si3);
        m.val[3] = vsubq_s32(si2, si3);
        /* ... and half = 2 (w = 1 on lanes 0, 2; w = -i on lanes 1, 3) */
        sr0 = vaddq_s32(r.val[0], r.val[2]);
        sr2 = vsubq_s32(r.val[0], r.val[2]);
        sr1 = vaddq_s32(r.val[1], m.val[3]);
        sr3 = vsubq_s32(r.val[1], m.val[3]);
        si0 = vaddq_s32(m.val[0], m.val[2]);
        si2 = vsubq_s32(m.val[0], m.val[2]);
        si1 = vsubq_s32(m.val[1], r.val[3]);
        si3 = vaddq_s32(m.val[1], r.val[3]);
        r.val[0] = sr0;
        r.val[1] = sr1;
        r.val[2] = sr2;
        r.val[3] = sr3;
        m.val[0] = si0;
        m.val[1] = si1;
        m.val[2] = si2;
        m.val[3] = si3;
        vst4q_s32(re + g, r);
        vst4q_s32(im + g, m);
    }
    /* the other stages: 32 vector butterflies each, two per iteration */
    for (lo = 0; lo < FFT_N; lo += 16) {
        bfly(re, im, lo, 4, 0, tb);
        bfly(re, im, lo + 8, 4, 0, tb);
    }
    for (half = 8; half < FFT_N; half *= 2) {
        for (lo = 0; lo < FFT_N; lo += 2 * half) {
            for (k = 0; k < half; k += 8) {
                bfly(re, im, lo, half, k, tb);
                bfly(re, im, lo, half, k + 4, tb);
            }
        }
    }
    for (j = 0; j < FFT_N; j += 4) {
        const uint32x4_t e = vaddq_u32(esq(vld1q_s32(re + j)), esq(vld1q_s32(im + j)));
        vst1q_u32(energy + j, vaddq_u32(vld1q_u32(energy + j), e));
    }
}

int64_t haetae_sk_singular_value_neon(const haetae_poly s1[HAETAE_M],
                                      const haetae_poly s2[HAETAE_K])
{
    int32_t re[FFT_N], im[FFT_N];
    uint32_t energy[FFT_N], top[HAETAE_SV_TOP];
    fft_tables tb;
    int64_t sv;
    unsigned i;

    tables_init(&tb);
    for (i = 0; i < FFT_N; i++) {
        energy[i] = 0;
    }
    for (i = 0; i < HAETAE_M + HAETAE_K; i++) {
        add_energy(energy, re, im, i < HAETAE_M ? &s1[i] : &s2[i - HAETAE_M], &tb);
    }
    haetae_sv_top(top, energy, FFT_N);
    sv = haetae_sv_weigh(top);

    kpqc_zeroize(re, sizeof re);
    kpqc_zeroize(im, sizeof im);
    kpqc_zeroize(energy, sizeof energy);
    kpqc_zeroize(top, sizeof top);
    return sv;
}
