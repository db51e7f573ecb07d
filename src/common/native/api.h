/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The kernels of the common primitives that a native backend may replace.
 *
 * A backend for architecture <arch> lives in native/<arch>/ and says in
 * native/<arch>/meta.h which kernels it replaces: for each, it defines the
 * macro KPQC_NATIVE_<KERNEL> and a static inline function
 * kpqc_native_<kernel>(...) that returns KPQC_NATIVE_OK after doing the
 * work, or KPQC_NATIVE_FALLBACK (having touched nothing) when this CPU
 * lacks the features (sys.h). The portable code calls it first and runs its
 * own twin on a fallback. Every kernel's portable twin stays callable, so
 * the tests compare the two on random and extreme inputs.
 *
 * meta.h also names the backend (KPQC_NATIVE_BACKEND_NAME, as reported by
 * kpqc list and the benchmark) and the features its kernels need
 * (KPQC_NATIVE_FEATURES).
 *
 * Kernels:
 *  - KPQC_NATIVE_KECCAKF1600: int kpqc_native_keccakf1600(uint64_t s[25]):
 *    the Keccak-f[1600] permutation on 25 standard lanes (lane (x, y) =
 *    s[x + 5y]), any input. Twin: kpqc_keccakf1600_portable.
 *  - KPQC_NATIVE_KECCAKF1600X4: int kpqc_native_keccakf1600x4(uint64_t
 *    s[100]): four independent permutations of four lane-interleaved
 *    states, s[4i + j] = lane i of state j (fips202x4.h), any input.
 *    Twin: kpqc_keccakf1600x4_portable (four calls of
 *    kpqc_keccakf1600_portable).
 *  - KPQC_NATIVE_AES256_ECB: int kpqc_native_aes256_ecb(const uint8_t
 *    rk[240], uint8_t *out, const uint8_t *in, size_t nblocks): AES-256
 *    encryption of nblocks blocks under the FIPS 197 round keys as bytes
 *    (kpqc_aes256_ctx.w, kept only where a backend can have this kernel),
 *    any input, out == in allowed. Twin: kpqc_aes256_ecb_c (bitsliced);
 *    kpqc_aes256_ecb and AES-CTR (aes.c) dispatch to it. */
#ifndef KPQC_COMMON_NATIVE_API_H
#define KPQC_COMMON_NATIVE_API_H

#include <stdint.h>

#include "sys.h"

/* The 24 round constants of Keccak-f[1600] (iota), in round order
   (fips202.c), for native permutations written in C. */
extern const uint64_t kpqc_keccakf1600_rc[24];

/* The portable permutation (fips202.c), whatever the build dispatches to. */
void kpqc_keccakf1600_portable(uint64_t s[25]);
/* The portable 4-way permutation (fips202x4.c) on interleaved states. */
void kpqc_keccakf1600x4_portable(uint64_t s[25 * 4]);

#if defined(KPQC_NATIVE_ARMV7M)
#include "armv7m/meta.h"
#elif defined(KPQC_NATIVE_X86_64)
#include "x86_64/meta.h"
#elif defined(KPQC_NATIVE_AARCH64)
#include "aarch64/meta.h"
#endif

#endif
