/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE secret polynomials: coefficients uniform in {-1, 0, 1}.
 *
 * The stream is SHAKE256(sigma || le16(nonce)). Each byte below 243 = 3^5
 * is accepted and gives five coefficients, its base-3 digits from the least
 * significant (digit 0, 1, 2 -> 0, 1, -1); bytes 243..255 are skipped. The
 * first 52 accepted bytes give 260 digits of which the first 256 are used.
 *
 * Timing. Whether a byte is accepted is declassified, byte by byte, and
 * steers a branch and the write position: the pattern of rejected bytes
 * (values 243..255, thrown away) is independent of the accepted bytes,
 * which are uniform on [0, 243) whatever the pattern, so it carries no
 * information about the coefficients. The digits themselves are computed
 * without branches or divisions. (A fully oblivious compaction of the
 * block, tried first, cost 30 000 instructions per polynomial for no
 * security gain.) */
#include <string.h>

#include "haetae.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"
#include "fips202x4.h"
#include "native/api.h"

#define ETA_DIGITS 5                                          /* 3^5 = 243 */
#define ETA_BYTES  ((HAETAE_N + ETA_DIGITS - 1) / ETA_DIGITS) /* 52 */
_Static_assert(ETA_BYTES == HAETAE_ETA_BYTES, "haetae.h");

/* Append the accepted bytes of buf to slot[0..52); returns the new fill. */
unsigned haetae_secret_collect(uint8_t slot[ETA_BYTES], unsigned filled, const uint8_t *buf,
                               size_t len)
{
    size_t i;
    for (i = 0; i < len && filled < ETA_BYTES; i++) {
        uint32_t accept = ((uint32_t)buf[i] - 243u) >> 31; /* 1 iff buf[i] < 243 */
        KPQC_CT_PUBLIC(&accept, sizeof accept);            /* see the header comment */
        if (accept) {
            slot[filled++] = buf[i];
        }
    }
    return filled;
}

void haetae_secret_digits(haetae_poly *s, const uint8_t slot[ETA_BYTES])
{
    unsigned k, d, n = 0;

    /* digits: t mod 3, then t = floor(t / 3) = (171 t) >> 9 for t < 256 */
    for (k = 0; k < ETA_BYTES; k++) {
        uint32_t v = slot[k];
        for (d = 0; d < ETA_DIGITS && n < HAETAE_N; d++, n++) {
            uint32_t q3 = (v * 171u) >> 9;
            int32_t digit = (int32_t)(v - 3u * q3); /* 0, 1, 2 */
            s->c[n] = digit - 3 * (digit >> 1);     /* 0, 1, -1 */
            v = q3;
        }
    }
}

void haetae_secret_entry(haetae_poly *s, const uint8_t sigma[HAETAE_CRHBYTES], uint16_t nonce)
{
    uint8_t buf[KPQC_SHAKE256_RATE];
    uint8_t slot[ETA_BYTES] = {0};
    uint8_t t[2];
    kpqc_keccak_ctx xof;
    unsigned filled = 0;

    t[0] = (uint8_t)(nonce & 0xFF);
    t[1] = (uint8_t)(nonce >> 8);
    kpqc_shake256_init(&xof);
    kpqc_keccak_absorb(&xof, sigma, HAETAE_CRHBYTES);
    kpqc_keccak_absorb(&xof, t, 2);
    kpqc_keccak_finalize(&xof);
    while (filled < ETA_BYTES) { /* one block almost always (p > 1 - 2^-100) */
        kpqc_keccak_squeezeblocks(&xof, buf, 1);
        filled = haetae_secret_collect(slot, filled, buf, sizeof buf);
    }

    haetae_secret_digits(s, slot);
    kpqc_keccak_wipe(&xof);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(slot, sizeof slot);
}

void haetae_secret_entries4_c(haetae_poly *const s[4], const uint8_t sigma[HAETAE_CRHBYTES],
                              uint16_t nonce, unsigned n)
{
    unsigned l;
    for (l = 0; l < n; l++)
        haetae_secret_entry(s[l], sigma, (uint16_t)(nonce + l));
}

/* The same streams side by side through the 4-way SHAKE API (fips202x4.h),
 * for backends whose 4-way permutation is native; each stream's accepted
 * bytes are collected block by block as in haetae_secret_entry, with the
 * same declassification (see the top of this file). */
void haetae_secret_entries4_x4(haetae_poly *const s[4], const uint8_t sigma[HAETAE_CRHBYTES],
                               uint16_t nonce, unsigned n)
{
    kpqc_keccakx4_ctx xof;
    uint8_t block[4][KPQC_SHAKE256_RATE], slot[4][HAETAE_ETA_BYTES];
    unsigned nonces[4], filled[4], l, more;

    memset(slot, 0, sizeof slot);
    for (l = 0; l < 4; l++) {
        nonces[l] = (uint16_t)(nonce + l);
        filled[l] = l < n ? 0 : HAETAE_ETA_BYTES;
    }
    kpqc_shake256x4_init(&xof);
    haetae_xof4_absorb(&xof, sigma, HAETAE_CRHBYTES, nonces, 4);
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

void haetae_secret_entries4(haetae_poly *const s[4], const uint8_t sigma[HAETAE_CRHBYTES],
                            uint16_t nonce, unsigned n)
{
#if defined(HAETAE_NATIVE_SECRET_ENTRIES4)
    if (haetae_native_secret_entries4(s, sigma, nonce, n) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_secret_entries4_c(s, sigma, nonce, n);
}
