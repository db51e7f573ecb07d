/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The x86-64 (AVX2) backend of HAETAE: which kernels it replaces (see
 * ../api.h). Selected at run time; KPQC_FORCE_PORTABLE=1 turns it off. */
#ifndef KPQC_HAETAE_NATIVE_X86_64_META_H
#define KPQC_HAETAE_NATIVE_X86_64_META_H

#include "sys.h"
#include "avx2.h"

#if !defined(NDEBUG)
#include <assert.h>
/* Debug builds check the documented input bounds of the wrappers below. */
static inline int haetae_native_bounded(const haetae_poly *a, int32_t bound)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++) {
        if (a->c[i] <= -bound || a->c[i] >= bound) {
            return 0;
        }
    }
    return 1;
}
#define HAETAE_NATIVE_ASSERT(x) assert(x)
#else
#define HAETAE_NATIVE_ASSERT(x) ((void)0)
#endif

#define HAETAE_NATIVE_BACKEND  "avx2"
#define HAETAE_NATIVE_FEATURES KPQC_SYS_X86_AVX2

#define HAETAE_NATIVE_NTT
static inline int haetae_native_ntt(haetae_poly *a)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    HAETAE_NATIVE_ASSERT(haetae_native_bounded(a, (1 << 30) - 8 * HAETAE_Q));
    haetae_ntt_avx2(a);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_INVNTT_TOMONT
static inline int haetae_native_invntt_tomont(haetae_poly *a)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    HAETAE_NATIVE_ASSERT(haetae_native_bounded(a, 1 << 23));
    haetae_invntt_tomont_avx2(a);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POINTWISE_MONTGOMERY
static inline int haetae_native_poly_pointwise_montgomery(haetae_poly *r, const haetae_poly *a,
                                                          const haetae_poly *b)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_poly_pointwise_montgomery_avx2(r, a, b);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POINTWISE_ACC_MONTGOMERY
static inline int haetae_native_poly_pointwise_acc_montgomery(haetae_poly *r, const haetae_poly *a,
                                                              const haetae_poly *b)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_poly_pointwise_acc_montgomery_avx2(r, a, b);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_GAUSS_TRIALS
static inline int haetae_native_gauss_trials(uint64_t r[4], haetae_fx sq[4], uint32_t *accept,
                                             const uint8_t draws[4 * HAETAE_DRAW_BYTES])
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_gauss_trials_avx2(r, sq, accept, draws);
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
    HAETAE_NATIVE_ASSERT(sum->lo >> 48 == 0);
    haetae_sample_poly_avx2(out, hi, signs, sum, seed, nonce, wanted);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_SAMPLE_POLY4
static inline int haetae_native_sample_poly4(int32_t *const out[4], uint32_t *const hi[4],
                                             uint8_t *const signs[4], haetae_fx *sum,
                                             const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                                             const unsigned wanted[4])
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    HAETAE_NATIVE_ASSERT(sum->lo >> 48 == 0);
    haetae_sample_poly4_avx2(out, hi, signs, sum, seed, nonce, wanted);
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
    HAETAE_NATIVE_ASSERT(scale->lo >> 48 == 0);
    haetae_scale_poly_avx2(out, hi, signs, scale);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_SK_SINGULAR_VALUE
static inline int haetae_native_sk_singular_value(int64_t *sv, const haetae_poly s1[HAETAE_M],
                                                  const haetae_poly s2[HAETAE_K])
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *sv = haetae_sk_singular_value_avx2(s1, s2);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POLY_FREEZE
static inline int haetae_native_poly_freeze(haetae_poly *a)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_poly_freeze_avx2(a);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POLY_FREEZE2Q
static inline int haetae_native_poly_freeze2q(haetae_poly *a)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_poly_freeze2q_avx2(a);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POLY_REDUCE2Q
static inline int haetae_native_poly_reduce2q(haetae_poly *a)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_poly_reduce2q_avx2(a);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POLY_SQNORM2
static inline int haetae_native_poly_sqnorm2(uint64_t *s, const haetae_poly *a)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *s = haetae_poly_sqnorm2_avx2(a);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_REJ_UNIFORM
static inline int haetae_native_rej_uniform(unsigned *ctr, int32_t *r, unsigned len,
                                            const uint8_t *buf, unsigned buflen)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *ctr = haetae_rej_uniform_avx2(r, len, buf, buflen);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_RANS_DECODE
static inline int haetae_native_rans_decode(int *ret, haetae_poly hb_z1[HAETAE_L],
                                            const uint8_t *z1hi, size_t z1hi_len,
                                            haetae_poly h[HAETAE_K], const uint8_t *hint,
                                            size_t hint_len)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *ret = haetae_rans_decode_avx2(hb_z1, z1hi, z1hi_len, h, hint, hint_len);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_A1_COL0
static inline int haetae_native_a1_col0(haetae_poly *a,
                                        const uint8_t packed_b[HAETAE_POLYQ_PACKEDBYTES])
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_a1_col0_avx2(a, packed_b);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_PK_IS_CANONICAL
static inline int haetae_native_pk_is_canonical(int *ok, const uint8_t pk[HAETAE_PK_BYTES])
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    *ok = haetae_pk_is_canonical_avx2(pk);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POLY_UNIFORM
static inline int haetae_native_poly_uniform(haetae_poly *a, const uint8_t rho[HAETAE_SEEDBYTES],
                                             unsigned nonce)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_poly_uniform_lanes(a, rho, nonce);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_POLY_UNIFORM4
static inline int haetae_native_poly_uniform4(haetae_poly *const a[4],
                                              const uint8_t rho[HAETAE_SEEDBYTES],
                                              const unsigned nonce[4], unsigned n)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    HAETAE_NATIVE_ASSERT(n >= 1 && n <= 4);
    haetae_poly_uniform4_x4(a, rho, nonce, n); /* on the AVX2 4-way Keccak */
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_SECRET_ENTRIES4
static inline int haetae_native_secret_entries4(haetae_poly *const s[4],
                                                const uint8_t sigma[HAETAE_CRHBYTES],
                                                uint16_t nonce, unsigned n)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    HAETAE_NATIVE_ASSERT(n >= 1 && n <= 4);
    haetae_secret_entries4_x4(s, sigma, nonce, n);
    return KPQC_NATIVE_OK;
}

#define HAETAE_NATIVE_PACK_POLY_HIGHBITS
static inline int haetae_native_pack_poly_highbits(uint8_t buf[HAETAE_POLY_HIGHBITS_PACKEDBYTES],
                                                   const haetae_poly *a)
{
    if (!kpqc_sys_has(HAETAE_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    haetae_pack_poly_highbits_avx2(buf, a);
    return KPQC_NATIVE_OK;
}

#endif
