/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The bare-metal platform interface: what the test runner and the Cortex-M4
 * benchmark need from a board. Each board folder (platform/<board>/)
 * provides startup code, a linker script and these functions; the library
 * itself only needs kpqc_platform_randombytes (src/common/randombytes.c). */
#ifndef KPQC_PLATFORM_H
#define KPQC_PLATFORM_H

#include <stddef.h>
#include <stdint.h>

/* Clocks, console, cycle counter and random generator, once at start-up
 * (called by the startup code before main). */
void platform_init(void);

/* Console output (newlib's _write ends here). */
void platform_write(const char *s, size_t n);

/* The cycle counter: a free-running count of core cycles where the board
 * has one (SysTick with an overflow count, or DWT CYCCNT); under QEMU a
 * counter that is not cycles. platform_cycle_source() names it. */
uint64_t platform_cycles(void);
const char *platform_cycle_source(void);

/* Counters only a cycle model has (tools/m4sim answers this call):
 * 0 = instructions executed, 1/2/3 = modelled cycles spent so far in the
 * SHA-2, SHA-3 and AES cores. Boards and QEMU return 0 for all: "no
 * model". */
uint64_t platform_model_counter(unsigned which);

/* The command line, split at spaces, into argv[0..max) (argv[0] is the
 * program name); returns argc, at least 1. Boards without one return 1. */
int platform_args(char **argv, int max);

/* The lowest stack address the benchmark may paint: the linker script's
 * __stack_limit on a board (syscalls.c); a fixed budget below the caller's
 * frame on a hosted system (platform/linux). */
uintptr_t platform_stack_floor(void);

/* End the program with a status: under QEMU a semihosting exit, so the
 * emulator's exit code is the status; on a board, print "#exit <status>"
 * and stop. */
void platform_exit(int status) __attribute__((noreturn));

#endif
