/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The squared singular value of a HAETAE key (fft.c) with NEON.
 *
 * The fixed-point FFT performs fft.c's butterflies exactly, four int32
 * lanes a vector: the same operands, twiddles and roundings. Each rounded
 * product round(w x / 2^16) = floor((w x + 2^15) / 2^16) is SMULL (the
 * exact 64-bit product) and RSHRN #16, which adds 2^15, shifts and keeps
 * the low 32 bits (the value fits: |w x| < 2^46 for coefficients in
 * [-5, 5]); the energies are SMULL and RSHRN of the squares, added modulo
 * 2^32 as fft.c's uint32_t words.
 *
 * As in the AVX2 kernel, the transform keeps fft.c's position p in memory
 * slot brv8(p) instead of scattering the twisted coefficients: slot m then
 * starts with coefficient m twisted by w^m (contiguous), and the stage of
 * span 2^s pairs slots at distance 2^(7 - s). For s <= 5 the four lanes of
 * a vector share their twiddle (it depends on the slot's top s bits); the
 * last two stages pair slots inside a vector and take per-lane twiddles
 * (LD2 of 64- and 32-bit elements). The spectrum comes out in slot order,
 * the same for every polynomial, so the energies are summed point by point
 * as in fft.c, and only their multiset is used afterwards: the largest are
 * kept per lane (signed max / min, fft.c's compare-exchange), then among
 * the lanes' lists by fft.c's own haetae_sv_top, and the multiset of the
 * largest values of a set is that of the largest of the lanes' largest.
 * Constant time: every index is public. */
#include <arm_neon.h>

#include "ct.h"
#include "neon.h"

#define FFT_N 256

typedef struct {
    int32_t twr[FFT_N], twi[FFT_N]; /* the twist w^m of slot m */
    int32_t bre[64], bim[64];       /* stages s = 1..5: twiddle of block b at [2^s + b] */
    int32_t l6r[128], l6i[128];     /* stage 6: per LD2 (64-bit) lane */
    int32_t l7r[128], l7i[128];     /* stage 7: per LD2 (32-bit) lane */
} fft_tables;

static unsigned bitrev8(unsigned x)
{
    x = ((x & 0x0Fu) << 4) | ((x >> 4) & 0x0Fu);
    x = ((x & 0x33u) << 2) | ((x >> 2) & 0x33u);
    x = ((x & 0x55u) << 1) | ((x >> 1) & 0x55u);
    return x;
}

/* fft.c's twiddle w^(k 256 / half) of the butterfly whose lower position
 * sits in slot m, at the stage of span half: k = brv8(m) mod half. */
static void twiddle(int32_t *wr, int32_t *wi, const int32_t *re, const int32_t *im, unsigned m,
                    unsigned half)
{
    const unsigned t = (bitrev8(m) & (half - 1)) * (FFT_N / half);
    *wr = re[t];
    *wi = im[t];
}

static void tables_init(fft_tables *tb)
{
    int32_t re[FFT_N], im[FFT_N];
    unsigned t, s, b, i;
    for (t = 0; t < FFT_N; t++) {
        haetae_fft_root_q16(&re[t], &im[t], t);
        tb->twr[t] = re[t];
        tb->twi[t] = im[t];
    }
    /* stage s: block b covers slots b 2^(8-s) .. (b + 1) 2^(8-s) - 1 */
    tb->bre[0] = tb->bim[0] = 0; /* unused */
    for (s = 0; s <= 5; s++) {
        for (b = 0; b < (1u << s); b++) {
            twiddle(&tb->bre[(1u << s) + b], &tb->bim[(1u << s) + b], re, im, b << (8 - s),
                    1u << s);
        }
    }
    /* LD2 of 64-bit elements from slot 8 g: lanes are slots 8 g + 0, 1, 4,
     * 5; of 32-bit elements: slots 8 g + 0, 2, 4, 6 */
    for (i = 0; i < 128; i++) {
        const unsigned g = i / 4, l = i % 4;
        twiddle(&tb->l6r[i], &tb->l6i[i], re, im, 8 * g + (l & 1) + 4 * (l >> 1), 64);
        twiddle(&tb->l7r[i], &tb->l7i[i], re, im, 8 * g + 2 * l, 128);
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
    return vreinterpretq_u32_s32(vrshrn_high_n_s64(
        vrshrn_n_s64(vmull_s32(vget_low_s32(x), vget_low_s32(x)), 16), vmull_high_s32(x, x), 16));
}

/* fft.c's butterfly: (u, x) -> (u + w x, u - w x), complex */
static inline void bf(int32x4_t *ur, int32x4_t *ui, int32x4_t *xr, int32x4_t *xi, int32x4_t wr,
                      int32x4_t wi)
{
    const int32x4_t tr = vsubq_s32(rmul(wr, *xr), rmul(wi, *xi));
    const int32x4_t ti = vaddq_s32(rmul(wr, *xi), rmul(wi, *xr));
    *xr = vsubq_s32(*ur, tr);
    *xi = vsubq_s32(*ui, ti);
    *ur = vaddq_s32(*ur, tr);
    *ui = vaddq_s32(*ui, ti);
}

/* the butterfly on the vectors at slots u and u + d, twiddle (wr, wi) */
static inline void bf_mem(int32_t *re, int32_t *im, unsigned u, unsigned d, int32x4_t wr,
                          int32x4_t wi)
{
    int32x4_t ur = vld1q_s32(re + u), ui = vld1q_s32(im + u);
    int32x4_t xr = vld1q_s32(re + u + d), xi = vld1q_s32(im + u + d);
    bf(&ur, &ui, &xr, &xi, wr, wi);
    vst1q_s32(re + u, ur);
    vst1q_s32(im + u, ui);
    vst1q_s32(re + u + d, xr);
    vst1q_s32(im + u + d, xi);
}

/* the stage of span 1 (w = 1) or the w = -i half of span 2, on the
 * vectors at slots u and u + d */
static inline void bf_one(int32_t *re, int32_t *im, unsigned u, unsigned d, int minus_i)
{
    const int32x4_t ur = vld1q_s32(re + u), ui = vld1q_s32(im + u);
    const int32x4_t xr = vld1q_s32(re + u + d), xi = vld1q_s32(im + u + d);
    const int32x4_t tr = minus_i ? xi : xr, ti = minus_i ? vnegq_s32(xr) : xi;
    vst1q_s32(re + u, vaddq_s32(ur, tr));
    vst1q_s32(im + u, vaddq_s32(ui, ti));
    vst1q_s32(re + u + d, vsubq_s32(ur, tr));
    vst1q_s32(im + u + d, vsubq_s32(ui, ti));
}

/* energy[m] += |a at slot m|^2 / 2^16 (fft.c's spectrum and energy_q16,
 * in slot order) */
static void add_energy(uint32_t energy[FFT_N], int32_t re[FFT_N], int32_t im[FFT_N],
                       const haetae_poly *a, const fft_tables *tb)
{
    unsigned m, s, b, o;
    for (m = 0; m < FFT_N; m += 4) {
        const int32x4_t c = vld1q_s32(a->c + m);
        vst1q_s32(re + m, vmulq_s32(c, vld1q_s32(tb->twr + m)));
        vst1q_s32(im + m, vmulq_s32(c, vld1q_s32(tb->twi + m)));
    }
    /* span 1: slots m, m + 128; span 2: slots m, m + 64 (w = 1 for m < 64,
     * -i for 128 <= m < 192) */
    for (m = 0; m < 128; m += 8) {
        bf_one(re, im, m, 128, 0);
        bf_one(re, im, m + 4, 128, 0);
    }
    for (m = 0; m < 64; m += 8) {
        bf_one(re, im, m, 64, 0);
        bf_one(re, im, m + 4, 64, 0);
        bf_one(re, im, m + 128, 64, 1);
        bf_one(re, im, m + 132, 64, 1);
    }
    /* spans 4 .. 16: blocks of 2^(8-s) slots, one twiddle each */
    for (s = 2; s <= 4; s++) {
        const unsigned d = 1u << (7 - s);
        for (b = 0; b < (1u << s); b++) {
            const int32x4_t wr = vdupq_n_s32(tb->bre[(1u << s) + b]);
            const int32x4_t wi = vdupq_n_s32(tb->bim[(1u << s) + b]);
            for (o = 0; o < d; o += 8) {
                bf_mem(re, im, 2 * d * b + o, d, wr, wi);
                bf_mem(re, im, 2 * d * b + o + 4, d, wr, wi);
            }
        }
    }
    /* span 32: blocks of 8 slots (two vectors at distance 4) */
    for (b = 0; b < 32; b++) {
        bf_mem(re, im, 8 * b, 4, vdupq_n_s32(tb->bre[32 + b]), vdupq_n_s32(tb->bim[32 + b]));
    }
    /* span 64: slots m, m + 2 (LD2 of 64-bit elements) */
    for (m = 0; m < FFT_N; m += 8) {
        int64x2x2_t r = vld2q_s64((const int64_t *)(const void *)(re + m));
        int64x2x2_t i = vld2q_s64((const int64_t *)(const void *)(im + m));
        int32x4_t ur = vreinterpretq_s32_s64(r.val[0]), xr = vreinterpretq_s32_s64(r.val[1]);
        int32x4_t ui = vreinterpretq_s32_s64(i.val[0]), xi = vreinterpretq_s32_s64(i.val[1]);
        bf(&ur, &ui, &xr, &xi, vld1q_s32(tb->l6r + m / 2), vld1q_s32(tb->l6i + m / 2));
        r.val[0] = vreinterpretq_s64_s32(ur);
        r.val[1] = vreinterpretq_s64_s32(xr);
        i.val[0] = vreinterpretq_s64_s32(ui);
        i.val[1] = vreinterpretq_s64_s32(xi);
        vst2q_s64((int64_t *)(void *)(re + m), r);
        vst2q_s64((int64_t *)(void *)(im + m), i);
    }
    /* span 128: slots m, m + 1 (LD2 of 32-bit elements), then the energies */
    for (m = 0; m < FFT_N; m += 8) {
        const int32x4x2_t r = vld2q_s32(re + m), i = vld2q_s32(im + m);
        int32x4_t ur = r.val[0], xr = r.val[1], ui = i.val[0], xi = i.val[1];
        uint32x4x2_t e = vld2q_u32(energy + m);
        bf(&ur, &ui, &xr, &xi, vld1q_s32(tb->l7r + m / 2), vld1q_s32(tb->l7i + m / 2));
        e.val[0] = vaddq_u32(e.val[0], vaddq_u32(esq(ur), esq(ui)));
        e.val[1] = vaddq_u32(e.val[1], vaddq_u32(esq(xr), esq(xi)));
        vst2q_u32(energy + m, e);
    }
}

int64_t haetae_sk_singular_value_neon(const haetae_poly s1[HAETAE_M],
                                      const haetae_poly s2[HAETAE_K])
{
    int32_t re[FFT_N], im[FFT_N];
    uint32_t energy[FFT_N], lanes[4 * HAETAE_SV_TOP], top[HAETAE_SV_TOP];
    int32x4_t best[HAETAE_SV_TOP];
    fft_tables tb;
    int64_t sv;
    unsigned i, j;

    tables_init(&tb);
    for (i = 0; i < FFT_N; i++) {
        energy[i] = 0;
    }
    for (i = 0; i < HAETAE_M + HAETAE_K; i++) {
        add_energy(energy, re, im, i < HAETAE_M ? &s1[i] : &s2[i - HAETAE_M], &tb);
    }
    /* the largest per lane (the larger stays, the smaller moves on), then
     * among the lanes' lists */
    for (j = 0; j < HAETAE_SV_TOP; j++) {
        best[j] = vreinterpretq_s32_u32(vld1q_u32(energy + 4 * j));
    }
    for (i = HAETAE_SV_TOP; i < FFT_N / 4; i++) {
        int32x4_t x = vreinterpretq_s32_u32(vld1q_u32(energy + 4 * i));
        for (j = 0; j < HAETAE_SV_TOP; j++) {
            const int32x4_t hi = vmaxq_s32(best[j], x);
            x = vminq_s32(best[j], x);
            best[j] = hi;
        }
    }
    for (j = 0; j < HAETAE_SV_TOP; j++) {
        vst1q_u32(lanes + 4 * j, vreinterpretq_u32_s32(best[j]));
    }
    haetae_sv_top(top, lanes, 4 * HAETAE_SV_TOP);
    sv = haetae_sv_weigh(top);

    kpqc_zeroize(re, sizeof re);
    kpqc_zeroize(im, sizeof im);
    kpqc_zeroize(energy, sizeof energy);
    kpqc_zeroize(lanes, sizeof lanes);
    kpqc_zeroize(best, sizeof best);
    kpqc_zeroize(top, sizeof top);
    return sv;
}
