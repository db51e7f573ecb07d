/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* PALOMA parameters (KpqC round 2): binary Goppa codes over GF(2^13) of
 * length n correcting t errors, McEliece-style KEM. Selected by
 * PALOMA_LEVEL = 128, 192 or 256. */
#ifndef KPQC_PALOMA_PARAMS_H
#define KPQC_PALOMA_PARAMS_H

#include "namespace.h"

#define PALOMA_M 13
#define PALOMA_Q (1 << PALOMA_M) /* field size 8192 */

#if PALOMA_LEVEL == 128
#define PALOMA_N 3904
#define PALOMA_T 64
#elif PALOMA_LEVEL == 192
#define PALOMA_N 5568
#define PALOMA_T 128
#elif PALOMA_LEVEL == 256
#define PALOMA_N 6592
#define PALOMA_T 128
#else
#error "PALOMA_LEVEL must be 128, 192 or 256"
#endif

#define PALOMA_MT       (PALOMA_M * PALOMA_T)  /* rows of H: n - k */
#define PALOMA_K        (PALOMA_N - PALOMA_MT) /* code dimension */
#define PALOMA_COLBYTES (PALOMA_MT / 8)        /* one column of H, packed */
#define PALOMA_COLWORDS (PALOMA_MT / 64)       /* the same in 64-bit words */
#define PALOMA_NBYTES   (PALOMA_N / 8)         /* an error vector */
#define PALOMA_SEED     32                     /* every seed and r_hat */

#define PALOMA_PK_BYTES (PALOMA_COLBYTES * PALOMA_K)
/* sk = L (n x 16 bits) || g (t x 16 bits) || S^-1 (mt columns) || r_C_hat || r */
#define PALOMA_SK_L     0
#define PALOMA_SK_G     (2 * PALOMA_N)
#define PALOMA_SK_SINV  (PALOMA_SK_G + 2 * PALOMA_T)
#define PALOMA_SK_RCHAT (PALOMA_SK_SINV + PALOMA_COLBYTES * PALOMA_MT)
#define PALOMA_SK_R     (PALOMA_SK_RCHAT + PALOMA_SEED)
#define PALOMA_SK_BYTES (PALOMA_SK_R + PALOMA_SEED)
#define PALOMA_CT_BYTES (PALOMA_SEED + PALOMA_COLBYTES)
#define PALOMA_SS_BYTES 32

#endif
