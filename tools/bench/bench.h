/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc bench: the benchmark suite (docs/benchmarking.md). */
#ifndef KPQC_BENCH_H
#define KPQC_BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "kpqc.h"

/* Code size of a parameter set's objects (id = the set id) or of the
 * shared primitives ("common"); -1 when unknown. Generated at build time. */
typedef struct {
    const char *id;
    long text, data, bss;
} bench_code_size;
extern const bench_code_size bench_code_sizes[];

/* Peak stack of fn(arg) in bytes, run on a dedicated painted stack, minus
 * the same measurement of an empty function; -1 when unsupported. */
long bench_stack_usage(void (*fn)(void *), void *arg);

/* Heap allocator calls made by this process so far; -1 when not counted. */
long bench_heap_calls(void);

int bench_main(int argc, char **argv);

#endif
