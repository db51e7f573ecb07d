/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Helpers of the native-kernel tests (test/native/<scheme>.c): a
 * deterministic generator for random inputs, a comparison that names the
 * first difference, and the skip rule.
 *
 * Each test program compares every kernel its scheme's backend replaces
 * with the portable twin, on random inputs and on the extreme values of the
 * kernel's documented input bounds, and returns 0 (all equal), 1 (a
 * difference, printed) or 77 (no backend for this CPU or build: skipped). */
#ifndef KPQC_TEST_NATIVE_TEST_H
#define KPQC_TEST_NATIVE_TEST_H

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sys.h"

#define NT_SKIP 77

static int nt_failures;

/* xoshiro-style 64-bit generator (splitmix64 steps): test inputs only */
static uint64_t nt_state = UINT64_C(0x9E3779B97F4A7C15);

static uint64_t nt_rand64(void)
{
    uint64_t z = (nt_state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* uniform in [lo, hi] (hi - lo < 2^32) */
static int64_t nt_range(int64_t lo, int64_t hi)
{
    uint64_t span = (uint64_t)(hi - lo) + 1;
    return lo + (int64_t)(nt_rand64() % span);
}

static void nt_bytes(uint8_t *p, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        p[i] = (uint8_t)nt_rand64();
    }
}

/* Compares n bytes; prints the first differing byte with a label. */
static int nt_same(const char *what, const void *native, const void *portable, size_t n)
{
    const uint8_t *a = native, *b = portable;
    size_t i;
    for (i = 0; i < n; i++) {
        if (a[i] != b[i]) {
            printf("FAIL %s: byte %lu native %02x portable %02x\n", what, (unsigned long)i, a[i],
                   b[i]);
            nt_failures++;
            return 0;
        }
    }
    return 1;
}

/* Call first: the test is skipped (77) when the build has no native backend
   or the CPU lacks `features`. It looks at the CPU itself, not at
   KPQC_FORCE_PORTABLE, and turns the backends on for this process: a run
   that forces the schemes onto the portable path still compares the kernels,
   whether the test calls the backend's functions directly or through the
   meta.h wrappers. */
static int nt_have(uint32_t features, const char *name)
{
    if ((kpqc_sys_cpu_features() & features) != features) {
        printf("SKIPPED: no %s backend on this CPU or in this build\n", name);
        return 0;
    }
    kpqc_sys_test_set_native(1);
    return 1;
}

static int nt_result(const char *name, unsigned checks)
{
    if (nt_failures != 0) {
        printf("%s: %d of %u comparisons differ\n", name, nt_failures, checks);
        return 1;
    }
    printf("%s: %u comparisons, native equals portable\n", name, checks);
    return 0;
}

#endif
