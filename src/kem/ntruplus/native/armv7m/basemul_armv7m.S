/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ arithmetic in the NTT domain for the Cortex-M4 (ARMv7E-M,
 * Thumb-2), computing exactly what the portable twins (../../basemul.c)
 * compute:
 *
 *   void basemul_armv7m(int16_t r[N], const int16_t a[N], const int16_t b[N],
 *                       const int16_t zeta[N / D]);
 *   void add_reduce_armv7m(int16_t r[N], const int16_t a[N], const int16_t b[N]);
 *   void sub_reduce_armv7m(int16_t r[N], const int16_t a[N], const int16_t b[N]);
 *
 * basemul: blocks of D = 4 (NTRU+768, NTRU+1152) or 3 (NTRU+864)
 * coefficients in Z_q[x]/(x^D - zeta_i), zeta the table
 * ntruplus_block_zetas; r may be a or b. The portable code reduces
 * every product on its own (Montgomery) and adds the reduced values, so
 * the sums here are of reduced products too: each reduction leaves its
 * result in the top half of a register with a zero bottom half, so plain
 * 32-bit additions add the 16-bit values modulo 2^16, as the portable
 * narrowing does. 23 reductions per block of four (16 products, three by
 * zeta, four by R^2), 14 per block of three.
 * add_reduce / sub_reduce: r = barrett(a +- b) coefficient-wise (with the
 * 16-bit wrap-around of the sum); r may be a or b.
 * Constant time. */
#include "../../params.h"


#include "arith_armv7m.inc"

#define basemul_armv7m    KPQC_NS(basemul_armv7m)
#define add_reduce_armv7m KPQC_NS(add_reduce_armv7m)
#define sub_reduce_armv7m KPQC_NS(sub_reduce_armv7m)

/* R^2 mod q in Montgomery form, ntruplus_zetas.h's NTRUPLUS_RSQ (checked by
   the C glue) */
#define RSQ 867

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

/* the top half of acc times h (h.hs), reduced, into dst */
.macro mtop dst, acc, h, hs
    smult\hs \dst, \acc, \h
    smulbb r12, \dst, r9
    smlabt \dst, r12, r9, \dst
.endm

/* store the top half of v at [r0, #off] (by the product with R^2) */
.macro out_rsq v, off
    mtop r11, \v, r14, b
    asr r11, r11, #16
    strh r11, [r0, #\off]
.endm

#if NTRUPLUS_D == 4
    .global basemul_armv7m
    .type basemul_armv7m, %function
    .align 2
basemul_armv7m:
    push {r4-r11, lr}
    ldconst r9, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    movw r14, #RSQ
    add r12, r3, #2 * (NTRUPLUS_N / 4)
    vmov s0, r12
1:
    /* x = (x1:x0, x3:x2), y likewise, zm = zeta */
    ldr r4, [r1], #4
    ldr r5, [r1], #4
    ldr r6, [r2], #4
    ldr r7, [r2], #4
    ldrsh r8, [r3], #2
    /* c3 = x0 y3 + x1 y2 + x2 y1 + x3 y0 */
    mm r10, r4, r7, b, t
    mm r11, r4, r7, t, b
    add r10, r10, r11
    mm r11, r5, r6, b, t
    add r10, r10, r11
    mm r11, r5, r6, t, b
    add r10, r10, r11
    out_rsq r10, 6
    /* c2 = x0 y2 + x1 y1 + x2 y0 + zm (x3 y3) */
    mm r10, r5, r7, t, t
    mtop r10, r10, r8, b
    mm r11, r4, r7, b, b
    add r10, r10, r11
    mm r11, r4, r6, t, t
    add r10, r10, r11
    mm r11, r5, r6, b, b
    add r10, r10, r11
    out_rsq r10, 4
    /* c1 = x0 y1 + x1 y0 + zm (x2 y3 + x3 y2) */
    mm r10, r5, r7, b, t
    mm r11, r5, r7, t, b
    add r10, r10, r11
    mtop r10, r10, r8, b
    mm r11, r4, r6, b, t
    add r10, r10, r11
    mm r11, r4, r6, t, b
    add r10, r10, r11
    out_rsq r10, 2
    /* c0 = x0 y0 + zm (x1 y3 + x2 y2 + x3 y1) */
    mm r10, r4, r7, t, t
    mm r11, r5, r7, b, b
    add r10, r10, r11
    mm r11, r5, r6, t, t
    add r10, r10, r11
    mtop r10, r10, r8, b
    mm r11, r4, r6, b, b
    add r10, r10, r11
    out_rsq r10, 0
    add r0, r0, #8
    vmov r12, s0
    cmp r3, r12
    bne 1b
    pop {r4-r11, pc}
    .size basemul_armv7m, . - basemul_armv7m
#else
/* a block of three: x0..x2, y0..y2 as (register, half), zeta z.zs; the
   outputs at [r0, #off], #off + 2, #off + 4. x^3 = zeta:
   c0 = x0 y0 + zeta (x1 y2 + x2 y1), c1 = x0 y1 + x1 y0 + zeta x2 y2,
   c2 = x0 y2 + x1 y1 + x2 y0; r10 accumulates, r11 holds a product */
.macro block3 x0, x0s, x1, x1s, x2, x2s, y0, y0s, y1, y1s, y2, y2s, zs, off
    mm r10, \x0, \y2, \x0s, \y2s
    mm r11, \x1, \y1, \x1s, \y1s
    add r10, r10, r11
    mm r11, \x2, \y0, \x2s, \y0s
    add r10, r10, r11
    out_rsq r10, \off + 4
    mm r10, \x2, \y2, \x2s, \y2s
    mtop r10, r10, r8, \zs
    mm r11, \x0, \y1, \x0s, \y1s
    add r10, r10, r11
    mm r11, \x1, \y0, \x1s, \y0s
    add r10, r10, r11
    out_rsq r10, \off + 2
    mm r10, \x1, \y2, \x1s, \y2s
    mm r11, \x2, \y1, \x2s, \y1s
    add r10, r10, r11
    mtop r10, r10, r8, \zs
    mm r11, \x0, \y0, \x0s, \y0s
    add r10, r10, r11
    out_rsq r10, \off
.endm

/* two blocks (six coefficients, three words) per iteration: the first
   from words 0 and 1, the second from words 1 and 2 (word 2 replaces word
   0 in r4 and r6); the two zetas one word */
    .global basemul_armv7m
    .type basemul_armv7m, %function
    .align 2
basemul_armv7m:
    push {r4-r11, lr}
    ldconst r9, NTRUPLUS_M4_CST_LO, NTRUPLUS_M4_CST_HI
    movw r14, #RSQ
    add r12, r3, #2 * (NTRUPLUS_N / 3)
    vmov s0, r12
1:
    ldr r4, [r1], #4                 /* x1:x0 */
    ldr r5, [r1], #4                 /* x0':x2 */
    ldr r6, [r2], #4
    ldr r7, [r2], #4
    ldr r8, [r3], #4                 /* zeta' : zeta */
    block3 r4, b, r4, t, r5, b, r6, b, r6, t, r7, b, b, 0
    ldr r4, [r1], #4                 /* x2':x1' */
    ldr r6, [r2], #4
    block3 r5, t, r4, b, r4, t, r7, t, r6, b, r6, t, t, 6
    add r0, r0, #12
    vmov r12, s0
    cmp r3, r12
    bne 1b
    pop {r4-r11, pc}
    .size basemul_armv7m, . - basemul_armv7m
#endif

/* r = barrett(a op b), four words per iteration */
.macro addsub_reduce op
    push {r4-r11, lr}
    ldconst r12, NTRUPLUS_M4_BQ_LO, NTRUPLUS_M4_BQ_HI
    mov r14, #(1 << 25)
    add r3, r0, #2 * NTRUPLUS_N
1:
    ldr r4, [r1], #4
    ldr r5, [r1], #4
    ldr r6, [r1], #4
    ldr r7, [r1], #4
    ldr r8, [r2], #4
    ldr r9, [r2], #4
    ldr r10, [r2], #4
    ldr r11, [r2], #4
    \op r4, r4, r8
    \op r5, r5, r9
    \op r6, r6, r10
    \op r7, r7, r11
    barrett2 r4, r12, r14, r8, r9
    barrett2 r5, r12, r14, r10, r11
    barrett2 r6, r12, r14, r8, r9
    barrett2 r7, r12, r14, r10, r11
    str r5, [r0, #4]
    str r6, [r0, #8]
    str r7, [r0, #12]
    str r4, [r0], #16
    cmp r0, r3
    bne 1b
    pop {r4-r11, pc}
.endm

    .global add_reduce_armv7m
    .type add_reduce_armv7m, %function
    .align 2
add_reduce_armv7m:
    addsub_reduce sadd16
    .size add_reduce_armv7m, . - add_reduce_armv7m

    .global sub_reduce_armv7m
    .type sub_reduce_armv7m, %function
    .align 2
sub_reduce_armv7m:
    addsub_reduce ssub16
    .size sub_reduce_armv7m, . - sub_reduce_armv7m
