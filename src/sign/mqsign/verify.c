/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign verification: P(w) == H(m || salt [|| H(pk)]) cut to o bytes.
 * Strict key decoding: key generation leaves the linear and constant
 * terms and the last byte zero, so a public key with anything else there
 * is refused (KPQC_ERR_DECODE) instead of evaluated. */
#include <string.h>

#include "gf256.h"
#include "kpqc.h"
#include "mqsign.h"

#define verify KPQC_NS(mqs_verify)
int verify(const uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *pk);

/* P(w) = sum over i <= j of (w_i w_j) P_ij, every value public: the
 * signature, the key and the result. Instead of a scalar product per term,
 * each term P_ij is XORed into the bucket of its scalar s = w_i w_j, and
 * the buckets are multiplied once at the end: with C_k the XOR of the
 * buckets whose scalar has bit k (the basis element e_k), P(w) is the sum
 * of e_k C_k. Indexing the buckets by a public scalar is allowed here (and
 * only here: signing handles secrets). Each bucket holds MQS_W 64-bit
 * words, o bytes and padding; a term is read as MQS_W words, which for
 * o = 46 reads two bytes of the next term (or of the linear part after
 * the last one) into the padding, never used. */
#define MQS_W ((MQS_O + 7) / 8)
_Static_assert(MQS_PK_QUAD - MQS_O + 8 * MQS_W <= MQS_PK_BYTES, "term reads stay within pk");

int verify(const uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *pk)
{
    uint8_t r[8 * MQS_W], y[MQS_O], prod[MQS_N], z = 0;
    uint64_t bucket[256][MQS_W], c[8][MQS_W], wi[8];
    const uint8_t *term = pk;
    size_t n;
    unsigned i, j, k, w;

    for (n = MQS_PK_QUAD; n < MQS_PK_BODY; n++) {
        z |= pk[n];
    }
    z |= pk[MQS_PK_BYTES - 1];
    if (z != 0) {
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
            uint64_t *b = bucket[prod[j]];
            for (w = 0; w < MQS_W; w++) {
                b[w] ^= kpqc_load64_le(term + 8 * w);
            }
            term += MQS_O;
        }
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
    /* P(w) = sum of e_k C_k, e_k = 1, x, y, xy, z, xz, yz, xyz:
       (C0 + x C1 + y (C2 + x C3)) + z (C4 + x C5 + y (C6 + x C7)) */
    for (w = 0; w < MQS_W; w++) {
        uint64_t lo = c[0][w] ^ mqs_mulx(c[1][w]) ^ mqs_muly(c[2][w] ^ mqs_mulx(c[3][w]));
        uint64_t hi = c[4][w] ^ mqs_mulx(c[5][w]) ^ mqs_muly(c[6][w] ^ mqs_mulx(c[7][w]));
        kpqc_store64_le(r + 8 * w, lo ^ mqs_mulz(hi));
    }
    mqs_hash_expand(y, MQS_O, m, mlen, sig + MQS_N, MQS_SALT, pk + MQS_PK_PH, MQS_PH_BYTES);
    z = 0;
    for (i = 0; i < MQS_O; i++) {
        z |= (uint8_t)(r[i] ^ y[i]);
    }
    return z == 0 ? 0 : KPQC_ERR_VERIFY;
}
