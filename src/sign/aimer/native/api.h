/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AIMer kernels a native backend may replace (see src/common/native/
 * api.h for the pattern). A backend's meta.h defines, for each kernel it
 * provides, the macro AIMER_NATIVE_<KERNEL> and a static inline
 * aimer_native_<kernel>(...) that returns KPQC_NATIVE_OK after doing the
 * work, or KPQC_NATIVE_FALLBACK, touching nothing, when the CPU lacks the
 * features (sys.h). The portable function of the same name (without
 * "native_") dispatches; its old body is the twin <name>_c (aimer.h).
 * meta.h also names the backend (AIMER_NATIVE_BACKEND, for kpqc list and
 * bench) and the sys.h features it needs (AIMER_NATIVE_FEATURES).
 *
 * Every output must equal the twin's bit for bit. Field elements have no
 * redundant representation (lambda = 64 W), so every aimer_gf value is a
 * valid input and every output is the unique reduced element.
 *
 * Kernels (aimer_gf: AIMER_W little-endian 64-bit words, any value):
 *  - AIMER_NATIVE_GF_MUL: aimer_native_gf_mul(r, a, b): r = a b in
 *    GF(2^lambda); r may alias a or b. Twin aimer_gf_mul_c.
 *  - AIMER_NATIVE_GF_DOT_ADD: aimer_native_gf_dot_add(r, a, b, n):
 *    r += sum_(k < n) a[k] b[k], any n; r must not alias a[k] or b[k].
 *    Twin aimer_gf_dot_add_c.
 *  - AIMER_NATIVE_GF_SQR_N: aimer_native_gf_sqr_n(r, a, n): r = a^(2^n),
 *    any n (n = 0 copies); r may alias a. Twin aimer_gf_sqr_n_c.
 *  - AIMER_NATIVE_GF_MAT_VEC_ADD: aimer_native_gf_mat_vec_add(r, v, m):
 *    r += sum of the rows m[i] whose bit i of v is set (lambda rows, any
 *    values); constant time in v and r. r must not alias v or m. Twin
 *    aimer_gf_mat_vec_add_c.
 *  - AIMER_NATIVE_SQUARE_UP_ROWS: aimer_native_square_up_rows(m): the
 *    matrix of the affine layers from its lambda squeezed rows, in place
 *    (aim3.c; public data). Twin aimer_square_up_rows_c.
 *  - AIMER_NATIVE_PARTY_LINEAR: aimer_native_party_linear(x, tape, lin):
 *    a party's S-box inputs without the constants, x_l = pt A_l (l < L)
 *    and x_L = sum_l y_l B_l, from its tape (any values; secret) and the
 *    affine layers (public). Twin aimer_party_linear_c (proof.c).
 *  - AIMER_NATIVE_PARTY_LINEAR_X4: aimer_native_party_linear_x4(x, tape,
 *    lin): PARTY_LINEAR for four parties, x[k] from tape[k] (the tapes may
 *    repeat). Twin aimer_party_linear_x4_c (proof.c).
 *  - AIMER_NATIVE_PARTY_POWERS: aimer_native_party_powers(z, x):
 *    z_l = x_l^(2^e_l) for l = 0 .. L (any values); z must not alias x.
 *    Twin aimer_party_powers_c.
 *  - AIMER_NATIVE_PARTY_LINEAR_BATCH (two functions):
 *    aimer_native_linear_prepare(lin) rewrites the matrices of lin (not
 *    its vectors) in place into the backend's own form, once per
 *    signature or verification; aimer_native_party_linear_batch(x, tape,
 *    n, lin) is then PARTY_LINEAR for the n <= 32 parties tape[0 .. n-1]
 *    (x[k] from tape[k]) over a lin so prepared. When prepare returns
 *    KPQC_NATIVE_FALLBACK, the batch kernel is not called. Twin
 *    aimer_party_linear_batch_c (proof.c) over the unprepared lin.
 * The twins of GF_DOT_ADD, PARTY_LINEAR(_X4) and PARTY_POWERS call the
 * dispatching field functions; the kernel test runs them with every
 * backend switched off. */
#ifndef KPQC_AIMER_NATIVE_API_H
#define KPQC_AIMER_NATIVE_API_H

#include "../aimer.h"
#include "sys.h"

#if defined(KPQC_NATIVE_X86_64)
#include "x86_64/meta.h"
#elif defined(KPQC_NATIVE_AARCH64)
#include "aarch64/meta.h"
#elif defined(KPQC_NATIVE_ARMV7M)
#include "armv7m/meta.h"
#endif

#endif
