/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A party's Frobenius powers for ARMv7-M (Cortex-M3/M4), Thumb-2, for
 * lambda = 128 (the other sets keep the portable code):
 *
 *   void aimer_party_powers_armv7m(aimer_gf z[AIMER_L + 1],
 *                                  const aimer_gf x[AIMER_L + 1]);
 *
 * z_l = x_l^(2^e_l), e = (3, 7, 11) (twin aimer_party_powers_c, proof.c).
 * Squaring is linear over GF(2): the square of sum a_i x^i is
 * sum a_i x^(2i), so each 16-bit half of a word spreads into a word with
 * zeros between its bits (four shift-or-mask steps), and the eight words
 * fold back with x^128 = x^7 + x^2 + x + 1, from the top word down: word
 * 4 + i adds itself times 1 + x + x^2 + x^7 to word i and its spill to
 * word i + 1 (the spill of word 7 lands on word 4, folded last). The
 * element goes back and forth between r0-r3 and r4-r7 through the e_l
 * squarings; no branch or address depends on x (the loops count the
 * public e_l). */
#include "namespace.h"

#define aimer_party_powers_armv7m KPQC_NS(aimer_party_powers_armv7m)

#if AIMER_LAMBDA == 128

    .syntax unified
    .thumb
    .text

    /* d = the bits of one 16-bit half of s (hi: the upper one), spread to
       the even positions */
    .macro SPREAD d, s, hi
    .if \hi
    lsr \d, \s, #16
    .else
    uxth \d, \s
    .endif
    orr \d, \d, \d, lsl #8
    and \d, \d, #0x00FF00FF
    orr \d, \d, \d, lsl #4
    and \d, \d, #0x0F0F0F0F
    orr \d, \d, \d, lsl #2
    and \d, \d, #0x33333333
    orr \d, \d, \d, lsl #1
    and \d, \d, #0x55555555
    .endm

    /* word h, 128 bits above word lo: h (1 + x + x^2 + x^7) into lo and
       the next word hi */
    .macro FOLD h, lo, hi
    eor \lo, \lo, \h
    eor \lo, \lo, \h, lsl #1
    eor \lo, \lo, \h, lsl #2
    eor \lo, \lo, \h, lsl #7
    eor \hi, \hi, \h, lsr #31
    eor \hi, \hi, \h, lsr #30
    eor \hi, \hi, \h, lsr #25
    .endm

    /* r4-r7 = (r0-r3)^2; clobbers r8-r11 */
    .macro SQR_A
    SPREAD r4, r0, 0
    SPREAD r5, r0, 1
    SPREAD r6, r1, 0
    SPREAD r7, r1, 1
    SPREAD r8, r2, 0
    SPREAD r9, r2, 1
    SPREAD r10, r3, 0
    SPREAD r11, r3, 1
    FOLD r11, r7, r8
    FOLD r10, r6, r7
    FOLD r9, r5, r6
    FOLD r8, r4, r5
    .endm

    /* r0-r3 = (r4-r7)^2; clobbers r8-r11 */
    .macro SQR_B
    SPREAD r0, r4, 0
    SPREAD r1, r4, 1
    SPREAD r2, r5, 0
    SPREAD r3, r5, 1
    SPREAD r8, r6, 0
    SPREAD r9, r6, 1
    SPREAD r10, r7, 0
    SPREAD r11, r7, 1
    FOLD r11, r3, r8
    FOLD r10, r2, r3
    FOLD r9, r1, r2
    FOLD r8, r0, r1
    .endm

    .global aimer_party_powers_armv7m
    .type aimer_party_powers_armv7m, %function
    .align 2
aimer_party_powers_armv7m:
    /* frame: the exponents still to do, a byte each (the next one lowest),
       at sp; the next x_l at sp + 8; the next z_l in lr. One copy of each
       squaring (the test image's flash is nearly full): the loop
       alternates them, and leaves after the odd ones, every e_l being
       odd. */
    push {r1, r4-r11, lr}
    sub sp, sp, #8
    mov lr, r0
    movw r12, #((7 << 8) | 3)
    movt r12, #11
    str r12, [sp]
2:
    ldr r12, [sp, #8]
    ldm r12!, {r0-r3}
    str r12, [sp, #8]
    ldr r12, [sp]
    and r12, r12, #0xFF
1:
    SQR_A
    subs r12, r12, #1
    beq 3f
    SQR_B
    subs r12, r12, #1
    b 1b
3:
    stm lr!, {r4-r7}
    ldr r12, [sp]
    lsrs r12, r12, #8
    str r12, [sp]
    bne 2b
    add sp, sp, #8
    pop {r1, r4-r11, pc}
    .size aimer_party_powers_armv7m, . - aimer_party_powers_armv7m

#endif
