/* SPDX-License-Identifier: Apache-2.0 OR MIT */
@ A known program shaped like a pqm4 mps2-an386 image, for tools/m4sim's
@ pqm4 mode: it reads the time through hal_get_time (answered by the
@ model, 64-bit, in r0:r1), touches GPIO0 as pqm4's SystemInit does,
@ calls PQCLEAN_randombytes (answered free), and calls nosize, a function
@ without a .size directive that the profile must still name. The cycles
@ the model must give are worked out beside each instruction (P = 2; "[2]":
@ a 32-bit instruction at an address 2 mod 4). Exit status: the cycles
@ between the two hal_get_time calls.
        .syntax unified
        .cpu cortex-m4
        .thumb

        .section .isr_vector, "a"
        .word   0x20010000
        .word   reset

        .text
        .type   hal_get_time, %function
        .global hal_get_time
hal_get_time:                           @ answered by the model (never runs)
        movs    r0, #0
        movs    r1, #0
        bx      lr
        .size   hal_get_time, . - hal_get_time

        .type   PQCLEAN_randombytes, %function
        .global PQCLEAN_randombytes
PQCLEAN_randombytes:                    @ answered by the model (never runs)
        movs    r0, #0
        bx      lr
        .size   PQCLEAN_randombytes, . - PQCLEAN_randombytes

        .type   nosize, %function       @ deliberately no .size (like pqm4's keccakf1600.S)
        .global nosize
nosize:
        movs    r0, #3                  @ 1
1:      subs    r0, r0, #1              @ 3 x 1
        bne     1b                      @ 3 x 1, taken twice: + 2P = 4
        bx      lr                      @ 1 + P + 1 = 4 (the return target is a 32-bit BL at 2 mod 4)
        @ nosize: 15 cycles, 8 instructions

        .type   reset, %function
        .global reset
reset:
        ldr     r0, =0x40010018         @ GPIO0 ALTFUNCSET, as pqm4's SystemInit
        ldr     r1, [r0]
        orr     r1, r1, #3
        str     r1, [r0]
        bl      hal_get_time            @ intercepted
        @ -- the region
        mov     r4, r0                  @ 1
        ldr     r0, =buffer             @ 2
        movs    r1, #8                  @ 1
        bl      PQCLEAN_randombytes     @ 1 + 1 [2] (unaligned run; intercepted: free, no refill)
        bl      nosize                  @ 1 + P = 3 (first of its block), then nosize: 15
        bl      hal_get_time            @ 1   [2] (first of its block: no run)
        @ the region: 25 cycles
        subs    r0, r0, r4              @ exit status: the region's cycles
        ldr     r1, =exit_block
        str     r0, [r1, #4]
        movs    r0, #0x20               @ SYS_EXIT_EXTENDED
        bkpt    0xab
        .pool
        .size   reset, . - reset

        .data
        .balign 8
        .global buffer
buffer:
        .word   0, 0
exit_block:
        .word   0x20026, 0
