/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GCKSign parameters (KpqC round 1), selected at compile time by
 * -DGCKSIGN_MODE=2|3|5 (the reference's GCKS_II, GCKS_III and GCKS_V).
 * Every constant below is a fact of the scheme; the derived sizes are
 * checked against the generated NIST header in sign.c. */
#ifndef KPQC_GCKSIGN_PARAMS_H
#define KPQC_GCKSIGN_PARAMS_H

#include "namespace.h"

#define GCKSIGN_SEEDBYTES 32

/* n, m: ring degree and module rank; q: the prime, LOGQ its bit length (the
 * width of a packed coefficient); B: the masking bound (y in [-B, B]);
 * BOUND: the accepted |z| (B minus the reference's margin); Z_BITS: the
 * width of a packed z coefficient (two's complement); H: the challenge's
 * weight; A_WORD: bytes per candidate of the public matrix sampler. */
#if GCKSIGN_MODE == 2
#define GCKSIGN_N      256
#define GCKSIGN_M      4
#define GCKSIGN_Q      UINT64_C(18014398509471233) /* 2^54 - 10751 */
#define GCKSIGN_LOGQ   54
#define GCKSIGN_B      ((1 << 14) - 1)
#define GCKSIGN_BOUND  (GCKSIGN_B - 18)
#define GCKSIGN_Z_BITS 15
#define GCKSIGN_H      39
#define GCKSIGN_A_WORD 7
#define GCKSIGN_LEVEL  2
#elif GCKSIGN_MODE == 3
#define GCKSIGN_N      256
#define GCKSIGN_M      4
#define GCKSIGN_Q      UINT64_C(1152921504606844417) /* 2^60 - 2559 */
#define GCKSIGN_LOGQ   60
#define GCKSIGN_B      ((1 << 14) + (1 << 9))
#define GCKSIGN_BOUND  (GCKSIGN_B - 18)
#define GCKSIGN_Z_BITS 16
#define GCKSIGN_H      45
#define GCKSIGN_A_WORD 8
#define GCKSIGN_LEVEL  3
#elif GCKSIGN_MODE == 5
#define GCKSIGN_N      512
#define GCKSIGN_M      3
#define GCKSIGN_Q      UINT64_C(140737488348161) /* 2^47 - 7167 */
#define GCKSIGN_LOGQ   47
#define GCKSIGN_B      ((1 << 15) - 1)
#define GCKSIGN_BOUND  (GCKSIGN_B - 19)
#define GCKSIGN_Z_BITS 16
#define GCKSIGN_H      44
#define GCKSIGN_A_WORD 6
#define GCKSIGN_LEVEL  5
#else
#error "GCKSIGN_MODE must be 2, 3 or 5"
#endif

#define GCKSIGN_POLY_BYTES (GCKSIGN_LOGQ * GCKSIGN_N / 8)
#define GCKSIGN_S_BYTES    (GCKSIGN_M * GCKSIGN_N / 4)
#define GCKSIGN_Z_BYTES    (GCKSIGN_Z_BITS * GCKSIGN_N * GCKSIGN_M / 8)

/* pk = seed of A || t (n coefficients of LOGQ bits, in the NTT domain);
 * sk = s (2 bits per coefficient) || zero padding up to n bytes || seed
 * of A; sig = z || challenge seed. */
#define GCKSIGN_PK_BYTES  (GCKSIGN_SEEDBYTES + GCKSIGN_POLY_BYTES)
#define GCKSIGN_SK_BYTES  (GCKSIGN_N + GCKSIGN_SEEDBYTES)
#define GCKSIGN_SIG_BYTES (GCKSIGN_Z_BYTES + GCKSIGN_SEEDBYTES)

#endif
