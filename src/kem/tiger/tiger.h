/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* TiGER internals shared by the files of this folder (per-set symbols). */
#ifndef KPQC_TIGER_H
#define KPQC_TIGER_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

/* ---- sampler.c -------------------------------------------------------------- */

/* The sparse sampler of the reference, in constant time (docs/algorithms/tiger.md,
 * "Constant time"). Draws 3h bytes of SHAKE256(seed) and reads them two at a
 * time as big-endian 16-bit words w: position (w >> 2) mod n, sign +1 if bit 1
 * of w is set, -1 otherwise. A candidate is taken while fewer than h are taken
 * and no +1 was taken at its position; taken +1 fill idx[] from the front,
 * taken -1 from the back (*neg_start = the number of +1). After the block's
 * (3h - 2)/2 candidates, if fewer than h were taken, the block is replaced by
 * SHAKE256 of itself. occ[] gets the positions of the taken +1 (bit i of word
 * i/32). idx may be NULL (the errors need occ only). Returns 0, or
 * KPQC_ERR_INTERNAL after TIGER_MAX_BLOCKS blocks (see sampler.c). */
int KPQC_NS(tiger_sample)(uint16_t *idx, unsigned *neg_start, uint32_t occ[TIGER_N / 32],
                          const uint8_t seed[TIGER_SEED], unsigned h);

/* s[i] = #{k < neg_start : idx[k] = i} - #{neg_start <= k < h : idx[k] = i} mod 256 */
void KPQC_NS(tiger_dense)(uint8_t s[TIGER_N], const uint16_t idx[TIGER_H], unsigned neg_start);

/* ---- poly.c ----------------------------------------------------------------------- */

/* acc[0..2n) += s * a (plain product, coefficients mod 256) */
void KPQC_NS(tiger_mul_acc)(uint8_t acc[2 * TIGER_N], const uint8_t s[TIGER_N],
                            const uint8_t a[TIGER_N]);
/* acc1 += s * a and acc2 += s * b in one pass over s */
void KPQC_NS(tiger_mul_acc2)(uint8_t acc1[2 * TIGER_N], uint8_t acc2[2 * TIGER_N],
                             const uint8_t s[TIGER_N], const uint8_t a[TIGER_N],
                             const uint8_t b[TIGER_N]);
/* Pack the top `bits` bits of v[0..n) as a most-significant-bit-first stream;
   n * bits is a multiple of 8. */
void KPQC_NS(tiger_pack_top)(uint8_t *out, const uint8_t *v, size_t n, unsigned bits);
/* The inverse: v[i] = field << (8 - bits). */
void KPQC_NS(tiger_unpack_top)(uint8_t *v, const uint8_t *in, size_t n, unsigned bits);
/* The same for 16-bit values of `bits` bits (the secret key's indices). */
void KPQC_NS(tiger_pack16)(uint8_t *out, const uint16_t *v, size_t n, unsigned bits);
void KPQC_NS(tiger_unpack16)(uint16_t *v, const uint8_t *in, size_t n, unsigned bits);

/* ---- xef.c ------------------------------------------------------------------------ */

/* XOR the XEf parity of the TIGER_MSG-byte payload over the bits that follow it. */
void KPQC_NS(tiger_xef_compute)(uint8_t block[TIGER_CODE_BYTES]);
/* Flip the payload bits that the majority of the (syndrome) parity bits point at. */
void KPQC_NS(tiger_xef_fixerr)(uint8_t block[TIGER_CODE_BYTES]);

/* ---- pke.c ------------------------------------------------------------------------ */

/* seeds = seed_a || seed_s; sk receives the index bytes and neg_start */
int KPQC_NS(tiger_pke_keypair)(uint8_t pk[TIGER_PK_BYTES], uint8_t sk[TIGER_IDX_BYTES + 1],
                               const uint8_t seeds[2 * TIGER_SEED]);
int KPQC_NS(tiger_pke_enc)(uint8_t ct[TIGER_CT_BYTES], const uint8_t pk[TIGER_PK_BYTES],
                           const uint8_t msg[TIGER_MSG], const uint8_t coin[TIGER_SEED]);
void KPQC_NS(tiger_pke_dec)(uint8_t msg[TIGER_MSG], const uint8_t ct[TIGER_CT_BYTES],
                            const uint8_t sk[TIGER_IDX_BYTES + 1]);

#endif
