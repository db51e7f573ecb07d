/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* TiGER parameter sets (KpqC round 1, KPQClean 7ea2087).
 *
 * Every source of this folder is compiled once per parameter set with
 * TIGER_LEVEL = 128, 192 or 256. Arithmetic is modulo q = 256 in
 * Z_q[x]/(x^n + 1): public keys are rounded to p = 128, ciphertexts to
 * k1 = 128 (256 for TiGER256, which sends c1 unrounded) and k2 = 8. */
#ifndef KPQC_TIGER_PARAMS_H
#define KPQC_TIGER_PARAMS_H

#include "namespace.h"

#if !defined(TIGER_LEVEL)
#error "define TIGER_LEVEL (128, 192, 256)"
#endif

#if TIGER_LEVEL == 128
#define TIGER_N          512
#define TIGER_LOG_N      9
#define TIGER_H          104 /* weight of the secrets s and r */
#define TIGER_HE         32  /* draws of the error e1 */
#define TIGER_MSG        16  /* message (and implicit-rejection secret) bytes */
#define TIGER_C1_BITS    7
#define TIGER_XEF_F      3 /* XE3-91 over a 128-bit payload */
#define TIGER_LEVEL_NIST 1
#elif TIGER_LEVEL == 192
#define TIGER_N          1024
#define TIGER_LOG_N      10
#define TIGER_H          116
#define TIGER_HE         32
#define TIGER_MSG        32
#define TIGER_C1_BITS    7
#define TIGER_XEF_F      5 /* XE5-234 over a 256-bit payload */
#define TIGER_LEVEL_NIST 3
#elif TIGER_LEVEL == 256
#define TIGER_N          1024
#define TIGER_LOG_N      10
#define TIGER_H          184
#define TIGER_HE         256
#define TIGER_MSG        32
#define TIGER_C1_BITS    8
#define TIGER_XEF_F      5
#define TIGER_LEVEL_NIST 5
#else
#error "TIGER_LEVEL must be 128, 192 or 256"
#endif

#define TIGER_SEED    32
#define TIGER_PK_BITS 7 /* log2 p */
#define TIGER_C2_BITS 3 /* log2 k2 */

/* Coded message: payload, XEf parity, zero padding: n/2 bits, each sent twice (D2). */
#define TIGER_CODE_BYTES (TIGER_N / 16)

#define TIGER_PK_BYTES           (TIGER_SEED + TIGER_PK_BITS * TIGER_N / 8)
#define TIGER_IDX_BYTES          (TIGER_LOG_N * TIGER_H / 8)
#define TIGER_SKCORE_BYTES       (TIGER_IDX_BYTES + 1 + TIGER_MSG) /* upstream's secret key */
#define TIGER_SK_BYTES           (TIGER_SKCORE_BYTES + TIGER_PK_BYTES)
#define TIGER_C1_BYTES           (TIGER_C1_BITS * TIGER_N / 8)
#define TIGER_CT_BYTES           (TIGER_C1_BYTES + TIGER_C2_BITS * TIGER_N / 8)
#define TIGER_SS_BYTES           32
#define TIGER_KEYPAIR_SEED_BYTES (2 * TIGER_SEED + TIGER_MSG)

#endif
