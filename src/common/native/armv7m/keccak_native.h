/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] for ARMv7-M / ARMv7E-M (Cortex-M3/M4) in assembly.
 *
 * Built only when the target is ARMv7-M class and the build defines
 * KPQC_NATIVE_ARMV7M; the portable permutation then dispatches here.
 *
 *  - kpqc_keccakf1600_armv7m: the 24-round permutation on a bit-interleaved
 *    state (keccakf1600_armv7m.S). Lane i = x + 5y is state[2i] (its even
 *    bits: bit k = lane bit 2k) and state[2i + 1] (its odd bits: bit k =
 *    lane bit 2k + 1). state must be 4-byte aligned.
 *  - kpqc_keccakf1600_native: the same contract as kpqc_keccakf1600
 *    (25 standard 64-bit lanes, lane (x, y) = s[x + 5y]); interleaves,
 *    permutes, de-interleaves (keccak_native.c).
 *  - kpqc_keccak_native_available: 1 (this implementation needs no run-time
 *    feature detection; every ARMv7-M core has the instructions used). */
#ifndef KPQC_COMMON_NATIVE_ARMV7M_KECCAK_NATIVE_H
#define KPQC_COMMON_NATIVE_ARMV7M_KECCAK_NATIVE_H

#include <stdint.h>

void kpqc_keccakf1600_armv7m(uint32_t state[50]);
void kpqc_keccakf1600_native(uint64_t s[25]);
int kpqc_keccak_native_available(void);

#endif
