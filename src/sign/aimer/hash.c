/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The hash of AIMer v3: SHAKE128 at lambda = 128, SHAKE256 above, used as
 * an absorb-then-squeeze XOF. Each use is separated by a leading domain
 * byte (aimer.h), except the IV expansion and the two challenge streams,
 * which hash h1, h2 or the IV alone; the message hash uses a per-set byte
 * (AIMER_PREFIX_MU) so that the six sets never share a digest. */
#include "aimer.h"

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
