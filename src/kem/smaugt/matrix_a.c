/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ExpandA: the public matrix A, one entry at a time.
 *
 * A_ij is read from SHAKE128(seed_A || i || j) as 256 coefficients of
 * log_q bits in the packing order of pack.c. Callers generate the entries
 * they need when they need them, so no operation holds the whole matrix
 * (K^2 * 512 bytes) on the stack. */
#include "fips202.h"
#include "smaugt.h"

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
