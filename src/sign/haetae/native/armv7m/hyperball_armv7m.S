/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE's Gaussian trials for ARMv7-M (Cortex-M4), Thumb-2.
 *
 *   void haetae_gauss_trials_armv7m(uint64_t r[4], haetae_fx sq[4],
 *                                   uint32_t *accept, const uint8_t draws[104]);
 *
 * The twin of haetae_gauss_trials_c (hyperball.c): four trials on four
 * consecutive 26-byte draws. The four x first, from the CDT two at a
 * time (haetae_cdt_sample2_armv7m); then for each draw y = x 2^72 + u
 * with lo = u mod 2^48 (48
 * bits) and hi = x 2^24 + u / 2^48 (32 bits, x < 2^8); then
 *  - r = y rounded to 56 fractional bits = (lo >> 16) + bit 15 of lo,
 *    plus hi 2^32;
 *  - the square as specified: floor(S / 2^28) with
 *    S = floor(lo^2 / 2^48) + 2 lo hi + hi^2 2^48 (below 2^112; the
 *    portable code's partial products and truncations give exactly this
 *    number), split into 48 low bits and the high word;
 *  - z = (floor(S / 2^56) - x^2 2^40 + 1) / 2 (floor), the exponent;
 *  - exp(-z / 2^48) 2^48 by the degree-10 Horner rule, each step
 *    ceil(acc z / 2^48) + c_k on 64-bit words: acc z is the unsigned
 *    product of acc's bit pattern (four 32 x 32 products, the carries
 *    chained with UMAAL) minus z 2^64 when acc is negative, and the
 *    ceiling adds the carry "low 48 bits non-zero" to the floor. The
 *    coefficients alternate in sign and never shrink in magnitude, and
 *    z < 0.65 2^48 for every draw (x <= 166, u < 1), so by induction each
 *    step's |ceil(acc z / 2^48)| is below |c_k|: acc has the sign of the
 *    coefficient last added, positive before the odd steps and negative
 *    before the even ones, whatever the draw;
 *  - accept = ((rej & ~1) - exp < 0) & (r != 0 | rej & 1).
 * No branch or address depends on the draws: the only branch is the loop
 * over the four draws, the Horner steps are unrolled (constant time;
 * UMULL, UMLAL, UMAAL and MUL take one cycle whatever their operands).
 * In the trial loop the instructions that have a 16-bit form are written
 * .w, so that no 32-bit instruction sits at 2 mod 4 right after a 16-bit
 * one (an extra fetch cycle).
 *
 * Frame: [sp] r, [sp, 4] sq, [sp, 8] accept, [sp, 12] the current draw,
 * [sp, 16] the accept bits so far, [sp, 20] the trial index, [sp, 24] the
 * trial's "r != 0 or rej odd" bit, [sp, 28] the four x (those five words
 * cleared on return). */
#include "namespace.h"

    .syntax unified
    .thumb

    .section .rodata.haetae_exp_armv7m, "a", %progbits
    .balign 8
/* The exponential's coefficients after the leading one (55868746), highest
 * degree first: facts of the specification (hyperball.c's fixpoint.h). */
haetae_exp_coef_armv7m:
    .quad   -743564434, 6953427278, -55833338892, 390932311155
    .quad   -2345623661771, 11728123872951, -46912496106200, 140737488354861
    .quad   -281474976710650, 281474976710657

    .text

/* acc (r1:r0) = ceil(acc z / 2^48) + next coefficient; z in r3:r2, the
 * coefficients at r14; r4-r11 scratch. neg = 1 when acc is negative: the
 * accumulator takes the sign of the coefficient just added (see above),
 * so the correction of the signed product is known for each step. */
.macro horner neg
    umull   r4, r5, r0, r2          /* a0 z0: word 0 in r4, carry r5 */
    umull   r6, r7, r1, r2          /* a1 z0 */
    umaal   r6, r5, r0, r3          /* word 1 = a0 z1 + low(a1 z0) + carry */
    umaal   r7, r5, r1, r3          /* words 2, 3 = a1 z1 + high(a1 z0) + carry */
    .if \neg
    subs.w  r7, r7, r2              /* acc < 0: minus z 2^64 */
    sbc     r5, r5, r3
    .endif
    orr     r8, r4, r6, lsl #16     /* the low 48 bits */
    subs.w  r8, r8, #1              /* carry = (low 48 bits != 0) */
    ldrd    r10, r11, [r14], #8
    lsr     r0, r6, #16             /* bits 48..111 */
    orr     r0, r0, r7, lsl #16
    lsr     r1, r7, #16
    orr     r1, r1, r5, lsl #16
    adcs    r0, r0, r10             /* + carry + coefficient */
    adc     r1, r1, r11
.endm

    .global KPQC_NS(haetae_gauss_trials_armv7m)
    .type   KPQC_NS(haetae_gauss_trials_armv7m), %function
    .balign 4
KPQC_NS(haetae_gauss_trials_armv7m):
    push    {r4-r11, lr}
    sub     sp, sp, #44
    stm     sp, {r0-r3}
    movs    r4, #0
    str     r4, [sp, #16]
    str     r4, [sp, #20]
    /* the four x: CDT samples of bytes 0..10 (83 bits) of each draw, two
       a call */
    add     r0, sp, #28
    mov     r1, r3
    add     r2, r3, #26
    bl      KPQC_NS(haetae_cdt_sample2_armv7m)
    ldr     r3, [sp, #12]
    add     r0, sp, #36
    add     r1, r3, #52
    add     r2, r3, #78
    bl      KPQC_NS(haetae_cdt_sample2_armv7m)
1:
    ldr.w   r0, [sp, #20]           /* the trial index (public) */
    add     r1, sp, #28
    ldr.w   r4, [r1, r0, lsl #2]    /* x */
    ldr.w   r3, [sp, #12]
    ldr.w   r5, [r3, #17]           /* lo: r5 = bits 0..31 */
    ldrh    r6, [r3, #21]           /* r6 = bits 32..47 */
    ldr.w   r7, [r3, #22]
    lsrs.w  r7, r7, #8
    orr     r7, r7, r4, lsl #24     /* hi */

    /* r = (lo >> 16) + bit 15 of lo + hi 2^32 */
    ubfx    r8, r5, #15, #1
    lsr     r9, r5, #16
    orr     r9, r9, r6, lsl #16
    adds.w  r9, r9, r8
    adc     r8, r7, #0
    ldr.w   r10, [sp]
    strd    r9, r8, [r10], #8
    str.w   r10, [sp]
    /* (r != 0) | rej bit 0 */
    orr     r9, r9, r8
    rsb     r8, r9, #0
    orr     r9, r9, r8
    lsr     r9, r9, #31
    ldrb    r8, [r3, #11]
    orr     r9, r9, r8
    and     r9, r9, #1
    str.w   r9, [sp, #24]

    /* lo^2 = (r10:r9:r8), then F = floor(lo^2 / 2^48) = (r9:r8) */
    umull   r8, r9, r5, r5
    mul     r10, r6, r6
    lsl     r11, r6, #1
    umlal   r9, r10, r5, r11
    lsr     r8, r9, #16
    orr     r8, r8, r10, lsl #16
    lsr     r9, r10, #16
    /* + 2 lo hi: 2 lo = (r11:r10) */
    orr     r11, r11, r5, lsr #31
    lsl     r10, r5, #1
    movs.w  r12, #0
    umaal   r8, r12, r10, r7        /* s0 = r8, carry r12 */
    umaal   r12, r9, r11, r7        /* s1 = r12, carry r9 */
    /* + hi^2 2^48 */
    umull   r10, r11, r7, r7
    adds.w  r12, r12, r10, lsl #16
    lsr     r10, r10, #16
    orr     r10, r10, r11, lsl #16
    adcs    r9, r9, r10             /* s2 */
    lsr     r11, r11, #16
    adc     r11, r11, #0            /* s3 */

    /* sq = floor(S / 2^28): lo = bits 28..75, hi = bits 76..111 */
    lsr     r5, r8, #28
    orr     r5, r5, r12, lsl #4
    lsr     r6, r12, #28
    ubfx    r10, r9, #0, #12
    orr     r6, r6, r10, lsl #4
    lsr     r7, r9, #12
    orr     r7, r7, r11, lsl #20
    lsr     r10, r11, #12
    ldr.w   r0, [sp, #4]
    stm     r0!, {r5-r7, r10}
    str.w   r0, [sp, #4]

    /* z = (floor(S / 2^56) - x^2 2^40 + 1) >> 1 in r3:r2 */
    lsr     r2, r12, #24
    orr     r2, r2, r9, lsl #8
    lsr     r3, r9, #24
    orr     r3, r3, r11, lsl #8
    mul     r4, r4, r4
    sub     r3, r3, r4, lsl #8
    adds.w  r2, r2, #1
    adc     r3, r3, #0
    lsrs.w  r3, r3, #1
    rrx     r2, r2

    /* exp(-z / 2^48) 2^48 in r1:r0 */
    movw    r0, #:lower16:55868746
    movt    r0, #:upper16:55868746
    movs.w  r1, #0
    movw    r14, #:lower16:haetae_exp_coef_armv7m
    movt    r14, #:upper16:haetae_exp_coef_armv7m
    .rept   5
    horner  0
    horner  1
    .endr

    /* accept bit = ((rej & ~1) - exp < 0) & ok */
    ldr.w   r3, [sp, #12]
    ldr.w   r4, [r3, #11]
    ldrh    r5, [r3, #15]
    bic     r4, r4, #1
    subs.w  r4, r4, r0
    sbc     r5, r5, r1
    lsr     r5, r5, #31
    ldr.w   r6, [sp, #24]
    and     r5, r5, r6
    ldr.w   r6, [sp, #20]
    ldr.w   r7, [sp, #16]
    lsl     r5, r5, r6
    orr     r7, r7, r5
    str.w   r7, [sp, #16]
    adds.w  r3, r3, #26
    str.w   r3, [sp, #12]
    adds.w  r6, r6, #1
    str.w   r6, [sp, #20]
    cmp.w   r6, #4
    bne     1b

    ldr     r0, [sp, #8]
    str     r7, [r0]
    movs    r0, #0
    movs    r1, #0
    str     r0, [sp, #24]
    strd    r0, r1, [sp, #28]
    strd    r0, r1, [sp, #36]
    add     sp, sp, #44
    pop     {r4-r11, pc}
    .size   KPQC_NS(haetae_gauss_trials_armv7m), . - KPQC_NS(haetae_gauss_trials_armv7m)

/*   void haetae_scale_poly_armv7m(int32_t out[256], const uint32_t hi[256],
 *                                 const uint8_t signs[32], const haetae_fx *scale);
 *
 * The twin of haetae_scale_poly_c: sample j is v = hi[j] 2^32 + out[j]
 * (56 fractional bits), as a fixed-point number a = (lo = l 2^16,
 * hi = h) with l = out[j], h = hi[j]; the scale is b = (s, S), s < 2^48
 * (s0, s1 < 2^16), S any 64 bits (S0, S1). The portable product
 * haetae_fx_mul(a, b) keeps
 *   t = round(l s / 2^32) + (l S mod 2^32) 2^16 + (h s mod 2^48)  (< 2^50),
 *   c = floor(l S / 2^32) + floor(h s / 2^48)  mod 2^64,
 * and its high word is floor(V / 2^48) mod 2^64 with
 *   V = floor((t + 2^27) / 2^28) + 2^20 (c + h S)  mod 2^112.
 * The result, the low 32 bits of (high word + 2^14) >> 15, is bits 63..94
 * of V + 2^62, that is bits 43..74 of W = c + h S + 2^42 + K with
 * K = (t + 2^27) >> 48; it is negated when sign bit j is set (a mask).
 * No branch or address depends on the data.
 *
 * Registers: r0 out, r1 hi, r3 the sign bits of the byte being done, r4
 * and r5 s0, s1, r14 the end of out; S0, S1 at [sp], the signs pointer at
 * [sp, 8], the end of the current byte's eight samples at [sp, 12]. */
    .global KPQC_NS(haetae_scale_poly_armv7m)
    .type   KPQC_NS(haetae_scale_poly_armv7m), %function
    .balign 4
KPQC_NS(haetae_scale_poly_armv7m):
    push    {r4-r11, lr}
    sub     sp, sp, #20
    ldrd    r4, r5, [r3]
    ldrd    r6, r7, [r3, #8]
    strd    r6, r7, [sp]
    str     r2, [sp, #8]
    add     r14, r0, #1024
3:
    ldr     r2, [sp, #8]
    ldrb    r3, [r2], #1
    str     r2, [sp, #8]
    add     r2, r0, #32
    str     r2, [sp, #12]
4:
    ldr     r8, [r0]                /* l */
    /* t = round(l s / 2^32) in r12:r11 */
    umull   r10, r11, r8, r4
    movs    r12, #0
    umlal   r11, r12, r8, r5
    adds    r11, r11, r10, lsr #31
    adc     r12, r12, #0
    /* l S = r10 + 2^32 (c in r10:r9): t += (l S mod 2^32) 2^16 */
    ldrd    r6, r7, [sp]
    umull   r10, r9, r8, r6
    adds    r11, r11, r10, lsl #16
    adc     r12, r12, r10, lsr #16
    movs    r10, #0
    umlal   r9, r10, r8, r7
    /* h s: t += (h s mod 2^48), c += floor(h s / 2^48) */
    ldr     r8, [r1], #4            /* h */
    umull   r2, r6, r8, r4
    movs    r7, #0
    umlal   r6, r7, r8, r5
    adds    r11, r11, r2
    uxth    r2, r6
    adc     r12, r12, r2
    lsrs    r6, r6, #16
    orr     r6, r6, r7, lsl #16
    adds    r9, r9, r6
    adc     r10, r10, #0
    /* K = (t + 2^27) >> 48 */
    adds    r11, r11, #0x08000000
    adc     r12, r12, #0
    lsr     r12, r12, #16
    /* W = c + K + 2^42 + h S in r11:r10:r9 */
    movs    r11, #0
    adds    r9, r9, r12
    adcs    r10, r10, #1024
    adc     r11, r11, #0
    ldrd    r6, r7, [sp]
    movs    r2, #0
    umlal   r9, r2, r8, r6
    umaal   r10, r2, r8, r7
    add     r11, r11, r2
    /* bits 43..74, negated when the sign bit is set */
    lsr     r10, r10, #11
    orr     r10, r10, r11, lsl #21
    sbfx    r2, r3, #0, #1
    lsr     r3, r3, #1
    eor     r10, r10, r2
    sub     r10, r10, r2
    str     r10, [r0], #4
    ldr     r2, [sp, #12]
    cmp     r0, r2
    bne     4b
    cmp     r0, r14
    bne     3b
    movs    r6, #0
    movs    r7, #0
    strd    r6, r7, [sp]
    add     sp, sp, #20
    pop     {r4-r11, pc}
    .size   KPQC_NS(haetae_scale_poly_armv7m), . - KPQC_NS(haetae_scale_poly_armv7m)
