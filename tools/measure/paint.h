/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Stack painting for the measurement tools (kpqc-measure,
 * kpqc-sig-measure): a region below the caller's frame is filled with a
 * pattern, the operation runs, and the deepest byte that changed marks the
 * high-water mark. */
#ifndef KPQC_TOOLS_MEASURE_PAINT_H
#define KPQC_TOOLS_MEASURE_PAINT_H

#include <stddef.h>

#if defined(__GNUC__)
#define NOINLINE __attribute__((noinline))
#else
#define NOINLINE
#endif

#define PAINT_BYTES (512u * 1024u)

/* The region is a local array of a frame at the same depth as the
 * operation's, handed to the painter and the scanner by (non-const)
 * pointer: the scan reads whatever the operation left there, which is the
 * point, and unsigned char has no trap representations. */
NOINLINE static void fill(volatile unsigned char *p, size_t n, unsigned char pattern)
{
    size_t i;
    for (i = 0; i < n; i++) {
        p[i] = pattern;
    }
}

NOINLINE static size_t untouched(volatile unsigned char *p, size_t n, unsigned char pattern)
{
    size_t i;
    /* reads the stack below the caller on purpose: what is still painted */
    /* NOLINTNEXTLINE(clang-analyzer-core.UndefinedBinaryOperatorResult) */
    for (i = 0; i < n && p[i] == pattern; i++) {
    }
    return i;
}

NOINLINE static void paint(unsigned char pattern)
{
    volatile unsigned char region[PAINT_BYTES];
    fill(region, PAINT_BYTES, pattern);
}

NOINLINE static size_t high_water(unsigned char pattern)
{
    volatile unsigned char region[PAINT_BYTES];
    return PAINT_BYTES - untouched(region, PAINT_BYTES, pattern);
}

#endif
