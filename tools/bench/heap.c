/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Heap verification: with glibc the benchmark replaces malloc and friends
 * by counting wrappers around glibc's own allocator, so any allocation the
 * library made during an operation would show up. Elsewhere calls are not
 * counted (-1). */
#include <stddef.h>

#include "bench.h"

#if defined(__GLIBC__) && defined(__linux__) && !defined(KPQC_BENCH_NO_HEAP_HOOK)
#include <stdlib.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);

static long calls;

void *malloc(size_t n)
{
    calls++;
    return __libc_malloc(n);
}

void *calloc(size_t n, size_t m)
{
    calls++;
    return __libc_calloc(n, m);
}

void *realloc(void *p, size_t n)
{
    calls++;
    return __libc_realloc(p, n);
}

void free(void *p)
{
    if (p != NULL) {
        calls++;
    }
    __libc_free(p);
}

long bench_heap_calls(void)
{
    return calls;
}
#else
long bench_heap_calls(void)
{
    return -1;
}
#endif
