/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HAETAE kernels a native backend may replace.
 *
 * A backend for architecture <arch> says in native/<arch>/meta.h which
 * kernels it replaces: for each, the macro HAETAE_NATIVE_<KERNEL> and a
 * static inline haetae_native_<kernel>(...) that does the work and returns
 * KPQC_NATIVE_OK, or returns KPQC_NATIVE_FALLBACK having touched nothing
 * when the CPU lacks HAETAE_NATIVE_FEATURES (sys.h). The portable function
 * (name below) asks the backend first and otherwise runs its twin, the
 * portable body renamed <name>_c, which stays callable for the tests
 * (test/native/haetae.c). A kernel's outputs equal its twin's bit for bit
 * for every input within the bounds given here.
 *
 * Kernels (portable function: inputs -> outputs):
 *  - NTT: haetae_ntt(a): |a| < 2^30 - 8q -> NTT domain, bit-reversed,
 *    unreduced (each layer adds less than q to max |a|).
 *  - INVNTT_TOMONT: haetae_invntt_tomont(a): |a| < 2^23 -> (-q, q).
 *  - POINTWISE_MONTGOMERY: haetae_poly_pointwise_montgomery(r, a, b):
 *    |a_i b_i| < 2^31 q -> r_i = a_i b_i 2^-32 mod q in (-q, q).
 *  - POINTWISE_ACC_MONTGOMERY: haetae_poly_pointwise_acc_montgomery(r, a,
 *    b): the same product added to r (|r + product| < 2^31). */
#ifndef KPQC_HAETAE_NATIVE_API_H
#define KPQC_HAETAE_NATIVE_API_H

#include "sys.h"
#include "../haetae.h"

#if defined(KPQC_NATIVE_X86_64)
#include "x86_64/meta.h"
#endif

#endif
