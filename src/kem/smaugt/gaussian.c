/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* dGaussian: the error polynomial e of the public key.
 *
 * Each coefficient is drawn from ten random bits x0..x9: the magnitude is
 * a cumulative-table lookup on the 9-bit integer v = x0 + 2 x1 + ... + 2^8 x8,
 *     |e| = [v >= 191] + [v >= 438] + [v >= 505]    (out of 512),
 * so P(0) = 191/512, P(1) = 247/512, P(2) = 67/512, P(3) = 7/512, and x9
 * is the sign (1: negative). The thresholds are the specification's table.
 *
 * Bits of e_i come from SHAKE256(seed || K i), 320 bytes: ten bytes per group of
 * eight coefficients, byte w of a group holding bit x_w of those eight
 * coefficients (coefficient 8g + b in bit b). The comparisons are evaluated
 * bit-sliced on 64 coefficients at once, so no branch or index depends on
 * the bits. */
#include "ct.h"
#include "fips202.h"
#include "fips202x4.h"
#include "smaugt.h"
#include "native/api.h"

#define DG_BITS 10
_Static_assert(SMAUGT_DG_BYTES == DG_BITS * SMAUGT_N / 8, "320 bytes");

/* Bit-sliced v >= T for a constant T, least significant bit first:
 * with ge the answer for the low k bits, bit k of T decides
 *   T_k = 1: ge = x_k & ge      T_k = 0: ge = x_k | ge. */
static uint64_t ge_const(const uint64_t x[9], unsigned threshold)
{
    uint64_t ge = ~UINT64_C(0); /* empty prefix: equal, so >= */
    unsigned k;
    for (k = 0; k < 9; k++) {
        if ((threshold >> k) & 1) { /* public constant */
            ge &= x[k];
        } else {
            ge |= x[k];
        }
    }
    return ge;
}

/* Bits k = 0..3 of n, each moved to bit 16 k: the four shifted copies
   n << 15 k of the product do not overlap, so nothing carries. */
static uint64_t spread4(uint64_t n)
{
    return ((n & 0xF) * UINT64_C(0x0000200040008001)) & UINT64_C(0x0001000100010001);
}

void smaugt_gaussian_bits_c(smaugt_poly *e, const uint8_t buf[SMAUGT_DG_BYTES])
{
    unsigned blk, k, w;
    for (blk = 0; blk < SMAUGT_N / 64; blk++) {
        const uint8_t *b = buf + blk * 8 * DG_BITS;
        uint64_t x[DG_BITS], ge1, ge2, ge3, mag0, mag1, neg;
        /* Lane 8g + t of x[w] is bit t of byte w of group g. */
        for (w = 0; w < DG_BITS; w++) {
            uint64_t v = 0;
            for (k = 0; k < 8; k++) {
                v |= (uint64_t)b[DG_BITS * k + w] << (8 * k);
            }
            x[w] = v;
        }
        ge1 = ge_const(x, 191);
        ge2 = ge_const(x, 438);
        ge3 = ge_const(x, 505);
        /* |e| in {0,1,2,3}: bit 1 is ge2; bit 0 is set for 1 and 3. The
           sign applies to nonzero values only. */
        mag1 = ge2;
        mag0 = (ge1 & ~ge2) | ge3;
        neg = x[9] & (mag0 | mag1);
        /* four coefficients at a time, one per 16-bit lane: |e| in 1..3
           negated as (|e| ^ 0xFFFF) + 1, which stays below 2^16 */
        for (k = 0; k < 64; k += 4) {
            const uint64_t ng = spread4(neg >> k);
            const uint64_t v =
                ((spread4(mag0 >> k) | (spread4(mag1 >> k) << 1)) ^ (ng * 0xFFFF)) + ng;
            for (w = 0; w < 4; w++) {
                e->c[64 * blk + k + w] = (uint16_t)(v >> (16 * w));
            }
        }
        kpqc_zeroize(x, sizeof x);
    }
}

void smaugt_gaussian_bits(smaugt_poly *e, const uint8_t buf[SMAUGT_DG_BYTES])
{
#if defined(SMAUGT_NATIVE_GAUSSIAN_BITS)
    if (smaugt_native_gaussian_bits(e, buf) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_gaussian_bits_c(e, buf);
}

void smaugt_expand_e(smaugt_poly e[SMAUGT_K], const uint8_t seed[SMAUGT_SEED_BYTES])
{
    uint8_t in[4][SMAUGT_SEED_BYTES + 1];
    uint8_t buf[4][SMAUGT_DG_BYTES];
    unsigned i, k;

    for (i = 0; i < 4; i++) {
        const unsigned poly = i < SMAUGT_K ? i : SMAUGT_K - 1;
        for (k = 0; k < SMAUGT_SEED_BYTES; k++) {
            in[i][k] = seed[k];
        }
        in[i][SMAUGT_SEED_BYTES] = (uint8_t)(SMAUGT_K * poly);
    }
    /* K <= 4 streams: one 4-way pass where the 4-way permutation is native
       (spare lanes repeat the last input), else K single passes */
    if (kpqc_keccakx4_native()) {
        kpqc_shake256x4(buf[0], buf[1], buf[2], buf[3], SMAUGT_DG_BYTES, in[0], in[1], in[2], in[3],
                        sizeof in[0]);
    } else {
        for (i = 0; i < SMAUGT_K; i++) {
            kpqc_shake256(buf[i], SMAUGT_DG_BYTES, in[i], sizeof in[i]);
        }
    }
    for (i = 0; i < SMAUGT_K; i++) {
        smaugt_gaussian_bits(&e[i], buf[i]);
    }
    kpqc_zeroize(in, sizeof in);
    kpqc_zeroize(buf, sizeof buf);
}
