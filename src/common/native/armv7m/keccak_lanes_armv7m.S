/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Bytes into and out of the bit-interleaved Keccak state, for ARMv7-M /
 * ARMv7E-M (Cortex-M3/M4), Thumb-2: the byte interface of the sponge
 * state kept interleaved (kpqc_keccak_state_{xor,extract}_armv7m, below).
 *
 * Lane i of the state is the uint64_t whose low word holds its even bits
 * and whose high word its odd bits, as keccakf1600_armv7m.S takes them
 * (4-byte aligned). The caller's bytes may have any alignment: single LDR
 * and STR tolerate unaligned addresses on these cores, LDRD, STRD and LDM
 * do not, so they are not used on the byte side.
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
 * address; branches, loop counts and addresses depend only on s, stride,
 * pos, len and the buffers' addresses. Every instruction in the loops is 32-bit (.w), so none sits
 * misaligned after a 16-bit one, and each loop head is word aligned. */

    .syntax unified
    .thumb
    .text

/* One delta swap between the words: the bits of hi selected by mask
   trade places with the bits of lo sh places above them. */
.macro SWAP lo, hi, t, mask, sh
    eor.w   \t, \hi, \lo, lsr #\sh
    and.w   \t, \t, #\mask
    eor.w   \hi, \hi, \t
    eor.w   \lo, \lo, \t, lsl #\sh
.endm

/* The interleaving of the lane in (lo, hi): lo = even bits, hi = odd. */
.macro INTERLEAVE lo, hi, t
    lsr.w   \t, \lo, #16
    bfi     \lo, \hi, #16, #16
    bfi     \hi, \t, #0, #16
    SWAP    \lo, \hi, \t, 0x00FF00FF, 8
    SWAP    \lo, \hi, \t, 0x0F0F0F0F, 4
    SWAP    \lo, \hi, \t, 0x33333333, 2
    SWAP    \lo, \hi, \t, 0x55555555, 1
.endm

/* Its inverse: (even, odd) in (lo, hi) to the standard lane. */
.macro DEINTERLEAVE lo, hi, t
    SWAP    \lo, \hi, \t, 0x55555555, 1
    SWAP    \lo, \hi, \t, 0x33333333, 2
    SWAP    \lo, \hi, \t, 0x0F0F0F0F, 4
    SWAP    \lo, \hi, \t, 0x00FF00FF, 8
    lsr.w   \t, \lo, #16
    bfi     \lo, \hi, #16, #16
    bfi     \hi, \t, #0, #16
.endm

/* The byte interface of the interleaved sponge state (../api.h,
 * KPQC_NATIVE_KECCAK_STATE; meta.h maps the kernels onto these):
 *
 *   void kpqc_keccak_state_xor_armv7m(uint64_t *s, uint32_t where,
 *       const uint8_t *in, size_t len);
 *   void kpqc_keccak_state_extract_armv7m(const uint64_t *s,
 *       uint32_t where, uint8_t *out, size_t len);
 *
 * State bytes pos .. pos + len - 1 (pos + len <= 200) of the state whose
 * lane i is s[stride * i], where = stride << 8 | pos (four arguments, all
 * in registers: the caller needs no stack frame for them). A lane touched
 * only in part (at most the first and the last) goes through an 8-byte
 * staging area in the frame, filled or emptied a byte at a time (an
 * unrolled copy entered by the length) and zeroed afterwards; whole lanes
 * go straight between the caller's bytes and the state. Frame: r4-r8, lr and the staging area. Register use in
 * the body: r0 the lane, r1 the step between lanes in bytes, r3 the
 * caller's bytes, r8 the bytes left, lr the whole lanes left, r6/r7 a
 * lane's two words, r4/r5 and r12 scratch.
 * Extraction converts whole lanes two at a time (the second one's words
 * by register offsets, r2 pointing at the odd words), after a single one
 * for an odd count: every rate here is an odd number of lanes. */

/* The first lane touched and the byte offset in it; returns early when
 * there is nothing to do. */
.macro PROLOGUE
    push    {r4-r8, lr}
    mov     r8, r3                  @ len
    mov     r3, r2                  @ the caller's bytes
    sub     sp, sp, #8              @ the staging area
    uxtb    r2, r1                  @ pos
    lsr.w   r1, r1, #8
    lsl.w   r1, r1, #3              @ stride in bytes
    lsr.w   r4, r2, #3
    mla     r0, r4, r1, r0          @ the lane holding byte pos
    and.w   r2, r2, #7              @ the offset of pos in it
    cmp.w   r8, #0
    beq.w   9f
    cmp.w   r2, #0
    beq.w   2f
    rsb.w   r5, r2, #8              @ the head: n = min(8 - offset, len)
    cmp.w   r5, r8
    it      hi
    movhi   r5, r8
    sub.w   r8, r8, r5
.endm

    .p2align 2
    .global kpqc_keccak_state_xor_armv7m
    .type   kpqc_keccak_state_xor_armv7m, %function
kpqc_keccak_state_xor_armv7m:
    PROLOGUE
    bl      .Lstage_in
    bl      .Lxor_one
2:
    lsrs.w  lr, r8, #3              @ the whole lanes
    beq.w   3f
    .p2align 2
1:
    ldr.w   r6, [r3]                @ the input lane, low then high word
    ldr.w   r7, [r3, #4]
    ldr.w   r4, [r0]                @ the state lane: even, odd word
    ldr.w   r5, [r0, #4]
    add.w   r3, r3, #8
    INTERLEAVE r6, r7, r12
    eor.w   r4, r4, r6
    eor.w   r5, r5, r7
    str.w   r4, [r0]
    str.w   r5, [r0, #4]
    add.w   r0, r0, r1
    subs.w  lr, lr, #1
    bne.w   1b
3:
    ands.w  r5, r8, #7              @ the tail, from the lane's first byte
    beq.w   9f
    mov.w   r2, #0
    bl      .Lstage_in
    bl      .Lxor_one
9:
    add     sp, sp, #8
    pop     {r4-r8, pc}

/* Copy n (1 .. 7) bytes from src to dst: a jump to the last n of seven
 * byte moves, a fixed 3 cycles a byte instead of a counted loop. The jump
 * target depends only on n (a public length). Uses r6. */
.macro COPY_BYTES src, dst, n, tmp
    adr.w   \tmp, 8f
    sub.w   \tmp, \tmp, \n, lsl #3
    orr.w   \tmp, \tmp, #1
    bx      \tmp
    .p2align 2
    ldrb.w  r6, [\src, #6]
    strb.w  r6, [\dst, #6]
    ldrb.w  r6, [\src, #5]
    strb.w  r6, [\dst, #5]
    ldrb.w  r6, [\src, #4]
    strb.w  r6, [\dst, #4]
    ldrb.w  r6, [\src, #3]
    strb.w  r6, [\dst, #3]
    ldrb.w  r6, [\src, #2]
    strb.w  r6, [\dst, #2]
    ldrb.w  r6, [\src, #1]
    strb.w  r6, [\dst, #1]
    ldrb.w  r6, [\src]
    strb.w  r6, [\dst]
8:
.endm

/* r5 (1 .. 7) bytes from r3 (advanced past them) to staging bytes r2 ..,
 * the rest zero; the staged lane to r6 (low word), r7 (high word); the
 * staging area is zeroed again. */
.Lstage_in:
    mov.w   r6, #0
    str.w   r6, [sp]
    str.w   r6, [sp, #4]
    add.w   r7, sp, r2
    COPY_BYTES r3, r7, r5, r12
    add.w   r3, r3, r5
    ldr.w   r6, [sp]
    ldr.w   r7, [sp, #4]
    mov.w   r12, #0
    str.w   r12, [sp]
    str.w   r12, [sp, #4]
    bx      lr

/* XOR the interleaved form of the lane in r6, r7 into the lane at r0,
 * then step r0 to the next lane. */
.Lxor_one:
    ldr.w   r4, [r0]
    ldr.w   r5, [r0, #4]
    INTERLEAVE r6, r7, r12
    eor.w   r4, r4, r6
    eor.w   r5, r5, r7
    str.w   r4, [r0]
    str.w   r5, [r0, #4]
    add.w   r0, r0, r1
    bx      lr
    .size   kpqc_keccak_state_xor_armv7m, . - kpqc_keccak_state_xor_armv7m

    .p2align 2
    .global kpqc_keccak_state_extract_armv7m
    .type   kpqc_keccak_state_extract_armv7m, %function
kpqc_keccak_state_extract_armv7m:
    PROLOGUE
    bl      .Lstage_out
2:
    lsrs.w  lr, r8, #3              @ the whole lanes
    beq.w   3f
    tst.w   lr, #1
    beq.w   6f
    ldr.w   r6, [r0]                @ an odd count: one lane first
    ldr.w   r7, [r0, #4]
    add.w   r0, r0, r1
    DEINTERLEAVE r6, r7, r12
    str.w   r6, [r3]
    str.w   r7, [r3, #4]
    add.w   r3, r3, #8
    subs.w  lr, lr, #1
    beq.w   3f
6:
    add.w   r2, r0, #4              @ the odd words, for register offsets
    .p2align 2
1:
    ldr.w   r6, [r0]                @ two lanes: even, odd word of each
    ldr.w   r7, [r0, #4]
    ldr.w   r4, [r0, r1]
    ldr.w   r5, [r2, r1]
    add.w   r0, r0, r1, lsl #1
    add.w   r2, r2, r1, lsl #1
    DEINTERLEAVE r6, r7, r12
    DEINTERLEAVE r4, r5, r12
    str.w   r6, [r3]
    str.w   r7, [r3, #4]
    str.w   r4, [r3, #8]
    str.w   r5, [r3, #12]
    add.w   r3, r3, #16
    subs.w  lr, lr, #2
    bne.w   1b
3:
    ands.w  r5, r8, #7              @ the tail, from the lane's first byte
    beq.w   9f
    mov.w   r2, #0
    bl      .Lstage_out
9:
    add     sp, sp, #8
    pop     {r4-r8, pc}

/* The standard form of the lane at r0 (r0 then steps to the next lane)
 * to the staging area, its bytes r2 .. r2 + r5 - 1 (r5 = 1 .. 7) to r3
 * (advanced past them); the staging area is zeroed again. */
.Lstage_out:
    ldr.w   r6, [r0]
    ldr.w   r7, [r0, #4]
    add.w   r0, r0, r1
    DEINTERLEAVE r6, r7, r12
    str.w   r6, [sp]
    str.w   r7, [sp, #4]
    add.w   r7, sp, r2
    COPY_BYTES r7, r3, r5, r12
    add.w   r3, r3, r5
    mov.w   r12, #0
    str.w   r12, [sp]
    str.w   r12, [sp, #4]
    bx      lr
    .size   kpqc_keccak_state_extract_armv7m, . - kpqc_keccak_state_extract_armv7m
