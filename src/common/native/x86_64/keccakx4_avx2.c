/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] on four states at once with AVX2.
 *
 * The states are lane-interleaved (fips202x4.h): s[4i + j] is lane i of
 * state j, so the four copies of lane i are one 256-bit vector and each
 * step of the permutation is the scalar step applied to vectors. The round
 * is the one of fips202.c (theta; rho and pi folded into the choice of
 * source lanes per output row; chi row by row; iota) without its lane
 * complementing, since VPANDN gives ~a & b in one instruction. It runs on
 * 25 lane vectors plus their next-round copies; the compiler keeps what
 * fits in the 16 YMM registers and spills the rest.
 *
 * Rotations: by 8 and 56 bits a byte shuffle (one instruction), otherwise
 * two shifts and an OR; AVX2 has no 64-bit vector rotate. Nothing here
 * depends on the data for control flow or addresses. */
#include <immintrin.h>
#include <stdint.h>

#include "keccak_native.h"

static const uint64_t rc_avx2[24] = {
    UINT64_C(0x0000000000000001), UINT64_C(0x0000000000008082), UINT64_C(0x800000000000808A),
    UINT64_C(0x8000000080008000), UINT64_C(0x000000000000808B), UINT64_C(0x0000000080000001),
    UINT64_C(0x8000000080008081), UINT64_C(0x8000000000008009), UINT64_C(0x000000000000008A),
    UINT64_C(0x0000000000000088), UINT64_C(0x0000000080008009), UINT64_C(0x000000008000000A),
    UINT64_C(0x000000008000808B), UINT64_C(0x800000000000008B), UINT64_C(0x8000000000008089),
    UINT64_C(0x8000000000008003), UINT64_C(0x8000000000008002), UINT64_C(0x8000000000000080),
    UINT64_C(0x000000000000800A), UINT64_C(0x800000008000000A), UINT64_C(0x8000000080008081),
    UINT64_C(0x8000000000008080), UINT64_C(0x0000000080000001), UINT64_C(0x8000000080008008)};

#define XOR(a, b)  _mm256_xor_si256((a), (b))
#define ANDN(a, b) _mm256_andnot_si256((a), (b)) /* ~a & b */
/* rotate each 64-bit element left by the constant 0 < n < 64 */
#define ROLV(v, n) _mm256_or_si256(_mm256_slli_epi64((v), (n)), _mm256_srli_epi64((v), 64 - (n)))
/* rotations by whole bytes: shuffle bytes within each 64-bit element */
#define ROLV8(v)  _mm256_shuffle_epi8((v), rot8)
#define ROLV56(v) _mm256_shuffle_epi8((v), rot56)

#define CHI_ROW(o0, o1, o2, o3, o4, b0, b1, b2, b3, b4) \
    do {                                                \
        (o0) = XOR((b0), ANDN((b1), (b2)));             \
        (o1) = XOR((b1), ANDN((b2), (b3)));             \
        (o2) = XOR((b2), ANDN((b3), (b4)));             \
        (o3) = XOR((b3), ANDN((b4), (b0)));             \
        (o4) = XOR((b4), ANDN((b0), (b1)));             \
    } while (0)

/* One round from lanes S##xy to lanes D##xy (x column, y row); the rho
   offsets and pi sources per output row as in fips202.c. */
#define ROUND4(S, D, rc)                                                     \
    do {                                                                     \
        __m256i c0_ = XOR(XOR(XOR(S##00, S##01), XOR(S##02, S##03)), S##04); \
        __m256i c1_ = XOR(XOR(XOR(S##10, S##11), XOR(S##12, S##13)), S##14); \
        __m256i c2_ = XOR(XOR(XOR(S##20, S##21), XOR(S##22, S##23)), S##24); \
        __m256i c3_ = XOR(XOR(XOR(S##30, S##31), XOR(S##32, S##33)), S##34); \
        __m256i c4_ = XOR(XOR(XOR(S##40, S##41), XOR(S##42, S##43)), S##44); \
        __m256i d0_ = XOR(c4_, ROLV(c1_, 1));                                \
        __m256i d1_ = XOR(c0_, ROLV(c2_, 1));                                \
        __m256i d2_ = XOR(c1_, ROLV(c3_, 1));                                \
        __m256i d3_ = XOR(c2_, ROLV(c4_, 1));                                \
        __m256i d4_ = XOR(c3_, ROLV(c0_, 1));                                \
        __m256i b0_, b1_, b2_, b3_, b4_;                                     \
        b0_ = XOR(S##00, d0_);                                               \
        b1_ = ROLV(XOR(S##11, d1_), 44);                                     \
        b2_ = ROLV(XOR(S##22, d2_), 43);                                     \
        b3_ = ROLV(XOR(S##33, d3_), 21);                                     \
        b4_ = ROLV(XOR(S##44, d4_), 14);                                     \
        CHI_ROW(D##00, D##10, D##20, D##30, D##40, b0_, b1_, b2_, b3_, b4_); \
        D##00 = XOR(D##00, (rc));                                            \
        b0_ = ROLV(XOR(S##30, d3_), 28);                                     \
        b1_ = ROLV(XOR(S##41, d4_), 20);                                     \
        b2_ = ROLV(XOR(S##02, d0_), 3);                                      \
        b3_ = ROLV(XOR(S##13, d1_), 45);                                     \
        b4_ = ROLV(XOR(S##24, d2_), 61);                                     \
        CHI_ROW(D##01, D##11, D##21, D##31, D##41, b0_, b1_, b2_, b3_, b4_); \
        b0_ = ROLV(XOR(S##10, d1_), 1);                                      \
        b1_ = ROLV(XOR(S##21, d2_), 6);                                      \
        b2_ = ROLV(XOR(S##32, d3_), 25);                                     \
        b3_ = ROLV8(XOR(S##43, d4_));                                        \
        b4_ = ROLV(XOR(S##04, d0_), 18);                                     \
        CHI_ROW(D##02, D##12, D##22, D##32, D##42, b0_, b1_, b2_, b3_, b4_); \
        b0_ = ROLV(XOR(S##40, d4_), 27);                                     \
        b1_ = ROLV(XOR(S##01, d0_), 36);                                     \
        b2_ = ROLV(XOR(S##12, d1_), 10);                                     \
        b3_ = ROLV(XOR(S##23, d2_), 15);                                     \
        b4_ = ROLV56(XOR(S##34, d3_));                                       \
        CHI_ROW(D##03, D##13, D##23, D##33, D##43, b0_, b1_, b2_, b3_, b4_); \
        b0_ = ROLV(XOR(S##20, d2_), 62);                                     \
        b1_ = ROLV(XOR(S##31, d3_), 55);                                     \
        b2_ = ROLV(XOR(S##42, d4_), 39);                                     \
        b3_ = ROLV(XOR(S##03, d0_), 41);                                     \
        b4_ = ROLV(XOR(S##14, d1_), 2);                                      \
        CHI_ROW(D##04, D##14, D##24, D##34, D##44, b0_, b1_, b2_, b3_, b4_); \
    } while (0)

#define LOAD(i)     _mm256_loadu_si256((const __m256i *)(const void *)(s + 4 * (i)))
#define STORE(i, v) _mm256_storeu_si256((__m256i *)(void *)(s + 4 * (i)), (v))

void kpqc_keccakf1600x4_avx2(uint64_t s[25 * 4])
{
    /* byte permutations rotating each 64-bit element left by 8 / 56 bits
       (destination byte k takes source byte k - 1 / k + 1 mod 8) */
    const __m256i rot8 = _mm256_setr_epi8(7, 0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14, 7,
                                          0, 1, 2, 3, 4, 5, 6, 15, 8, 9, 10, 11, 12, 13, 14);
    const __m256i rot56 = _mm256_setr_epi8(1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8, 1,
                                           2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8);
    __m256i a00 = LOAD(0), a10 = LOAD(1), a20 = LOAD(2), a30 = LOAD(3), a40 = LOAD(4);
    __m256i a01 = LOAD(5), a11 = LOAD(6), a21 = LOAD(7), a31 = LOAD(8), a41 = LOAD(9);
    __m256i a02 = LOAD(10), a12 = LOAD(11), a22 = LOAD(12), a32 = LOAD(13), a42 = LOAD(14);
    __m256i a03 = LOAD(15), a13 = LOAD(16), a23 = LOAD(17), a33 = LOAD(18), a43 = LOAD(19);
    __m256i a04 = LOAD(20), a14 = LOAD(21), a24 = LOAD(22), a34 = LOAD(23), a44 = LOAD(24);
    __m256i e00, e10, e20, e30, e40, e01, e11, e21, e31, e41;
    __m256i e02, e12, e22, e32, e42, e03, e13, e23, e33, e43;
    __m256i e04, e14, e24, e34, e44;
    unsigned ir;

    for (ir = 0; ir < 24; ir += 2) {
        ROUND4(a, e, _mm256_set1_epi64x((long long)rc_avx2[ir]));
        ROUND4(e, a, _mm256_set1_epi64x((long long)rc_avx2[ir + 1]));
    }

    STORE(0, a00);
    STORE(1, a10);
    STORE(2, a20);
    STORE(3, a30);
    STORE(4, a40);
    STORE(5, a01);
    STORE(6, a11);
    STORE(7, a21);
    STORE(8, a31);
    STORE(9, a41);
    STORE(10, a02);
    STORE(11, a12);
    STORE(12, a22);
    STORE(13, a32);
    STORE(14, a42);
    STORE(15, a03);
    STORE(16, a13);
    STORE(17, a23);
    STORE(18, a33);
    STORE(19, a43);
    STORE(20, a04);
    STORE(21, a14);
    STORE(22, a24);
    STORE(23, a34);
    STORE(24, a44);
}
