/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign (KpqC round 2) parameters, selected at compile time by
 * -DMQS_RR=0|1 (MQLR: circulant vinegar-vinegar part; MQRR: random) and
 * -DMQS_V, -DMQS_O (vinegar and oil variables; always over GF(256)).
 *
 * Key layouts, byte for byte those of the round-2 code:
 *   sk = seed (32) || T (v*o) || F1 (MQLR: v*v, MQRR: o*v(v+1)/2)
 *        || F2 (o*v*o) || [MQRR: H(pk), 64] || one zero byte
 *   pk = quadratic terms (o bytes per monomial x_i x_j, i <= j, row by row)
 *        || linear terms (n*o, zero) || constant (o, zero)
 *        || [MQRR: H(pk body), 64] || one zero byte
 *   sig = w (n = v + o) || salt (32) */
#ifndef KPQC_MQSIGN_PARAMS_H
#define KPQC_MQSIGN_PARAMS_H

#include "namespace.h"

#if !defined(MQS_V) || !defined(MQS_O) || !defined(MQS_RR)
#error "MQS_V, MQS_O and MQS_RR must be defined"
#endif

#if MQS_V == 72 && MQS_O == 46
#define MQS_LEVEL 1
#elif MQS_V == 112 && MQS_O == 72
#define MQS_LEVEL 3
#elif MQS_V == 148 && MQS_O == 96
#define MQS_LEVEL 5
#else
#error "unsupported (v, o)"
#endif

#define MQS_N         (MQS_V + MQS_O)
#define MQS_HALF_O    (MQS_O / 2)
#define MQS_SEED      32 /* key-generation seed, kept at the head of sk */
#define MQS_SALT      32
#define MQS_SS        32 /* signing coins: the salt source */
#define MQS_HASH      64 /* SHAKE256 output length of every hash call */
#define MQS_MAX_TRIES 127

#define MQS_TRI(n) ((n) * ((n) + 1) / 2)
/* position of monomial x_i x_j (i <= j < n) in a row-by-row upper triangle */
#define MQS_IDX(i, j, n) (((2 * (n) - (i) + 1) * (i)) / 2 + (j) - (i))

#define MQS_T_BYTES (MQS_V * MQS_O)
#if MQS_RR
#define MQS_F1_BYTES (MQS_O * MQS_TRI(MQS_V))
#define MQS_PH_BYTES MQS_HASH
#else
#define MQS_F1_BYTES (MQS_V * MQS_V)
#define MQS_PH_BYTES 0
#endif
#define MQS_F2_BYTES (MQS_O * MQS_V * MQS_O)

#define MQS_SK_T     MQS_SEED
#define MQS_SK_F1    (MQS_SK_T + MQS_T_BYTES)
#define MQS_SK_F2    (MQS_SK_F1 + MQS_F1_BYTES)
#define MQS_SK_PH    (MQS_SK_F2 + MQS_F2_BYTES)
#define MQS_SK_BYTES (MQS_SK_PH + MQS_PH_BYTES + 1)

#define MQS_PK_QUAD  (MQS_O * MQS_TRI(MQS_N))
#define MQS_PK_BODY  (MQS_PK_QUAD + MQS_O * MQS_N + MQS_O)
#define MQS_PK_PH    MQS_PK_BODY
#define MQS_PK_BYTES (MQS_PK_BODY + MQS_PH_BYTES + 1)

#define MQS_SIG_BYTES (MQS_N + MQS_SALT)

#endif
