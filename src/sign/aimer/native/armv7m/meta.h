/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The ARMv7-M (Cortex-M3/M4) backend of AIMer: which kernels of ../api.h
 * it replaces. Selected at compile time; KPQC_FORCE_PORTABLE still turns
 * it off. Kernels in Thumb-2 assembly (matrix_armv7m.S, clmul_armv7m.S)
 * with C glue (field_armv7m.c). */
#ifndef KPQC_AIMER_NATIVE_ARMV7M_META_H
#define KPQC_AIMER_NATIVE_ARMV7M_META_H

#include <assert.h>

#include "../../aimer.h"
#include "sys.h"

#define AIMER_NATIVE_BACKEND  "armv7m"
#define AIMER_NATIVE_FEATURES KPQC_SYS_ARMV7M

#define aimer_gf_mat_vec_add_armv7m KPQC_NS(aimer_gf_mat_vec_add_armv7m)
#define aimer_clmul64_armv7m        KPQC_NS(aimer_clmul64_armv7m)
#define aimer_clmul128_armv7m       KPQC_NS(aimer_clmul128_armv7m)
#define aimer_gf_mul_armv7m         KPQC_NS(aimer_gf_mul_armv7m)
#define aimer_square_up_rows_armv7m KPQC_NS(aimer_square_up_rows_armv7m)
#define aimer_party_powers_armv7m   KPQC_NS(aimer_party_powers_armv7m)
#define aimer_gf_dot_add_armv7m     KPQC_NS(aimer_gf_dot_add_armv7m)
#define aimer_party_linear_armv7m   KPQC_NS(aimer_party_linear_armv7m)
/* the four-party S-box inputs */
#define aimer_gf_mat_vec4_add_armv7m KPQC_NS(aimer_gf_mat_vec4_add_armv7m)
#define aimer_party_linear_x4_armv7m KPQC_NS(aimer_party_linear_x4_armv7m)

/* clmul_armv7m.S: r = a b, the 64 x 64 -> 128-bit carry-less product;
   r must not overlap a or b */
void aimer_clmul64_armv7m(uint64_t r[2], const uint64_t *a, const uint64_t *b);
/* clmul_armv7m.S: r = a b, 128 x 128 -> 256 bits; r must not overlap a or b */
void aimer_clmul128_armv7m(uint64_t r[4], const uint64_t a[2], const uint64_t b[2]);
/* field_armv7m.c */
void aimer_gf_mul_armv7m(aimer_gf *r, const aimer_gf *a, const aimer_gf *b);
void aimer_square_up_rows_armv7m(aimer_gf m[AIMER_LAMBDA]);
void aimer_gf_dot_add_armv7m(aimer_gf *r, const aimer_gf *a, const aimer_gf *b, unsigned n);
void aimer_party_linear_armv7m(aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                               const aimer_linear *lin);
/* powers_armv7m.S (lambda = 128) */
void aimer_party_powers_armv7m(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1]);
/* matrix_armv7m.S */
void aimer_gf_mat_vec_add_armv7m(aimer_gf *r, const aimer_gf *v, const aimer_gf m[AIMER_LAMBDA]);
/* matrix_armv7m.S: r[j] += the rows selected by vector j, for four vectors
   packed by bytes (q[k] byte j = byte k of vector j) */
void aimer_gf_mat_vec4_add_armv7m(aimer_gf r[4], const uint32_t q[AIMER_LAMBDA / 8],
                                  const aimer_gf m[AIMER_LAMBDA]);
/* field_armv7m.c */
void aimer_party_linear_x4_armv7m(aimer_gf x[4][AIMER_L + 1], const aimer_tape *const tape[4],
                                  const aimer_linear *lin);

#define AIMER_NATIVE_GF_MUL
static inline int aimer_native_gf_mul(aimer_gf *r, const aimer_gf *a, const aimer_gf *b)
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_gf_mul_armv7m(r, a, b);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_GF_DOT_ADD
static inline int aimer_native_gf_dot_add(aimer_gf *r, const aimer_gf *a, const aimer_gf *b,
                                          unsigned n)
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_gf_dot_add_armv7m(r, a, b, n);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_GF_MAT_VEC_ADD
static inline int aimer_native_gf_mat_vec_add(aimer_gf *r, const aimer_gf *v,
                                              const aimer_gf m[AIMER_LAMBDA])
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    assert(r != v);
    aimer_gf_mat_vec_add_armv7m(r, v, m);
    return KPQC_NATIVE_OK;
}

/* in place, like its twin: a 16-entry table (256 to 512 bytes) of stack */
#define AIMER_NATIVE_SQUARE_UP_ROWS
static inline int aimer_native_square_up_rows(aimer_gf m[AIMER_LAMBDA])
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_square_up_rows_armv7m(m);
    return KPQC_NATIVE_OK;
}

#define AIMER_NATIVE_PARTY_LINEAR
static inline int aimer_native_party_linear(aimer_gf x[AIMER_L + 1], const aimer_tape *tape,
                                            const aimer_linear *lin)
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_party_linear_armv7m(x, tape, lin);
    return KPQC_NATIVE_OK;
}

/* ---- four parties' S-box inputs at once ---- */
#define AIMER_NATIVE_PARTY_LINEAR_X4
static inline int aimer_native_party_linear_x4(aimer_gf x[4][AIMER_L + 1],
                                               const aimer_tape *const tape[4],
                                               const aimer_linear *lin)
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_party_linear_x4_armv7m(x, tape, lin);
    return KPQC_NATIVE_OK;
}
/* ---- end of the four-party S-box inputs ---- */

/* ---- a batch of parties' S-box inputs, bitsliced ---- */
#define aimer_linear_prepare_armv7m     KPQC_NS(aimer_linear_prepare_armv7m)
#define aimer_party_linear_batch_armv7m KPQC_NS(aimer_party_linear_batch_armv7m)
#define aimer_batch_product_armv7m      KPQC_NS(aimer_batch_product_armv7m)
/* matrix_armv7m.S: r[k] ^= the table entries the nibbles of column k of
   the transposed matrix mt select (batch_armv7m.c) */
void aimer_batch_product_armv7m(uint32_t r[AIMER_LAMBDA], const uint32_t tab[AIMER_LAMBDA * 4],
                                const aimer_gf mt[AIMER_LAMBDA]);
/* batch_armv7m.c */
void aimer_linear_prepare_armv7m(aimer_linear *lin);
void aimer_party_linear_batch_armv7m(aimer_gf x[][AIMER_L + 1], const aimer_tape *const tape[],
                                     unsigned n, const aimer_linear *lin);

/* Its tables and lanes cost 20 lambda bytes of stack: the stack variant
   keeps the four-party path. */
#if !defined(KPQC_STACK_VARIANT)
#define AIMER_NATIVE_PARTY_LINEAR_BATCH
static inline int aimer_native_linear_prepare(aimer_linear *lin)
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    aimer_linear_prepare_armv7m(lin);
    return KPQC_NATIVE_OK;
}

static inline int aimer_native_party_linear_batch(aimer_gf x[][AIMER_L + 1],
                                                  const aimer_tape *const tape[], unsigned n,
                                                  const aimer_linear *lin)
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    assert(n <= 32);
    aimer_party_linear_batch_armv7m(x, tape, n, lin);
    return KPQC_NATIVE_OK;
}
#endif
/* ---- end of the bitsliced batch ---- */

#if AIMER_LAMBDA == 128
#define AIMER_NATIVE_PARTY_POWERS
static inline int aimer_native_party_powers(aimer_gf z[AIMER_L + 1], const aimer_gf x[AIMER_L + 1])
{
    if (!kpqc_sys_has(KPQC_SYS_ARMV7M)) {
        return KPQC_NATIVE_FALLBACK;
    }
    assert(z != x);
    aimer_party_powers_armv7m(z, x);
    return KPQC_NATIVE_OK;
}
#endif

#endif
