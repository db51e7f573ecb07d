/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* AIMer's matrix-vector product over GF(2) for ARMv7-M (Cortex-M3/M4),
 * Thumb-2:
 *
 *   void aimer_gf_mat_vec_add_armv7m(aimer_gf *r, const aimer_gf *v,
 *                                    const aimer_gf m[AIMER_LAMBDA]);
 *
 * r += sum of the rows m[i] whose bit i of v is set (twin
 * aimer_gf_mat_vec_add_c, field.c). An aimer_gf is AIMER_W little-endian
 * 64-bit words, so on this little-endian core it is NW = lambda / 32
 * 32-bit words and row 32 k + b goes with bit b of 32-bit word k of v.
 *
 * The NW words of r live in r4.. (at most eight: r4-r11) for the whole
 * product. Each row costs, per 32-bit word, a load, an AND with the row's
 * mask and an EOR; the mask is one SBFX of the row's bit of v (bit b
 * sign-extended: all ones if it is set, else 0), so AND keeps the row
 * exactly when the bit is set. No branch or address depends on v or r
 * (the only branch counts the words of v). Rows are read in order through
 * a post-incremented pointer; the 32 rows of one word of v are unrolled.
 *
 * Registers: r0 the masked row word (r is saved on the stack; for 128 and
 * 192 the row words go to the registers the accumulators leave free,
 * loaded with LDM), r1 the next word of v, r2 the next row word, r3 the
 * current word of v, r12 the mask, lr the words of v left. */
#include "namespace.h"

#define aimer_gf_mat_vec_add_armv7m  KPQC_NS(aimer_gf_mat_vec_add_armv7m)
#define aimer_gf_mat_vec4_add_armv7m KPQC_NS(aimer_gf_mat_vec4_add_armv7m)
#define aimer_batch_product_armv7m   KPQC_NS(aimer_batch_product_armv7m)

#define NW (AIMER_LAMBDA / 32)
#if NW != 4 && NW != 6 && NW != 8
#error "AIMER_LAMBDA must be 128, 192 or 256"
#endif

    .syntax unified
    .thumb
    .text

    /* one word of a row: acc ^= row word & mask */
    .macro ROWWORD acc
    ldr r0, [r2], #4
    and r0, r0, r12
    eor \acc, \acc, r0
    .endm

    /* row b of the current 32: bit b of r3 selects it. For 128 and 192
       the free registers take a whole row (or half of one) in one LDM
       (1 + n cycles against 2 per separate LDR between the EORs). */
    .macro ROW b
    sbfx r12, r3, #\b, #1
#if NW == 4
    ldm r2!, {r8-r11}
    and r8, r8, r12
    and r9, r9, r12
    and r10, r10, r12
    and r11, r11, r12
    eor r4, r4, r8
    eor r5, r5, r9
    eor r6, r6, r10
    eor r7, r7, r11
#elif NW == 6
    ldm r2!, {r0, r10, r11}
    and r0, r0, r12
    and r10, r10, r12
    and r11, r11, r12
    eor r4, r4, r0
    eor r5, r5, r10
    eor r6, r6, r11
    ldm r2!, {r0, r10, r11}
    and r0, r0, r12
    and r10, r10, r12
    and r11, r11, r12
    eor r7, r7, r0
    eor r8, r8, r10
    eor r9, r9, r11
#else
    ROWWORD r4
    ROWWORD r5
    ROWWORD r6
    ROWWORD r7
    ROWWORD r8
    ROWWORD r9
    ROWWORD r10
    ROWWORD r11
#endif
    .endm

    .global aimer_gf_mat_vec_add_armv7m
    .type aimer_gf_mat_vec_add_armv7m, %function
    .align 2
aimer_gf_mat_vec_add_armv7m:
    push {r0, r4-r11, lr}
    /* the accumulators start at r */
#if NW == 4
    ldm r0, {r4-r7}
#elif NW == 6
    ldm r0, {r4-r9}
#else
    ldm r0, {r4-r11}
#endif
    mov lr, #NW
1:
    ldr r3, [r1], #4
    .irp b, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
    ROW \b
    .endr
    subs lr, lr, #1
    bne 1b

    ldr r0, [sp]
#if NW == 4
    stm r0, {r4-r7}
#elif NW == 6
    stm r0, {r4-r9}
#else
    stm r0, {r4-r11}
#endif
    pop {r0, r4-r11, pc}
    .size aimer_gf_mat_vec_add_armv7m, . - aimer_gf_mat_vec_add_armv7m

/* ---- four vectors against one matrix ----------------------------------
 *
 *   void aimer_gf_mat_vec4_add_armv7m(aimer_gf r[4], const uint32_t q[],
 *                                     const aimer_gf m[AIMER_LAMBDA]);
 *
 * r[j] += sum of the rows m[i] whose bit i of vector j is set, j < 4, for
 * four vectors packed by bytes: byte j of word q[k] (k < lambda / 8) is
 * byte k of vector j, so word k selects rows 8 k .. 8 k + 7 of all four.
 * Each row word loaded serves four vectors, not one: the product runs in
 * slices of two 32-bit columns (lambda / 64 passes over the rows), the
 * slice's two words of all four accumulators in r4-r11, the row's two
 * words in r0, r1 (one LDRD), the masks SBFX'd from the packed word in
 * r3, lr for the masked word. Per row 3 + 4 x 5 cycles for four vectors
 * against 14 for one. The packed words are read through a pointer kept on
 * the stack, with the end test's flags set before each block of eight
 * rows (nothing inside sets flags). No branch or address depends on the
 * vectors or r. Frame: sp[0] the next packed word, sp[4] the end of q,
 * sp[8] the slice's byte offset, then the saved r0-r2 (r, q, m). */

    /* vector j's two accumulators a0, a1 take the row's words when bit
       sh of the packed word is set */
    .macro VEC4 sh, a0, a1
    sbfx r12, r3, #\sh, #1
    and lr, r0, r12
    eor \a0, \a0, lr
    and lr, r1, r12
    eor \a1, \a1, lr
    .endm

    /* row b of the current block of eight, for the four vectors */
    .macro ROW4 b
    ldrd r0, r1, [r2], #(NW * 4)
    VEC4 (\b), r4, r5
    VEC4 (8 + \b), r6, r7
    VEC4 (16 + \b), r8, r9
    VEC4 (24 + \b), r10, r11
    .endm

    .global aimer_gf_mat_vec4_add_armv7m
    .type aimer_gf_mat_vec4_add_armv7m, %function
    .align 2
aimer_gf_mat_vec4_add_armv7m:
    push {r0-r2, r4-r11, lr}
    sub sp, sp, #16
    mov r3, #0
    str r3, [sp, #8]
2:  /* one slice: two 32-bit columns, byte offset sp[8] */
    ldr r3, [sp, #20]
    str r3, [sp]
    add r3, r3, #(AIMER_LAMBDA / 2)
    str r3, [sp, #4]
    ldr r12, [sp, #8]
    ldr r0, [sp, #16]
    add r0, r0, r12
    ldrd r4, r5, [r0]
    ldrd r6, r7, [r0, #(NW * 4)]
    ldrd r8, r9, [r0, #(2 * NW * 4)]
    ldrd r10, r11, [r0, #(3 * NW * 4)]
    ldr r2, [sp, #24]
    add r2, r2, r12
1:  /* eight rows per packed word */
    ldr lr, [sp]
    ldr r3, [lr], #4
    str lr, [sp]
    ldr r12, [sp, #4]
    cmp lr, r12
    .irp b, 0, 1, 2, 3, 4, 5, 6, 7
    ROW4 \b
    .endr
    bne 1b
    ldr r12, [sp, #8]
    ldr r0, [sp, #16]
    add r0, r0, r12
    strd r4, r5, [r0]
    strd r6, r7, [r0, #(NW * 4)]
    strd r8, r9, [r0, #(2 * NW * 4)]
    strd r10, r11, [r0, #(3 * NW * 4)]
    add r12, r12, #8
    str r12, [sp, #8]
    cmp r12, #(NW * 4)
    bne 2b
    add sp, sp, #16
    pop {r0-r2, r4-r11, pc}
    .size aimer_gf_mat_vec4_add_armv7m, . - aimer_gf_mat_vec4_add_armv7m

/* ---- the bitsliced batch's product (batch_armv7m.c) -------------------
 *
 *   void aimer_batch_product_armv7m(uint32_t r[AIMER_LAMBDA],
 *                                   const uint32_t tab[AIMER_LAMBDA * 4],
 *                                   const aimer_gf mt[AIMER_LAMBDA]);
 *
 * r[k] ^= the XOR over the groups g of tab[16 g + nibble g of mt[k]],
 * where the nibble g of mt[k] is bits 4 g .. 4 g + 3 of the transposed
 * matrix's entry k (its column k): the Four Russians lookups of the
 * batch. The indices are matrix bits, public; the table entries (secret)
 * only pass through loads and EORs. Four outputs at a time: their
 * accumulators in r4-r7, their column words in r8-r11, one table base in
 * r1 for the four loads of a group (the four UBFX first, so that the four
 * loads pipeline). Frame: sp[0] the next output word, sp[4] the end of
 * r, sp[8] the table. */

    /* group h of the current column words */
    .macro GROUP4 h
    ubfx r12, r8, #(4 * \h), #4
    ubfx lr, r9, #(4 * \h), #4
    ubfx r3, r10, #(4 * \h), #4
    ubfx r0, r11, #(4 * \h), #4
    ldr r12, [r1, r12, lsl #2]
    ldr lr, [r1, lr, lsl #2]
    ldr r3, [r1, r3, lsl #2]
    ldr r0, [r1, r0, lsl #2]
    eor r4, r4, r12
    eor r5, r5, lr
    eor r6, r6, r3
    eor r7, r7, r0
    add r1, r1, #64
    .endm

    /* word w of the four columns, then its eight groups */
    .macro COLWORD w
    ldr r8, [r2, #(4 * \w)]
    ldr r9, [r2, #(4 * \w + 4 * NW)]
    ldr r10, [r2, #(4 * \w + 8 * NW)]
    ldr r11, [r2, #(4 * \w + 12 * NW)]
    .irp h, 0, 1, 2, 3, 4, 5, 6, 7
    GROUP4 \h
    .endr
    .endm

    .global aimer_batch_product_armv7m
    .type aimer_batch_product_armv7m, %function
    .align 2
aimer_batch_product_armv7m:
    push {r4-r11, lr}
    sub sp, sp, #12
    str r0, [sp]
    add r3, r0, #(AIMER_LAMBDA * 4)
    str r3, [sp, #4]
    str r1, [sp, #8]
3:  /* four outputs */
    ldm r0, {r4-r7}
    ldr r1, [sp, #8]
    COLWORD 0
    COLWORD 1
    COLWORD 2
    COLWORD 3
#if NW > 4
    COLWORD 4
    COLWORD 5
#endif
#if NW > 6
    COLWORD 6
    COLWORD 7
#endif
    add r2, r2, #(16 * NW)
    ldr r0, [sp]
    stm r0!, {r4-r7}
    str r0, [sp]
    ldr r3, [sp, #4]
    cmp r0, r3
    bne 3b
    add sp, sp, #12
    pop {r4-r11, pc}
    .size aimer_batch_product_armv7m, . - aimer_batch_product_armv7m
