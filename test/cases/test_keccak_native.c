/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The native Keccak-f[1600] kernel (native/api.h: KPQC_NATIVE_KECCAKF1600,
 * ARMv7-M assembly on a bit-interleaved state in native/armv7m, or the
 * x86-64 BMI1/BMI2 assembly in native/x86_64, the AArch64 cores in
 * native/aarch64) against the portable C permutation.
 *
 * Where a backend has the kernel, kpqc_keccakf1600 dispatches to it and
 * the portable core stays reachable as kpqc_keccakf1600_portable.
 * The case checks
 *  - the known answer for the all-zero state: lane 0 of Keccak-f[1600](0)
 *    is 0xF1258F7940E1DDE7 (Keccak team, KeccakF-1600-IntermediateValues.txt),
 *    through both the native entry point and kpqc_keccakf1600;
 *  - the all-ones state: native, portable and dispatch agree;
 *  - 1000 pseudorandom states (t_prng): native and portable agree on all
 *    25 lanes, and so does kpqc_keccakf1600 (the dispatching entry point);
 *  - a chain of 100 permutations started from the zero state agrees, so
 *    outputs that are themselves permutation outputs are also covered.
 * On AArch64 the SHA-3 core, and on x86-64 the BMI assembly and the
 * AVX-512VL kernel, are checked directly where the CPU has their
 * features, whatever KPQC_FORCE_PORTABLE or KPQC_NO_AVX512 say, and then
 * the meta.h wrapper (whichever tier the environment leaves). Without a native kernel in the build, or on a CPU
 * without its features (or with KPQC_FORCE_PORTABLE=1, where nothing is
 * called directly), the case is skipped. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

int test_keccak_native(void);
int test_x86_tier(void);

#include "fips202.h"
#include "native/api.h"

#include "bytes.h"

#if defined(KPQC_NATIVE_KECCAKF1600) || defined(KPQC_NATIVE_KECCAKF1600X4)
/* The native kernel, the portable twin and the dispatching entry point
 * agree on `count` pseudorandom states of `lanes` lanes (25: one state;
 * 100: four interleaved ones); the first mismatch is shown. Shared by
 * keccak-native and keccakx4-native (test_keccakx4.c). */
void t_keccak_random_states(const char *seed, size_t lanes, unsigned count,
                            int (*native)(uint64_t *), void (*portable)(uint64_t *),
                            void (*dispatch)(uint64_t *));
void t_keccak_random_states(const char *seed, size_t lanes, unsigned count,
                            int (*native)(uint64_t *), void (*portable)(uint64_t *),
                            void (*dispatch)(uint64_t *))
{
    uint64_t a[100], b[100], c[100];
    uint8_t buf[8 * 100];
    const size_t bytes = lanes * sizeof a[0];
    unsigned n, mismatches = 0;
    size_t i;

    t_prng_seed(seed);
    for (n = 0; n < count; n++) {
        t_prng(buf, 8 * lanes);
        for (i = 0; i < lanes; i++) {
            a[i] = kpqc_load64_le(buf + 8 * i);
        }
        memcpy(b, a, bytes);
        memcpy(c, a, bytes);
        T_CHECK(native(a) == KPQC_NATIVE_OK);
        portable(b);
        dispatch(c);
        if (memcmp(a, b, bytes) != 0 || memcmp(c, b, bytes) != 0) {
            if (mismatches == 0) {
                t_note("first mismatch at random state %u", n);
                T_EQ_BYTES("native vs portable", (const uint8_t *)a, (const uint8_t *)b, bytes);
                T_EQ_BYTES("dispatch vs portable", (const uint8_t *)c, (const uint8_t *)b, bytes);
            }
            mismatches++;
        }
    }
    if (mismatches != 0) {
        t_note("%u of %u random states differ", mismatches, count);
    }
    T_CHECK(mismatches == 0);
}
#endif

#if defined(KPQC_NATIVE_KECCAKF1600)

#define NATIVE_RANDOM_STATES 1000
#define NATIVE_CHAIN         100

/* Every check above on one native permutation `native` (a kernel called
   directly, or the meta.h wrapper). */
static void check_keccak_kernel(const char *name, int (*native)(uint64_t *))
{
    uint64_t a[25], b[25], c[25];
    unsigned n;

    t_note("kernel: %s", name);
    /* known answer: the all-zero state */
    memset(a, 0, sizeof a);
    T_CHECK(native(a) == KPQC_NATIVE_OK);
    T_CHECK(a[0] == UINT64_C(0xF1258F7940E1DDE7));
    memset(b, 0, sizeof b);
    kpqc_keccakf1600_portable(b);
    T_CHECK(b[0] == UINT64_C(0xF1258F7940E1DDE7));
    T_EQ_BYTES("native vs portable, zero state", (const uint8_t *)a, (const uint8_t *)b, sizeof a);
    memset(c, 0, sizeof c);
    kpqc_keccakf1600(c);
    T_EQ_BYTES("dispatch vs portable, zero state", (const uint8_t *)c, (const uint8_t *)b,
               sizeof c);

    /* the all-ones state */
    memset(a, 0xFF, sizeof a);
    memcpy(b, a, sizeof a);
    memcpy(c, a, sizeof a);
    T_CHECK(native(a) == KPQC_NATIVE_OK);
    kpqc_keccakf1600_portable(b);
    kpqc_keccakf1600(c);
    T_EQ_BYTES("native vs portable, all-ones state", (const uint8_t *)a, (const uint8_t *)b,
               sizeof a);
    T_EQ_BYTES("dispatch vs portable, all-ones state", (const uint8_t *)c, (const uint8_t *)b,
               sizeof c);

    /* random states */
    t_keccak_random_states("keccak native", 25, NATIVE_RANDOM_STATES, native,
                           kpqc_keccakf1600_portable, kpqc_keccakf1600);

    /* a chain of permutations from the zero state */
    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
    for (n = 0; n < NATIVE_CHAIN; n++) {
        (void)native(a);
        kpqc_keccakf1600_portable(b);
    }
    T_EQ_BYTES("native vs portable, 100 chained permutations", (const uint8_t *)a,
               (const uint8_t *)b, sizeof a);
}

#if defined(KPQC_NATIVE_X86_64)
/* The x86-64 kernels, called directly: meta.h runs only the best one the
   CPU has (none under KPQC_FORCE_PORTABLE=1). */
T_DIRECT_KERNEL(x86_avx512vl, kpqc_keccakf1600_avx512vl)

#if defined(KPQC_X86_64_ASM)
T_DIRECT_KERNEL(x86_asm, kpqc_keccakf1600_x86_64)
#endif
#endif

#if defined(KPQC_NATIVE_AARCH64)
/* The AArch64 SHA-3 core, called directly: meta.h runs none under
   KPQC_FORCE_PORTABLE=1. */
T_DIRECT_KERNEL(a64_sha3, kpqc_keccakf1600_aarch64_sha3)
/* The scalar assembly core (any AArch64 core runs it). */
T_DIRECT_KERNEL(a64_scalar, kpqc_keccakf1600_aarch64)
#endif

int test_keccak_native(void)
{
    uint64_t a[25];
    unsigned kernels = 0;

#if defined(KPQC_NATIVE_AARCH64)
    {
        const uint32_t cpu = kpqc_sys_cpu_features();
        if ((cpu & (KPQC_SYS_ARM_NEON | KPQC_SYS_ARM_SHA3)) ==
            (KPQC_SYS_ARM_NEON | KPQC_SYS_ARM_SHA3)) {
            check_keccak_kernel("aarch64 SHA-3 instructions", a64_sha3);
            kernels++;
        }
        check_keccak_kernel("aarch64 scalar assembly", a64_scalar);
        kernels++;
    }
#endif
#if defined(KPQC_NATIVE_X86_64)
    {
        const uint32_t cpu = kpqc_sys_cpu_features();
#if defined(KPQC_X86_64_ASM)
        if ((cpu & KPQC_SYS_X86_AVX2) != 0) {
            check_keccak_kernel("x86-64 assembly (BMI1, BMI2)", x86_asm);
            kernels++;
        }
#endif
        if ((cpu & KPQC_NATIVE_AVX512_FEATURES) == KPQC_NATIVE_AVX512_FEATURES) {
            check_keccak_kernel("x86-64 AVX-512VL", x86_avx512vl);
            kernels++;
        } else {
            t_note("no AVX-512VL on this CPU: that kernel not tested");
        }
    }
#endif
    memset(a, 0, sizeof a);
    if (kpqc_native_keccakf1600(a) == KPQC_NATIVE_OK) {
        t_note("backend: %s", kpqc_keccak_backend());
        check_keccak_kernel("dispatching wrapper", kpqc_native_keccakf1600);
        kernels++;
    }
    if (kernels == 0) {
        t_note("no native permutation on this CPU (or KPQC_FORCE_PORTABLE): skipped");
        return T_SKIP;
    }
    return T_RESULT();
}

#else

int test_keccak_native(void)
{
    t_note("no native permutation in this build: skipped");
    return T_SKIP;
}

#endif

/* x86-tier: which x86-64 Keccak tier the dispatch takes (meta.h): the
 * AVX-512VL kernels where the CPU has AVX-512F and AVX-512VL, the AVX2
 * ones (BMI assembly, AVX2 4-way) when the run sets KPQC_NO_AVX512=1,
 * which must mask KPQC_SYS_X86_AVX512VL and nothing else. The ctest
 * kat-avx2-tier runs it before KAT tests under KPQC_NO_AVX512=1, so that
 * an AVX-512 machine also checks the AVX2 tier's outputs. Skipped where
 * the build has no x86-64 backend or the CPU no AVX-512VL (then the AVX2
 * tier runs anyway), and under KPQC_FORCE_PORTABLE=1. */
int test_x86_tier(void)
{
#if defined(KPQC_NATIVE_X86_64)
    const char *env = getenv("KPQC_NO_AVX512");
    const char *forced = getenv("KPQC_FORCE_PORTABLE");
    const int masked = env != NULL && strcmp(env, "1") == 0;
    const uint32_t cpu = kpqc_sys_cpu_features();
    uint32_t f;

    if ((cpu & KPQC_NATIVE_AVX512_FEATURES) != KPQC_NATIVE_AVX512_FEATURES) {
        t_note("no AVX-512VL on this CPU: only the AVX2 tier can run, skipped");
        return T_SKIP;
    }
    if (forced != NULL && strcmp(forced, "1") == 0) {
        t_note("KPQC_FORCE_PORTABLE=1: no tier runs, skipped");
        return T_SKIP;
    }
    f = kpqc_sys_features();
    t_note("KPQC_NO_AVX512 %s, tier %s", masked ? "set" : "unset", kpqc_keccak_backend());
    if (masked) {
        T_CHECK(f == (cpu & ~KPQC_SYS_X86_AVX512VL));
        T_CHECK(strcmp(kpqc_keccak_backend(), "avx2") == 0);
    } else {
        T_CHECK(f == cpu);
        T_CHECK(strcmp(kpqc_keccak_backend(), "avx512vl") == 0);
    }
    /* forcing the portable path and releasing it keeps the mask */
    kpqc_sys_force_portable(1);
    T_CHECK(strcmp(kpqc_keccak_backend(), "portable") == 0);
    kpqc_sys_force_portable(0);
    T_CHECK(kpqc_sys_features() == f);
    return T_RESULT();
#else
    t_note("no x86-64 backend in this build: skipped");
    return T_SKIP;
#endif
}
