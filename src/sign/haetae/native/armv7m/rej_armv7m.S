/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE RejUniform for ARMv7E-M (Cortex-M4), Thumb-2.
 *
 *   unsigned haetae_rej_uniform_armv7m(int32_t *r, unsigned len,
 *                                      const uint8_t *buf, unsigned buflen);
 *
 * The little-endian 16-bit words of buf[0, buflen) (buflen even) below q,
 * in order, into r, at most len of them; returns how many. The same as
 * haetae_rej_uniform_c (matrix.c).
 *
 * While every word left in buf would fit in the room left in r (in the
 * matrix expansion: all but the last SHAKE128 block of a polynomial), the
 * words are taken four at a time (two LDRs) with no count check;
 * otherwise one at a time, checking the room before each. Words are read as halfwords or
 * words at any alignment (the Cortex-M4 allows unaligned LDR and LDRH).
 * The input is public (the public matrix): the branches and the store
 * addresses follow it. */
#include "namespace.h"

    .syntax unified
    .thumb
    .text

#define Q 64513

/* r0 out, r1 end of out, r2 in, r3 end of in, r4 = q, r5-r7 words,
 * r12 start of out */
    .global KPQC_NS(haetae_rej_uniform_armv7m)
    .type   KPQC_NS(haetae_rej_uniform_armv7m), %function
    .align  2
KPQC_NS(haetae_rej_uniform_armv7m):
    push    {r4-r7, lr}
    mov     r12, r0
    add     r1, r0, r1, lsl #2
    add     r3, r2, r3
    movw    r4, #Q
    sub     r5, r3, r2              /* bytes left: 2 per word */
    sub     r6, r1, r0              /* room left: 4 per word */
    cmp     r6, r5, lsl #1
    blo     2f                      /* the words might not all fit */
    tst     r5, #2                  /* an odd number of words: one first */
    beq     1f
    ldrh    r5, [r2], #2
    cmp     r5, r4
    it      lo
    strlo   r5, [r0], #4
1:  sub     r5, r3, r2              /* an odd number of pairs: one first */
    tst     r5, #4
    beq     5f
    ldr     r5, [r2], #4
    uxth    r6, r5
    lsrs    r5, r5, #16
    cmp     r6, r4
    it      lo
    strlo   r6, [r0], #4
    cmp     r5, r4
    it      lo
    strlo   r5, [r0], #4
5:  cmp     r2, r3                  /* four words at a time, unchecked */
    bhs     3f
4:  ldr     r5, [r2], #4
    ldr     r7, [r2], #4
    uxth    r6, r5
    lsrs    r5, r5, #16
    cmp     r6, r4
    it      lo
    strlo   r6, [r0], #4
    cmp     r5, r4
    it      lo
    strlo   r5, [r0], #4
    uxth    r6, r7
    lsrs    r7, r7, #16
    cmp     r6, r4
    it      lo
    strlo   r6, [r0], #4
    cmp     r7, r4
    it      lo
    strlo   r7, [r0], #4
    cmp     r2, r3
    blo     4b
    b       3f
2:  cmp     r0, r1                  /* one word at a time, checked */
    bhs     3f
    cmp     r2, r3
    bhs     3f
    ldrh    r5, [r2], #2
    cmp     r5, r4
    it      lo
    strlo   r5, [r0], #4
    b       2b
3:  sub     r0, r0, r12
    lsrs    r0, r0, #2
    pop     {r4-r7, pc}
    .size   KPQC_NS(haetae_rej_uniform_armv7m), . - KPQC_NS(haetae_rej_uniform_armv7m)
