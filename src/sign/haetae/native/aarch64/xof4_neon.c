/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE's expansions of up to four seeds at once through the 4-way SHAKE
 * API (fips202x4.h), whose permutation is native on AArch64 (two 2-way NEON
 * permutations, with the SHA-3 instructions where the core has them). Each
 * stream is squeezed block by block and consumed exactly as its portable
 * single-stream expansion consumes it, so the outputs are the same.
 *
 * Fewer than three streams run as single-stream calls: under qemu-aarch64
 * one 4-way permutation costs about 2 single ones with the SHA-3
 * instructions and about 2.6 portable ones without, so batching one or two
 * streams would only add work. */
#include <string.h>

#include "neon.h"
#include "ct.h"
#include "fips202.h"
#include "fips202x4.h"

void haetae_poly_uniform4_neon(haetae_poly *const a[4], const uint8_t rho[HAETAE_SEEDBYTES],
                               const unsigned nonce[4], unsigned n)
{
    kpqc_keccakx4_ctx xof;
    uint8_t t[4][2], block[4][KPQC_SHAKE128_RATE];
    unsigned ctr[4], l, more;

    if (n < 3) {
        haetae_poly_uniform4_c(a, rho, nonce, n);
        return;
    }
    for (l = 0; l < 4; l++) {
        const unsigned nl = nonce[l < n ? l : 0];
        t[l][0] = (uint8_t)(nl & 0xFF);
        t[l][1] = (uint8_t)((nl >> 8) & 0xFF);
        ctr[l] = l < n ? 0 : HAETAE_N; /* an unused lane is never read */
    }
    kpqc_shake128x4_init(&xof);
    kpqc_keccakx4_absorb(&xof, rho, rho, rho, rho, HAETAE_SEEDBYTES);
    kpqc_keccakx4_absorb(&xof, t[0], t[1], t[2], t[3], 2);
    kpqc_keccakx4_finalize(&xof);
    do {
        kpqc_keccakx4_squeezeblocks(&xof, block[0], block[1], block[2], block[3], 1);
        more = 0;
        for (l = 0; l < 4; l++) {
            if (ctr[l] < HAETAE_N) {
                ctr[l] += haetae_rej_uniform(a[l]->c + ctr[l], HAETAE_N - ctr[l], block[l],
                                             KPQC_SHAKE128_RATE);
                more |= ctr[l] < HAETAE_N;
            }
        }
    } while (more);
}

/* The secret polynomials: SHAKE256(sigma || le16(nonce + l)), the accepted
 * bytes of each stream collected block by block as haetae_secret_entry
 * (secret.c) does. */
void haetae_secret_entries4_neon(haetae_poly *const s[4], const uint8_t sigma[HAETAE_CRHBYTES],
                                 uint16_t nonce, unsigned n)
{
    kpqc_keccakx4_ctx xof;
    uint8_t t[4][2], block[4][KPQC_SHAKE256_RATE], slot[4][HAETAE_ETA_BYTES];
    unsigned filled[4], l, more;

    if (n < 3) {
        haetae_secret_entries4_c(s, sigma, nonce, n);
        return;
    }
    memset(slot, 0, sizeof slot);
    for (l = 0; l < 4; l++) {
        const uint16_t nl = (uint16_t)(nonce + l);
        t[l][0] = (uint8_t)(nl & 0xFF);
        t[l][1] = (uint8_t)(nl >> 8);
        filled[l] = l < n ? 0 : HAETAE_ETA_BYTES;
    }
    kpqc_shake256x4_init(&xof);
    kpqc_keccakx4_absorb(&xof, sigma, sigma, sigma, sigma, HAETAE_CRHBYTES);
    kpqc_keccakx4_absorb(&xof, t[0], t[1], t[2], t[3], 2);
    kpqc_keccakx4_finalize(&xof);
    do {
        kpqc_keccakx4_squeezeblocks(&xof, block[0], block[1], block[2], block[3], 1);
        more = 0;
        for (l = 0; l < 4; l++) {
            if (filled[l] < HAETAE_ETA_BYTES) {
                filled[l] = haetae_secret_collect(slot[l], filled[l], block[l], KPQC_SHAKE256_RATE);
                more |= filled[l] < HAETAE_ETA_BYTES;
            }
        }
    } while (more);
    for (l = 0; l < n; l++)
        haetae_secret_digits(s[l], slot[l]);
    kpqc_keccakx4_wipe(&xof);
    kpqc_zeroize(block, sizeof block);
    kpqc_zeroize(slot, sizeof slot);
}
