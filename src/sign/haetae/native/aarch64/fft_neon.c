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
    int32_t l6r[128], l6i[128];     /* stage 6: per lane */
    int32_t l7r[128], l7i[128];     /* stage 7: per lane */
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
    /* the last two stages' lanes (add_energy): slots 8 g + 0, 1, 4, 5 and
     * 8 g + 0, 4, 2, 6 */
    for (i = 0; i < 128; i++) {
        const unsigned g = i / 4, l = i % 4;
        twiddle(&tb->l6r[i], &tb->l6i[i], re, im, 8 * g + (l & 1) + 4 * (l >> 1), 64);
        twiddle(&tb->l7r[i], &tb->l7i[i], re, im, 8 * g + ((l & 1) << 2) + (l & 2), 128);
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

/* the w = 1 and w = -i butterflies (exact in Q16: fft.c skips their
 * products, which would give the very same values) */
static inline void bf_one(int32x4_t *ur, int32x4_t *ui, int32x4_t *xr, int32x4_t *xi)
{
    const int32x4_t tr = *xr, ti = *xi;
    *xr = vsubq_s32(*ur, tr);
    *xi = vsubq_s32(*ui, ti);
    *ur = vaddq_s32(*ur, tr);
    *ui = vaddq_s32(*ui, ti);
}

static inline void bf_minus_i(int32x4_t *ur, int32x4_t *ui, int32x4_t *xr, int32x4_t *xi)
{
    const int32x4_t tr = *xi, ti = vnegq_s32(*xr);
    *xr = vsubq_s32(*ur, tr);
    *xi = vsubq_s32(*ui, ti);
    *ur = vaddq_s32(*ur, tr);
    *ui = vaddq_s32(*ui, ti);
}

#define BCAST(tb, k) vld1q_dup_s32((tb)->bre + (k)), vld1q_dup_s32((tb)->bim + (k))

/* energy[] += |a|^2 / 2^16 at every point (fft.c's spectrum and
 * energy_q16), in a fixed order of the points, in two passes over the
 * slots: stages 0..2 on the eight vectors at slots o + 32 j (the twist
 * folded into their loads), then stages 3..7 on 32 consecutive slots, the
 * last two after TRN / UZP, and the energies added in that lane order. */
static void add_energy(uint32_t energy[FFT_N], int32_t re[FFT_N], int32_t im[FFT_N],
                       const haetae_poly *a, const fft_tables *tb)
{
    unsigned o, q, j;
    for (o = 0; o < 32; o += 4) {
        int32x4_t r[8], i[8];
        for (j = 0; j < 8; j++) {
            const int32x4_t c = vld1q_s32(a->c + o + 32 * j);
            r[j] = vmulq_s32(c, vld1q_s32(tb->twr + o + 32 * j));
            i[j] = vmulq_s32(c, vld1q_s32(tb->twi + o + 32 * j));
        }
        for (j = 0; j < 4; j++) { /* span 1: slots m, m + 128 */
            bf_one(&r[j], &i[j], &r[j + 4], &i[j + 4]);
        }
        /* span 2: slots m, m + 64; w = 1 below 128, -i above */
        bf_one(&r[0], &i[0], &r[2], &i[2]);
        bf_one(&r[1], &i[1], &r[3], &i[3]);
        bf_minus_i(&r[4], &i[4], &r[6], &i[6]);
        bf_minus_i(&r[5], &i[5], &r[7], &i[7]);
        /* span 4: slots m, m + 32 */
        bf(&r[0], &i[0], &r[1], &i[1], BCAST(tb, 4));
        bf(&r[2], &i[2], &r[3], &i[3], BCAST(tb, 5));
        bf(&r[4], &i[4], &r[5], &i[5], BCAST(tb, 6));
        bf(&r[6], &i[6], &r[7], &i[7], BCAST(tb, 7));
        for (j = 0; j < 8; j++) {
            vst1q_s32(re + o + 32 * j, r[j]);
            vst1q_s32(im + o + 32 * j, i[j]);
        }
    }
    for (q = 0; q < 8; q++) {
        int32x4_t r[8], i[8];
        for (j = 0; j < 8; j++) {
            r[j] = vld1q_s32(re + 32 * q + 4 * j);
            i[j] = vld1q_s32(im + 32 * q + 4 * j);
        }
        for (j = 0; j < 4; j++) { /* span 8: slots m, m + 16 */
            bf(&r[j], &i[j], &r[j + 4], &i[j + 4], BCAST(tb, 8 + q));
        }
        /* span 16: slots m, m + 8 */
        bf(&r[0], &i[0], &r[2], &i[2], BCAST(tb, 16 + 2 * q));
        bf(&r[1], &i[1], &r[3], &i[3], BCAST(tb, 16 + 2 * q));
        bf(&r[4], &i[4], &r[6], &i[6], BCAST(tb, 17 + 2 * q));
        bf(&r[5], &i[5], &r[7], &i[7], BCAST(tb, 17 + 2 * q));
        /* span 32: slots m, m + 4 (the four groups of 8 slots side by side,
         * so that their chains overlap) */
        for (j = 0; j < 8; j += 2) {
            bf(&r[j], &i[j], &r[j + 1], &i[j + 1], BCAST(tb, 32 + 4 * q + j / 2));
        }
        /* span 64: slots 8 g + {0, 1, 4, 5} and + 2 */
        for (j = 0; j < 8; j += 2) {
            const int32x4_t ur = vreinterpretq_s32_s64(
                vtrn1q_s64(vreinterpretq_s64_s32(r[j]), vreinterpretq_s64_s32(r[j + 1])));
            const int32x4_t xr = vreinterpretq_s32_s64(
                vtrn2q_s64(vreinterpretq_s64_s32(r[j]), vreinterpretq_s64_s32(r[j + 1])));
            const int32x4_t ui = vreinterpretq_s32_s64(
                vtrn1q_s64(vreinterpretq_s64_s32(i[j]), vreinterpretq_s64_s32(i[j + 1])));
            const int32x4_t xi = vreinterpretq_s32_s64(
                vtrn2q_s64(vreinterpretq_s64_s32(i[j]), vreinterpretq_s64_s32(i[j + 1])));
            r[j] = ur;
            r[j + 1] = xr;
            i[j] = ui;
            i[j + 1] = xi;
        }
        for (j = 0; j < 8; j += 2) {
            const unsigned g = 4 * q + j / 2;
            bf(&r[j], &i[j], &r[j + 1], &i[j + 1], vld1q_s32(tb->l6r + 4 * g),
               vld1q_s32(tb->l6i + 4 * g));
        }
        /* span 128: slots 8 g + {0, 4, 2, 6} and + 1 */
        for (j = 0; j < 8; j += 2) {
            const int32x4_t sr = vuzp1q_s32(r[j], r[j + 1]), tr = vuzp2q_s32(r[j], r[j + 1]);
            const int32x4_t si = vuzp1q_s32(i[j], i[j + 1]), ti = vuzp2q_s32(i[j], i[j + 1]);
            r[j] = sr;
            r[j + 1] = tr;
            i[j] = si;
            i[j + 1] = ti;
        }
        for (j = 0; j < 8; j += 2) {
            const unsigned g = 4 * q + j / 2;
            bf(&r[j], &i[j], &r[j + 1], &i[j + 1], vld1q_s32(tb->l7r + 4 * g),
               vld1q_s32(tb->l7i + 4 * g));
        }
        for (j = 0; j < 8; j++) {
            uint32_t *e = energy + 32 * q + 4 * j;
            vst1q_u32(e, vaddq_u32(vld1q_u32(e), vaddq_u32(esq(r[j]), esq(i[j]))));
        }
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
