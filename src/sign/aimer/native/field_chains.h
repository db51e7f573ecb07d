/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AIMer field kernels that are the same on every backend once its
 * element arithmetic exists: products, dot products, squaring chains and
 * the S-box powers. Included at the end of a backend's field file
 * (x86_64/field_avx2.c, aarch64/field_neon.c), which first defines
 *   elem, wide            an element and an unreduced product,
 *   load, store           an element from / to an aimer_gf,
 *   mul_wide, square      the product of two aimer_gf (unreduced), a square,
 *   reduce, wide_xor, elem_xor,
 * and AIMER_NATIVE_FN(name), the backend's name of kernel name (for
 * example aimer_gf_mul_avx2), including gf_mat_vec_add for lambda = 192. */
#ifndef KPQC_AIMER_NATIVE_FIELD_CHAINS_H
#define KPQC_AIMER_NATIVE_FIELD_CHAINS_H

void AIMER_NATIVE_FN(gf_mul)(aimer_gf *r, const aimer_gf *a, const aimer_gf *b)
{
    store(r, reduce(mul_wide(a, b)));
}

/* The products are summed unreduced (reduction is linear), so n products
 * cost one reduction. */
void AIMER_NATIVE_FN(gf_dot_add)(aimer_gf *r, const aimer_gf *a, const aimer_gf *b, unsigned n)
{
    wide t;
    unsigned k;
    if (n == 0) {
        return;
    }
    t = mul_wide(&a[0], &b[0]);
    for (k = 1; k < n; k++) {
        t = wide_xor(t, mul_wide(&a[k], &b[k]));
    }
    store(r, elem_xor(load(r), reduce(t)));
}

void AIMER_NATIVE_FN(gf_sqr_n)(aimer_gf *r, const aimer_gf *a, unsigned n)
{
    elem x = load(a);
    unsigned k;
    for (k = 0; k < n; k++) {
        x = square(x);
    }
    store(r, x);
}

/* z_l = x_l^(2^e_l) for the L + 1 S-boxes. A squaring waits for the
 * previous one (two or three dependent carry-less products and their
 * XORs), so the chains run side by side: while k < e_0 all of them step,
 * then the ones with longer exponents (e_0 < e_1 < ... < e_L, params.h).
 * For lambda = 192 the two long chains (23 and 47 squarings) are products
 * with the matrices of a -> a^(2^e) (frobenius192.h) instead, which cost
 * less than half as much, while the short chain runs alongside. */
#if AIMER_LAMBDA == 192
#include "frobenius192.h"

void AIMER_NATIVE_FN(party_powers)(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1])
{
    static const uint8_t e[AIMER_L + 1] = AIMER_EXPONENTS;
    elem s0 = load(&x[0]);
    unsigned k;
    assert(e[1] == AIMER_FROB192_E1 && e[2] == AIMER_FROB192_E2);
    for (k = 0; k < e[0]; k++) {
        s0 = square(s0);
    }
    memset(&z[1], 0, 2 * sizeof z[1]);
    AIMER_NATIVE_FN(gf_mat_vec_add)(&z[1], &x[1], frob192_23);
    AIMER_NATIVE_FN(gf_mat_vec_add)(&z[2], &x[2], frob192_47);
    store(&z[0], s0);
}
#else
void AIMER_NATIVE_FN(party_powers)(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1])
{
    static const uint8_t e[AIMER_L + 1] = AIMER_EXPONENTS;
    elem s0 = load(&x[0]), s1 = load(&x[1]), s2 = load(&x[2]);
#if AIMER_L == 3
    elem s3 = load(&x[3]);
#endif
    unsigned k;
    for (k = 0; k < e[0]; k++) {
        s0 = square(s0);
        s1 = square(s1);
        s2 = square(s2);
#if AIMER_L == 3
        s3 = square(s3);
#endif
    }
    for (; k < e[1]; k++) {
        s1 = square(s1);
        s2 = square(s2);
#if AIMER_L == 3
        s3 = square(s3);
#endif
    }
    for (; k < e[2]; k++) {
        s2 = square(s2);
#if AIMER_L == 3
        s3 = square(s3);
#endif
    }
#if AIMER_L == 3
    for (; k < e[3]; k++) {
        s3 = square(s3);
    }
    store(&z[3], s3);
#endif
    store(&z[0], s0);
    store(&z[1], s1);
    store(&z[2], s2);
}
#endif

#endif
