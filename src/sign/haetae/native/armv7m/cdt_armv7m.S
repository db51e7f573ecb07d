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
 * The loop is unrolled: straight-line code, no loop counter. The table's
 * last entries (from HAETAE_CDT_TAIL = 117 on) all have the high part
 * 2^42 - 1, which stays in r9 and r14 there, so only their low parts are
 * loaded, two entries per LDM. About 11 cycles an entry before the tail
 * and 7.5 in it (the portable loop: about 23).
 *
 * Registers: r0, r1 vlow; r2, r3 vhigh; r12, r14 the two tables (r9, r14
 * the tail's high part); r4-r7 the entries; r8 the count of entries not
 * below. */
#include "namespace.h"

#define CDT_LEN  166
#define CDT_TAIL 117 /* haetae.h: high part 2^42 - 1 from here on */

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

/* a tail entry, its low part in (lo0, lo1), the high part in r9, r14 */
.macro tail lo0, lo1
    subs    \lo0, \lo0, r0
    sbcs    \lo1, \lo1, r1
    sbcs    \lo0, r9, r2
    sbcs    \lo0, r14, r3
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
    .rept   CDT_TAIL
    entry
    .endr
    mvn     r9, #0
    movw    r14, #0x3ff
    .rept   (CDT_LEN - CDT_TAIL) / 2
    ldm     r12!, {r4-r7}
    tail    r4, r5
    tail    r6, r7
    .endr
    .if     (CDT_LEN - CDT_TAIL) % 2
    ldm     r12!, {r4, r5}
    tail    r4, r5
    .endif
    rsb     r0, r8, #CDT_LEN
    pop     {r4-r9, pc}
    .size   KPQC_NS(haetae_cdt_sample_armv7m), . - KPQC_NS(haetae_cdt_sample_armv7m)
