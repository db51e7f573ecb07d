/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* GCKSign internals shared by the files of this folder: ntt.c (arithmetic
 * modulo q and the negacyclic transform), sample.c (the public matrix, the
 * secret, the masking vector and the challenge), pack.c (the encodings),
 * sign.c (the three algorithms, the attached form and the descriptor).
 * Every external name carries the parameter-set prefix through KPQC_NS.
 *
 * Coefficients are uint64_t in [0, q) unless a comment says otherwise;
 * q < 2^60, so a sum of two fits and a product needs the 128-bit
 * product that mul64 builds from 32-bit halves. */
#ifndef KPQC_GCKSIGN_H
#define KPQC_GCKSIGN_H

#include <stddef.h>
#include <stdint.h>

#include "params.h"

typedef struct {
    uint64_t c[GCKSIGN_N];
} gcksign_poly;

typedef struct {
    gcksign_poly p[GCKSIGN_M];
} gcksign_polyvec;

#define gcksign_montmul    KPQC_NS(gcksign_montmul)
#define gcksign_ntt        KPQC_NS(gcksign_ntt)
#define gcksign_invntt     KPQC_NS(gcksign_invntt)
#define gcksign_inner      KPQC_NS(gcksign_inner)
#define gcksign_scale_r    KPQC_NS(gcksign_scale_r)
#define gcksign_sample_a   KPQC_NS(gcksign_sample_a)
#define gcksign_sample_s   KPQC_NS(gcksign_sample_s)
#define gcksign_sample_y   KPQC_NS(gcksign_sample_y)
#define gcksign_challenge  KPQC_NS(gcksign_challenge)
#define gcksign_pack_msb   KPQC_NS(gcksign_pack_msb)
#define gcksign_unpack_msb KPQC_NS(gcksign_unpack_msb)
#define gcksign_pack_poly  KPQC_NS(gcksign_pack_poly)

/* ---- ntt.c ----------------------------------------------------------- */
/* a b / 2^64 mod q, in [0, q), for a, b in [0, q); constant time. */
uint64_t gcksign_montmul(uint64_t a, uint64_t b);
/* (a + b) mod q and (a - b) mod q for a, b in [0, q). */
static inline uint64_t gcksign_csubq(uint64_t a)
{
    uint64_t r = a - GCKSIGN_Q;
    return r + (GCKSIGN_Q & (0 - (r >> 63)));
}
static inline uint64_t gcksign_addq(uint64_t a, uint64_t b)
{
    return gcksign_csubq(a + b);
}
static inline uint64_t gcksign_subq(uint64_t a, uint64_t b)
{
    return gcksign_csubq(a + GCKSIGN_Q - b);
}
/* The representative in [0, q) of a signed value |x| < q, stored in two's
   complement. */
static inline uint64_t gcksign_from_signed(uint64_t x)
{
    return x + (GCKSIGN_Q & (0 - (x >> 63)));
}
/* In place, bit-reversed output. */
void gcksign_ntt(gcksign_poly *a);
/* In place, the exact inverse of gcksign_ntt. */
void gcksign_invntt(gcksign_poly *a);
/* a = a 2^64 mod q, undoing one Montgomery factor. */
void gcksign_scale_r(gcksign_poly *a);
/* r = sum_i a_i b_i / 2^64 mod q (NTT domain). */
void gcksign_inner(gcksign_poly *r, const gcksign_polyvec *a, const gcksign_polyvec *b);

/* ---- sample.c -------------------------------------------------------- */
/* The public matrix (one row of m polynomials), in the NTT domain, from
 * SHAKE128(seed || 0 0); public data, variable time. */
void gcksign_sample_a(gcksign_polyvec *a, const uint8_t seed[GCKSIGN_SEEDBYTES]);
/* The secret, coefficients in {-1, 0, 1} as values mod q, from
 * SHAKE128(seed || 1 0); constant time but for the rejection pattern,
 * which is independent of the values. */
void gcksign_sample_s(gcksign_polyvec *s, const uint8_t seed[GCKSIGN_SEEDBYTES]);
/* The masking vector, coefficients in [-B, B] as values mod q, from
 * SHAKE128(seed || nonce); constant time as gcksign_sample_s. */
void gcksign_sample_y(gcksign_polyvec *y, const uint8_t seed[GCKSIGN_SEEDBYTES], uint16_t nonce);
/* The challenge: H coefficients +-1 (as values mod q) from
 * SHAKE256(seed); constant time as gcksign_sample_s. */
void gcksign_challenge(gcksign_poly *c, const uint8_t seed[GCKSIGN_SEEDBYTES]);

/* ---- pack.c ---------------------------------------------------------- */
/* count fields of bits bits (1..64), most significant bit first: the
 * reference's order for every encoding. count * bits is a multiple of 8.
 * Fields are the low bits of v[i]. */
void gcksign_pack_msb(uint8_t *r, const uint64_t *v, size_t count, unsigned bits);
void gcksign_unpack_msb(uint64_t *v, const uint8_t *r, size_t count, unsigned bits);
/* n coefficients in [0, q), LOGQ bits each. */
void gcksign_pack_poly(uint8_t r[GCKSIGN_POLY_BYTES], const gcksign_poly *a);

#endif
