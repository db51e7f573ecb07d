/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTT of NTRU+: the Chinese-remainder map of Z_q[x]/(x^n - x^(n/2) + 1)
 * onto n/D blocks Z_q[x]/(x^D - zeta_i), computed in place by a tree of
 * splittings (tools/gen/ntruplus_zetas.py derives the tree and its table):
 *
 *   x^n - x^(n/2) + 1 = (x^(n/2) - z)(x^(n/2) - (1 - z))   z a primitive 6th root of 1
 *   x^(3s) - y^3      = (x^s - y)(x^s - w y)(x^s - w^2 y)  w a primitive cube root of 1
 *   x^(2s) - y^2      = (x^s - y)(x^s + y)
 *
 * The children of a block occupy consecutive parts of it, in that order,
 * so the output needs no reordering. Twiddles are read from ntruplus_zetas
 * in Montgomery form, so ntruplus_fqmul(twiddle, x) is exactly twiddle * x.
 *
 * Coefficient growth: from an input bound B the forward transform reaches
 * 2B + q after the first layer, + 2q per radix-3 layer and + q per radix-2
 * layer. Every caller transforms a polynomial with |c| <= 4 (f, g, r, the
 * encoded message); for n = 864 and 1152 one Barrett pass after the radix-3
 * layers keeps the bound below 2^15 for inputs up to |c| <= q. */
#include "native/api.h"
#include "ntruplus.h"
#include "reduce.h"
#include "zetas.h"

#define ZETAS_LEN (sizeof ntruplus_zetas / sizeof ntruplus_zetas[0])
#define HALF      (NTRUPLUS_N / 2)

void ntruplus_ntt_c(ntruplus_poly *a)
{
    int16_t *r = a->c;
    unsigned k = 1, i, start, step;
    int16_t z = ntruplus_zetas[k++];

    /* x^(n/2) = z on the low half, 1 - z on the high half */
    for (i = 0; i < HALF; i++) {
        int16_t t = ntruplus_fqmul(z, r[i + HALF]);
        r[i + HALF] = (int16_t)(r[i] + r[i + HALF] - t);
        r[i] = (int16_t)(r[i] + t);
    }

    for (step = NTRUPLUS_N / 6; step >= NTRUPLUS_RADIX3_MIN; step /= 3) {
        for (start = 0; start < NTRUPLUS_N; start += 3 * step) {
            int16_t y = ntruplus_zetas[k++], y2 = ntruplus_zetas[k++];
            for (i = start; i < start + step; i++) {
                /* a0 + y a1 + y^2 a2 at y, w y, w^2 y with three products */
                int16_t t1 = ntruplus_fqmul(y, r[i + step]);
                int16_t t2 = ntruplus_fqmul(y2, r[i + 2 * step]);
                int16_t t3 = ntruplus_fqmul(NTRUPLUS_OMEGA, (int16_t)(t1 - t2));
                r[i + 2 * step] = (int16_t)(r[i] - t1 - t3);
                r[i + step] = (int16_t)(r[i] - t2 + t3);
                r[i] = (int16_t)(r[i] + t1 + t2);
            }
        }
    }
#if NTRUPLUS_RADIX3_LAYERS > 1
    for (i = 0; i < NTRUPLUS_N; i++) {
        r[i] = ntruplus_barrett(r[i]);
    }
#endif

    for (step = NTRUPLUS_RADIX2_MAX; step >= NTRUPLUS_D; step >>= 1) {
        for (start = 0; start < NTRUPLUS_N; start += 2 * step) {
            int16_t y = ntruplus_zetas[k++];
            for (i = start; i < start + step; i++) {
                int16_t t = ntruplus_fqmul(y, r[i + step]);
                r[i + step] = (int16_t)(r[i] - t);
                r[i] = (int16_t)(r[i] + t);
            }
        }
    }

    for (i = 0; i < NTRUPLUS_N; i++) {
        r[i] = ntruplus_barrett(r[i]);
    }
}

/* The inverse undoes the layers from the leaves up, reading the table
 * backwards: for the j-th of the K blocks of a layer it meets the entry of
 * block K-1-j, which is -1/y_j (radix-2) or the pair (w/y_j)^2, w/y_j
 * (radix-3) -- identities the generator asserts. Each radix-2 step doubles
 * and each radix-3 step triples the values; the last step divides by the
 * accumulated n/(2D) together with its own 2.
 *
 * Reductions: a radix-2 butterfly's difference leaves as a Montgomery
 * product (|c| < q); its sum is Barrett-reduced on every second layer only
 * (the second and the fourth). From inputs |c| < q every value stays below
 * 2q after an unreduced layer and below 4q before a reduced one, so the
 * radix-3 sums of three stay below 6q < 2^15, their differences below 5q,
 * and every product below q 2^15. */
/* one inverse radix-2 layer (called with constants, so each call is
   compiled for its step) */
static inline void invntt_radix2(int16_t *r, unsigned step, unsigned *k, int reduce)
{
    unsigned start, i;
    for (start = 0; start < NTRUPLUS_N; start += 2 * step) {
        int16_t y = ntruplus_zetas[(*k)--]; /* -1/y */
        for (i = start; i < start + step; i++) {
            int16_t t = r[i + step], s = (int16_t)(r[i] + t);
            r[i + step] = ntruplus_fqmul(y, (int16_t)(t - r[i]));
            r[i] = reduce ? ntruplus_barrett(s) : s;
        }
    }
}

void ntruplus_invntt_c(ntruplus_poly *a)
{
    int16_t *r = a->c;
    unsigned k = (unsigned)ZETAS_LEN - 1, i, start, step;

    invntt_radix2(r, NTRUPLUS_D, &k, 0);
    invntt_radix2(r, 2 * NTRUPLUS_D, &k, 1);
    invntt_radix2(r, 4 * NTRUPLUS_D, &k, 0);
    invntt_radix2(r, 8 * NTRUPLUS_D, &k, 1);
#if NTRUPLUS_RADIX2_MAX == 16 * NTRUPLUS_D
    invntt_radix2(r, 16 * NTRUPLUS_D, &k, 0);
#else
    _Static_assert(NTRUPLUS_RADIX2_MAX == 8 * NTRUPLUS_D, "four or five radix-2 layers");
#endif

    for (step = NTRUPLUS_RADIX3_MIN; step <= NTRUPLUS_N / 6; step *= 3) {
        for (start = 0; start < NTRUPLUS_N; start += 3 * step) {
            int16_t y2 = ntruplus_zetas[k--], y = ntruplus_zetas[k--]; /* (w/y)^2, w/y */
            for (i = start; i < start + step; i++) {
                int16_t a0 = r[i], a1 = r[i + step], a2 = r[i + 2 * step];
                int16_t t = ntruplus_fqmul(NTRUPLUS_OMEGA, (int16_t)(a1 - a0));
                r[i + step] = ntruplus_fqmul(y, (int16_t)(a2 - a0 + t));
                r[i + 2 * step] = ntruplus_fqmul(y2, (int16_t)(a2 - a1 - t));
                r[i] = ntruplus_barrett((int16_t)(a0 + a1 + a2));
            }
        }
    }

    /* (A, B) = F (lo + z hi, lo + (1 - z) hi) with F = n/(2D):
       hi = (A - B)/(F (z - z^5)), lo = (A + B - F hi)/(2F) */
    for (i = 0; i < HALF; i++) {
        int16_t t1 = (int16_t)(r[i] + r[i + HALF]);
        int16_t t2 = ntruplus_fqmul(NTRUPLUS_ZMINUSZ5INV, (int16_t)(r[i] - r[i + HALF]));
        r[i] = ntruplus_fqmul(NTRUPLUS_NINV, (int16_t)(t1 - t2));
        r[i + HALF] = ntruplus_fqmul(NTRUPLUS_NINV2, t2);
    }
}

void ntruplus_ntt(ntruplus_poly *a)
{
#if defined(NTRUPLUS_NATIVE_NTT)
    if (ntruplus_native_ntt(a) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_ntt_c(a);
}

void ntruplus_invntt(ntruplus_poly *a)
{
#if defined(NTRUPLUS_NATIVE_INVNTT)
    if (ntruplus_native_invntt(a) == KPQC_NATIVE_OK) {
        return;
    }
#endif
    ntruplus_invntt_c(a);
}
