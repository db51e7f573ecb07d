/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AVX2 kernels of SMAUG-T (compiled with the backend's instruction-set
 * flags; call them only through meta.h, which checks the CPU first, or from
 * the kernel tests after kpqc_sys_cpu_features). Contracts: ../api.h. */
#ifndef KPQC_SMAUGT_NATIVE_X86_64_NATIVE_AVX2_H
#define KPQC_SMAUGT_NATIVE_X86_64_NATIVE_AVX2_H

#include <stdint.h>

#include "../../smaugt.h"

#define smaugt_matrix_times_avx2 KPQC_NS(matrix_times_avx2)
#define smaugt_poly_inner_avx2   KPQC_NS(poly_inner_avx2)
void smaugt_matrix_times_avx2(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                              int transpose, const smaugt_poly x[SMAUGT_K]);
void smaugt_poly_inner_avx2(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                            const smaugt_poly x[SMAUGT_K]);

#define smaugt_pack_q_avx2    KPQC_NS(pack_q_avx2)
#define smaugt_unpack_q_avx2  KPQC_NS(unpack_q_avx2)
#define smaugt_pack_p_avx2    KPQC_NS(pack_p_avx2)
#define smaugt_unpack_p_avx2  KPQC_NS(unpack_p_avx2)
#define smaugt_pack_p2_avx2   KPQC_NS(pack_p2_avx2)
#define smaugt_unpack_p2_avx2 KPQC_NS(unpack_p2_avx2)
void smaugt_pack_q_avx2(uint8_t out[SMAUGT_POLYQ_BYTES], const smaugt_poly *a);
void smaugt_unpack_q_avx2(smaugt_poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES]);
void smaugt_pack_p_avx2(uint8_t out[SMAUGT_POLYP_BYTES], const smaugt_poly *a);
void smaugt_unpack_p_avx2(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP_BYTES]);
void smaugt_pack_p2_avx2(uint8_t out[SMAUGT_POLYP2_BYTES], const smaugt_poly *a);
void smaugt_unpack_p2_avx2(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES]);
#define smaugt_pack_s_avx2   KPQC_NS(pack_s_avx2)
#define smaugt_unpack_s_avx2 KPQC_NS(unpack_s_avx2)
void smaugt_pack_s_avx2(uint8_t out[SMAUGT_POLYS_BYTES], const smaugt_poly *s);
uint32_t smaugt_unpack_s_avx2(smaugt_poly *s, const uint8_t in[SMAUGT_POLYS_BYTES]);

#define smaugt_hwt_bounded_avx2 KPQC_NS(hwt_bounded_avx2)
#define smaugt_hwt_place_avx2   KPQC_NS(hwt_place_avx2)
int smaugt_hwt_bounded_avx2(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS]);
void smaugt_hwt_place_avx2(smaugt_poly *s, const uint16_t x[SMAUGT_N],
                           const uint8_t sign[SMAUGT_HWT_SIGN_BYTES]);

#define smaugt_gaussian_bits_avx2 KPQC_NS(gaussian_bits_avx2)
#define smaugt_sp_cbd_avx2        KPQC_NS(sp_cbd_avx2)
void smaugt_gaussian_bits_avx2(smaugt_poly *e, const uint8_t buf[SMAUGT_DG_BYTES]);
void smaugt_sp_cbd_avx2(smaugt_poly *r, const uint8_t buf[SMAUGT_CBD_BYTES]);

#define smaugt_round_c1_avx2         KPQC_NS(round_c1_avx2)
#define smaugt_round_c2_avx2         KPQC_NS(round_c2_avx2)
#define smaugt_decryption_value_avx2 KPQC_NS(decryption_value_avx2)
#define smaugt_msg_encode_avx2       KPQC_NS(msg_encode_avx2)
#define smaugt_msg_decode_avx2       KPQC_NS(msg_decode_avx2)
void smaugt_round_c1_avx2(smaugt_poly *c1, const smaugt_poly *x);
void smaugt_round_c2_avx2(smaugt_poly *c2, const smaugt_poly *msg16, const smaugt_poly *x);
void smaugt_decryption_value_avx2(smaugt_poly *v16, const smaugt_poly *c2, const smaugt_poly *u);
void smaugt_msg_encode_avx2(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES]);
void smaugt_msg_decode_avx2(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16);

#endif
