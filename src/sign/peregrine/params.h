/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Peregrine parameter sets (KpqC round 1): PEREGRINE_LOGN = 9 (n = 512,
 * Peregrine-512) or 10 (n = 1024, Peregrine-1024), set by the build. */
#ifndef KPQC_PEREGRINE_PARAMS_H
#define KPQC_PEREGRINE_PARAMS_H

#ifndef PEREGRINE_LOGN
#error "PEREGRINE_LOGN must be 9 or 10"
#endif

#define PEREGRINE_N          (1u << PEREGRINE_LOGN)
#define PEREGRINE_Q          12289u
#define PEREGRINE_SEEDBYTES  48u /* key generation seed, signing seed */
#define PEREGRINE_NONCEBYTES 40u

#if PEREGRINE_LOGN == 9
#define PEREGRINE_FG_BITS  6u        /* bits per coefficient of f and g in the secret key */
#define PEREGRINE_L2BOUND  34034726u /* squared norm bound of (s1, s2) */
#define PEREGRINE_COMP_MAX 673u      /* longest compressed s2 the reference writes */
#define PEREGRINE_LEVEL    1
#elif PEREGRINE_LOGN == 10
#define PEREGRINE_FG_BITS  5u
#define PEREGRINE_L2BOUND  150700176u
#define PEREGRINE_COMP_MAX 1323u
#define PEREGRINE_LEVEL    5
#else
#error "PEREGRINE_LOGN must be 9 or 10"
#endif
#define PEREGRINE_BIG_BITS 8u /* bits per coefficient of F in the secret key */

/* pk = 0x00 + logn || h (14 bits per coefficient)
 * sk = 0x50 + logn || f || g || F
 * sig = 0x20 + logn || nonce || compressed s2 (variable length) */
#define PEREGRINE_PK_BYTES   (1u + 14u * PEREGRINE_N / 8u)
#define PEREGRINE_SK_BYTES   (1u + (2u * PEREGRINE_FG_BITS + PEREGRINE_BIG_BITS) * PEREGRINE_N / 8u)
#define PEREGRINE_SIG_BYTES  (1u + PEREGRINE_NONCEBYTES + PEREGRINE_COMP_MAX)
#define PEREGRINE_PK_HEADER  (0x00u + PEREGRINE_LOGN)
#define PEREGRINE_SK_HEADER  (0x50u + PEREGRINE_LOGN)
#define PEREGRINE_SIG_HEADER (0x20u + PEREGRINE_LOGN)

#endif
