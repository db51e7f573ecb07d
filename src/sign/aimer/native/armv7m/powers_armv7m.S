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
 * element stays in r0-r3 through the e_l squarings; no branch or address
 * depends on x (the loop counts the public e_l). */
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

    /* r0-r3 = (r0-r3)^2; clobbers r4-r11 */
    .macro SQR
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
    mov r0, r4
    mov r1, r5
    mov r2, r6
    mov r3, r7
    .endm

    /* the next x_l (pointer at sp) to the next z_l (pointer lr), e times
       squared */
    .macro POWER e
    ldr r12, [sp]
    ldm r12!, {r0-r3}
    str r12, [sp]
    mov r12, #\e
1:
    SQR
    subs r12, r12, #1
    bne 1b
    stm lr!, {r0-r3}
    .endm

    .global aimer_party_powers_armv7m
    .type aimer_party_powers_armv7m, %function
    .align 2
aimer_party_powers_armv7m:
    push {r1, r4-r11, lr}
    mov lr, r0
    POWER 3
    POWER 7
    POWER 11
    pop {r1, r4-r11, pc}
    .size aimer_party_powers_armv7m, . - aimer_party_powers_armv7m

#endif
