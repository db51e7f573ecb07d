/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HAETAE native kernels against their portable twins (src/sign/haetae/
 * native/api.h), for the parameter set this program is compiled for: each
 * kernel on RANDOM_RUNS random inputs within its documented bounds and on
 * the extremes of those bounds (all minimal, all maximal, alternating). */
#include <stdlib.h>

#include "native_test.h"
#include "haetae.h"
#include "native/api.h"

#define RANDOM_RUNS 1000

#if defined(HAETAE_NATIVE_FEATURES)

static unsigned checks;

/* Fills a with values in [lo, hi]; pattern 0: random, 1: all lo, 2: all hi,
 * 3: alternating lo, hi; 4: alternating hi, lo. */
static void fill(haetae_poly *a, int64_t lo, int64_t hi, int pattern)
{
    unsigned i;
    for (i = 0; i < HAETAE_N; i++) {
        int64_t v;
        switch (pattern) {
        case 1: v = lo; break;
        case 2: v = hi; break;
        case 3: v = (i & 1) ? hi : lo; break;
        case 4: v = (i & 1) ? lo : hi; break;
        default: v = nt_range(lo, hi); break;
        }
        a->c[i] = (int32_t)v;
    }
}

#define PATTERNS 5
/* run r: the extremes first, then random inputs */
static int pattern_of(unsigned r)
{
    return r < PATTERNS - 1 ? (int)r + 1 : 0;
}

static void test_ntt(void)
{
    const int64_t b = (INT64_C(1) << 30) - 8 * HAETAE_Q - 1;
    unsigned r;
    for (r = 0; r < RANDOM_RUNS + PATTERNS; r++) {
        haetae_poly a, n, p;
        fill(&a, -b, b, pattern_of(r));
        n = a;
        p = a;
        haetae_native_ntt(&n);
        haetae_ntt_c(&p);
        nt_same("ntt", &n, &p, sizeof n);
        checks++;
    }
}

static void test_invntt(void)
{
    const int64_t b = (INT64_C(1) << 23) - 1;
    unsigned r;
    for (r = 0; r < RANDOM_RUNS + PATTERNS; r++) {
        haetae_poly a, n, p;
        fill(&a, -b, b, pattern_of(r));
        n = a;
        p = a;
        haetae_native_invntt_tomont(&n);
        haetae_invntt_tomont_c(&p);
        nt_same("invntt_tomont", &n, &p, sizeof n);
        checks++;
    }
}

/* Products |a b| < 2^31 q: a any int32 with |b| < q, or both below 2^23. */
static void test_pointwise(void)
{
    unsigned r;
    for (r = 0; r < 2 * (RANDOM_RUNS + PATTERNS); r++) {
        const int wide = r & 1;
        const int pattern = pattern_of(r / 2);
        haetae_poly a, b, acc, n, p;
        if (wide) {
            fill(&a, INT32_MIN, INT32_MAX, pattern);
            fill(&b, -(HAETAE_Q - 1), HAETAE_Q - 1, pattern);
        } else {
            fill(&a, -((1 << 23) - 1), (1 << 23) - 1, pattern);
            fill(&b, -((1 << 23) - 1), (1 << 23) - 1, pattern == 0 ? 0 : 5 - pattern);
        }
        haetae_native_poly_pointwise_montgomery(&n, &a, &b);
        haetae_poly_pointwise_montgomery_c(&p, &a, &b);
        nt_same("pointwise_montgomery", &n, &p, sizeof n);
        fill(&acc, -(1 << 30), 1 << 30, pattern == 0 ? 0 : 1 + (pattern % 4));
        n = acc;
        p = acc;
        haetae_native_poly_pointwise_acc_montgomery(&n, &a, &b);
        haetae_poly_pointwise_acc_montgomery_c(&p, &a, &b);
        nt_same("pointwise_acc_montgomery", &n, &p, sizeof n);
        checks += 2;
    }
}

int main(void)
{
    if (!nt_have(HAETAE_NATIVE_FEATURES, HAETAE_NATIVE_BACKEND)) {
        return NT_SKIP;
    }
    (void)nt_bytes;
    test_ntt();
    test_invntt();
    test_pointwise();
    return nt_result("haetae native (" HAETAE_NATIVE_BACKEND ")", checks);
}

#else

int main(void)
{
    printf("SKIPPED: no HAETAE backend in this build\n");
    return NT_SKIP;
}

#endif
