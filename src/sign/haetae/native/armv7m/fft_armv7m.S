/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The fixed-point FFT of HAETAE's key-generation check (fft.c) for
 * ARMv7E-M (Cortex-M4), Thumb-2.
 *
 *   void haetae_fft_energy_armv7m(uint32_t energy[256], int32_t buf[512],
 *                                 const int32_t a[256]);
 *
 * adds |a(w^(2j+1))|^2 / 2^16 (fft.c's spectrum and energy_q16) to the
 * energies, with fft.c's butterflies, twiddles and roundings, so every
 * value equals fft.c's. Only the placement differs: fft.c's position p
 * lives in slot brv8(p) of buf (re, im interleaved), so that slot t starts
 * with coefficient t twisted by w^t and the stage of span 2^s pairs slots
 * t and t + 2^(7-s) under the twiddle of the block t >> (8 - s); the
 * energies come out in slot order, the same for every polynomial (the
 * caller uses only their multiset).
 *
 * Every value is held doubled, D = 2 x: a rounded product
 * round(w x / 2^16) = floor((w x + 2^15) / 2^16) is then SMMULR(D, w 2^15)
 * (tools/gen/haetae_m4_fft.py checks the multipliers, the w = +-2^16
 * ones included), and the butterfly adds twice the product:
 * D' = D + 2 t, D'' = D' - 4 t. Coefficients in [-5, 5] keep |x| below
 * 2^27, so D fits.
 * The squares round(x^2 / 2^16) = floor(D^2 / 2^18) + bit 17 of D^2: LSRS
 * leaves that bit in the carry, which ADC adds to the energy word.
 *
 * Passes: (1) the twist and the two multiply-free stages (twiddles 1 and
 * -i) on slots m, m + 64, m + 128, m + 192; (2) stages 2, 3 and 4, 5,
 * two at a time on four slots; (3) stages 6, 7 and the energies. Constant time: every address and branch
 * depends only on the loop counters; multiplies are single-cycle.
 *
 * Nothing here depends on the parameter set, so the function and its
 * tables form one COMDAT group under a set-independent name: every set's
 * object carries it and the linker keeps one copy. */
    .syntax unified
    .thumb

/* fft.c's butterfly (u, x) -> (u + t, u - t), t = w x rounded per
 * product, on doubled values: w = (r12, r14) as multipliers, scratch r0,
 * r2 */
.macro bf ur, ui, xr, xi
    smmulr  r0, \xr, r12
    smmulr  r2, \xi, r14
    sub     r0, r0, r2
    smmulr  r2, \xi, r12
    smmulr  \xr, \xr, r14
    add.w   r2, r2, \xr
    add     \ur, \ur, r0, lsl #1
    sub     \xr, \ur, r0, lsl #2
    add     \ui, \ui, r2, lsl #1
    sub     \xi, \ui, r2, lsl #2
.endm

/* stages s and s + 1 (s = 2, 4) on the blocks of 4 q slots (q = 2^(6-s),
 * q8 = 8 q bytes): slots P0..P3 = b + g + {0, q, 2q, 3q} of block k, for
 * g < q, take the butterflies (P0, P2), (P1, P3) under twiddle k and
 * (P0, P1), (P2, P3) under twiddles 2k, 2k + 1. The twiddles wait in
 * s4-s9, the table cursors for k and 2k in s10 and s11, the end of the
 * block's units in s12. */
.macro radix4 q8
    vmov    r1, s1
    vmov    r3, s2
    vmov    s10, r3
    vmov    s11, r3
1:
    vmov    r3, s10
    vldmia  r3!, {s4-s5}
    vmov    s10, r3
    vmov    r3, s11
    vldmia  r3!, {s6-s9}
    vmov    s11, r3
    add     r3, r1, #\q8
    vmov    s12, r3
2:
    ldrd    r4, r5, [r1]
    ldrd    r6, r7, [r1, #\q8]
    ldrd    r8, r9, [r1, #2*\q8]
    ldrd    r10, r11, [r1, #3*\q8]
    vmov    r12, r14, s4, s5
    bf      r4, r5, r8, r9
    bf      r6, r7, r10, r11
    vmov    r12, r14, s6, s7
    bf      r4, r5, r6, r7
    vmov    r12, r14, s8, s9
    bf      r8, r9, r10, r11
    strd    r6, r7, [r1, #\q8]
    strd    r8, r9, [r1, #2*\q8]
    strd    r10, r11, [r1, #3*\q8]
    strd    r4, r5, [r1], #8
    vmov    r12, s12
    cmp     r1, r12
    bne     2b
    add     r1, r1, #3*\q8
    vmov    r12, s3
    cmp     r1, r12
    bne     1b
.endm

/* e += round(D^2 / 2^18) mod 2^32, scratch r0, r2 */
.macro esq e, d
    smull   r0, r2, \d, \d
    lsrs.w  r0, r0, #18
    orr     r0, r0, r2, lsl #14
    adc     \e, \e, r0
.endm

    .section .text.kpqc_haetae_fft_energy_armv7m, "axG", %progbits, kpqc_haetae_fft_energy_armv7m, comdat
    .global kpqc_haetae_fft_energy_armv7m
    .hidden kpqc_haetae_fft_energy_armv7m
    .type   kpqc_haetae_fft_energy_armv7m, %function
    .balign 4
kpqc_haetae_fft_energy_armv7m:
    push    {r4-r11, lr}
    vmov    s0, r0
    vmov    s1, r1
    movw    r3, #:lower16:haetae_fft_stage_armv7m
    movt    r3, #:upper16:haetae_fft_stage_armv7m
    vmov    s2, r3
    movw    r3, #:lower16:haetae_fft_twist_armv7m
    movt    r3, #:upper16:haetae_fft_twist_armv7m
    add     r0, r2, #256

    /* pass 1: A, B, C, E = slots m, m + 64, m + 128, m + 192 hold
     * a[slot] twisted; w^(t + 128) = (Im w^t, -Re w^t). Stage 0:
     * (A, C), (B, E) with w = 1; stage 1: (A, B) with w = 1 and (C, E)
     * with w = -i. */
1:
    ldr     r4, [r2, #256]
    ldr     r5, [r2, #768]
    ldrd    r6, r7, [r3, #512]
    mul     r8, r4, r6
    mul     r9, r4, r7
    mul     r10, r5, r7
    mul     r11, r5, r6
    add.w   r8, r8, r10             /* (B + E) re */
    sub     r10, r8, r10, lsl #1    /* (B - E) re */
    sub     r9, r9, r11             /* (B + E) im */
    add     r11, r9, r11, lsl #1    /* (B - E) im */
    ldr     r4, [r2, #512]
    ldr     r5, [r2], #4
    ldrd    r6, r7, [r3], #8
    mul     r12, r5, r6
    mul     r14, r5, r7
    mul     r5, r4, r7
    mul     r4, r4, r6
    add.w   r12, r12, r5            /* (A + C) re */
    sub     r5, r12, r5, lsl #1     /* (A - C) re */
    sub     r14, r14, r4            /* (A + C) im */
    add     r4, r14, r4, lsl #1     /* (A - C) im */
    add.w   r12, r12, r8            /* slot m */
    sub     r8, r12, r8, lsl #1     /* slot m + 64 */
    add.w   r14, r14, r9
    sub     r9, r14, r9, lsl #1
    add.w   r5, r5, r11             /* slot m + 128 */
    sub     r11, r5, r11, lsl #1    /* slot m + 192 */
    sub     r4, r4, r10
    add     r10, r4, r10, lsl #1
    add     r6, r1, #1024
    strd    r8, r9, [r1, #512]
    strd    r5, r4, [r6]
    strd    r11, r10, [r6, #512]
    strd    r12, r14, [r1], #8
    cmp     r2, r0
    bne     1b

    /* pass 2: stages 2, 3 and 4, 5 */
    vmov    r12, s1
    add     r12, r12, #2048
    vmov    s3, r12
    radix4  128
    radix4  32

    /* pass 3: stages 6, 7 on the blocks of four consecutive slots (as
     * radix4 with q = 1), then the energies of the four slots */
    vmov    r1, s1
    vmov    r3, s2
    vmov    s10, r3
    vmov    s11, r3
3:
    ldm     r1!, {r4-r11}
    vmov    r3, s10
    ldrd    r12, r14, [r3], #8
    vmov    s10, r3
    bf      r4, r5, r8, r9
    bf      r6, r7, r10, r11
    vmov    r3, s11
    ldrd    r12, r14, [r3], #8
    bf      r4, r5, r6, r7
    ldrd    r12, r14, [r3], #8
    vmov    s11, r3
    bf      r8, r9, r10, r11
    vmov    r3, s0
    ldrd    r12, r14, [r3]
    esq     r12, r4
    esq     r12, r5
    esq     r14, r6
    esq     r14, r7
    strd    r12, r14, [r3], #8
    ldrd    r12, r14, [r3]
    esq     r12, r8
    esq     r12, r9
    esq     r14, r10
    esq     r14, r11
    strd    r12, r14, [r3], #8
    vmov    s0, r3
    vmov    r3, s3
    cmp     r1, r3
    bne     3b
    pop     {r4-r11, pc}
    .size   kpqc_haetae_fft_energy_armv7m, . - kpqc_haetae_fft_energy_armv7m

    .section .rodata.kpqc_haetae_fft_armv7m, "aG", %progbits, kpqc_haetae_fft_energy_armv7m, comdat
#include "fft_armv7m.inc"

/* The K largest of the 256 energies as a multiset, K = 3, 4, 5 (fft.c's
 * haetae_sv_top for n = 256, its compare-exchanges in another form):
 *
 *   void kpqc_haetae_sv_top<K>_armv7m(uint32_t top[K],
 *                                     const uint32_t energy[256]);
 *
 * The list lives in r4..r(3+K), each word with its sign bit flipped, so
 * that the unsigned order is fft.c's signed order. Every later value x is
 * pushed through it: d = t - x, whose borrow says t < x; SBC turns the
 * borrow into a mask m, and t - (d & m), x + (d & m) keep the larger in
 * the list and move the smaller on. No branch or address depends on the
 * values. */
.macro cx t
    subs    r14, \t, r12
    sbc     r9, r9, r9
    and     r14, r14, r9
    add.w   r12, r12, r14
    sub     \t, \t, r14
.endm

.macro svtop k, last
    .section .text.kpqc_haetae_sv_top\k\()_armv7m, "axG", %progbits, kpqc_haetae_sv_top\k\()_armv7m, comdat
    .global kpqc_haetae_sv_top\k\()_armv7m
    .hidden kpqc_haetae_sv_top\k\()_armv7m
    .type   kpqc_haetae_sv_top\k\()_armv7m, %function
    .balign 4
kpqc_haetae_sv_top\k\()_armv7m:
    push    {r4-r9, lr}
    mov     r3, #0x80000000
    add     r2, r1, #1024
    ldm     r1!, {r4-\last}
    eor     r4, r4, r3
    eor     r5, r5, r3
    eor     r6, r6, r3
.if \k > 3
    eor     r7, r7, r3
.endif
.if \k > 4
    eor     r8, r8, r3
.endif
1:
    ldr     r12, [r1], #4
    eor     r12, r12, r3
    cx      r4
    cx      r5
    cx      r6
.if \k > 3
    cx      r7
.endif
.if \k > 4
    cx      r8
.endif
    cmp     r1, r2
    bne     1b
    eor     r4, r4, r3
    eor     r5, r5, r3
    eor     r6, r6, r3
.if \k > 3
    eor     r7, r7, r3
.endif
.if \k > 4
    eor     r8, r8, r3
.endif
    stm     r0, {r4-\last}
    pop     {r4-r9, pc}
    .size   kpqc_haetae_sv_top\k\()_armv7m, . - kpqc_haetae_sv_top\k\()_armv7m
.endm

    svtop   3, r6
    svtop   4, r7
    svtop   5, r8
