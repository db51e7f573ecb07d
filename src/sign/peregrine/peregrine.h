/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Peregrine internals shared by the files of this folder: poly.c (arithmetic
 * in Z_q[x]/(x^n + 1) and exact integer products), codec.c (key and
 * signature encodings), sign.c (hashing, sampling, signing, verification).
 * Every external name carries the parameter-set prefix through KPQC_NS. */
#ifndef KPQC_PEREGRINE_H
#define KPQC_PEREGRINE_H

#include <stddef.h>
#include <stdint.h>

#include "fips202.h"
#include "fpr.h"
#include "namespace.h"
#include "params.h"

#define peregrine_ntt           KPQC_NS(peregrine_ntt)
#define peregrine_invntt        KPQC_NS(peregrine_invntt)
#define peregrine_mq_mul        KPQC_NS(peregrine_mq_mul)
#define peregrine_from_small    KPQC_NS(peregrine_from_small)
#define peregrine_round_product KPQC_NS(peregrine_round_product)
#define peregrine_public_key    KPQC_NS(peregrine_public_key)
#define peregrine_modq_encode   KPQC_NS(peregrine_modq_encode)
#define peregrine_modq_decode   KPQC_NS(peregrine_modq_decode)
#define peregrine_trim_encode   KPQC_NS(peregrine_trim_encode)
#define peregrine_trim_decode   KPQC_NS(peregrine_trim_decode)
#define peregrine_comp_encode   KPQC_NS(peregrine_comp_encode)
#define peregrine_comp_decode   KPQC_NS(peregrine_comp_decode)
#define peregrine_sample_fg     KPQC_NS(peregrine_sample_fg)
#define peregrine_babai_reduce  KPQC_NS(peregrine_babai_reduce)
#define peregrine_fft_twiddles  KPQC_NS(peregrine_fft_twiddles)
#define peregrine_dft           KPQC_NS(peregrine_dft)
#define peregrine_solve         KPQC_NS(peregrine_solve)

/* ---- poly.c ---------------------------------------------------------- */
/* a * b mod q for a, b < q; constant time. */
uint32_t peregrine_mq_mul(uint32_t a, uint32_t b);
/* In place, coefficients in [0, q) in and out. The forward transform's
 * output order is internal; only products and inverses of it are used. */
void peregrine_ntt(uint16_t a[PEREGRINE_N]);
void peregrine_invntt(uint16_t a[PEREGRINE_N]);
/* Small signed coefficients to [0, q). */
void peregrine_from_small(uint16_t out[PEREGRINE_N], const int8_t in[PEREGRINE_N]);
/* out = round(c a / q) mod q, the rounding half up (floor((x + (q-1)/2) / q))
 * of the exact negacyclic product x = c a over the integers, for c in
 * [0, q) and |a_i| <= 127 (|x_i| < 2^31: computed modulo q and modulo a
 * 31-bit prime P); constant time. */
typedef struct {
    uint32_t cp[PEREGRINE_N], ap[PEREGRINE_N];
    uint16_t cq[PEREGRINE_N], aq[PEREGRINE_N];
} peregrine_round_scratch;
void peregrine_round_product(uint16_t out[PEREGRINE_N], const uint16_t c[PEREGRINE_N],
                             const int8_t a[PEREGRINE_N], peregrine_round_scratch *s);
/* h = g / f mod q (tmp: 2n entries). Returns 0, or -1 when f is not
 * invertible (h is then garbage); constant time, only the return value
 * depends on f. */
int peregrine_public_key(uint16_t h[PEREGRINE_N], const int8_t f[PEREGRINE_N],
                         const int8_t g[PEREGRINE_N], uint16_t tmp[2 * PEREGRINE_N]);

/* ---- codec.c --------------------------------------------------------- */
/* 14 bits per coefficient, most significant bit first: 14 n / 8 bytes.
 * Decoding refuses a coefficient >= q (returns -1, else 0). */
void peregrine_modq_encode(uint8_t *out, const uint16_t x[PEREGRINE_N]);
int peregrine_modq_decode(uint16_t x[PEREGRINE_N], const uint8_t *in);
/* Two's complement in `bits` bits, most significant bit first: bits n / 8
 * bytes. Values must lie in [-(2^(bits-1) - 1), 2^(bits-1) - 1]; encoding
 * returns -1 (after writing every byte) if one does not, decoding if it
 * reads -2^(bits-1). Constant time (secret keys). */
int peregrine_trim_encode(uint8_t *out, const int8_t x[PEREGRINE_N], unsigned bits);
int peregrine_trim_decode(int8_t x[PEREGRINE_N], const uint8_t *in, unsigned bits);
/* The compressed form of a (public) signature polynomial: per coefficient
 * a sign bit, the 7 low bits of |x|, then |x| >> 7 zeros and a one; the
 * last byte padded with zeros. Encoding returns the length, or 0 if a
 * coefficient is outside [-2047, 2047] or the result is longer than
 * max_len. Decoding returns 0 when exactly len bytes encode n coefficients
 * with no "-0", no coefficient beyond 2047 and zero padding, else -1. */
size_t peregrine_comp_encode(uint8_t *out, size_t max_len, const int16_t x[PEREGRINE_N]);
int peregrine_comp_decode(int16_t x[PEREGRINE_N], const uint8_t *in, size_t len);

/* ---- keygen.c -------------------------------------------------------- */
/* f (or g): n centred binomials with eta = 13 from the key-generation
 * stream (64-bit little-endian words, two coefficients each), drawn again
 * until the coefficient sum is odd. */
void peregrine_sample_fg(int8_t x[PEREGRINE_N], kpqc_keccak_ctx *rng);

/* ---- fft.c ----------------------------------------------------------- */
typedef struct {
    fpr cr[PEREGRINE_N], ci[PEREGRINE_N];   /* w^j */
    fpr nre[PEREGRINE_N], nim[PEREGRINE_N]; /* numerator, then quotient */
    fpr dre[PEREGRINE_N], dim[PEREGRINE_N]; /* denominator */
    int64_t num[PEREGRINE_N], den[PEREGRINE_N];
    int32_t af[PEREGRINE_N], ag[PEREGRINE_N], small_f[PEREGRINE_N], small_g[PEREGRINE_N];
    int32_t k[PEREGRINE_N];
} peregrine_babai_scratch;
/* (F, G) <- (F - k f, G - k g), k = round((F adj f + G adj g) / (f adj f + g adj g))
 * (the last step of NTRUSolve; see fft.c). The products must fit 32 bits. */
void peregrine_babai_reduce(int32_t big_f[PEREGRINE_N], int32_t big_g[PEREGRINE_N],
                            const int8_t f[PEREGRINE_N], const int8_t g[PEREGRINE_N],
                            peregrine_babai_scratch *s);
/* w^j = exp(i pi j / n), j < n */
void peregrine_fft_twiddles(fpr cr[PEREGRINE_N], fpr ci[PEREGRINE_N]);
/* In place, size 2^logm <= n, unscaled: a_k <- sum_j a_j exp(+-2 pi i j k / 2^logm)
 * (minus for inverse = 1) */
void peregrine_dft(fpr *re, fpr *im, const fpr cr[PEREGRINE_N], const fpr ci[PEREGRINE_N],
                   unsigned logm, int inverse);

/* ---- ntrusolve.c ----------------------------------------------------- */
/* Word counts of the work areas (checked at run time against the layout). */
#define PEREGRINE_TOWER_WORDS (2u * (PEREGRINE_LOGN + 1u) * (PEREGRINE_N + 64u))
#define PEREGRINE_LIFT_WORDS  (7u * PEREGRINE_N + 512u)
#define PEREGRINE_PREV_WORDS  (3u * PEREGRINE_N + 128u)
#define PEREGRINE_SHIFT_WORDS (9u * PEREGRINE_N + 1024u)
#define PEREGRINE_TMP_WORDS   2048u
typedef struct {
    uint32_t tower[PEREGRINE_TOWER_WORDS]; /* f_d, g_d for every depth d */
    uint32_t big_f[PEREGRINE_LIFT_WORDS], big_g[PEREGRINE_LIFT_WORDS];
    uint32_t prev_f[PEREGRINE_PREV_WORDS], prev_g[PEREGRINE_PREV_WORDS];
    uint32_t fsh[PEREGRINE_SHIFT_WORDS], gsh[PEREGRINE_SHIFT_WORDS];
    uint32_t tmp[PEREGRINE_TMP_WORDS], k[PEREGRINE_N];
    fpr cr[PEREGRINE_N], ci[PEREGRINE_N];
    fpr fre[PEREGRINE_N], fim[PEREGRINE_N], gre[PEREGRINE_N], gim[PEREGRINE_N];
    fpr den[PEREGRINE_N];
    fpr bre[PEREGRINE_N], bim[PEREGRINE_N], cre[PEREGRINE_N], cim[PEREGRINE_N];
    int32_t f32[PEREGRINE_N], g32[PEREGRINE_N];
    peregrine_babai_scratch babai;
} peregrine_solve_scratch;
/* NTRUSolve: F (and G, not returned) with f G - g F = q, Babai-reduced
 * against (f, g) (peregrine_babai_reduce's result: the same as the
 * reference's), every coefficient in [-127, 127]. Returns 0, or -1 when
 * there is none (the resultants of f and g with x^n + 1 not coprime) or it
 * is too large: the key generation then draws another (f, g). */
int peregrine_solve(int8_t big_f[PEREGRINE_N], const int8_t f[PEREGRINE_N],
                    const int8_t g[PEREGRINE_N], peregrine_solve_scratch *s);

#endif
