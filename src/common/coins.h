/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Where a retrying key generation takes each attempt's coins: the library's
 * randomness (keypair) or a SHAKE256 stream of a scheme label and the seed
 * (keypair_derand), so that both forms run one attempt loop and
 * keypair_derand stays a pure function of its seed however many attempts
 * it takes. Used by NTRU+, AIMer and PALOMA. */
#ifndef KPQC_COMMON_COINS_H
#define KPQC_COMMON_COINS_H

#include <stddef.h>
#include <stdint.h>

#include "fips202.h"

typedef struct {
    int derand; /* 0: kpqc_randombytes; 1: the XOF below */
    kpqc_keccak_ctx xof;
} kpqc_coins;

/* Coins from kpqc_randombytes. */
void kpqc_coins_random(kpqc_coins *c);

/* Coins from SHAKE256(label || seed), label a string without its NUL;
   wipe with kpqc_coins_wipe. */
void kpqc_coins_derand(kpqc_coins *c, const char *label, const uint8_t *seed, size_t seed_len);

/* The next len coins; 0, or kpqc_randombytes' error. */
int kpqc_coins_next(kpqc_coins *c, uint8_t *out, size_t len);

void kpqc_coins_wipe(kpqc_coins *c);

#endif
