/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign round-1 key generation, streamed into the caller's buffers.
 *
 * The secret key is the seed and what the seed's DRBG yields, in the
 * round-1 code's six draws: T, t, Fq1, Fq2, Fl, Fc (params.h). The public
 * map is P = F o S, with S(x) = A x + t, A = [[I, T], [0, I]]. Writing the
 * quadratic part of F as the upper-triangular Q = [[F1, F2], [0, 0]] per
 * equation (F1 from Fq1, F2 from Fq2, both sparse) and B = F1 + F1^T:
 *   P1 = F1,  P2 = B T + F2,  P3 = upper(T^T (F1 T + F2)),
 *   linear = A^T (Fl + (Q + Q^T) t),  constant = Fc + Fl t + F_quad(t).
 * F1 has at most two non-zero entries per row and equation (the positions
 * depend on the equation only, never on secrets), so B T costs v*o*o
 * products; the one dense product is T^T G with G = F1 T + F2, built row
 * by row on the stack (o*o bytes) and added into P3 in place. */
#include <string.h>

#include "../gf256.h"
#include "ct.h"
#include "ctgrind.h"
#include "mqsign1.h"

static uint8_t *pk_term(uint8_t *pk, unsigned i, unsigned j)
{
    return pk + (size_t)MQS_O * MQS_IDX((size_t)i, (size_t)j, (size_t)MQS_N);
}

/* y = c * x (n bytes) */
static void scale(uint8_t *y, const uint8_t *x, uint8_t c, size_t n)
{
    memset(y, 0, n);
    mqs_madd(y, x, c, n);
}

int mqs1_keygen(uint8_t *pk, uint8_t *sk, const uint8_t *seed)
{
    kpqc_drbg prng;
    uint8_t g[MQS_O * MQS_O], tt[MQS_V][MQS_O], r1[MQS_O], r2[MQS_O];
    uint64_t mult[8 * MQS_WORDS(MQS_O)];
    const uint8_t *t = sk + MQS_SK_T, *tc = sk + MQS_SK_TC, *fq1 = sk + MQS_SK_FQ1;
    const uint8_t *fq2 = sk + MQS_SK_FQ2, *fl = sk + MQS_SK_FL;
    uint8_t *lin = pk + MQS_PK_LIN, *cst = pk + MQS_PK_CONST;
    unsigned i, j, e, l;

    memcpy(sk, seed, MQS_SEED);
    mqs1_prng_init(&prng, seed, MQS_SEED);
    kpqc_drbg_generate(&prng, sk + MQS_SK_T, (size_t)MQS_V * MQS_O);
    kpqc_drbg_generate(&prng, sk + MQS_SK_TC, MQS_N);
    kpqc_drbg_generate(&prng, sk + MQS_SK_FQ1, (size_t)MQS_V * MQS_O);
    kpqc_drbg_generate(&prng, sk + MQS_SK_FQ2, (size_t)MQS_V * MQS_O);
    kpqc_drbg_generate(&prng, sk + MQS_SK_FL, (size_t)MQS_N * MQS_O);
    kpqc_drbg_generate(&prng, sk + MQS_SK_FC, MQS_O);
    kpqc_drbg_wipe(&prng);
    sk[MQS_SK_BYTES - 1] = 0;

    /* rows of T: tt[k][l] = T[k][l] */
    for (j = 0; j < MQS_V; j++) {
        for (l = 0; l < MQS_O; l++) {
            tt[j][l] = t[(size_t)l * MQS_V + j];
        }
    }

    memset(pk, 0, MQS_PK_BYTES);
    /* P1: term i of equation e sits on x_i x_{(i + e + 1) mod v}; when
       2(e + 1) = v two terms share a monomial and add up */
    for (i = 0; i < MQS_V; i++) {
        for (e = 0; e < MQS_O; e++) {
            unsigned k = (i + e + 1) % MQS_V;
            pk_term(pk, i < k ? i : k, i < k ? k : i)[e] ^= fq1[i * MQS_O + e];
        }
    }

    for (j = 0; j < MQS_V; j++) {
        uint8_t *p2 = pk_term(pk, j, MQS_V); /* row j, oil columns, in a row */
        memset(g, 0, sizeof g);
        for (e = 0; e < MQS_O; e++) {
            /* row j of B in equation e: B[j][k1] = Fq1[j][e], B[j][k2] = Fq1[k2][e] */
            unsigned k1 = (j + e + 1) % MQS_V, k2 = (j + MQS_V - e - 1) % MQS_V;
            unsigned c = (j + e) % MQS_O;
            uint8_t f2 = fq2[j * MQS_O + e];
            scale(r1, tt[k1], fq1[j * MQS_O + e], MQS_O);
            scale(r2, tt[k2], fq1[k2 * MQS_O + e], MQS_O);
            for (l = 0; l < MQS_O; l++) {
                /* G holds the upper part of B only (k > j); P2 all of it */
                uint8_t up = (uint8_t)((k1 > j ? r1[l] : 0) ^ (k2 > j ? r2[l] : 0));
                g[l * MQS_O + e] ^= up;
                p2[l * MQS_O + e] ^= (uint8_t)(r1[l] ^ r2[l]);
            }
            g[c * MQS_O + e] ^= f2;
            p2[c * MQS_O + e] ^= f2;
        }
        /* P3(min(i,l), max(i,l)) += T[j][i] G[j][l] */
        for (l = 0; l < MQS_O; l++) {
            mqs_vec_multiples(mult, g + l * MQS_O, MQS_O);
            for (i = 0; i < MQS_O; i++) {
                uint8_t *d =
                    i <= l ? pk_term(pk, MQS_V + i, MQS_V + l) : pk_term(pk, MQS_V + l, MQS_V + i);
                mqs_madd_vec(d, mult, tt[j][i], MQS_O);
            }
        }
    }

    /* linear, vinegar part: Fl_v + B t_v + F2 t_o */
    memcpy(lin, fl, (size_t)MQS_N * MQS_O);
    for (j = 0; j < MQS_V; j++) {
        for (e = 0; e < MQS_O; e++) {
            unsigned k1 = (j + e + 1) % MQS_V, k2 = (j + MQS_V - e - 1) % MQS_V;
            lin[j * MQS_O + e] ^=
                (uint8_t)(mqs_mul(fq1[j * MQS_O + e], tc[k1]) ^
                          mqs_mul(fq1[k2 * MQS_O + e], tc[k2]) ^
                          mqs_mul(fq2[j * MQS_O + e], tc[MQS_V + (j + e) % MQS_O]));
        }
    }
    /* linear, oil part: Fl_o + F2^T t_v + T^T (vinegar part) */
    for (j = 0; j < MQS_V; j++) {
        for (e = 0; e < MQS_O; e++) {
            lin[(MQS_V + (j + e) % MQS_O) * MQS_O + e] ^= mqs_mul(fq2[j * MQS_O + e], tc[j]);
        }
        mqs_vec_multiples(mult, lin + j * MQS_O, MQS_O);
        for (l = 0; l < MQS_O; l++) {
            mqs_madd_vec(lin + (MQS_V + l) * MQS_O, mult, tt[j][l], MQS_O);
        }
    }
    /* constant: Fc + Fl t + F1(t_v) + F2(t_v, t_o) */
    memcpy(cst, sk + MQS_SK_FC, MQS_O);
    for (j = 0; j < MQS_N; j++) {
        mqs_madd(cst, fl + j * MQS_O, tc[j], MQS_O);
    }
    for (i = 0; i < MQS_V; i++) {
        for (e = 0; e < MQS_O; e++) {
            cst[e] ^= mqs_mul(mqs_mul(fq1[i * MQS_O + e], tc[i]), tc[(i + e + 1) % MQS_V]);
            cst[e] ^= mqs_mul(mqs_mul(fq2[i * MQS_O + e], tc[i]), tc[MQS_V + (i + e) % MQS_O]);
        }
    }

    kpqc_zeroize(g, sizeof g);
    kpqc_zeroize(tt, sizeof tt);
    kpqc_zeroize(r1, sizeof r1);
    kpqc_zeroize(r2, sizeof r2);
    kpqc_zeroize(mult, sizeof mult);
    /* the public key is public */
    KPQC_CT_PUBLIC(pk, MQS_PK_BYTES);
    return 0;
}
