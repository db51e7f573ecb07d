/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Whole lanes between bytes and the bit-interleaved Keccak state, for
 * ARMv7-M / ARMv7E-M (Cortex-M3/M4), Thumb-2.
 *
 *   void kpqc_keccak_xor_lanes_armv7m(uint64_t *s, size_t step,
 *                                     const uint8_t *in, size_t n);
 *   void kpqc_keccak_extract_lanes_armv7m(const uint64_t *s, size_t step,
 *                                         uint8_t *out, size_t n);
 *
 * n >= 1 lanes; lane j of the run is the interleaved lane at byte address
 * s + j * step (its even bits in the low word, its odd bits in the high
 * word, as keccakf1600_armv7m.S takes them; s 4-byte aligned) and bytes
 * 8j .. 8j + 7 of in / out (little-endian; any alignment: single LDR and
 * STR tolerate unaligned addresses on these cores, LDRD, STRD and LDM do
 * not, so they are not used on the byte side). xor_lanes XORs the
 * interleaved form of each input lane into the state; extract_lanes
 * writes out the standard form of each state lane.
 *
 * The conversion
 * --------------
 * Number the 64 bits of a lane by a 6-bit index w:p, w the word (0 low,
 * 1 high) and p the bit in the word. Interleaving sends bit 2k + c (index
 * bits b5..b0) to bit k of word c, i.e. index b0:b5 b4 b3 b2 b1, a
 * rotation of the six index bits. A rotation of six positions is five
 * transpositions that all involve the word bit:
 *   (b5 b4), then (b5 b3), (b5 b2), (b5 b1), (b5 b0)
 * leave b0 in the word position and b5 .. b1 in positions 4 .. 0. Each
 * transposition (b5 bj) exchanges the bits of the low word whose
 * position has bit j set with the bits of the high word 2^j places
 * lower: one delta swap across the two words,
 *   t = ((lo >> 2^j) ^ hi) & m_j,  hi ^= t,  lo ^= t << 2^j,
 * with m_j the positions whose bit j is clear (0x55555555, 0x33333333,
 * 0x0F0F0F0F, 0x00FF00FF; every one a Thumb-2 immediate), four
 * instructions with the shifts folded into EOR. For j = 4 the swap is of
 * half-words: two BFIs and a shift. 19 instructions a lane (the swaps
 * within one word that a per-word unzip needs cost twice as much per
 * bit). De-interleaving runs the same involutions in the reverse order.
 *
 * Fixed instruction sequences: no table, no data-dependent branch or
 * address; the loop count and addresses depend only on n, s, step and the
 * buffers. Every instruction in the loops is 32-bit (.w), so none sits
 * misaligned after a 16-bit one, and each loop head is word aligned. */

    .syntax unified
    .thumb
    .text

/* The interleaving of the lane in (lo, hi): lo = even bits, hi = odd. */
.macro INTERLEAVE lo, hi, t
    lsr.w   \t, \lo, #16
    bfi     \lo, \hi, #16, #16
    bfi     \hi, \t, #0, #16
    eor.w   \t, \hi, \lo, lsr #8
    and.w   \t, \t, #0x00FF00FF
    eor.w   \hi, \hi, \t
    eor.w   \lo, \lo, \t, lsl #8
    eor.w   \t, \hi, \lo, lsr #4
    and.w   \t, \t, #0x0F0F0F0F
    eor.w   \hi, \hi, \t
    eor.w   \lo, \lo, \t, lsl #4
    eor.w   \t, \hi, \lo, lsr #2
    and.w   \t, \t, #0x33333333
    eor.w   \hi, \hi, \t
    eor.w   \lo, \lo, \t, lsl #2
    eor.w   \t, \hi, \lo, lsr #1
    and.w   \t, \t, #0x55555555
    eor.w   \hi, \hi, \t
    eor.w   \lo, \lo, \t, lsl #1
.endm

/* Its inverse: (even, odd) in (lo, hi) to the standard lane. */
.macro DEINTERLEAVE lo, hi, t
    eor.w   \t, \hi, \lo, lsr #1
    and.w   \t, \t, #0x55555555
    eor.w   \hi, \hi, \t
    eor.w   \lo, \lo, \t, lsl #1
    eor.w   \t, \hi, \lo, lsr #2
    and.w   \t, \t, #0x33333333
    eor.w   \hi, \hi, \t
    eor.w   \lo, \lo, \t, lsl #2
    eor.w   \t, \hi, \lo, lsr #4
    and.w   \t, \t, #0x0F0F0F0F
    eor.w   \hi, \hi, \t
    eor.w   \lo, \lo, \t, lsl #4
    eor.w   \t, \hi, \lo, lsr #8
    and.w   \t, \t, #0x00FF00FF
    eor.w   \hi, \hi, \t
    eor.w   \lo, \lo, \t, lsl #8
    lsr.w   \t, \lo, #16
    bfi     \lo, \hi, #16, #16
    bfi     \hi, \t, #0, #16
.endm

    .p2align 2
    .global kpqc_keccak_xor_lanes_armv7m
    .type   kpqc_keccak_xor_lanes_armv7m, %function
kpqc_keccak_xor_lanes_armv7m:
    push    {r4-r7}
    .p2align 2
1:
    ldr.w   r4, [r2]            @ the input lane, low then high word
    ldr.w   r5, [r2, #4]
    ldr.w   r6, [r0]            @ the state lane: even, odd word
    ldr.w   r7, [r0, #4]
    add.w   r2, r2, #8
    INTERLEAVE r4, r5, r12
    eor.w   r6, r6, r4
    eor.w   r7, r7, r5
    str.w   r6, [r0]
    str.w   r7, [r0, #4]
    add.w   r0, r0, r1
    subs.w  r3, r3, #1
    bne.w   1b
    pop     {r4-r7}
    bx      lr
    .size   kpqc_keccak_xor_lanes_armv7m, . - kpqc_keccak_xor_lanes_armv7m

    .p2align 2
    .global kpqc_keccak_extract_lanes_armv7m
    .type   kpqc_keccak_extract_lanes_armv7m, %function
kpqc_keccak_extract_lanes_armv7m:
    push    {r4, r5}
    .p2align 2
1:
    ldr.w   r4, [r0]            @ the state lane: even, odd word
    ldr.w   r5, [r0, #4]
    add.w   r0, r0, r1
    DEINTERLEAVE r4, r5, r12
    str.w   r4, [r2]
    str.w   r5, [r2, #4]
    add.w   r2, r2, #8
    subs.w  r3, r3, #1
    bne.w   1b
    pop     {r4, r5}
    bx      lr
    .size   kpqc_keccak_extract_lanes_armv7m, . - kpqc_keccak_extract_lanes_armv7m
