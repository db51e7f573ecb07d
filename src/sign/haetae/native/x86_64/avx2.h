/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AVX2 kernels of HAETAE (native/x86_64/<name>_avx2.c). Call them only where
 * kpqc_sys_has(KPQC_SYS_X86_AVX2): meta.h's wrappers do the check. Each
 * gives exactly its portable twin's output (native/api.h). */
#ifndef KPQC_HAETAE_NATIVE_X86_64_AVX2_H
#define KPQC_HAETAE_NATIVE_X86_64_AVX2_H

#include <immintrin.h>
#include <stdint.h>

#include "../../haetae.h"

#define haetae_ntt_avx2                           KPQC_NS(haetae_ntt_avx2)
#define haetae_invntt_tomont_avx2                 KPQC_NS(haetae_invntt_tomont_avx2)
#define haetae_poly_pointwise_montgomery_avx2     KPQC_NS(haetae_poly_pointwise_montgomery_avx2)
#define haetae_poly_pointwise_acc_montgomery_avx2 KPQC_NS(haetae_poly_pointwise_acc_montgomery_avx2)

#define haetae_poly_freeze_avx2        KPQC_NS(haetae_poly_freeze_avx2)
#define haetae_poly_freeze2q_avx2      KPQC_NS(haetae_poly_freeze2q_avx2)
#define haetae_poly_reduce2q_avx2      KPQC_NS(haetae_poly_reduce2q_avx2)
#define haetae_poly_sqnorm2_avx2       KPQC_NS(haetae_poly_sqnorm2_avx2)
#define haetae_pack_poly_highbits_avx2 KPQC_NS(haetae_pack_poly_highbits_avx2)
#define haetae_rej_uniform_avx2        KPQC_NS(haetae_rej_uniform_avx2)
#define haetae_a1_col0_avx2            KPQC_NS(haetae_a1_col0_avx2)
#define haetae_pk_is_canonical_avx2    KPQC_NS(haetae_pk_is_canonical_avx2)
#define haetae_rans_decode_avx2        KPQC_NS(haetae_rans_decode_avx2)
#define haetae_sk_singular_value_avx2  KPQC_NS(haetae_sk_singular_value_avx2)
#define haetae_gauss_trials_avx2       KPQC_NS(haetae_gauss_trials_avx2)
#define haetae_sample_poly_avx2        KPQC_NS(haetae_sample_poly_avx2)
#define haetae_sample_poly4_avx2       KPQC_NS(haetae_sample_poly4_avx2)
#define haetae_scale_poly_avx2         KPQC_NS(haetae_scale_poly_avx2)

void haetae_ntt_avx2(haetae_poly *a);
void haetae_invntt_tomont_avx2(haetae_poly *a);
void haetae_poly_pointwise_montgomery_avx2(haetae_poly *r, const haetae_poly *a,
                                           const haetae_poly *b);
void haetae_poly_pointwise_acc_montgomery_avx2(haetae_poly *r, const haetae_poly *a,
                                               const haetae_poly *b);
void haetae_poly_freeze_avx2(haetae_poly *a);
void haetae_poly_freeze2q_avx2(haetae_poly *a);
void haetae_poly_reduce2q_avx2(haetae_poly *a);
uint64_t haetae_poly_sqnorm2_avx2(const haetae_poly *a);
void haetae_pack_poly_highbits_avx2(uint8_t buf[HAETAE_POLY_HIGHBITS_PACKEDBYTES],
                                    const haetae_poly *a);
unsigned haetae_rej_uniform_avx2(int32_t *r, unsigned len, const uint8_t *buf, unsigned buflen);
void haetae_a1_col0_avx2(haetae_poly *a, const uint8_t packed_b[HAETAE_POLYQ_PACKEDBYTES]);
int haetae_pk_is_canonical_avx2(const uint8_t pk[HAETAE_PK_BYTES]);
int haetae_rans_decode_avx2(haetae_poly hb_z1[HAETAE_L], const uint8_t *z1hi, size_t z1hi_len,
                            haetae_poly h[HAETAE_K], const uint8_t *hint, size_t hint_len);
int64_t haetae_sk_singular_value_avx2(const haetae_poly s1[HAETAE_M],
                                      const haetae_poly s2[HAETAE_K]);
void haetae_gauss_trials_avx2(uint64_t r[4], haetae_fx sq[4], uint32_t *accept,
                              const uint8_t draws[4 * HAETAE_DRAW_BYTES]);
void haetae_sample_poly_avx2(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N],
                             uint8_t signs[HAETAE_N / 8], haetae_fx *sum,
                             const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce, unsigned wanted);
void haetae_sample_poly4_avx2(int32_t *const out[4], uint32_t *const hi[4], uint8_t *const signs[4],
                              haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                              const unsigned wanted[4]);
void haetae_scale_poly_avx2(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                            const uint8_t signs[HAETAE_N / 8], const haetae_fx *scale);

/* 8 x 8 transpose of 32-bit words: v[r] lane l <-> v[l] lane r. */
static inline void transpose8(__m256i v[8])
{
    __m256i t0 = _mm256_unpacklo_epi32(v[0], v[1]);
    __m256i t1 = _mm256_unpackhi_epi32(v[0], v[1]);
    __m256i t2 = _mm256_unpacklo_epi32(v[2], v[3]);
    __m256i t3 = _mm256_unpackhi_epi32(v[2], v[3]);
    __m256i t4 = _mm256_unpacklo_epi32(v[4], v[5]);
    __m256i t5 = _mm256_unpackhi_epi32(v[4], v[5]);
    __m256i t6 = _mm256_unpacklo_epi32(v[6], v[7]);
    __m256i t7 = _mm256_unpackhi_epi32(v[6], v[7]);
    __m256i u0 = _mm256_unpacklo_epi64(t0, t2);
    __m256i u1 = _mm256_unpackhi_epi64(t0, t2);
    __m256i u2 = _mm256_unpacklo_epi64(t1, t3);
    __m256i u3 = _mm256_unpackhi_epi64(t1, t3);
    __m256i u4 = _mm256_unpacklo_epi64(t4, t6);
    __m256i u5 = _mm256_unpackhi_epi64(t4, t6);
    __m256i u6 = _mm256_unpacklo_epi64(t5, t7);
    __m256i u7 = _mm256_unpackhi_epi64(t5, t7);
    v[0] = _mm256_permute2x128_si256(u0, u4, 0x20);
    v[1] = _mm256_permute2x128_si256(u1, u5, 0x20);
    v[2] = _mm256_permute2x128_si256(u2, u6, 0x20);
    v[3] = _mm256_permute2x128_si256(u3, u7, 0x20);
    v[4] = _mm256_permute2x128_si256(u0, u4, 0x31);
    v[5] = _mm256_permute2x128_si256(u1, u5, 0x31);
    v[6] = _mm256_permute2x128_si256(u2, u6, 0x31);
    v[7] = _mm256_permute2x128_si256(u3, u7, 0x31);
}

#endif
