/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AArch64 backend of AIMer: which kernels of ../api.h it replaces.
 * Selected at run time (sys.h reads NEON and PMULL from the hardware
 * capabilities); KPQC_FORCE_PORTABLE=1 turns it off. The field kernels use
 * PMULL/PMULL2 for the carry-less products, the matrix kernels NEON; the
 * files are compiled with -march=armv8-a+crypto, so every kernel asks for
 * both features. */
#ifndef KPQC_AIMER_NATIVE_AARCH64_META_H
#define KPQC_AIMER_NATIVE_AARCH64_META_H

#include <assert.h>

#include "../../aimer.h"
#include "sys.h"

#define AIMER_NATIVE_BACKEND  "neon"
#define AIMER_NATIVE_FEATURES (KPQC_SYS_ARM_NEON | KPQC_SYS_ARM_PMULL)

#define aimer_gf_mul_neon         KPQC_NS(aimer_gf_mul_neon)
#define aimer_gf_sqr_n_neon       KPQC_NS(aimer_gf_sqr_n_neon)
#define aimer_gf_dot_add_neon     KPQC_NS(aimer_gf_dot_add_neon)
#define aimer_gf_mat_vec_add_neon KPQC_NS(aimer_gf_mat_vec_add_neon)
#define aimer_square_up_rows_neon KPQC_NS(aimer_square_up_rows_neon)
#define aimer_party_linear_neon   KPQC_NS(aimer_party_linear_neon)
#define aimer_party_powers_neon   KPQC_NS(aimer_party_powers_neon)

/* field_neon.c */
void aimer_gf_mul_neon(aimer_gf *r, const aimer_gf *a, const aimer_gf *b);
void aimer_gf_sqr_n_neon(aimer_gf *r, const aimer_gf *a, unsigned n);
void aimer_gf_dot_add_neon(aimer_gf *r, const aimer_gf *a, const aimer_gf *b, unsigned n);
void aimer_party_powers_neon(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1]);
/* matrix_neon.c */
void aimer_gf_mat_vec_add_neon(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA]);
void aimer_square_up_rows_neon(aimer_gf m[AIMER_LAMBDA]);
void aimer_party_linear_neon(aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                             const aimer_linear *lin);

#define AIMER_NATIVE_GF_MUL
static inline int aimer_native_gf_mul(aimer_gf *r, const aimer_gf *a, const aimer_gf *b)
{
    if (!kpqc_sys_has(AIMER_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_gf_mul_neon(r, a, b);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_GF_SQR_N
static inline int aimer_native_gf_sqr_n(aimer_gf *r, const aimer_gf *a, unsigned n)
{
    if (!kpqc_sys_has(AIMER_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_gf_sqr_n_neon(r, a, n);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_GF_DOT_ADD
static inline int aimer_native_gf_dot_add(aimer_gf *r, const aimer_gf *a, const aimer_gf *b,
                                          unsigned n)
{
    if (!kpqc_sys_has(AIMER_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    assert(n == 0 || (r != &a[0] && r != &b[0]));
    aimer_gf_dot_add_neon(r, a, b, n);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_GF_MAT_VEC_ADD
static inline int aimer_native_gf_mat_vec_add(aimer_gf *r, const aimer_gf *v,
                                              const aimer_gf m[AIMER_LAMBDA])
{
    if (!kpqc_sys_has(AIMER_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    assert(r != v);
    aimer_gf_mat_vec_add_neon(r, v, m);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_SQUARE_UP_ROWS
static inline int aimer_native_square_up_rows(aimer_gf m[AIMER_LAMBDA])
{
    if (!kpqc_sys_has(AIMER_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_square_up_rows_neon(m);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_PARTY_LINEAR
static inline int aimer_native_party_linear(aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                                            const aimer_linear *lin)
{
    if (!kpqc_sys_has(AIMER_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_party_linear_neon(x, tape, lin);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_PARTY_POWERS
static inline int aimer_native_party_powers(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1])
{
    if (!kpqc_sys_has(AIMER_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    assert(z != x);
    aimer_party_powers_neon(z, x);
    return KPQC_NATIVE_OK;
}

#endif
