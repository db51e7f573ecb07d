/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTT of Z_q[x]/(x^n - x^(n/2) + 1): one trinomial split, radix-2
 * layers, then (NCC-Sign1 and 5) two radix-3 layers down to linear factors;
 * NCC-Sign3 stops at cubic factors x^3 -+ y. The leaf order is the
 * reference's, since the public matrix is sampled in this domain
 * (tools/gen/nccsign_zetas.py derives the twiddles). */
#include "nccsign.h"
#include "reduce.h"

#define HALF (N_COEFFS / 2)

#if NCCSIGN_MODE == 3
#define LAST_RADIX2_LEN 3
#else
#define LAST_RADIX2_LEN 9
#endif

/* Coefficients in, |a| < 2q; evaluations out, centred by reduce32. */
void nccsign_ntt(int32_t a[N_COEFFS])
{
    unsigned k = 0, len, start, j;
    int32_t z = nccsign_zetas[k++];

    /* x^n - x^(n/2) + 1 = (x^(n/2) - z)(x^(n/2) - (1 - z)), z a primitive
       6th root of unity: a + b x^(n/2) becomes a + z b and a + b - z b.
       Magnitudes stay below 3q. */
    for (j = 0; j < HALF; j++) {
        int32_t b = a[j + HALF];
        int32_t t = nccsign_mul(z, b);
        a[j + HALF] = a[j] + b - t;
        a[j] = a[j] + t;
    }
    /* radix-2: each layer adds less than q to the magnitude */
    for (len = N_COEFFS / 4; len >= LAST_RADIX2_LEN; len >>= 1) {
        for (start = 0; start < N_COEFFS; start += 2 * len) {
            z = nccsign_zetas[k++];
            for (j = start; j < start + len; j++) {
                int32_t t = nccsign_mul(z, a[j + len]);
                a[j + len] = a[j] - t;
                a[j] = a[j] + t;
            }
        }
    }
#if NCCSIGN_MODE != 3
    /* radix-3: x^(3l) - y^3 = (x^l - y)(x^l - w y)(x^l - w^2 y); each layer
       adds less than 4q (at most 18q in all, far from overflow) */
    for (len = 3; len >= 1; len /= 3) {
        for (start = 0; start < N_COEFFS; start += 3 * len) {
            int32_t z1 = nccsign_zetas[k++];
            int32_t z2 = nccsign_zetas[k++];
            for (j = start; j < start + len; j++) {
                int32_t t1 = nccsign_mul(z1, a[j + len]);
                int32_t t2 = nccsign_mul(z2, a[j + 2 * len]);
                int32_t t3 = nccsign_mul(NCCSIGN_MONT_W, t1) + nccsign_mul(NCCSIGN_MONT_W2, t2);
                int32_t a0 = a[j];
                a[j] = a0 + t1 + t2;
                a[j + len] = a0 + t3;
                a[j + 2 * len] = a0 - t1 - t2 - t3; /* w^2 t1 + w t2, as 1 + w + w^2 = 0 */
            }
        }
    }
#endif
    for (j = 0; j < N_COEFFS; j++) {
        a[j] = nccsign_reduce32(a[j]);
    }
}

/* Evaluations in, |a| < q; the coefficients of the product out, in [0, q).
 * The layers run without their factors 1/2 and 1/3 (and with the 2^32 that
 * the Montgomery products of base multiplication removed); the last layer
 * applies them all at once through KA and KB. */
void nccsign_invntt(int32_t a[N_COEFFS])
{
    unsigned k = 0, len, start, j;
#if NCCSIGN_MODE != 3
    for (len = 1; len <= 3; len *= 3) {
        for (start = 0; start < N_COEFFS; start += 3 * len) {
            int32_t z1 = nccsign_zetas_inv[k++];
            int32_t z2 = nccsign_zetas_inv[k++];
            for (j = start; j < start + len; j++) {
                int32_t y0 = a[j], y1 = a[j + len], y2 = a[j + 2 * len];
                int32_t u = y1 + y2;
                int32_t v = nccsign_mul(NCCSIGN_MONT_W2, y1) + nccsign_mul(NCCSIGN_MONT_W, y2);
                a[j] = nccsign_reduce32(y0 + u);
                a[j + len] = nccsign_mul(z1, y0 + v);
                a[j + 2 * len] = nccsign_mul(z2, y0 - u - v);
            }
        }
    }
    len = 9;
#else
    len = 3;
#endif
    for (; len <= N_COEFFS / 4; len <<= 1) {
        for (start = 0; start < N_COEFFS; start += 2 * len) {
            int32_t z = nccsign_zetas_inv[k++];
            for (j = start; j < start + len; j++) {
                int32_t y0 = a[j], y1 = a[j + len];
                a[j] = nccsign_reduce32(y0 + y1);
                a[j + len] = nccsign_mul(z, y0 - y1);
            }
        }
    }
    /* b = (u0 - u1) / (2z - 1), a = u0 - z b, with the deferred scale */
    for (j = 0; j < HALF; j++) {
        int32_t u0 = a[j], u1 = a[j + HALF];
        int32_t b = nccsign_mul(NCCSIGN_MONT_KB, u0 - u1);
        int32_t c = nccsign_mul(NCCSIGN_MONT_KA, u0) - nccsign_mul(NCCSIGN_MONT_Z, b);
        a[j] = nccsign_freeze(c);
        a[j + HALF] = nccsign_freeze(b);
    }
}

#if NCCSIGN_MODE == 3
/* c = a b mod (x^3 - z), each product times 2^-32. */
static void basemul3(int32_t c[3], const int32_t a[3], const int32_t b[3], int32_t z)
{
    int32_t c0 =
        nccsign_mul(a[0], b[0]) + nccsign_mul(nccsign_mul(a[1], b[2]) + nccsign_mul(a[2], b[1]), z);
    int32_t c1 =
        nccsign_mul(a[0], b[1]) + nccsign_mul(a[1], b[0]) + nccsign_mul(nccsign_mul(a[2], b[2]), z);
    int32_t c2 = nccsign_mul(a[0], b[2]) + nccsign_mul(a[1], b[1]) + nccsign_mul(a[2], b[0]);
    c[0] = c0;
    c[1] = c1;
    c[2] = c2;
}
#endif

#if NCCSIGN_MODE == 3
void nccsign_basemul_pair(int32_t w[N_COEFFS], const int32_t a[6], unsigned i)
{
    /* the last radix-2 layer's twiddles: blocks 2i, 2i + 1 are x^3 -+ z */
    int32_t z = nccsign_zetas[N_COEFFS / 6 - 1 + i];
    basemul3(w + 6 * i, a, w + 6 * i, z);
    basemul3(w + 6 * i + 3, a + 3, w + 6 * i + 3, -z);
}
#endif
