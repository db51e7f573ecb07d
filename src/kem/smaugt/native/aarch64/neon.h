/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NEON kernels of SMAUG-T (native/aarch64/<name>_neon.c). Call them only
 * where kpqc_sys_has(KPQC_SYS_ARM_NEON): meta.h's wrappers do the check.
 * Each gives exactly its portable twin's output (../api.h). */
#ifndef KPQC_SMAUGT_NATIVE_AARCH64_NEON_H
#define KPQC_SMAUGT_NATIVE_AARCH64_NEON_H

#include <stdint.h>

#include "../../smaugt.h"

#define smaugt_matrix_times_neon KPQC_NS(matrix_times_neon)
#define smaugt_poly_inner_neon   KPQC_NS(poly_inner_neon)
void smaugt_matrix_times_neon(smaugt_poly t[SMAUGT_K], const uint8_t seed_a[SMAUGT_SEED_BYTES],
                              int transpose, const smaugt_poly x[SMAUGT_K]);
void smaugt_poly_inner_neon(smaugt_poly *t, const smaugt_poly a[SMAUGT_K],
                            const smaugt_poly x[SMAUGT_K]);

#endif
