/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Carry-less products for ARMv7E-M (Cortex-M4), Thumb-2, without a
 * carry-less multiplier:
 *
 *   void aimer_clmul64_armv7m(uint64_t r[2], const uint64_t *a,
 *                             const uint64_t *b);
 *
 * r = a b, 64 x 64 -> 128 bits (on this little-endian core, a 64-bit word
 * is its low 32-bit half, then its high one); r must not overlap a or b. One Karatsuba step over 32-bit halves: a0 b0, a1 b1 and
 * (a0 + a1)(b0 + b1), the middle term corrected by the outer two.
 *
 * Each 32 x 32 -> 64 product (macro CLMUL32): integer multiplies of
 * operands with holes. x and y are each cut into four combs,
 * x_i = x & (0x11111111 << i) (bits i mod 4). A comb has at most eight set
 * bits, so in the 64-bit integer product x_i y_j no column holds more than
 * eight ones: the column sums never reach bit position 4 above their own
 * and bit k of the product is the carry-less bit k, for k = i + j mod 4.
 * The four products landing on residue class c are XORed (not added: a sum
 * could reach 16 and carry into the class) and masked with
 * 0x11111111 << c; the four classes are ORed. 16 UMULLs (one cycle each on
 * the M4, independent of the operands), 24 EORs and 16 logical masks; no
 * branch, no table, no secret-dependent address. The three products run
 * in one frame, the operands and the partial result in memory between
 * them (CLMUL32 takes every register but sp and pc). */
#include "namespace.h"

#define aimer_clmul64_armv7m KPQC_NS(aimer_clmul64_armv7m)

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

    /* r1:r0 = r0 x r1 (carry-less); clobbers r2-r12, lr */
    .macro CLMUL32
    and r2, r0, #0x11111111
    and r3, r0, #0x22222222
    and r4, r0, #0x44444444
    and r5, r0, #0x88888888
    and r6, r1, #0x11111111
    and r7, r1, #0x22222222
    and r8, r1, #0x44444444
    and r9, r1, #0x88888888
    CLASS r2, r6, r3, r9, r4, r8, r5, r7, 0x11111111, 1
    CLASS r2, r7, r3, r6, r4, r9, r5, r8, 0x22222222, 0
    CLASS r2, r8, r3, r7, r4, r6, r5, r9, 0x44444444, 0
    CLASS r2, r9, r3, r8, r4, r7, r5, r6, 0x88888888, 0
    .endm

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
