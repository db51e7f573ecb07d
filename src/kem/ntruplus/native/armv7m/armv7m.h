/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 kernels of NTRU+ (native/armv7m): the assembly routines
 * (*.S) and their C entry points (poly_armv7m.c), which pass the tables.
 * Each entry point gives exactly its portable twin's output for the inputs
 * of ../api.h. Compiled only for ARMv7E-M targets (KPQC_NATIVE_ARMV7M). */
#ifndef KPQC_NTRUPLUS_NATIVE_ARMV7M_H
#define KPQC_NTRUPLUS_NATIVE_ARMV7M_H

#include <stdint.h>

#include "../../ntruplus.h"

/* the encodings, CBD1, the SOTP encoding and crepmod3 (pack_armv7m.S,
   cbd_armv7m.S) */
#define ntruplus_pack_asm_armv7m   KPQC_NS(pack_armv7m)
#define ntruplus_unpack_asm_armv7m KPQC_NS(unpack_armv7m)
#define ntruplus_cbd1_asm_armv7m   KPQC_NS(cbd1_armv7m)
#define ntruplus_cbd1x3_asm_armv7m KPQC_NS(cbd1x3_armv7m)
void ntruplus_pack_asm_armv7m(uint8_t *out, const int16_t *a);
uint32_t ntruplus_unpack_asm_armv7m(int16_t *a, const uint8_t *in);
void ntruplus_cbd1_asm_armv7m(int16_t *r, const uint8_t *buf);
void ntruplus_cbd1x3_asm_armv7m(int16_t *r, const uint8_t *buf);
#define ntruplus_sotp_encode_asm_armv7m KPQC_NS(sotp_encode_armv7m)
#define ntruplus_crepmod3_asm_armv7m    KPQC_NS(crepmod3_armv7m)
void ntruplus_sotp_encode_asm_armv7m(int16_t *r, const uint8_t *u, const uint8_t *msg);
void ntruplus_crepmod3_asm_armv7m(int16_t *a);
#define ntruplus_sotp_decode_asm_armv7m KPQC_NS(sotp_decode_armv7m)
uint32_t ntruplus_sotp_decode_asm_armv7m(uint8_t *msg, const int16_t *a, const uint8_t *u);
#define ntruplus_sotp_decode_armv7m KPQC_NS(sotp_decode_m4)
uint32_t ntruplus_sotp_decode_armv7m(uint8_t msg[NTRUPLUS_MSG_BYTES], const ntruplus_poly *a,
                                     const uint8_t u[NTRUPLUS_CBD_BYTES]);
#define ntruplus_sotp_encode_armv7m KPQC_NS(sotp_encode_m4)
#define ntruplus_crepmod3_armv7m    KPQC_NS(crepmod3_m4)
void ntruplus_sotp_encode_armv7m(ntruplus_poly *r, const uint8_t msg[NTRUPLUS_MSG_BYTES],
                                 const uint8_t u[NTRUPLUS_CBD_BYTES]);
void ntruplus_crepmod3_armv7m(ntruplus_poly *a);
#define ntruplus_pack_armv7m        KPQC_NS(pack_m4)
#define ntruplus_unpack_armv7m      KPQC_NS(unpack_m4)
#define ntruplus_cbd1_armv7m        KPQC_NS(cbd1_m4)
#define ntruplus_cbd1_secret_armv7m KPQC_NS(cbd1_secret_m4)
void ntruplus_pack_armv7m(uint8_t out[NTRUPLUS_POLY_BYTES], const ntruplus_poly *a);
uint32_t ntruplus_unpack_armv7m(ntruplus_poly *a, const uint8_t in[NTRUPLUS_POLY_BYTES]);
void ntruplus_cbd1_armv7m(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES]);
void ntruplus_cbd1_secret_armv7m(ntruplus_poly *r, const uint8_t buf[NTRUPLUS_CBD_BYTES],
                                 int plus_one);

/* every set: the transforms (ntt_armv7m.S) */
#define ntruplus_ntt_asm_armv7m    KPQC_NS(ntt_armv7m)
#define ntruplus_invntt_asm_armv7m KPQC_NS(invntt_armv7m)
void ntruplus_ntt_asm_armv7m(int16_t *r, const int16_t *zetas, int32_t omega);
void ntruplus_invntt_asm_armv7m(int16_t *r, const int16_t *zetas, const int16_t *k);
#define ntruplus_ntt_armv7m    KPQC_NS(ntt_m4)
#define ntruplus_invntt_armv7m KPQC_NS(invntt_m4)
void ntruplus_ntt_armv7m(ntruplus_poly *a);
void ntruplus_invntt_armv7m(ntruplus_poly *a);

/* every set: the arithmetic in the NTT domain (basemul_armv7m.S) */
#define ntruplus_basemul_asm_armv7m    KPQC_NS(basemul_armv7m)
#define ntruplus_add_reduce_asm_armv7m KPQC_NS(add_reduce_armv7m)
#define ntruplus_sub_reduce_asm_armv7m KPQC_NS(sub_reduce_armv7m)
void ntruplus_basemul_asm_armv7m(int16_t *r, const int16_t *a, const int16_t *b,
                                 const int16_t *zeta);
void ntruplus_add_reduce_asm_armv7m(int16_t *r, const int16_t *a, const int16_t *b);
void ntruplus_sub_reduce_asm_armv7m(int16_t *r, const int16_t *a, const int16_t *b);
#define ntruplus_basemul_armv7m     KPQC_NS(basemul_m4)
#define ntruplus_basemul_add_armv7m KPQC_NS(basemul_add_m4)
#define ntruplus_sub_reduce_armv7m  KPQC_NS(sub_reduce_m4)
void ntruplus_basemul_armv7m(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);
void ntruplus_basemul_add_armv7m(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                                 const ntruplus_poly *c);
void ntruplus_sub_reduce_armv7m(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);

/* every set: the inversion (baseinv_armv7m.S) */
#define ntruplus_baseinv_num_asm_armv7m KPQC_NS(baseinv_num_armv7m)
#define ntruplus_baseinv_fin_asm_armv7m KPQC_NS(baseinv_fin_armv7m)
void ntruplus_baseinv_num_asm_armv7m(int16_t *r, const int16_t *a, const int16_t *zeta,
                                     int16_t *det);
void ntruplus_baseinv_fin_asm_armv7m(int16_t *r, const int16_t *a, const int16_t *zeta,
                                     const int16_t *dinv);
#define ntruplus_baseinv_batch_asm_armv7m KPQC_NS(baseinv_batch_armv7m)
uint32_t ntruplus_baseinv_batch_asm_armv7m(int16_t *det, int16_t *prefix);
#define ntruplus_baseinv_armv7m KPQC_NS(baseinv_m4)
uint32_t ntruplus_baseinv_armv7m(ntruplus_poly *r, const ntruplus_poly *a);

#endif
