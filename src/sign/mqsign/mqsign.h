/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* MQ-Sign internals shared by the files of one parameter set. Every
 * external name carries the parameter-set prefix through KPQC_NS. */
#ifndef KPQC_MQSIGN_H
#define KPQC_MQSIGN_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

#define mqs_hash_expand KPQC_NS(mqs_hash_expand)
#define mqs_prng_init   KPQC_NS(mqs_prng_init)

#include "drbg.h"

/* out[0..n) = H0 || H1 || ... with H0 = SHAKE256-512(in), H(k+1) = SHAKE256-512(Hk):
   the round-2 code's hash_msg, here over up to three concatenated pieces. */
void mqs_hash_expand(uint8_t *out, size_t n, const uint8_t *a, size_t alen, const uint8_t *b,
                     size_t blen, const uint8_t *c, size_t clen);

/* The round-2 code's prng_set: the NIST AES-256 CTR DRBG seeded with the
   first 48 bytes of seed when it has that many, else with
   seed || hash_expand(seed) cut to 48 bytes. */
void mqs_prng_init(kpqc_drbg *drbg, const uint8_t *seed, size_t seedlen);

#endif
