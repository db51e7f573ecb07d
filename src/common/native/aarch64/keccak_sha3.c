/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] with the Armv8.2 SHA-3 instructions, compiled with
 * -march=armv8.2-a+sha3 (cmake/native.cmake) and run only where sys.h saw
 * them (KPQC_SYS_ARM_SHA3):
 *  - kpqc_keccakf1600_aarch64_sha3: one state, one lane per vector register
 *    (both halves hold the lane; the upper one is ignored);
 *  - kpqc_keccakf1600x4_aarch64_sha3: four interleaved states (fips202x4.h)
 *    as two 2-way permutations, lane i of states 2h, 2h + 1 being the
 *    adjacent words s[4i + 2h], s[4i + 2h + 1].
 * Both run the same round (keccak_round.h) on 25 vector registers:
 * theta's parities with EOR3 (three-way XOR), D[x] with RAX1 (XOR with a
 * rotation by one), theta + rho + pi fused into XAR (XOR, then rotate right
 * by an immediate) and chi with BCAX (b0 ^ (b2 & ~b1)). */
#include <arm_neon.h>
#include <stdint.h>

#include "keccak_native.h"
#include "keccak_round.h"
#include "native/api.h"

#define K_XOR5(a, b, c, d, e) veor3q_u64(veor3q_u64(a, b, c), d, e)
#define K_THETA(c0, c1)       vrax1q_u64(c0, c1)
#define K_XOR(a, b)           veorq_u64(a, b)
/* ROL(a ^ d, n) = ROR(a ^ d, 64 - n) */
#define K_XROT(a, d, n)   vxarq_u64(a, d, 64 - (n))
#define K_CHI(b0, b1, b2) vbcaxq_u64(b0, b2, b1)

#define RC(i) vld1q_dup_u64(&kpqc_keccakf1600_rc[i])

void kpqc_keccakf1600_aarch64_sha3(uint64_t s[25])
{
    KPQC_A64_KECCAK_DECLARE(uint64x2_t);
#define LOAD(i)     vld1q_dup_u64(s + (i))
#define STORE(i, v) vst1q_lane_u64(s + (i), v, 0)
    KPQC_A64_KECCAK_LOAD(LOAD);
    KPQC_A64_KECCAK_ROUNDS(uint64x2_t, RC);
    KPQC_A64_KECCAK_STORE(STORE);
#undef LOAD
#undef STORE
}

/* states 2h and 2h + 1: lane i at s[4i + 2h] */
static void keccakx2_sha3(uint64_t *s)
{
    KPQC_A64_KECCAK_DECLARE(uint64x2_t);
#define LOAD(i)     vld1q_u64(s + 4 * (i))
#define STORE(i, v) vst1q_u64(s + 4 * (i), v)
    KPQC_A64_KECCAK_LOAD(LOAD);
    KPQC_A64_KECCAK_ROUNDS(uint64x2_t, RC);
    KPQC_A64_KECCAK_STORE(STORE);
#undef LOAD
#undef STORE
}

void kpqc_keccakf1600x4_aarch64_sha3(uint64_t s[25 * 4])
{
    keccakx2_sha3(s);
    keccakx2_sha3(s + 2);
}
