/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Start-up for the kpqc_soc firmware (hw/sys/kpqc_soc.sv). Ibex starts at
 * boot address + 0x80 and takes every trap at the boot address (mtvec in
 * vectored mode, all exceptions at its base): 32 jumps to the trap handler,
 * then the reset entry. A trap is a firmware bug here: it writes
 * 0xE0 + mcause (the exception code) to the exit register. */
    .section .vectors, "ax"
    .option push
    .option norvc
    .global _vectors
_vectors:
    .rept 32
    j trap_entry
    .endr
    j _start
    .option pop

    .section .text
    .global _start
_start:
    la sp, __stack_top
    la t0, __bss_start
    la t1, __bss_end
1:
    bgeu t0, t1, 2f
    sw zero, 0(t0)
    addi t0, t0, 4
    j 1b
2:
    call main
    li t0, 0x10000004
    sw a0, 0(t0)
3:
    j 3b

trap_entry:
    csrr t1, mcause
    andi t1, t1, 0x1f
    addi t1, t1, 0xe0
    li t0, 0x10000004
    sw t1, 0(t0)
4:
    j 4b
