/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One Keccak-f[1600] round, written once for the AArch64 NEON cores:
 * plain NEON and NEON with the SHA-3 instructions (two lanes of a 128-bit
 * vector: two states, or one state duplicated). Each core defines the five operations the round is made of
 * and then instantiates KPQC_A64_KECCAK_ROUND:
 *
 *   K_XOR5(a, b, c, d, e)  a ^ b ^ c ^ d ^ e      (theta's column parity)
 *   K_THETA(c0, c1)        c0 ^ ROL(c1, 1)        (theta's D[x])
 *   K_XOR(a, b)            a ^ b                  (lane (0,0), iota)
 *   K_XROT(a, d, n)        ROL(a ^ d, n), 0 < n < 64  (theta, rho, pi)
 *   K_CHI(b0, b1, b2)      b0 ^ (~b1 & b2)        (chi)
 *
 * The round reads lanes S##xy and writes lanes D##xy (x = column, y = row;
 * lane (x, y) is s[x + 5y] of FIPS 202), so that two rounds per loop
 * iteration ping-pong between two sets of variables with no copies.
 * Output lane (X, Y) of pi is input lane ((X + 3Y) mod 5, X), rotated by
 * that lane's rho offset; per output row (source lane and offset, the
 * table of tools/gen/keccak_constants.py):
 *   row 0: (0,0, 0) (1,1,44) (2,2,43) (3,3,21) (4,4,14)
 *   row 1: (3,0,28) (4,1,20) (0,2, 3) (1,3,45) (2,4,61)
 *   row 2: (1,0, 1) (2,1, 6) (3,2,25) (4,3, 8) (0,4,18)
 *   row 3: (4,0,27) (0,1,36) (1,2,10) (2,3,15) (3,4,56)
 *   row 4: (2,0,62) (3,1,55) (4,2,39) (0,3,41) (1,4, 2)
 * Unlike the portable core (fips202.c) no lane is kept complemented:
 * AArch64 has AND-NOT (BIC, and BCAX with SHA-3), so chi costs no NOTs. */
#ifndef KPQC_COMMON_NATIVE_AARCH64_KECCAK_ROUND_H
#define KPQC_COMMON_NATIVE_AARCH64_KECCAK_ROUND_H

/* One output row: the five inputs b0..b4, then chi into D##0y..D##4y. */
#define KPQC_A64_KECCAK_ROW(T, D, y, b0, b1, b2, b3, b4) \
    do {                                                 \
        T r0_ = (b0), r1_ = (b1), r2_ = (b2);            \
        T r3_ = (b3), r4_ = (b4);                        \
        D##0##y = K_CHI(r0_, r1_, r2_);                  \
        D##1##y = K_CHI(r1_, r2_, r3_);                  \
        D##2##y = K_CHI(r2_, r3_, r4_);                  \
        D##3##y = K_CHI(r3_, r4_, r0_);                  \
        D##4##y = K_CHI(r4_, r0_, r1_);                  \
    } while (0)

#define KPQC_A64_KECCAK_ROUND(T, S, D, rc)                                           \
    do {                                                                             \
        T c0_ = K_XOR5(S##00, S##01, S##02, S##03, S##04);                           \
        T c1_ = K_XOR5(S##10, S##11, S##12, S##13, S##14);                           \
        T c2_ = K_XOR5(S##20, S##21, S##22, S##23, S##24);                           \
        T c3_ = K_XOR5(S##30, S##31, S##32, S##33, S##34);                           \
        T c4_ = K_XOR5(S##40, S##41, S##42, S##43, S##44);                           \
        T d0_ = K_THETA(c4_, c1_);                                                   \
        T d1_ = K_THETA(c0_, c2_);                                                   \
        T d2_ = K_THETA(c1_, c3_);                                                   \
        T d3_ = K_THETA(c2_, c4_);                                                   \
        T d4_ = K_THETA(c3_, c0_);                                                   \
        KPQC_A64_KECCAK_ROW(T, D, 0, K_XOR(S##00, d0_), K_XROT(S##11, d1_, 44),      \
                            K_XROT(S##22, d2_, 43), K_XROT(S##33, d3_, 21),          \
                            K_XROT(S##44, d4_, 14));                                 \
        D##00 = K_XOR(D##00, rc);                                                    \
        KPQC_A64_KECCAK_ROW(T, D, 1, K_XROT(S##30, d3_, 28), K_XROT(S##41, d4_, 20), \
                            K_XROT(S##02, d0_, 3), K_XROT(S##13, d1_, 45),           \
                            K_XROT(S##24, d2_, 61));                                 \
        KPQC_A64_KECCAK_ROW(T, D, 2, K_XROT(S##10, d1_, 1), K_XROT(S##21, d2_, 6),   \
                            K_XROT(S##32, d3_, 25), K_XROT(S##43, d4_, 8),           \
                            K_XROT(S##04, d0_, 18));                                 \
        KPQC_A64_KECCAK_ROW(T, D, 3, K_XROT(S##40, d4_, 27), K_XROT(S##01, d0_, 36), \
                            K_XROT(S##12, d1_, 10), K_XROT(S##23, d2_, 15),          \
                            K_XROT(S##34, d3_, 56));                                 \
        KPQC_A64_KECCAK_ROW(T, D, 4, K_XROT(S##20, d2_, 62), K_XROT(S##31, d3_, 55), \
                            K_XROT(S##42, d4_, 39), K_XROT(S##03, d0_, 41),          \
                            K_XROT(S##14, d1_, 2));                                  \
    } while (0)

/* The 25 state variables of a core, a<x><y> and e<x><y>, declared,
   loaded with LOAD(i) (i = x + 5y) and stored with STORE(i, v). */
#define KPQC_A64_KECCAK_DECLARE(T)                                     \
    T a00, a10, a20, a30, a40, a01, a11, a21, a31, a41, a02, a12, a22; \
    T a32, a42, a03, a13, a23, a33, a43, a04, a14, a24, a34, a44;      \
    T e00, e10, e20, e30, e40, e01, e11, e21, e31, e41, e02, e12, e22; \
    T e32, e42, e03, e13, e23, e33, e43, e04, e14, e24, e34, e44

#define KPQC_A64_KECCAK_LOAD(LOAD)                                                      \
    do {                                                                                \
        a00 = LOAD(0), a10 = LOAD(1), a20 = LOAD(2), a30 = LOAD(3), a40 = LOAD(4);      \
        a01 = LOAD(5), a11 = LOAD(6), a21 = LOAD(7), a31 = LOAD(8), a41 = LOAD(9);      \
        a02 = LOAD(10), a12 = LOAD(11), a22 = LOAD(12), a32 = LOAD(13), a42 = LOAD(14); \
        a03 = LOAD(15), a13 = LOAD(16), a23 = LOAD(17), a33 = LOAD(18), a43 = LOAD(19); \
        a04 = LOAD(20), a14 = LOAD(21), a24 = LOAD(22), a34 = LOAD(23), a44 = LOAD(24); \
    } while (0)

#define KPQC_A64_KECCAK_STORE(STORE)                                                    \
    do {                                                                                \
        STORE(0, a00), STORE(1, a10), STORE(2, a20), STORE(3, a30), STORE(4, a40);      \
        STORE(5, a01), STORE(6, a11), STORE(7, a21), STORE(8, a31), STORE(9, a41);      \
        STORE(10, a02), STORE(11, a12), STORE(12, a22), STORE(13, a32), STORE(14, a42); \
        STORE(15, a03), STORE(16, a13), STORE(17, a23), STORE(18, a33), STORE(19, a43); \
        STORE(20, a04), STORE(21, a14), STORE(22, a24), STORE(23, a34), STORE(24, a44); \
    } while (0)

/* 24 rounds, two per iteration; RC(i) is round constant i in the core's
   type. */
#define KPQC_A64_KECCAK_ROUNDS(T, RC)                    \
    do {                                                 \
        unsigned ir_;                                    \
        for (ir_ = 0; ir_ < 24; ir_ += 2) {              \
            KPQC_A64_KECCAK_ROUND(T, a, e, RC(ir_));     \
            KPQC_A64_KECCAK_ROUND(T, e, a, RC(ir_ + 1)); \
        }                                                \
    } while (0)

#endif
