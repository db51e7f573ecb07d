/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* CBD1 for the Cortex-M4 (ARMv7E-M, Thumb-2), coefficient for coefficient
 * the portable twins (../../cbd.c):
 *
 *   void cbd1_armv7m(int16_t r[n], const uint8_t buf[n/4]);
 *   void cbd1x3_armv7m(int16_t r[n], const uint8_t buf[n/4]);   3 CBD1(buf)
 *   void sotp_encode_armv7m(int16_t r[n], const uint8_t u[n/4],
 *                           const uint8_t msg[n/8]);  CBD1 of (msg ^ u1, u2)
 *   void crepmod3_armv7m(int16_t a[n]);                (../../sotp.c)
 *   uint32_t sotp_decode_armv7m(uint8_t msg[n/8], const int16_t a[n],
 *                               const uint8_t u[n/4]);
 *
 * CBD1: coefficient i is bit i of buf[0, n/8) minus bit i of buf[n/8, n/4).
 * A word w of either half (32 coefficients) is split into its even bits E
 * and odd bits O, and rearranged as
 *   L = E[0, 16) | O[0, 16) << 16,   H = E[16, 32) | O[16, 32) << 16
 * (PKHBT, PKHTB), so that the pair of coefficients 2k, 2k + 1 is
 * (L >> 2k) & 0x00010001 (k < 8), (H >> (2k - 16)) & 0x00010001 (k >= 8):
 * one AND per pair and half, one SSUB16 for the difference. buf needs no
 * alignment (arith_armv7m.inc). Constant time (no table, no branch on
 * the bits). */
#include "../../params.h"

#define cbd1_armv7m   KPQC_NS(cbd1_armv7m)
#define cbd1x3_armv7m KPQC_NS(cbd1x3_armv7m)
#define sotp_encode_armv7m KPQC_NS(sotp_encode_armv7m)
#define crepmod3_armv7m    KPQC_NS(crepmod3_armv7m)
#define sotp_decode_armv7m KPQC_NS(sotp_decode_armv7m)

    .syntax unified
    .thumb
    .text

/* L (lo) and H (hi) of the word w; w destroyed */
.macro split w, lo, hi
    and \lo, \w, #0x55555555         /* E */
    lsr \w, \w, #1
    and \w, \w, #0x55555555          /* O */
    pkhtb \hi, \w, \lo, asr #16
    pkhbt \lo, \lo, \w, lsl #16
.endm

/* one pair from (plo, mlo) at shift sh; times 3 if x3 */
.macro pair p, m, sh, x3
.if \sh
    and r12, r10, \p, lsr #\sh
    and r11, r10, \m, lsr #\sh
.else
    and r12, r10, \p
    and r11, r10, \m
.endif
    ssub16 r12, r12, r11
.if \x3
    sadd16 r11, r12, r12
    sadd16 r12, r11, r12
.endif
    str r12, [r0], #4
.endm

.macro cbd x3, xor
    push {r4-r11, lr}
    mov r10, #0x00010001
    add r14, r1, #NTRUPLUS_N / 8
1:
    ldr r4, [r1, #NTRUPLUS_N / 8]    /* minus */
    ldr r5, [r1], #4                 /* plus */
.if \xor
    ldr r3, [r2], #4                 /* the message */
    eor r5, r5, r3
.endif
    split r5, r6, r7
    split r4, r8, r9
.irp k, 0, 1, 2, 3, 4, 5, 6, 7
    pair r6, r8, 2 * \k, \x3
.endr
.irp k, 0, 1, 2, 3, 4, 5, 6, 7
    pair r7, r9, 2 * \k, \x3
.endr
    cmp r1, r14
    bne 1b
    pop {r4-r11, pc}
.endm

    .global cbd1_armv7m
    .type cbd1_armv7m, %function
    .align 2
cbd1_armv7m:
    cbd 0, 0
    .size cbd1_armv7m, . - cbd1_armv7m

    .global cbd1x3_armv7m
    .type cbd1x3_armv7m, %function
    .align 2
cbd1x3_armv7m:
    cbd 1, 0
    .size cbd1x3_armv7m, . - cbd1x3_armv7m

    .global sotp_encode_armv7m
    .type sotp_encode_armv7m, %function
    .align 2
sotp_encode_armv7m:
    cbd 0, 1
    .size sotp_encode_armv7m, . - sotp_encode_armv7m

/* crepmod3: |c| < q -> the centred residue mod 3 of the centred residue mod
   q, two coefficients per register: the centring by SSUB16 flags and SEL,
   u = c + 1731 (in [3, 3459]), t = (10923 u + 2^14) >> 15, u - 3 t */
    .global crepmod3_armv7m
    .type crepmod3_armv7m, %function
    .align 2
crepmod3_armv7m:
    push {r4-r11, lr}
    movw r4, #0x0D81
    movt r4, #0x0D81                 /* q:q */
    movw r5, #0x06C1
    movt r5, #0x06C1                 /* 1729:1729 */
    movw r6, #0x06C3
    movt r6, #0x06C3                 /* 1731:1731 */
    movw r7, #10923
    mov r8, #(1 << 14)
    mov r9, #0
    add r14, r0, #2 * NTRUPLUS_N
1:
    ldr r10, [r0]
    sadd16 r11, r10, r4              /* c + q */
    ssub16 r12, r10, r9              /* GE: c >= 0 */
    sel r10, r10, r11
    ssub16 r11, r10, r4              /* c - q */
    ssub16 r12, r10, r5              /* GE: c >= 1729 */
    sel r10, r11, r10
    sadd16 r10, r10, r6              /* u */
    smlabb r11, r10, r7, r8
    smlatb r12, r10, r7, r8
    lsr r11, r11, #15
    lsr r12, r12, #15
    pkhbt r11, r11, r12, lsl #16     /* t */
    add r11, r11, r11, lsl #1        /* 3 t (no carry: t <= 1153) */
    ssub16 r10, r10, r11
    str r10, [r0], #4
    cmp r0, r14
    bne 1b
    pop {r4-r11, pc}
    .size crepmod3_armv7m, . - crepmod3_armv7m

/* sotp_decode: t = c + u2_i (two per register, SADD16 with the pad bits
   laid out as in CBD1) must be 0 or 1 in every half: the ORed halves
   without bit 0 stay zero. The bits t & 1 of a word of coefficients are
   ORed into L / H at the pair's shift and folded back into 32 message
   bits (the inverse of split), then XORed with u1. Where some t is out of
   range the message is zeroed, as in the portable code (whose message
   bits this reproduces wherever they are kept). */
.macro dec_pair acc, sh
    ldr r9, [r1], #4
.if \sh
    and r10, r11, \acc, lsr #\sh
.else
    and r10, r11, \acc
.endif
    sadd16 r12, r9, r10
    orr r3, r3, r12
.endm

    .global sotp_decode_armv7m
    .type sotp_decode_armv7m, %function
    .align 2
sotp_decode_armv7m:
    push {r4-r11, lr}
    mov r11, #0x00010001
    mov r3, #0
    add r14, r2, #NTRUPLUS_N / 8
    vmov s0, r0
1:
    ldr r4, [r2, #NTRUPLUS_N / 8]    /* u2 */
    split r4, r5, r6
.irp k, 0, 1, 2, 3, 4, 5, 6, 7
    dec_pair r5, 2 * \k
.if \k
    orr r7, r7, r12, lsl #2 * \k
.else
    mov r7, r12
.endif
.endr
.irp k, 0, 1, 2, 3, 4, 5, 6, 7
    dec_pair r6, 2 * \k
.if \k
    orr r8, r8, r12, lsl #2 * \k
.else
    mov r8, r12
.endif
.endr
    pkhbt r9, r7, r8, lsl #16        /* even message bits */
    pkhtb r10, r8, r7, asr #16       /* odd message bits */
    and r9, r9, #0x55555555
    and r10, r10, #0x55555555
    orr r9, r9, r10, lsl #1
    ldr r10, [r2], #4                /* u1 */
    eor r9, r9, r10
    str r9, [r0], #4
    cmp r2, r14
    bne 1b
    /* fail = all ones iff some half had a bit above bit 0 */
    bic r3, r3, #0x00010001
    rsb r4, r3, #0
    orr r4, r4, r3
    asr r4, r4, #31
    mvn r5, r4
    vmov r0, s0
    add r14, r0, #NTRUPLUS_N / 8
2:
    ldr r6, [r0]
    and r6, r6, r5
    str r6, [r0], #4
    cmp r0, r14
    bne 2b
    mov r0, r4
    pop {r4-r11, pc}
    .size sotp_decode_armv7m, . - sotp_decode_armv7m
