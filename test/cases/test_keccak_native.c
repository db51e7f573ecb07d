/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The native Keccak-f[1600] kernel (native/api.h: KPQC_NATIVE_KECCAKF1600,
 * ARMv7-M assembly on a bit-interleaved state in native/armv7m, or the
 * x86-64 BMI1/BMI2 C in native/x86_64) against the portable C permutation.
 *
 * Where a backend has the kernel, kpqc_keccakf1600 dispatches to it and
 * the portable core stays reachable as kpqc_keccakf1600_portable.
 * The case checks
 *  - the known answer for the all-zero state: lane 0 of Keccak-f[1600](0)
 *    is 0xF1258F7940E1DDE7 (Keccak team, KeccakF-1600-IntermediateValues.txt),
 *    through both the native entry point and kpqc_keccakf1600;
 *  - 1000 pseudorandom states (t_prng): native and portable agree on all
 *    25 lanes, and so does kpqc_keccakf1600 (the dispatching entry point);
 *  - a chain of 100 permutations started from the zero state agrees, so
 *    outputs that are themselves permutation outputs are also covered.
 * Without a native kernel in the build, or on a CPU without its features
 * (or with KPQC_FORCE_PORTABLE=1), the case is skipped. */
#include <stdint.h>
#include <string.h>

#include "harness.h"

int test_keccak_native(void);

#include "fips202.h"
#include "native/api.h"

#if defined(KPQC_NATIVE_KECCAKF1600)

#define NATIVE_RANDOM_STATES 1000
#define NATIVE_CHAIN         100

static void lanes_from_bytes(uint64_t s[25], const uint8_t b[200])
{
    unsigned i, j;
    for (i = 0; i < 25; i++) {
        uint64_t v = 0;
        for (j = 0; j < 8; j++) {
            v |= (uint64_t)b[8 * i + j] << (8 * j);
        }
        s[i] = v;
    }
}

int test_keccak_native(void)
{
    uint64_t a[25], b[25], c[25];
    uint8_t buf[200];
    unsigned n, mismatches = 0;

    /* known answer: the all-zero state */
    memset(a, 0, sizeof a);
    if (kpqc_native_keccakf1600(a) != KPQC_NATIVE_OK) {
        t_note("no native permutation on this CPU (or KPQC_FORCE_PORTABLE): skipped");
        return T_SKIP;
    }
    t_note("backend: %s", KPQC_NATIVE_BACKEND_NAME);
    T_CHECK(a[0] == UINT64_C(0xF1258F7940E1DDE7));
    memset(b, 0, sizeof b);
    kpqc_keccakf1600_portable(b);
    T_CHECK(b[0] == UINT64_C(0xF1258F7940E1DDE7));
    T_EQ_BYTES("native vs portable, zero state", (const uint8_t *)a, (const uint8_t *)b, sizeof a);
    memset(c, 0, sizeof c);
    kpqc_keccakf1600(c);
    T_EQ_BYTES("dispatch vs portable, zero state", (const uint8_t *)c, (const uint8_t *)b,
               sizeof c);

    /* random states */
    t_prng_seed("keccak native");
    for (n = 0; n < NATIVE_RANDOM_STATES; n++) {
        t_prng(buf, sizeof buf);
        lanes_from_bytes(a, buf);
        memcpy(b, a, sizeof a);
        memcpy(c, a, sizeof a);
        T_CHECK(kpqc_native_keccakf1600(a) == KPQC_NATIVE_OK);
        kpqc_keccakf1600_portable(b);
        kpqc_keccakf1600(c);
        if (memcmp(a, b, sizeof a) != 0 || memcmp(c, b, sizeof c) != 0) {
            if (mismatches == 0) {
                t_note("first mismatch at random state %u", n);
                T_EQ_BYTES("native vs portable", (const uint8_t *)a, (const uint8_t *)b, sizeof a);
                T_EQ_BYTES("dispatch vs portable", (const uint8_t *)c, (const uint8_t *)b,
                           sizeof c);
            }
            mismatches++;
        }
    }
    if (mismatches != 0) {
        t_note("%u of %u random states differ", mismatches, (unsigned)NATIVE_RANDOM_STATES);
    }
    T_CHECK(mismatches == 0);

    /* a chain of permutations from the zero state */
    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
    for (n = 0; n < NATIVE_CHAIN; n++) {
        (void)kpqc_native_keccakf1600(a);
        kpqc_keccakf1600_portable(b);
    }
    T_EQ_BYTES("native vs portable, 100 chained permutations", (const uint8_t *)a,
               (const uint8_t *)b, sizeof a);

    return T_RESULT();
}

#else

int test_keccak_native(void)
{
    t_note("no native permutation in this build: skipped");
    return T_SKIP;
}

#endif
