/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* PALOMA internals: GF(2^13) arithmetic, the seeded shuffle, the Goppa
 * code, the systematic form and the decoder. Everything that touches
 * secret data is constant time: no branch and no memory index depends on
 * it. */
#ifndef KPQC_PALOMA_H
#define KPQC_PALOMA_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

typedef uint16_t paloma_gf; /* an element of GF(2^13) = GF(2)[z]/(z^13 + z^7 + z^6 + z^5 + 1) */

/* ---- gf.c ------------------------------------------------------------------- */
#define paloma_gf_mul KPQC_NS(gf_mul)
#define paloma_gf_inv KPQC_NS(gf_inv)
/* a b; inputs below 2^13 */
paloma_gf paloma_gf_mul(paloma_gf a, paloma_gf b);
/* a^-1, and 0 for 0 */
paloma_gf paloma_gf_inv(paloma_gf a);

/* ---- code.c ----------------------------------------------------------------- */
/* The shuffle of the specification: Fisher-Yates over x[0..len-1] for
 * i = len-1 down to 1, swapping x[i] and x[s_w mod (i+1)], where s_w runs
 * cyclically through the 16 little-endian 16-bit words of the seed. */
#define paloma_shuffle   KPQC_NS(shuffle)
#define paloma_unshuffle KPQC_NS(unshuffle)
void paloma_shuffle(uint16_t *x, size_t len, const uint8_t seed[PALOMA_SEED]);
/* The inverse permutation: the same swaps in the opposite order. If
 * p = shuffle(0, 1, ..., len-1) then unshuffle(y)[p[i]] = y[i]. */
void paloma_unshuffle(uint16_t *x, size_t len, const uint8_t seed[PALOMA_SEED]);

/* The error vector of weight t drawn from a seed: bit i of e (n bits,
 * little-endian bit order) is set for the first t entries of
 * shuffle(0, ..., n-1). */
#define paloma_gen_error KPQC_NS(gen_error)
void paloma_gen_error(uint8_t e[PALOMA_NBYTES], const uint8_t seed[PALOMA_SEED]);

/* Column of H for the support element a: entries
 * h_i = (sum_{k=0}^{t-1-i} g_{i+1+k} a^k) / g(a), i = 0..t-1, 13 bits each,
 * packed little-endian at bit 13 i. g has t+1 coefficients, g_t = 1. */
#define paloma_column KPQC_NS(column)
void paloma_column(uint8_t col[PALOMA_COLBYTES], const paloma_gf *g, paloma_gf a);

/* Gauss-Jordan elimination of the column-major matrix whose column c is
 * at left + c COLBYTES for c < mt and at right + (c - mt) COLBYTES
 * otherwise, over columns 0..ncols-1 (mt <= ncols <= n). Returns an
 * all-ones mask if the first mt columns are singular (the matrix is then
 * meaningless), else 0 and the first mt columns are the identity. */
#define paloma_systematic KPQC_NS(systematic)
uint32_t paloma_systematic(uint8_t *left, uint8_t *right, size_t ncols);

/* Decodes up to t errors: e_hat (n bits) such that H_hat e_hat = s_hat,
 * from the support in the order of H_hat's columns (lp) and g. */
#define paloma_decode KPQC_NS(decode)
void paloma_decode(uint8_t e_hat[PALOMA_NBYTES], const uint8_t s_hat[PALOMA_COLBYTES],
                   const paloma_gf *lp, const paloma_gf *g);

#endif
