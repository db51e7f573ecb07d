/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ExpandA: the public matrix A, one entry at a time.
 *
 * A_ij is read from SHAKE128(seed_A || i || j) as 256 coefficients of
 * log_q bits in the packing order of pack.c. Callers generate the entries
 * they need when they need them, so no operation holds the whole matrix
 * (K^2 * 512 bytes) on the stack. The product with A (or its transpose)
 * evaluates the vector once and accumulates each row in the Toom-Cook
 * domain (polymul.c). */
#include "ct.h"
#include "fips202.h"
#include "smaugt.h"
#include "native/api.h"

void smaugt_matrix_entry(smaugt_poly *a, const uint8_t seed_a[SMAUGT_SEED_BYTES], unsigned i,
                         unsigned j)
{
    uint8_t in[SMAUGT_SEED_BYTES + 2];
    uint8_t buf[SMAUGT_POLYQ_BYTES];
    unsigned k;

    for (k = 0; k < SMAUGT_SEED_BYTES; k++) {
        in[k] = seed_a[k];
    }
    in[SMAUGT_SEED_BYTES] = (uint8_t)i;
    in[SMAUGT_SEED_BYTES + 1] = (uint8_t)j;
    kpqc_shake128(buf, sizeof buf, in, sizeof in);
    smaugt_unpack_q(a, buf);
}

void smaugt_matrix_times_c(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                           int transpose, const smaugt_poly x[SMAUGT_K])
{
    smaugt_toom_eval x_ev[SMAUGT_K], a_ev;
    smaugt_toom_acc acc;
    smaugt_poly a;
    unsigned i, j;
    /* every x_j is read before t (which may be x) is written */
    for (j = 0; j < SMAUGT_K; j++) {
        smaugt_toom_evaluate(&x_ev[j], &x[j]);
    }
    for (i = 0; i < SMAUGT_K; i++) {
        smaugt_toom_acc_zero(&acc);
        for (j = 0; j < SMAUGT_K; j++) {
            if (transpose) {
                smaugt_matrix_entry(&a, seed_a, j, i);
            } else {
                smaugt_matrix_entry(&a, seed_a, i, j);
            }
            smaugt_toom_evaluate(&a_ev, &a);
            smaugt_toom_mul_acc(&acc, &a_ev, &x_ev[j]);
        }
        smaugt_toom_interpolate(&t[i], &acc);
    }
    kpqc_zeroize(x_ev, sizeof x_ev);
    kpqc_zeroize(&acc, sizeof acc);
}

void smaugt_matrix_times(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                         int transpose, const smaugt_poly x[SMAUGT_K])
{
#if defined(SMAUGT_NATIVE_MATRIX_TIMES)
    if (smaugt_native_matrix_times(t, seed_a, transpose, x) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_matrix_times_c(t, seed_a, transpose, x);
}
