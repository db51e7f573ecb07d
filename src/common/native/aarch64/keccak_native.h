/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] kernels for AArch64, called only through meta.h once
 * sys.h has seen the features they need:
 *  - kpqc_keccakf1600_aarch64_sha3 (keccak_sha3.c, KPQC_SYS_ARM_SHA3): one
 *    permutation on 25 standard lanes with EOR3, RAX1, XAR and BCAX;
 *  - kpqc_keccakf1600x4_aarch64_sha3 (keccak_sha3.c, KPQC_SYS_ARM_SHA3) and
 *    kpqc_keccakf1600x4_neon (keccakx4_neon.c, KPQC_SYS_ARM_NEON): four
 *    permutations on lane-interleaved states, s[4i + j] = lane i of state j
 *    (fips202x4.h), as two 2-way NEON permutations.
 * Each gives the same result as the portable permutation for every input.
 *
 * Cores without SHA-3 run the portable single-state core: a scalar C core
 * written for AArch64 (BIC for chi, no complemented lanes, EOR with a
 * rotated operand for theta) executed 1.5% more instructions than it under
 * qemu-aarch64 (3693 against 3638 per permutation): gcc already turns the
 * portable core's complemented lanes into ORN and EON, and both are bound
 * by spills of the 25 lanes. */
#ifndef KPQC_COMMON_NATIVE_AARCH64_KECCAK_NATIVE_H
#define KPQC_COMMON_NATIVE_AARCH64_KECCAK_NATIVE_H

#include <stdint.h>

void kpqc_keccakf1600_aarch64_sha3(uint64_t s[25]);
void kpqc_keccakf1600x4_aarch64_sha3(uint64_t s[25 * 4]);
void kpqc_keccakf1600x4_neon(uint64_t s[25 * 4]);

#endif
