/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign round 1 parameters (KPQClean 7ea2087, WG0/dsa-NCCSign), chosen
 * at compile time by -DNCCSIGNR1_CONSERVATIVE=0|1 (the original or the
 * conservative parameter family) and -DNCCSIGNR1_LEVEL=1|3|5. Every
 * constant below is a fact of the scheme; the derived sizes are checked
 * against the generated NIST header in sign.c. */
#ifndef KPQC_NCCSIGNR1_PARAMS_H
#define KPQC_NCCSIGNR1_PARAMS_H

#include "namespace.h"

#define R1_SEEDBYTES 32
#define R1_CRHBYTES  64

#if !NCCSIGNR1_CONSERVATIVE && NCCSIGNR1_LEVEL == 1
#define R1_N      1021
#define R1_Q      8339581
#define R1_QNEG   1554761515u /* -q^-1 mod 2^32 */
#define R1_D      11
#define R1_TAU    25
#define R1_BETA   100
#define R1_GAMMA1 (1 << 17)
#define R1_W1_MAX 45 /* (q - 1) / (2 gamma2) */
#elif !NCCSIGNR1_CONSERVATIVE && NCCSIGNR1_LEVEL == 3
#define R1_N      1429
#define R1_Q      8376649
#define R1_QNEG   3813543687u
#define R1_D      12
#define R1_TAU    29
#define R1_BETA   116
#define R1_GAMMA1 (1 << 18)
#define R1_W1_MAX 28
#elif !NCCSIGNR1_CONSERVATIVE && NCCSIGNR1_LEVEL == 5
#define R1_N      1913
#define R1_Q      8343469
#define R1_QNEG   578884571u
#define R1_D      12
#define R1_TAU    32
#define R1_BETA   128
#define R1_GAMMA1 (1 << 19)
#define R1_W1_MAX 21
#elif NCCSIGNR1_CONSERVATIVE && NCCSIGNR1_LEVEL == 1
#define R1_N      1201
#define R1_Q      17279291
#define R1_QNEG   2471409677u
#define R1_D      12
#define R1_TAU    32
#define R1_BETA   128
#define R1_GAMMA1 (1 << 19)
#define R1_W1_MAX 35
#elif NCCSIGNR1_CONSERVATIVE && NCCSIGNR1_LEVEL == 3
#define R1_N      1607
#define R1_Q      17305741
#define R1_QNEG   772263355u
#define R1_D      13
#define R1_TAU    32
#define R1_BETA   128
#define R1_GAMMA1 (1 << 19)
#define R1_W1_MAX 30
#elif NCCSIGNR1_CONSERVATIVE && NCCSIGNR1_LEVEL == 5
#define R1_N      2039
#define R1_Q      17287423
#define R1_QNEG   3050883329u
#define R1_D      13
#define R1_TAU    32
#define R1_BETA   128
#define R1_GAMMA1 (1 << 19)
#define R1_W1_MAX 29
#else
#error "NCCSIGNR1_CONSERVATIVE must be 0 or 1 and NCCSIGNR1_LEVEL 1, 3 or 5"
#endif

#define R1_ETA    2
#define R1_OMEGA  80 /* at most this many hint bits */
#define R1_GAMMA2 ((R1_Q - 1) / (2 * R1_W1_MAX))
_Static_assert(2 * R1_GAMMA2 * R1_W1_MAX == R1_Q - 1, "2 gamma2 divides q - 1");

/* field widths of the encodings */
#define R1_W1_BITS (R1_W1_MAX > 32 ? 6 : 5)
#define R1_Z_BITS  (R1_GAMMA1 == (1 << 17) ? 18 : R1_GAMMA1 == (1 << 18) ? 19 : 20)
/* t1 < 2^(bits of q - d) */
#define R1_T1_BITS ((NCCSIGNR1_CONSERVATIVE ? 25 : 23) - R1_D)
/* challenge positions: 10-bit candidates for n = 1021, else 11-bit */
#define R1_C_BITS (R1_N < 1024 ? 10 : 11)

#define R1_BYTES(bits)   ((R1_N * (bits) + 7) / 8)
#define R1_POLYT1_BYTES  R1_BYTES(R1_T1_BITS)
#define R1_POLYT0_BYTES  R1_BYTES(R1_D)
#define R1_POLYETA_BYTES R1_BYTES(3)
#define R1_POLYZ_BYTES   R1_BYTES(R1_Z_BITS)
#define R1_POLYW1_BYTES  R1_BYTES(R1_W1_BITS)
#define R1_POLYH_BYTES   R1_BYTES(1)

#define R1_PK_BYTES  (R1_SEEDBYTES + R1_POLYT1_BYTES)
#define R1_SK_BYTES  (3 * R1_SEEDBYTES + 2 * R1_POLYETA_BYTES + R1_POLYT0_BYTES)
#define R1_SIG_BYTES (R1_SEEDBYTES + R1_POLYZ_BYTES + R1_POLYH_BYTES)

#endif
