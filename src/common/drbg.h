/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST SP 800-90A CTR_DRBG with AES-256, no derivation function, no
 * prediction resistance, no additional input: the generator behind every
 * NIST PQC known-answer file (PQCgenKAT's randombytes_init/randombytes). */
#ifndef KPQC_COMMON_DRBG_H
#define KPQC_COMMON_DRBG_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc.h"

#define KPQC_DRBG_SEEDBYTES 48

/* How a randomized function calls the randomness source: the sizes of its
 * consecutive kpqc_randombytes calls, whose concatenation, in order, is the
 * input of its derand twin. The DRBG's output depends on how a draw is
 * split into calls, so KAT replay needs the split, not just the total.
 * Unused entries are 0; all zero means a single call of the whole input.
 * (The descriptors' test metadata, src/api/testinfo.h, records them.) */
#define KPQC_MAX_DRAWS 4
typedef struct {
    uint16_t call[KPQC_MAX_DRAWS];
} kpqc_draws;

typedef struct {
    uint8_t key[32];
    uint8_t v[16];
    uint64_t reseed_counter;
} kpqc_drbg;

/* Instantiate from 48 bytes of entropy, XORed with the optional 48-byte
 * personalization string (NULL for none). */
void kpqc_drbg_init(kpqc_drbg *drbg, const uint8_t entropy[KPQC_DRBG_SEEDBYTES],
                    const uint8_t *personalization);
/* Fill out[0..len): one Generate call of the DRBG (whole blocks, the unused
 * tail of the last block discarded, then the Update step), exactly as
 * PQCgenKAT's randombytes does for one call. */
void kpqc_drbg_generate(kpqc_drbg *drbg, uint8_t *out, size_t len);
void kpqc_drbg_wipe(kpqc_drbg *drbg);

/* Fill out[0..total) with consecutive Generate calls of the sizes in draws
 * (one call of total when draws is all zero): the bytes a scheme that draws
 * that way would receive from this DRBG. Returns 0, or -1 (out zeroed) when
 * the sizes do not add up to total. */
int kpqc_drbg_generate_draws(kpqc_drbg *drbg, uint8_t *out, size_t total, const kpqc_draws *draws);

/* Adapter for kpqc_randombytes_set_source: ctx is a kpqc_drbg *. */
int kpqc_drbg_randombytes(void *ctx, uint8_t *out, size_t len);

#endif
