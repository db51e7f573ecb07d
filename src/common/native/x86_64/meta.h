/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The x86-64 backend of the common primitives: which kernels it replaces
 * (see ../api.h). Selected at run time, in two tiers:
 *  - KPQC_SYS_X86_AVX512VL (AVX-512F, AVX-512VL, with AVX2): the AVX-512VL
 *    permutations, single-state and 4-way;
 *  - KPQC_SYS_X86_AVX2 (AVX2, BMI1, BMI2): the BMI assembly permutation and
 *    the AVX2 4-way permutation.
 * KPQC_NO_AVX512=1 in the environment leaves the second tier on an AVX-512
 * machine (sys.h). Each call loads the feature word once. */
#ifndef KPQC_COMMON_NATIVE_X86_64_META_H
#define KPQC_COMMON_NATIVE_X86_64_META_H

#include "keccak_native.h"

/* the sys.h features every kernel below needs */
#define KPQC_NATIVE_FEATURES     KPQC_SYS_X86_AVX2
#define KPQC_NATIVE_BACKEND_NAME "avx2"
/* the features of the upper tier */
#define KPQC_NATIVE_AVX512_FEATURES (KPQC_SYS_X86_AVX2 | KPQC_SYS_X86_AVX512VL)

/* The name of the tier the Keccak kernels run on now (fips202.c:
   kpqc_keccak_backend), given the usable features f. */
#define KPQC_NATIVE_BACKEND_TIERS
static inline const char *kpqc_native_backend_tier(uint32_t f)
{
    return (f & KPQC_NATIVE_AVX512_FEATURES) == KPQC_NATIVE_AVX512_FEATURES
               ? "avx512vl"
               : KPQC_NATIVE_BACKEND_NAME;
}

/* One Keccak-f[1600] permutation: AVX-512VL, one lane per register, or the
   assembly with ANDN and RORX (BMI1, BMI2: part of the AVX2 feature bit),
   on ELF, System V targets only (cmake/native.cmake: KPQC_X86_64_ASM);
   elsewhere, without AVX-512VL, the portable core. */
#define KPQC_NATIVE_KECCAKF1600
static inline int kpqc_native_keccakf1600(uint64_t s[25])
{
    const uint32_t f = kpqc_sys_features();
    if ((f & KPQC_NATIVE_AVX512_FEATURES) == KPQC_NATIVE_AVX512_FEATURES) {
        kpqc_keccakf1600_avx512vl(s);
        return KPQC_NATIVE_OK;
    }
#if defined(KPQC_X86_64_ASM)
    if ((f & KPQC_SYS_X86_AVX2) != 0) {
        kpqc_keccakf1600_x86_64(s);
        return KPQC_NATIVE_OK;
    }
#endif
    return KPQC_NATIVE_FALLBACK;
}

/* Four Keccak-f[1600] permutations in the lanes of YMM registers. */
#define KPQC_NATIVE_KECCAKF1600X4
static inline int kpqc_native_keccakf1600x4(uint64_t s[25 * 4])
{
    const uint32_t f = kpqc_sys_features();
    if ((f & KPQC_NATIVE_AVX512_FEATURES) == KPQC_NATIVE_AVX512_FEATURES) {
        kpqc_keccakf1600x4_avx512vl(s);
        return KPQC_NATIVE_OK;
    }
    if ((f & KPQC_SYS_X86_AVX2) != 0) {
        kpqc_keccakf1600x4_avx2(s);
        return KPQC_NATIVE_OK;
    }
    return KPQC_NATIVE_FALLBACK;
}

#endif
