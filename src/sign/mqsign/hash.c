/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The hash and the seed expansion of MQ-Sign round 2. */
#include <string.h>

#include "ct.h"
#include "fips202.h"
#include "mqsign.h"

void mqs_hash_expand(uint8_t *out, size_t n, const uint8_t *a, size_t alen, const uint8_t *b,
                     size_t blen, const uint8_t *c, size_t clen)
{
    kpqc_keccak_ctx ctx;
    uint8_t h[MQS_HASH], prev[MQS_HASH];

    kpqc_shake256_init(&ctx);
    if (alen > 0) { /* an empty message may come as NULL */
        kpqc_keccak_absorb(&ctx, a, alen);
    }
    if (blen > 0) {
        kpqc_keccak_absorb(&ctx, b, blen);
    }
    if (clen > 0) {
        kpqc_keccak_absorb(&ctx, c, clen);
    }
    kpqc_keccak_finalize(&ctx);
    kpqc_keccak_squeeze(&ctx, h, sizeof h);
    kpqc_keccak_wipe(&ctx);
    for (;;) {
        size_t take = n < sizeof h ? n : sizeof h;
        memcpy(out, h, take);
        out += take;
        n -= take;
        if (n == 0) {
            break;
        }
        memcpy(prev, h, sizeof h);
        kpqc_shake256(h, sizeof h, prev, sizeof prev);
    }
    kpqc_zeroize(h, sizeof h);
    kpqc_zeroize(prev, sizeof prev);
}

void mqs_prng_init(kpqc_drbg *drbg, const uint8_t *seed, size_t seedlen)
{
    uint8_t s[KPQC_DRBG_SEEDBYTES];
    if (seedlen >= sizeof s) {
        memcpy(s, seed, sizeof s);
    } else {
        memcpy(s, seed, seedlen);
        mqs_hash_expand(s + seedlen, sizeof s - seedlen, seed, seedlen, NULL, 0, NULL, 0);
    }
    kpqc_drbg_init(drbg, s, NULL);
    kpqc_zeroize(s, sizeof s);
}
