/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU+ NTT and its inverse for the Cortex-M4 (ARMv7E-M, Thumb-2),
 * computing exactly what ntruplus_ntt_c and ntruplus_invntt_c (../../ntt.c)
 * compute, operation for operation, on two coefficients per register
 * (arith_armv7m.inc).
 *
 *   void ntt_armv7m(int16_t r[N], const int16_t *zetas, int32_t omega);
 *   void invntt_armv7m(int16_t r[N], const int16_t *zetas, const int16_t k[4]);
 *
 * zetas is ntruplus_zetas (read in the portable code's order); k holds
 * OMEGA, ZMINUSZ5INV, NINV, NINV2.
 *
 * Every butterfly of a radix-2 layer pairs coefficients i and i + s with
 * s >= 4 (NTRU+768, NTRU+1152), so two neighbours share their twiddle and
 * one register holds both; NTRU+864's last step, 3, takes a few halfword
 * moves (fwd_radix2x2_d3). Two radix-2 layers are merged: a pass loads the four words i,
 * i + s, i + 2s, i + 3s of a block of 4s coefficients, runs both layers in
 * registers and stores them. The twiddles of the inner layer come as
 * aligned pairs (one word load for the two sub-blocks). Barrett reductions
 * sit where the portable code has them; the reductions of the last forward
 * layer and of the reducing inverse layers are merged into their passes.
 * Constant time: no branch or address depends on the data. */
#include "../../params.h"


#include "arith_armv7m.inc"

#define ntt_armv7m    KPQC_NS(ntt_armv7m)
#define invntt_armv7m KPQC_NS(invntt_armv7m)

#define N     NTRUPLUS_N
#define HALF  (NTRUPLUS_N / 2)
/* number of table entries (ntruplus_zetas) */
#if NTRUPLUS_N == 768
#define ZLEN 192
#else
#define ZLEN 288
#endif

    .syntax unified
    .thumb
    .fpu fpv4-sp-d16
    .text

/* ---- forward ------------------------------------------------------------ */

/* x^(n/2) = z on the low half, 1 - z on the high half:
   (a, b) = (a + z b, a + b - z b); r2 = z */
.macro fwd_first
    add r14, r0, #2 * HALF
1:
    ldr r4, [r0]
    ldr r5, [r0, #2 * HALF]
    ldr r6, [r0, #4]
    ldr r7, [r0, #2 * HALF + 4]
    sadd16 r10, r4, r5
    mont2 r8, r5, r2, b, r3, r9
    ssub16 r5, r10, r8
    sadd16 r4, r4, r8
    sadd16 r10, r6, r7
    mont2 r8, r7, r2, b, r3, r9
    ssub16 r7, r10, r8
    sadd16 r6, r6, r8
    str r5, [r0, #2 * HALF]
    str r6, [r0, #4]
    str r7, [r0, #2 * HALF + 4]
    str r4, [r0], #8
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * HALF
.endm

/* one radix-3 layer of step s: r1 points at the (y, y^2) pairs, r4 = omega,
   r0 the polynomial; r0 returns to the start */
.macro fwd_radix3 s
    add r14, r0, #2 * N
1:
    ldr r2, [r1], #4
    add r12, r0, #2 * \s
2:
    ldr r5, [r0]
    ldr r6, [r0, #2 * \s]
    ldr r7, [r0, #4 * \s]
    mont2 r8, r6, r2, b, r3, r9      /* t1 = y a1 */
    mont2 r10, r7, r2, t, r3, r9     /* t2 = y^2 a2 */
    ssub16 r6, r8, r10
    mont2 r11, r6, r4, b, r3, r9     /* t3 = omega (t1 - t2) */
    ssub16 r6, r5, r10
    sadd16 r6, r6, r11               /* a0 - t2 + t3 */
    ssub16 r7, r5, r8
    ssub16 r7, r7, r11               /* a0 - t1 - t3 */
    sadd16 r5, r5, r8
    sadd16 r5, r5, r10               /* a0 + t1 + t2 */
    str r6, [r0, #2 * \s]
    str r7, [r0, #4 * \s]
    str r5, [r0], #4
    cmp r0, r12
    bne 2b
    add r0, r0, #4 * \s
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * N
.endm

/* two radix-2 layers, steps s and s/2 coefficients (s/2 coefficients are
   s bytes): r1 points at the twiddles of layer s (one per block), r2 at
   those of layer s/2 (an aligned pair per block) */
.macro fwd_radix2x2 s
    add r14, r0, #2 * N
1:
    ldrsh r8, [r1], #2
    ldr r9, [r2], #4
    add r12, r0, #\s
2:
    ldr r4, [r0]
    ldr r5, [r0, #\s]
    ldr r6, [r0, #2 * \s]
    ldr r7, [r0, #3 * \s]
    bfly r4, r6, r8, b, r3, r10, r11
    bfly r5, r7, r8, b, r3, r10, r11
    bfly r4, r5, r9, b, r3, r10, r11
    bfly r6, r7, r9, t, r3, r10, r11
    str r5, [r0, #\s]
    str r6, [r0, #2 * \s]
    str r7, [r0, #3 * \s]
    str r4, [r0], #4
    cmp r0, r12
    bne 2b
    add r0, r0, #3 * \s
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * N
.endm

/* one radix-2 layer of step s (r1: one twiddle per block), then, if
   reduce, a Barrett reduction of every output */
.macro fwd_radix2 s, reduce
    add r14, r0, #2 * N
.if \reduce
    vmov r2, s2
    vmov r9, s3
.endif
1:
    ldrsh r8, [r1], #2
    add r12, r0, #2 * \s
2:
    ldr r4, [r0]
    ldr r5, [r0, #2 * \s]
    ldr r6, [r0, #4]
    ldr r7, [r0, #2 * \s + 4]
    bfly r4, r5, r8, b, r3, r10, r11
    bfly r6, r7, r8, b, r3, r10, r11
.if \reduce
    barrett2 r4, r2, r9, r10, r11
    barrett2 r5, r2, r9, r10, r11
    barrett2 r6, r2, r9, r10, r11
    barrett2 r7, r2, r9, r10, r11
.endif
    str r5, [r0, #2 * \s]
    str r6, [r0, #4]
    str r7, [r0, #2 * \s + 4]
    str r4, [r0], #8
    cmp r0, r12
    bne 2b
    add r0, r0, #2 * \s
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * N
.endm

/* Barrett reduction of all n coefficients */
.macro barrett_all
    add r14, r0, #2 * N
    vmov r2, s2
    vmov r3, s3
1:
    ldr r4, [r0]
    ldr r5, [r0, #4]
    ldr r6, [r0, #8]
    ldr r7, [r0, #12]
    barrett2 r4, r2, r3, r8, r9
    barrett2 r5, r2, r3, r10, r11
    barrett2 r6, r2, r3, r8, r9
    barrett2 r7, r2, r3, r10, r11
    str r5, [r0, #4]
    str r6, [r0, #8]
    str r7, [r0, #12]
    str r4, [r0], #16
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * N
.endm

/* NTRU+864's last two radix-2 layers, steps 6 and 3, on blocks of twelve
   coefficients (six words w0..w5, c0..c11), with the final Barrett
   reduction. Step 6 pairs whole words. Step 3 pairs c0..c2 with c3..c5
   (twiddle z2a, bottom half of the pair) and c6..c8 with c9..c11 (z2b,
   top half): (c1:c0) with (c4:c3), (c7:c6) with (c10:c9), and (c8:c2)
   with (c11:c5), the last with a different twiddle in each half. r1: one
   twiddle per block (step 6), r2: the aligned pairs (step 3). */
.macro fwd_radix2x2_d3
    add r14, r0, #2 * N
    vmov s6, r14
1:
    ldrsh r10, [r1], #2
    ldr r4, [r0]
    ldr r5, [r0, #4]
    ldr r6, [r0, #8]
    ldr r7, [r0, #12]
    ldr r8, [r0, #16]
    ldr r9, [r0, #20]
    bfly r4, r7, r10, b, r3, r11, r12
    bfly r5, r8, r10, b, r3, r11, r12
    bfly r6, r9, r10, b, r3, r11, r12
    ldr r10, [r2], #4
    lsr r14, r5, #16
    orr r14, r14, r6, lsl #16        /* c4:c3 */
    bfly r4, r14, r10, b, r3, r11, r12
    pkhbt r5, r5, r8, lsl #16        /* c8:c2 */
    pkhtb r6, r9, r6, asr #16        /* c11:c5 */
    lsr r8, r8, #16
    orr r8, r8, r9, lsl #16          /* c10:c9 */
    bfly r7, r8, r10, t, r3, r11, r12
    /* (c8:c2) with (c11:c5): z2a in the bottom, z2b in the top lane */
    smulbb r11, r6, r10
    smultt r12, r6, r10
    smulbb r6, r11, r3
    smlabt r11, r6, r3, r11
    smulbb r6, r12, r3
    smlabt r12, r6, r3, r12
    pkhtb r11, r12, r11, asr #16
    ssub16 r6, r5, r11
    sadd16 r5, r5, r11
    /* back to c1:c0 (r4), c3:c2 (r9), c5:c4 (r14), c7:c6 (r7), c9:c8 (r5),
       c11:c10 (r8) */
    pkhbt r9, r5, r14, lsl #16
    lsr r14, r14, #16
    pkhbt r14, r14, r6, lsl #16
    lsr r5, r5, #16
    pkhbt r5, r5, r8, lsl #16
    pkhtb r8, r6, r8, asr #16
    vmov r10, s2
    vmov r11, s3
    barrett2 r4, r10, r11, r6, r12
    barrett2 r9, r10, r11, r6, r12
    barrett2 r14, r10, r11, r6, r12
    barrett2 r7, r10, r11, r6, r12
    barrett2 r5, r10, r11, r6, r12
    barrett2 r8, r10, r11, r6, r12
    str r9, [r0, #4]
    str r14, [r0, #8]
    str r7, [r0, #12]
    str r5, [r0, #16]
    str r8, [r0, #20]
    str r4, [r0], #24
    vmov r14, s6
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * N
.endm

/* r1 = &zetas[k] (zetas base in s0) */
.macro zeta_ptr reg, k
    vmov \reg, s0
    add \reg, \reg, #2 * (\k)
.endm

    .global ntt_armv7m
    .type ntt_armv7m, %function
    .align 2
ntt_armv7m:
    push {r4-r11, lr}
    vmov s0, r1
    vmov s1, r2
    ldconst r3, NTRUPLUS_M4_BQ_LO, NTRUPLUS_M4_BQ_HI
    vmov s2, r3
    mov r3, #(1 << 25)
    vmov s3, r3
    ldconst r3, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    ldrsh r2, [r1, #2]
    fwd_first
    vmov r4, s1
#if NTRUPLUS_N == 768
    /* radix-3 step 128 (zetas 2..5); radix-2 steps 64 (6..11) with 32
       (12..23), 16 (24..47) with 8 (48..95), 4 (96..191) with the final
       Barrett reduction */
    zeta_ptr r1, 2
    fwd_radix3 128
    zeta_ptr r1, 6
    zeta_ptr r2, 12
    fwd_radix2x2 64
    zeta_ptr r1, 24
    zeta_ptr r2, 48
    fwd_radix2x2 16
    zeta_ptr r1, 96
    fwd_radix2 4, 1
#elif NTRUPLUS_N == 1152
    /* radix-3 steps 192 (zetas 2..5) and 64 (6..17), Barrett; radix-2 steps
       32 (18..35) with 16 (36..71), 8 (72..143) with 4 (144..287), Barrett */
    zeta_ptr r1, 2
    fwd_radix3 192
    zeta_ptr r1, 6
    fwd_radix3 64
    barrett_all
    ldconst r3, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    zeta_ptr r1, 18
    zeta_ptr r2, 36
    fwd_radix2x2 32
    zeta_ptr r1, 72
    zeta_ptr r2, 144
    fwd_radix2x2 8
    barrett_all
#else
    /* radix-3 steps 144 (zetas 2..5) and 48 (6..17), Barrett; radix-2 steps
       24 (18..35) with 12 (36..71), 6 (72..143) with 3 (144..287), with
       the final Barrett reduction */
    zeta_ptr r1, 2
    fwd_radix3 144
    zeta_ptr r1, 6
    fwd_radix3 48
    barrett_all
    ldconst r3, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    zeta_ptr r1, 18
    zeta_ptr r2, 36
    fwd_radix2x2 24
    zeta_ptr r1, 72
    zeta_ptr r2, 144
    fwd_radix2x2_d3
#endif
    pop {r4-r11, pc}
    .size ntt_armv7m, . - ntt_armv7m

/* ---- inverse ------------------------------------------------------------ */

/* two inverse radix-2 layers, steps s/2 and s (byte offsets: s/2
   coefficients are s bytes): r2 points at the aligned pair of twiddles of
   the two sub-blocks (layer s/2, read downwards), r1 at the twiddle of the
   block (layer s, read downwards). If reduce, the sums of layer s are
   Barrett-reduced; the twiddles are then reloaded on every column to free
   their registers. */
.macro inv_radix2x2 s, reduce
    add r14, r0, #2 * N
1:
    ldr r9, [r2]
    ldrsh r8, [r1]
    add r12, r0, #\s
2:
.if \reduce
    ldr r9, [r2]
    ldrsh r8, [r1]
.endif
    ldr r4, [r0]
    ldr r5, [r0, #\s]
    ldr r6, [r0, #2 * \s]
    ldr r7, [r0, #3 * \s]
    ibfly r4, r5, r9, t, r3, r10, r11
    ibfly r6, r7, r9, b, r3, r10, r11
    ibfly r4, r6, r8, b, r3, r10, r11
    ibfly r5, r7, r8, b, r3, r10, r11
.if \reduce
    vmov r8, s2
    vmov r9, s3
    barrett2 r4, r8, r9, r10, r11
    barrett2 r5, r8, r9, r10, r11
.endif
    str r5, [r0, #\s]
    str r6, [r0, #2 * \s]
    str r7, [r0, #3 * \s]
    str r4, [r0], #4
    cmp r0, r12
    bne 2b
    sub r2, r2, #4
    sub r1, r1, #2
    add r0, r0, #3 * \s
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * N
.endm

/* NTRU+864's first two inverse radix-2 layers, steps 3 and 6, on blocks
   of twelve coefficients (the pairing of fwd_radix2x2_d3), the sums of
   step 6 Barrett-reduced. r2: the aligned pairs of step 3, read downwards
   (the top half belongs to c0..c5, the bottom half to c6..c11), r1: one
   twiddle per block (step 6), read downwards. */
.macro inv_radix2x2_d3
    add r14, r0, #2 * N
    vmov s6, r14
1:
    ldr r10, [r2], #-4
    ldr r4, [r0]
    ldr r5, [r0, #4]
    ldr r6, [r0, #8]
    ldr r7, [r0, #12]
    ldr r8, [r0, #16]
    ldr r9, [r0, #20]
    lsr r14, r5, #16
    orr r14, r14, r6, lsl #16        /* c4:c3 */
    ibfly r4, r14, r10, t, r3, r11, r12
    pkhbt r5, r5, r8, lsl #16        /* c8:c2 */
    pkhtb r6, r9, r6, asr #16        /* c11:c5 */
    lsr r8, r8, #16
    orr r8, r8, r9, lsl #16          /* c10:c9 */
    ibfly r7, r8, r10, b, r3, r11, r12
    /* (c8:c2) with (c11:c5): the top twiddle in the bottom lane, the
       bottom twiddle in the top lane */
    ssub16 r9, r6, r5
    sadd16 r5, r5, r6
    smulbt r11, r9, r10
    smultb r12, r9, r10
    smulbb r9, r11, r3
    smlabt r11, r9, r3, r11
    smulbb r9, r12, r3
    smlabt r12, r9, r3, r12
    pkhtb r6, r12, r11, asr #16
    /* back to c1:c0 (r4), c3:c2 (r9), c5:c4 (r14), c7:c6 (r7), c9:c8 (r5),
       c11:c10 (r8) */
    pkhbt r9, r5, r14, lsl #16
    lsr r14, r14, #16
    pkhbt r14, r14, r6, lsl #16
    lsr r5, r5, #16
    pkhbt r5, r5, r8, lsl #16
    pkhtb r8, r6, r8, asr #16
    ldrsh r10, [r1], #-2
    ibfly r4, r7, r10, b, r3, r11, r12
    ibfly r9, r5, r10, b, r3, r11, r12
    ibfly r14, r8, r10, b, r3, r11, r12
    vmov r10, s2
    vmov r11, s3
    barrett2 r4, r10, r11, r6, r12
    barrett2 r9, r10, r11, r6, r12
    barrett2 r14, r10, r11, r6, r12
    str r9, [r0, #4]
    str r14, [r0, #8]
    str r7, [r0, #12]
    str r5, [r0, #16]
    str r8, [r0, #20]
    str r4, [r0], #24
    vmov r14, s6
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * N
.endm

/* one inverse radix-2 layer of step s, without reduction (r1: twiddles,
   read downwards) */
.macro inv_radix2 s
    add r14, r0, #2 * N
1:
    ldrsh r8, [r1], #-2
    add r12, r0, #2 * \s
2:
    ldr r4, [r0]
    ldr r5, [r0, #2 * \s]
    ldr r6, [r0, #4]
    ldr r7, [r0, #2 * \s + 4]
    ibfly r4, r5, r8, b, r3, r10, r11
    ibfly r6, r7, r8, b, r3, r10, r11
    str r5, [r0, #2 * \s]
    str r6, [r0, #4]
    str r7, [r0, #2 * \s + 4]
    str r4, [r0], #8
    cmp r0, r12
    bne 2b
    add r0, r0, #2 * \s
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * N
.endm

/* one inverse radix-3 layer of step s: r1 points at the aligned pair
   (w/y, (w/y)^2) of the block (read downwards), r4 = omega */
.macro inv_radix3 s
    add r14, r0, #2 * N
1:
    ldr r2, [r1], #-4
    add r12, r0, #2 * \s
2:
    ldr r5, [r0]
    ldr r6, [r0, #2 * \s]
    ldr r7, [r0, #4 * \s]
    sadd16 r8, r5, r6
    sadd16 r8, r8, r7                /* a0 + a1 + a2 */
    ssub16 r9, r6, r5
    mont2 r10, r9, r4, b, r3, r11    /* t = omega (a1 - a0) */
    ssub16 r9, r7, r5
    sadd16 r9, r9, r10
    mont2 r5, r9, r2, b, r3, r11     /* (w/y) (a2 - a0 + t) */
    ssub16 r9, r7, r6
    ssub16 r9, r9, r10
    mont2 r6, r9, r2, t, r3, r11     /* (w/y)^2 (a2 - a1 - t) */
    vmov r7, s2
    vmov r9, s3
    barrett2 r8, r7, r9, r10, r11
    str r5, [r0, #2 * \s]
    str r6, [r0, #4 * \s]
    str r8, [r0], #4
    cmp r0, r12
    bne 2b
    add r0, r0, #4 * \s
    cmp r0, r14
    bne 1b
    sub r0, r0, #2 * N
.endm

    .global invntt_armv7m
    .type invntt_armv7m, %function
    .align 2
invntt_armv7m:
    push {r4-r11, lr}
    vmov s0, r1
    vmov s1, r2
    ldconst r3, NTRUPLUS_M4_BQ_LO, NTRUPLUS_M4_BQ_HI
    vmov s2, r3
    mov r3, #(1 << 25)
    vmov s3, r3
    ldconst r3, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
#if NTRUPLUS_N == 768
    /* radix-2 steps 4 (zetas 191..96) with 8 (95..48), reduced; 16
       (47..24) with 32 (23..12), reduced; 64 (11..6); radix-3 step 128
       (5..2) */
    zeta_ptr r2, ZLEN - 2
    zeta_ptr r1, 95
    inv_radix2x2 8, 1
    zeta_ptr r2, 46
    zeta_ptr r1, 23
    inv_radix2x2 32, 1
    zeta_ptr r1, 11
    inv_radix2 64
    vmov r1, s1
    ldrsh r4, [r1]
    zeta_ptr r1, 4
    inv_radix3 128
#elif NTRUPLUS_N == 1152
    /* radix-2 steps 4 (zetas 287..144) with 8 (143..72), reduced; 16
       (71..36) with 32 (35..18), reduced; radix-3 steps 64 (17..6) and 192
       (5..2) */
    zeta_ptr r2, ZLEN - 2
    zeta_ptr r1, 143
    inv_radix2x2 8, 1
    zeta_ptr r2, 70
    zeta_ptr r1, 35
    inv_radix2x2 32, 1
    vmov r1, s1
    ldrsh r4, [r1]
    zeta_ptr r1, 16
    inv_radix3 64
    zeta_ptr r1, 4
    inv_radix3 192
#else
    /* radix-2 steps 3 (zetas 287..144) with 6 (143..72), reduced; 12
       (71..36) with 24 (35..18), reduced; radix-3 steps 48 (17..6) and 144
       (5..2) */
    zeta_ptr r2, ZLEN - 2
    zeta_ptr r1, 143
    inv_radix2x2_d3
    zeta_ptr r2, 70
    zeta_ptr r1, 35
    inv_radix2x2 24, 1
    vmov r1, s1
    ldrsh r4, [r1]
    zeta_ptr r1, 16
    inv_radix3 48
    zeta_ptr r1, 4
    inv_radix3 144
#endif
    /* t1 = a + b, t2 = ZM5 (a - b); (a, b) = (NINV (t1 - t2), NINV2 t2) */
    vmov r1, s1
    ldrsh r2, [r1, #2]               /* ZMINUSZ5INV */
    ldr r1, [r1, #4]                 /* NINV | NINV2 << 16 */
    add r14, r0, #2 * HALF
1:
    ldr r4, [r0]
    ldr r5, [r0, #2 * HALF]
    sadd16 r6, r4, r5
    ssub16 r7, r4, r5
    mont2 r8, r7, r2, b, r3, r9      /* t2 */
    ssub16 r6, r6, r8
    mont2 r4, r6, r1, b, r3, r9
    mont2 r5, r8, r1, t, r3, r9
    str r5, [r0, #2 * HALF]
    str r4, [r0], #4
    cmp r0, r14
    bne 1b
    pop {r4-r11, pc}
    .size invntt_armv7m, . - invntt_armv7m
