/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] for ARMv7-M / ARMv7E-M (Cortex-M3/M4) in assembly.
 *
 * Built only when the target is ARMv7-M class (KPQC_NATIVE_ARMV7M).
 *
 *  - kpqc_keccakf1600_armv7m: the 24-round permutation on a bit-interleaved
 *    state (keccakf1600_armv7m.S). Lane i = x + 5y is state[2i] (its even
 *    bits: bit k = lane bit 2k) and state[2i + 1] (its odd bits: bit k =
 *    lane bit 2k + 1). state must be 4-byte aligned.
 *  - kpqc_keccakf1600_armv7m_lanes: the same contract as kpqc_keccakf1600
 *    (25 standard 64-bit lanes, lane (x, y) = s[x + 5y]); interleaves,
 *    permutes, de-interleaves (keccak_native.c). meta.h makes it the
 *    KPQC_NATIVE_KECCAKF1600 kernel of ../api.h.
 *  - kpqc_keccak_state_{permute,xor,extract}_armv7m: the
 *    KPQC_NATIVE_KECCAK_STATE kernels of ../api.h on sponge states kept
 *    interleaved (lane i's even bits in the low word of a uint64_t, its
 *    odd bits in the high word; keccak_native.c, the byte interface in
 *    keccak_lanes_armv7m.S, whose where = stride << 8 | pos). */
#ifndef KPQC_COMMON_NATIVE_ARMV7M_KECCAK_NATIVE_H
#define KPQC_COMMON_NATIVE_ARMV7M_KECCAK_NATIVE_H

#include <stddef.h>
#include <stdint.h>

void kpqc_keccakf1600_armv7m(uint32_t state[50]);
void kpqc_keccakf1600_armv7m_lanes(uint64_t s[25]);
void kpqc_keccak_state_permute_armv7m(uint64_t s[25]);
void kpqc_keccak_state_xor_armv7m(uint64_t *s, uint32_t where, const uint8_t *in, size_t len);
void kpqc_keccak_state_extract_armv7m(const uint64_t *s, uint32_t where, uint8_t *out, size_t len);

#endif
