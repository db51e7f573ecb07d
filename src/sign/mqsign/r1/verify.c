/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign round-1 verification: P(w) == H(SHA-512(m) || salt) cut to o
 * bytes, with P(w) = sum over i <= j of w_i w_j P_ij + sum_k w_k L_k + C.
 * Strict key decoding: the trailing byte is always zero in a generated
 * key, so a public key with anything else there is refused
 * (KPQC_ERR_DECODE) instead of evaluated.
 *
 * Everything here is public (signature, key, result), so the terms are
 * summed by scalar: each o-byte term is XORed into the bucket of its
 * scalar (w_i w_j, w_k, or 1 for the constant), and the 256 buckets are
 * multiplied out once at the end: with C_k the XOR of the buckets whose
 * scalar has bit k, P(w) = sum of e_k C_k over the basis e_k. */
#include <string.h>

#include "../gf256.h"
#include "kpqc.h"
#include "mqsign1.h"

/* A term is read as MQS_W 64-bit words: for o = 46 that reads two bytes of
   the next term into the bucket's padding lanes (never used). The
   quadratic and linear terms always have a next term; the constant, the
   last, is read to its end only. */
#define MQS_W ((MQS_O + 7) / 8)
_Static_assert(MQS_PK_CONST - MQS_O + 8 * MQS_W <= MQS_PK_BYTES, "term reads stay within pk");

static void add_term(uint64_t *b, const uint8_t *term)
{
    unsigned w;
    for (w = 0; w < MQS_W; w++) {
        b[w] ^= kpqc_load64_le(term + 8 * w);
    }
}

int mqs1_verify(const uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *pk)
{
    uint8_t r[8 * MQS_W], y[MQS_O], digest[MQS_HASH], prod[MQS_N], z;
    uint64_t bucket[256][MQS_W], c[8][MQS_W], wi[8];
    const uint8_t *term = pk;
    unsigned i, j, k, w;

    if (pk[MQS_PK_BYTES - 1] != 0) {
        return KPQC_ERR_DECODE;
    }
    memset(bucket, 0, sizeof bucket);
    for (i = 0; i < MQS_N; i++) {
        /* the scalars w_i w_j of row i, eight at a time */
        mqs_multiples(wi, sig[i]);
        for (j = i; j < MQS_N; j += 8) {
            size_t take = MQS_N - j < 8 ? MQS_N - j : 8;
            mqs_store(prod + j, mqs_mul_lanes(mqs_load(sig + j, take), wi), take);
        }
        for (j = i; j < MQS_N; j++) {
            add_term(bucket[prod[j]], term);
            term += MQS_O;
        }
    }
    for (i = 0; i < MQS_N; i++) {
        add_term(bucket[sig[i]], term);
        term += MQS_O;
    }
    for (w = 0; w < MQS_W; w++) {
        size_t take = MQS_O - 8 * w < 8 ? MQS_O - 8 * w : 8;
        bucket[1][w] ^= mqs_load(term + 8 * w, take);
    }
    /* C_k = XOR of the buckets whose scalar has bit k (bucket 0 adds nothing) */
    memset(c, 0, sizeof c);
    for (j = 1; j < 256; j++) {
        for (k = 0; k < 8; k++) {
            uint64_t mask = 0u - (uint64_t)((j >> k) & 1u);
            for (w = 0; w < MQS_W; w++) {
                c[k][w] ^= bucket[j][w] & mask;
            }
        }
    }
    /* sum of e_k C_k, e_k = 1, x, y, xy, z, xz, yz, xyz (gf256.h):
       (C0 + x C1 + y (C2 + x C3)) + z (C4 + x C5 + y (C6 + x C7)) */
    for (w = 0; w < MQS_W; w++) {
        uint64_t lo = c[0][w] ^ mqs_mulx(c[1][w]) ^ mqs_muly(c[2][w] ^ mqs_mulx(c[3][w]));
        uint64_t hi = c[4][w] ^ mqs_mulx(c[5][w]) ^ mqs_muly(c[6][w] ^ mqs_mulx(c[7][w]));
        kpqc_store64_le(r + 8 * w, lo ^ mqs_mulz(hi));
    }
    mqs1_hash(digest, MQS_HASH, m, mlen, NULL, 0);
    mqs1_hash(y, MQS_O, digest, MQS_HASH, sig + MQS_N, MQS_SALT);
    z = 0;
    for (i = 0; i < MQS_O; i++) {
        z |= (uint8_t)(r[i] ^ y[i]);
    }
    return z == 0 ? 0 : KPQC_ERR_VERIFY;
}
