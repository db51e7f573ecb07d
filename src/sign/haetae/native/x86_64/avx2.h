/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The AVX2 kernels of HAETAE (native/x86_64/<name>_avx2.c). Call them only where
 * kpqc_sys_has(KPQC_SYS_X86_AVX2): meta.h's wrappers do the check. Each
 * gives exactly its portable twin's output (native/api.h). */
#ifndef KPQC_HAETAE_NATIVE_X86_64_AVX2_H
#define KPQC_HAETAE_NATIVE_X86_64_AVX2_H

#include <stdint.h>

#include "../../haetae.h"

#define haetae_ntt_avx2                          KPQC_NS(haetae_ntt_avx2)
#define haetae_invntt_tomont_avx2                KPQC_NS(haetae_invntt_tomont_avx2)
#define haetae_poly_pointwise_montgomery_avx2     KPQC_NS(haetae_poly_pointwise_montgomery_avx2)
#define haetae_poly_pointwise_acc_montgomery_avx2 KPQC_NS(haetae_poly_pointwise_acc_montgomery_avx2)

void haetae_ntt_avx2(haetae_poly *a);
void haetae_invntt_tomont_avx2(haetae_poly *a);
void haetae_poly_pointwise_montgomery_avx2(haetae_poly *r, const haetae_poly *a,
                                           const haetae_poly *b);
void haetae_poly_pointwise_acc_montgomery_avx2(haetae_poly *r, const haetae_poly *a,
                                               const haetae_poly *b);

#endif
