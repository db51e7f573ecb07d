/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Four Keccak-f[1600] permutations with plain NEON (Armv8-A Advanced SIMD),
 * for cores without the SHA-3 instructions: kpqc_keccakf1600x4_neon
 * (keccak_native.h).
 *
 * In the interleaved layout of fips202x4.h, lane i of states 0 and 1 are
 * the adjacent words s[4i], s[4i + 1], and lane i of states 2 and 3 are
 * s[4i + 2], s[4i + 3]: one 128-bit load each. So the four permutations
 * run as two 2-way permutations, one after the other, each with its 25
 * lanes in 25 vector registers (keccak_round.h). A rotation is a shift left
 * and a shift-right-and-insert (SHL, SRI), chi is BIC and EOR. */
#include <arm_neon.h>
#include <stdint.h>

#include "keccak_native.h"
#include "keccak_round.h"
#include "native/api.h"

#define ROLV(v, n) vsriq_n_u64(vshlq_n_u64(v, n), v, 64 - (n))

#define K_XOR5(a, b, c, d, e) veorq_u64(veorq_u64(veorq_u64(a, b), veorq_u64(c, d)), e)
#define K_THETA(c0, c1)       veorq_u64(c0, ROLV(c1, 1))
#define K_XOR(a, b)           veorq_u64(a, b)
#define K_XROT(a, d, n)       kx4_xrot_##n(veorq_u64(a, d))
#define K_CHI(b0, b1, b2)     veorq_u64(b0, vbicq_u64(b2, b1))

/* the 24 rotations of rho, as functions so that the shift counts stay
   compile-time constants through the macro layers */
#define KX4_XROT(n)                                     \
    static inline uint64x2_t kx4_xrot_##n(uint64x2_t v) \
    {                                                   \
        return ROLV(v, n);                              \
    }
KX4_XROT(1)
KX4_XROT(2)
KX4_XROT(3)
KX4_XROT(6)
KX4_XROT(8)
KX4_XROT(10)
KX4_XROT(14)
KX4_XROT(15)
KX4_XROT(18)
KX4_XROT(20)
KX4_XROT(21)
KX4_XROT(25)
KX4_XROT(27)
KX4_XROT(28)
KX4_XROT(36)
KX4_XROT(39)
KX4_XROT(41)
KX4_XROT(43)
KX4_XROT(44)
KX4_XROT(45)
KX4_XROT(55)
KX4_XROT(56)
KX4_XROT(61)
KX4_XROT(62)

#define RC(i) vld1q_dup_u64(&kpqc_keccakf1600_rc[i])

/* states 2h and 2h + 1: lane i at s[4i + 2h] */
static void keccakx2_neon(uint64_t *s)
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

void kpqc_keccakf1600x4_neon(uint64_t s[25 * 4])
{
    keccakx2_neon(s);
    keccakx2_neon(s + 2);
}
