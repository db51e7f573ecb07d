/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NEON kernels of HAETAE (native/aarch64/<name>_neon.c). Call them only
 * where kpqc_sys_has(KPQC_SYS_ARM_NEON): meta.h's wrappers do the check.
 * Each gives exactly its portable twin's output (native/api.h). */
#ifndef KPQC_HAETAE_NATIVE_AARCH64_NEON_H
#define KPQC_HAETAE_NATIVE_AARCH64_NEON_H

#include <stdint.h>

#include "../../haetae.h"

#define haetae_ntt_neon                           KPQC_NS(haetae_ntt_neon)
#define haetae_invntt_tomont_neon                 KPQC_NS(haetae_invntt_tomont_neon)
#define haetae_poly_pointwise_montgomery_neon     KPQC_NS(haetae_poly_pointwise_montgomery_neon)
#define haetae_poly_pointwise_acc_montgomery_neon KPQC_NS(haetae_poly_pointwise_acc_montgomery_neon)
#define haetae_poly_freeze_neon                   KPQC_NS(haetae_poly_freeze_neon)
#define haetae_poly_freeze2q_neon                 KPQC_NS(haetae_poly_freeze2q_neon)
#define haetae_poly_reduce2q_neon                 KPQC_NS(haetae_poly_reduce2q_neon)
#define haetae_poly_sqnorm2_neon                  KPQC_NS(haetae_poly_sqnorm2_neon)

void haetae_ntt_neon(haetae_poly *a);
void haetae_invntt_tomont_neon(haetae_poly *a);
void haetae_poly_pointwise_montgomery_neon(haetae_poly *r, const haetae_poly *a,
                                           const haetae_poly *b);
void haetae_poly_pointwise_acc_montgomery_neon(haetae_poly *r, const haetae_poly *a,
                                               const haetae_poly *b);
void haetae_poly_freeze_neon(haetae_poly *a);
void haetae_poly_freeze2q_neon(haetae_poly *a);
void haetae_poly_reduce2q_neon(haetae_poly *a);
uint64_t haetae_poly_sqnorm2_neon(const haetae_poly *a);

#endif
