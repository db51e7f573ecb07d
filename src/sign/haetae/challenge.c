/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE challenge polynomial c in {0, 1}^256 with tau ones.
 *
 * The seed is SHAKE256(in || mu[0..32)) with in = packed high bits || packed
 * LSB. c is public (it is part of the signature), so this code branches on
 * the stream freely. In the signer, `in` derives from the secret attempt y;
 * the stream is declassified as it is squeezed (KPQC_CT_PUBLIC): it is a
 * hash output, which reveals nothing usable about its input, and for the
 * accepted attempt it is the signature's c anyway. Rejected attempts' c is
 * exposed to timing exactly as in the reference (and in ML-DSA's
 * SampleInBall).
 *   modes 2, 3: a Fisher-Yates shuffle placing tau ones: for i = 256 - tau
 *               .. 255, draw stream bytes until one is <= i, call it p, then
 *               c[i] = c[p] and c[p] = 1.
 *   mode 5:     tau = 128 = N/2. The first 32 stream bytes are read as 256
 *               bits; if fewer than 128 are set c is those bits, if more,
 *               their complement, and at exactly 128 the parity of the first
 *               byte chooses. c then has weight at most 128 = tau, not
 *               exactly tau: that is the specification's sampler (no
 *               rejection needed). */
#include "haetae.h"
#include "ctgrind.h"
#include "fips202.h"

static void challenge_xof(kpqc_keccak_ctx *xof, const uint8_t in[HAETAE_CHALLENGE_INPUT_BYTES],
                          const uint8_t mu[HAETAE_SEEDBYTES])
{
    kpqc_shake256_init(xof);
    kpqc_keccak_absorb(xof, in, HAETAE_CHALLENGE_INPUT_BYTES);
    kpqc_keccak_absorb(xof, mu, HAETAE_SEEDBYTES);
    kpqc_keccak_finalize(xof);
}

#if HAETAE_MODE == 5

static unsigned popcount8(uint8_t x)
{
    unsigned n = 0;
    while (x) {
        n += x & 1u;
        x >>= 1;
    }
    return n;
}

void haetae_challenge(haetae_poly *c, const uint8_t in[HAETAE_CHALLENGE_INPUT_BYTES],
                      const uint8_t mu[HAETAE_SEEDBYTES])
{
    uint8_t bits[HAETAE_N / 8];
    kpqc_keccak_ctx xof;
    unsigned i, weight = 0;
    uint8_t flip;

    _Static_assert(2 * HAETAE_TAU == HAETAE_N, "mode 5 draws half the coefficients");
    challenge_xof(&xof, in, mu);
    kpqc_keccak_squeeze(&xof, bits, sizeof bits);
    KPQC_CT_PUBLIC(bits, sizeof bits);
    for (i = 0; i < sizeof bits; i++)
        weight += popcount8(bits[i]);
    if (weight < HAETAE_TAU)
        flip = 0;
    else if (weight > HAETAE_TAU)
        flip = 0xFF;
    else
        flip = (bits[0] & 1u) ? 0xFF : 0;
    for (i = 0; i < HAETAE_N; i++)
        c->c[i] = ((bits[i / 8] ^ flip) >> (i % 8)) & 1;
}

#else

void haetae_challenge(haetae_poly *c, const uint8_t in[HAETAE_CHALLENGE_INPUT_BYTES],
                      const uint8_t mu[HAETAE_SEEDBYTES])
{
    uint8_t buf[KPQC_SHAKE256_RATE];
    kpqc_keccak_ctx xof;
    unsigned i, pos = 0;

    challenge_xof(&xof, in, mu);
    kpqc_keccak_squeezeblocks(&xof, buf, 1);
    KPQC_CT_PUBLIC(buf, sizeof buf);
    for (i = 0; i < HAETAE_N; i++)
        c->c[i] = 0;
    for (i = HAETAE_N - HAETAE_TAU; i < HAETAE_N; i++) {
        unsigned p;
        do {
            if (pos == sizeof buf) {
                kpqc_keccak_squeezeblocks(&xof, buf, 1);
                KPQC_CT_PUBLIC(buf, sizeof buf);
                pos = 0;
            }
            p = buf[pos++];
        } while (p > i);
        c->c[i] = c->c[p];
        c->c[p] = 1;
    }
}

#endif
