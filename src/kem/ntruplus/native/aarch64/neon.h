/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NEON kernels of NTRU+ (native/aarch64/<name>_neon.c). Call them only
 * where kpqc_sys_has(KPQC_SYS_ARM_NEON): meta.h's wrappers do the check.
 * Each gives exactly its portable twin's output for the inputs of
 * ../api.h. */
#ifndef KPQC_NTRUPLUS_NATIVE_AARCH64_NEON_H
#define KPQC_NTRUPLUS_NATIVE_AARCH64_NEON_H

#include <stdint.h>

#include "../../ntruplus.h"

#define ntruplus_ntt_neon         KPQC_NS(ntt_neon)
#define ntruplus_invntt_neon      KPQC_NS(invntt_neon)
#define ntruplus_basemul_neon     KPQC_NS(basemul_neon)
#define ntruplus_basemul_add_neon KPQC_NS(basemul_add_neon)
#define ntruplus_sub_reduce_neon  KPQC_NS(sub_reduce_neon)
#define ntruplus_baseinv_neon     KPQC_NS(baseinv_neon)

void ntruplus_ntt_neon(ntruplus_poly *a);
void ntruplus_invntt_neon(ntruplus_poly *a);
void ntruplus_basemul_neon(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);
void ntruplus_basemul_add_neon(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b,
                               const ntruplus_poly *c);
void ntruplus_sub_reduce_neon(ntruplus_poly *r, const ntruplus_poly *a, const ntruplus_poly *b);
uint32_t ntruplus_baseinv_neon(ntruplus_poly *r, const ntruplus_poly *a);

#endif
