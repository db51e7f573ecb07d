/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign parameters (KpqC round 2), selected at compile time by
 * -DNCCSIGN_MODE=1|3|5. Every constant below is a fact of the scheme; the
 * derived sizes are checked against the generated NIST header in sign.c. */
#ifndef KPQC_NCCSIGN_PARAMS_H
#define KPQC_NCCSIGN_PARAMS_H

#include "namespace.h"

#define NCCSIGN_SEEDBYTES 32
#define NCCSIGN_CRHBYTES  64

#if NCCSIGN_MODE == 1
#define NCCSIGN_N      1152
#define NCCSIGN_Q      8401537
#define NCCSIGN_D      12
#define NCCSIGN_TAU    25
#define NCCSIGN_BETA   50
#define NCCSIGN_GAMMA1 (1 << 18)
#define NCCSIGN_GAMMA2 131274
#define NCCSIGN_LEVEL  1
#elif NCCSIGN_MODE == 3
#define NCCSIGN_N      1536
#define NCCSIGN_Q      8397313
#define NCCSIGN_D      12
#define NCCSIGN_TAU    29
#define NCCSIGN_BETA   58
#define NCCSIGN_GAMMA1 (1 << 18)
#define NCCSIGN_GAMMA2 131208
#define NCCSIGN_LEVEL  3
#elif NCCSIGN_MODE == 5
#define NCCSIGN_N      2304
#define NCCSIGN_Q      8404993
#define NCCSIGN_D      13
#define NCCSIGN_TAU    32
#define NCCSIGN_BETA   64
#define NCCSIGN_GAMMA1 (1 << 19)
#define NCCSIGN_GAMMA2 262656
#define NCCSIGN_LEVEL  5
#else
#error "NCCSIGN_MODE must be 1, 3 or 5"
#endif

#define NCCSIGN_ETA   1
#define NCCSIGN_OMEGA 80 /* at most this many hint bits */

/* w1 = HighBits(w) lies in [0, (q - 1) / (2 gamma2)) */
#define NCCSIGN_W1_LIMIT ((NCCSIGN_Q - 1) / (2 * NCCSIGN_GAMMA2))
#if NCCSIGN_W1_LIMIT == 32
#define NCCSIGN_W1_BITS 5
#else
#define NCCSIGN_W1_BITS 4
#endif
#define NCCSIGN_Z_BITS  (NCCSIGN_GAMMA1 == (1 << 18) ? 19 : 20)
#define NCCSIGN_T1_BITS (24 - NCCSIGN_D)

#define NCCSIGN_POLYT1_BYTES  (NCCSIGN_N * NCCSIGN_T1_BITS / 8)
#define NCCSIGN_POLYT0_BYTES  (NCCSIGN_N * NCCSIGN_D / 8)
#define NCCSIGN_POLYETA_BYTES (NCCSIGN_N * 3 / 8)
#define NCCSIGN_POLYZ_BYTES   (NCCSIGN_N * NCCSIGN_Z_BITS / 8)
#define NCCSIGN_POLYW1_BYTES  (NCCSIGN_N * NCCSIGN_W1_BITS / 8)
#define NCCSIGN_POLYH_BYTES   (NCCSIGN_N / 8)

#define NCCSIGN_PK_BYTES  (NCCSIGN_SEEDBYTES + NCCSIGN_POLYT1_BYTES)
#define NCCSIGN_SK_BYTES  (3 * NCCSIGN_SEEDBYTES + 2 * NCCSIGN_POLYETA_BYTES + NCCSIGN_POLYT0_BYTES)
#define NCCSIGN_SIG_BYTES (NCCSIGN_SEEDBYTES + NCCSIGN_POLYZ_BYTES + NCCSIGN_POLYH_BYTES)

#endif
