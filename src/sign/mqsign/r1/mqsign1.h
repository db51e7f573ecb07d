/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign round-1 internals shared by the files of one parameter set.
 * Every external name carries the parameter-set prefix through KPQC_NS. */
#ifndef KPQC_MQSIGN_R1_H
#define KPQC_MQSIGN_R1_H

#include <stddef.h>
#include <stdint.h>

#include "drbg.h"
#include "params.h"

#define mqs1_hash      KPQC_NS(mqs1_hash)
#define mqs1_prng_init KPQC_NS(mqs1_prng_init)
#define mqs1_keygen    KPQC_NS(mqs1_keygen)
#define mqs1_sign      KPQC_NS(mqs1_sign)
#define mqs1_verify    KPQC_NS(mqs1_verify)

/* out[0..n) = H0 || H1 || ... with H0 = SHA-512(a || b) and
   H(k+1) = SHA-512(Hk): the round-1 code's hash_msg over two pieces. */
void mqs1_hash(uint8_t *out, size_t n, const uint8_t *a, size_t alen, const uint8_t *b,
               size_t blen);

/* The round-1 code's prng_set: the NIST AES-256 CTR DRBG seeded with the
   first 48 bytes of seed when it has that many, else with
   seed || mqs1_hash(seed) cut to 48 bytes. */
void mqs1_prng_init(kpqc_drbg *drbg, const uint8_t *seed, size_t seedlen);

int mqs1_keygen(uint8_t *pk, uint8_t *sk, const uint8_t *seed);
int mqs1_sign(uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *sk);
int mqs1_verify(const uint8_t *sig, const uint8_t *m, size_t mlen, const uint8_t *pk);

#endif
