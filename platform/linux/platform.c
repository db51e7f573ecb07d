/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* platform.h on a hosted Linux system, for the benchmark program
 * (platform/common/m4bench.c built as kpqc-a64bench on AArch64).
 *
 * There is no cycle model to ask: platform_cycles() reads the generic
 * timer's virtual count on AArch64 (a time base, not cycles; under
 * qemu-aarch64 it follows host time) and exists above all as the mark that
 * the counting plugin (tools/qemu-plugin/bbcount.c) watches, which is why
 * it lives in its own translation unit and is never inlined. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "platform.h"

/* The stack the benchmark may paint below its first caller's frame: far
 * more than any operation needs (the deepest uses well under 256 KiB),
 * and well inside Linux's default 8 MiB stack limit, which grows the
 * stack on demand as the painting touches it. */
#define STACK_BUDGET (1024u * 1024u)

void platform_init(void)
{
}

void platform_write(const char *s, size_t n)
{
    fwrite(s, 1, n, stdout);
}

uint64_t platform_cycles(void)
{
#if defined(__aarch64__)
    uint64_t v;
    __asm__ volatile("mrs %0, cntvct_el0" : "=r"(v));
    return v;
#else
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
#endif
}

const char *platform_cycle_source(void)
{
#if defined(__aarch64__)
    return "cntvct_el0 (generic timer, not cycles)";
#else
    return "CLOCK_MONOTONIC ns (not cycles)";
#endif
}

uint64_t platform_model_counter(unsigned which)
{
    (void)which;
    return 0;
}

int platform_args(char **argv, int max)
{
    (void)argv;
    (void)max;
    return 1;
}

void platform_exit(int status)
{
    fflush(stdout);
    exit(status);
}

uintptr_t platform_stack_floor(void)
{
    static uintptr_t floor;
    volatile unsigned char here = 0;
    if (floor == 0) {
        floor = (uintptr_t)&here - STACK_BUDGET;
    }
    return floor;
}
