/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NEON kernels of SMAUG-T (native/aarch64/<name>_neon.c). Call them only
 * where kpqc_sys_has(KPQC_SYS_ARM_NEON): meta.h's wrappers do the check.
 * Each gives exactly its portable twin's output (../api.h). */
#ifndef KPQC_SMAUGT_NATIVE_AARCH64_NEON_H
#define KPQC_SMAUGT_NATIVE_AARCH64_NEON_H

#include <stdint.h>

#include "../../smaugt.h"

#define smaugt_matrix_times_neon KPQC_NS(matrix_times_neon)
#define smaugt_poly_inner_neon   KPQC_NS(poly_inner_neon)
void smaugt_matrix_times_neon(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                              int transpose, const smaugt_poly x[SMAUGT_K]);
void smaugt_poly_inner_neon(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                            const smaugt_poly x[SMAUGT_K]);

#define smaugt_pack_q_neon    KPQC_NS(pack_q_neon)
#define smaugt_unpack_q_neon  KPQC_NS(unpack_q_neon)
#define smaugt_pack_p_neon    KPQC_NS(pack_p_neon)
#define smaugt_unpack_p_neon  KPQC_NS(unpack_p_neon)
#define smaugt_pack_p2_neon   KPQC_NS(pack_p2_neon)
#define smaugt_unpack_p2_neon KPQC_NS(unpack_p2_neon)
void smaugt_pack_q_neon(uint8_t out[SMAUGT_POLYQ_BYTES], const smaugt_poly *a);
void smaugt_unpack_q_neon(smaugt_poly *a, const uint8_t in[SMAUGT_POLYQ_BYTES]);
void smaugt_pack_p_neon(uint8_t out[SMAUGT_POLYP_BYTES], const smaugt_poly *a);
void smaugt_unpack_p_neon(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP_BYTES]);
void smaugt_pack_p2_neon(uint8_t out[SMAUGT_POLYP2_BYTES], const smaugt_poly *a);
void smaugt_unpack_p2_neon(smaugt_poly *a, const uint8_t in[SMAUGT_POLYP2_BYTES]);
#define smaugt_pack_s_neon   KPQC_NS(pack_s_neon)
#define smaugt_unpack_s_neon KPQC_NS(unpack_s_neon)
void smaugt_pack_s_neon(uint8_t out[SMAUGT_POLYS_BYTES], const smaugt_poly *s);
uint32_t smaugt_unpack_s_neon(smaugt_poly *s, const uint8_t in[SMAUGT_POLYS_BYTES]);

#define smaugt_gaussian_bits_neon KPQC_NS(gaussian_bits_neon)
#define smaugt_sp_cbd_neon        KPQC_NS(sp_cbd_neon)
void smaugt_gaussian_bits_neon(smaugt_poly *e, const uint8_t buf[SMAUGT_DG_BYTES]);
void smaugt_sp_cbd_neon(smaugt_poly *r, const uint8_t buf[SMAUGT_CBD_BYTES]);

#define smaugt_round_c1_neon         KPQC_NS(round_c1_neon)
#define smaugt_round_c2_neon         KPQC_NS(round_c2_neon)
#define smaugt_decryption_value_neon KPQC_NS(decryption_value_neon)
#define smaugt_msg_encode_neon       KPQC_NS(msg_encode_neon)
#define smaugt_msg_decode_neon       KPQC_NS(msg_decode_neon)
void smaugt_round_c1_neon(smaugt_poly *c1, const smaugt_poly *x);
void smaugt_round_c2_neon(smaugt_poly *c2, const smaugt_poly *msg16, const smaugt_poly *x);
void smaugt_decryption_value_neon(smaugt_poly *v16, const smaugt_poly *c2, const smaugt_poly *u);
void smaugt_msg_encode_neon(smaugt_poly *msg16, const uint8_t mu[SMAUGT_MSG_BYTES]);
void smaugt_msg_decode_neon(uint8_t mu[SMAUGT_MSG_BYTES], const smaugt_poly *v16);

#define smaugt_hwt_bounded_neon KPQC_NS(hwt_bounded_neon)
#define smaugt_hwt_place_neon   KPQC_NS(hwt_place_neon)
int smaugt_hwt_bounded_neon(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS]);
void smaugt_hwt_place_neon(smaugt_poly *s, const uint16_t x[SMAUGT_N],
                           const uint8_t sign[SMAUGT_HWT_SIGN_BYTES]);

#endif
