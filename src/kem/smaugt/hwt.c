/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ExpandS and HWT: secret polynomials with exactly SMAUGT_HS coefficients
 * in {-1, +1} and the rest 0.
 *
 * HWT(seed || nonce || attempt) reads SHAKE256 of its 34-byte input as
 * 308 little-endian 16-bit words w[0..307], then 32 sign bytes.
 *
 * 1. Bounded uniform integers: for i = 0..255, x_i is uniform in
 *    [0, 256 - i). With m = 256 - i, the product w * m splits into a high
 *    half (the candidate) and a low half; the candidate is uniform once
 *    low halves below 2^16 mod m are rejected (Lemire's method). Rejected
 *    words are replaced by w[256], w[257], ... in order; if those 52
 *    spares run out, the attempt fails and the caller retries with the
 *    next attempt counter.
 * 2. Positions without a data-dependent index: walking i = 0..255 with z
 *    zeros still to place among the 256 - i remaining positions,
 *    coefficient i is zero exactly when x_i < z. This picks a uniformly
 *    random set of 256 - HS zero positions, and every step is arithmetic.
 * 3. Signs: nonzero coefficient i is +1 when bit (i >> 4) & 7 of sign byte
 *    16 * (i >> 7) + (i & 15) is set, else -1.
 *
 * What the running time reveals: only the outcome of each rejection test
 * (low half < 2^16 mod m), which is declassified below. Conditioned on
 * acceptance, the candidate is uniform and independent of those outcomes,
 * so they say nothing about the secret polynomial; the specification's
 * sampler has the same rejection structure. */
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "fips202x4.h"
#include "smaugt.h"
#include "native/api.h"

/* 2^16 mod (256 - i) for i = 0..255, the rejection thresholds (public;
   a table, so that the loop below divides nothing) */
#define TH(i)   (uint16_t)(65536u % (256u - (i)))
#define TH4(i)  TH(i), TH((i) + 1), TH((i) + 2), TH((i) + 3)
#define TH16(i) TH4(i), TH4((i) + 4), TH4((i) + 8), TH4((i) + 12)
#define TH64(i) TH16(i), TH16((i) + 16), TH16((i) + 32), TH16((i) + 48)
const uint16_t smaugt_hwt_threshold[SMAUGT_N] = {TH64(0), TH64(64), TH64(128), TH64(192)};

int smaugt_hwt_redraw(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS], unsigned i,
                      unsigned *next)
{
    const uint32_t m = SMAUGT_N - i;
    uint32_t w, prod, reject;
    do {
        if (*next >= SMAUGT_HWT_WORDS) {
            return -1;
        }
        w = (uint32_t)buf[2 * *next] | ((uint32_t)buf[2 * *next + 1] << 8);
        (*next)++;
        prod = w * m;
        reject = ((prod & 0xFFFFu) - smaugt_hwt_threshold[i]) >> 31;
        /* a rejection test, public as in the loop below */
        KPQC_CT_PUBLIC(&reject, sizeof reject);
    } while (reject);
    x[i] = (uint16_t)(prod >> 16);
    return 0;
}

/* Step 1. Returns 0 on success, -1 when the spare words ran out. */
int smaugt_hwt_bounded_c(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS])
{
    unsigned i, next = SMAUGT_N;

    for (i = 0; i < SMAUGT_N; i++) {
        uint32_t m = SMAUGT_N - i;
        uint32_t threshold = smaugt_hwt_threshold[i];
        uint32_t w = (uint32_t)buf[2 * i] | ((uint32_t)buf[2 * i + 1] << 8);
        uint32_t prod = w * m;
        for (;;) {
            /* 1 when the low half is below the threshold */
            uint32_t reject = ((prod & 0xFFFFu) - threshold) >> 31;
            KPQC_CT_PUBLIC(&reject, sizeof reject);
            if (!reject) {
                break;
            }
            if (next >= SMAUGT_HWT_WORDS) {
                return -1;
            }
            w = (uint32_t)buf[2 * next] | ((uint32_t)buf[2 * next + 1] << 8);
            next++;
            prod = w * m;
        }
        x[i] = (uint16_t)(prod >> 16);
    }
    return 0;
}

int smaugt_hwt_bounded(uint16_t x[SMAUGT_N], const uint8_t buf[2 * SMAUGT_HWT_WORDS])
{
#if defined(SMAUGT_NATIVE_HWT_BOUNDED)
    int ret;
    if (smaugt_native_hwt_bounded(x, buf, &ret) == KPQC_NATIVE_OK) {
        return ret;
    }
#endif
    return smaugt_hwt_bounded_c(x, buf);
}

/* Steps 2 and 3. */
void smaugt_hwt_place_c(smaugt_poly *s, const uint16_t x[SMAUGT_N],
                        const uint8_t sign[SMAUGT_HWT_SIGN_BYTES])
{
    uint32_t zeros = SMAUGT_N - SMAUGT_HS;
    unsigned i;

    for (i = 0; i < SMAUGT_N; i++) {
        uint32_t is_zero = ((uint32_t)x[i] - zeros) >> 31; /* x_i < zeros */
        uint32_t bit = (uint32_t)(sign[16 * (i >> 7) + (i & 15)] >> ((i >> 4) & 7)) & 1;
        zeros -= is_zero;
        /* nonzero: 2 * bit - 1 in {-1, +1}; zero: 0 */
        s->c[i] = (uint16_t)((is_zero - 1) & (2 * bit - 1));
    }
}

void smaugt_hwt_place(smaugt_poly *s, const uint16_t x[SMAUGT_N],
                      const uint8_t sign[SMAUGT_HWT_SIGN_BYTES])
{
#if defined(SMAUGT_NATIVE_HWT_PLACE)
    if (smaugt_native_hwt_place(s, x, sign) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    smaugt_hwt_place_c(s, x, sign);
}

#define HWT_BYTES (2 * SMAUGT_HWT_WORDS + SMAUGT_HWT_SIGN_BYTES)

/* s = HWT(seed || nonce || attempt) for attempt = first, first + 1, ...
   until one succeeds. */
static SMAUGT_NOINLINE void hwt_single(smaugt_poly *s, const uint8_t seed[SMAUGT_SEED_BYTES],
                                       uint8_t nonce, unsigned first)
{
    uint8_t in[SMAUGT_SEED_BYTES + 2];
    uint8_t buf[HWT_BYTES];
    uint16_t x[SMAUGT_N];
    unsigned attempt = first, k;
    int failed;

    for (k = 0; k < SMAUGT_SEED_BYTES; k++) {
        in[k] = seed[k];
    }
    in[SMAUGT_SEED_BYTES] = nonce;
    do {
        in[SMAUGT_SEED_BYTES + 1] = (uint8_t)attempt++;
        kpqc_shake256(buf, sizeof buf, in, sizeof in);
        failed = smaugt_hwt_bounded(x, buf);
    } while (failed);
    smaugt_hwt_place(s, x, buf + 2 * SMAUGT_HWT_WORDS);
    kpqc_zeroize(in, sizeof in);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(x, sizeof x);
}

/* The first attempts of all K polynomials in one 4-way SHAKE pass (K <= 4;
   spare lanes repeat the last input); a polynomial whose first attempt
   fails continues alone from attempt 1. Kept out of the caller so that
   the single path does not carry these buffers. */
static SMAUGT_NOINLINE void expand_s_x4(smaugt_poly s[SMAUGT_K],
                                        const uint8_t seed[SMAUGT_SEED_BYTES])
{
    uint8_t in[4][SMAUGT_SEED_BYTES + 2];
    uint8_t buf[4][HWT_BYTES];
    uint16_t x[SMAUGT_N];
    unsigned i, k;

    for (i = 0; i < 4; i++) {
        const unsigned poly = i < SMAUGT_K ? i : SMAUGT_K - 1;
        for (k = 0; k < SMAUGT_SEED_BYTES; k++) {
            in[i][k] = seed[k];
        }
        in[i][SMAUGT_SEED_BYTES] = (uint8_t)(SMAUGT_K * poly);
        in[i][SMAUGT_SEED_BYTES + 1] = 0;
    }
    kpqc_shake256x4(buf[0], buf[1], buf[2], buf[3], HWT_BYTES, in[0], in[1], in[2], in[3],
                    sizeof in[0]);
    for (i = 0; i < SMAUGT_K; i++) {
        if (smaugt_hwt_bounded(x, buf[i]) == 0) {
            smaugt_hwt_place(&s[i], x, buf[i] + 2 * SMAUGT_HWT_WORDS);
        } else {
            hwt_single(&s[i], seed, (uint8_t)(SMAUGT_K * i), 1);
        }
    }
    kpqc_zeroize(in, sizeof in);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(x, sizeof x);
}

void smaugt_expand_s(smaugt_poly s[SMAUGT_K], const uint8_t seed[SMAUGT_SEED_BYTES])
{
    unsigned i;

    /* K <= 4 streams: one 4-way pass where the 4-way permutation is native
       (for K < 4 it still beats K single passes); otherwise single passes,
       which four portable permutations would not beat */
    if (kpqc_keccakx4_native()) {
        expand_s_x4(s, seed);
        return;
    }
    for (i = 0; i < SMAUGT_K; i++) {
        hwt_single(&s[i], seed, (uint8_t)(SMAUGT_K * i), 0);
    }
}
