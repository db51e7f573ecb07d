/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign round 1 internals shared by poly.c (arithmetic in
 * Z_q[x]/(x^n - x - 1), sampling, rounding, hints, encodings) and sign.c
 * (the three algorithms, the attached form and the descriptor). Every
 * external name carries the parameter-set prefix through KPQC_NS.
 *
 * Arithmetic modulo q (below 2^25) uses 64-bit integers only. Right shifts
 * of negative values are used as sign masks; the C standard leaves that
 * implementation-defined, every supported compiler shifts arithmetically,
 * and the assertion stops the build on one that does not. */
#ifndef KPQC_NCCSIGNR1_H
#define KPQC_NCCSIGNR1_H

#include <stddef.h>
#include <stdint.h>

#include "bitpack.h"
#include "params.h"

_Static_assert((-1 >> 1) == -1, "NCC-Sign needs an arithmetic right shift of negative values");
_Static_assert((uint32_t)(R1_QNEG *(uint32_t)R1_Q) == UINT32_MAX, "QNEG is -q^-1 mod 2^32");

/* 2^32 mod q */
#define R1_MONT ((uint32_t)((UINT64_C(1) << 32) % R1_Q))

/* a 2^-32 mod q, in [0, 2^32), for a < 2^64 - 2^57 (Montgomery reduction:
 * a + m q is a multiple of 2^32 for m = -a q^-1 mod 2^32). */
static inline uint64_t r1_redc(uint64_t a)
{
    uint32_t m = (uint32_t)a * R1_QNEG;
    return (a + (uint64_t)m * R1_Q) >> 32;
}

/* a - q if a >= q, else a; for a < 2q */
static inline uint32_t r1_csubq(uint32_t a)
{
    uint32_t t = a - R1_Q;
    return t + (R1_Q & (0u - (t >> 31)));
}

/* a + q if a < 0, else a */
static inline int32_t r1_caddq(int32_t a)
{
    return a + (R1_Q & (a >> 31));
}

/* a c 2^-64 mod q in [0, q) for a < 2^63 and c < q: with c = 2^64 mod q
 * this is a mod q. (redc(a) < 2^31 + q, so the second product stays far
 * below 2^63 and its reduction below 2q.) */
static inline uint32_t r1_reduce_mul(uint64_t a, uint32_t c)
{
    return r1_csubq((uint32_t)r1_redc(r1_redc(a) * c));
}

#define r1_sample_matrix KPQC_NS(r1_sample_matrix)
#define r1_mul_matrix    KPQC_NS(r1_mul_matrix)
#define r1_sample_eta    KPQC_NS(r1_sample_eta)
#define r1_sample_gamma1 KPQC_NS(r1_sample_gamma1)
#define r1_challenge     KPQC_NS(r1_challenge)
#define r1_sparse_acc    KPQC_NS(r1_sparse_acc)
#define r1_decompose     KPQC_NS(r1_decompose)
#define r1_make_hint     KPQC_NS(r1_make_hint)
#define r1_use_hint      KPQC_NS(r1_use_hint)
#define r1_exceeds       KPQC_NS(r1_exceeds)

/* The public polynomial A from SHAKE128(seed || 0 0): 3-byte little-endian
 * words masked to 23 bits, kept when below q (always, for the conservative
 * family's q > 2^23), stored reversed: arev[n - 1 - i] = A_i. */
void r1_sample_matrix(uint32_t arev[R1_N], const uint8_t seed[R1_SEEDBYTES]);
/* out = -2^-32 (a A) mod q in [0, q), for |a_i| < q (the reference's
 * product and conversion out of the Montgomery domain, see poly.c).
 * Constant time in a. out may not alias a. */
void r1_mul_matrix(int32_t out[R1_N], const int32_t a[R1_N], const uint32_t arev[R1_N]);
/* A secret polynomial, coefficients in [-2, 2], from SHAKE256(seed64 || 0 0)
 * (64 bytes absorbed, as the reference does); constant time. */
void r1_sample_eta(int32_t a[R1_N], const uint8_t seed[R1_CRHBYTES]);
/* The masking polynomial y from SHAKE256(rho || nonce), in (-gamma1, gamma1]. */
void r1_sample_gamma1(int32_t a[R1_N], const uint8_t rho[R1_CRHBYTES], uint16_t nonce);
/* The challenge: tau coefficients +-1 from SHAKE256(cseed) (public). */
void r1_challenge(int8_t c[R1_N], const uint8_t cseed[R1_SEEDBYTES]);
/* r += k c s exactly in Z[x]/(x^n - x - 1) (x^n = x + 1), for the public
 * challenge c (its positions drive the loops), k = +-1 and |s_i| < 2^15:
 * each r_i moves by at most 2 tau max|s_i|. */
void r1_sparse_acc(int32_t r[R1_N], const int8_t c[R1_N], const int16_t s[R1_N], int32_t k);
/* For a in [0, q): a1 = HighBits(a) into w1, a0 = LowBits(a) into a. */
void r1_decompose(uint8_t w1[R1_N], int32_t a[R1_N]);
/* h_i = 1 unless a0_i (in [0, q)) is at most gamma2, above q - gamma2, or
 * equal to q - gamma2 with w1_i = 0; returns the number of ones. h may be
 * w1. Constant time. */
unsigned r1_make_hint(uint8_t h[R1_N], const int32_t a0[R1_N], const uint8_t w1[R1_N]);
/* w1 = UseHint(h, a) for a in [0, q) (public data). */
void r1_use_hint(uint8_t w1[R1_N], const int32_t a[R1_N], const uint8_t h[R1_N]);
/* 1 if some |a_i| >= bound, else 0; constant time. */
int r1_exceeds(const int32_t a[R1_N], int32_t bound);

/* The encodings are fixed-width fields: src/common/bitpack.h. */

#endif
