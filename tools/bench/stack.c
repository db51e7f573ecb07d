/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Stack high-water mark by painting: the operation runs on a thread whose
 * stack is a region of ours, filled with a pattern beforehand; right after
 * the call, still inside the thread, the untouched bytes at the far end
 * tell how deep it went below the thread function's frame. The same
 * measurement of an empty function is subtracted. The caller's buffers
 * (keys, ciphertexts) are not on that stack.
 *
 * The scan happens inside the thread because glibc's thread-exit code runs
 * on the same stack after the thread function returns and goes deeper
 * than a short call (64 bytes with glibc 2.36): scanning after the join
 * put that into the empty-function baseline and made every figure 56
 * bytes low. Checked against a guard-page probe and valgrind massif
 * (docs/benchmarking.md). Two patterns are used, so that a deepest byte
 * that happens to equal one of them cannot hide. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <string.h>

#include "bench.h"

#if defined(__unix__) || defined(__APPLE__)
#include <pthread.h>
#include <unistd.h>
#define HAVE_PTHREAD_STACK 1
#endif

#if defined(HAVE_PTHREAD_STACK)
#define REGION_BYTES (1024u * 1024u)

/* page-aligned, as pthread_attr_setstack wants */
static union {
    unsigned char bytes[REGION_BYTES];
    long double align;
} region;

typedef struct {
    void (*fn)(void *);
    void *arg;
    const volatile unsigned char *base; /* lowest byte of the thread's stack */
    unsigned char pattern;
    long used; /* bytes below run_job's frame touched */
} job;

static void *run_job(void *p)
{
    job *j = p;
    volatile unsigned char marker = 0; /* an address in this frame */
    const volatile unsigned char *top = &marker, *q = j->base;
    j->fn(j->arg);
    /* inline scan: nothing else runs between fn's return and here */
    while (q < top && *q == j->pattern) {
        q++;
    }
    j->used = (long)(top - q);
    return NULL;
}

static void nothing(void *arg)
{
    (void)arg;
}

static long painted_once(void (*fn)(void *), void *arg, unsigned char pattern)
{
    pthread_attr_t attr;
    pthread_t thread;
    job j;
    size_t page = (size_t)sysconf(_SC_PAGESIZE), off;
    unsigned char *base;
    size_t size;

    /* align the start to a page inside the region */
    off = (page - ((size_t)(uintptr_t)region.bytes % page)) % page;
    base = region.bytes + off;
    size = (REGION_BYTES - off) / page * page;
    memset(base, pattern, size);
    j.fn = fn;
    j.arg = arg;
    j.base = base;
    j.pattern = pattern;
    j.used = -1;
    if (pthread_attr_init(&attr) != 0) {
        return -1;
    }
    if (pthread_attr_setstack(&attr, base, size) != 0 ||
        pthread_create(&thread, &attr, run_job, &j) != 0) {
        pthread_attr_destroy(&attr);
        return -1;
    }
    pthread_join(thread, NULL);
    pthread_attr_destroy(&attr);
    return j.used;
}

static long painted(void (*fn)(void *), void *arg)
{
    long a = painted_once(fn, arg, 0xA5), b = painted_once(fn, arg, 0x5A);
    return a > b ? a : b;
}

long bench_stack_usage(void (*fn)(void *), void *arg)
{
    long used = painted(fn, arg), idle = painted(nothing, NULL);
    if (used < 0 || idle < 0) {
        return -1;
    }
    return used > idle ? used - idle : 0;
}
#else
long bench_stack_usage(void (*fn)(void *), void *arg)
{
    (void)fn;
    (void)arg;
    return -1;
}
#endif
