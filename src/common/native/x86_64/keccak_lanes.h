/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] with one vector register per lane: a function template
 * shared by the x86-64 vector permutations (no include guard: each file
 * includes it once, after defining the parameters below).
 *
 * Lane i = (x, y), i = x + 5y, of every state lives in one vector, so each
 * step of the permutation is the scalar step applied to vectors: four
 * states side by side in a 256-bit vector (the 4-way kernels), or one state
 * in the low 64 bits of a 128-bit vector (the single-state AVX-512VL
 * kernel, which has 32 vector registers for its 25 lanes and their
 * next-round values). The round is that of fips202.c (theta; rho and pi
 * folded into the choice of source lanes per output row; chi row by row;
 * iota) without its lane complementing, since every instruction set here
 * has an and-not. Nothing depends on the data for control flow or
 * addresses.
 *
 * Parameters (macros, defined by the including file before it):
 *   KL_NAME          the function's name: void KL_NAME(uint64_t *s)
 *   KL_FOUR_STATES   defined: four lane-interleaved states (s[4i + j] =
 *                    lane i of state j, fips202x4.h) in 256-bit vectors;
 *                    undefined: one standard state (s[i] = lane i) in the
 *                    low halves of 128-bit vectors
 *   KL_AVX512        defined: chi is one VPTERNLOGQ and rotations are
 *                    VPROLQ (AVX-512F, AVX-512VL); undefined: the file
 *                    defines, for AVX2,
 *     KL_CHI(a, b, c)  a ^ (~b & c)
 *     KL_ROL(v, n)     each 64-bit element rotated left by 0 < n < 64
 *     KL_ROL8(v), KL_ROL56(v)  rotations by 8 and 56 (a byte shuffle)
 *     KL_SETUP         declarations the macros above need */
#include <immintrin.h>
#include <stdint.h>

#include "native/api.h"

#if defined(KL_FOUR_STATES)
#define KL_V           __m256i
#define KL_OP(op)      _mm256_##op
#define KL_LOAD(i)     _mm256_loadu_si256((const __m256i *)(const void *)(s + 4 * (i)))
#define KL_STORE(i, v) _mm256_storeu_si256((__m256i *)(void *)(s + 4 * (i)), (v))
#define KL_RC(r)       _mm256_set1_epi64x((long long)kpqc_keccakf1600_rc[(r)])
#define KL_XOR(a, b)   _mm256_xor_si256((a), (b))
#else
#define KL_V           __m128i
#define KL_OP(op)      _mm_##op
#define KL_LOAD(i)     _mm_loadl_epi64((const __m128i *)(const void *)(s + (i)))
#define KL_STORE(i, v) _mm_storel_epi64((__m128i *)(void *)(s + (i)), (v))
#define KL_RC(r)       _mm_loadl_epi64((const __m128i *)(const void *)(kpqc_keccakf1600_rc + (r)))
#define KL_XOR(a, b)   _mm_xor_si128((a), (b))
#endif

#if defined(KL_AVX512)
/* VPTERNLOGQ's truth table on (a, b, c) = (0xF0, 0xCC, 0xAA) for
   a ^ (~b & c) is 0xD2. On Zen 4 the column parities and theta stay
   XORs: two VPTERNLOGQ per parity, or adding C[x - 1] and ROL(C[x + 1], 1)
   to a lane in one, were both slower (docs/performance-x86-64.md). */
#define KL_CHI(a, b, c) KL_OP(ternarylogic_epi64)((a), (b), (c), 0xD2)
#define KL_ROL(v, n)    KL_OP(rol_epi64)((v), (n))
#define KL_ROL8(v)      KL_ROL((v), 8)
#define KL_ROL56(v)     KL_ROL((v), 56)
#define KL_SETUP        /* nothing */
#endif

/* a column parity: a tree of XORs (on Zen 4 faster than two VPTERNLOGQ) */
#define KL_XOR5(a, b, c, d, e) KL_XOR(KL_XOR(KL_XOR((a), (b)), KL_XOR((c), (d))), (e))

#define KL_CHI_ROW(o0, o1, o2, o3, o4, b0, b1, b2, b3, b4) \
    do {                                                   \
        (o0) = KL_CHI((b0), (b1), (b2));                   \
        (o1) = KL_CHI((b1), (b2), (b3));                   \
        (o2) = KL_CHI((b2), (b3), (b4));                   \
        (o3) = KL_CHI((b3), (b4), (b0));                   \
        (o4) = KL_CHI((b4), (b0), (b1));                   \
    } while (0)

/* One round from lanes S##xy to lanes D##xy (x column, y row); the rho
   offsets and pi sources per output row as in fips202.c. */
#define KL_ROUND(S, D, rc)                                                      \
    do {                                                                        \
        KL_V c0_ = KL_XOR5(S##00, S##01, S##02, S##03, S##04);                  \
        KL_V c1_ = KL_XOR5(S##10, S##11, S##12, S##13, S##14);                  \
        KL_V c2_ = KL_XOR5(S##20, S##21, S##22, S##23, S##24);                  \
        KL_V c3_ = KL_XOR5(S##30, S##31, S##32, S##33, S##34);                  \
        KL_V c4_ = KL_XOR5(S##40, S##41, S##42, S##43, S##44);                  \
        KL_V d0_ = KL_XOR(c4_, KL_ROL(c1_, 1));                                 \
        KL_V d1_ = KL_XOR(c0_, KL_ROL(c2_, 1));                                 \
        KL_V d2_ = KL_XOR(c1_, KL_ROL(c3_, 1));                                 \
        KL_V d3_ = KL_XOR(c2_, KL_ROL(c4_, 1));                                 \
        KL_V d4_ = KL_XOR(c3_, KL_ROL(c0_, 1));                                 \
        KL_V b0_, b1_, b2_, b3_, b4_;                                           \
        b0_ = KL_XOR(S##00, d0_);                                               \
        b1_ = KL_ROL(KL_XOR(S##11, d1_), 44);                                   \
        b2_ = KL_ROL(KL_XOR(S##22, d2_), 43);                                   \
        b3_ = KL_ROL(KL_XOR(S##33, d3_), 21);                                   \
        b4_ = KL_ROL(KL_XOR(S##44, d4_), 14);                                   \
        KL_CHI_ROW(D##00, D##10, D##20, D##30, D##40, b0_, b1_, b2_, b3_, b4_); \
        D##00 = KL_XOR(D##00, (rc));                                            \
        b0_ = KL_ROL(KL_XOR(S##30, d3_), 28);                                   \
        b1_ = KL_ROL(KL_XOR(S##41, d4_), 20);                                   \
        b2_ = KL_ROL(KL_XOR(S##02, d0_), 3);                                    \
        b3_ = KL_ROL(KL_XOR(S##13, d1_), 45);                                   \
        b4_ = KL_ROL(KL_XOR(S##24, d2_), 61);                                   \
        KL_CHI_ROW(D##01, D##11, D##21, D##31, D##41, b0_, b1_, b2_, b3_, b4_); \
        b0_ = KL_ROL(KL_XOR(S##10, d1_), 1);                                    \
        b1_ = KL_ROL(KL_XOR(S##21, d2_), 6);                                    \
        b2_ = KL_ROL(KL_XOR(S##32, d3_), 25);                                   \
        b3_ = KL_ROL8(KL_XOR(S##43, d4_));                                      \
        b4_ = KL_ROL(KL_XOR(S##04, d0_), 18);                                   \
        KL_CHI_ROW(D##02, D##12, D##22, D##32, D##42, b0_, b1_, b2_, b3_, b4_); \
        b0_ = KL_ROL(KL_XOR(S##40, d4_), 27);                                   \
        b1_ = KL_ROL(KL_XOR(S##01, d0_), 36);                                   \
        b2_ = KL_ROL(KL_XOR(S##12, d1_), 10);                                   \
        b3_ = KL_ROL(KL_XOR(S##23, d2_), 15);                                   \
        b4_ = KL_ROL56(KL_XOR(S##34, d3_));                                     \
        KL_CHI_ROW(D##03, D##13, D##23, D##33, D##43, b0_, b1_, b2_, b3_, b4_); \
        b0_ = KL_ROL(KL_XOR(S##20, d2_), 62);                                   \
        b1_ = KL_ROL(KL_XOR(S##31, d3_), 55);                                   \
        b2_ = KL_ROL(KL_XOR(S##42, d4_), 39);                                   \
        b3_ = KL_ROL(KL_XOR(S##03, d0_), 41);                                   \
        b4_ = KL_ROL(KL_XOR(S##14, d1_), 2);                                    \
        KL_CHI_ROW(D##04, D##14, D##24, D##34, D##44, b0_, b1_, b2_, b3_, b4_); \
    } while (0)

void KL_NAME(uint64_t *s)
{
    KL_SETUP
    KL_V a00 = KL_LOAD(0), a10 = KL_LOAD(1), a20 = KL_LOAD(2), a30 = KL_LOAD(3), a40 = KL_LOAD(4);
    KL_V a01 = KL_LOAD(5), a11 = KL_LOAD(6), a21 = KL_LOAD(7), a31 = KL_LOAD(8), a41 = KL_LOAD(9);
    KL_V a02 = KL_LOAD(10), a12 = KL_LOAD(11), a22 = KL_LOAD(12), a32 = KL_LOAD(13);
    KL_V a42 = KL_LOAD(14), a03 = KL_LOAD(15), a13 = KL_LOAD(16), a23 = KL_LOAD(17);
    KL_V a33 = KL_LOAD(18), a43 = KL_LOAD(19), a04 = KL_LOAD(20), a14 = KL_LOAD(21);
    KL_V a24 = KL_LOAD(22), a34 = KL_LOAD(23), a44 = KL_LOAD(24);
    KL_V e00, e10, e20, e30, e40, e01, e11, e21, e31, e41;
    KL_V e02, e12, e22, e32, e42, e03, e13, e23, e33, e43;
    KL_V e04, e14, e24, e34, e44;
    unsigned ir;

    for (ir = 0; ir < 24; ir += 2) {
        KL_ROUND(a, e, KL_RC(ir));
        KL_ROUND(e, a, KL_RC(ir + 1));
    }

    KL_STORE(0, a00);
    KL_STORE(1, a10);
    KL_STORE(2, a20);
    KL_STORE(3, a30);
    KL_STORE(4, a40);
    KL_STORE(5, a01);
    KL_STORE(6, a11);
    KL_STORE(7, a21);
    KL_STORE(8, a31);
    KL_STORE(9, a41);
    KL_STORE(10, a02);
    KL_STORE(11, a12);
    KL_STORE(12, a22);
    KL_STORE(13, a32);
    KL_STORE(14, a42);
    KL_STORE(15, a03);
    KL_STORE(16, a13);
    KL_STORE(17, a23);
    KL_STORE(18, a33);
    KL_STORE(19, a43);
    KL_STORE(20, a04);
    KL_STORE(21, a14);
    KL_STORE(22, a24);
    KL_STORE(23, a34);
    KL_STORE(24, a44);
}

#undef KL_XOR5
#undef KL_CHI_ROW
#undef KL_ROUND
