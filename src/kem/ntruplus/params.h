/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ parameter sets (final 2026 revision): one source tree, compiled
 * with NTRUPLUS_N = 768, 864 or 1152. */
#ifndef KPQC_NTRUPLUS_PARAMS_H
#define KPQC_NTRUPLUS_PARAMS_H

#include "namespace.h"

#if !defined(NTRUPLUS_N)
#error "define NTRUPLUS_N (768, 864, 1152)"
#endif

#define NTRUPLUS_Q 3457

/* NTT shape: the ring x^n - x^(n/2) + 1 splits once by 2, then by 3
 * (NTRUPLUS_RADIX3_LAYERS times), then by 2 down to blocks of degree D. */
#if NTRUPLUS_N == 768
#define NTRUPLUS_D             4
#define NTRUPLUS_RADIX3_LAYERS 1
#define NTRUPLUS_LEVEL         1
#elif NTRUPLUS_N == 864
#define NTRUPLUS_D             3
#define NTRUPLUS_RADIX3_LAYERS 2
#define NTRUPLUS_LEVEL         3
#elif NTRUPLUS_N == 1152
#define NTRUPLUS_D             4
#define NTRUPLUS_RADIX3_LAYERS 2
#define NTRUPLUS_LEVEL         5
#else
#error "no such NTRU+ parameter set"
#endif

/* The smallest radix-3 block and the first radix-2 block length. */
#define NTRUPLUS_RADIX3_MIN (NTRUPLUS_N / 2 / (NTRUPLUS_RADIX3_LAYERS == 1 ? 3 : 9))
#define NTRUPLUS_RADIX2_MAX (NTRUPLUS_RADIX3_MIN / 2)
/* Base blocks come in pairs x^D - zeta, x^D + zeta; the pair's zeta is
 * table entry NTRUPLUS_BASE + pair. */
#define NTRUPLUS_PAIRS (NTRUPLUS_N / (2 * NTRUPLUS_D))
#define NTRUPLUS_BASE  NTRUPLUS_PAIRS

#define NTRUPLUS_SEED_BYTES 32
#define NTRUPLUS_SS_BYTES   32
#define NTRUPLUS_POLY_BYTES (3 * NTRUPLUS_N / 2) /* 12 bits per coefficient */
#define NTRUPLUS_MSG_BYTES  (NTRUPLUS_N / 8)
#define NTRUPLUS_CBD_BYTES  (NTRUPLUS_N / 4)

#define NTRUPLUS_PK_BYTES NTRUPLUS_POLY_BYTES
#define NTRUPLUS_SK_BYTES (2 * NTRUPLUS_POLY_BYTES + NTRUPLUS_SEED_BYTES)
#define NTRUPLUS_CT_BYTES NTRUPLUS_POLY_BYTES

#endif
