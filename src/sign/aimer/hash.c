/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The hash of AIMer v3: SHAKE128 at lambda = 128, SHAKE256 above, used as
 * an absorb-then-squeeze XOF. Each use is separated by a leading domain
 * byte (aimer.h), except the IV expansion and the two challenge streams,
 * which hash h1, h2 or the IV alone; the message hash uses a per-set byte
 * (AIMER_PREFIX_MU) so that the six sets never share a digest. */
#include "aimer.h"
#include "ct.h"

void aimer_hash_init(kpqc_keccak_ctx *h, int prefix)
{
#if AIMER_LAMBDA == 128
    kpqc_shake128_init(h);
#else
    kpqc_shake256_init(h);
#endif
    if (prefix >= 0) {
        uint8_t b = (uint8_t)prefix;
        kpqc_keccak_absorb(h, &b, 1);
    }
}

void aimer_hash(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
#if AIMER_LAMBDA == 128
    kpqc_shake128(out, outlen, in, inlen);
#else
    kpqc_shake256(out, outlen, in, inlen);
#endif
}

void aimer_hash_many(uint8_t *const out[4], size_t outlen, const uint8_t *const in[4], size_t inlen,
                     unsigned n)
{
    unsigned k;
    if (n >= 2 && kpqc_keccakx4_native()) {
        /* missing lanes hash the first input again into a scratch buffer */
        uint8_t scratch[AIMER_HASH_MANY_MAX];
        uint8_t *o[4];
        const uint8_t *i4[4];
        for (k = 0; k < 4; k++) {
            o[k] = k < n ? out[k] : scratch;
            i4[k] = k < n ? in[k] : in[0];
        }
#if AIMER_LAMBDA == 128
        kpqc_shake128x4(o[0], o[1], o[2], o[3], outlen, i4[0], i4[1], i4[2], i4[3], inlen);
#else
        kpqc_shake256x4(o[0], o[1], o[2], o[3], outlen, i4[0], i4[1], i4[2], i4[3], inlen);
#endif
        kpqc_zeroize(scratch, sizeof scratch);
        return;
    }
    for (k = 0; k < n; k++) {
        aimer_hash(out[k], outlen, in[k], inlen);
    }
}
