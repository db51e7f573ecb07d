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

#include "kpqc.h"
#include "platform.h"

/* The stack the benchmark may paint below its first caller's frame: far
 * more than any operation needs (the deepest uses well under 256 KiB),
 * and well inside Linux's default 8 MiB stack limit, which grows the
 * stack on demand as the painting touches it. */
#define STACK_BUDGET (1024u * 1024u)

/* A fixed stream of random bytes (splitmix64 on a counter) in place of
 * the operating system's generator: every run of the program, and both
 * code paths, then draw the same coins, so rejection-sampling operations do
 * the same work on each and their figures repeat exactly. Benchmark use
 * only: these bytes are predictable. */
static int fixed_stream(void *ctx, uint8_t *out, size_t len)
{
    uint64_t *state = ctx;
    size_t i;
    for (i = 0; i < len; i++) {
        uint64_t z;
        if ((i & 7) == 0) {
            z = (*state += 0x9E3779B97F4A7C15ULL);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            state[1] = z ^ (z >> 31);
        }
        out[i] = (uint8_t)(state[1] >> (8 * (i & 7)));
    }
    return 0;
}

/* (Re)starts the stream: the benchmark calls it before each set, so a
 * set's figures do not depend on which sets ran before it. */
void platform_init(void)
{
    static uint64_t state[2];
    state[0] = 0x6b707163u; /* "kpqc" */
    state[1] = 0;
    kpqc_randombytes_set_source(fixed_stream, state);
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
