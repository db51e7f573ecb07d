/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The x86-64 backend of the common primitives: which kernels it replaces
 * (see ../api.h). Selected at run time (KPQC_SYS_X86_AVX2: AVX2, BMI1, BMI2). */
#ifndef KPQC_COMMON_NATIVE_X86_64_META_H
#define KPQC_COMMON_NATIVE_X86_64_META_H

#include "keccak_native.h"

/* the sys.h features every kernel below needs */
#define KPQC_NATIVE_FEATURES     KPQC_SYS_X86_AVX2
#define KPQC_NATIVE_BACKEND_NAME "avx2"

/* One Keccak-f[1600] permutation, assembly with ANDN and RORX (BMI1,
   BMI2: part of the AVX2 feature bit); on ELF, System V targets only
   (cmake/native.cmake: KPQC_X86_64_ASM), elsewhere the portable core. */
#if defined(KPQC_X86_64_ASM)
#define KPQC_NATIVE_KECCAKF1600
static inline int kpqc_native_keccakf1600(uint64_t s[25])
{
    if (!kpqc_sys_has(KPQC_SYS_X86_AVX2)) {
        return KPQC_NATIVE_FALLBACK;
    }
    kpqc_keccakf1600_x86_64(s);
    return KPQC_NATIVE_OK;
}
#endif

/* Four Keccak-f[1600] permutations in the lanes of YMM registers. */
#define KPQC_NATIVE_KECCAKF1600X4
static inline int kpqc_native_keccakf1600x4(uint64_t s[25 * 4])
{
    if (!kpqc_sys_has(KPQC_SYS_X86_AVX2)) {
        return KPQC_NATIVE_FALLBACK;
    }
    kpqc_keccakf1600x4_avx2(s);
    return KPQC_NATIVE_OK;
}

#endif
