/* SPDX-License-Identifier: Apache-2.0 OR MIT */
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
 * array needs 4-byte alignment.
 *
 * Why bit interleaving
 * --------------------
 * With the two halves of a lane holding its even and odd bits,
 *   ROL64(lane, 2m)     = (ROL32(even, m),     ROL32(odd, m))
 *   ROL64(lane, 2m + 1) = (ROL32(odd, m + 1),  ROL32(even, m))
 * so every 64-bit rotation is two independent 32-bit rotations (plus a
 * swap of the two words for odd amounts, which only changes which word
 * is loaded). XOR and AND-NOT work on the two words separately.
 *
 * Design
 * ------
 * The code between the "generated code" markers is printed by
 * gen_keccakf1600_armv7m.py (same folder), which also runs a bit-exact
 * model of exactly these instructions against a plain Keccak-f[1600]; its
 * --check (ctest gen/keccak-armv7m-schedule) fails if this file does not
 * hold its output. The generator tracks register use and rotations.
 *
 *  - Two buffers. The state is read from one buffer and written to the
 *    other: even rounds go from the caller's array (r0) to a copy in the
 *    stack frame (sp), odd rounds back. After 24 rounds the result is in
 *    the caller's array. Both are addressed with immediate offsets.
 *  - Half rows. Once theta's D is XORed in, rho, pi and chi never mix the
 *    even and odd words, so each round is ten "half rows": plane p (even
 *    or odd words) of output row Y. A half row loads the five words that
 *    pi sends to B[0..4] of that plane and their five D words, XORs them,
 *    computes chi (BIC + EOR per word) and stores five output words. It
 *    needs only six registers for B and a temporary.
 *  - Theta folded into the previous round. The registers left over hold
 *    five accumulators: while the five even half rows run, each output
 *    word is XORed into the even parity of its column, giving the next
 *    round's Ce[0..4]; they are parked in the frame while the odd half rows
 *    compute Co[0..4]; then the next round's D (ten words) is computed and
 *    stored. The state is therefore loaded once per round, not twice (the
 *    old code had a separate theta pass).
 *  - Lazy rotation. A value in a register or in memory may carry a pending
 *    rotation: the true value is ROR(v, f) for a "frame" f known to the
 *    generator. Thumb-2's flexible second operand rotates for free
 *    (EOR/BIC rd, rn, rm, ROR #k), and ROR(a, f) op ROR(b, g) =
 *    ROR(a op ROR(b, g - f), f), so rho's rotations, theta's rotation by
 *    one and the round constant's alignment cost no instruction. The loop
 *    body is four rounds; in its last round every stored word (and D) is
 *    brought back to frame 0, with an explicit ROR only where no free choice
 *    gives frame 0 (25 per four rounds). The generator also picks, where it
 *    can, the frame that the next round's rho needs.
 *  - Iota: the round constant's word is XORed into output lane (0, 0) of
 *    each plane, rotated into that word's frame by the same free operand.
 *
 * Why it is faster (Cortex-M4 timing, docs/m4-cycle-model.md)
 * ------------------------------------------------------------
 *  - Only single LDR and STR with immediate offsets, no LDRD/STRD (3 cycles
 *    per 2 words). A run of n LDRs costs n + 1 cycles (a load right after a
 *    load pipelines), so the loads of a half row are issued back to back
 *    (two runs of 8 and 2, or one of 12 in row 0), and the addresses come
 *    from r0/sp, never from a register just loaded. A STR with an
 *    immediate offset is 1 cycle.
 *  - Every instruction is 32 bits wide (LDR.W, STR.W even where a 16-bit
 *    encoding exists): a 32-bit instruction at an address 2 mod 4 right
 *    after a 16-bit one costs a fetch cycle (docs/m4-cycle-model.md,
 *    UNALIGNED_RUN), and the narrow loads put about 140 of those in the
 *    four rounds (about 780 cycles a call).
 *  - No instruction for rho (lazy rotation) and no second pass over the
 *    state for theta. Per four rounds: 808 EOR/BIC, 25 ROR, 436 LDR in 76
 *    runs and 260 STR, about 1,605 cycles (the old code: 1,431
 *    instructions, about 2,290 cycles).
 *
 * Register use: r0 = the caller's array; r1..r12 and lr are allocated by
 * the generator. Stack: push {r4-r11, lr} (36 bytes) plus a 268-byte frame
 * (304 bytes in all, 8-byte aligned):
 *   [sp, #0 .. #199]    the second state buffer (50 words)
 *   [sp, #200 .. #239]  De[x] at sp + 200 + 8x, Do[x] at sp + 204 + 8x
 *   [sp, #240 .. #259]  the next round's Ce[0..4]
 *   [sp, #260]          pointer to the round constants of the current four
 *                       rounds (advances by 32 bytes per loop)
 * The whole frame is wiped before returning: it holds state-derived data.
 *
 * Timing: no branch or memory address depends on the data (the only branch
 * is the loop on the round-constant pointer), and the Cortex-M3/M4 ALU
 * instructions used here run in constant time.
 *
 * Size and cost (arm-none-eabi-gcc 12, -mcpu=cortex-m4): 6,654 bytes of
 * code (four unrolled rounds) plus the 192-byte constant table; 9,351
 * instructions and 9,939 modelled cycles per call (tools/m4sim; no
 * data-dependent branches, so both are exact; the cycles can move by one
 * with the alignment of the return address in the caller).
 *
 * Written for this library (kpqc) from the Keccak specification (FIPS 202)
 * and the published descriptions of bit interleaving.
 */

#if !defined(__ARM_ARCH_7EM__) && !defined(__ARM_ARCH_7M__)
#error "keccakf1600_armv7m.S needs an ARMv7-M or ARMv7E-M target (e.g. -mcpu=cortex-m4)"
#endif

    .syntax unified
    .thumb

/* Stack frame (bytes from sp; gen_keccakf1600_armv7m.py uses the same) */
#define BUF_OFF   0     /* 50 words: the second state buffer */
#define D_OFF     200   /* De[x] at 200 + 8x, Do[x] at 204 + 8x */
#define CE_OFF    240   /* next round's Ce[0..4], between the two planes */
#define RCP_OFF   260   /* round-constant pointer of the current 4 rounds */
#define FRAME_SIZE 268  /* with the 36 pushed bytes: 304, 8-byte aligned */

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
    str     r1, [sp, #RCP_OFF]

@ ---- begin generated code (gen_keccakf1600_armv7m.py) ----
    @ ---- theta of round 0 ----
    ldr.w   r1, [r0, #0]                    @ A[0] e
    ldr.w   r2, [r0, #40]                   @ A[5] e
    ldr.w   r3, [r0, #80]                   @ A[10] e
    ldr.w   r4, [r0, #120]                  @ A[15] e
    ldr.w   r5, [r0, #160]                  @ A[20] e
    eor     r1, r1, r2
    eor     r1, r1, r3
    eor     r1, r1, r4
    eor     r1, r1, r5
    ldr.w   r6, [r0, #4]                    @ A[0] o
    ldr.w   r7, [r0, #44]                   @ A[5] o
    ldr.w   r8, [r0, #84]                   @ A[10] o
    ldr.w   r9, [r0, #124]                  @ A[15] o
    ldr.w   r10, [r0, #164]                 @ A[20] o
    eor     r6, r6, r7
    eor     r6, r6, r8
    eor     r6, r6, r9
    eor     r6, r6, r10
    ldr.w   r11, [r0, #8]                   @ A[1] e
    ldr.w   r12, [r0, #48]                  @ A[6] e
    ldr.w   lr, [r0, #88]                   @ A[11] e
    ldr.w   r2, [r0, #128]                  @ A[16] e
    ldr.w   r3, [r0, #168]                  @ A[21] e
    eor     r11, r11, r12
    eor     r11, r11, lr
    eor     r11, r11, r2
    eor     r11, r11, r3
    ldr.w   r4, [r0, #12]                   @ A[1] o
    ldr.w   r5, [r0, #52]                   @ A[6] o
    ldr.w   r7, [r0, #92]                   @ A[11] o
    ldr.w   r8, [r0, #132]                  @ A[16] o
    ldr.w   r9, [r0, #172]                  @ A[21] o
    eor     r4, r4, r5
    eor     r4, r4, r7
    eor     r4, r4, r8
    eor     r4, r4, r9
    ldr.w   r10, [r0, #16]                  @ A[2] e
    ldr.w   r12, [r0, #56]                  @ A[7] e
    ldr.w   lr, [r0, #96]                   @ A[12] e
    ldr.w   r2, [r0, #136]                  @ A[17] e
    ldr.w   r3, [r0, #176]                  @ A[22] e
    eor     r10, r10, r12
    eor     r10, r10, lr
    eor     r10, r10, r2
    eor     r10, r10, r3
    ldr.w   r5, [r0, #20]                   @ A[2] o
    ldr.w   r7, [r0, #60]                   @ A[7] o
    ldr.w   r8, [r0, #100]                  @ A[12] o
    ldr.w   r9, [r0, #140]                  @ A[17] o
    ldr.w   r12, [r0, #180]                 @ A[22] o
    eor     r5, r5, r7
    eor     r5, r5, r8
    eor     r5, r5, r9
    eor     r5, r5, r12
    ldr.w   lr, [r0, #24]                   @ A[3] e
    ldr.w   r2, [r0, #64]                   @ A[8] e
    ldr.w   r3, [r0, #104]                  @ A[13] e
    ldr.w   r7, [r0, #144]                  @ A[18] e
    ldr.w   r8, [r0, #184]                  @ A[23] e
    eor     lr, lr, r2
    eor     lr, lr, r3
    eor     lr, lr, r7
    eor     lr, lr, r8
    ldr.w   r9, [r0, #28]                   @ A[3] o
    ldr.w   r12, [r0, #68]                  @ A[8] o
    ldr.w   r2, [r0, #108]                  @ A[13] o
    ldr.w   r3, [r0, #148]                  @ A[18] o
    ldr.w   r7, [r0, #188]                  @ A[23] o
    eor     r9, r9, r12
    eor     r9, r9, r2
    eor     r9, r9, r3
    eor     r9, r9, r7
    ldr.w   r8, [r0, #32]                   @ A[4] e
    ldr.w   r12, [r0, #72]                  @ A[9] e
    ldr.w   r2, [r0, #112]                  @ A[14] e
    ldr.w   r3, [r0, #152]                  @ A[19] e
    ldr.w   r7, [r0, #192]                  @ A[24] e
    eor     r8, r8, r12
    eor     r8, r8, r2
    eor     r8, r8, r3
    eor     r8, r8, r7
    ldr.w   r12, [r0, #36]                  @ A[4] o
    ldr.w   r2, [r0, #76]                   @ A[9] o
    ldr.w   r3, [r0, #116]                  @ A[14] o
    ldr.w   r7, [r0, #156]                  @ A[19] o
    eor     r12, r12, r2
    eor     r12, r12, r3
    eor     r12, r12, r7
    ldr.w   r2, [r0, #196]                  @ A[24] o
    eor     r12, r12, r2
    eor     r3, r8, r4, ror #31             @ De[0]
    str.w   r3, [sp, #200]                  @ De[0]
    eor     r7, r12, r11                    @ Do[0]
    str.w   r7, [sp, #204]                  @ Do[0]
    eor     r2, r1, r5, ror #31             @ De[1]
    str.w   r2, [sp, #208]                  @ De[1]
    eor     r3, r6, r10                     @ Do[1]
    str.w   r3, [sp, #212]                  @ Do[1]
    eor     r7, r11, r9, ror #31            @ De[2]
    str.w   r7, [sp, #216]                  @ De[2]
    eor     r2, r4, lr                      @ Do[2]
    str.w   r2, [sp, #220]                  @ Do[2]
    eor     r3, r10, r12, ror #31           @ De[3]
    str.w   r3, [sp, #224]                  @ De[3]
    eor     r7, r5, r8                      @ Do[3]
    str.w   r7, [sp, #228]                  @ Do[3]
    eor     r2, lr, r6, ror #31             @ De[4]
    str.w   r2, [sp, #232]                  @ De[4]
    eor     r3, r9, r1                      @ Do[4]
    str.w   r3, [sp, #236]                  @ Do[4]
.Lkeccak_rounds:
    @ ---- round 4i+0: caller's buffer -> stack buffer ----
    ldr.w   r7, [sp, #260]                  @ round-constant pointer
    ldr.w   r2, [r0, #0]
    ldr.w   r7, [r7, #0]                    @ RC[0] even word
    ldr.w   r3, [sp, #200]                  @ De[0]
    ldr.w   r1, [r0, #48]                   @ A[6] e
    ldr.w   r6, [sp, #208]                  @ De[1]
    ldr.w   r11, [r0, #100]                 @ A[12] o
    ldr.w   r4, [sp, #220]                  @ Do[2]
    ldr.w   r10, [r0, #148]                 @ A[18] o
    ldr.w   r5, [sp, #228]                  @ Do[3]
    ldr.w   lr, [r0, #192]                  @ A[24] e
    ldr.w   r9, [sp, #232]                  @ De[4]
    eor     r2, r2, r3                      @ B[0] (theta)
    eor     r1, r1, r6                      @ B[1] (theta)
    eor     r11, r11, r4                    @ B[2] (theta)
    eor     r10, r10, r5                    @ B[3] (theta)
    eor     lr, lr, r9                      @ B[4] (theta)
    bic     r8, r11, r1                     @ ~B[1] & B[2]
    eor     r8, r2, r8, ror #10             @ out[0]
    eor     r8, r8, r7                      @ iota
    str.w   r8, [sp, #0]                    @ A'[0] e
    bic     r12, r10, r11, ror #21          @ ~B[2] & B[3]
    eor     r12, r12, r1, ror #21           @ out[1]
    str.w   r12, [sp, #8]                   @ A'[1] e
    bic     r3, lr, r10, ror #28            @ ~B[3] & B[4]
    eor     r3, r3, r11, ror #17            @ out[2]
    str.w   r3, [sp, #16]                   @ A'[2] e
    bic     r6, r2, lr, ror #25             @ ~B[4] & B[0]
    eor     r6, r6, r10, ror #21            @ out[3]
    str.w   r6, [sp, #24]                   @ A'[3] e
    bic     r4, r1, r2, ror #22             @ ~B[0] & B[1]
    eor     r4, r4, lr, ror #15             @ out[4]
    str.w   r4, [sp, #32]                   @ A'[4] e
    ldr.w   r5, [r0, #24]                   @ A[3] e
    ldr.w   r9, [sp, #224]                  @ De[3]
    ldr.w   r7, [r0, #72]                   @ A[9] e
    ldr.w   r11, [sp, #232]                 @ De[4]
    ldr.w   r10, [r0, #84]                  @ A[10] o
    ldr.w   r2, [sp, #204]                  @ Do[0]
    ldr.w   r1, [r0, #132]                  @ A[16] o
    ldr.w   lr, [sp, #212]                  @ Do[1]
    eor     r5, r5, r9                      @ B[0] (theta)
    eor     r7, r7, r11                     @ B[1] (theta)
    eor     r10, r10, r2                    @ B[2] (theta)
    eor     r1, r1, lr                      @ B[3] (theta)
    ldr.w   r9, [r0, #180]                  @ A[22] o
    ldr.w   r11, [sp, #220]                 @ Do[2]
    eor     r9, r9, r11                     @ B[4] (theta)
    bic     r2, r10, r7, ror #24            @ ~B[1] & B[2]
    eor     r2, r5, r2, ror #12             @ out[0]
    str.w   r2, [sp, #40]                   @ A'[5] e
    eor     r8, r8, r2, ror #18             @ Ce[0]
    bic     lr, r1, r10, ror #21            @ ~B[2] & B[3]
    eor     lr, r7, lr, ror #19             @ out[1]
    str.w   lr, [sp, #48]                   @ A'[6] e
    eor     r12, r12, lr, ror #1            @ Ce[1]
    bic     r11, r9, r1, ror #8             @ ~B[3] & B[4]
    eor     r11, r11, r10, ror #29          @ out[2]
    str.w   r11, [sp, #56]                  @ A'[7] e
    eor     r3, r3, r11, ror #8             @ Ce[2]
    bic     r2, r5, r9, ror #15             @ ~B[4] & B[0]
    eor     r2, r2, r1, ror #23             @ out[3]
    str.w   r2, [sp, #64]                   @ A'[8] e
    eor     r6, r6, r2, ror #18             @ Ce[3]
    bic     lr, r7, r5, ror #28             @ ~B[0] & B[1]
    eor     lr, lr, r9, ror #11             @ out[4]
    str.w   lr, [sp, #72]                   @ A'[9] e
    eor     r4, r4, lr, ror #12             @ Ce[4]
    ldr.w   r11, [r0, #12]                  @ A[1] o
    ldr.w   r10, [sp, #212]                 @ Do[1]
    ldr.w   r2, [r0, #56]                   @ A[7] e
    ldr.w   r1, [sp, #216]                  @ De[2]
    ldr.w   lr, [r0, #108]                  @ A[13] o
    ldr.w   r5, [sp, #228]                  @ Do[3]
    ldr.w   r7, [r0, #152]                  @ A[19] e
    ldr.w   r9, [sp, #232]                  @ De[4]
    eor     r11, r11, r10                   @ B[0] (theta)
    eor     r2, r2, r1                      @ B[1] (theta)
    eor     lr, lr, r5                      @ B[2] (theta)
    eor     r7, r7, r9                      @ B[3] (theta)
    ldr.w   r10, [r0, #160]                 @ A[20] e
    ldr.w   r1, [sp, #200]                  @ De[0]
    eor     r10, r10, r1                    @ B[4] (theta)
    bic     r5, lr, r2, ror #10             @ ~B[1] & B[2]
    eor     r5, r5, r11, ror #12            @ out[0]
    str.w   r5, [sp, #80]                   @ A'[10] e
    eor     r8, r8, r5, ror #19             @ Ce[0]
    bic     r9, r7, lr, ror #23             @ ~B[2] & B[3]
    eor     r9, r9, r2, ror #1              @ out[1]
    str.w   r9, [sp, #88]                   @ A'[11] e
    eor     r12, r12, r9, ror #7            @ Ce[1]
    bic     r1, r10, r7, ror #5             @ ~B[3] & B[4]
    eor     r1, r1, lr, ror #28             @ out[2]
    str.w   r1, [sp, #96]                   @ A'[12] e
    eor     r3, r3, r1, ror #30             @ Ce[2]
    bic     r5, r11, r10, ror #24           @ ~B[4] & B[0]
    eor     r5, r5, r7, ror #29             @ out[3]
    str.w   r5, [sp, #104]                  @ A'[13] e
    eor     r6, r6, r5, ror #31             @ Ce[3]
    bic     r9, r2, r11, ror #2             @ ~B[0] & B[1]
    eor     r9, r9, r10, ror #26            @ out[4]
    str.w   r9, [sp, #112]                  @ A'[14] e
    eor     r4, r4, r9, ror #19             @ Ce[4]
    ldr.w   r1, [r0, #36]                   @ A[4] o
    ldr.w   lr, [sp, #236]                  @ Do[4]
    ldr.w   r5, [r0, #40]                   @ A[5] e
    ldr.w   r7, [sp, #200]                  @ De[0]
    ldr.w   r9, [r0, #88]                   @ A[11] e
    ldr.w   r11, [sp, #208]                 @ De[1]
    ldr.w   r2, [r0, #140]                  @ A[17] o
    ldr.w   r10, [sp, #220]                 @ Do[2]
    eor     r1, r1, lr                      @ B[0] (theta)
    eor     r5, r5, r7                      @ B[1] (theta)
    eor     r9, r9, r11                     @ B[2] (theta)
    eor     r2, r2, r10                     @ B[3] (theta)
    ldr.w   lr, [r0, #184]                  @ A[23] e
    ldr.w   r7, [sp, #224]                  @ De[3]
    eor     lr, lr, r7                      @ B[4] (theta)
    bic     r11, r9, r5, ror #19            @ ~B[1] & B[2]
    eor     r11, r11, r1, ror #23           @ out[0]
    str.w   r11, [sp, #120]                 @ A'[15] e
    eor     r8, r8, r11, ror #27            @ Ce[0]
    bic     r10, r2, r9, ror #3             @ ~B[2] & B[3]
    eor     r10, r10, r5, ror #22           @ out[1]
    str.w   r10, [sp, #128]                 @ A'[16] e
    eor     r12, r12, r10, ror #3           @ Ce[1]
    bic     r7, lr, r2, ror #20             @ ~B[3] & B[4]
    eor     r7, r7, r9, ror #23             @ out[2]
    str.w   r7, [sp, #136]                  @ A'[17] e
    eor     r3, r3, r7, ror #11             @ Ce[2]
    bic     r11, r1, lr, ror #18            @ ~B[4] & B[0]
    eor     r11, r11, r2, ror #6            @ out[3]
    str.w   r11, [sp, #144]                 @ A'[18] e
    eor     r6, r6, r11, ror #18            @ Ce[3]
    bic     r10, r5, r1, ror #4             @ ~B[0] & B[1]
    eor     r10, lr, r10, ror #10           @ out[4]
    str.w   r10, [sp, #152]                 @ A'[19] e
    eor     r4, r4, r10, ror #26            @ Ce[4]
    ldr.w   r7, [r0, #16]                   @ A[2] e
    ldr.w   r9, [sp, #216]                  @ De[2]
    ldr.w   r11, [r0, #68]                  @ A[8] o
    ldr.w   r2, [sp, #228]                  @ Do[3]
    ldr.w   r10, [r0, #116]                 @ A[14] o
    ldr.w   r1, [sp, #236]                  @ Do[4]
    ldr.w   r5, [r0, #124]                  @ A[15] o
    ldr.w   lr, [sp, #204]                  @ Do[0]
    eor     r7, r7, r9                      @ B[0] (theta)
    eor     r11, r11, r2                    @ B[1] (theta)
    eor     r10, r10, r1                    @ B[2] (theta)
    eor     r5, r5, lr                      @ B[3] (theta)
    ldr.w   r9, [r0, #168]                  @ A[21] e
    ldr.w   r2, [sp, #208]                  @ De[1]
    eor     r9, r9, r2                      @ B[4] (theta)
    bic     r1, r10, r11, ror #24           @ ~B[1] & B[2]
    eor     r1, r1, r7, ror #21             @ out[0]
    str.w   r1, [sp, #160]                  @ A'[20] e
    eor     r8, r8, r1, ror #12             @ Ce[0]
    bic     lr, r5, r10, ror #1             @ ~B[2] & B[3]
    eor     lr, lr, r11, ror #25            @ out[1]
    str.w   lr, [sp, #168]                  @ A'[21] e
    eor     r12, r12, lr, ror #22           @ Ce[1]
    bic     r2, r9, r5, ror #12             @ ~B[3] & B[4]
    eor     r2, r2, r10, ror #13            @ out[2]
    str.w   r2, [sp, #176]                  @ A'[22] e
    eor     r3, r3, r2, ror #6              @ Ce[2]
    bic     r1, r7, r9, ror #30             @ ~B[4] & B[0]
    eor     r1, r1, r5, ror #10             @ out[3]
    str.w   r1, [sp, #184]                  @ A'[23] e
    eor     r6, r6, r1, ror #1              @ Ce[3]
    bic     lr, r11, r7, ror #29            @ ~B[0] & B[1]
    eor     lr, lr, r9, ror #27             @ out[4]
    str.w   lr, [sp, #192]                  @ A'[24] e
    eor     r4, r4, lr, ror #26             @ Ce[4]
    str.w   r8, [sp, #240]                  @ Ce[0] (next round)
    str.w   r12, [sp, #244]                 @ Ce[1] (next round)
    str.w   r3, [sp, #248]                  @ Ce[2] (next round)
    str.w   r6, [sp, #252]                  @ Ce[3] (next round)
    str.w   r4, [sp, #256]                  @ Ce[4] (next round)
    ldr.w   r2, [sp, #260]                  @ round-constant pointer
    ldr.w   r10, [r0, #4]
    ldr.w   r2, [r2, #4]                    @ RC[0] odd word
    ldr.w   r1, [sp, #204]                  @ Do[0]
    ldr.w   r5, [r0, #52]                   @ A[6] o
    ldr.w   lr, [sp, #212]                  @ Do[1]
    ldr.w   r7, [r0, #96]                   @ A[12] e
    ldr.w   r11, [sp, #216]                 @ De[2]
    ldr.w   r9, [r0, #144]                  @ A[18] e
    ldr.w   r8, [sp, #224]                  @ De[3]
    ldr.w   r12, [r0, #196]                 @ A[24] o
    ldr.w   r3, [sp, #236]                  @ Do[4]
    eor     r10, r10, r1                    @ B[0] (theta)
    eor     r5, r5, lr                      @ B[1] (theta)
    eor     r7, r7, r11                     @ B[2] (theta)
    eor     r9, r9, r8                      @ B[3] (theta)
    eor     r12, r12, r3                    @ B[4] (theta)
    bic     r6, r7, r5, ror #31             @ ~B[1] & B[2]
    eor     r6, r10, r6, ror #11            @ out[0]
    eor     r6, r6, r2                      @ iota
    str.w   r6, [sp, #4]                    @ A'[0] o
    bic     r4, r9, r7, ror #21             @ ~B[2] & B[3]
    eor     r4, r4, r5, ror #20             @ out[1]
    str.w   r4, [sp, #12]                   @ A'[1] o
    bic     r1, r12, r9, ror #29            @ ~B[3] & B[4]
    eor     r1, r1, r7, ror #18             @ out[2]
    str.w   r1, [sp, #20]                   @ A'[2] o
    bic     lr, r10, r12, ror #25           @ ~B[4] & B[0]
    eor     lr, lr, r9, ror #22             @ out[3]
    str.w   lr, [sp, #28]                   @ A'[3] o
    bic     r11, r5, r10, ror #22           @ ~B[0] & B[1]
    eor     r11, r11, r12, ror #15          @ out[4]
    str.w   r11, [sp, #36]                  @ A'[4] o
    ldr.w   r8, [r0, #28]                   @ A[3] o
    ldr.w   r3, [sp, #228]                  @ Do[3]
    ldr.w   r2, [r0, #76]                   @ A[9] o
    ldr.w   r7, [sp, #236]                  @ Do[4]
    ldr.w   r9, [r0, #80]                   @ A[10] e
    ldr.w   r10, [sp, #200]                 @ De[0]
    ldr.w   r5, [r0, #128]                  @ A[16] e
    ldr.w   r12, [sp, #208]                 @ De[1]
    eor     r8, r8, r3                      @ B[0] (theta)
    eor     r2, r2, r7                      @ B[1] (theta)
    eor     r9, r9, r10                     @ B[2] (theta)
    eor     r5, r5, r12                     @ B[3] (theta)
    ldr.w   r3, [r0, #176]                  @ A[22] e
    ldr.w   r7, [sp, #216]                  @ De[2]
    eor     r3, r3, r7                      @ B[4] (theta)
    bic     r10, r9, r2, ror #23            @ ~B[1] & B[2]
    eor     r10, r8, r10, ror #13           @ out[0]
    str.w   r10, [sp, #44]                  @ A'[5] o
    eor     r6, r6, r10, ror #18            @ Co[0]
    bic     r12, r5, r9, ror #21            @ ~B[2] & B[3]
    eor     r12, r2, r12, ror #20           @ out[1]
    str.w   r12, [sp, #52]                  @ A'[6] o
    eor     r4, r4, r12                     @ Co[1]
    bic     r7, r3, r5, ror #8              @ ~B[3] & B[4]
    eor     r7, r7, r9, ror #29             @ out[2]
    str.w   r7, [sp, #60]                   @ A'[7] o
    eor     r1, r1, r7, ror #9              @ Co[2]
    bic     r10, r8, r3, ror #16            @ ~B[4] & B[0]
    eor     r10, r10, r5, ror #24           @ out[3]
    str.w   r10, [sp, #68]                  @ A'[8] o
    eor     lr, lr, r10, ror #18            @ Co[3]
    bic     r12, r2, r8, ror #28            @ ~B[0] & B[1]
    eor     r12, r12, r3, ror #12           @ out[4]
    str.w   r12, [sp, #76]                  @ A'[9] o
    eor     r11, r11, r12, ror #12          @ Co[4]
    ldr.w   r7, [r0, #8]                    @ A[1] e
    ldr.w   r9, [sp, #208]                  @ De[1]
    ldr.w   r10, [r0, #60]                  @ A[7] o
    ldr.w   r5, [sp, #220]                  @ Do[2]
    ldr.w   r12, [r0, #104]                 @ A[13] e
    ldr.w   r8, [sp, #224]                  @ De[3]
    ldr.w   r2, [r0, #156]                  @ A[19] o
    ldr.w   r3, [sp, #236]                  @ Do[4]
    eor     r7, r7, r9                      @ B[0] (theta)
    eor     r10, r10, r5                    @ B[1] (theta)
    eor     r12, r12, r8                    @ B[2] (theta)
    eor     r2, r2, r3                      @ B[3] (theta)
    ldr.w   r9, [r0, #164]                  @ A[20] o
    ldr.w   r5, [sp, #204]                  @ Do[0]
    eor     r9, r9, r5                      @ B[4] (theta)
    bic     r8, r12, r10, ror #9            @ ~B[1] & B[2]
    eor     r8, r8, r7, ror #12             @ out[0]
    str.w   r8, [sp, #84]                   @ A'[10] o
    eor     r6, r6, r8, ror #20             @ Co[0]
    bic     r3, r2, r12, ror #24            @ ~B[2] & B[3]
    eor     r3, r3, r10, ror #1             @ out[1]
    str.w   r3, [sp, #92]                   @ A'[11] o
    eor     r4, r4, r3, ror #6              @ Co[1]
    bic     r5, r9, r2, ror #5              @ ~B[3] & B[4]
    eor     r5, r5, r12, ror #29            @ out[2]
    str.w   r5, [sp, #100]                  @ A'[12] o
    eor     r1, r1, r5, ror #30             @ Co[2]
    bic     r8, r7, r9, ror #23             @ ~B[4] & B[0]
    eor     r8, r8, r2, ror #28             @ out[3]
    str.w   r8, [sp, #108]                  @ A'[13] o
    eor     lr, lr, r8                      @ Co[3]
    bic     r3, r10, r7, ror #3             @ ~B[0] & B[1]
    eor     r3, r3, r9, ror #26             @ out[4]
    str.w   r3, [sp, #116]                  @ A'[14] o
    eor     r11, r11, r3, ror #19           @ Co[4]
    ldr.w   r5, [r0, #32]                   @ A[4] e
    ldr.w   r12, [sp, #232]                 @ De[4]
    ldr.w   r8, [r0, #44]                   @ A[5] o
    ldr.w   r2, [sp, #204]                  @ Do[0]
    ldr.w   r3, [r0, #92]                   @ A[11] o
    ldr.w   r7, [sp, #212]                  @ Do[1]
    ldr.w   r10, [r0, #136]                 @ A[17] e
    ldr.w   r9, [sp, #216]                  @ De[2]
    eor     r5, r5, r12                     @ B[0] (theta)
    eor     r8, r8, r2                      @ B[1] (theta)
    eor     r3, r3, r7                      @ B[2] (theta)
    eor     r10, r10, r9                    @ B[3] (theta)
    ldr.w   r12, [r0, #188]                 @ A[23] o
    ldr.w   r2, [sp, #228]                  @ Do[3]
    eor     r12, r12, r2                    @ B[4] (theta)
    bic     r7, r3, r8, ror #19             @ ~B[1] & B[2]
    eor     r7, r7, r5, ror #24             @ out[0]
    str.w   r7, [sp, #124]                  @ A'[15] o
    eor     r6, r6, r7, ror #27             @ Co[0]
    bic     r9, r10, r3, ror #2             @ ~B[2] & B[3]
    eor     r9, r9, r8, ror #21             @ out[1]
    str.w   r9, [sp, #132]                  @ A'[16] o
    eor     r4, r4, r9, ror #3              @ Co[1]
    bic     r2, r12, r10, ror #21           @ ~B[3] & B[4]
    eor     r2, r2, r3, ror #23             @ out[2]
    str.w   r2, [sp, #140]                  @ A'[17] o
    eor     r1, r1, r2, ror #11             @ Co[2]
    bic     r7, r5, r12, ror #17            @ ~B[4] & B[0]
    eor     r7, r7, r10, ror #6             @ out[3]
    str.w   r7, [sp, #148]                  @ A'[18] o
    eor     lr, lr, r7, ror #19             @ Co[3]
    bic     r9, r8, r5, ror #5              @ ~B[0] & B[1]
    eor     r9, r12, r9, ror #10            @ out[4]
    str.w   r9, [sp, #156]                  @ A'[19] o
    eor     r11, r11, r9, ror #26           @ Co[4]
    ldr.w   r2, [r0, #20]                   @ A[2] o
    ldr.w   r3, [sp, #220]                  @ Do[2]
    ldr.w   r7, [r0, #64]                   @ A[8] e
    ldr.w   r10, [sp, #224]                 @ De[3]
    ldr.w   r9, [r0, #112]                  @ A[14] e
    ldr.w   r5, [sp, #232]                  @ De[4]
    ldr.w   r8, [r0, #120]                  @ A[15] e
    ldr.w   r12, [sp, #200]                 @ De[0]
    eor     r2, r2, r3                      @ B[0] (theta)
    eor     r7, r7, r10                     @ B[1] (theta)
    eor     r9, r9, r5                      @ B[2] (theta)
    eor     r8, r8, r12                     @ B[3] (theta)
    ldr.w   r3, [r0, #172]                  @ A[21] o
    ldr.w   r10, [sp, #212]                 @ Do[1]
    eor     r3, r3, r10                     @ B[4] (theta)
    bic     r5, r9, r7, ror #24             @ ~B[1] & B[2]
    eor     r5, r5, r2, ror #20             @ out[0]
    str.w   r5, [sp, #164]                  @ A'[20] o
    eor     r6, r6, r5, ror #13             @ Co[0]
    bic     r12, r8, r9, ror #1             @ ~B[2] & B[3]
    eor     r12, r12, r7, ror #25           @ out[1]
    str.w   r12, [sp, #172]                 @ A'[21] o
    eor     r4, r4, r12, ror #22            @ Co[1]
    bic     r10, r3, r8, ror #13            @ ~B[3] & B[4]
    eor     r10, r10, r9, ror #14           @ out[2]
    str.w   r10, [sp, #180]                 @ A'[22] o
    eor     r1, r1, r10, ror #6             @ Co[2]
    bic     r5, r2, r3, ror #30             @ ~B[4] & B[0]
    eor     r5, r5, r8, ror #11             @ out[3]
    str.w   r5, [sp, #188]                  @ A'[23] o
    eor     lr, lr, r5, ror #1              @ Co[3]
    bic     r12, r7, r2, ror #28            @ ~B[0] & B[1]
    eor     r12, r12, r3, ror #26           @ out[4]
    str.w   r12, [sp, #196]                 @ A'[24] o
    eor     r11, r11, r12, ror #27          @ Co[4]
    ldr.w   r10, [sp, #240]                 @ Ce[0]
    ldr.w   r9, [sp, #244]                  @ Ce[1]
    ldr.w   r5, [sp, #248]                  @ Ce[2]
    ldr.w   r8, [sp, #252]                  @ Ce[3]
    ldr.w   r12, [sp, #256]                 @ Ce[4]
    eor     r2, r12, r4, ror #11            @ De[0]
    str.w   r2, [sp, #200]                  @ De[0]
    eor     r7, r11, r9, ror #11            @ Do[0]
    str.w   r7, [sp, #204]                  @ Do[0]
    eor     r3, r10, r1, ror #24            @ De[1]
    str.w   r3, [sp, #208]                  @ De[1]
    eor     r2, r6, r5, ror #25             @ Do[1]
    str.w   r2, [sp, #212]                  @ Do[1]
    eor     r7, r9, lr, ror #10             @ De[2]
    str.w   r7, [sp, #216]                  @ De[2]
    eor     r3, r8, r4, ror #22             @ Do[2]
    str.w   r3, [sp, #220]                  @ Do[2]
    eor     r2, r5, r11, ror #16            @ De[3]
    str.w   r2, [sp, #224]                  @ De[3]
    eor     r7, r1, r12, ror #17            @ Do[3]
    str.w   r7, [sp, #228]                  @ Do[3]
    eor     r3, r8, r6, ror #31             @ De[4]
    str.w   r3, [sp, #232]                  @ De[4]
    eor     r2, lr, r10                     @ Do[4]
    str.w   r2, [sp, #236]                  @ Do[4]
    @ ---- round 4i+1: stack buffer -> caller's buffer ----
    ldr.w   r7, [sp, #260]                  @ round-constant pointer
    ldr.w   r3, [sp, #0]
    ldr.w   r7, [r7, #8]                    @ RC[1] even word
    ldr.w   r2, [sp, #200]                  @ De[0]
    ldr.w   r10, [sp, #48]                  @ A[6] e
    ldr.w   r9, [sp, #208]                  @ De[1]
    ldr.w   r5, [sp, #100]                  @ A[12] o
    ldr.w   r8, [sp, #220]                  @ Do[2]
    ldr.w   r12, [sp, #148]                 @ A[18] o
    ldr.w   r6, [sp, #228]                  @ Do[3]
    ldr.w   r4, [sp, #192]                  @ A[24] e
    ldr.w   r1, [sp, #232]                  @ De[4]
    eor     r3, r3, r2, ror #10             @ B[0] (theta)
    eor     r10, r10, r9, ror #10           @ B[1] (theta)
    eor     r5, r5, r8, ror #9              @ B[2] (theta)
    eor     r12, r12, r6, ror #6            @ B[3] (theta)
    eor     r4, r4, r1, ror #28             @ B[4] (theta)
    bic     lr, r5, r10, ror #31            @ ~B[1] & B[2]
    eor     lr, r3, lr, ror #1              @ out[0]
    eor     lr, lr, r7                      @ iota
    str.w   lr, [r0, #0]                    @ A'[0] e
    bic     r11, r12, r5, ror #25           @ ~B[2] & B[3]
    eor     r11, r10, r11, ror #8           @ out[1]
    str.w   r11, [r0, #8]                   @ A'[1] e
    bic     r2, r4, r12, ror #11            @ ~B[3] & B[4]
    eor     r2, r2, r5, ror #4              @ out[2]
    str.w   r2, [r0, #16]                   @ A'[2] e
    bic     r9, r3, r4, ror #29             @ ~B[4] & B[0]
    eor     r9, r9, r12, ror #8             @ out[3]
    str.w   r9, [r0, #24]                   @ A'[3] e
    bic     r8, r10, r3                     @ ~B[0] & B[1]
    eor     r8, r8, r4, ror #29             @ out[4]
    str.w   r8, [r0, #32]                   @ A'[4] e
    ldr.w   r6, [sp, #24]                   @ A[3] e
    ldr.w   r1, [sp, #224]                  @ De[3]
    ldr.w   r7, [sp, #72]                   @ A[9] e
    ldr.w   r5, [sp, #232]                  @ De[4]
    ldr.w   r12, [sp, #84]                  @ A[10] o
    ldr.w   r3, [sp, #204]                  @ Do[0]
    ldr.w   r10, [sp, #132]                 @ A[16] o
    ldr.w   r4, [sp, #212]                  @ Do[1]
    eor     r6, r6, r1, ror #25             @ B[0] (theta)
    eor     r7, r7, r5, ror #10             @ B[1] (theta)
    eor     r12, r12, r3, ror #22           @ B[2] (theta)
    eor     r10, r10, r4, ror #7            @ B[3] (theta)
    ldr.w   r1, [sp, #180]                  @ A[22] o
    ldr.w   r5, [sp, #220]                  @ Do[2]
    eor     r1, r1, r5, ror #1              @ B[4] (theta)
    bic     r3, r12, r7, ror #26            @ ~B[1] & B[2]
    eor     r3, r3, r6                      @ out[0]
    str.w   r3, [r0, #40]                   @ A'[5] e
    eor     lr, lr, r3, ror #18             @ Ce[0]
    bic     r4, r10, r12, ror #16           @ ~B[2] & B[3]
    eor     r4, r4, r7, ror #10             @ out[1]
    str.w   r4, [r0, #48]                   @ A'[6] e
    eor     r11, r11, r4, ror #2            @ Ce[1]
    bic     r5, r1, r10, ror #2             @ ~B[3] & B[4]
    eor     r5, r5, r12, ror #18            @ out[2]
    str.w   r5, [r0, #56]                   @ A'[7] e
    eor     r2, r2, r5, ror #3              @ Ce[2]
    bic     r3, r6, r1, ror #14             @ ~B[4] & B[0]
    eor     r3, r3, r10, ror #16            @ out[3]
    str.w   r3, [r0, #64]                   @ A'[8] e
    eor     r9, r9, r3, ror #18             @ Ce[3]
    bic     r4, r7, r6, ror #6              @ ~B[0] & B[1]
    eor     r4, r4, r1, ror #20             @ out[4]
    str.w   r4, [r0, #72]                   @ A'[9] e
    eor     r8, r8, r4, ror #12             @ Ce[4]
    ldr.w   r5, [sp, #12]                   @ A[1] o
    ldr.w   r12, [sp, #212]                 @ Do[1]
    ldr.w   r3, [sp, #56]                   @ A[7] e
    ldr.w   r10, [sp, #216]                 @ De[2]
    ldr.w   r4, [sp, #108]                  @ A[13] o
    ldr.w   r6, [sp, #228]                  @ Do[3]
    ldr.w   r7, [sp, #152]                  @ A[19] e
    ldr.w   r1, [sp, #232]                  @ De[4]
    eor     r5, r5, r12, ror #10            @ B[0] (theta)
    eor     r3, r3, r10, ror #20            @ B[1] (theta)
    eor     r4, r4, r6, ror #25             @ B[2] (theta)
    eor     r7, r7, r1, ror #28             @ B[3] (theta)
    ldr.w   r12, [sp, #160]                 @ A[20] e
    ldr.w   r10, [sp, #200]                 @ De[0]
    eor     r12, r12, r10, ror #30          @ B[4] (theta)
    bic     r6, r4, r3, ror #11             @ ~B[1] & B[2]
    eor     r6, r6, r5, ror #2              @ out[0]
    str.w   r6, [r0, #80]                   @ A'[10] e
    eor     lr, lr, r6, ror #19             @ Ce[0]
    bic     r1, r7, r4, ror #19             @ ~B[2] & B[3]
    eor     r1, r1, r3, ror #30             @ out[1]
    str.w   r1, [r0, #88]                   @ A'[11] e
    eor     r11, r11, r1                    @ Ce[1]
    bic     r10, r12, r7, ror #29           @ ~B[3] & B[4]
    eor     r10, r10, r4, ror #16           @ out[2]
    str.w   r10, [r0, #96]                  @ A'[12] e
    eor     r2, r2, r10, ror #6             @ Ce[2]
    bic     r6, r5, r12, ror #14            @ ~B[4] & B[0]
    eor     r6, r6, r7, ror #11             @ out[3]
    str.w   r6, [r0, #104]                  @ A'[13] e
    eor     r9, r9, r6, ror #21             @ Ce[3]
    bic     r1, r3, r5, ror #23             @ ~B[0] & B[1]
    eor     r1, r1, r12, ror #5             @ out[4]
    str.w   r1, [r0, #112]                  @ A'[14] e
    eor     r8, r8, r1, ror #30             @ Ce[4]
    ldr.w   r10, [sp, #36]                  @ A[4] o
    ldr.w   r4, [sp, #236]                  @ Do[4]
    ldr.w   r6, [sp, #40]                   @ A[5] e
    ldr.w   r7, [sp, #200]                  @ De[0]
    ldr.w   r1, [sp, #88]                   @ A[11] e
    ldr.w   r5, [sp, #208]                  @ De[1]
    ldr.w   r3, [sp, #140]                  @ A[17] o
    ldr.w   r12, [sp, #220]                 @ Do[2]
    eor     r10, r10, r4, ror #22           @ B[0] (theta)
    eor     r6, r6, r7, ror #24             @ B[1] (theta)
    eor     r1, r1, r5, ror #4              @ B[2] (theta)
    eor     r3, r3, r12, ror #28            @ B[3] (theta)
    ldr.w   r4, [sp, #184]                  @ A[23] e
    ldr.w   r7, [sp, #224]                  @ De[3]
    eor     r4, r4, r7, ror #24             @ B[4] (theta)
    bic     r5, r1, r6, ror #9              @ ~B[1] & B[2]
    eor     r5, r5, r10, ror #5             @ out[0]
    str.w   r5, [r0, #120]                  @ A'[15] e
    eor     lr, lr, r5, ror #23             @ Ce[0]
    bic     r12, r3, r1, ror #27            @ ~B[2] & B[3]
    eor     r12, r12, r6, ror #4            @ out[1]
    str.w   r12, [r0, #128]                 @ A'[16] e
    eor     r11, r11, r12, ror #28          @ Ce[1]
    bic     r7, r4, r3, ror #23             @ ~B[3] & B[4]
    eor     r7, r7, r1, ror #18             @ out[2]
    str.w   r7, [r0, #136]                  @ A'[17] e
    eor     r2, r2, r7, ror #8              @ Ce[2]
    bic     r5, r10, r4, ror #9             @ ~B[4] & B[0]
    eor     r5, r5, r3                      @ out[3]
    str.w   r5, [r0, #144]                  @ A'[18] e
    eor     r9, r9, r5, ror #28             @ Ce[3]
    bic     r12, r6, r10, ror #28           @ ~B[0] & B[1]
    eor     r12, r12, r4, ror #5            @ out[4]
    str.w   r12, [r0, #152]                 @ A'[19] e
    eor     r8, r8, r12                     @ Ce[4]
    ldr.w   r7, [sp, #16]                   @ A[2] e
    ldr.w   r1, [sp, #216]                  @ De[2]
    ldr.w   r5, [sp, #68]                   @ A[8] o
    ldr.w   r3, [sp, #228]                  @ Do[3]
    ldr.w   r12, [sp, #116]                 @ A[14] o
    ldr.w   r10, [sp, #236]                 @ Do[4]
    ldr.w   r6, [sp, #124]                  @ A[15] o
    ldr.w   r4, [sp, #204]                  @ Do[0]
    eor     r7, r7, r1, ror #28             @ B[0] (theta)
    eor     r5, r5, r3, ror #7              @ B[1] (theta)
    eor     r12, r12, r10, ror #3           @ B[2] (theta)
    eor     r6, r6, r4, ror #15             @ B[3] (theta)
    ldr.w   r1, [sp, #168]                  @ A[21] e
    ldr.w   r3, [sp, #208]                  @ De[1]
    eor     r1, r1, r3, ror #21             @ B[4] (theta)
    bic     r10, r12, r5, ror #13           @ ~B[1] & B[2]
    eor     r10, r10, r7, ror #17           @ out[0]
    str.w   r10, [r0, #160]                 @ A'[20] e
    eor     lr, lr, r10, ror #9             @ Ce[0]
    bic     r4, r6, r12, ror #3             @ ~B[2] & B[3]
    eor     r4, r4, r5, ror #16             @ out[1]
    str.w   r4, [r0, #168]                  @ A'[21] e
    eor     r11, r11, r4, ror #6            @ Ce[1]
    bic     r3, r1, r6, ror #28             @ ~B[3] & B[4]
    eor     r3, r3, r12, ror #31            @ out[2]
    str.w   r3, [r0, #176]                  @ A'[22] e
    eor     r2, r2, r3, ror #13             @ Ce[2]
    bic     r10, r7, r1, ror #16            @ ~B[4] & B[0]
    eor     r10, r10, r6, ror #12           @ out[3]
    str.w   r10, [r0, #184]                 @ A'[23] e
    eor     r9, r9, r10, ror #26            @ Ce[3]
    bic     r4, r5, r7, ror #4              @ ~B[0] & B[1]
    eor     r4, r4, r1, ror #20             @ out[4]
    str.w   r4, [r0, #192]                  @ A'[24] e
    eor     r8, r8, r4, ror #22             @ Ce[4]
    str.w   lr, [sp, #240]                  @ Ce[0] (next round)
    str.w   r11, [sp, #244]                 @ Ce[1] (next round)
    str.w   r2, [sp, #248]                  @ Ce[2] (next round)
    str.w   r9, [sp, #252]                  @ Ce[3] (next round)
    str.w   r8, [sp, #256]                  @ Ce[4] (next round)
    ldr.w   r3, [sp, #260]                  @ round-constant pointer
    ldr.w   r12, [sp, #4]
    ldr.w   r3, [r3, #12]                   @ RC[1] odd word
    ldr.w   r10, [sp, #204]                 @ Do[0]
    ldr.w   r6, [sp, #52]                   @ A[6] o
    ldr.w   r4, [sp, #212]                  @ Do[1]
    ldr.w   r7, [sp, #96]                   @ A[12] e
    ldr.w   r5, [sp, #216]                  @ De[2]
    ldr.w   r1, [sp, #144]                  @ A[18] e
    ldr.w   lr, [sp, #224]                  @ De[3]
    ldr.w   r11, [sp, #196]                 @ A[24] o
    ldr.w   r2, [sp, #236]                  @ Do[4]
    eor     r12, r12, r10, ror #10          @ B[0] (theta)
    eor     r6, r6, r4, ror #10             @ B[1] (theta)
    eor     r5, r5, r7, ror #2              @ B[2] (theta)
    eor     r1, r1, lr, ror #7              @ B[3] (theta)
    eor     r11, r11, r2, ror #27           @ B[4] (theta)
    bic     r9, r5, r6                      @ ~B[1] & B[2]
    eor     r9, r9, r12                     @ out[0]
    eor     r9, r9, r3                      @ iota
    str.w   r9, [r0, #4]                    @ A'[0] o
    bic     r8, r1, r5, ror #24             @ ~B[2] & B[3]
    eor     r8, r8, r6, ror #24             @ out[1]
    str.w   r8, [r0, #12]                   @ A'[1] o
    bic     r10, r11, r1, ror #10           @ ~B[3] & B[4]
    eor     r10, r10, r5, ror #2            @ out[2]
    str.w   r10, [r0, #20]                  @ A'[2] o
    bic     r4, r12, r11, ror #30           @ ~B[4] & B[0]
    eor     r4, r4, r1, ror #8              @ out[3]
    str.w   r4, [r0, #28]                   @ A'[3] o
    bic     r7, r6, r12                     @ ~B[0] & B[1]
    eor     r7, r7, r11, ror #30            @ out[4]
    str.w   r7, [r0, #36]                   @ A'[4] o
    ldr.w   lr, [sp, #28]                   @ A[3] o
    ldr.w   r2, [sp, #228]                  @ Do[3]
    ldr.w   r3, [sp, #76]                   @ A[9] o
    ldr.w   r5, [sp, #236]                  @ Do[4]
    ldr.w   r1, [sp, #80]                   @ A[10] e
    ldr.w   r12, [sp, #200]                 @ De[0]
    ldr.w   r6, [sp, #128]                  @ A[16] e
    ldr.w   r11, [sp, #208]                 @ De[1]
    eor     lr, lr, r2, ror #25             @ B[0] (theta)
    eor     r3, r3, r5, ror #10             @ B[1] (theta)
    eor     r1, r1, r12, ror #23            @ B[2] (theta)
    eor     r6, r6, r11, ror #8             @ B[3] (theta)
    ldr.w   r2, [sp, #176]                  @ A[22] e
    ldr.w   r5, [sp, #216]                  @ De[2]
    eor     r2, r2, r5, ror #22             @ B[4] (theta)
    bic     r12, r1, r3, ror #26            @ ~B[1] & B[2]
    eor     r12, r12, lr                    @ out[0]
    str.w   r12, [r0, #44]                  @ A'[5] o
    eor     r9, r9, r12, ror #18            @ Co[0]
    bic     r11, r6, r1, ror #16            @ ~B[2] & B[3]
    eor     r11, r11, r3, ror #10           @ out[1]
    str.w   r11, [r0, #52]                  @ A'[6] o
    eor     r8, r8, r11, ror #26            @ Co[1]
    bic     r5, r2, r6, ror #1              @ ~B[3] & B[4]
    eor     r5, r5, r1, ror #17             @ out[2]
    str.w   r5, [r0, #60]                   @ A'[7] o
    eor     r10, r10, r5, ror #3            @ Co[2]
    bic     r12, lr, r2, ror #15            @ ~B[4] & B[0]
    eor     r12, r12, r6, ror #16           @ out[3]
    str.w   r12, [r0, #68]                  @ A'[8] o
    eor     r4, r4, r12, ror #18            @ Co[3]
    bic     r11, r3, lr, ror #6             @ ~B[0] & B[1]
    eor     r11, r11, r2, ror #21           @ out[4]
    str.w   r11, [r0, #76]                  @ A'[9] o
    eor     r7, r7, r11, ror #12            @ Co[4]
    ldr.w   r5, [sp, #8]                    @ A[1] e
    ldr.w   r1, [sp, #208]                  @ De[1]
    ldr.w   r12, [sp, #60]                  @ A[7] o
    ldr.w   r6, [sp, #220]                  @ Do[2]
    ldr.w   r11, [sp, #104]                 @ A[13] e
    ldr.w   lr, [sp, #224]                  @ De[3]
    ldr.w   r3, [sp, #156]                  @ A[19] o
    ldr.w   r2, [sp, #236]                  @ Do[4]
    eor     r1, r1, r5, ror #21             @ B[0] (theta)
    eor     r12, r12, r6, ror #30           @ B[1] (theta)
    eor     r11, r11, lr, ror #26           @ B[2] (theta)
    eor     r3, r3, r2, ror #28             @ B[3] (theta)
    ldr.w   r5, [sp, #164]                  @ A[20] o
    ldr.w   r6, [sp, #204]                  @ Do[0]
    eor     r5, r5, r6, ror #29             @ B[4] (theta)
    bic     lr, r11, r12, ror #12           @ ~B[1] & B[2]
    eor     lr, lr, r1, ror #13             @ out[0]
    str.w   lr, [r0, #84]                   @ A'[10] o
    eor     r9, r9, lr, ror #19             @ Co[0]
    bic     r2, r3, r11, ror #19            @ ~B[2] & B[3]
    eor     r2, r2, r12, ror #31            @ out[1]
    str.w   r2, [r0, #92]                   @ A'[11] o
    eor     r8, r8, r2, ror #24             @ Co[1]
    bic     r6, r5, r3, ror #28             @ ~B[3] & B[4]
    eor     r6, r6, r11, ror #15            @ out[2]
    str.w   r6, [r0, #100]                  @ A'[12] o
    eor     r10, r10, r6, ror #6            @ Co[2]
    bic     lr, r1, r5, ror #4              @ ~B[4] & B[0]
    eor     lr, lr, r3                      @ out[3]
    str.w   lr, [r0, #108]                  @ A'[13] o
    eor     r4, r4, lr                      @ Co[3]
    bic     r2, r12, r1, ror #1             @ ~B[0] & B[1]
    eor     r2, r2, r5, ror #5              @ out[4]
    str.w   r2, [r0, #116]                  @ A'[14] o
    eor     r7, r7, r2, ror #31             @ Co[4]
    ldr.w   r6, [sp, #32]                   @ A[4] e
    ldr.w   r11, [sp, #232]                 @ De[4]
    ldr.w   lr, [sp, #44]                   @ A[5] o
    ldr.w   r3, [sp, #204]                  @ Do[0]
    ldr.w   r2, [sp, #92]                   @ A[11] o
    ldr.w   r1, [sp, #212]                  @ Do[1]
    ldr.w   r12, [sp, #136]                 @ A[17] e
    ldr.w   r5, [sp, #216]                  @ De[2]
    eor     r6, r6, r11, ror #22            @ B[0] (theta)
    eor     lr, lr, r3, ror #24             @ B[1] (theta)
    eor     r2, r2, r1, ror #4              @ B[2] (theta)
    eor     r12, r12, r5, ror #17           @ B[3] (theta)
    ldr.w   r11, [sp, #188]                 @ A[23] o
    ldr.w   r3, [sp, #228]                  @ Do[3]
    eor     r11, r11, r3, ror #24           @ B[4] (theta)
    bic     r1, r2, lr, ror #9              @ ~B[1] & B[2]
    eor     r1, r1, r6, ror #6              @ out[0]
    str.w   r1, [r0, #124]                  @ A'[15] o
    eor     r9, r9, r1, ror #23             @ Co[0]
    bic     r5, r12, r2, ror #26            @ ~B[2] & B[3]
    eor     r5, r5, lr, ror #3              @ out[1]
    str.w   r5, [r0, #132]                  @ A'[16] o
    eor     r8, r8, r5, ror #21             @ Co[1]
    bic     r3, r11, r12, ror #24           @ ~B[3] & B[4]
    eor     r3, r3, r2, ror #18             @ out[2]
    str.w   r3, [r0, #140]                  @ A'[17] o
    eor     r10, r10, r3, ror #7            @ Co[2]
    bic     r1, r6, r11, ror #8             @ ~B[4] & B[0]
    eor     r1, r1, r12                     @ out[3]
    str.w   r1, [r0, #148]                  @ A'[18] o
    eor     r4, r4, r1, ror #29             @ Co[3]
    bic     r5, lr, r6, ror #29             @ ~B[0] & B[1]
    eor     r5, r5, r11, ror #5             @ out[4]
    str.w   r5, [r0, #156]                  @ A'[19] o
    eor     r7, r7, r5                      @ Co[4]
    ldr.w   r3, [sp, #20]                   @ A[2] o
    ldr.w   r2, [sp, #220]                  @ Do[2]
    ldr.w   r1, [sp, #64]                   @ A[8] e
    ldr.w   r12, [sp, #224]                 @ De[3]
    ldr.w   r5, [sp, #112]                  @ A[14] e
    ldr.w   r6, [sp, #232]                  @ De[4]
    ldr.w   lr, [sp, #120]                  @ A[15] e
    ldr.w   r11, [sp, #200]                 @ De[0]
    eor     r3, r3, r2, ror #7              @ B[0] (theta)
    eor     r1, r1, r12, ror #7             @ B[1] (theta)
    eor     r5, r5, r6, ror #3              @ B[2] (theta)
    eor     lr, lr, r11, ror #15            @ B[3] (theta)
    ldr.w   r2, [sp, #172]                  @ A[21] o
    ldr.w   r12, [sp, #212]                 @ Do[1]
    eor     r2, r2, r12, ror #20            @ B[4] (theta)
    bic     r6, r5, r1, ror #13             @ ~B[1] & B[2]
    eor     r6, r6, r3, ror #16             @ out[0]
    str.w   r6, [r0, #164]                  @ A'[20] o
    eor     r9, r9, r6, ror #10             @ Co[0]
    bic     r11, lr, r5, ror #3             @ ~B[2] & B[3]
    eor     r11, r11, r1, ror #16           @ out[1]
    str.w   r11, [r0, #172]                 @ A'[21] o
    eor     r8, r8, r11, ror #31            @ Co[1]
    bic     r12, r2, lr, ror #28            @ ~B[3] & B[4]
    eor     r12, r12, r5, ror #31           @ out[2]
    str.w   r12, [r0, #180]                 @ A'[22] o
    eor     r10, r10, r12, ror #13          @ Co[2]
    bic     r6, r3, r2, ror #17             @ ~B[4] & B[0]
    eor     r6, r6, lr, ror #13             @ out[3]
    str.w   r6, [r0, #188]                  @ A'[23] o
    eor     r4, r4, r6, ror #26             @ Co[3]
    bic     r11, r1, r3, ror #3             @ ~B[0] & B[1]
    eor     r11, r11, r2, ror #20           @ out[4]
    str.w   r11, [r0, #196]                 @ A'[24] o
    eor     r7, r7, r11, ror #23            @ Co[4]
    ldr.w   r12, [sp, #240]                 @ Ce[0]
    ldr.w   r5, [sp, #244]                  @ Ce[1]
    ldr.w   r6, [sp, #248]                  @ Ce[2]
    ldr.w   lr, [sp, #252]                  @ Ce[3]
    ldr.w   r11, [sp, #256]                 @ Ce[4]
    eor     r3, r11, r8, ror #7             @ De[0]
    str.w   r3, [sp, #200]                  @ De[0]
    eor     r1, r7, r5                      @ Do[0]
    str.w   r1, [sp, #204]                  @ Do[0]
    eor     r2, r12, r10, ror #29           @ De[1]
    str.w   r2, [sp, #208]                  @ De[1]
    eor     r3, r9, r6, ror #29             @ Do[1]
    str.w   r3, [sp, #212]                  @ Do[1]
    eor     r1, r5, r4, ror #31             @ De[2]
    str.w   r1, [sp, #216]                  @ De[2]
    eor     r2, lr, r8, ror #8              @ Do[2]
    str.w   r2, [sp, #220]                  @ Do[2]
    eor     r3, r6, r7, ror #2              @ De[3]
    str.w   r3, [sp, #224]                  @ De[3]
    eor     r1, r11, r10, ror #30           @ Do[3]
    str.w   r1, [sp, #228]                  @ Do[3]
    eor     r2, lr, r9, ror #31             @ De[4]
    str.w   r2, [sp, #232]                  @ De[4]
    eor     r3, r4, r12                     @ Do[4]
    str.w   r3, [sp, #236]                  @ Do[4]
    @ ---- round 4i+2: caller's buffer -> stack buffer ----
    ldr.w   r1, [sp, #260]                  @ round-constant pointer
    ldr.w   r2, [r0, #0]
    ldr.w   r1, [r1, #16]                   @ RC[2] even word
    ldr.w   r3, [sp, #200]                  @ De[0]
    ldr.w   r12, [r0, #48]                  @ A[6] e
    ldr.w   r5, [sp, #208]                  @ De[1]
    ldr.w   r6, [r0, #100]                  @ A[12] o
    ldr.w   lr, [sp, #220]                  @ Do[2]
    ldr.w   r11, [r0, #148]                 @ A[18] o
    ldr.w   r9, [sp, #228]                  @ Do[3]
    ldr.w   r8, [r0, #192]                  @ A[24] e
    ldr.w   r10, [sp, #232]                 @ De[4]
    eor     r2, r2, r3                      @ B[0] (theta)
    eor     r12, r12, r5, ror #30           @ B[1] (theta)
    eor     r6, r6, lr, ror #28             @ B[2] (theta)
    eor     r11, r11, r9, ror #3            @ B[3] (theta)
    eor     r8, r8, r10, ror #10            @ B[4] (theta)
    bic     r4, r6, r12, ror #30            @ ~B[1] & B[2]
    eor     r4, r2, r4, ror #14             @ out[0]
    eor     r4, r4, r1                      @ iota
    str.w   r4, [sp, #0]                    @ A'[0] e
    bic     r7, r11, r6, ror #28            @ ~B[2] & B[3]
    eor     r7, r7, r12, ror #26            @ out[1]
    str.w   r7, [sp, #8]                    @ A'[1] e
    bic     r3, r8, r11, ror #3             @ ~B[3] & B[4]
    eor     r3, r3, r6, ror #31             @ out[2]
    str.w   r3, [sp, #16]                   @ A'[2] e
    bic     r5, r2, r8, ror #15             @ ~B[4] & B[0]
    eor     r5, r5, r11, ror #18            @ out[3]
    str.w   r5, [sp, #24]                   @ A'[3] e
    bic     lr, r12, r2, ror #20            @ ~B[0] & B[1]
    eor     lr, lr, r8, ror #3              @ out[4]
    str.w   lr, [sp, #32]                   @ A'[4] e
    ldr.w   r9, [r0, #24]                   @ A[3] e
    ldr.w   r10, [sp, #224]                 @ De[3]
    ldr.w   r1, [r0, #72]                   @ A[9] e
    ldr.w   r6, [sp, #232]                  @ De[4]
    ldr.w   r11, [r0, #84]                  @ A[10] o
    ldr.w   r2, [sp, #204]                  @ Do[0]
    ldr.w   r12, [r0, #132]                 @ A[16] o
    ldr.w   r8, [sp, #212]                  @ Do[1]
    eor     r9, r9, r10, ror #29            @ B[0] (theta)
    eor     r1, r1, r6, ror #20             @ B[1] (theta)
    eor     r11, r11, r2, ror #13           @ B[2] (theta)
    eor     r12, r12, r8, ror #3            @ B[3] (theta)
    ldr.w   r10, [r0, #180]                 @ A[22] o
    ldr.w   r6, [sp, #220]                  @ Do[2]
    eor     r10, r10, r6, ror #21           @ B[4] (theta)
    bic     r2, r11, r1, ror #17            @ ~B[1] & B[2]
    eor     r2, r9, r2, ror #31             @ out[0]
    str.w   r2, [sp, #40]                   @ A'[5] e
    eor     r4, r4, r2, ror #18             @ Ce[0]
    bic     r8, r12, r11, ror #11           @ ~B[2] & B[3]
    eor     r8, r8, r1, ror #28             @ out[1]
    str.w   r8, [sp, #48]                   @ A'[6] e
    eor     r7, r7, r8, ror #20             @ Ce[1]
    bic     r6, r10, r12, ror #26           @ ~B[3] & B[4]
    eor     r6, r6, r11, ror #5             @ out[2]
    str.w   r6, [sp, #56]                   @ A'[7] e
    eor     r3, r3, r6, ror #29             @ Ce[2]
    bic     r2, r9, r10, ror #26            @ ~B[4] & B[0]
    eor     r2, r2, r12, ror #20            @ out[3]
    str.w   r2, [sp, #64]                   @ A'[8] e
    eor     r5, r5, r2, ror #18             @ Ce[3]
    bic     r8, r1, r9, ror #16             @ ~B[0] & B[1]
    eor     r8, r8, r10, ror #10            @ out[4]
    str.w   r8, [sp, #72]                   @ A'[9] e
    eor     lr, lr, r8, ror #22             @ Ce[4]
    ldr.w   r6, [r0, #12]                   @ A[1] o
    ldr.w   r11, [sp, #212]                 @ Do[1]
    ldr.w   r2, [r0, #56]                   @ A[7] e
    ldr.w   r12, [sp, #216]                 @ De[2]
    ldr.w   r8, [r0, #108]                  @ A[13] o
    ldr.w   r9, [sp, #228]                  @ Do[3]
    ldr.w   r1, [r0, #152]                  @ A[19] e
    ldr.w   r10, [sp, #232]                 @ De[4]
    eor     r6, r6, r11, ror #24            @ B[0] (theta)
    eor     r2, r2, r12                     @ B[1] (theta)
    eor     r8, r8, r9                      @ B[2] (theta)
    eor     r1, r1, r10                     @ B[3] (theta)
    ldr.w   r11, [r0, #160]                 @ A[20] e
    ldr.w   r12, [sp, #200]                 @ De[0]
    eor     r11, r11, r12, ror #23          @ B[4] (theta)
    bic     r9, r8, r2, ror #10             @ ~B[1] & B[2]
    eor     r9, r9, r6, ror #20             @ out[0]
    str.w   r9, [sp, #80]                   @ A'[10] e
    eor     r4, r4, r9, ror #19             @ Ce[0]
    bic     r10, r1, r8, ror #23            @ ~B[2] & B[3]
    eor     r10, r10, r2, ror #1            @ out[1]
    str.w   r10, [sp, #88]                  @ A'[11] e
    eor     r7, r7, r10, ror #10            @ Ce[1]
    bic     r12, r11, r1, ror #28           @ ~B[3] & B[4]
    eor     r12, r12, r8, ror #19           @ out[2]
    str.w   r12, [sp, #96]                  @ A'[12] e
    eor     r3, r3, r12, ror #17            @ Ce[2]
    bic     r9, r6, r11, ror #25            @ ~B[4] & B[0]
    eor     r9, r9, r1, ror #21             @ out[3]
    str.w   r9, [sp, #104]                  @ A'[13] e
    eor     r5, r5, r9, ror #7              @ Ce[3]
    bic     r10, r2, r6, ror #10            @ ~B[0] & B[1]
    eor     r10, r10, r11, ror #3           @ out[4]
    str.w   r10, [sp, #112]                 @ A'[14] e
    eor     lr, lr, r10, ror #17            @ Ce[4]
    ldr.w   r12, [r0, #36]                  @ A[4] o
    ldr.w   r8, [sp, #236]                  @ Do[4]
    ldr.w   r9, [r0, #40]                   @ A[5] e
    ldr.w   r1, [sp, #200]                  @ De[0]
    ldr.w   r10, [r0, #88]                  @ A[11] e
    ldr.w   r6, [sp, #208]                  @ De[1]
    ldr.w   r2, [r0, #140]                  @ A[17] o
    ldr.w   r11, [sp, #220]                 @ Do[2]
    eor     r12, r12, r8                    @ B[0] (theta)
    eor     r9, r9, r1, ror #14             @ B[1] (theta)
    eor     r10, r10, r6                    @ B[2] (theta)
    eor     r2, r2, r11, ror #27            @ B[3] (theta)
    ldr.w   r8, [r0, #184]                  @ A[23] e
    ldr.w   r1, [sp, #224]                  @ De[3]
    eor     r8, r8, r1, ror #3              @ B[4] (theta)
    bic     r6, r10, r9, ror #5             @ ~B[1] & B[2]
    eor     r6, r6, r12, ror #23            @ out[0]
    str.w   r6, [sp, #120]                  @ A'[15] e
    eor     r4, r4, r6, ror #27             @ Ce[0]
    bic     r11, r2, r10, ror #30           @ ~B[2] & B[3]
    eor     r11, r11, r9, ror #3            @ out[1]
    str.w   r11, [sp, #128]                 @ A'[16] e
    eor     r7, r7, r11, ror #11            @ Ce[1]
    bic     r1, r8, r2, ror #31             @ ~B[3] & B[4]
    eor     r1, r1, r10, ror #29            @ out[2]
    str.w   r1, [sp, #136]                  @ A'[17] e
    eor     r3, r3, r1, ror #15             @ Ce[2]
    bic     r6, r12, r8, ror #12            @ ~B[4] & B[0]
    eor     r6, r6, r2, ror #11             @ out[3]
    str.w   r6, [sp, #144]                  @ A'[18] e
    eor     r5, r5, r6, ror #18             @ Ce[3]
    bic     r11, r9, r12, ror #18           @ ~B[0] & B[1]
    eor     r11, r11, r8, ror #30           @ out[4]
    str.w   r11, [sp, #152]                 @ A'[19] e
    eor     lr, lr, r11, ror #20            @ Ce[4]
    ldr.w   r1, [r0, #16]                   @ A[2] e
    ldr.w   r10, [sp, #216]                 @ De[2]
    ldr.w   r6, [r0, #68]                   @ A[8] o
    ldr.w   r2, [sp, #228]                  @ Do[3]
    ldr.w   r11, [r0, #116]                 @ A[14] o
    ldr.w   r12, [sp, #236]                 @ Do[4]
    ldr.w   r9, [r0, #124]                  @ A[15] o
    ldr.w   r8, [sp, #204]                  @ Do[0]
    eor     r1, r1, r10, ror #3             @ B[0] (theta)
    eor     r6, r6, r2, ror #14             @ B[1] (theta)
    eor     r11, r11, r12, ror #1           @ B[2] (theta)
    eor     r9, r9, r8, ror #9              @ B[3] (theta)
    ldr.w   r10, [r0, #168]                 @ A[21] e
    ldr.w   r2, [sp, #208]                  @ De[1]
    eor     r10, r10, r2, ror #26           @ B[4] (theta)
    bic     r12, r11, r6, ror #11           @ ~B[1] & B[2]
    eor     r12, r12, r1, ror #19           @ out[0]
    str.w   r12, [sp, #160]                 @ A'[20] e
    eor     r4, r4, r12, ror #11            @ Ce[0]
    bic     r8, r9, r11, ror #9             @ ~B[2] & B[3]
    eor     r8, r8, r6, ror #20             @ out[1]
    str.w   r8, [sp, #168]                  @ A'[21] e
    eor     r7, r7, r8, ror #16             @ Ce[1]
    bic     r2, r10, r9, ror #29            @ ~B[3] & B[4]
    eor     r2, r2, r11, ror #6             @ out[2]
    str.w   r2, [sp, #176]                  @ A'[22] e
    eor     r3, r3, r2, ror #22             @ Ce[2]
    bic     r12, r1, r10, ror #7            @ ~B[4] & B[0]
    eor     r12, r12, r9, ror #4            @ out[3]
    str.w   r12, [sp, #184]                 @ A'[23] e
    eor     r5, r5, r12, ror #30            @ Ce[3]
    bic     r8, r6, r1, ror #8              @ ~B[0] & B[1]
    eor     r8, r8, r10, ror #15            @ out[4]
    str.w   r8, [sp, #192]                  @ A'[24] e
    eor     lr, lr, r8, ror #10             @ Ce[4]
    str.w   r4, [sp, #240]                  @ Ce[0] (next round)
    str.w   r7, [sp, #244]                  @ Ce[1] (next round)
    str.w   r3, [sp, #248]                  @ Ce[2] (next round)
    str.w   r5, [sp, #252]                  @ Ce[3] (next round)
    str.w   lr, [sp, #256]                  @ Ce[4] (next round)
    ldr.w   r2, [sp, #260]                  @ round-constant pointer
    ldr.w   r11, [r0, #4]
    ldr.w   r2, [r2, #20]                   @ RC[2] odd word
    ldr.w   r12, [sp, #204]                 @ Do[0]
    ldr.w   r9, [r0, #52]                   @ A[6] o
    ldr.w   r8, [sp, #212]                  @ Do[1]
    ldr.w   r1, [r0, #96]                   @ A[12] e
    ldr.w   r6, [sp, #216]                  @ De[2]
    ldr.w   r10, [r0, #144]                 @ A[18] e
    ldr.w   r4, [sp, #224]                  @ De[3]
    ldr.w   r7, [r0, #196]                  @ A[24] o
    ldr.w   r3, [sp, #236]                  @ Do[4]
    eor     r11, r11, r12                   @ B[0] (theta)
    eor     r9, r9, r8, ror #30             @ B[1] (theta)
    eor     r1, r1, r6, ror #29             @ B[2] (theta)
    eor     r10, r10, r4, ror #1            @ B[3] (theta)
    eor     r7, r7, r3, ror #9              @ B[4] (theta)
    bic     r5, r1, r9, ror #30             @ ~B[1] & B[2]
    eor     r5, r11, r5, ror #14            @ out[0]
    eor     r5, r5, r2                      @ iota
    str.w   r5, [sp, #4]                    @ A'[0] o
    bic     lr, r10, r1, ror #28            @ ~B[2] & B[3]
    eor     lr, lr, r9, ror #26             @ out[1]
    str.w   lr, [sp, #12]                   @ A'[1] o
    bic     r12, r7, r10, ror #2            @ ~B[3] & B[4]
    eor     r12, r12, r1, ror #30           @ out[2]
    str.w   r12, [sp, #20]                  @ A'[2] o
    bic     r8, r11, r7, ror #16            @ ~B[4] & B[0]
    eor     r8, r8, r10, ror #18            @ out[3]
    str.w   r8, [sp, #28]                   @ A'[3] o
    bic     r6, r9, r11, ror #20            @ ~B[0] & B[1]
    eor     r6, r6, r7, ror #4              @ out[4]
    str.w   r6, [sp, #36]                   @ A'[4] o
    ldr.w   r4, [r0, #28]                   @ A[3] o
    ldr.w   r3, [sp, #228]                  @ Do[3]
    ldr.w   r2, [r0, #76]                   @ A[9] o
    ldr.w   r1, [sp, #236]                  @ Do[4]
    ldr.w   r10, [r0, #80]                  @ A[10] e
    ldr.w   r11, [sp, #200]                 @ De[0]
    ldr.w   r9, [r0, #128]                  @ A[16] e
    ldr.w   r7, [sp, #208]                  @ De[1]
    eor     r4, r4, r3                      @ B[0] (theta)
    eor     r2, r2, r1, ror #20             @ B[1] (theta)
    eor     r10, r10, r11, ror #13          @ B[2] (theta)
    eor     r9, r9, r7, ror #4              @ B[3] (theta)
    ldr.w   r3, [r0, #176]                  @ A[22] e
    ldr.w   r1, [sp, #216]                  @ De[2]
    eor     r3, r3, r1, ror #22             @ B[4] (theta)
    bic     r11, r10, r2, ror #16           @ ~B[1] & B[2]
    eor     r11, r11, r4                    @ out[0]
    str.w   r11, [sp, #44]                  @ A'[5] o
    eor     r5, r5, r11, ror #18            @ Co[0]
    bic     r7, r9, r10, ror #12            @ ~B[2] & B[3]
    eor     r7, r7, r2, ror #28             @ out[1]
    str.w   r7, [sp, #52]                   @ A'[6] o
    eor     lr, lr, r7, ror #20             @ Co[1]
    bic     r1, r3, r9, ror #26             @ ~B[3] & B[4]
    eor     r1, r1, r10, ror #6             @ out[2]
    str.w   r1, [sp, #60]                   @ A'[7] o
    eor     r12, r12, r1, ror #28           @ Co[2]
    bic     r11, r4, r3, ror #26            @ ~B[4] & B[0]
    eor     r11, r11, r9, ror #20           @ out[3]
    str.w   r11, [sp, #68]                  @ A'[8] o
    eor     r8, r8, r11, ror #18            @ Co[3]
    bic     r7, r2, r4, ror #16             @ ~B[0] & B[1]
    eor     r7, r7, r3, ror #10             @ out[4]
    str.w   r7, [sp, #76]                   @ A'[9] o
    eor     r6, r6, r7, ror #22             @ Co[4]
    ldr.w   r1, [r0, #8]                    @ A[1] e
    ldr.w   r10, [sp, #208]                 @ De[1]
    ldr.w   r11, [r0, #60]                  @ A[7] o
    ldr.w   r9, [sp, #220]                  @ Do[2]
    ldr.w   r7, [r0, #104]                  @ A[13] e
    ldr.w   r4, [sp, #224]                  @ De[3]
    ldr.w   r2, [r0, #156]                  @ A[19] o
    ldr.w   r3, [sp, #236]                  @ Do[4]
    eor     r1, r1, r10                     @ B[0] (theta)
    eor     r11, r11, r9, ror #31           @ B[1] (theta)
    eor     r7, r7, r4, ror #8              @ B[2] (theta)
    eor     r2, r2, r3                      @ B[3] (theta)
    ldr.w   r10, [r0, #164]                 @ A[20] o
    ldr.w   r9, [sp, #204]                  @ Do[0]
    eor     r10, r10, r9, ror #22           @ B[4] (theta)
    bic     r4, r7, r11, ror #21            @ ~B[1] & B[2]
    eor     r4, r4, r1, ror #23             @ out[0]
    str.w   r4, [sp, #84]                   @ A'[10] o
    eor     r5, r5, r4, ror #9              @ Co[0]
    bic     r3, r2, r7, ror #13             @ ~B[2] & B[3]
    eor     r3, r3, r11, ror #2             @ out[1]
    str.w   r3, [sp, #92]                   @ A'[11] o
    eor     lr, lr, r3, ror #10             @ Co[1]
    bic     r9, r10, r2, ror #27            @ ~B[3] & B[4]
    eor     r9, r9, r7, ror #8              @ out[2]
    str.w   r9, [sp, #100]                  @ A'[12] o
    eor     r12, r12, r9, ror #17           @ Co[2]
    bic     r4, r1, r10, ror #1             @ ~B[4] & B[0]
    eor     r4, r4, r2, ror #28             @ out[3]
    str.w   r4, [sp, #108]                  @ A'[13] o
    eor     r8, r8, r4                      @ Co[3]
    bic     r3, r11, r1, ror #2             @ ~B[0] & B[1]
    eor     r3, r3, r10, ror #3             @ out[4]
    str.w   r3, [sp, #116]                  @ A'[14] o
    eor     r6, r6, r3, ror #18             @ Co[4]
    ldr.w   r9, [r0, #32]                   @ A[4] e
    ldr.w   r7, [sp, #232]                  @ De[4]
    ldr.w   r4, [r0, #44]                   @ A[5] o
    ldr.w   r2, [sp, #204]                  @ Do[0]
    ldr.w   r3, [r0, #92]                   @ A[11] o
    ldr.w   r1, [sp, #212]                  @ Do[1]
    ldr.w   r11, [r0, #136]                 @ A[17] e
    ldr.w   r10, [sp, #216]                 @ De[2]
    eor     r9, r9, r7                      @ B[0] (theta)
    eor     r4, r4, r2, ror #14             @ B[1] (theta)
    eor     r3, r3, r1                      @ B[2] (theta)
    eor     r11, r11, r10, ror #27          @ B[3] (theta)
    ldr.w   r7, [r0, #188]                  @ A[23] o
    ldr.w   r2, [sp, #228]                  @ Do[3]
    eor     r7, r7, r2, ror #6              @ B[4] (theta)
    bic     r1, r3, r4, ror #5              @ ~B[1] & B[2]
    eor     r1, r1, r9, ror #24             @ out[0]
    str.w   r1, [sp, #124]                  @ A'[15] o
    eor     r5, r5, r1, ror #27             @ Co[0]
    bic     r10, r11, r3, ror #29           @ ~B[2] & B[3]
    eor     r10, r10, r4, ror #2            @ out[1]
    str.w   r10, [sp, #132]                 @ A'[16] o
    eor     lr, lr, r10, ror #12            @ Co[1]
    bic     r2, r7, r11                     @ ~B[3] & B[4]
    eor     r2, r2, r3, ror #29             @ out[2]
    str.w   r2, [sp, #140]                  @ A'[17] o
    eor     r12, r12, r2, ror #14           @ Co[2]
    bic     r1, r9, r7, ror #11             @ ~B[4] & B[0]
    eor     r1, r1, r11, ror #11            @ out[3]
    str.w   r1, [sp, #148]                  @ A'[18] o
    eor     r8, r8, r1, ror #19             @ Co[3]
    bic     r10, r4, r9, ror #19            @ ~B[0] & B[1]
    eor     r10, r10, r7, ror #30           @ out[4]
    str.w   r10, [sp, #156]                 @ A'[19] o
    eor     r6, r6, r10, ror #20            @ Co[4]
    ldr.w   r2, [r0, #20]                   @ A[2] o
    ldr.w   r3, [sp, #220]                  @ Do[2]
    ldr.w   r1, [r0, #64]                   @ A[8] e
    ldr.w   r11, [sp, #224]                 @ De[3]
    ldr.w   r10, [r0, #112]                 @ A[14] e
    ldr.w   r9, [sp, #232]                  @ De[4]
    ldr.w   r4, [r0, #120]                  @ A[15] e
    ldr.w   r7, [sp, #200]                  @ De[0]
    eor     r2, r2, r3, ror #2              @ B[0] (theta)
    eor     r1, r1, r11, ror #11            @ B[1] (theta)
    eor     r10, r10, r9, ror #2            @ B[2] (theta)
    eor     r4, r4, r7, ror #9              @ B[3] (theta)
    ldr.w   r3, [r0, #172]                  @ A[21] o
    ldr.w   r11, [sp, #212]                 @ Do[1]
    eor     r3, r3, r11, ror #25            @ B[4] (theta)
    bic     r9, r10, r1, ror #12            @ ~B[1] & B[2]
    eor     r9, r9, r2, ror #20             @ out[0]
    str.w   r9, [sp, #164]                  @ A'[20] o
    eor     r5, r5, r9, ror #11             @ Co[0]
    bic     r7, r4, r10, ror #8             @ ~B[2] & B[3]
    eor     r7, r7, r1, ror #20             @ out[1]
    str.w   r7, [sp, #172]                  @ A'[21] o
    eor     lr, lr, r7, ror #17             @ Co[1]
    bic     r11, r3, r4, ror #29            @ ~B[3] & B[4]
    eor     r11, r11, r10, ror #5           @ out[2]
    str.w   r11, [sp, #180]                 @ A'[22] o
    eor     r12, r12, r11, ror #22          @ Co[2]
    bic     r9, r2, r3, ror #7              @ ~B[4] & B[0]
    eor     r9, r9, r4, ror #4              @ out[3]
    str.w   r9, [sp, #188]                  @ A'[23] o
    eor     r8, r8, r9, ror #31             @ Co[3]
    bic     r7, r1, r2, ror #8              @ ~B[0] & B[1]
    eor     r7, r7, r3, ror #15             @ out[4]
    str.w   r7, [sp, #196]                  @ A'[24] o
    eor     r6, r6, r7, ror #11             @ Co[4]
    ldr.w   r11, [sp, #240]                 @ Ce[0]
    ldr.w   r10, [sp, #244]                 @ Ce[1]
    ldr.w   r9, [sp, #248]                  @ Ce[2]
    ldr.w   r4, [sp, #252]                  @ Ce[3]
    ldr.w   r7, [sp, #256]                  @ Ce[4]
    eor     r2, r7, lr, ror #5              @ De[0]
    str.w   r2, [sp, #200]                  @ De[0]
    eor     r1, r6, r10, ror #6             @ Do[0]
    str.w   r1, [sp, #204]                  @ Do[0]
    eor     r3, r11, r12, ror #15           @ De[1]
    str.w   r3, [sp, #208]                  @ De[1]
    eor     r2, r5, r9, ror #15             @ Do[1]
    str.w   r2, [sp, #212]                  @ Do[1]
    eor     r1, r10, r8, ror #13            @ De[2]
    str.w   r1, [sp, #216]                  @ De[2]
    eor     r3, r4, lr, ror #18             @ Do[2]
    str.w   r3, [sp, #220]                  @ Do[2]
    eor     r2, r9, r6, ror #28             @ De[3]
    str.w   r2, [sp, #224]                  @ De[3]
    eor     r1, r12, r7, ror #28            @ Do[3]
    str.w   r1, [sp, #228]                  @ Do[3]
    eor     r3, r4, r5, ror #31             @ De[4]
    str.w   r3, [sp, #232]                  @ De[4]
    eor     r2, r8, r11                     @ Do[4]
    str.w   r2, [sp, #236]                  @ Do[4]
    @ ---- round 4i+3: stack buffer -> caller's buffer ----
    ldr.w   r1, [sp, #260]                  @ round-constant pointer
    ldr.w   r3, [sp, #0]
    ldr.w   r1, [r1, #24]                   @ RC[3] even word
    ldr.w   r2, [sp, #200]                  @ De[0]
    ldr.w   r11, [sp, #48]                  @ A[6] e
    ldr.w   r10, [sp, #208]                 @ De[1]
    ldr.w   r9, [sp, #100]                  @ A[12] o
    ldr.w   r4, [sp, #220]                  @ Do[2]
    ldr.w   r7, [sp, #148]                  @ A[18] o
    ldr.w   r5, [sp, #228]                  @ Do[3]
    ldr.w   lr, [sp, #192]                  @ A[24] e
    ldr.w   r12, [sp, #232]                 @ De[4]
    eor     r3, r3, r2, ror #12             @ B[0] (theta)
    eor     r11, r11, r10, ror #26          @ B[1] (theta)
    eor     r9, r9, r4, ror #31             @ B[2] (theta)
    eor     r7, r7, r5, ror #29             @ B[3] (theta)
    eor     lr, lr, r12, ror #10            @ B[4] (theta)
    ror     r11, r11, #16                   @ B[1] to frame 0
    ror     r9, r9, #11                     @ B[2] to frame 0
    bic     r8, r9, r11                     @ ~B[1] & B[2]
    eor     r8, r8, r3                      @ out[0]
    eor     r8, r8, r1                      @ iota
    str.w   r8, [r0, #0]                    @ A'[0] e
    bic     r6, r7, r9, ror #24             @ ~B[2] & B[3]
    eor     r6, r11, r6, ror #8             @ out[1]
    str.w   r6, [r0, #8]                    @ A'[1] e
    bic     r2, lr, r7, ror #25             @ ~B[3] & B[4]
    eor     r2, r9, r2, ror #15             @ out[2]
    str.w   r2, [r0, #16]                   @ A'[2] e
    bic     r10, r3, lr, ror #15            @ ~B[4] & B[0]
    eor     r10, r10, r7, ror #8            @ out[3]
    str.w   r10, [r0, #24]                  @ A'[3] e
    bic     r4, r11, r3                     @ ~B[0] & B[1]
    eor     r4, r4, lr, ror #15             @ out[4]
    str.w   r4, [r0, #32]                   @ A'[4] e
    ldr.w   r5, [sp, #24]                   @ A[3] e
    ldr.w   r12, [sp, #224]                 @ De[3]
    ldr.w   r1, [sp, #72]                   @ A[9] e
    ldr.w   r9, [sp, #232]                  @ De[4]
    ldr.w   r7, [sp, #84]                   @ A[10] o
    ldr.w   r3, [sp, #204]                  @ Do[0]
    ldr.w   r11, [sp, #132]                 @ A[16] o
    ldr.w   lr, [sp, #212]                  @ Do[1]
    eor     r5, r5, r12, ror #15            @ B[0] (theta)
    eor     r1, r1, r9, ror #30             @ B[1] (theta)
    eor     r7, r7, r3, ror #3              @ B[2] (theta)
    eor     r11, r11, lr, ror #2            @ B[3] (theta)
    ldr.w   r12, [sp, #180]                 @ A[22] o
    ldr.w   r9, [sp, #220]                  @ Do[2]
    eor     r12, r12, r9, ror #26           @ B[4] (theta)
    ror     r5, r5, #18                     @ B[0] to frame 0
    ror     r1, r1, #24                     @ B[1] to frame 0
    ror     r7, r7, #7                      @ B[2] to frame 0
    bic     r3, r7, r1                      @ ~B[1] & B[2]
    eor     r3, r3, r5                      @ out[0]
    str.w   r3, [r0, #40]                   @ A'[5] e
    eor     r8, r8, r3                      @ Ce[0]
    bic     lr, r11, r7, ror #25            @ ~B[2] & B[3]
    eor     lr, r1, lr, ror #7              @ out[1]
    str.w   lr, [r0, #48]                   @ A'[6] e
    eor     r6, r6, lr                      @ Ce[1]
    bic     r9, r12, r11                    @ ~B[3] & B[4]
    eor     r9, r7, r9, ror #7              @ out[2]
    str.w   r9, [r0, #56]                   @ A'[7] e
    eor     r2, r2, r9                      @ Ce[2]
    bic     r3, r5, r12, ror #7             @ ~B[4] & B[0]
    eor     r3, r3, r11, ror #7             @ out[3]
    str.w   r3, [r0, #64]                   @ A'[8] e
    eor     r10, r10, r3                    @ Ce[3]
    bic     lr, r1, r5                      @ ~B[0] & B[1]
    eor     lr, lr, r12, ror #7             @ out[4]
    str.w   lr, [r0, #72]                   @ A'[9] e
    eor     r4, r4, lr                      @ Ce[4]
    ldr.w   r9, [sp, #12]                   @ A[1] o
    ldr.w   r7, [sp, #212]                  @ Do[1]
    ldr.w   r3, [sp, #56]                   @ A[7] e
    ldr.w   r11, [sp, #216]                 @ De[2]
    ldr.w   lr, [sp, #108]                  @ A[13] o
    ldr.w   r5, [sp, #228]                  @ Do[3]
    ldr.w   r1, [sp, #152]                  @ A[19] e
    ldr.w   r12, [sp, #232]                 @ De[4]
    eor     r9, r9, r7, ror #14             @ B[0] (theta)
    eor     r3, r3, r11, ror #6             @ B[1] (theta)
    eor     lr, lr, r5, ror #16             @ B[2] (theta)
    eor     r1, r1, r12                     @ B[3] (theta)
    ldr.w   r7, [sp, #160]                  @ A[20] e
    ldr.w   r11, [sp, #200]                 @ De[0]
    eor     r7, r7, r11, ror #1             @ B[4] (theta)
    ror     r9, r9, #17                     @ B[0] to frame 0
    ror     r3, r3, #9                      @ B[1] to frame 0
    ror     lr, lr, #19                     @ B[2] to frame 0
    bic     r5, lr, r3                      @ ~B[1] & B[2]
    eor     r5, r5, r9                      @ out[0]
    str.w   r5, [r0, #80]                   @ A'[10] e
    eor     r8, r8, r5                      @ Ce[0]
    bic     r12, r1, lr, ror #4             @ ~B[2] & B[3]
    eor     r12, r3, r12, ror #28           @ out[1]
    str.w   r12, [r0, #88]                  @ A'[11] e
    eor     r6, r6, r12                     @ Ce[1]
    bic     r11, r7, r1, ror #26            @ ~B[3] & B[4]
    eor     r11, lr, r11, ror #2            @ out[2]
    str.w   r11, [r0, #96]                  @ A'[12] e
    eor     r2, r2, r11                     @ Ce[2]
    bic     r5, r9, r7, ror #2              @ ~B[4] & B[0]
    eor     r5, r5, r1, ror #28             @ out[3]
    str.w   r5, [r0, #104]                  @ A'[13] e
    eor     r10, r10, r5                    @ Ce[3]
    bic     r12, r3, r9                     @ ~B[0] & B[1]
    eor     r12, r12, r7, ror #2            @ out[4]
    str.w   r12, [r0, #112]                 @ A'[14] e
    eor     r4, r4, r12                     @ Ce[4]
    ldr.w   r11, [sp, #36]                  @ A[4] o
    ldr.w   lr, [sp, #236]                  @ Do[4]
    ldr.w   r5, [sp, #40]                   @ A[5] e
    ldr.w   r1, [sp, #200]                  @ De[0]
    ldr.w   r12, [sp, #88]                  @ A[11] e
    ldr.w   r9, [sp, #208]                  @ De[1]
    ldr.w   r3, [sp, #140]                  @ A[17] o
    ldr.w   r7, [sp, #220]                  @ Do[2]
    eor     r11, r11, lr, ror #20           @ B[0] (theta)
    eor     r5, r5, r1, ror #26             @ B[1] (theta)
    eor     r12, r12, r9, ror #4            @ B[2] (theta)
    eor     r3, r3, r7, ror #2              @ B[3] (theta)
    ldr.w   lr, [sp, #184]                  @ A[23] e
    ldr.w   r1, [sp, #224]                  @ De[3]
    eor     lr, lr, r1, ror #17             @ B[4] (theta)
    ror     r11, r11, #30                   @ B[0] to frame 0
    ror     r12, r12, #23                   @ B[2] to frame 0
    bic     r9, r12, r5                     @ ~B[1] & B[2]
    eor     r9, r9, r11                     @ out[0]
    str.w   r9, [r0, #120]                  @ A'[15] e
    eor     r8, r8, r9                      @ Ce[0]
    bic     r7, r3, r12, ror #10            @ ~B[2] & B[3]
    eor     r7, r5, r7, ror #22             @ out[1]
    str.w   r7, [r0, #128]                  @ A'[16] e
    eor     r6, r6, r7                      @ Ce[1]
    bic     r1, lr, r3, ror #20             @ ~B[3] & B[4]
    eor     r1, r12, r1, ror #2             @ out[2]
    str.w   r1, [r0, #136]                  @ A'[17] e
    eor     r2, r2, r1                      @ Ce[2]
    bic     r9, r11, lr, ror #2             @ ~B[4] & B[0]
    eor     r9, r9, r3, ror #22             @ out[3]
    str.w   r9, [r0, #144]                  @ A'[18] e
    eor     r10, r10, r9                    @ Ce[3]
    bic     r7, r5, r11                     @ ~B[0] & B[1]
    eor     r7, r7, lr, ror #2              @ out[4]
    str.w   r7, [r0, #152]                  @ A'[19] e
    eor     r4, r4, r7                      @ Ce[4]
    ldr.w   r1, [sp, #16]                   @ A[2] e
    ldr.w   r12, [sp, #216]                 @ De[2]
    ldr.w   r9, [sp, #68]                   @ A[8] o
    ldr.w   r3, [sp, #228]                  @ Do[3]
    ldr.w   r7, [sp, #116]                  @ A[14] o
    ldr.w   r11, [sp, #236]                 @ Do[4]
    ldr.w   r5, [sp, #124]                  @ A[15] o
    ldr.w   lr, [sp, #204]                  @ Do[0]
    eor     r1, r1, r12, ror #3             @ B[0] (theta)
    eor     r9, r9, r3, ror #30             @ B[1] (theta)
    eor     r7, r7, r11, ror #2             @ B[2] (theta)
    eor     r5, r5, lr, ror #17             @ B[3] (theta)
    ldr.w   r12, [sp, #168]                 @ A[21] e
    ldr.w   r3, [sp, #208]                  @ De[1]
    eor     r12, r12, r3, ror #30           @ B[4] (theta)
    ror     r1, r1, #16                     @ B[0] to frame 0
    ror     r9, r9, #22                     @ B[1] to frame 0
    ror     r7, r7, #10                     @ B[2] to frame 0
    bic     r11, r7, r9                     @ ~B[1] & B[2]
    eor     r11, r11, r1                    @ out[0]
    str.w   r11, [r0, #160]                 @ A'[20] e
    eor     r8, r8, r11                     @ Ce[0]
    bic     lr, r5, r7, ror #26             @ ~B[2] & B[3]
    eor     lr, r9, lr, ror #6              @ out[1]
    str.w   lr, [r0, #168]                  @ A'[21] e
    eor     r6, r6, lr                      @ Ce[1]
    bic     r3, r12, r5, ror #5             @ ~B[3] & B[4]
    eor     r3, r7, r3, ror #1              @ out[2]
    str.w   r3, [r0, #176]                  @ A'[22] e
    eor     r2, r2, r3                      @ Ce[2]
    bic     r11, r1, r12, ror #1            @ ~B[4] & B[0]
    eor     r11, r11, r5, ror #6            @ out[3]
    str.w   r11, [r0, #184]                 @ A'[23] e
    eor     r10, r10, r11                   @ Ce[3]
    bic     lr, r9, r1                      @ ~B[0] & B[1]
    eor     lr, lr, r12, ror #1             @ out[4]
    str.w   lr, [r0, #192]                  @ A'[24] e
    eor     r4, r4, lr                      @ Ce[4]
    str.w   r8, [sp, #240]                  @ Ce[0] (next round)
    str.w   r6, [sp, #244]                  @ Ce[1] (next round)
    str.w   r2, [sp, #248]                  @ Ce[2] (next round)
    str.w   r10, [sp, #252]                 @ Ce[3] (next round)
    str.w   r4, [sp, #256]                  @ Ce[4] (next round)
    ldr.w   r3, [sp, #260]                  @ round-constant pointer
    ldr.w   r7, [sp, #4]
    ldr.w   r3, [r3, #28]                   @ RC[3] odd word
    ldr.w   r11, [sp, #204]                 @ Do[0]
    ldr.w   r5, [sp, #52]                   @ A[6] o
    ldr.w   lr, [sp, #212]                  @ Do[1]
    ldr.w   r1, [sp, #96]                   @ A[12] e
    ldr.w   r9, [sp, #216]                  @ De[2]
    ldr.w   r12, [sp, #144]                 @ A[18] e
    ldr.w   r8, [sp, #224]                  @ De[3]
    ldr.w   r6, [sp, #196]                  @ A[24] o
    ldr.w   r2, [sp, #236]                  @ Do[4]
    eor     r7, r7, r11, ror #12            @ B[0] (theta)
    eor     r5, r5, lr, ror #26             @ B[1] (theta)
    eor     r1, r1, r9, ror #18             @ B[2] (theta)
    eor     r12, r12, r8, ror #29           @ B[3] (theta)
    eor     r6, r6, r2, ror #9              @ B[4] (theta)
    ror     r5, r5, #16                     @ B[1] to frame 0
    ror     r1, r1, #11                     @ B[2] to frame 0
    bic     r10, r1, r5                     @ ~B[1] & B[2]
    eor     r10, r10, r7                    @ out[0]
    eor     r10, r10, r3                    @ iota
    str.w   r10, [r0, #4]                   @ A'[0] o
    bic     r4, r12, r1, ror #24            @ ~B[2] & B[3]
    eor     r4, r5, r4, ror #8              @ out[1]
    str.w   r4, [r0, #12]                   @ A'[1] o
    bic     r11, r6, r12, ror #24           @ ~B[3] & B[4]
    eor     r11, r1, r11, ror #16           @ out[2]
    str.w   r11, [r0, #20]                  @ A'[2] o
    bic     lr, r7, r6, ror #16             @ ~B[4] & B[0]
    eor     lr, lr, r12, ror #8             @ out[3]
    str.w   lr, [r0, #28]                   @ A'[3] o
    bic     r9, r5, r7                      @ ~B[0] & B[1]
    eor     r9, r9, r6, ror #16             @ out[4]
    str.w   r9, [r0, #36]                   @ A'[4] o
    ldr.w   r8, [sp, #28]                   @ A[3] o
    ldr.w   r2, [sp, #228]                  @ Do[3]
    ldr.w   r3, [sp, #76]                   @ A[9] o
    ldr.w   r1, [sp, #236]                  @ Do[4]
    ldr.w   r12, [sp, #80]                  @ A[10] e
    ldr.w   r7, [sp, #200]                  @ De[0]
    ldr.w   r5, [sp, #128]                  @ A[16] e
    ldr.w   r6, [sp, #208]                  @ De[1]
    eor     r8, r8, r2, ror #16             @ B[0] (theta)
    eor     r3, r3, r1, ror #30             @ B[1] (theta)
    eor     r12, r12, r7, ror #25           @ B[2] (theta)
    eor     r5, r5, r6, ror #3              @ B[3] (theta)
    ldr.w   r2, [sp, #176]                  @ A[22] e
    ldr.w   r1, [sp, #216]                  @ De[2]
    eor     r2, r2, r1, ror #13             @ B[4] (theta)
    ror     r8, r8, #18                     @ B[0] to frame 0
    ror     r3, r3, #24                     @ B[1] to frame 0
    ror     r12, r12, #18                   @ B[2] to frame 0
    bic     r7, r12, r3                     @ ~B[1] & B[2]
    eor     r7, r7, r8                      @ out[0]
    str.w   r7, [r0, #44]                   @ A'[5] o
    eor     r10, r10, r7                    @ Co[0]
    bic     r6, r5, r12, ror #25            @ ~B[2] & B[3]
    eor     r6, r3, r6, ror #7              @ out[1]
    str.w   r6, [r0, #52]                   @ A'[6] o
    eor     r4, r4, r6                      @ Co[1]
    bic     r1, r2, r5                      @ ~B[3] & B[4]
    eor     r1, r12, r1, ror #7             @ out[2]
    str.w   r1, [r0, #60]                   @ A'[7] o
    eor     r11, r11, r1                    @ Co[2]
    bic     r7, r8, r2, ror #7              @ ~B[4] & B[0]
    eor     r7, r7, r5, ror #7              @ out[3]
    str.w   r7, [r0, #68]                   @ A'[8] o
    eor     lr, lr, r7                      @ Co[3]
    bic     r6, r3, r8                      @ ~B[0] & B[1]
    eor     r6, r6, r2, ror #7              @ out[4]
    str.w   r6, [r0, #76]                   @ A'[9] o
    eor     r9, r9, r6                      @ Co[4]
    ldr.w   r1, [sp, #8]                    @ A[1] e
    ldr.w   r12, [sp, #208]                 @ De[1]
    ldr.w   r7, [sp, #60]                   @ A[7] o
    ldr.w   r5, [sp, #220]                  @ Do[2]
    ldr.w   r6, [sp, #104]                  @ A[13] e
    ldr.w   r8, [sp, #224]                  @ De[3]
    ldr.w   r3, [sp, #156]                  @ A[19] o
    ldr.w   r2, [sp, #236]                  @ Do[4]
    eor     r12, r12, r1, ror #18           @ B[0] (theta)
    eor     r7, r7, r5, ror #20             @ B[1] (theta)
    eor     r6, r6, r8, ror #8              @ B[2] (theta)
    eor     r3, r3, r2                      @ B[3] (theta)
    ldr.w   r1, [sp, #164]                  @ A[20] o
    ldr.w   r5, [sp, #204]                  @ Do[0]
    eor     r1, r1, r5, ror #1              @ B[4] (theta)
    ror     r7, r7, #9                      @ B[1] to frame 0
    ror     r6, r6, #27                     @ B[2] to frame 0
    bic     r8, r6, r7                      @ ~B[1] & B[2]
    eor     r8, r8, r12                     @ out[0]
    str.w   r8, [r0, #84]                   @ A'[10] o
    eor     r10, r10, r8                    @ Co[0]
    bic     r2, r3, r6, ror #4              @ ~B[2] & B[3]
    eor     r2, r7, r2, ror #28             @ out[1]
    str.w   r2, [r0, #92]                   @ A'[11] o
    eor     r4, r4, r2                      @ Co[1]
    bic     r5, r1, r3, ror #26             @ ~B[3] & B[4]
    eor     r5, r6, r5, ror #2              @ out[2]
    str.w   r5, [r0, #100]                  @ A'[12] o
    eor     r11, r11, r5                    @ Co[2]
    bic     r8, r12, r1, ror #2             @ ~B[4] & B[0]
    eor     r8, r8, r3, ror #28             @ out[3]
    str.w   r8, [r0, #108]                  @ A'[13] o
    eor     lr, lr, r8                      @ Co[3]
    bic     r2, r7, r12                     @ ~B[0] & B[1]
    eor     r2, r2, r1, ror #2              @ out[4]
    str.w   r2, [r0, #116]                  @ A'[14] o
    eor     r9, r9, r2                      @ Co[4]
    ldr.w   r5, [sp, #32]                   @ A[4] e
    ldr.w   r6, [sp, #232]                  @ De[4]
    ldr.w   r8, [sp, #44]                   @ A[5] o
    ldr.w   r3, [sp, #204]                  @ Do[0]
    ldr.w   r2, [sp, #92]                   @ A[11] o
    ldr.w   r12, [sp, #212]                 @ Do[1]
    ldr.w   r7, [sp, #136]                  @ A[17] e
    ldr.w   r1, [sp, #216]                  @ De[2]
    eor     r5, r5, r6, ror #20             @ B[0] (theta)
    eor     r8, r8, r3, ror #26             @ B[1] (theta)
    eor     r2, r2, r12, ror #4             @ B[2] (theta)
    eor     r7, r7, r1, ror #20             @ B[3] (theta)
    ldr.w   r6, [sp, #188]                  @ A[23] o
    ldr.w   r3, [sp, #228]                  @ Do[3]
    eor     r6, r6, r3, ror #17             @ B[4] (theta)
    ror     r5, r5, #31                     @ B[0] to frame 0
    ror     r2, r2, #23                     @ B[2] to frame 0
    bic     r12, r2, r8                     @ ~B[1] & B[2]
    eor     r12, r12, r5                    @ out[0]
    str.w   r12, [r0, #124]                 @ A'[15] o
    eor     r10, r10, r12                   @ Co[0]
    bic     r1, r7, r2, ror #9              @ ~B[2] & B[3]
    eor     r1, r8, r1, ror #23             @ out[1]
    str.w   r1, [r0, #132]                  @ A'[16] o
    eor     r4, r4, r1                      @ Co[1]
    bic     r3, r6, r7, ror #20             @ ~B[3] & B[4]
    eor     r3, r2, r3, ror #3              @ out[2]
    str.w   r3, [r0, #140]                  @ A'[17] o
    eor     r11, r11, r3                    @ Co[2]
    bic     r12, r5, r6, ror #3             @ ~B[4] & B[0]
    eor     r12, r12, r7, ror #23           @ out[3]
    str.w   r12, [r0, #148]                 @ A'[18] o
    eor     lr, lr, r12                     @ Co[3]
    bic     r1, r8, r5                      @ ~B[0] & B[1]
    eor     r1, r1, r6, ror #3              @ out[4]
    str.w   r1, [r0, #156]                  @ A'[19] o
    eor     r9, r9, r1                      @ Co[4]
    ldr.w   r3, [sp, #20]                   @ A[2] o
    ldr.w   r2, [sp, #220]                  @ Do[2]
    ldr.w   r12, [sp, #64]                  @ A[8] e
    ldr.w   r7, [sp, #224]                  @ De[3]
    ldr.w   r1, [sp, #112]                  @ A[14] e
    ldr.w   r5, [sp, #232]                  @ De[4]
    ldr.w   r8, [sp, #120]                  @ A[15] e
    ldr.w   r6, [sp, #200]                  @ De[0]
    eor     r3, r3, r2, ror #16             @ B[0] (theta)
    eor     r12, r12, r7, ror #29           @ B[1] (theta)
    eor     r1, r1, r5, ror #3              @ B[2] (theta)
    eor     r8, r8, r6, ror #17             @ B[3] (theta)
    ldr.w   r2, [sp, #172]                  @ A[21] o
    ldr.w   r7, [sp, #212]                  @ Do[1]
    eor     r2, r2, r7, ror #29             @ B[4] (theta)
    ror     r3, r3, #17                     @ B[0] to frame 0
    ror     r12, r12, #23                   @ B[1] to frame 0
    ror     r1, r1, #10                     @ B[2] to frame 0
    bic     r5, r1, r12                     @ ~B[1] & B[2]
    eor     r5, r5, r3                      @ out[0]
    str.w   r5, [r0, #164]                  @ A'[20] o
    eor     r10, r10, r5                    @ Co[0]
    bic     r6, r8, r1, ror #25             @ ~B[2] & B[3]
    eor     r6, r12, r6, ror #7             @ out[1]
    str.w   r6, [r0, #172]                  @ A'[21] o
    eor     r4, r4, r6                      @ Co[1]
    bic     r7, r2, r8, ror #5              @ ~B[3] & B[4]
    eor     r7, r1, r7, ror #2              @ out[2]
    str.w   r7, [r0, #180]                  @ A'[22] o
    eor     r11, r11, r7                    @ Co[2]
    bic     r5, r3, r2, ror #2              @ ~B[4] & B[0]
    eor     r5, r5, r8, ror #7              @ out[3]
    str.w   r5, [r0, #188]                  @ A'[23] o
    eor     lr, lr, r5                      @ Co[3]
    bic     r6, r12, r3                     @ ~B[0] & B[1]
    eor     r6, r6, r2, ror #2              @ out[4]
    str.w   r6, [r0, #196]                  @ A'[24] o
    eor     r9, r9, r6                      @ Co[4]
    ldr.w   r7, [sp, #240]                  @ Ce[0]
    ldr.w   r1, [sp, #244]                  @ Ce[1]
    ldr.w   r5, [sp, #248]                  @ Ce[2]
    ldr.w   r8, [sp, #252]                  @ Ce[3]
    ldr.w   r6, [sp, #256]                  @ Ce[4]
    eor     r3, r6, r4, ror #31             @ De[0]
    str.w   r3, [sp, #200]                  @ De[0]
    eor     r12, r9, r1                     @ Do[0]
    str.w   r12, [sp, #204]                 @ Do[0]
    eor     r2, r7, r11, ror #31            @ De[1]
    str.w   r2, [sp, #208]                  @ De[1]
    eor     r3, r10, r5                     @ Do[1]
    str.w   r3, [sp, #212]                  @ Do[1]
    eor     r12, r1, lr, ror #31            @ De[2]
    str.w   r12, [sp, #216]                 @ De[2]
    eor     r2, r4, r8                      @ Do[2]
    str.w   r2, [sp, #220]                  @ Do[2]
    eor     r3, r5, r9, ror #31             @ De[3]
    str.w   r3, [sp, #224]                  @ De[3]
    eor     r12, r11, r6                    @ Do[3]
    str.w   r12, [sp, #228]                 @ Do[3]
    eor     r2, r8, r10, ror #31            @ De[4]
    str.w   r2, [sp, #232]                  @ De[4]
    eor     r3, lr, r7                      @ Do[4]
    str.w   r3, [sp, #236]                  @ Do[4]
@ ---- end generated code ----

    /* next group of four round constants; stop after the sixth group */
    ldr     r1, [sp, #RCP_OFF]
    adds    r1, r1, #32
    str     r1, [sp, #RCP_OFF]
    movw    r2, #:lower16:(kpqc_keccak_rc_interleaved + 192)
    movt    r2, #:upper16:(kpqc_keccak_rc_interleaved + 192)
    cmp     r1, r2
    bne     .Lkeccak_rounds

    /* wipe the frame: the stack buffer, D and the parities derive from
     * the (possibly secret) state */
    mov     r1, sp
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    movs    r8, #0
    movs    r9, #0
    .rept   8
    stmia   r1!, {r2-r9}                            @ 8 x 32 bytes
    .endr
    stmia   r1!, {r2-r4}                            @ the last 12 bytes

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
