/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE NTT, inverse NTT and pointwise products for ARMv7E-M (Cortex-M4),
 * Thumb-2, 32-bit coefficients mod q = 64513.
 *
 *   void haetae_ntt_armv7m(int32_t a[256]);
 *   void haetae_invntt_tomont_armv7m(int32_t a[256]);
 *   void haetae_pointwise_armv7m(int32_t r[256], const int32_t a[256],
 *                                const int32_t b[256]);
 *   void haetae_pointwise_acc_armv7m(int32_t r[256], const int32_t a[256],
 *                                    const int32_t b[256]);
 *
 * Each performs exactly the butterflies and reductions of its portable
 * twin (ntt.c), so the outputs agree bit for bit: only the order in which
 * independent butterflies run differs. The eight layers are merged three,
 * three and two at a time: a pass loads eight coefficients into r4-r11,
 * runs the butterflies of its layers on them and stores them back, so the
 * polynomial crosses memory three times instead of eight.
 *
 * Montgomery reduction of a 64-bit product p (|p| < 2^31 q):
 *   smull lo, hi, x, y      p = x y
 *   mul   m, lo, qinv       m = p q^-1 mod 2^32, read as signed by...
 *   smlal lo, hi, m, -q     ...the signed multiply-accumulate: p - m q,
 * which is divisible by 2^32; hi is then haetae_mont_reduce(p), the same
 * representative in (-q, q) as the C code (the same m, exact arithmetic).
 * All instructions are single-cycle multiplies, loads and ALU operations
 * without data-dependent timing or addressing (constant time).
 *
 * Registers in the transforms: r0 the coefficients, r1 the twiddle table
 * (generated in pass order, zetas_armv7m.inc), r2 = q^-1 mod 2^32,
 * r3 = -q, r4-r11 eight coefficients, r12 and r14 the product; the loop
 * bounds live in s0 and s1 (caller-saved FPU registers). */
#include "namespace.h"

    .syntax unified
    .thumb
    .text

#define Q     64513
#define QINV  0x380f0401 /* q^-1 mod 2^32 */

/* forward butterfly (a, b) -> (a + t, a - t), t = mont(zeta b),
 * zeta = [r1 + zoff]; a - t is formed as (a + t) - 2t (exact mod 2^32) */
.macro ct a, b, zoff
    ldr     r12, [r1, #\zoff]
    smull   r12, \b, r12, \b
    mul     r14, r12, r2
    smlal   r12, \b, r14, r3
    add     \a, \a, \b
    sub     \b, \a, \b, lsl #1
.endm

/* inverse butterfly (a, b) -> (a + b, mont(zeta' (a - b))), zeta' =
 * [r1 + zoff] (the table holds the negated twiddles) */
.macro gs a, b, zoff
    sub     r12, \a, \b
    add     \a, \a, \b
    ldr     \b, [r1, #\zoff]
    smull   r12, \b, r12, \b
    mul     r14, r12, r2
    smlal   r12, \b, r14, r3
.endm

/* x -> mont(f x), f = [r1 + zoff] */
.macro scale x, zoff
    ldr     r14, [r1, #\zoff]
    smull   r12, \x, r14, \x
    mul     r14, r12, r2
    smlal   r12, \x, r14, r3
.endm

/* three forward layers on r4-r11 (c[0..7] of the pass's stride), zetas
 * z0..z6 at byte offsets 0..24 */
.macro ct3
    ct      r4, r8, 0
    ct      r5, r9, 0
    ct      r6, r10, 0
    ct      r7, r11, 0
    ct      r4, r6, 4
    ct      r5, r7, 4
    ct      r8, r10, 8
    ct      r9, r11, 8
    ct      r4, r5, 12
    ct      r6, r7, 16
    ct      r8, r9, 20
    ct      r10, r11, 24
.endm

/* loads and stores of c[0..7] at a stride of s bytes from r0 */
.macro ld8 s
    ldr     r4, [r0]
    ldr     r5, [r0, #\s]
    ldr     r6, [r0, #2*\s]
    ldr     r7, [r0, #3*\s]
    ldr     r8, [r0, #4*\s]
    ldr     r9, [r0, #5*\s]
    ldr     r10, [r0, #6*\s]
    ldr     r11, [r0, #7*\s]
.endm
.macro st8 s
    str     r5, [r0, #\s]
    str     r6, [r0, #2*\s]
    str     r7, [r0, #3*\s]
    str     r8, [r0, #4*\s]
    str     r9, [r0, #5*\s]
    str     r10, [r0, #6*\s]
    str     r11, [r0, #7*\s]
    str     r4, [r0], #4
.endm

.macro consts
    movw    r2, #(QINV & 0xffff)
    movt    r2, #(QINV >> 16)
    mvn     r3, #(Q - 1)
.endm

    .global KPQC_NS(haetae_ntt_armv7m)
    .type   KPQC_NS(haetae_ntt_armv7m), %function
    .balign 4
KPQC_NS(haetae_ntt_armv7m):
    push    {r4-r11, lr}
    consts
    movw    r1, #:lower16:haetae_zetas_fwd_armv7m
    movt    r1, #:upper16:haetae_zetas_fwd_armv7m
    /* layers 1-3 (lengths 128, 64, 32): 32 columns of stride 32 */
    add     r12, r0, #128
    vmov    s0, r12
1:
    ld8     128
    ct3
    st8     128
    vmov    r12, s0
    cmp     r0, r12
    bne     1b
    sub     r0, r0, #128
    add     r1, r1, #28
    /* layers 4-6 (lengths 16, 8, 4): per block of 32, 4 columns of
     * stride 4 */
    add     r12, r0, #1024
    vmov    s1, r12
2:
    add     r12, r0, #16
    vmov    s0, r12
3:
    ld8     16
    ct3
    st8     16
    vmov    r12, s0
    cmp     r0, r12
    bne     3b
    add     r0, r0, #112
    add     r1, r1, #28
    vmov    r12, s1
    cmp     r0, r12
    bne     2b
    sub     r0, r0, #1024
    /* layers 7-8 (lengths 2, 1): eight consecutive coefficients, two
     * blocks of four */
    add     r12, r0, #1024
    vmov    s0, r12
4:
    ldm     r0, {r4-r11}
    ct      r4, r6, 0
    ct      r5, r7, 0
    ct      r8, r10, 4
    ct      r9, r11, 4
    ct      r4, r5, 8
    ct      r6, r7, 12
    ct      r8, r9, 16
    ct      r10, r11, 20
    stm     r0!, {r4-r11}
    add     r1, r1, #24
    vmov    r12, s0
    cmp     r0, r12
    bne     4b
    pop     {r4-r11, pc}
    .size   KPQC_NS(haetae_ntt_armv7m), . - KPQC_NS(haetae_ntt_armv7m)

    .global KPQC_NS(haetae_invntt_tomont_armv7m)
    .type   KPQC_NS(haetae_invntt_tomont_armv7m), %function
    .balign 4
KPQC_NS(haetae_invntt_tomont_armv7m):
    push    {r4-r11, lr}
    consts
    movw    r1, #:lower16:haetae_zetas_inv_armv7m
    movt    r1, #:upper16:haetae_zetas_inv_armv7m
    /* lengths 1, 2: eight consecutive coefficients */
    add     r12, r0, #1024
    vmov    s0, r12
1:
    ldm     r0, {r4-r11}
    gs      r4, r5, 0
    gs      r6, r7, 4
    gs      r8, r9, 8
    gs      r10, r11, 12
    gs      r4, r6, 16
    gs      r5, r7, 16
    gs      r8, r10, 20
    gs      r9, r11, 20
    stm     r0!, {r4-r11}
    add     r1, r1, #24
    vmov    r12, s0
    cmp     r0, r12
    bne     1b
    sub     r0, r0, #1024
    /* lengths 4, 8, 16: per block of 32, 4 columns of stride 4 */
    add     r12, r0, #1024
    vmov    s1, r12
2:
    add     r12, r0, #16
    vmov    s0, r12
3:
    ld8     16
    gs      r4, r5, 0
    gs      r6, r7, 4
    gs      r8, r9, 8
    gs      r10, r11, 12
    gs      r4, r6, 16
    gs      r5, r7, 16
    gs      r8, r10, 20
    gs      r9, r11, 20
    gs      r4, r8, 24
    gs      r5, r9, 24
    gs      r6, r10, 24
    gs      r7, r11, 24
    st8     16
    vmov    r12, s0
    cmp     r0, r12
    bne     3b
    add     r0, r0, #112
    add     r1, r1, #28
    vmov    r12, s1
    cmp     r0, r12
    bne     2b
    sub     r0, r0, #1024
    /* lengths 32, 64, 128 and the scaling: 32 columns of stride 32 */
    add     r12, r0, #128
    vmov    s0, r12
4:
    ld8     128
    gs      r4, r5, 0
    gs      r6, r7, 4
    gs      r8, r9, 8
    gs      r10, r11, 12
    gs      r4, r6, 16
    gs      r5, r7, 16
    gs      r8, r10, 20
    gs      r9, r11, 20
    gs      r4, r8, 24
    gs      r5, r9, 24
    gs      r6, r10, 24
    gs      r7, r11, 24
    scale   r4, 28
    scale   r5, 28
    scale   r6, 28
    scale   r7, 28
    scale   r8, 28
    scale   r9, 28
    scale   r10, 28
    scale   r11, 28
    st8     128
    vmov    r12, s0
    cmp     r0, r12
    bne     4b
    pop     {r4-r11, pc}
    .size   KPQC_NS(haetae_invntt_tomont_armv7m), . - KPQC_NS(haetae_invntt_tomont_armv7m)

/* four products mont(a_i b_i) of r4-r7 times r8-r11 into r8-r11
 * (r3 = q^-1, r12 = -q) */
.macro mont4
    smull   r4, r8, r4, r8
    mul     r14, r4, r3
    smlal   r4, r8, r14, r12
    smull   r5, r9, r5, r9
    mul     r14, r5, r3
    smlal   r5, r9, r14, r12
    smull   r6, r10, r6, r10
    mul     r14, r6, r3
    smlal   r6, r10, r14, r12
    smull   r7, r11, r7, r11
    mul     r14, r7, r3
    smlal   r7, r11, r14, r12
.endm

.macro pconsts
    movw    r3, #(QINV & 0xffff)
    movt    r3, #(QINV >> 16)
    mvn     r12, #(Q - 1)
    add     r14, r0, #1024
    vmov    s0, r14
.endm

    .global KPQC_NS(haetae_pointwise_armv7m)
    .type   KPQC_NS(haetae_pointwise_armv7m), %function
    .balign 4
KPQC_NS(haetae_pointwise_armv7m):
    push    {r4-r11, lr}
    pconsts
1:
    ldm     r1!, {r4-r7}
    ldm     r2!, {r8-r11}
    mont4
    stm     r0!, {r8-r11}
    vmov    r14, s0
    cmp     r0, r14
    bne     1b
    pop     {r4-r11, pc}
    .size   KPQC_NS(haetae_pointwise_armv7m), . - KPQC_NS(haetae_pointwise_armv7m)

    .global KPQC_NS(haetae_pointwise_acc_armv7m)
    .type   KPQC_NS(haetae_pointwise_acc_armv7m), %function
    .balign 4
KPQC_NS(haetae_pointwise_acc_armv7m):
    push    {r4-r11, lr}
    pconsts
1:
    ldm     r1!, {r4-r7}
    ldm     r2!, {r8-r11}
    mont4
    ldm     r0, {r4-r7}
    add     r4, r4, r8
    add     r5, r5, r9
    add     r6, r6, r10
    add     r7, r7, r11
    stm     r0!, {r4-r7}
    vmov    r14, s0
    cmp     r0, r14
    bne     1b
    pop     {r4-r11, pc}
    .size   KPQC_NS(haetae_pointwise_acc_armv7m), . - KPQC_NS(haetae_pointwise_acc_armv7m)

    .section .rodata.haetae_zetas_armv7m, "a", %progbits
#include "zetas_armv7m.inc"
