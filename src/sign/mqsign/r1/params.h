/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign round 1 (MQSS: sparse central map) parameters, selected at
 * compile time by -DMQS_V, -DMQS_O (vinegar and oil variables over
 * GF(256)); n = v + o variables, o equations.
 *
 * The central map F has, in equation e (0 <= e < o):
 *   vinegar x vinegar: Fq1[i][e] x_i x_{(i + e + 1) mod v}   (i < v)
 *   vinegar x oil:     Fq2[i][e] x_i x_{v + (i + e) mod o}   (i < v)
 *   linear:            Fl[k][e] x_k                          (k < n)
 *   constant:          Fc[e]
 * and the secret affine map is S(x) = (x_v + T x_o + t_v, x_o + t_o) with
 * T a v x o matrix stored column by column (T[k][l] at l*v + k).
 *
 * Key layouts, byte for byte those of the round-1 code:
 *   sk = seed (32) || T (v*o) || t (n) || Fq1 (v*o) || Fq2 (v*o)
 *        || Fl (n*o) || Fc (o) || one zero byte
 *   pk = quadratic terms (o bytes per monomial x_i x_j, i <= j, row by
 *        row) || linear terms (o bytes per x_k) || constant (o)
 *        || one zero byte
 *   sig = w (n) || salt (16) */
#ifndef KPQC_MQSIGN_R1_PARAMS_H
#define KPQC_MQSIGN_R1_PARAMS_H

#include "namespace.h"

#if !defined(MQS_V) || !defined(MQS_O)
#error "MQS_V and MQS_O must be defined"
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
#define MQS_SEED      32 /* key-generation seed, kept at the head of sk */
#define MQS_SALT      16
#define MQS_HASH      64  /* SHA-512 */
#define MQS_MAX_TRIES 128 /* the round-1 code's attempt cap */

#define MQS_TRI(n) ((n) * ((n) + 1) / 2)
/* position of monomial x_i x_j (i <= j < n) in a row-by-row upper triangle */
#define MQS_IDX(i, j, n) (((2 * (n) - (i) + 1) * (i)) / 2 + (j) - (i))

#define MQS_SK_T     MQS_SEED
#define MQS_SK_TC    (MQS_SK_T + MQS_V * MQS_O)
#define MQS_SK_FQ1   (MQS_SK_TC + MQS_N)
#define MQS_SK_FQ2   (MQS_SK_FQ1 + MQS_V * MQS_O)
#define MQS_SK_FL    (MQS_SK_FQ2 + MQS_V * MQS_O)
#define MQS_SK_FC    (MQS_SK_FL + MQS_N * MQS_O)
#define MQS_SK_BYTES (MQS_SK_FC + MQS_O + 1)

#define MQS_PK_QUAD  (MQS_O * MQS_TRI(MQS_N))
#define MQS_PK_LIN   MQS_PK_QUAD
#define MQS_PK_CONST (MQS_PK_LIN + MQS_O * MQS_N)
#define MQS_PK_BYTES (MQS_PK_CONST + MQS_O + 1)

#define MQS_SIG_BYTES (MQS_N + MQS_SALT)

#endif
