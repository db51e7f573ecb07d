/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NCC-Sign internals shared by the files of this folder: ntt.c (the
 * transform of Z_q[x]/(x^n - x^(n/2) + 1)), poly.c (sampling, rounding,
 * hints, norms), pack.c (key and signature encodings), sign.c (the three
 * algorithms, the attached form and the descriptor). Every external name
 * carries the parameter-set prefix through KPQC_NS. */
#ifndef KPQC_NCCSIGN_H
#define KPQC_NCCSIGN_H

#include <stddef.h>
#include <stdint.h>

#include "bitpack.h"
#include "params.h"

#define N_COEFFS NCCSIGN_N

typedef struct {
    int32_t c[NCCSIGN_N];
} nccsign_poly;

#define nccsign_ntt              KPQC_NS(nccsign_ntt)
#define nccsign_invntt           KPQC_NS(nccsign_invntt)
#define nccsign_matrix_mul       KPQC_NS(nccsign_matrix_mul)
#define nccsign_basemul_pair     KPQC_NS(nccsign_basemul_pair)
#define nccsign_sample_eta       KPQC_NS(nccsign_sample_eta)
#define nccsign_sample_gamma1    KPQC_NS(nccsign_sample_gamma1)
#define nccsign_challenge        KPQC_NS(nccsign_challenge)
#define nccsign_sparse_acc       KPQC_NS(nccsign_sparse_acc)
#define nccsign_sparse_acc_small KPQC_NS(nccsign_sparse_acc_small)
#define nccsign_power2round      KPQC_NS(nccsign_power2round)
#define nccsign_decompose        KPQC_NS(nccsign_decompose)
#define nccsign_make_hint        KPQC_NS(nccsign_make_hint)
#define nccsign_use_hint         KPQC_NS(nccsign_use_hint)
#define nccsign_exceeds          KPQC_NS(nccsign_exceeds)
#define nccsign_pack_w1          KPQC_NS(nccsign_pack_w1)

/* ---- ntt.c ----------------------------------------------------------- */
/* In place; coefficients |a| < 2q in, evaluations (centred, |a| < q) out. */
void nccsign_ntt(int32_t a[NCCSIGN_N]);
/* In place; evaluations |a| < 4q in, coefficients in [0, q) out. After
 * nccsign_matrix_mul (products times 2^-32, a factor this undoes) this is
 * the ring product exactly. */
void nccsign_invntt(int32_t a[NCCSIGN_N]);
/* NCC-Sign3: blocks 2i and 2i + 1 of w times the six values a (x^3 -+ z
 * products, each times 2^-32), in place. */
void nccsign_basemul_pair(int32_t w[NCCSIGN_N], const int32_t a[6], unsigned i);

/* ---- poly.c ---------------------------------------------------------- */
/* w = A o w times 2^-32 (w in the NTT domain, |w| < q), for the public
 * polynomial A sampled in the NTT domain from SHAKE128(seed || 0 0):
 * 24-bit little-endian words with 0 < w < q, consumed as they are drawn. */
void nccsign_matrix_mul(int32_t w[NCCSIGN_N], const uint8_t seed[NCCSIGN_SEEDBYTES]);
/* A secret polynomial from SHAKE256(seed64 || 0 0) (64 bytes absorbed, as
 * the reference does), with the reference's coefficient rule (poly.c);
 * constant time. */
void nccsign_sample_eta(nccsign_poly *a, const uint8_t seed[2 * NCCSIGN_SEEDBYTES]);
/* The masking polynomial y from SHAKE256(rho || nonce), coefficients in
 * (-gamma1, gamma1]. */
void nccsign_sample_gamma1(nccsign_poly *a, const uint8_t rho[NCCSIGN_CRHBYTES], uint16_t nonce);
/* The challenge: tau coefficients +-1 from SHAKE256(cseed) (public). */
void nccsign_challenge(int8_t c[NCCSIGN_N], const uint8_t cseed[NCCSIGN_SEEDBYTES]);
/* r += k c s exactly, in Z[x]/(x^n - x^(n/2) + 1), for the public
 * challenge c (entries -1, 0, 1; its positions drive the loops), k = +-1
 * and |s_i| < 2^15: the sum moves each r_i by at most 2 tau max|s_i|. The
 * _small form takes s as bytes (the secrets s1, s2, in [-2, 1]). */
void nccsign_sparse_acc(int32_t r[NCCSIGN_N], const int8_t c[NCCSIGN_N], const int16_t s[NCCSIGN_N],
                        int32_t k);
void nccsign_sparse_acc_small(int32_t r[NCCSIGN_N], const int8_t c[NCCSIGN_N],
                              const int8_t s[NCCSIGN_N], int32_t k);
/* a = a1 2^d + a0 with a0 in (-2^(d-1), 2^(d-1)] (a >= 0 in, as the
 * reference's key generation produces); a1 into a, a0 into a0. */
void nccsign_power2round(nccsign_poly *a, nccsign_poly *a0);
/* For a in [0, q): a1 = HighBits(a) into w1, a0 = LowBits(a) into a. */
void nccsign_decompose(uint8_t w1[NCCSIGN_N], nccsign_poly *a);
/* h_i = 1 where the low part a0_i leaves (-gamma2, gamma2] (or equals
 * -gamma2 with w1_i != 0); returns the number of ones. h may be w1 (each
 * h_i is written after w1_i is read). */
unsigned nccsign_make_hint(uint8_t h[NCCSIGN_N], const nccsign_poly *a0,
                           const uint8_t w1[NCCSIGN_N]);
/* w1 = UseHint(h, a) for a in [0, q). */
void nccsign_use_hint(uint8_t w1[NCCSIGN_N], const nccsign_poly *a, const uint8_t h[NCCSIGN_N]);
/* 1 if some |a_i| >= bound (a_i reduced by reduce32), else 0; constant time. */
int nccsign_exceeds(const nccsign_poly *a, int32_t bound);

/* ---- pack.c ---------------------------------------------------------- */
/* The other encodings are fixed-width fields v_i = offset + sign a_i
 * (sign = -1: eta, t0, z; sign = 1, offset 0: t1): src/common/bitpack.h;
 * n bits is a multiple of 8 in every one. */
void nccsign_pack_w1(uint8_t r[NCCSIGN_POLYW1_BYTES], const uint8_t w1[NCCSIGN_N]);

#endif
