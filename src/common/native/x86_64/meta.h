/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The x86-64 backend of the common primitives: which kernels it replaces
 * (see ../api.h). Selected at run time (AVX2). */
#ifndef KPQC_COMMON_NATIVE_X86_64_META_H
#define KPQC_COMMON_NATIVE_X86_64_META_H

/* the sys.h features every kernel below needs */
#define KPQC_NATIVE_FEATURES     KPQC_SYS_X86_AVX2
#define KPQC_NATIVE_BACKEND_NAME "avx2"

#endif
