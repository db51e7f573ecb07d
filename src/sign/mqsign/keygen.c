/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign key generation, streamed into the caller's buffers.
 *
 * The secret key is the seed and what the seed's DRBG yields: T (the
 * v x o block of the secret linear map), F1 (vinegar x vinegar part of the
 * central map: MQLR a v x v array from which equation k takes the
 * "rotated" matrix A_k[i][j] = F1[j][(i + k) mod v], MQRR one upper
 * triangle per equation) and F2 (vinegar x oil, dense). The public map is
 * P = F o S with S(x_v, x_o) = (x_v + T x_o, x_o), as upper triangles of
 * o-byte vectors (one byte per equation):
 *   P1 = F1 (made upper triangular), P2 = (F1 + F1^T) T + F2,
 *   P3 = upper(T^T (F1 T + F2)).
 * Everything is written straight into pk: P1 first, then for each
 * vinegar row j the row G = (F1 T + F2)[j] on the stack, which adds its
 * contribution to P3 in place and, completed with (F1^T T)[j], becomes
 * row j of P2. Peak stack is one row (o*o bytes). */
#include <string.h>

#include "ct.h"
#include "ctgrind.h"
#include "gf256.h"
#include "mqsign.h"

#define keygen KPQC_NS(mqs_keygen)
int keygen(uint8_t *pk, uint8_t *sk, const uint8_t *seed);

static uint8_t *pk_term(uint8_t *pk, unsigned i, unsigned j)
{
    return pk + (size_t)MQS_O * MQS_IDX((size_t)i, (size_t)j, (size_t)MQS_N);
}

/* P1: the vinegar x vinegar monomials */
static void put_p1(uint8_t *pk, const uint8_t *f1)
{
    unsigned i, j;
    for (i = 0; i < MQS_V; i++) {
        for (j = i; j < MQS_V; j++) {
            uint8_t *d = pk_term(pk, i, j);
#if MQS_RR
            memcpy(d, f1 + (size_t)MQS_O * MQS_IDX((size_t)i, (size_t)j, (size_t)MQS_V), MQS_O);
#else
            unsigned k;
            for (k = 0; k < MQS_O; k++) {
                uint8_t e = f1[j * MQS_V + (i + k) % MQS_V];
                if (i != j) {
                    e ^= f1[i * MQS_V + (j + k) % MQS_V];
                }
                d[k] = e;
            }
#endif
        }
    }
}

int keygen(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    kpqc_drbg prng;
    uint8_t g[MQS_O * MQS_O];
    uint64_t mult[8 * MQS_WORDS(MQS_O)];
    const uint8_t *t = sk + MQS_SK_T, *f2 = sk + MQS_SK_F2;
    unsigned i, j, k, l;

    memcpy(sk, seed, MQS_SEED);
    mqs_prng_init(&prng, seed, MQS_SEED);
    kpqc_drbg_generate(&prng, sk + MQS_SK_T, MQS_T_BYTES);
    kpqc_drbg_generate(&prng, sk + MQS_SK_F1, MQS_F1_BYTES);
    kpqc_drbg_generate(&prng, sk + MQS_SK_F2, MQS_F2_BYTES);
    kpqc_drbg_wipe(&prng);
    sk[MQS_SK_BYTES - 1] = 0;

    memset(pk, 0, MQS_PK_BYTES);
    put_p1(pk, sk + MQS_SK_F1);

    /* Each o-byte vector below is multiplied by o scalars (a row or column
       of T): its multiples are computed once (mqs_vec_multiples). */
    for (j = 0; j < MQS_V; j++) {
        /* g[l] = F2[j][l] + sum_{k >= j} T[k][l] P1(j, k) */
        memcpy(g, f2 + (size_t)j * MQS_O * MQS_O, sizeof g);
        for (k = j; k < MQS_V; k++) {
            mqs_vec_multiples(mult, pk_term(pk, j, k), MQS_O);
            for (l = 0; l < MQS_O; l++) {
                mqs_madd_vec(g + l * MQS_O, mult, t[l * MQS_V + k], MQS_O);
            }
        }
        /* P3(min(i,l), max(i,l)) += T[j][i] g[l] */
        for (l = 0; l < MQS_O; l++) {
            mqs_vec_multiples(mult, g + l * MQS_O, MQS_O);
            for (i = 0; i < MQS_O; i++) {
                uint8_t *d =
                    i <= l ? pk_term(pk, MQS_V + i, MQS_V + l) : pk_term(pk, MQS_V + l, MQS_V + i);
                mqs_madd_vec(d, mult, t[i * MQS_V + j], MQS_O);
            }
        }
        /* P2 row j = g + sum_{k <= j} T[k][l] P1(k, j): with k = j the
           diagonal term of F1 T comes back and cancels */
        memcpy(pk_term(pk, j, MQS_V), g, sizeof g);
        for (k = 0; k <= j; k++) {
            mqs_vec_multiples(mult, pk_term(pk, k, j), MQS_O);
            for (l = 0; l < MQS_O; l++) {
                mqs_madd_vec(pk_term(pk, j, MQS_V + l), mult, t[l * MQS_V + k], MQS_O);
            }
        }
    }
    kpqc_zeroize(g, sizeof g);
    kpqc_zeroize(mult, sizeof mult);
#if MQS_RR
    mqs_hash_expand(pk + MQS_PK_PH, MQS_HASH, pk, MQS_PK_BODY, NULL, 0, NULL, 0);
    memcpy(sk + MQS_SK_PH, pk + MQS_PK_PH, MQS_HASH);
#endif
    /* the public key is public */
    KPQC_CT_PUBLIC(pk, MQS_PK_BYTES);
    return 0;
}
