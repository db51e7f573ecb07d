/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The squared singular value of a HAETAE key (fft.c) with NEON.
 *
 * The fixed-point FFT performs fft.c's butterflies exactly, four int32
 * lanes a vector: the same operands, twiddles and roundings. Each rounded
 * product round(w x / 2^16) = floor((w x + 2^15) / 2^16) is one SQRDMULH
 * (see rmul for its multipliers); the energies are SMULL (the
 * exact square) and RSHRN #16, which adds 2^15, shifts and keeps the low
 * 32 bits, added modulo 2^32 as fft.c's uint32_t words.
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
 * Twiddles: fft_neon.h (tools/gen/haetae_neon_fft.py). Constant time:
 * every index is public. */
#include <arm_neon.h>

#include "ct.h"
#include "neon.h"
#include "fft_neon.h"

#define FFT_N 256

/* round(w x / 2^16) = floor((w x + 2^15) / 2^16) per lane by SQRDMULH,
 * floor((2 x q + 2^31) / 2^32) from the exact product, with multiplier q:
 *  - q = w 2^15 for |w| < 2^16: exactly the rounded product;
 *  - q = 2^31 - 1 for w = 2^16: x + floor((2^31 - 2 x) / 2^32) = x, and
 *    q = -2^31 for w = -2^16: -x + floor(2^31 / 2^32) = -x, which are
 *    the rounded products for |x| < 2^30 (the FFT's values stay below
 *    2^28 for coefficients in [-5, 5]).
 * No case saturates (that needs x = q = INT32_MIN). */
static inline int32x4_t rmul(int32x4_t x, int32x4_t q)
{
    return vqrdmulhq_s32(x, q);
}

/* round(x^2 / 2^16) mod 2^32 per lane */
static inline uint32x4_t esq(int32x4_t x)
{
    return vreinterpretq_u32_s32(vrshrn_high_n_s64(
        vrshrn_n_s64(vmull_s32(vget_low_s32(x), vget_low_s32(x)), 16), vmull_high_s32(x, x), 16));
}

/* fft.c's butterfly: (u, x) -> (u + w x, u - w x), complex; w = (wr, wi)
 * as multipliers (rmul) */
static inline void bf(int32x4_t *ur, int32x4_t *ui, int32x4_t *xr, int32x4_t *xi, int32x4_t wr,
                      int32x4_t wi)
{
    const int32x4_t tr = vsubq_s32(rmul(*xr, wr), rmul(*xi, wi));
    const int32x4_t ti = vaddq_s32(rmul(*xi, wr), rmul(*xr, wi));
    *xr = vsubq_s32(*ur, tr);
    *xi = vsubq_s32(*ui, ti);
    *ur = vaddq_s32(*ur, tr);
    *ui = vaddq_s32(*ui, ti);
}

#define BCAST(k) \
    vld1q_dup_s32(haetae_neon_fft_bcast[0] + (k)), vld1q_dup_s32(haetae_neon_fft_bcast[1] + (k))

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

/* energy[] += |a|^2 / 2^16 at every point (fft.c's spectrum and
 * energy_q16), in a fixed order of the points, in two passes over the
 * slots: stages 0..2 on the eight vectors at slots o + 32 j (the twist
 * folded into their loads), then stages 3..7 on 32 consecutive slots, the
 * last two after TRN / UZP, and the energies added in that lane order. */
static void add_energy(uint32_t energy[FFT_N], int32_t re[FFT_N], int32_t im[FFT_N],
                       const haetae_poly *a)
{
    unsigned o, q, j;
    for (o = 0; o < 32; o += 4) {
        int32x4_t r[8], i[8];
        for (j = 0; j < 8; j++) {
            const int32x4_t c = vld1q_s32(a->c + o + 32 * j);
            r[j] = vmulq_s32(c, vld1q_s32(haetae_neon_fft_twist[0] + o + 32 * j));
            i[j] = vmulq_s32(c, vld1q_s32(haetae_neon_fft_twist[1] + o + 32 * j));
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
        bf(&r[0], &i[0], &r[1], &i[1], BCAST(4));
        bf(&r[2], &i[2], &r[3], &i[3], BCAST(5));
        bf(&r[4], &i[4], &r[5], &i[5], BCAST(6));
        bf(&r[6], &i[6], &r[7], &i[7], BCAST(7));
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
            bf(&r[j], &i[j], &r[j + 4], &i[j + 4], BCAST(8 + q));
        }
        /* span 16: slots m, m + 8 */
        bf(&r[0], &i[0], &r[2], &i[2], BCAST(16 + 2 * q));
        bf(&r[1], &i[1], &r[3], &i[3], BCAST(16 + 2 * q));
        bf(&r[4], &i[4], &r[6], &i[6], BCAST(17 + 2 * q));
        bf(&r[5], &i[5], &r[7], &i[7], BCAST(17 + 2 * q));
        /* span 32: slots m, m + 4 (the four groups of 8 slots side by side,
         * so that their chains overlap) */
        for (j = 0; j < 8; j += 2) {
            bf(&r[j], &i[j], &r[j + 1], &i[j + 1], BCAST(32 + 4 * q + j / 2));
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
            bf(&r[j], &i[j], &r[j + 1], &i[j + 1], vld1q_s32(haetae_neon_fft_l6[0] + 4 * g),
               vld1q_s32(haetae_neon_fft_l6[1] + 4 * g));
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
            bf(&r[j], &i[j], &r[j + 1], &i[j + 1], vld1q_s32(haetae_neon_fft_l7[0] + 4 * g),
               vld1q_s32(haetae_neon_fft_l7[1] + 4 * g));
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
    int64_t sv;
    unsigned i, j;

    for (i = 0; i < FFT_N; i++) {
        energy[i] = 0;
    }
    for (i = 0; i < HAETAE_M + HAETAE_K; i++) {
        add_energy(energy, re, im, i < HAETAE_M ? &s1[i] : &s2[i - HAETAE_M]);
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
