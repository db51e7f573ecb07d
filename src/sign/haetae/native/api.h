/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The HAETAE kernels a native backend may replace.
 *
 * A backend for architecture <arch> says in native/<arch>/meta.h which
 * kernels it replaces (x86_64: AVX2 and aarch64: NEON, chosen at run time;
 * armv7m: Cortex-M4 assembly, at compile time): for each, the macro
 * HAETAE_NATIVE_<KERNEL> and a static inline haetae_native_<kernel>(...)
 * that does the work and returns KPQC_NATIVE_OK, or returns KPQC_NATIVE_FALLBACK having touched nothing
 * when the CPU lacks HAETAE_NATIVE_FEATURES (sys.h). The portable function
 * (name below) asks the backend first and otherwise runs its twin, the
 * portable body renamed <name>_c, which stays callable for the tests
 * (test/native/haetae.c). A kernel's outputs equal its twin's bit for bit
 * for every input within the bounds given here.
 *
 * Kernels (portable function: inputs -> outputs). The wrappers take the
 * portable function's arguments; a kernel whose portable function returns
 * a value stores it through an extra first pointer argument.
 *  - NTT: haetae_ntt(a): |a| < 2^30 - 8q -> NTT domain, bit-reversed,
 *    unreduced (each layer adds less than q to max |a|).
 *  - INVNTT_TOMONT: haetae_invntt_tomont(a): |a| < 2^23 -> (-q, q).
 *  - POINTWISE_MONTGOMERY: haetae_poly_pointwise_montgomery(r, a, b):
 *    |a_i b_i| < 2^31 q -> r_i = a_i b_i 2^-32 mod q in (-q, q).
 *  - POINTWISE_ACC_MONTGOMERY: haetae_poly_pointwise_acc_montgomery(r, a,
 *    b): the same product added to r (|r + product| < 2^31).
 *  - POLY_FREEZE, POLY_FREEZE2Q, POLY_REDUCE2Q: haetae_poly_freeze(a)
 *    ([0, q)), haetae_poly_freeze2q(a) ([0, 2q)), haetae_poly_reduce2q(a)
 *    ([-q, q)): any int32.
 *  - POLY_SQNORM2: haetae_poly_sqnorm2(a): any int32 -> sum of squares
 *    mod 2^64.
 *  - REJ_UNIFORM: haetae_rej_uniform(r, len, buf, buflen): any bytes,
 *    buflen even -> the 16-bit words below q, in order, at most len; count.
 *  - POLY_UNIFORM: haetae_poly_uniform(a, rho, nonce): any rho and nonce
 *    -> RejUniform on SHAKE128(rho || le16(nonce)), [0, q).
 *  - POLY_UNIFORM4: haetae_poly_uniform4(a, rho, nonce, n): 1 <= n <= 4,
 *    any rho and nonces -> POLY_UNIFORM for a[l], nonce[l], l < n (a[l]
 *    for l >= n untouched); the x86-64 backend runs the SHAKE128 streams
 *    side by side (fips202x4.h).
 *  - SECRET_ENTRIES4: haetae_secret_entries4(s, sigma, nonce, n): 1 <= n
 *    <= 4, any sigma and nonce -> haetae_secret_entry for s[l], nonce + l,
 *    l < n; the x86-64 backend runs the SHAKE256 streams side by side.
 *  - A1_COL0: haetae_a1_col0(a, packed_b): any packed bytes, a in [0, q)
 *    -> 2 (a - 2 b) (modes 2, 3) or b (mode 5).
 *  - PK_IS_CANONICAL: haetae_pk_is_canonical(pk): any bytes -> 0 or 1.
 *  - PACK_POLY_HIGHBITS: haetae_pack_poly_highbits(buf, a): any int32
 *    (the field keeps the low 8 or 9 bits) -> the 288 bytes.
 *  - RANS_DECODE: haetae_rans_decode(hb_z1, z1hi, len1, h, hint, len2):
 *    any bytes and lengths (reads only [0, len)) -> the verdict, and the
 *    values when it is 0.
 *  - SAMPLE_POLY: haetae_sample_poly(out, hi, signs, sum, seed, nonce,
 *    wanted): any seed and nonce, wanted <= 2^16, *sum normalised -> the
 *    polynomial's samples, sign bits and updated *sum. A kernel reads its
 *    stream through the portable helpers of ../stream.h (setup, refills,
 *    acceptance bookkeeping) and keeps only its trials and its sum.
 *  - SAMPLE_POLY4: haetae_sample_poly4(out, hi, signs, sum, seed, nonce,
 *    wanted): as SAMPLE_POLY for each stream j with wanted[j] != 0
 *    (nonce + j <= 0xFFFF), the streams' squares all added to *sum. The
 *    twin makes the single-stream calls; without this kernel the
 *    dispatcher runs each stream through SAMPLE_POLY (ARMv7-M). The
 *    x86-64 and AArch64 backends squeeze the four SHAKE256 streams side
 *    by side (fips202x4.h).
 *  - SCALE_POLY: haetae_scale_poly(out, hi, signs, scale): any samples and
 *    signs, scale->lo < 2^48 (any scale->hi) -> the scaled samples.
 *  - GAUSS_TRIALS: haetae_gauss_trials_c(r, sq, accept, draws): any 104
 *    bytes -> four trials. The portable sampler runs its trials one at a
 *    time and does not dispatch this; a backend's SAMPLE_POLY is built on
 *    it, and the test checks it alone on draws (CDT boundaries, the
 *    acceptance boundary) that random streams practically never give.
 *  - CDT_SAMPLE: haetae_cdt_sample_c(lo, hi): any lo, hi < 2^19 -> the
 *    number of CDT entries below hi 2^64 + lo (one half-Gaussian sample).
 *    The portable gauss trial dispatches it (the ARMv7-M backend has it).
 *  - CDT_SAMPLE2: two CDT_SAMPLEs in one call, n[0] of (lo0, hi0) and n[1]
 *    of (lo1, hi1); a backend's GAUSS_TRIALS kernel is built on it
 *    (ARMv7-M: each entry loaded once for both values).
 *  - SK_SINGULAR_VALUE: haetae_sk_singular_value(s1, s2): coefficients in
 *    [-5, 5] (keygen: s1 in [-1, 1], s2 in [-2, 2]; an unpacked sk: s1 in
 *    [-2, 1], s2 in [-5, 2]) -> the estimate. */
#ifndef KPQC_HAETAE_NATIVE_API_H
#define KPQC_HAETAE_NATIVE_API_H

#include "sys.h"
#include "../haetae.h"

#if defined(KPQC_NATIVE_X86_64)
#include "x86_64/meta.h"
#elif defined(KPQC_NATIVE_AARCH64)
#include "aarch64/meta.h"
#elif defined(KPQC_NATIVE_ARMV7M)
#include "armv7m/meta.h"
#endif

#endif
