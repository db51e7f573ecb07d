/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] kernels for x86-64, compiled with the backend's
 * instruction-set flags (cmake/native.cmake) and called only through
 * meta.h once sys.h has seen the features.
 *
 *  - kpqc_keccakf1600x4_avx2 (keccakx4_avx2.c): four permutations on
 *    lane-interleaved states, s[4i + j] = lane i of state j (fips202x4.h),
 *    one 256-bit vector per lane; the KPQC_NATIVE_KECCAKF1600X4 kernel of
 *    ../api.h.
 *  - kpqc_keccakf1600_x86_64 (keccakf1600_x86_64.S, generated and checked
 *    by gen_keccakf1600_x86_64.py): one permutation on 25 standard lanes,
 *    assembly with ANDN (BMI1) and RORX (BMI2); the KPQC_NATIVE_KECCAKF1600
 *    kernel.
 *  - kpqc_keccakf1600_avx512vl (keccakf1600_avx512vl.c) and
 *    kpqc_keccakf1600x4_avx512vl (keccakx4_avx512vl.c): the same two
 *    kernels with AVX-512F and AVX-512VL (compiled with -mavx512f
 *    -mavx512vl, run only when sys.h reports KPQC_SYS_X86_AVX512VL).
 * The vector kernels share one round (keccak_lanes.h). */
#ifndef KPQC_COMMON_NATIVE_X86_64_KECCAK_NATIVE_H
#define KPQC_COMMON_NATIVE_X86_64_KECCAK_NATIVE_H

#include <stdint.h>

void kpqc_keccakf1600x4_avx2(uint64_t *s);
void kpqc_keccakf1600_x86_64(uint64_t s[25]);
void kpqc_keccakf1600_avx512vl(uint64_t *s);
void kpqc_keccakf1600x4_avx512vl(uint64_t *s);

#endif
