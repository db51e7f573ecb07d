/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NEON kernels of NTRU+ (native/aarch64/<name>_neon.c). Call them only
 * where kpqc_sys_has(KPQC_SYS_ARM_NEON): meta.h's wrappers do the check.
 * Each gives exactly its portable twin's output for the inputs of
 * ../api.h. */
#ifndef KPQC_NTRUPLUS_NATIVE_AARCH64_NEON_H
#define KPQC_NTRUPLUS_NATIVE_AARCH64_NEON_H

#include <stdint.h>

#include "../../ntruplus.h"

#define ntruplus_ntt_neon         KPQC_NS(ntt_neon)
#define ntruplus_invntt_neon      KPQC_NS(invntt_neon)
#define ntruplus_basemul_neon     KPQC_NS(basemul_neon)
#define ntruplus_basemul_add_neon KPQC_NS(basemul_add_neon)
#define ntruplus_sub_reduce_neon  KPQC_NS(sub_reduce_neon)
#define ntruplus_baseinv_neon     KPQC_NS(baseinv_neon)
#define ntruplus_pack_neon        KPQC_NS(pack_neon)
#define ntruplus_unpack_neon      KPQC_NS(unpack_neon)
#define ntruplus_cbd1_neon        KPQC_NS(cbd1_neon)
#define ntruplus_cbd1_secret_neon KPQC_NS(cbd1_secret_neon)
#define ntruplus_sotp_encode_neon KPQC_NS(sotp_encode_neon)
#define ntruplus_sotp_decode_neon KPQC_NS(sotp_decode_neon)
#define ntruplus_crepmod3_neon    KPQC_NS(crepmod3_neon)

void ntruplus_ntt_neon(ntruplus_poly *a);
void ntruplus_invntt_neon(ntruplus_poly *a);
void ntruplus_basemul_neon(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);
void ntruplus_basemul_add_neon(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                               const ntruplus_poly *c);
void ntruplus_sub_reduce_neon(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);
uint32_t ntruplus_baseinv_neon(ntruplus_poly *r, const ntruplus_poly *a);
void ntruplus_pack_neon(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a);
uint32_t ntruplus_unpack_neon(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES]);
void ntruplus_cbd1_neon(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES]);
void ntruplus_cbd1_secret_neon(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES],
                               int plus_one);
void ntruplus_sotp_encode_neon(ntruplus_poly *r, const uint8_t msg[NTRUPLUS_MSG_BYTES],
                               const uint8_t u[NTRUPLUS_CBD_BYTES]);
uint32_t ntruplus_sotp_decode_neon(uint8_t msg[NTRUPLUS_MSG_BYTES], const ntruplus_poly *a,
                                   const uint8_t u[NTRUPLUS_CBD_BYTES]);
void ntruplus_crepmod3_neon(ntruplus_poly *a);

#endif
