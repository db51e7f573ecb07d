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
 *  - KPQC_NATIVE_KECCAK_STATE: the sponges (fips202.c, fips202x4.c) keep
 *    their states in the backend's own lane form across absorb, permute
 *    and squeeze, and convert only at the byte interface. The form is
 *    opaque to the portable code except that 25 zero words are the zero
 *    state. Four functions:
 *      int kpqc_native_keccak_state(void): KPQC_NATIVE_OK when this CPU
 *        can run the three below. A sponge asks once, at init, and
 *        records the answer in its context, so one state never changes
 *        form even if the backend is switched off meanwhile (sys.h);
 *      void kpqc_native_keccak_state_permute(uint64_t s[25]):
 *        Keccak-f[1600] on a state in the native form;
 *      void kpqc_native_keccak_state_xor(uint64_t *s, size_t stride,
 *        size_t pos, const uint8_t *in, size_t len): XOR in[0..len-1]
 *        into state bytes pos..pos+len-1 (pos + len <= 200) of the
 *        native-form state whose lane i is s[stride * i];
 *      void kpqc_native_keccak_state_extract(const uint64_t *s, size_t
 *        stride, size_t pos, uint8_t *out, size_t len): copy state bytes
 *        pos..pos+len-1 of such a state to out.
 *    Twins: the portable sponges on standard lanes (xor_bytes,
 *    extract_bytes and keccakf1600_core in fips202.c); test case
 *    keccak-state checks the three against them through the byte view
 *    (FIPS 202 state bytes) on random states, offsets and lengths.
 *  - KPQC_NATIVE_AES256_ECB: int kpqc_native_aes256_ecb(const uint8_t
 *    rk[240], uint8_t *out, const uint8_t *in, size_t nblocks): AES-256
 *    encryption of nblocks blocks under the FIPS 197 round keys as bytes
 *    (kpqc_aes256_ctx.w, kept only where a backend can have this kernel),
 *    any input, out == in allowed. Twin: kpqc_aes256_ecb_c (bitsliced);
 *    kpqc_aes256_ecb and AES-CTR (aes.c) dispatch to it. */
#ifndef KPQC_COMMON_NATIVE_API_H
#define KPQC_COMMON_NATIVE_API_H

#include <stddef.h>
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
