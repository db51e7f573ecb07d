/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Cortex-M4 (ARMv7E-M) backend of SMAUG-T: which kernels it replaces
 * (see ../api.h). Selected at compile time; KPQC_FORCE_PORTABLE still
 * turns it off. */
#ifndef KPQC_SMAUGT_NATIVE_ARMV7M_META_H
#define KPQC_SMAUGT_NATIVE_ARMV7M_META_H

#include "sys.h"
#include "armv7m.h"

#define SMAUGT_NATIVE_BACKEND  "armv7m"
#define SMAUGT_NATIVE_FEATURES KPQC_SYS_ARMV7M

/* The kernels need ARMv7E-M's DSP instructions and the FPU registers
   (Cortex-M4F); a Cortex-M3 build keeps the portable code. They keep
   whole polynomials of A on the stack (3.6 to 7.4 KB more than the
   portable code): the stack variant (KPQC_VARIANT=stack) leaves them out. */
#if defined(__ARM_FEATURE_DSP) && defined(__ARM_FP) && !defined(KPQC_STACK_VARIANT)
#define SMAUGT_NATIVE_MATRIX_TIMES
static inline int smaugt_native_matrix_times(smaugt_poly t[SMAUGT_K],
                                             const uint8_t seed_a[SMAUGT_SEED_BYTES], int transpose,
                                             const smaugt_poly x[SMAUGT_K])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_matrix_times_armv7m(t, seed_a, transpose, x);
    return KPQC_NATIVE_OK;
}

#define SMAUGT_NATIVE_POLY_INNER
static inline int smaugt_native_poly_inner(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                                           const smaugt_poly x[SMAUGT_K])
{
    if (!kpqc_sys_has(SMAUGT_NATIVE_FEATURES)) {
        return KPQC_NATIVE_FALLBACK;
    }
    smaugt_poly_inner_armv7m(t, a, x);
    return KPQC_NATIVE_OK;
}
#endif

#endif
