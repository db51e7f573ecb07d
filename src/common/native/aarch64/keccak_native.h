/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] kernels for AArch64, called only through meta.h once
 * sys.h has seen the features they need:
 *  - kpqc_keccakf1600_aarch64_sha3 (keccak_sha3.c, KPQC_SYS_ARM_SHA3): one
 *    permutation on 25 standard lanes with EOR3, RAX1, XAR and BCAX;
 *  - kpqc_keccakf1600x4_aarch64_sha3 (keccak_sha3.c, KPQC_SYS_ARM_SHA3) and
 *    kpqc_keccakf1600x4_neon (keccakx4_neon.c, KPQC_SYS_ARM_NEON): four
 *    permutations on lane-interleaved states, s[4i + j] = lane i of state j
 *    (fips202x4.h), as two 2-way NEON permutations;
 *  - kpqc_keccakf1600_aarch64 (keccakf1600_aarch64.S, generated and
 *    checked by gen_keccakf1600_aarch64.py; KPQC_SYS_ARM_NEON as the
 *    backend's base feature, although it uses general-purpose registers
 *    only): one permutation with the 25 lanes in registers, for cores
 *    without the SHA-3 instructions; its header says how it balances
 *    Cortex-A72's pipes.
 * Each gives the same result as the portable permutation for every input. */
#ifndef KPQC_COMMON_NATIVE_AARCH64_KECCAK_NATIVE_H
#define KPQC_COMMON_NATIVE_AARCH64_KECCAK_NATIVE_H

#include <stdint.h>

void kpqc_keccakf1600_aarch64_sha3(uint64_t s[25]);
void kpqc_keccakf1600_aarch64(uint64_t s[25]);
void kpqc_keccakf1600x4_aarch64_sha3(uint64_t s[25 * 4]);
void kpqc_keccakf1600x4_neon(uint64_t s[25 * 4]);

#endif
