/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "coins.h"

#include <string.h>

#include "randombytes.h"

void kpqc_coins_random(kpqc_coins *c)
{
    c->derand = 0;
}

void kpqc_coins_derand(kpqc_coins *c, const char *label, const uint8_t *seed, size_t seed_len)
{
    c->derand = 1;
    kpqc_shake256_init(&c->xof);
    kpqc_keccak_absorb(&c->xof, (const uint8_t *)label, strlen(label));
    kpqc_keccak_absorb(&c->xof, seed, seed_len);
    kpqc_keccak_finalize(&c->xof);
}

int kpqc_coins_next(kpqc_coins *c, uint8_t *out, size_t len)
{
    if (c->derand) {
        kpqc_keccak_squeeze(&c->xof, out, len);
        return 0;
    }
    return kpqc_randombytes(out, len);
}

void kpqc_coins_wipe(kpqc_coins *c)
{
    if (c->derand) {
        kpqc_keccak_wipe(&c->xof);
    }
}
