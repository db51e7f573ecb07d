/* SPDX-License-Identifier: Apache-2.0 OR MIT */
@ A small known program for tools/m4sim: each timing rule once or more,
@ with the cycles the model must give worked out by hand beside each
@ instruction (tools/m4sim/timing.py; P = BRANCH_REFILL = 2, AGU_STALL =
@ WRITEBACK_AGU_STALL = WRITEBACK_NO_PIPELINE = UNALIGNED_RUN = 1,
@ LITERAL_LOAD = STORE_THEN_MEMORY = 0: those two are only counted, as
@ the events noted "(literal)" and "(after a store)"). Addresses in
@ brackets are the ones the run-rule needs: "[2]" marks a 32-bit
@ instruction at an address 2 mod 4 (the build is deterministic). The region
@ between the two platform_cycles calls is measured by the program itself
@ and returned as the exit status; test_m4sim.py also checks the run's
@ totals (every instruction from reset to the exit bkpt).
        .syntax unified
        .cpu cortex-m4
        .fpu fpv4-sp-d16
        .thumb

        .section .isr_vector, "a"
        .word   0x20010000              @ initial stack pointer
        .word   reset                   @ reset handler (Thumb bit set)

        .text
        .type   platform_cycles, %function
        .global platform_cycles
platform_cycles:                        @ answered by the model (never runs)
        movs    r0, #0
        movs    r1, #0
        bx      lr
        .size   platform_cycles, . - platform_cycles

        .type   leaf, %function
leaf:
        adds    r0, r0, #1              @ 1
        bx      lr                      @ 1 + P = 3
        .size   leaf, . - leaf

        .type   reset, %function
        .global reset
reset:
        @ -- before the region: 6 instructions, 10 cycles
        ldr     r0, =0xE000ED88         @ 2   (literal; CPACR)
        ldr     r1, [r0]                @ 2   (its address is the last load's result: no pipelining)
        orr     r1, r1, #0xF00000       @ 1 + 1 [2] (after a 16-bit instruction: unaligned run)
        str     r1, [r0]                @ 1   (store, immediate offset)
        movs    r5, #12                 @ 1
        bl      platform_cycles         @ 1 + 1 [2] (unaligned run; intercepted: no refill, free)
        @ -- the region: from here to the second call, inclusive
        mov     r4, r0                  @ 1
        ldr     r1, =data               @ 2   (literal)
        ldr     r2, [r1]                @ 2   not pipelined: r1 was just loaded
        ldr     r3, [r1, #4]            @ 1   pipelined
        str     r2, [r1, r5]            @ 1   register-offset store after a load
        str     r3, [r1, r5]            @ 2   register-offset store, not after a load (after a store)
        str     r3, [r1, #8]            @ 1   (after a store)
        ldrd    r2, r3, [r1]            @ 3   (after a store)
        ldm     r1, {r2, r3, r6}        @ 1 + 3 = 4
        push    {r4, r5}                @ 1 + 2 = 3
        pop     {r4, r5}                @ 3 + 1 (SP written back by the push)
        movs    r2, #100                @ 1
        movs    r3, #7                  @ 1
        muls    r2, r3, r2              @ 1   r2 = 700
        mla     r2, r3, r2, r3          @ 2 + 1 [2] r2 = 4907
        udiv    r2, r2, r3              @ 6   [2] r2 = 701 (11 quotient bits: 2 + 4)
        umull   r6, r7, r2, r3          @ 1   [2] (32-bit runs: 4a..6e all [2], none after a 16-bit;
                                        @ mla..vpop: one group of 12, counted once)
        vmov    s0, r2                  @ 1
        vmov.f32 s1, #2.0               @ 1
        vcvt.f32.u32 s0, s0             @ 1
        vmla.f32 s0, s1, s1             @ 3
        vdiv.f32 s2, s0, s1             @ 14
        vmov    r6, r7, s0, s1          @ 2   (two core registers)
        vldr    s3, [r1]                @ 2
        vpush   {s0-s3}                 @ 1 + 4 = 5
        vpop    {d0-d1}                 @ 1 + 4 + 1 = 6 (SP written back by the vpush)
        cmp     r2, r2                  @ 1
        ite     eq                      @ 1 - 1 = 0 (IT folding)
        moveq   r2, #1                  @ 1
        movne   r2, #2                  @ 1   (skipped, still issued)
        movs    r6, #3                  @ 1
loop:
        subs    r6, r6, #1              @ 3 x 1
        bne     loop                    @ 3 x 1, taken twice: + 2P = 4
        movs    r7, #1                  @ 1
        tbb     [pc, r7]                @ 2 + 1 + 1 + P + 1 = 7 [2] (literal; index r7 computed just
                                        @ before; unaligned run; the target is a 32-bit BL at 2 mod 4)
table:
        .byte   0
        .byte   (case1 - table) / 2
        .balign 4
case0:
        movs    r2, #0                  @ (not executed; puts case1 at 2 mod 4)
case1:
        bl      leaf                    @ 1 + P = 3 [2] (first of its block: no run), then leaf: 1 + 3 = 4
        ldr     r2, [r1]                @ 2   (first in its block; the bx before it is not a load)
        ldr     r3, [r1, #4]            @ 1
        b       1f                      @ 1 + P = 3 (a 32-bit target, word-aligned)
        nop                             @ (not executed)
        .balign 4
1:      ldr.w   r6, [r1, #8]            @ 2   (after a taken branch: not pipelined)
        @ the rules between neighbouring instructions
        adds    r7, r1, #4              @ 1
        ldr     r2, [r7]                @ 2 + 1 (AGU: r7 computed just before)
        ldr.w   r3, [r1], #4            @ 1   (pipelined; writes r1 back)
        ldr     r2, [r7, #4]            @ 2   (after a writeback load: not pipelined)
        ldr.w   r3, [r1], #4            @ 1 + 1 [2] (pipelined; unaligned run)
        ldr     r2, [r1]                @ 2 + 1 (not pipelined, and r1 written back just before)
        str     r2, [r7, #4]!           @ 1   (after a load; writes r7 back)
        str     r3, [r7]                @ 1 + 1 (r7 written back just before; after a store)
        movs    r2, #5                  @ 1
        movs    r3, #7                  @ 1
        udiv    r2, r2, r3              @ 2 + 1 [2] (5 / 7: no quotient bits; unaligned run)
        mov.w   r2, #0x80000000         @ 1   [2]
        movs    r3, #1                  @ 1
        sdiv    r2, r2, r3              @ 12  (-2^31 / 1: 32 quotient bits)
        bl      platform_cycles         @ 1
        @ the region: 144 cycles (the column above), 61 instructions
        subs    r0, r0, r4              @ exit status: the region's cycles
        ldr     r1, =exit_block             @ (literal)
        str     r0, [r1, #4]
        movs    r0, #0x20               @ SYS_EXIT_EXTENDED
        bkpt    0xab
        .pool
        .size   reset, . - reset

        .data
        .balign 8
data:
        .word   1, 2, 3, 4, 5, 6, 7, 8
exit_block:
        .word   0x20026, 0
