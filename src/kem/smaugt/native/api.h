/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The SMAUG-T kernels a native backend may replace (the pattern:
 * src/common/native/api.h, docs/architecture.md "Adding a backend").
 *
 * native/<arch>/meta.h defines, for each kernel it replaces,
 * SMAUGT_NATIVE_<KERNEL> and a static inline smaugt_native_<kernel>(...)
 * that does the work and returns KPQC_NATIVE_OK, or returns
 * KPQC_NATIVE_FALLBACK without touching anything when the CPU lacks
 * SMAUGT_NATIVE_FEATURES; and SMAUGT_NATIVE_BACKEND, the backend's name.
 * Each kernel's portable twin is <name>_c (smaugt.h). Outputs must equal
 * the twin's in every bit for every input within the bounds below.
 *
 * Polynomials are smaugt_poly (256 uint16_t coefficients mod 2^16).
 *
 * Kernels:
 *  - SMAUGT_NATIVE_MATRIX_TIMES:
 *    smaugt_native_matrix_times(t[K], seed_a, transpose, x[K]):
 *    t_i = sum_j A_ij x_j (transpose: A_ji) with A_ij from seed_a as
 *    smaugt_matrix_entries gives it (ExpandA), products in
 *    Z_{2^16}[x]/(x^256 + 1) as the portable Toom-Cook pipeline computes
 *    them (exact mod 2^13; the three bits above are the pipeline's, and
 *    must be the same). x: any coefficients. t may be x (every x_j is read
 *    before t is written).
 *  - SMAUGT_NATIVE_POLY_INNER: smaugt_native_poly_inner(t, a[K], x[K]):
 *    t = sum_j a_j x_j, the same arithmetic; a, x: any coefficients; t
 *    must not overlap a or x.
 *  - SMAUGT_NATIVE_PACK_Q, _P, _P2: smaugt_native_pack_q(out, a) (and _p,
 *    _p2): the low log_q (log_p, log_p') bits of each coefficient, packed
 *    as pack.c describes; a: any coefficients (the higher bits are
 *    ignored).
 *  - SMAUGT_NATIVE_UNPACK_Q, _P, _P2: smaugt_native_unpack_q(a, in) (and
 *    _p, _p2): the inverse; in: any bytes; coefficients < 2^bits.
 *  - SMAUGT_NATIVE_PACK_S: smaugt_native_pack_s(out, s): the 2-bit codes
 *    (1 - s) mod 4; s: any coefficients (the codes keep 2 bits).
 *  - SMAUGT_NATIVE_UNPACK_S: smaugt_native_unpack_s(s, in, &bad): the
 *    inverse, 1 - code mod 2^16, and bad = all ones if some code is 3,
 *    else 0; in: any bytes.
 *  - SMAUGT_NATIVE_HWT_BOUNDED: smaugt_native_hwt_bounded(x, buf, &ret):
 *    ret = 0 and x_i < 256 - i, or ret = -1 (x unspecified), from any 616
 *    bytes; the running time may depend only on the rejection decisions,
 *    which the portable code declassifies too.
 *  - SMAUGT_NATIVE_HWT_PLACE: smaugt_native_hwt_place(s, x, sign): the
 *    HWT polynomial (coefficients 0, 1, 0xFFFF); x_i < 256 - i (the output
 *    of the bounded integers), sign: any 32 bytes.
 *  - SMAUGT_NATIVE_GAUSSIAN_BITS: smaugt_native_gaussian_bits(e, buf):
 *    dGaussian from any 320 bytes; coefficients in {-3..3} mod 2^16.
 *  - SMAUGT_NATIVE_SP_CBD: smaugt_native_sp_cbd(r, buf): spCBD from any
 *    SMAUGT_CBD_BYTES bytes; coefficients in {-1, 0, 1} mod 2^16.
 *  - SMAUGT_NATIVE_ROUND_C1, _ROUND_C2, _DECRYPTION_VALUE: as rounding.c
 *    (c1 < 2^log_p, c2 < 2^log_p', 16-bit v16); inputs: any coefficients
 *    (c2 of the decryption value: any, its bits above log_p' drop out).
 *  - SMAUGT_NATIVE_MSG_ENCODE, _MSG_DECODE: message.c, or d2.c for TiMER;
 *    any message bytes, any coefficients. */
#ifndef KPQC_SMAUGT_NATIVE_API_H
#define KPQC_SMAUGT_NATIVE_API_H

#include "sys.h"
#include "../smaugt.h"

#if defined(KPQC_NATIVE_X86_64)
#include "x86_64/meta.h"
#elif defined(KPQC_NATIVE_AARCH64)
#include "aarch64/meta.h"
#elif defined(KPQC_NATIVE_ARMV7M)
#include "armv7m/meta.h"
#endif

#endif
