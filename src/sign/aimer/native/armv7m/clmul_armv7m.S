/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Carry-less products for ARMv7E-M (Cortex-M4), Thumb-2, without a
 * carry-less multiplier:
 *
 *   void aimer_clmul64_armv7m(uint64_t r[2], const uint64_t *a,
 *                             const uint64_t *b);
 *   void aimer_clmul128_armv7m(uint64_t r[4], const uint64_t a[2],
 *                              const uint64_t b[2]);
 *
 * r = a b, 64 x 64 -> 128 bits or 128 x 128 -> 256 bits (on this
 * little-endian core, a 64-bit word is its low 32-bit half, then its high
 * one); r must not overlap a or b. clmul64 is one Karatsuba step over
 * 32-bit halves: a0 b0, a1 b1 and (a0 + a1)(b0 + b1), the middle term
 * corrected by the outer two; clmul128 is Karatsuba over 64-bit halves of
 * those, the nine 32 x 32 products in one frame.
 *
 * Each 32 x 32 -> 64 product (macro CLMUL32): integer multiplies of
 * operands with holes. x and y are each cut into four combs,
 * x_i = x & (0x11111111 << i) (bits i mod 4). A comb has at most eight set
 * bits, so in the 64-bit integer product x_i y_j no column holds more than
 * eight ones: the column sums never reach bit position 4 above their own
 * and bit k of the product is the carry-less bit k, for k = i + j mod 4.
 * The four products landing on residue class c are combined (XORed, or
 * added in the pairs whose sum provably stays below 16 per column, see
 * CLMUL32) and masked with 0x11111111 << c; the four classes are ORed.
 * 16 UMULL/UMLALs (one cycle each on the M4, independent of the
 * operands), 20 EORs and 14 logical masks besides the 8 that cut the
 * combs; no branch, no table, no secret-dependent address. clmul64 keeps
 * its operands and partial result in memory between its three products
 * (CLMUL32 takes every register but sp and pc). */
#include "namespace.h"

#define aimer_clmul64_armv7m  KPQC_NS(aimer_clmul64_armv7m)
#define aimer_clmul128_armv7m KPQC_NS(aimer_clmul128_armv7m)

    .syntax unified
    .thumb
    .text

    /* the residue class of four products, masked; first sets r0:r1 */
    .macro CLASS xa, ya, xb, yb, xc, yc, xd, yd, mask, first
    umull r10, r11, \xa, \ya
    umull r12, lr, \xb, \yb
    eor r10, r10, r12
    eor r11, r11, lr
    umull r12, lr, \xc, \yc
    eor r10, r10, r12
    eor r11, r11, lr
    umull r12, lr, \xd, \yd
    eor r10, r10, r12
    eor r11, r11, lr
    .if \first
    and r0, r10, #\mask
    and r1, r11, #\mask
    .else
    and r10, r10, #\mask
    and r11, r11, #\mask
    orr r0, r0, r10
    orr r1, r1, r11
    .endif
    .endm

    /* r1:r0 = r0 x r1 (carry-less); clobbers r2-r12, lr. Two products
       of one class may be added (UMLAL) instead of XORed when no column
       of their sum can reach 16: their x combs have the same parity
       (16 candidate bit pairs per column) and the class holds neither of
       the columns where all 16 pairs fit in 32 x 32 bits (30, 31 for
       even combs; 31, 32 for odd ones). That holds for the pairs x0 x2 in
       classes 0 and 1 and x1 x3 in classes 1 and 2: 4 of the 12 XORs of
       a 64-bit product go. */
    .macro CLMUL32
    and r2, r0, #0x11111111
    and r3, r0, #0x22222222
    and r4, r0, #0x44444444
    and r5, r0, #0x88888888
    and r6, r1, #0x11111111
    and r7, r1, #0x22222222
    and r8, r1, #0x44444444
    and r9, r1, #0x88888888
    /* class 0: x0 y0 + x2 y2, x1 y3, x3 y1 */
    umull r10, r11, r2, r6
    umlal r10, r11, r4, r8
    umull r12, lr, r3, r9
    eor r10, r10, r12
    eor r11, r11, lr
    umull r12, lr, r5, r7
    eor r10, r10, r12
    eor r11, r11, lr
    and r0, r10, #0x11111111
    and r1, r11, #0x11111111
    /* class 1: x0 y1 + x2 y3, x1 y0 + x3 y2 */
    umull r10, r11, r2, r7
    umlal r10, r11, r4, r9
    umull r12, lr, r3, r6
    umlal r12, lr, r5, r8
    eor r10, r10, r12
    eor r11, r11, lr
    and r10, r10, #0x22222222
    and r11, r11, #0x22222222
    orr r0, r0, r10
    orr r1, r1, r11
    /* class 2: x1 y1 + x3 y3, x0 y2, x2 y0 */
    umull r10, r11, r3, r7
    umlal r10, r11, r5, r9
    umull r12, lr, r2, r8
    eor r10, r10, r12
    eor r11, r11, lr
    umull r12, lr, r4, r6
    eor r10, r10, r12
    eor r11, r11, lr
    and r10, r10, #0x44444444
    and r11, r11, #0x44444444
    orr r0, r0, r10
    orr r1, r1, r11
    /* class 3: no safe pair */
    CLASS r2, r9, r3, r8, r4, r7, r5, r6, 0x88888888, 0
    .endm

    /* each routine in its own section: a set links only the one it calls
       (--gc-sections) */
    .section .text.aimer_clmul64_armv7m, "ax", %progbits
    .global aimer_clmul64_armv7m
    .type aimer_clmul64_armv7m, %function
    .align 2
aimer_clmul64_armv7m:
    /* frame: sp[0] = r, sp[4] = a, sp[8] = b */
    push {r0-r2, r4-r11, lr}
    ldr r0, [r1]
    ldr r1, [r2]
    CLMUL32                     /* a0 b0 */
    ldr r12, [sp]
    strd r0, r1, [r12]
    ldrd r2, r3, [sp, #4]
    ldr r0, [r2, #4]
    ldr r1, [r3, #4]
    CLMUL32                     /* a1 b1 */
    ldr r12, [sp]
    strd r0, r1, [r12, #8]
    ldrd r2, r3, [sp, #4]
    ldrd r0, r1, [r2]
    ldrd r2, r3, [r3]
    eor r0, r0, r1
    eor r1, r2, r3
    CLMUL32                     /* (a0 + a1)(b0 + b1) */
    ldr r12, [sp]
    ldm r12, {r2-r5}
    eor r0, r0, r2
    eor r1, r1, r3
    eor r0, r0, r4
    eor r1, r1, r5              /* r1:r0 = a0 b1 + a1 b0 */
    eor r3, r3, r0
    eor r4, r4, r1
    stm r12, {r2-r5}
    pop {r0-r2, r4-r11, pc}
    .size aimer_clmul64_armv7m, . - aimer_clmul64_armv7m

    /* one 32 x 32 product of the table at sp: operands at sp + 8 k,
       product to sp + 72 + 8 k */
    .macro CORE k
    ldrd r0, r1, [sp, #(8 * \k)]
    CLMUL32
    strd r0, r1, [sp, #(72 + 8 * \k)]
    .endm

    /* Karatsuba over 64-bit halves, each Karatsuba over 32-bit words: the
       nine word products in one frame. Operand pairs k = 0 .. 8: a0 b0,
       a1 b1, (a0 + a1)(b0 + b1), the same for words 2, 3, then for the
       half sums (a0 + a2, a1 + a3). */
    .section .text.aimer_clmul128_armv7m, "ax", %progbits
    .global aimer_clmul128_armv7m
    .type aimer_clmul128_armv7m, %function
    .align 2
aimer_clmul128_armv7m:
    push {r0, r4-r11, lr}
    sub sp, sp, #144
    ldm r1, {r3-r6}
    ldm r2, {r7-r10}
    strd r3, r7, [sp, #0]
    strd r4, r8, [sp, #8]
    strd r5, r9, [sp, #24]
    strd r6, r10, [sp, #32]
    eor r11, r3, r4
    eor r12, r7, r8
    strd r11, r12, [sp, #16]
    eor r11, r5, r6
    eor r12, r9, r10
    strd r11, r12, [sp, #40]
    eor r3, r3, r5
    eor r7, r7, r9
    strd r3, r7, [sp, #48]
    eor r4, r4, r6
    eor r8, r8, r10
    strd r4, r8, [sp, #56]
    eor r3, r3, r4
    eor r7, r7, r8
    strd r3, r7, [sp, #64]
    .irp k, 0, 1, 2, 3, 4, 5, 6, 7, 8
    CORE \k
    .endr
    /* the 128-bit products of the halves: lo = P0 + (P0 + P1 + P2) x^32
       + P1 x^64, the same for hi (P3 .. P5) and mid (P6 .. P8) */
    add lr, sp, #72
    ldm lr!, {r0-r5}
    eor r4, r4, r0
    eor r4, r4, r2
    eor r5, r5, r1
    eor r5, r5, r3
    eor r1, r1, r4
    eor r2, r2, r5              /* lo: r0-r3 */
    ldm lr!, {r4-r9}
    eor r8, r8, r4
    eor r8, r8, r6
    eor r9, r9, r5
    eor r9, r9, r7
    eor r5, r5, r8
    eor r6, r6, r9              /* hi: r4-r7 */
    ldm lr, {r8-r12, lr}
    eor r12, r12, r8
    eor r12, r12, r10
    eor lr, lr, r9
    eor lr, lr, r11
    eor r9, r9, r12
    eor r10, r10, lr            /* mid: r8-r11 */
    eor r8, r8, r0
    eor r8, r8, r4
    eor r9, r9, r1
    eor r9, r9, r5
    eor r10, r10, r2
    eor r10, r10, r6
    eor r11, r11, r3
    eor r11, r11, r7            /* mid + lo + hi, at x^64 */
    eor r2, r2, r8
    eor r3, r3, r9
    eor r4, r4, r10
    eor r5, r5, r11
    add sp, sp, #144
    ldr r12, [sp]
    stm r12, {r0-r7}
    pop {r0, r4-r11, pc}
    .size aimer_clmul128_armv7m, . - aimer_clmul128_armv7m
