/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Peregrine key generation (in progress): the sampler of f and g.
 *
 * The key-generation stream is SHAKE256 of the 48-byte seed. f and g are
 * drawn one after the other from it, each coefficient a centred binomial
 * with eta = 13; a polynomial whose coefficients sum to an even number is
 * drawn again (NTRUSolve needs odd resultants, and Res(f, x^n + 1) has
 * the parity of f(1)). The remaining steps - h = g / f, NTRUSolve for
 * (F, G) - follow. */
#include "ctgrind.h"
#include "peregrine.h"

#define N PEREGRINE_N

/* bits 0, 13, 26 and 39: one per 13-bit group */
#define GROUP_BITS (((uint64_t)1 << 39) | ((uint64_t)1 << 26) | ((uint64_t)1 << 13) | 1u)

void peregrine_sample_fg(int8_t x[N], kpqc_keccak_ctx *rng)
{
    uint8_t w[8];
    for (;;) {
        unsigned i, j;
        uint32_t parity = 0;
        for (i = 0; i < N / 2; i++) {
            uint64_t r = 0, d = 0;
            kpqc_keccak_squeeze(rng, w, sizeof w);
            for (j = 0; j < 8; j++) {
                r |= (uint64_t)w[j] << (8 * j); /* little-endian, as on the reference's host */
            }
            for (j = 0; j < 13; j++) {
                d += (r >> j) & GROUP_BITS; /* each group's count of ones, 4 bits */
            }
            x[2 * i] = (int8_t)((int32_t)(d & 15u) - (int32_t)((d >> 13) & 15u));
            x[2 * i + 1] = (int8_t)((int32_t)((d >> 26) & 15u) - (int32_t)((d >> 39) & 15u));
            parity ^= (uint32_t)(x[2 * i] + x[2 * i + 1]) & 1u;
        }
        /* the parity of a polynomial that is then discarded, or kept: it is
           always odd in a key, so it reveals nothing */
        KPQC_CT_PUBLIC(&parity, sizeof parity);
        if (parity != 0) {
            return;
        }
    }
}
