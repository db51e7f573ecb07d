/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The x86-64 backend of NTRU+ (AVX2, selected at run time): which kernels
 * it replaces (see ../api.h for their bounds). The kernels themselves are
 * in the *_avx2.c files of this folder. */
#ifndef KPQC_NTRUPLUS_NATIVE_X86_64_META_H
#define KPQC_NTRUPLUS_NATIVE_X86_64_META_H

#include <stdint.h>

#include "../../ntruplus.h"
#include "sys.h"

#if !defined(NDEBUG)
#include <assert.h>
/* debug builds: 1 if every coefficient of a has |c| <= bound */
static inline int ntruplus_native_within(const ntruplus_poly *a, int bound)
{
    unsigned i;
    for (i = 0; i < NTRUPLUS_N; i++) {
        if (a->c[i] > bound || a->c[i] < -bound) {
            return 0;
        }
    }
    return 1;
}
#define NTRUPLUS_NATIVE_ASSERT_WITHIN(a, bound) assert(ntruplus_native_within((a), (bound)))
#else
#define NTRUPLUS_NATIVE_ASSERT_WITHIN(a, bound) ((void)0)
#endif

#define NTRUPLUS_NATIVE_BACKEND  "avx2"
#define NTRUPLUS_NATIVE_FEATURES KPQC_SYS_X86_AVX2

#endif
