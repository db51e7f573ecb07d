/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ExpandA: the public matrix A, a few entries at a time.
 *
 * A_ij is read from SHAKE128(seed_A || i || j) as 256 coefficients of
 * log_q bits in the packing order of pack.c. A product with A (or its
 * transpose) consumes the entries row by row of its result, and asks for
 * them in that order: up to four at once, which the 4-way SHAKE computes
 * in one pass where its permutation is native. No operation holds the
 * whole matrix (K^2 * 512 bytes) on the stack. The product evaluates the
 * vector once and accumulates each row in the Toom-Cook domain
 * (polymul.c). */
#include "ct.h"
#include "fips202.h"
#include "fips202x4.h"
#include "smaugt.h"
#include "native/api.h"

#define ENTRIES (SMAUGT_K * SMAUGT_K)

/* seed_A || i || j for entry n of the consumption order */
static void entry_input(uint8_t in[SMAUGT_SEED_BYTES + 2], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                        int transpose, unsigned n)
{
    const unsigned row = n / SMAUGT_K, col = n % SMAUGT_K; /* public indices */
    unsigned k;
    for (k = 0; k < SMAUGT_SEED_BYTES; k++) {
        in[k] = seed_a[k];
    }
    in[SMAUGT_SEED_BYTES] = (uint8_t)(transpose ? col : row);
    in[SMAUGT_SEED_BYTES + 1] = (uint8_t)(transpose ? row : col);
}

unsigned smaugt_matrix_entries(uint8_t out[4][SMAUGT_POLYQ_BYTES],
                               const uint8_t seed_a[SMAUGT_SEED_BYTES], int transpose, unsigned n)
{
    uint8_t in[4][SMAUGT_SEED_BYTES + 2];
    const unsigned left = ENTRIES - n;
    unsigned count, m;

    /* Four streams cost about 1.5 single ones with the native 4-way
       permutation and four without it: batch (padding with copies of the
       last entry) only in the first case, and never for a lone entry. */
    if (left < 2 || !kpqc_keccakx4_native()) {
        entry_input(in[0], seed_a, transpose, n);
        kpqc_shake128(out[0], SMAUGT_POLYQ_BYTES, in[0], sizeof in[0]);
        return 1;
    }
    count = left < 4 ? left : 4;
    for (m = 0; m < 4; m++) {
        entry_input(in[m], seed_a, transpose, n + (m < count ? m : count - 1));
    }
    kpqc_shake128x4(out[0], out[1], out[2], out[3], SMAUGT_POLYQ_BYTES, in[0], in[1], in[2], in[3],
                    sizeof in[0]);
    return count;
}

void smaugt_matrix_times_c(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                           int transpose, const smaugt_poly x[SMAUGT_K])
{
    smaugt_toom_eval x_ev[SMAUGT_K], a_ev;
    smaugt_toom_acc acc;
    smaugt_poly a;
    uint8_t buf[4][SMAUGT_POLYQ_BYTES];
    unsigned n, m, got;
    /* every x_j is read before t (which may be x) is written */
    for (n = 0; n < SMAUGT_K; n++) {
        smaugt_toom_evaluate(&x_ev[n], &x[n]);
    }
    for (n = 0; n < ENTRIES; n += got) {
        got = smaugt_matrix_entries(buf, seed_a, transpose, n);
        for (m = n; m < n + got; m++) {
            const unsigned row = m / SMAUGT_K, col = m % SMAUGT_K;
            if (col == 0) {
                smaugt_toom_acc_zero(&acc);
            }
            smaugt_unpack_q(&a, buf[m - n]);
            smaugt_toom_evaluate(&a_ev, &a);
            smaugt_toom_mul_acc(&acc, &a_ev, &x_ev[col]);
            if (col == SMAUGT_K - 1) {
                smaugt_toom_interpolate(&t[row], &acc);
            }
        }
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
