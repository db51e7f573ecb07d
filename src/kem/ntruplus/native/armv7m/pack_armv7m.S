/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The 12-bit encoding of NTRU+ polynomials for the Cortex-M4 (ARMv7E-M,
 * Thumb-2), byte for byte the portable twins (../../pack.c):
 *
 *   void pack_armv7m(uint8_t out[3n/2], const int16_t a[n]);
 *   uint32_t unpack_armv7m(int16_t a[n], const uint8_t in[3n/2]);
 *
 * Eight coefficients (four registers) are twelve bytes (three words),
 * coefficient k at bit 12k. pack: |c| < q becomes c mod q (q added to the
 * negative halves by SEL). unpack: the fields as they are, and the
 * all-ones mask iff some field is q or more ((q - 1) - c is negative in
 * some half: the sign bits are collected by OR). The byte arrays need no
 * alignment (arith_armv7m.inc). Constant time. */
#include "../../params.h"

#include "arith_armv7m.inc"

#define pack_armv7m   KPQC_NS(pack_armv7m)
#define unpack_armv7m KPQC_NS(unpack_armv7m)

#define QQ   0x0D810D81                 /* q in both halves */
#define QM1  0x0D800D80                 /* q - 1 in both halves */

    .syntax unified
    .thumb
    .text

/* w = w mod q in both halves (|half| < q); r10 = q:q, r11 = 0; r12 scratch */
.macro canonical w
    sadd16 r12, \w, r10
    ssub16 \w, \w, r11               /* GE: half >= 0 (w unchanged) */
    sel \w, \w, r12
.endm

    .global pack_armv7m
    .type pack_armv7m, %function
    .align 2
pack_armv7m:
    push {r4-r11, lr}
    ldconst r10, (QQ & 0xFFFF), (QQ >> 16)
    mov r11, #0
    add r14, r0, #3 * NTRUPLUS_N / 2
1:
    ldr r4, [r1], #4                 /* c1:c0 */
    ldr r5, [r1], #4                 /* c3:c2 */
    ldr r6, [r1], #4                 /* c5:c4 */
    ldr r7, [r1], #4                 /* c7:c6 */
    canonical r4
    canonical r5
    canonical r6
    canonical r7
    /* word 0: c0 | c1 << 12 | c2 << 24 */
    uxth r8, r4
    lsr r9, r4, #16
    orr r8, r8, r9, lsl #12
    uxth r9, r5
    orr r8, r8, r9, lsl #24
    str r8, [r0], #4
    /* word 1: c2 >> 8 | c3 << 4 | c4 << 16 | c5 << 28 */
    lsr r8, r9, #8
    lsr r9, r5, #16
    orr r8, r8, r9, lsl #4
    uxth r9, r6
    orr r8, r8, r9, lsl #16
    lsr r9, r6, #16
    orr r8, r8, r9, lsl #28
    str r8, [r0], #4
    /* word 2: c5 >> 4 | c6 << 8 | c7 << 20 */
    lsr r8, r9, #4
    uxth r9, r7
    orr r8, r8, r9, lsl #8
    lsr r9, r7, #16
    orr r8, r8, r9, lsl #20
    str r8, [r0], #4
    cmp r0, r14
    bne 1b
    pop {r4-r11, pc}
    .size pack_armv7m, . - pack_armv7m

    .global unpack_armv7m
    .type unpack_armv7m, %function
    .align 2
unpack_armv7m:
    push {r4-r11, lr}
    ldconst r10, (QM1 & 0xFFFF), (QM1 >> 16)
    mov r11, #0                      /* sign bits of (q - 1) - c */
    add r14, r1, #3 * NTRUPLUS_N / 2
1:
    ldr r4, [r1], #4
    ldr r5, [r1], #4
    ldr r6, [r1], #4
    /* c1:c0 */
    ubfx r7, r4, #0, #12
    ubfx r8, r4, #12, #12
    pkhbt r7, r7, r8, lsl #16
    /* c3:c2, c2 = r4 >> 24 | (r5 & 15) << 8 */
    lsr r8, r4, #24
    bfi r8, r5, #8, #4
    ubfx r9, r5, #4, #12
    pkhbt r8, r8, r9, lsl #16
    /* c5:c4, c5 = r5 >> 28 | (r6 & 255) << 4 */
    ubfx r9, r5, #16, #12
    lsr r12, r5, #28
    bfi r12, r6, #4, #8
    pkhbt r9, r9, r12, lsl #16
    /* c7:c6 */
    ubfx r12, r6, #8, #12
    lsr r6, r6, #20
    pkhbt r12, r12, r6, lsl #16
    str r7, [r0], #4
    str r8, [r0], #4
    str r9, [r0], #4
    str r12, [r0], #4
    ssub16 r7, r10, r7
    ssub16 r8, r10, r8
    ssub16 r9, r10, r9
    ssub16 r12, r10, r12
    orr r7, r7, r8
    orr r9, r9, r12
    orr r11, r11, r7
    orr r11, r11, r9
    cmp r1, r14
    bne 1b
    /* a sign bit (bit 15 or 31) set: some field >= q */
    orr r11, r11, r11, lsl #16
    asr r0, r11, #31
    pop {r4-r11, pc}
    .size unpack_armv7m, . - unpack_armv7m
