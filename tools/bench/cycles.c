/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Cycle counters. x86-64: rdtsc between lfence barriers, so that the
 * measured instructions neither start before the first read nor finish
 * after the second (Intel's and AMD's recommended serialisation for
 * benchmarking). AArch64: the virtual counter CNTVCT_EL0 after an isb.
 * Linux: the perf_event hardware cycle counter where the kernel allows
 * it. Everywhere: clock_gettime nanoseconds as the fallback. */
#if !defined(_WIN32) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* syscall */
#endif

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cycles.h"

#if defined(__linux__)
#include <linux/perf_event.h>
#include <sys/syscall.h>
#include <unistd.h>
#define HAVE_PERF_EVENT 1
#endif

uint64_t bench_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define HAVE_RDTSC 1
static uint64_t read_rdtsc(void)
{
    uint32_t lo, hi;
    __asm__ __volatile__("lfence\n\trdtsc\n\tlfence" : "=a"(lo), "=d"(hi) : : "memory");
    return ((uint64_t)hi << 32) | lo;
}
#endif

#if defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
#define HAVE_CNTVCT 1
static uint64_t read_cntvct(void)
{
    uint64_t v;
    __asm__ __volatile__("isb\n\tmrs %0, cntvct_el0" : "=r"(v) : : "memory");
    return v;
}
#endif

#if defined(HAVE_PERF_EVENT)
static int perf_fd = -1;

static uint64_t read_perf(void)
{
    uint64_t v = 0;
    if (read(perf_fd, &v, sizeof v) != (ssize_t)sizeof v) {
        return 0;
    }
    return v;
}

static int perf_open(void)
{
    struct perf_event_attr attr;
    if (perf_fd >= 0) {
        return 0;
    }
    memset(&attr, 0, sizeof attr);
    attr.type = PERF_TYPE_HARDWARE;
    attr.size = sizeof attr;
    attr.config = PERF_COUNT_HW_CPU_CYCLES;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    perf_fd = (int)syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
    return perf_fd >= 0 ? 0 : -1;
}
#endif

static uint64_t read_clock(void)
{
    return bench_ns();
}

static const bench_clock clocks[] = {
#if defined(HAVE_RDTSC)
    {"rdtsc", "time-stamp counter ticks (constant rate, not core cycles under frequency scaling)",
     read_rdtsc},
#endif
#if defined(HAVE_CNTVCT)
    {"cntvct", "virtual counter ticks (fixed system frequency, not core cycles)", read_cntvct},
#endif
#if defined(HAVE_PERF_EVENT)
    {"perf_event",
     "core cycles from the perf_event PMU counter (user space only; includes "
     "a read() system call per sample, subtracted as the measured overhead)",
     read_perf},
#endif
    {"clock_gettime", "nanoseconds (no cycle counter available)", read_clock},
};

const bench_clock *bench_clock_select(const char *wanted)
{
    size_t i;
    for (i = 0; i < sizeof clocks / sizeof clocks[0]; i++) {
        if (wanted != NULL && strcmp(wanted, clocks[i].name) != 0) {
            continue;
        }
#if defined(HAVE_PERF_EVENT)
        if (clocks[i].read == read_perf && perf_open() != 0) {
            continue; /* kernel refuses (perf_event_paranoid, container) */
        }
#endif
        return &clocks[i];
    }
    return NULL;
}
