/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] on four states at once with AVX-512VL on 256-bit vectors.
 *
 * The round of keccak_lanes.h on lane-interleaved states (fips202x4.h) as
 * in keccakx4_avx2.c, with the EVEX instructions: VPROLQ rotates in one
 * instruction, VPTERNLOGQ computes a chi output in one, and the 32 vector
 * registers hold the 25 lanes with fewer spills. */
#include <stdint.h>

#include "keccak_native.h"

#define KL_NAME kpqc_keccakf1600x4_avx512vl
#define KL_FOUR_STATES
#define KL_AVX512
#include "keccak_lanes.h"
