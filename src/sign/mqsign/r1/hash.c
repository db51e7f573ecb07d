/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The hash and the seed expansion of MQ-Sign round 1 (SHA-512). */
#include <string.h>

#include "ct.h"
#include "mqsign1.h"
#include "sha2.h"

void mqs1_hash(uint8_t *out, size_t n, const uint8_t *a, size_t alen, const uint8_t *b, size_t blen)
{
    kpqc_sha512_ctx ctx;
    uint8_t h[MQS_HASH], prev[MQS_HASH];

    kpqc_sha512_init(&ctx);
    if (alen > 0) { /* an empty message may come as NULL */
        kpqc_sha512_update(&ctx, a, alen);
    }
    if (blen > 0) {
        kpqc_sha512_update(&ctx, b, blen);
    }
    kpqc_sha512_final(&ctx, h);
    for (;;) {
        size_t take = n < sizeof h ? n : sizeof h;
        memcpy(out, h, take);
        out += take;
        n -= take;
        if (n == 0) {
            break;
        }
        memcpy(prev, h, sizeof h);
        kpqc_sha512(h, prev, sizeof prev);
    }
    kpqc_zeroize(h, sizeof h);
    kpqc_zeroize(prev, sizeof prev);
}

void mqs1_prng_init(kpqc_drbg *drbg, const uint8_t *seed, size_t seedlen)
{
    uint8_t s[KPQC_DRBG_SEEDBYTES];
    if (seedlen >= sizeof s) {
        memcpy(s, seed, sizeof s);
    } else {
        memcpy(s, seed, seedlen);
        mqs1_hash(s + seedlen, sizeof s - seedlen, seed, seedlen, NULL, 0);
    }
    kpqc_drbg_init(drbg, s, NULL);
    kpqc_zeroize(s, sizeof s);
}
