/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The x86-64 backend of AIMer: which kernels of ../api.h it replaces.
 * Selected at run time. The field kernels use PCLMULQDQ; like every file of
 * the backend they are compiled with -mavx2 (the compiler may emit VEX
 * encodings anywhere in them), so each kernel asks for AVX2 as well. */
#ifndef KPQC_AIMER_NATIVE_X86_64_META_H
#define KPQC_AIMER_NATIVE_X86_64_META_H

#include <assert.h>

#include "../../aimer.h"
#include "sys.h"

#define AIMER_NATIVE_BACKEND  "avx2"
#define AIMER_NATIVE_FEATURES (KPQC_SYS_X86_AVX2 | KPQC_SYS_X86_PCLMUL)

#define aimer_gf_mul_avx2         KPQC_NS(aimer_gf_mul_avx2)
#define aimer_gf_sqr_n_avx2       KPQC_NS(aimer_gf_sqr_n_avx2)
#define aimer_gf_dot_add_avx2     KPQC_NS(aimer_gf_dot_add_avx2)
#define aimer_gf_mat_vec_add_avx2 KPQC_NS(aimer_gf_mat_vec_add_avx2)
#define aimer_square_up_rows_avx2 KPQC_NS(aimer_square_up_rows_avx2)
#define aimer_party_linear_avx2   KPQC_NS(aimer_party_linear_avx2)
#define aimer_party_powers_avx2   KPQC_NS(aimer_party_powers_avx2)

/* field_avx2.c */
void aimer_gf_mul_avx2(aimer_gf *r, const aimer_gf *a, const aimer_gf *b);
void aimer_gf_sqr_n_avx2(aimer_gf *r, const aimer_gf *a, unsigned n);
void aimer_gf_dot_add_avx2(aimer_gf *r, const aimer_gf *a, const aimer_gf *b, unsigned n);
void aimer_party_powers_avx2(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1]);
/* matrix_avx2.c */
void aimer_gf_mat_vec_add_avx2(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA]);
void aimer_square_up_rows_avx2(aimer_gf m[AIMER_LAMBDA]);
void aimer_party_linear_avx2(aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                             const aimer_linear *lin);

#define AIMER_NATIVE_GF_MUL
static inline int aimer_native_gf_mul(aimer_gf *r, const aimer_gf *a, const aimer_gf *b)
{
    if (!kpqc_sys_has(KPQC_SYS_X86_AVX2 | KPQC_SYS_X86_PCLMUL)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_gf_mul_avx2(r, a, b);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_GF_SQR_N
static inline int aimer_native_gf_sqr_n(aimer_gf *r, const aimer_gf *a, unsigned n)
{
    if (!kpqc_sys_has(KPQC_SYS_X86_AVX2 | KPQC_SYS_X86_PCLMUL)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_gf_sqr_n_avx2(r, a, n);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_GF_DOT_ADD
static inline int aimer_native_gf_dot_add(aimer_gf *r, const aimer_gf *a, const aimer_gf *b,
                                          unsigned n)
{
    if (!kpqc_sys_has(KPQC_SYS_X86_AVX2 | KPQC_SYS_X86_PCLMUL)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_gf_dot_add_avx2(r, a, b, n);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_GF_MAT_VEC_ADD
static inline int aimer_native_gf_mat_vec_add(aimer_gf *r, const aimer_gf *v,
                                              const aimer_gf m[AIMER_LAMBDA])
{
    if (!kpqc_sys_has(KPQC_SYS_X86_AVX2)) {
        return KPQC_NATIVE_FALLBACK;
    }
    assert(r != v);
    aimer_gf_mat_vec_add_avx2(r, v, m);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_SQUARE_UP_ROWS
static inline int aimer_native_square_up_rows(aimer_gf m[AIMER_LAMBDA])
{
    if (!kpqc_sys_has(KPQC_SYS_X86_AVX2)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_square_up_rows_avx2(m);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_PARTY_LINEAR
static inline int aimer_native_party_linear(aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                                            const aimer_linear *lin)
{
    if (!kpqc_sys_has(KPQC_SYS_X86_AVX2)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_party_linear_avx2(x, tape, lin);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_PARTY_POWERS
static inline int aimer_native_party_powers(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1])
{
    if (!kpqc_sys_has(KPQC_SYS_X86_AVX2 | KPQC_SYS_X86_PCLMUL)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_party_powers_avx2(z, x);
    return KPQC_NATIVE_OK;
}

#endif
