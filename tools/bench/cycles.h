/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cycle counters for the benchmark. Platform code: compiler-specific
 * instructions live here, behind feature tests, never in the library. */
#ifndef KPQC_BENCH_CYCLES_H
#define KPQC_BENCH_CYCLES_H

#include <stdint.h>

typedef struct {
    const char *name; /* rdtsc, perf_event, cntvct, clock_gettime */
    const char *note; /* what one unit is */
    uint64_t (*read)(void);
} bench_clock;

/* The best counter available; `wanted` (NULL for the default) asks for one
 * by name. Returns NULL if that one is not available. */
const bench_clock *bench_clock_select(const char *wanted);

/* Monotonic nanoseconds. */
uint64_t bench_ns(void);

#endif
