/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NEON kernels of HAETAE (native/aarch64/<name>_neon.c). Call them only
 * where kpqc_sys_has(KPQC_SYS_ARM_NEON): meta.h's wrappers do the check.
 * Each gives exactly its portable twin's output (native/api.h). */
#ifndef KPQC_HAETAE_NATIVE_AARCH64_NEON_H
#define KPQC_HAETAE_NATIVE_AARCH64_NEON_H

#include <stddef.h>
#include <stdint.h>

#include "../../haetae.h"

#define haetae_ntt_neon                           KPQC_NS(haetae_ntt_neon)
#define haetae_invntt_tomont_neon                 KPQC_NS(haetae_invntt_tomont_neon)
#define haetae_poly_pointwise_montgomery_neon     KPQC_NS(haetae_poly_pointwise_montgomery_neon)
#define haetae_poly_pointwise_acc_montgomery_neon KPQC_NS(haetae_poly_pointwise_acc_montgomery_neon)
#define haetae_poly_freeze_neon                   KPQC_NS(haetae_poly_freeze_neon)
#define haetae_poly_freeze2q_neon                 KPQC_NS(haetae_poly_freeze2q_neon)
#define haetae_poly_reduce2q_neon                 KPQC_NS(haetae_poly_reduce2q_neon)
#define haetae_poly_sqnorm2_neon                  KPQC_NS(haetae_poly_sqnorm2_neon)
#define haetae_rans_decode_neon                   KPQC_NS(haetae_rans_decode_neon)
#define haetae_a1_col0_neon                       KPQC_NS(haetae_a1_col0_neon)
#define haetae_pk_is_canonical_neon               KPQC_NS(haetae_pk_is_canonical_neon)
#define haetae_rej_uniform_neon                   KPQC_NS(haetae_rej_uniform_neon)
#define haetae_gauss_trials_neon                  KPQC_NS(haetae_gauss_trials_neon)
#define haetae_sample_poly_neon                   KPQC_NS(haetae_sample_poly_neon)
#define haetae_sample_poly4_neon                  KPQC_NS(haetae_sample_poly4_neon)
#define haetae_scale_poly_neon                    KPQC_NS(haetae_scale_poly_neon)
#define haetae_sk_singular_value_neon             KPQC_NS(haetae_sk_singular_value_neon)

void haetae_ntt_neon(haetae_poly *a);
void haetae_invntt_tomont_neon(haetae_poly *a);
void haetae_poly_pointwise_montgomery_neon(haetae_poly *r, const haetae_poly *a,
                                           const haetae_poly *b);
void haetae_poly_pointwise_acc_montgomery_neon(haetae_poly *r, const haetae_poly *a,
                                               const haetae_poly *b);
void haetae_poly_freeze_neon(haetae_poly *a);
void haetae_poly_freeze2q_neon(haetae_poly *a);
void haetae_poly_reduce2q_neon(haetae_poly *a);
uint64_t haetae_poly_sqnorm2_neon(const haetae_poly *a);
int haetae_rans_decode_neon(haetae_poly hb_z1[HAETAE_L], const uint8_t *z1hi, size_t z1hi_len,
                            haetae_poly h[HAETAE_K], const uint8_t *hint, size_t hint_len);
void haetae_a1_col0_neon(haetae_poly *a, const uint8_t packed_b[HAETAE_POLYQ_PACKEDBYTES]);
int haetae_pk_is_canonical_neon(const uint8_t pk[HAETAE_PK_BYTES]);
unsigned haetae_rej_uniform_neon(int32_t *r, unsigned len, const uint8_t *buf, unsigned buflen);
void haetae_gauss_trials_neon(uint64_t r[4], haetae_fx sq[4], uint32_t *accept,
                              const uint8_t draws[4 * HAETAE_DRAW_BYTES]);
void haetae_sample_poly_neon(int32_t out[HAETAE_N], uint32_t hi[HAETAE_N],
                             uint8_t signs[HAETAE_N / 8], haetae_fx *sum,
                             const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce, unsigned wanted);
void haetae_sample_poly4_neon(int32_t *const out[4], uint32_t *const hi[4], uint8_t *const signs[4],
                              haetae_fx *sum, const uint8_t seed[HAETAE_CRHBYTES], uint16_t nonce,
                              const unsigned wanted[4]);
void haetae_scale_poly_neon(int32_t out[HAETAE_N], const uint32_t hi[HAETAE_N],
                            const uint8_t signs[HAETAE_N / 8], const haetae_fx *scale);
int64_t haetae_sk_singular_value_neon(const haetae_poly s1[HAETAE_M],
                                      const haetae_poly s2[HAETAE_K]);

#endif
