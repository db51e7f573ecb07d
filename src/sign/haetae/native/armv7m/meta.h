/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The ARMv7E-M (Cortex-M4) backend of HAETAE: which kernels it replaces
 * (see ../api.h). Selected at compile time (KPQC_NATIVE_ARMV7M);
 * KPQC_FORCE_PORTABLE still turns it off. The kernels are Thumb-2
 * assembly (ntt_armv7m.S: the transforms and pointwise products;
 * cdt_armv7m.S: the Gaussian sampler's CDT, two values a call;
 * hyperball_armv7m.S: its
 * trials, driven by hyperball_armv7m.c's polynomial loop; fft_armv7m.S:
 * key generation's FFT, driven by fft_armv7m.c; rej_armv7m.S: the public
 * matrix's RejUniform); the others run their portable twins. */
#ifndef KPQC_HAETAE_NATIVE_ARMV7M_META_H
#define KPQC_HAETAE_NATIVE_ARMV7M_META_H

#include <stdint.h>

#include "ct.h"
#include "sys.h"

#define haetae_ntt_armv7m           KPQC_NS(haetae_ntt_armv7m)
#define haetae_invntt_tomont_armv7m KPQC_NS(haetae_invntt_tomont_armv7m)
#define haetae_pointwise_armv7m     KPQC_NS(haetae_pointwise_armv7m)
#define haetae_pointwise_acc_armv7m KPQC_NS(haetae_pointwise_acc_armv7m)
#define haetae_cdt_sample2_armv7m   KPQC_NS(haetae_cdt_sample2_armv7m)
void haetae_ntt_armv7m(int32_t a[HAETAE_N]);
void haetae_invntt_tomont_armv7m(int32_t a[HAETAE_N]);
void haetae_pointwise_armv7m(int32_t r[HAETAE_N], const int32_t a[HAETAE_N],
                             const int32_t b[HAETAE_N]);
void haetae_pointwise_acc_armv7m(int32_t r[HAETAE_N], const int32_t a[HAETAE_N],
                                 const int32_t b[HAETAE_N]);
void haetae_cdt_sample2_armv7m(uint32_t x[2], const uint8_t *a, const uint8_t *b);
#define haetae_rej_uniform_armv7m KPQC_NS(haetae_rej_uniform_armv7m)
unsigned haetae_rej_uniform_armv7m(int32_t *r, unsigned len, const uint8_t *buf, unsigned buflen);

/* The hyperball sampler (hyperball_armv7m.S, hyperball_armv7m.c). */
#define haetae_gauss_trials_armv7m KPQC_NS(haetae_gauss_trials_armv7m)
#define haetae_sample_poly_armv7m  KPQC_NS(haetae_sample_poly_armv7m)
#define haetae_scale_poly_armv7m   KPQC_NS(haetae_scale_poly_armv7m)
void haetae_gauss_trials_armv7m(uint64_t r[4], haetae_fx sq[4], uint32_t *accept,
                                const uint8_t draws[4 * HAETAE_DRAW_BYTES]);
void haetae_sample_poly_armv7m(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N],
                               uint8_t signs[HAETAE_N / 8], haetae_fx *sum,
                               const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                               unsigned wanted);
void haetae_scale_poly_armv7m(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                              const uint8_t signs[HAETAE_N / 8], const haetae_fx *scale);
/* key generation's singular value (fft_armv7m.c, fft_armv7m.S; the FFT
 * does not depend on the set, and the sets share one copy) */
#define haetae_fft_energy_armv7m        kpqc_haetae_fft_energy_armv7m
#define haetae_sk_singular_value_armv7m KPQC_NS(haetae_sk_singular_value_armv7m)
void haetae_fft_energy_armv7m(uint32_t energy[HAETAE_N], int32_t buf[2 * HAETAE_N],
                              const int32_t a[HAETAE_N]);
#define haetae_sv_top3_armv7m kpqc_haetae_sv_top3_armv7m
#define haetae_sv_top4_armv7m kpqc_haetae_sv_top4_armv7m
#define haetae_sv_top5_armv7m kpqc_haetae_sv_top5_armv7m
void haetae_sv_top3_armv7m(uint32_t top[3], const uint32_t energy[HAETAE_N]);
void haetae_sv_top4_armv7m(uint32_t top[4], const uint32_t energy[HAETAE_N]);
void haetae_sv_top5_armv7m(uint32_t top[5], const uint32_t energy[HAETAE_N]);
int64_t haetae_sk_singular_value_armv7m(const haetae_poly s1[HAETAE_M],
                                        const haetae_poly s2[HAETAE_K]);

#define HAETAE_NATIVE_BACKEND  "armv7m"
#define HAETAE_NATIVE_FEATURES KPQC_SYS_ARMV7M

#define HAETAE_NATIVE_NTT
static inline int haetae_native_ntt(haetae_poly *a)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_ntt_armv7m(a->c);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_INVNTT_TOMONT
static inline int haetae_native_invntt_tomont(haetae_poly *a)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_invntt_tomont_armv7m(a->c);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POINTWISE_MONTGOMERY
static inline int haetae_native_poly_pointwise_montgomery(haetae_poly *r, const haetae_poly *a,
                                                          const haetae_poly *b)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_pointwise_armv7m(r->c, a->c, b->c);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POINTWISE_ACC_MONTGOMERY
static inline int haetae_native_poly_pointwise_acc_montgomery(haetae_poly *r, const haetae_poly *a,
                                                              const haetae_poly *b)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_pointwise_acc_armv7m(r->c, a->c, b->c);
    return KPQC_NATIVE_OK;
}

/* The CDT kernel samples two values a call (the trials kernel runs it
 * twice for its four draws); CDT_SAMPLE runs it on the value and on its
 * complement, so that the two lanes differ. */
#define HAETAE_NATIVE_CDT_SAMPLE2
static inline int haetae_native_cdt_sample2(uint32_t n[2], uint64_t lo0, uint32_t hi0, uint64_t lo1,
                                            uint32_t hi1)
{
    uint8_t a[12], b[12];
    unsigned i;
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    for (i = 0; i < 8; i++) {
        a[i] = (uint8_t)(lo0 >> (8 * i));
        b[i] = (uint8_t)(lo1 >> (8 * i));
    }
    for (i = 0; i < 4; i++) {
        a[8 + i] = (uint8_t)(hi0 >> (8 * i));
        b[8 + i] = (uint8_t)(hi1 >> (8 * i));
    }
    haetae_cdt_sample2_armv7m(n, a, b);
    kpqc_zeroize(a, sizeof a);
    kpqc_zeroize(b, sizeof b);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_CDT_SAMPLE
static inline int haetae_native_cdt_sample(uint32_t *n, uint64_t lo, uint32_t hi)
{
    uint32_t x[2];
    if (haetae_native_cdt_sample2(x, lo, hi, ~lo, hi ^ 0x7ffffu) != KPQC_NATIVE_OK) {
        return KPQC_NATIVE_FALLBACK;
    }
    *n = x[0];
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_REJ_UNIFORM
static inline int haetae_native_rej_uniform(unsigned *ctr, int32_t *r, unsigned len,
                                            const uint8_t *buf, unsigned buflen)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *ctr = haetae_rej_uniform_armv7m(r, len, buf, buflen);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_SK_SINGULAR_VALUE
static inline int haetae_native_sk_singular_value(int64_t *sv, const haetae_poly s1[HAETAE_M],
                                                  const haetae_poly s2[HAETAE_K])
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *sv = haetae_sk_singular_value_armv7m(s1, s2);
    return KPQC_NATIVE_OK;
}

/* The hyperball sampler's kernels. */
#define HAETAE_NATIVE_GAUSS_TRIALS
static inline int haetae_native_gauss_trials(uint64_t r[4], haetae_fx sq[4], uint32_t *accept,
                                             const uint8_t draws[4 * HAETAE_DRAW_BYTES])
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_gauss_trials_armv7m(r, sq, accept, draws);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_SAMPLE_POLY
static inline int haetae_native_sample_poly(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N],
                                            uint8_t signs[HAETAE_N / 8], haetae_fx *sum,
                                            const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                                            unsigned wanted)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_sample_poly_armv7m(out, hi, signs, sum, seed, nonce, wanted);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_SCALE_POLY
static inline int haetae_native_scale_poly(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                                           const uint8_t signs[HAETAE_N / 8],
                                           const haetae_fx *scale)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_scale_poly_armv7m(out, hi, signs, scale);
    return KPQC_NATIVE_OK;
}

#endif
