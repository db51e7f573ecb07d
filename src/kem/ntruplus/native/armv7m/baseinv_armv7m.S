/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The NTRU+ inversion in the NTT domain for the Cortex-M4 (ARMv7E-M,
 * Thumb-2), blocks of degree D = 4 or 3, computing exactly
 * what the portable numerators() and finish() (../../basemul.c) compute:
 *
 *   void baseinv_num_armv7m(int16_t r[N], const int16_t a[N],
 *                           const int16_t zeta[N / D], int16_t det[N / D]);
 *   void baseinv_fin_armv7m(int16_t r[N], const int16_t a[N],
 *                           const int16_t zeta[N / D], const int16_t dinv[N / D]);
 *
 * num: block i of r becomes its numerators ((n0, n1, 0, 0) for D = 4, the
 * adjugate for D = 3) and det[i] the reduced determinant; fin: block i of r
 * becomes 1 / a_i from those numerators and dinv[i] (the batch inversion of the determinants in between is
 * baseinv_batch_armv7m, below). r and a distinct.
 * Sums of reduced products are added in the top halves of registers (the
 * bottom halves of reduced products are 0), as in basemul_armv7m.S.
 * Constant time. */
#include "../../params.h"


#include "arith_armv7m.inc"

#define baseinv_num_armv7m KPQC_NS(baseinv_num_armv7m)
#define baseinv_fin_armv7m KPQC_NS(baseinv_fin_armv7m)

    .syntax unified
    .thumb
    .fpu fpv4-sp-d16
    .text

/* dst (top half) = M(x.xs, y.ys), bottom half 0; r9 = CST, r12 scratch */
.macro mm dst, x, y, xs, ys
    smul\xs\ys \dst, \x, \y
    smulbb r12, \dst, r9
    smlabt \dst, r12, r9, \dst
.endm

/* the top half of v Barrett-reduced in place (bottom half 0 stays 0);
   bq = V | q << 16 */
.macro barrett_top v, bq
    smultb r12, \v, \bq
    add r12, r12, #(1 << 25)
    asr r12, r12, #26
    smulbt r12, r12, \bq
    sub \v, \v, r12, lsl #16
.endm

/* dst (top half) = M(top of v, y.ys) */
.macro mt dst, v, y, ys
    smult\ys \dst, \v, \y
    smulbb r12, \dst, r9
    smlabt \dst, r12, r9, \dst
.endm

#if NTRUPLUS_D == 4
    .global baseinv_num_armv7m
    .type baseinv_num_armv7m, %function
    .align 2
baseinv_num_armv7m:
    push {r4-r11, lr}
    ldconst r9, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    ldconst r14, NTRUPLUS_M4_BQ_LO, NTRUPLUS_M4_BQ_HI
    add r12, r2, #2 * (NTRUPLUS_N / 4)
    vmov s0, r12
1:
    ldr r4, [r1], #4                 /* x1:x0 */
    ldr r5, [r1], #4                 /* x3:x2 */
    ldrsh r6, [r2], #2               /* zm */
    /* n0 = x0^2 + zm (x2^2 - 2 x1 x3) */
    mm r7, r5, r5, b, b
    mm r8, r4, r5, t, t
    sub r7, r7, r8, lsl #1
    smultb r7, r7, r6
    smulbb r12, r7, r9
    smlabt r7, r12, r9, r7
    mm r10, r4, r4, b, b
    add r10, r10, r7
    /* n1 = barrett(2 x0 x2 - x1^2 - zm x3^2) */
    mm r7, r4, r5, b, b
    mm r8, r4, r4, t, t
    rsb r7, r8, r7, lsl #1
    mm r8, r5, r5, t, t
    smultb r8, r8, r6
    smulbb r12, r8, r9
    smlabt r8, r12, r9, r8
    sub r11, r7, r8
    barrett_top r11, r14
    /* det = barrett(n0^2 - zm n1^2) */
    mm r7, r10, r10, t, t
    mm r8, r11, r11, t, t
    smultb r8, r8, r6
    smulbb r12, r8, r9
    smlabt r8, r12, r9, r8
    sub r7, r7, r8
    barrett_top r7, r14
    asr r7, r7, #16
    strh r7, [r3], #2
    pkhtb r10, r11, r10, asr #16
    mov r11, #0
    str r11, [r0, #4]
    str r10, [r0], #8
    vmov r12, s0
    cmp r2, r12
    bne 1b
    pop {r4-r11, pc}
    .size baseinv_num_armv7m, . - baseinv_num_armv7m


    .global baseinv_fin_armv7m
    .type baseinv_fin_armv7m, %function
    .align 2
baseinv_fin_armv7m:
    push {r4-r11, lr}
    ldconst r9, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    add r12, r2, #2 * (NTRUPLUS_N / 4)
    vmov s0, r12
1:
    ldr r4, [r1], #4                 /* x1:x0 */
    ldr r5, [r1], #4                 /* x3:x2 */
    ldr r6, [r0]                     /* n1:n0 */
    ldrsh r7, [r2], #2               /* zm */
    ldrsh r8, [r3], #2               /* dinv */
    mm r10, r6, r8, b, b             /* m0 = n0 dinv */
    mm r11, r6, r8, t, b
    rsb r11, r11, #0                 /* m1 = -(n1 dinv) */
    mt r6, r11, r7, b                /* mz = zm m1 */
    /* out0 = m0 x0 + mz x2, out1 = -(m0 x1 + mz x3) */
    mt r8, r10, r4, b
    mt r14, r6, r5, b
    add r8, r8, r14
    mt r7, r10, r4, t
    mt r14, r6, r5, t
    add r7, r7, r14
    rsb r7, r7, #0
    pkhtb r8, r7, r8, asr #16
    str r8, [r0], #4
    /* out2 = m0 x2 + m1 x0, out3 = -(m0 x3 + m1 x1) */
    mt r8, r10, r5, b
    mt r14, r11, r4, b
    add r8, r8, r14
    mt r7, r10, r5, t
    mt r14, r11, r4, t
    add r7, r7, r14
    rsb r7, r7, #0
    pkhtb r8, r7, r8, asr #16
    str r8, [r0], #4
    vmov r12, s0
    cmp r2, r12
    bne 1b
    pop {r4-r11, pc}
    .size baseinv_fin_armv7m, . - baseinv_fin_armv7m
#else
/* Blocks of three, two per iteration (three words: block A is x0 = w0.b,
   x1 = w0.t, x2 = w1.b; block B x0 = w1.t, x1 = w2.b, x2 = w2.t). num:
   the adjugate p0 = x0^2 - z x1 x2, p1 = z x2^2 - x0 x1, p2 = x1^2 - x0 x2
   (unreduced) and det = barrett(x0 p0 + z (x1 p2 + x2 p1)). */
.macro num3 x0, x0s, x1, x1s, x2, x2s, zs, off
    mm r10, \x1, \x2, \x1s, \x2s
    mt r10, r10, r7, \zs
    mm r8, \x0, \x0, \x0s, \x0s
    sub r8, r8, r10                  /* p0 */
    asr r10, r8, #16
    strh r10, [r0, #\off]
    mt r8, r8, \x0, \x0s             /* x0 p0 */
    mm r10, \x1, \x1, \x1s, \x1s
    mm r11, \x0, \x2, \x0s, \x2s
    sub r10, r10, r11                /* p2 */
    asr r11, r10, #16
    strh r11, [r0, #\off + 4]
    mt r10, r10, \x1, \x1s           /* x1 p2 */
    mm r11, \x2, \x2, \x2s, \x2s
    mt r11, r11, r7, \zs
    mm r14, \x0, \x1, \x0s, \x1s
    sub r11, r11, r14                /* p1 */
    asr r14, r11, #16
    strh r14, [r0, #\off + 2]
    mt r11, r11, \x2, \x2s           /* x2 p1 */
    add r10, r10, r11
    mt r10, r10, r7, \zs
    add r8, r8, r10
    vmov r14, s1
    barrett_top r8, r14
    asr r8, r8, #16
    strh r8, [r3], #2
.endm

    .global baseinv_num_armv7m
    .type baseinv_num_armv7m, %function
    .align 2
baseinv_num_armv7m:
    push {r4-r11, lr}
    ldconst r9, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    ldconst r14, NTRUPLUS_M4_BQ_LO, NTRUPLUS_M4_BQ_HI
    vmov s1, r14
    add r12, r2, #2 * (NTRUPLUS_N / 3)
    vmov s0, r12
1:
    ldr r4, [r1], #4
    ldr r5, [r1], #4
    ldr r6, [r1], #4
    ldr r7, [r2], #4                 /* zeta B : zeta A */
    num3 r4, b, r4, t, r5, b, b, 0
    num3 r5, t, r6, b, r6, t, t, 6
    add r0, r0, #12
    vmov r12, s0
    cmp r2, r12
    bne 1b
    pop {r4-r11, pc}
    .size baseinv_num_armv7m, . - baseinv_num_armv7m

/* fin: each numerator times its block's dinv (words: p1A:p0A, p0B:p2A,
   p2B:p1B; dinv B : dinv A one word) */
    .global baseinv_fin_armv7m
    .type baseinv_fin_armv7m, %function
    .align 2
baseinv_fin_armv7m:
    push {r4-r11, lr}
    ldconst r9, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    add r12, r3, #2 * (NTRUPLUS_N / 3)
    vmov s0, r12
1:
    ldr r8, [r3], #4
    ldr r4, [r0]
    ldr r5, [r0, #4]
    ldr r6, [r0, #8]
    mont2 r10, r4, r8, b, r9, r11
    smulbb r4, r5, r8
    smultt r11, r5, r8
    smulbb r5, r4, r9
    smlabt r4, r5, r9, r4
    smulbb r5, r11, r9
    smlabt r11, r5, r9, r11
    pkhtb r4, r11, r4, asr #16
    mont2 r5, r6, r8, t, r9, r11
    str r4, [r0, #4]
    str r5, [r0, #8]
    str r10, [r0], #12
    vmov r12, s0
    cmp r3, r12
    bne 1b
    pop {r4-r11, pc}
    .size baseinv_fin_armv7m, . - baseinv_fin_armv7m
#endif

/* ---- the batch inversion of the determinants ------------------------------
 *
 *   uint32_t baseinv_batch_armv7m(int16_t det[N / 4], int16_t prefix[N / 4]);
 *
 * Exactly invert_all (../../basemul.c): sixteen chains of
 * Montgomery's batch trick, lane j over det[j], det[j + 16], ...; here two
 * lanes per register, so a chain pair is a column of words (32 bytes
 * apart). Per column: zero determinants become 1 (and are recorded), the
 * prefix products, one inversion by the addition chain of inv_mont, the
 * unwinding, and each inverse times R^-1, centred. Returns the all-ones
 * mask iff some det[i] was 0. */

#define BLOCKS (NTRUPLUS_N / NTRUPLUS_D)
#define ROW    32                       /* 16 lanes of int16 */
#define STEPS  (BLOCKS / 16)
#define RINV_LO 0xFD56                  /* R^-1 in Montgomery form, -682 */
#define CENTRE_Q  0x0D810D81            /* q in both halves */
#define CENTRE_H  0x06C106C1            /* (q + 1) / 2 in both halves */

/* out = (M(x.t, y.t), M(x.b, y.b)); r7-r9 scratch, r3 = CST; out may be x
   or y */
.macro mulv out, x, y
    smulbb r7, \x, \y
    smultt r8, \x, \y
    smulbb r9, r7, r3
    smlabt r7, r9, r3, r7
    smulbb r9, r8, r3
    smlabt r8, r9, r3, r8
    pkhtb \out, r8, r7, asr #16
.endm

/* a zero half of d becomes 1; r2 |= 1 for each; r7, r8 scratch */
.macro nonzero d
    uxth r7, \d
    sub r7, r7, #1
    lsr r7, r7, #31
    lsr r8, \d, #16
    sub r8, r8, #1
    lsr r8, r8, #31
    orr r2, r2, r7
    orr r2, r2, r8
    add \d, \d, r7
    add \d, \d, r8, lsl #16
.endm

/* v = centre(M(v, R^-1)) in both halves (v destroyed, result in r11);
   r14 = R^-1, s4 = q:q, s5 = 1729:1729; r7-r9 scratch */
.macro finish_inv v
    mont2 r11, \v, r14, b, r3, r7
    vmov r8, s4
    sadd16 r7, r11, r8               /* v + q (the GE flags of the */
    mov r9, #0                       /* SIMD additions are set by the */
    ssub16 r9, r11, r9               /* last one: here half >= 0) */
    sel r11, r11, r7                 /* + q where negative */
    ssub16 r7, r11, r8               /* v - q */
    vmov r9, s5
    ssub16 r9, r11, r9               /* GE: half >= (q + 1) / 2 */
    sel r11, r7, r11                 /* - q there */
.endm

#define baseinv_batch_armv7m KPQC_NS(baseinv_batch_armv7m)
    .global baseinv_batch_armv7m
    .type baseinv_batch_armv7m, %function
    .align 2
baseinv_batch_armv7m:
    push {r4-r11, lr}
    vmov s0, r0
    vmov s1, r1
    ldconst r3, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    ldconst r4, (CENTRE_Q & 0xFFFF), (CENTRE_Q >> 16)
    vmov s4, r4
    ldconst r4, (CENTRE_H & 0xFFFF), (CENTRE_H >> 16)
    vmov s5, r4
    movw r14, #RINV_LO
    mov r2, #0
    /* prefix products, column by column */
    mov r4, #0
1:
    vmov r10, s0
    add r10, r10, r4                 /* &det[0][column] */
    vmov r11, s1
    add r11, r11, r4                 /* &prefix[0][column] */
    add r12, r10, #ROW * STEPS
    ldr r5, [r10]
    nonzero r5
    str r5, [r10], #ROW
    str r5, [r11], #ROW
2:
    ldr r6, [r10]
    nonzero r6
    str r6, [r10], #ROW
    mulv r5, r5, r6
    str r5, [r11], #ROW
    cmp r10, r12
    bne 2b
    add r4, r4, #4
    cmp r4, #ROW
    bne 1b
    /* inversion and unwinding, column by column */
    mov r4, #0
3:
    vmov r0, s0
    add r0, r0, r4
    mov r12, r0                      /* &det[0][column] */
    add r0, r0, #ROW * (STEPS - 1)   /* &det[STEPS - 1][column] */
    vmov r1, s1
    add r1, r1, r4
    add r1, r1, #ROW * (STEPS - 1)   /* &prefix[STEPS - 1][column] */
    ldr r5, [r1], #-ROW
    /* inv_mont: x^(q - 2) by 1 2 4 8 16 32 64 128 144 145 273 546 691 1382
       2764 3455 */
    mulv r6, r5, r5
    mulv r6, r6, r6
    mulv r6, r6, r6
    mulv r10, r6, r6                 /* 16 */
    mulv r6, r10, r10
    mulv r6, r6, r6
    mulv r11, r6, r6                 /* 128 */
    mulv r6, r11, r10
    mulv r10, r6, r5                 /* 145 */
    mulv r6, r10, r11
    mulv r6, r6, r6
    mulv r11, r6, r10                /* 691 */
    mulv r6, r11, r11
    mulv r6, r6, r6
    mulv r5, r6, r11                 /* inv */
4:
    ldr r6, [r0]                     /* d */
    ldr r10, [r1], #-ROW             /* prefix of the step before */
    mulv r10, r5, r10
    finish_inv r10
    str r11, [r0], #-ROW
    mulv r5, r5, r6
    cmp r0, r12
    bne 4b
    finish_inv r5
    str r11, [r0]
    add r4, r4, #4
    cmp r4, #ROW
    bne 3b
    rsb r0, r2, #0
    pop {r4-r11, pc}
    .size baseinv_batch_armv7m, . - baseinv_batch_armv7m
