/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE number-theoretic transform over Z_q[x]/(x^256 + 1), q = 64513.
 *
 * Forward: 8 Cooley-Tukey layers, output in bit-reversed order, with no
 * reduction between layers (each layer grows |coefficients| by less than q,
 * so inputs below 2^30 - 8q in absolute value cannot overflow).
 * Inverse: 8 Gentleman-Sande layers reading the same table backwards, then
 * one scaling by mont^2 / 256 that removes the factor 256 and leaves the
 * result multiplied by 2^32 ("tomont"): invntt(pointwise(ntt a, ntt b)) is
 * a b mod q with no Montgomery factor left. Both perform exactly the
 * reference's operations in the same order, so the outputs agree bit for
 * bit, including the unreduced representatives. */
#include "haetae.h"
#include "reduce.h"
#include "native/api.h"

/* One layer of forward butterflies (a, b) -> (a + zb, a - zb); the blocks
 * of 2 len coefficients take twiddles k+1, k+2, ... */
static unsigned ntt_layer(int32_t *c, unsigned len, unsigned k)
{
    unsigned start, j;
    for (start = 0; start < HAETAE_N; start += 2 * len) {
        int32_t zeta = haetae_zetas[++k];
        for (j = start; j < start + len; j++) {
            int32_t t = haetae_mont_reduce((int64_t)zeta * c[j + len]);
            c[j + len] = c[j] - t;
            c[j] = c[j] + t;
        }
    }
    return k;
}

void haetae_ntt_c(haetae_poly *a)
{
    unsigned len, k = 0;
    for (len = HAETAE_N / 2; len > 0; len >>= 1)
        k = ntt_layer(a->c, len, k);
}

/* One layer of inverse butterflies (a, b) -> (a + b, z'(a - b)) with
 * z' = -zeta_k, k running downwards. The sums are not reduced: after 8
 * layers they are below 256 max|input|, fine for |input| < 2^23. */
static unsigned invntt_layer(int32_t *c, unsigned len, unsigned k)
{
    unsigned start, j;
    for (start = 0; start < HAETAE_N; start += 2 * len) {
        int32_t zeta = -haetae_zetas[--k];
        for (j = start; j < start + len; j++) {
            int32_t t = c[j];
            int32_t d = t - c[j + len];
            c[j] = t + c[j + len];
            c[j + len] = haetae_mont_reduce((int64_t)zeta * d);
        }
    }
    return k;
}

void haetae_invntt_tomont_c(haetae_poly *a)
{
    unsigned len, j, k = HAETAE_N;
    for (len = 1; len < HAETAE_N; len <<= 1)
        k = invntt_layer(a->c, len, k);
    for (j = 0; j < HAETAE_N; j++)
        a->c[j] = haetae_mont_reduce((int64_t)HAETAE_INVNTT_F * a->c[j]);
}

void haetae_poly_pointwise_montgomery_c(haetae_poly *r, const haetae_poly *a, const haetae_poly *b)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        r->c[i] = haetae_mont_reduce((int64_t)a->c[i] * b->c[i]);
}

/* The reference sets w = pointwise(u0, v0) and then adds pointwise(ui, vi)
 * for i = 1, 2, ...: starting from r = 0, 0 + x = x, so calling this in
 * column order reproduces it exactly. Each term lies in (-q, q). */
void haetae_poly_pointwise_acc_montgomery_c(haetae_poly *r, const haetae_poly *a,
                                            const haetae_poly *b)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++)
        r->c[i] += haetae_mont_reduce((int64_t)a->c[i] * b->c[i]);
}

/* Dispatchers: the native kernel where the backend has one and the CPU runs
 * it (native/api.h), else the portable twin above. */
void haetae_ntt(haetae_poly *a)
{
#if defined(HAETAE_NATIVE_NTT)
    if (haetae_native_ntt(a) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_ntt_c(a);
}

void haetae_invntt_tomont(haetae_poly *a)
{
#if defined(HAETAE_NATIVE_INVNTT_TOMONT)
    if (haetae_native_invntt_tomont(a) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_invntt_tomont_c(a);
}

void haetae_poly_pointwise_montgomery(haetae_poly *r, const haetae_poly *a, const haetae_poly *b)
{
#if defined(HAETAE_NATIVE_POINTWISE_MONTGOMERY)
    if (haetae_native_poly_pointwise_montgomery(r, a, b) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_poly_pointwise_montgomery_c(r, a, b);
}

void haetae_poly_pointwise_acc_montgomery(haetae_poly *r, const haetae_poly *a,
                                          const haetae_poly *b)
{
#if defined(HAETAE_NATIVE_POINTWISE_ACC_MONTGOMERY)
    if (haetae_native_poly_pointwise_acc_montgomery(r, a, b) == KPQC_NATIVE_OK)
        return;
#endif
    haetae_poly_pointwise_acc_montgomery_c(r, a, b);
}
