/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The 4-way SHAKE API (fips202x4.h) and the 4-way permutation kernel.
 *
 * keccakx4: for SHAKE128 and SHAKE256, four different random inputs per
 * trial, the input lengths 0, 1, 7, 8, 9, rate - 1, rate, rate + 1,
 * 2 rate - 1, 2 rate, 2 rate + 1 and random ones, output lengths likewise:
 *  - the one-shot kpqc_shake{128,256}x4 equals four kpqc_shake{128,256};
 *  - incremental use with the input cut into random pieces (some empty)
 *    and the output taken by random squeezes mixed with squeezeblocks
 *    equals the same four reference streams.
 * keccakx4-native: the native 4-way Keccak-f[1600] (native/api.h) against
 * the portable twin on the zero state (known answer), the all-ones state,
 * 1000 random states and a chain of 100 permutations, also through the
 * dispatching kpqc_keccakf1600x4; on AArch64 (plain NEON; SHA-3
 * instructions) and x86-64 (AVX2; AVX-512VL) each kernel the CPU has
 * directly, whatever KPQC_NO_AVX512 says, then the meta.h wrapper;
 * skipped (77) where the build or the CPU has no native 4-way
 * permutation. */
#include <stdint.h>
#include <string.h>

#include "harness.h"
#include "fips202.h"
#include "fips202x4.h"
#include "native/api.h"

int test_keccakx4(void);
int test_keccakx4_native(void);

#define X4_MAX_IN  (3 * KPQC_SHAKE128_RATE + 64)
#define X4_MAX_OUT (4 * KPQC_SHAKE128_RATE + 64)
#define X4_RANDOM  24 /* random (inlen, outlen) pairs per function */

typedef void shake_fn(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);

typedef struct {
    const char *name;
    unsigned rate;
    shake_fn *one;
    void (*init)(kpqc_keccakx4_ctx *ctx);
    void (*x4)(uint8_t *out0, uint8_t *out1, uint8_t *out2, uint8_t *out3, size_t outlen,
               const uint8_t *in0, const uint8_t *in1, const uint8_t *in2, const uint8_t *in3,
               size_t inlen);
} x4_alg;

static const x4_alg x4_algs[] = {
    {"SHAKE128x4", KPQC_SHAKE128_RATE, kpqc_shake128, kpqc_shake128x4_init, kpqc_shake128x4},
    {"SHAKE256x4", KPQC_SHAKE256_RATE, kpqc_shake256, kpqc_shake256x4_init, kpqc_shake256x4},
};

/* The case's buffers live on test_keccakx4's stack, not in static storage:
   the Cortex-M4 test image reserves its stack anyway, and its static RAM is
   spent. The expected streams are kept as SHA3-256 digests (one stream at a
   time in want). */
typedef struct {
    uint8_t in[4][X4_MAX_IN];
    uint8_t want[X4_MAX_OUT];
    uint8_t want_digest[4][KPQC_SHA3_256_BYTES];
    uint8_t got[4][X4_MAX_OUT];
} x4_buffers;
static x4_buffers *x4_buf;
#define x4_in          (x4_buf->in)
#define x4_want        (x4_buf->want)
#define x4_want_digest (x4_buf->want_digest)
#define x4_got         (x4_buf->got)

/* Stream k of x4_got equals the expected stream: its digest matches. */
static int x4_stream_ok(unsigned k, size_t outlen)
{
    uint8_t d[KPQC_SHA3_256_BYTES];
    kpqc_sha3_256(d, x4_got[k], outlen);
    return memcmp(d, x4_want_digest[k], sizeof d) == 0;
}

static size_t pick(size_t bound)
{
    return (size_t)t_prng_u32((uint32_t)bound);
}

/* Incremental: absorb in random pieces, squeeze in random pieces with some
   squeezeblocks calls (only at block boundaries, their documented use). */
static void x4_stepped(const x4_alg *a, size_t inlen, size_t outlen)
{
    kpqc_keccakx4_ctx ctx;
    size_t done = 0, pos, k;
    unsigned nonzero;

    a->init(&ctx);
    while (done < inlen) {
        size_t n = pick(inlen - done + 1 < 2 * a->rate ? inlen - done + 1 : 2 * a->rate);
        kpqc_keccakx4_absorb(&ctx, x4_in[0] + done, x4_in[1] + done, x4_in[2] + done,
                             x4_in[3] + done, n);
        done += n;
    }
    kpqc_keccakx4_finalize(&ctx);
    kpqc_keccakx4_finalize(&ctx); /* a second call does nothing */
    kpqc_keccakx4_absorb(&ctx, x4_in[0], x4_in[1], x4_in[2], x4_in[3], 1); /* ignored */

    pos = 0;
    while (pos < outlen) {
        size_t left = outlen - pos;
        if (pos % a->rate == 0 && left >= a->rate && t_prng_u32(2) == 0) {
            size_t nb = 1 + pick(left / a->rate);
            kpqc_keccakx4_squeezeblocks(&ctx, x4_got[0] + pos, x4_got[1] + pos, x4_got[2] + pos,
                                        x4_got[3] + pos, nb);
            pos += nb * a->rate;
        } else {
            size_t n = pick(left + 1 < a->rate + 9 ? left + 1 : a->rate + 9);
            kpqc_keccakx4_squeeze(&ctx, x4_got[0] + pos, x4_got[1] + pos, x4_got[2] + pos,
                                  x4_got[3] + pos, n);
            pos += n;
        }
    }
    kpqc_keccakx4_wipe(&ctx);
    nonzero = 0;
    for (k = 0; k < sizeof ctx; k++) {
        nonzero |= ((const uint8_t *)&ctx)[k];
    }
    T_CHECK(nonzero == 0);
}

static void x4_trial(const x4_alg *a, size_t inlen, size_t outlen)
{
    unsigned k;
    int ok = 1;

    for (k = 0; k < 4; k++) {
        t_prng(x4_in[k], inlen);
        a->one(x4_want, outlen, x4_in[k], inlen);
        kpqc_sha3_256(x4_want_digest[k], x4_want, outlen);
    }

    memset(x4_got, 0xA5, sizeof x4_got);
    a->x4(x4_got[0], x4_got[1], x4_got[2], x4_got[3], outlen, x4_in[0], x4_in[1], x4_in[2],
          x4_in[3], inlen);
    for (k = 0; k < 4; k++) {
        ok &= x4_stream_ok(k, outlen);
        ok &= x4_got[k][outlen] == 0xA5; /* nothing written past the end */
    }

    memset(x4_got, 0xA5, sizeof x4_got);
    x4_stepped(a, inlen, outlen);
    for (k = 0; k < 4; k++) {
        ok &= x4_stream_ok(k, outlen);
        ok &= x4_got[k][outlen] == 0xA5;
    }

    if (!ok) {
        t_note("%s: inlen %u outlen %u", a->name, (unsigned)inlen, (unsigned)outlen);
        for (k = 0; k < 4; k++) {
            a->one(x4_want, outlen, x4_in[k], inlen);
            T_EQ_BYTES("stream", x4_got[k], x4_want, outlen);
        }
    }
    T_CHECK(ok);
}

int test_keccakx4(void)
{
    x4_buffers buffers;
    size_t ai;

    x4_buf = &buffers;
    t_prng_seed("keccakx4");
    for (ai = 0; ai < sizeof x4_algs / sizeof x4_algs[0]; ai++) {
        const x4_alg *a = &x4_algs[ai];
        const size_t r = a->rate;
        const size_t lens[] = {0, 1, 7, 8, 9, r - 1, r, r + 1, 2 * r - 1, 2 * r, 2 * r + 1};
        size_t i, j;

        for (i = 0; i < sizeof lens / sizeof lens[0]; i++) {
            for (j = 0; j < sizeof lens / sizeof lens[0]; j++) {
                x4_trial(a, lens[i], lens[j]);
            }
        }
        x4_trial(a, 3 * r, 4 * r);
        for (i = 0; i < X4_RANDOM; i++) {
            x4_trial(a, pick(X4_MAX_IN + 1), pick(X4_MAX_OUT));
        }
    }
    x4_buf = NULL;
    return T_RESULT();
}

/* ------------------------------------------------------------------ */

#if defined(KPQC_NATIVE_KECCAKF1600X4)

#define X4_NATIVE_STATES 1000
#define X4_NATIVE_CHAIN  100

/* test_keccak_native.c */
void t_keccak_random_states(const char *seed, size_t lanes, unsigned count,
                            int (*native)(uint64_t *), void (*portable)(uint64_t *),
                            void (*dispatch)(uint64_t *));

/* The checks above on one native 4-way permutation (a kernel called
   directly, or the meta.h wrapper). */
static void check_keccakx4_kernel(const char *name, int (*native)(uint64_t *))
{
    uint64_t a[100], b[100], c[100];
    unsigned n, j;

    t_note("kernel: %s", name);
    /* zero state: lane 0 of Keccak-f[1600](0) is 0xF1258F7940E1DDE7 */
    memset(a, 0, sizeof a);
    T_CHECK(native(a) == KPQC_NATIVE_OK);
    for (j = 0; j < 4; j++) {
        T_CHECK(a[j] == UINT64_C(0xF1258F7940E1DDE7));
    }
    memset(b, 0, sizeof b);
    kpqc_keccakf1600x4_portable(b);
    T_EQ_BYTES("native vs portable, zero states", (const uint8_t *)a, (const uint8_t *)b, sizeof a);
    memset(c, 0, sizeof c);
    kpqc_keccakf1600x4(c);
    T_EQ_BYTES("dispatch vs portable, zero states", (const uint8_t *)c, (const uint8_t *)b,
               sizeof c);

    /* all four states all ones */
    memset(a, 0xFF, sizeof a);
    memcpy(b, a, sizeof a);
    T_CHECK(native(a) == KPQC_NATIVE_OK);
    kpqc_keccakf1600x4_portable(b);
    T_EQ_BYTES("native vs portable, all-ones states", (const uint8_t *)a, (const uint8_t *)b,
               sizeof a);

    t_keccak_random_states("keccakx4 native", 100, X4_NATIVE_STATES, native,
                           kpqc_keccakf1600x4_portable, kpqc_keccakf1600x4);

    /* one state all ones, the others zero, then chained */
    memset(a, 0, sizeof a);
    for (n = 0; n < 25; n++) {
        a[4 * n + 1] = ~UINT64_C(0);
    }
    memcpy(b, a, sizeof a);
    for (n = 0; n < X4_NATIVE_CHAIN; n++) {
        (void)native(a);
        kpqc_keccakf1600x4_portable(b);
    }
    T_EQ_BYTES("native vs portable, 100 chained permutations", (const uint8_t *)a,
               (const uint8_t *)b, sizeof a);
}

#if defined(KPQC_NATIVE_X86_64)
/* The x86-64 kernels, called directly (meta.h runs only the best one). */
T_DIRECT_KERNEL(x86_x4_avx2, kpqc_keccakf1600x4_avx2)
T_DIRECT_KERNEL(x86_x4_avx512vl, kpqc_keccakf1600x4_avx512vl)
#endif

#if defined(KPQC_NATIVE_AARCH64)
/* The AArch64 kernels, called directly (meta.h runs only the best one,
   and none under KPQC_FORCE_PORTABLE=1). */
T_DIRECT_KERNEL(a64_x4_neon, kpqc_keccakf1600x4_neon)
T_DIRECT_KERNEL(a64_x4_sha3, kpqc_keccakf1600x4_aarch64_sha3)
#endif

int test_keccakx4_native(void)
{
    uint64_t a[100];
    unsigned kernels = 0;

#if defined(KPQC_NATIVE_AARCH64)
    {
        const uint32_t cpu = kpqc_sys_cpu_features();
        if ((cpu & KPQC_SYS_ARM_NEON) != 0) {
            check_keccakx4_kernel("aarch64 plain NEON", a64_x4_neon);
            kernels++;
            if ((cpu & KPQC_SYS_ARM_SHA3) != 0) {
                check_keccakx4_kernel("aarch64 NEON with SHA-3 instructions", a64_x4_sha3);
                kernels++;
            } else {
                t_note("no SHA-3 instructions on this CPU: that kernel not tested");
            }
        }
    }
#endif
#if defined(KPQC_NATIVE_X86_64)
    {
        const uint32_t cpu = kpqc_sys_cpu_features();
        if ((cpu & KPQC_SYS_X86_AVX2) != 0) {
            check_keccakx4_kernel("x86-64 AVX2", x86_x4_avx2);
            kernels++;
        }
        if ((cpu & KPQC_NATIVE_AVX512_FEATURES) == KPQC_NATIVE_AVX512_FEATURES) {
            check_keccakx4_kernel("x86-64 AVX-512VL", x86_x4_avx512vl);
            kernels++;
        } else {
            t_note("no AVX-512VL on this CPU: that kernel not tested");
        }
    }
#endif
    memset(a, 0, sizeof a);
    if (kpqc_native_keccakf1600x4(a) == KPQC_NATIVE_OK) {
        t_note("backend: %s", kpqc_keccak_backend());
        check_keccakx4_kernel("dispatching wrapper", kpqc_native_keccakf1600x4);
        kernels++;
    }
    if (kernels == 0) {
        t_note("no native 4-way permutation on this CPU (or KPQC_FORCE_PORTABLE): skipped");
        return T_SKIP;
    }
    return T_RESULT();
}

#else

int test_keccakx4_native(void)
{
    t_note("no native 4-way permutation in this build: skipped");
    return T_SKIP;
}

#endif
