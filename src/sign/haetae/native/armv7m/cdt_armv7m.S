/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE's CDT sample for ARMv7-M (Cortex-M4), Thumb-2.
 *
 *   uint32_t haetae_cdt_sample_armv7m(uint64_t lo, uint32_t hi);
 *
 * The twin of cdt_sample in hyperball.c: the number of the HAETAE_CDT_LEN
 * entries of the table (haetae_cdt_high, haetae_cdt_low: the high 42 and
 * low 41 bits of each 83-bit entry) below the 83-bit value hi 2^64 + lo,
 * hi < 2^19. The value is split like the table, vhigh = value >> 41 and
 * vlow = value mod 2^41; one subtract-with-borrow chain over the four
 * words, low part then high part, leaves the carry set exactly when the
 * entry is not below the value (the C code's two borrows), and ADC counts
 * those. Every entry is compared and the chain has no data-dependent
 * branch or address (constant time).
 *
 * Registers: r0, r1 vlow; r2, r3 vhigh; r12, r14 the two tables; r4-r7
 * two words of each; r8 the count of entries not below; r9 the end. */
#include "namespace.h"

#define CDT_LEN 166

    .syntax unified
    .thumb
    .text

/* one entry: carry = (entry >= value), r8 += carry */
.macro entry
    ldm     r12!, {r4, r5}
    ldm     r14!, {r6, r7}
    subs    r4, r4, r0
    sbcs    r5, r5, r1
    sbcs    r6, r6, r2
    sbcs    r7, r7, r3
    adc     r8, r8, #0
.endm

    .global KPQC_NS(haetae_cdt_sample_armv7m)
    .type   KPQC_NS(haetae_cdt_sample_armv7m), %function
    .balign 4
KPQC_NS(haetae_cdt_sample_armv7m):
    push    {r4-r9, lr}
    /* vhigh = hi 2^23 + (lo >> 41), vlow = lo mod 2^41 */
    lsrs    r3, r2, #9
    lsls    r2, r2, #23
    orr     r2, r2, r1, lsr #9
    ubfx    r1, r1, #0, #9
    movw    r12, #:lower16:KPQC_NS(haetae_cdt_low)
    movt    r12, #:upper16:KPQC_NS(haetae_cdt_low)
    movw    r14, #:lower16:KPQC_NS(haetae_cdt_high)
    movt    r14, #:upper16:KPQC_NS(haetae_cdt_high)
    movs    r8, #0
    add     r9, r12, #(8 * CDT_LEN)
1:
    entry
    entry
    cmp     r12, r9
    bne     1b
    rsb     r0, r8, #CDT_LEN
    pop     {r4-r9, pc}
    .size   KPQC_NS(haetae_cdt_sample_armv7m), . - KPQC_NS(haetae_cdt_sample_armv7m)
