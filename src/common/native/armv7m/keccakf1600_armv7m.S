/* Keccak-f[1600] (24 rounds) for ARMv7-M / ARMv7E-M (Cortex-M3/M4),
 * Thumb-2, on a bit-interleaved state.
 *
 *   void kpqc_keccakf1600_armv7m(uint32_t state[50]);
 *
 * State layout (input and output)
 * -------------------------------
 * Lane (x, y) of FIPS 202 (lane index i = x + 5y) is stored in state[2i]
 * and state[2i + 1]:
 *   state[2i]     = even bits: bit k is bit 2k     of the 64-bit lane
 *   state[2i + 1] = odd bits:  bit k is bit 2k + 1 of the 64-bit lane
 * The C wrapper keccak_native.c converts from and to 64-bit lanes. The
 * array needs 4-byte alignment (LDRD/STRD on ARMv7-M require word
 * alignment, not 8).
 *
 * Why bit interleaving
 * --------------------
 * Keccak rotates 64-bit lanes (theta: by 1, rho: by 0..63), and the core
 * has only 32-bit registers. With the two halves holding even and odd bits,
 *   ROL64(lane, 2m)     = (ROL32(even, m),     ROL32(odd, m))
 *   ROL64(lane, 2m + 1) = (ROL32(odd, m + 1),  ROL32(even, m))
 * so every 64-bit rotation is two independent 32-bit rotations (plus a
 * swap of the roles of the two words for odd amounts, which costs nothing:
 * it only changes which register an LDRD loads into). The other steps
 * (XOR, AND-NOT) are bitwise and work on the two words separately.
 *
 * Lane complementing is not used: chi's (~a & b) is one BIC instruction.
 *
 * Round structure
 * ---------------
 * A round is iota . chi . pi . rho . theta, done in two passes:
 *  1. KECCAK_THETA: column parities C[x] (10 words, in r1..r10), then
 *     D[x] = C[x-1] ^ ROL64(C[x+1], 1), i.e. in interleaved form
 *       De[x] = Ce[x-1] ^ ROL32(Co[x+1], 1),  Do[x] = Co[x-1] ^ Ce[x+1],
 *     written to the 40-byte D area of the stack frame.
 *  2. Five KECCAK_ROW passes, one per output row Y of chi. A row pass loads
 *     the five input lanes pi sends to row Y (lane (X + 3Y, X) becomes
 *     B[X, Y]), XORs D (theta), rotates (rho), computes chi on the ten
 *     words and stores the five output lanes. Row 0 also XORs the round
 *     constant into lane (0, 0) (iota).
 *
 * In-place processing
 * -------------------
 * Each row pass writes its five output lanes into the five memory slots it
 * has just read, so no second state buffer is needed. Lanes therefore move
 * between slots from round to round; with the assignment chosen here
 * (output lane (X, Y) goes to the slot of input lane (X' + 3Y, X'),
 * X' = X + Y mod 5) the slot of lane (x, y) before round r is
 * M_r(x, y), M_{r+1}(X, Y) = M_r(X + 4Y, X + Y), and the map
 * (X, Y) -> (X + 4Y, X + Y) has order 4 over Z_5. So the layout repeats
 * every four rounds: the loop body is four unrolled rounds, each with its
 * own slot numbers, run six times, and after 24 rounds every lane is back
 * in slot x + 5y. The slot numbers in the loop body are the output of
 * gen_inplace_schedule.py (same folder), which also checks a bit-exact model
 * of these macros against a plain Keccak-f[1600].
 *
 * Register allocation
 * -------------------
 *   r0         state pointer (all 24 rounds)
 *   r1..r10    theta pass: r1/r2 = Ce[0]/Co[0], r3/r4 = Ce[1]/Co[1], ...,
 *              r9/r10 = Ce[4]/Co[4] (column parities)
 *              row pass:   r1/r2 = B[0] even/odd, r3/r4 = B[1], r5/r6 = B[2],
 *              r7/r8 = B[3], r9/r10 = B[4] (the row after theta/rho/pi)
 *   r11, r12   temporaries (loaded lane or D words, chi outputs)
 *   lr         round-constant pointer while applying iota
 *
 * Stack use: 80 bytes in total. push {r4-r11, lr} (36 bytes) plus a 44-byte
 * frame (keeps sp 8-byte aligned):
 *   [sp, #0 .. #39]  De[x] at sp + 8x, Do[x] at sp + 8x + 4, x = 0..4
 *   [sp, #40]        pointer to the round constants of the current
 *                    4-round group (advances by 32 bytes per loop)
 *
 * Timing: no branch or memory address depends on the data (the only branch
 * is the loop on the round-constant pointer), and Cortex-M3/M4 ALU
 * instructions used here run in constant time.
 *
 * Size and cost (arm-none-eabi-gcc 12, -mcpu=cortex-m4): 5738 bytes of code
 * (four unrolled rounds) plus the 192-byte constant table; 1431 instructions
 * per four rounds, 8593 instructions per call (no data-dependent branches,
 * so the count is exact).
 *
 * Written for this library (kpqc) from the Keccak specification (FIPS 202) and the
 * published descriptions of bit interleaving and in-place processing.
 */

#if !defined(__ARM_ARCH_7EM__) && !defined(__ARM_ARCH_7M__)
#error "keccakf1600_armv7m.S needs an ARMv7-M or ARMv7E-M target (e.g. -mcpu=cortex-m4)"
#endif

    .syntax unified
    .thumb

/* Frame offsets */
#define FRAME_D   0     /* 10 words of D */
#define FRAME_RC  40    /* round-constant pointer */
#define FRAME_SIZE 44

/* ------------------------------------------------------------------ */
/* Theta                                                              */

/* Parity of one column: \ce/\co = XOR of the even/odd words of the
 * lanes in slots \s0..\s4. */
.macro KECCAK_COLUMN ce, co, s0, s1, s2, s3, s4
    ldrd    \ce, \co, [r0, #8*(\s0)]
    ldrd    r11, r12, [r0, #8*(\s1)]
    eor     \ce, \ce, r11
    eor     \co, \co, r12
    ldrd    r11, r12, [r0, #8*(\s2)]
    eor     \ce, \ce, r11
    eor     \co, \co, r12
    ldrd    r11, r12, [r0, #8*(\s3)]
    eor     \ce, \ce, r11
    eor     \co, \co, r12
    ldrd    r11, r12, [r0, #8*(\s4)]
    eor     \ce, \ce, r11
    eor     \co, \co, r12
.endm

/* D[x] from the parities in r1..r10 (see the register allocation):
 *   De[x] = Ce[x-1] ^ ROL32(Co[x+1], 1)   (ROL32 by 1 = ROR by 31)
 *   Do[x] = Co[x-1] ^ Ce[x+1]
 * \cem1/\com1 = Ce/Co[x-1], \cep1/\cop1 = Ce/Co[x+1]. */
.macro KECCAK_D x, cem1, com1, cep1, cop1
    eor     r11, \cem1, \cop1, ror #31
    eor     r12, \com1, \cep1
    strd    r11, r12, [sp, #FRAME_D + 8*(\x)]
.endm

/* The theta pass of one round. The arguments are the slots of the lanes
 * of column 0 (rows 0..4), then column 1, ..., column 4. */
.macro KECCAK_THETA a0,a1,a2,a3,a4, b0,b1,b2,b3,b4, c0,c1,c2,c3,c4, d0,d1,d2,d3,d4, e0,e1,e2,e3,e4
    KECCAK_COLUMN r1, r2,  \a0, \a1, \a2, \a3, \a4
    KECCAK_COLUMN r3, r4,  \b0, \b1, \b2, \b3, \b4
    KECCAK_COLUMN r5, r6,  \c0, \c1, \c2, \c3, \c4
    KECCAK_COLUMN r7, r8,  \d0, \d1, \d2, \d3, \d4
    KECCAK_COLUMN r9, r10, \e0, \e1, \e2, \e3, \e4
    KECCAK_D 0, r9, r10, r3, r4
    KECCAK_D 1, r1, r2,  r5, r6
    KECCAK_D 2, r3, r4,  r7, r8
    KECCAK_D 3, r5, r6,  r9, r10
    KECCAK_D 4, r7, r8,  r1, r2
.endm

/* ------------------------------------------------------------------ */
/* Theta application, rho, pi, chi, iota                              */

/* One lane of a row: load the lane in slot \slot, XOR D[\col] (theta),
 * rotate left by the rho offset \rho (via two 32-bit rotations, see the
 * header) and leave the result in \be (even bits) and \bo (odd bits).
 * For an odd offset the loaded even word becomes the odd result word and
 * the loaded odd word the even one, so LDRD simply loads swapped. */
.macro KECCAK_LANE be, bo, slot, col, rho
  .if ((\rho) % 2) == 0
    ldrd    \be, \bo, [r0, #8*(\slot)]
    ldrd    r11, r12, [sp, #FRAME_D + 8*(\col)]
    eor     \be, \be, r11
    eor     \bo, \bo, r12
    .if (\rho) != 0
    ror     \be, \be, #(32 - (\rho) / 2)            @ ROL32 by rho/2
    ror     \bo, \bo, #(32 - (\rho) / 2)
    .endif
  .else
    ldrd    \bo, \be, [r0, #8*(\slot)]              @ bo = even word, be = odd word
    ldrd    r11, r12, [sp, #FRAME_D + 8*(\col)]
    eor     \bo, \bo, r11                           @ even ^ De
    eor     \be, \be, r12                           @ odd  ^ Do
    ror     \be, \be, #(32 - ((\rho) + 1) / 2)      @ ROL32(odd, (rho+1)/2)
    .if (\rho) != 1
    ror     \bo, \bo, #(32 - ((\rho) - 1) / 2)      @ ROL32(even, (rho-1)/2)
    .endif
  .endif
.endm

/* One output lane of chi: A = B[X], B1 = B[X+1], B2 = B[X+2];
 * out = A ^ (~B1 & B2) on both words, stored to slot \slot. */
.macro KECCAK_CHI ae, ao, b1e, b1o, b2e, b2o, slot
    bic     r11, \b2e, \b1e
    eor     r11, r11, \ae
    bic     r12, \b2o, \b1o
    eor     r12, r12, \ao
    strd    r11, r12, [r0, #8*(\slot)]
.endm

/* The part common to all rows: the five lanes (slot, column, rho offset)
 * feeding B[0..4] of this row, and the chi outputs for X = 1..4, stored
 * to slots \o1..\o4. Output X = 0 is left to the caller: after X = 1..4,
 * B[3] and B[4] (r7..r10) are dead and free for iota's constant. */
.macro KECCAK_ROW_BODY s0,c0,p0, s1,c1,p1, s2,c2,p2, s3,c3,p3, s4,c4,p4, o1,o2,o3,o4
    KECCAK_LANE r1, r2,  \s0, \c0, \p0
    KECCAK_LANE r3, r4,  \s1, \c1, \p1
    KECCAK_LANE r5, r6,  \s2, \c2, \p2
    KECCAK_LANE r7, r8,  \s3, \c3, \p3
    KECCAK_LANE r9, r10, \s4, \c4, \p4
    /* all ten words are in registers: the stores below may overwrite the
     * slots just read (in-place processing) */
    KECCAK_CHI r3, r4,  r5, r6,  r7, r8,  \o1
    KECCAK_CHI r5, r6,  r7, r8,  r9, r10, \o2
    KECCAK_CHI r7, r8,  r9, r10, r1, r2,  \o3
    KECCAK_CHI r9, r10, r1, r2,  r3, r4,  \o4
.endm

/* A row other than row 0. Arguments: five (slot, column, rho) triples for
 * B[0..4], then the slots for output lanes X = 0..4. */
.macro KECCAK_ROW s0,c0,p0, s1,c1,p1, s2,c2,p2, s3,c3,p3, s4,c4,p4, o0,o1,o2,o3,o4
    KECCAK_ROW_BODY \s0,\c0,\p0, \s1,\c1,\p1, \s2,\c2,\p2, \s3,\c3,\p3, \s4,\c4,\p4, \o1,\o2,\o3,\o4
    KECCAK_CHI r1, r2,  r3, r4,  r5, r6,  \o0
.endm

/* Row 0: as KECCAK_ROW, and output lane (0, 0) also gets the round
 * constant at byte offset \rc from the group pointer (iota). */
.macro KECCAK_ROW_IOTA s0,c0,p0, s1,c1,p1, s2,c2,p2, s3,c3,p3, s4,c4,p4, o0,o1,o2,o3,o4, rc
    KECCAK_ROW_BODY \s0,\c0,\p0, \s1,\c1,\p1, \s2,\c2,\p2, \s3,\c3,\p3, \s4,\c4,\p4, \o1,\o2,\o3,\o4
    ldr     lr, [sp, #FRAME_RC]
    ldrd    r7, r8, [lr, #(\rc)]                    @ RC even/odd words
    bic     r11, r5, r3
    eor     r11, r11, r1
    eor     r11, r11, r7
    bic     r12, r6, r4
    eor     r12, r12, r2
    eor     r12, r12, r8
    strd    r11, r12, [r0, #8*(\o0)]
.endm

/* ------------------------------------------------------------------ */

    .text
    .global kpqc_keccakf1600_armv7m
    .type   kpqc_keccakf1600_armv7m, %function
    .balign 4
    .thumb_func
kpqc_keccakf1600_armv7m:
    push    {r4-r11, lr}
    sub     sp, sp, #FRAME_SIZE
    movw    r1, #:lower16:kpqc_keccak_rc_interleaved
    movt    r1, #:upper16:kpqc_keccak_rc_interleaved
    str     r1, [sp, #FRAME_RC]

.Lkeccak_rounds:
    /* Four rounds with the slot numbers of layouts M_0..M_3. Printed by
     * gen_inplace_schedule.py; this block equals its output.
     *   KECCAK_THETA: slots of column 0 (y = 0..4), column 1, ..., column 4
     *   KECCAK_ROW:   (slot, column x, rho offset) of the lanes that become
     *                 B[0..4] of the row, then the slots of output X = 0..4
     *   KECCAK_ROW_IOTA: the same for row 0, then the constant's offset */
    @ ---- round 4i+0 ----
    KECCAK_THETA  0,  5, 10, 15, 20,    1,  6, 11, 16, 21,    2,  7, 12, 17, 22,    3,  8, 13, 18, 23,    4,  9, 14, 19, 24
    KECCAK_ROW_IOTA  0,0, 0,  6,1,44, 12,2,43, 18,3,21, 24,4,14,    0,  6, 12, 18, 24,   0
    KECCAK_ROW       3,3,28,  9,4,20, 10,0, 3, 16,1,45, 22,2,61,    9, 10, 16, 22,  3
    KECCAK_ROW       1,1, 1,  7,2, 6, 13,3,25, 19,4, 8, 20,0,18,   13, 19, 20,  1,  7
    KECCAK_ROW       4,4,27,  5,0,36, 11,1,10, 17,2,15, 23,3,56,   17, 23,  4,  5, 11
    KECCAK_ROW       2,2,62,  8,3,55, 14,4,39, 15,0,41, 21,1, 2,   21,  2,  8, 14, 15
    @ ---- round 4i+1 ----
    KECCAK_THETA  0,  9, 13, 17, 21,    6, 10, 19, 23,  2,   12, 16, 20,  4,  8,   18, 22,  1,  5, 14,   24,  3,  7, 11, 15
    KECCAK_ROW_IOTA  0,0, 0, 10,1,44, 20,2,43,  5,3,21, 15,4,14,    0, 10, 20,  5, 15,   8
    KECCAK_ROW      18,3,28,  3,4,20, 13,0, 3, 23,1,45,  8,2,61,    3, 13, 23,  8, 18
    KECCAK_ROW       6,1, 1, 16,2, 6,  1,3,25, 11,4, 8, 21,0,18,    1, 11, 21,  6, 16
    KECCAK_ROW      24,4,27,  9,0,36, 19,1,10,  4,2,15, 14,3,56,    4, 14, 24,  9, 19
    KECCAK_ROW      12,2,62, 22,3,55,  7,4,39, 17,0,41,  2,1, 2,    2, 12, 22,  7, 17
    @ ---- round 4i+2 ----
    KECCAK_THETA  0,  3,  1,  4,  2,   10, 13, 11, 14, 12,   20, 23, 21, 24, 22,    5,  8,  6,  9,  7,   15, 18, 16, 19, 17
    KECCAK_ROW_IOTA  0,0, 0, 13,1,44, 21,2,43,  9,3,21, 17,4,14,    0, 13, 21,  9, 17,   16
    KECCAK_ROW       5,3,28, 18,4,20,  1,0, 3, 14,1,45, 22,2,61,   18,  1, 14, 22,  5
    KECCAK_ROW      10,1, 1, 23,2, 6,  6,3,25, 19,4, 8,  2,0,18,    6, 19,  2, 10, 23
    KECCAK_ROW      15,4,27,  3,0,36, 11,1,10, 24,2,15,  7,3,56,   24,  7, 15,  3, 11
    KECCAK_ROW      20,2,62,  8,3,55, 16,4,39,  4,0,41, 12,1, 2,   12, 20,  8, 16,  4
    @ ---- round 4i+3 ----
    KECCAK_THETA  0, 18,  6, 24, 12,   13,  1, 19,  7, 20,   21, 14,  2, 15,  8,    9, 22, 10,  3, 16,   17,  5, 23, 11,  4
    KECCAK_ROW_IOTA  0,0, 0,  1,1,44,  2,2,43,  3,3,21,  4,4,14,    0,  1,  2,  3,  4,   24
    KECCAK_ROW       9,3,28,  5,4,20,  6,0, 3,  7,1,45,  8,2,61,    5,  6,  7,  8,  9
    KECCAK_ROW      13,1, 1, 14,2, 6, 10,3,25, 11,4, 8, 12,0,18,   10, 11, 12, 13, 14
    KECCAK_ROW      17,4,27, 18,0,36, 19,1,10, 15,2,15, 16,3,56,   15, 16, 17, 18, 19
    KECCAK_ROW      21,2,62, 22,3,55, 23,4,39, 24,0,41, 20,1, 2,   20, 21, 22, 23, 24

    /* next group of four round constants; stop after the sixth group */
    ldr     r1, [sp, #FRAME_RC]
    adds    r1, r1, #32
    str     r1, [sp, #FRAME_RC]
    movw    r2, #:lower16:(kpqc_keccak_rc_interleaved + 192)
    movt    r2, #:upper16:(kpqc_keccak_rc_interleaved + 192)
    cmp     r1, r2
    bne     .Lkeccak_rounds

    add     sp, sp, #FRAME_SIZE
    pop     {r4-r11, pc}
    .size   kpqc_keccakf1600_armv7m, . - kpqc_keccakf1600_armv7m

/* ------------------------------------------------------------------ */
/* The 24 round constants of iota, bit-interleaved: per round the even word
 * then the odd word (8 bytes per round). This table equals the output of
 * gen_rc_interleaved.py (same folder), which derives RC[ir] from the LFSR of FIPS 202 (Algorithms 5 and 6) and
 * splits each constant into its even and odd bits. */
    .section .rodata
    .balign 8
    .type   kpqc_keccak_rc_interleaved, %object
kpqc_keccak_rc_interleaved:
    .word 0x00000001, 0x00000000    @ round  0: RC = 0x0000000000000001
    .word 0x00000000, 0x00000089    @ round  1: RC = 0x0000000000008082
    .word 0x00000000, 0x8000008B    @ round  2: RC = 0x800000000000808A
    .word 0x00000000, 0x80008080    @ round  3: RC = 0x8000000080008000
    .word 0x00000001, 0x0000008B    @ round  4: RC = 0x000000000000808B
    .word 0x00000001, 0x00008000    @ round  5: RC = 0x0000000080000001
    .word 0x00000001, 0x80008088    @ round  6: RC = 0x8000000080008081
    .word 0x00000001, 0x80000082    @ round  7: RC = 0x8000000000008009
    .word 0x00000000, 0x0000000B    @ round  8: RC = 0x000000000000008A
    .word 0x00000000, 0x0000000A    @ round  9: RC = 0x0000000000000088
    .word 0x00000001, 0x00008082    @ round 10: RC = 0x0000000080008009
    .word 0x00000000, 0x00008003    @ round 11: RC = 0x000000008000000A
    .word 0x00000001, 0x0000808B    @ round 12: RC = 0x000000008000808B
    .word 0x00000001, 0x8000000B    @ round 13: RC = 0x800000000000008B
    .word 0x00000001, 0x8000008A    @ round 14: RC = 0x8000000000008089
    .word 0x00000001, 0x80000081    @ round 15: RC = 0x8000000000008003
    .word 0x00000000, 0x80000081    @ round 16: RC = 0x8000000000008002
    .word 0x00000000, 0x80000008    @ round 17: RC = 0x8000000000000080
    .word 0x00000000, 0x00000083    @ round 18: RC = 0x000000000000800A
    .word 0x00000000, 0x80008003    @ round 19: RC = 0x800000008000000A
    .word 0x00000001, 0x80008088    @ round 20: RC = 0x8000000080008081
    .word 0x00000000, 0x80000088    @ round 21: RC = 0x8000000000008080
    .word 0x00000001, 0x00008000    @ round 22: RC = 0x0000000080000001
    .word 0x00000000, 0x80008082    @ round 23: RC = 0x8000000080008008
    .size   kpqc_keccak_rc_interleaved, . - kpqc_keccak_rc_interleaved
