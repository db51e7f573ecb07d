/* HAETAE secret polynomials: coefficients uniform in {-1, 0, 1}.
 *
 * The stream is SHAKE256(sigma || le16(nonce)). Each byte below 243 = 3^5
 * is accepted and gives five coefficients, its base-3 digits from the least
 * significant (digit 0, 1, 2 -> 0, 1, -1); bytes 243..255 are skipped. The
 * first 52 accepted bytes give 260 digits of which the first 256 are used.
 *
 * Constant time. The reference branches on every stream byte; here the
 * accepted bytes are compacted by masked moves (compact_first), so neither
 * branches nor addresses depend on the bytes. The one public decision is
 * "has the stream so far brought the number of accepted bytes to 52?" (the
 * first 136-byte block almost always does: a second one is needed with
 * probability below 2^-100). It depends
 * only on which bytes were rejected, and given that pattern the accepted
 * bytes are independent and uniform on [0, 243): the decision carries no
 * information about the coefficients. */
#include "haetae.h"
#include "ct.h"
#include "ctgrind.h"
#include "fips202.h"

#define ETA_DIGITS 5                                      /* 3^5 = 243 */
#define ETA_BYTES ((HAETAE_N + ETA_DIGITS - 1) / ETA_DIGITS)  /* 52 */

/* All-ones if a == b, for a, b < 2^31. */
static uint32_t eq_mask(uint32_t a, uint32_t b)
{
    return 0u - (((a ^ b) - 1u) >> 31);
}

/* Slow path (a second block, probability < 2^-100): route every accepted
 * byte of buf into slot[filled] while filled < 52, one masked pass over
 * the slots per byte. */
static uint32_t collect(uint8_t slot[ETA_BYTES], uint32_t filled, const uint8_t *buf,
                        size_t len)
{
    size_t i;
    unsigned k;
    for (i = 0; i < len; i++) {
        uint32_t b = buf[i];
        uint32_t accept = 0u - ((b - 243u) >> 31);       /* all-ones iff b < 243 */
        for (k = 0; k < ETA_BYTES; k++) {
            uint8_t sel = (uint8_t)(accept & eq_mask(filled, k));
            slot[k] = (uint8_t)((slot[k] & (uint8_t)~sel) | (b & sel));
        }
        filled += accept & 1u;
    }
    return filled;
}

/* First block: stable compaction of the accepted bytes to the front, in
 * constant time. Accepted byte i must move left by d_i, the number of
 * rejected bytes before it. A log-shifter moves it by 2^b in stage b when
 * bit b of d_i is set; going from the low bit up, the partial positions
 * i - (d_i mod 2^(b+1)) of accepted bytes stay strictly increasing
 * (d_j - d_i < j - i for i < j), so no two ever meet. An entry packs
 * value | d << 8 | valid << 16. Returns the number of accepted bytes. */
#define ENTRY_VALID (UINT32_C(1) << 16)
static uint32_t compact_first(uint8_t slot[ETA_BYTES], const uint8_t buf[KPQC_SHAKE256_RATE])
{
    uint32_t e[KPQC_SHAKE256_RATE];
    uint32_t rejected = 0;
    unsigned i, b;

    _Static_assert(KPQC_SHAKE256_RATE < 256, "shift amounts fit 8 bits");
    for (i = 0; i < KPQC_SHAKE256_RATE; i++) {
        uint32_t v = buf[i];
        uint32_t accept = (v - 243u) >> 31;              /* 1 iff v < 243 */
        e[i] = v | (rejected << 8) | (accept << 16);
        rejected += accept ^ 1u;
    }
    for (b = 0; (1u << b) < KPQC_SHAKE256_RATE; b++) {
        unsigned s = 1u << b;
        for (i = 0; i < KPQC_SHAKE256_RATE; i++) {
            uint32_t cur = e[i];
            uint32_t leaves = 0u - ((cur >> 16) & (cur >> (8 + b)) & 1u);
            uint32_t next = 0, arrives = 0;
            if (i + s < KPQC_SHAKE256_RATE) {   /* public index test */
                next = e[i + s];
                arrives = 0u - ((next >> 16) & (next >> (8 + b)) & 1u);
            }
            e[i] = (next & arrives) | (cur & ~arrives & ~leaves);
        }
    }
    for (i = 0; i < ETA_BYTES; i++)
        slot[i] = (uint8_t)(e[i] & 0xFF);
    kpqc_zeroize(e, sizeof e);
    return KPQC_SHAKE256_RATE - rejected;
}

void haetae_secret_entry(haetae_poly *s, const uint8_t sigma[HAETAE_CRHBYTES],
                         uint16_t nonce)
{
    uint8_t buf[KPQC_SHAKE256_RATE];
    uint8_t slot[ETA_BYTES] = {0};
    uint8_t t[2];
    kpqc_keccak_ctx xof;
    uint32_t filled = 0;
    unsigned k, d, n = 0;

    t[0] = (uint8_t)(nonce & 0xFF);
    t[1] = (uint8_t)(nonce >> 8);
    kpqc_shake256_init(&xof);
    kpqc_keccak_absorb(&xof, sigma, HAETAE_CRHBYTES);
    kpqc_keccak_absorb(&xof, t, 2);
    kpqc_keccak_finalize(&xof);
    kpqc_keccak_squeezeblocks(&xof, buf, 1);
    filled = compact_first(slot, buf);
    for (;;) {
        uint32_t enough = (uint32_t)(filled >= ETA_BYTES);
        /* public: whether more stream is needed (see the header comment) */
        KPQC_CT_PUBLIC(&enough, sizeof enough);
        if (enough)
            break;
        kpqc_keccak_squeezeblocks(&xof, buf, 1);
        filled = collect(slot, filled, buf, sizeof buf);
    }

    /* digits: t mod 3, then t = floor(t / 3) = (171 t) >> 9 for t < 256 */
    for (k = 0; k < ETA_BYTES; k++) {
        uint32_t v = slot[k];
        for (d = 0; d < ETA_DIGITS && n < HAETAE_N; d++, n++) {
            uint32_t q3 = (v * 171u) >> 9;
            int32_t digit = (int32_t)(v - 3u * q3);          /* 0, 1, 2 */
            s->c[n] = digit - 3 * (digit >> 1);              /* 0, 1, -1 */
            v = q3;
        }
    }
    kpqc_keccak_wipe(&xof);
    kpqc_zeroize(buf, sizeof buf);
    kpqc_zeroize(slot, sizeof slot);
}
