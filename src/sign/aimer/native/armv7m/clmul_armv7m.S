/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* 32 x 32 -> 64-bit carry-less product for ARMv7E-M (Cortex-M4), Thumb-2,
 * without a carry-less multiplier:
 *
 *   uint64_t aimer_clmul32_armv7m(uint32_t x, uint32_t y);
 *
 * Method: integer multiplies of operands with holes. x and y are each cut
 * into four combs, x_i = x & (0x11111111 << i) (bits i mod 4). A comb has
 * at most eight set bits, so in the 64-bit integer product x_i y_j no
 * column holds more than eight ones: the column sums never reach bit
 * position 4 above their own and bit k of the product is the carry-less
 * bit k, for k = i + j mod 4. The four products landing on residue class c
 * are XORed (not added: a sum could reach 16 and carry into the class) and
 * masked with 0x11111111 << c; the four classes are ORed. 16 UMULLs (one
 * cycle each on the M4, independent of the operands), 24 EORs and 16
 * logical masks; no branch, no table, no secret-dependent address.
 * Leaf function; the C glue (field_armv7m.c) builds the field product. */
#include "namespace.h"

#define aimer_clmul32_armv7m KPQC_NS(aimer_clmul32_armv7m)

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

    .global aimer_clmul32_armv7m
    .type aimer_clmul32_armv7m, %function
    .align 2
aimer_clmul32_armv7m:
    push {r4-r11, lr}
    /* combs: x_i in r2-r5, y_i in r6-r9 */
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
    pop {r4-r11, pc}
    .size aimer_clmul32_armv7m, . - aimer_clmul32_armv7m
