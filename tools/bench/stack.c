/* Stack high-water mark by painting: the operation runs on a thread whose
 * stack is a region of ours, filled with a pattern beforehand; afterwards
 * the untouched bytes at the far end tell how deep it went. The caller's
 * buffers (keys, ciphertexts) are not on that stack. The thread start-up
 * frames are measured with an empty function and subtracted. */
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
#define PATTERN 0xA5

/* page-aligned, as pthread_attr_setstack wants */
static union {
    unsigned char bytes[REGION_BYTES];
    long double align;
} region;

typedef struct {
    void (*fn)(void *);
    void *arg;
} job;

static void *run_job(void *p)
{
    job *j = p;
    j->fn(j->arg);
    return NULL;
}

static void nothing(void *arg)
{
    (void)arg;
}

static long painted(void (*fn)(void *), void *arg)
{
    pthread_attr_t attr;
    pthread_t thread;
    job j;
    size_t page = (size_t)sysconf(_SC_PAGESIZE), off, i;
    unsigned char *base;
    size_t size;

    /* align the start to a page inside the region */
    off = (page - ((size_t)(uintptr_t)region.bytes % page)) % page;
    base = region.bytes + off;
    size = (REGION_BYTES - off) / page * page;
    memset(base, PATTERN, size);
    j.fn = fn;
    j.arg = arg;
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
    /* the stack grows down: untouched bytes remain at the low end (this
       also covers the thread's TLS block, placed at the high end) */
    for (i = 0; i < size && base[i] == PATTERN; i++) {
    }
    return (long)(size - i);
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
