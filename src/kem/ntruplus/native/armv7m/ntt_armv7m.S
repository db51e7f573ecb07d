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
 * OMEGA, ZMINUSZ5INV, NINV, NINV2. r must be 4-byte aligned.
 *
 * Every butterfly of a radix-2 layer pairs coefficients i and i + s with
 * s >= D = 4, so two neighbours share their twiddle and one register holds
 * both. Two radix-2 layers are merged: a pass loads the four words i,
 * i + s, i + 2s, i + 3s of a block of 4s coefficients, runs both layers in
 * registers and stores them. The twiddles of the inner layer come as
 * aligned pairs (one word load for the two sub-blocks). Barrett reductions
 * sit where the portable code has them; the reductions of the last forward
 * layer and of the reducing inverse layers are merged into their passes.
 * Constant time: no branch or address depends on the data. */
#include "../../params.h"

/* NTRU+864 (blocks of degree 3, two radix-3 layers) runs the portable code:
   nothing to assemble */
#if NTRUPLUS_N == 768 || NTRUPLUS_N == 1152

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
#else
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
#else
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

#endif
