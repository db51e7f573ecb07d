/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One Keccak-f[1600] permutation with AVX-512VL, one lane per register.
 *
 * Each of the 25 lanes sits in the low 64 bits of its own 128-bit vector
 * register and the round of keccak_lanes.h runs on them: the scalar
 * algorithm, but with the EVEX instructions that a general-purpose core
 * lacks: VPROLQ (a rotation on any of the vector pipes), VPTERNLOGQ (a
 * column parity in two instructions, a chi output in one: no complemented
 * lanes, no separate and-not), and 32 registers, enough for the 25 lanes,
 * their next-round values and the theta temporaries, so the state never
 * goes to memory between the first load and the last store. Pi costs
 * nothing: it is the choice of registers. The upper halves are unused;
 * 128-bit instructions run at full rate on every AVX-512 core and avoid
 * the frequency drop some cores apply to 512-bit code.
 *
 * Callers pass the standard state (lane (x, y) = s[x + 5y]); the layout
 * conversion is one 64-bit load and store per lane. */
#include <stdint.h>

#include "keccak_native.h"

#define KL_NAME kpqc_keccakf1600_avx512vl
#define KL_AVX512
#include "keccak_lanes.h"
