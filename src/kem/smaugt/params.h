/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* SMAUG-T parameter sets (specification v260521, revision v1.2.0).
 *
 * Every source of this folder is compiled once per parameter set with
 * SMAUGT_LEVEL = 1, 3 or 5 and SMAUGT_TIMER = 0 or 1 (TiMER is level 1 with
 * a 3-bit second ciphertext and the D2 message encoding). */
#ifndef KPQC_SMAUGT_PARAMS_H
#define KPQC_SMAUGT_PARAMS_H

#include "namespace.h"

#if !defined(SMAUGT_LEVEL) || !defined(SMAUGT_TIMER)
#error "define SMAUGT_LEVEL (1, 3, 5) and SMAUGT_TIMER (0, 1)"
#endif

#define SMAUGT_N 256

#if SMAUGT_LEVEL == 1 && SMAUGT_TIMER == 0
#define SMAUGT_K         2
#define SMAUGT_LOG_Q     10
#define SMAUGT_LOG_P     8
#define SMAUGT_LOG_P2    5
#define SMAUGT_HS        70 /* Hamming weight of each secret polynomial */
#define SMAUGT_MSG_BYTES 32
#elif SMAUGT_LEVEL == 1 && SMAUGT_TIMER == 1
#define SMAUGT_K         2
#define SMAUGT_LOG_Q     10
#define SMAUGT_LOG_P     8
#define SMAUGT_LOG_P2    3
#define SMAUGT_HS        70
#define SMAUGT_MSG_BYTES 16 /* D2 carries each message bit twice */
#elif SMAUGT_LEVEL == 3 && SMAUGT_TIMER == 0
#define SMAUGT_K         3
#define SMAUGT_LOG_Q     11
#define SMAUGT_LOG_P     9
#define SMAUGT_LOG_P2    4
#define SMAUGT_HS        88
#define SMAUGT_MSG_BYTES 32
#elif SMAUGT_LEVEL == 5 && SMAUGT_TIMER == 0
#define SMAUGT_K         4
#define SMAUGT_LOG_Q     11
#define SMAUGT_LOG_P     9
#define SMAUGT_LOG_P2    7
#define SMAUGT_HS        87
#define SMAUGT_MSG_BYTES 32
#else
#error "no such SMAUG-T parameter set"
#endif

#define SMAUGT_SEED_BYTES 32 /* seeds, d, hash outputs, shared key */
#define SMAUGT_SS_BYTES   32

/* Byte sizes of the encodings. */
#define SMAUGT_POLYQ_BYTES  (SMAUGT_LOG_Q * SMAUGT_N / 8)  /* b_i and A_ij */
#define SMAUGT_POLYP_BYTES  (SMAUGT_LOG_P * SMAUGT_N / 8)  /* c1_i */
#define SMAUGT_POLYP2_BYTES (SMAUGT_LOG_P2 * SMAUGT_N / 8) /* c2 */
#define SMAUGT_POLYS_BYTES  (SMAUGT_N / 4)                 /* s_i, 2 bits per coefficient */

#define SMAUGT_PK_BYTES     (SMAUGT_SEED_BYTES + SMAUGT_K * SMAUGT_POLYQ_BYTES)
#define SMAUGT_PKE_SK_BYTES (SMAUGT_K * SMAUGT_POLYS_BYTES)
#define SMAUGT_SK_BYTES     (SMAUGT_PKE_SK_BYTES + SMAUGT_SEED_BYTES + SMAUGT_PK_BYTES)
#define SMAUGT_CT_BYTES     (SMAUGT_K * SMAUGT_POLYP_BYTES + SMAUGT_POLYP2_BYTES)

/* keypair_derand takes d || seed, the two 32-byte draws of keypair(). */
#define SMAUGT_KEYPAIR_SEED_BYTES (2 * SMAUGT_SEED_BYTES)

#endif
