/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The sponge state kept in a backend's own lane form (native/api.h:
 * KPQC_NATIVE_KECCAK_STATE; the ARMv7-M backend keeps it bit-interleaved).
 *
 * The case checks
 *  - the three kernels against the FIPS 202 byte view of the state: a
 *    200-byte array that gets the same XORs, and the portable permutation
 *    on its lanes. Native state: single (stride 1) and each of the four
 *    states of a 4-way context (stride 4). Offsets and lengths: every
 *    (pos, len) with len in {0, 1, 7, 8, 9, 200 - pos} and every pos from
 *    0 to 200, then random ones; input and output bytes at random
 *    alignments (0..3 past a word); after every XOR a random range is
 *    extracted and compared; every few steps both sides are permuted and
 *    the whole state is compared;
 *  - the sponges (SHAKE128, SHAKE256, SHA3-256, SHA3-512 and the 4-way
 *    SHAKEs) on the native path against the portable path (the backend
 *    switched off) for every input length 0..3 * rate + 1 (every block
 *    boundary, partial blocks), output lengths around the rate, and
 *    absorbs and squeezes split at random points;
 *  - a sponge started on the native form keeps it after the backend is
 *    switched off (sys.h), and one started portable stays portable.
 * Skipped where the build has no such backend or the CPU lacks its
 * features. */
#include <stdint.h>
#include <string.h>

#include "harness.h"

int test_keccak_state(void);

#include "bytes.h"
#include "fips202.h"
#include "fips202x4.h"
#include "native/api.h"

#if defined(KPQC_NATIVE_KECCAK_STATE)

#define STATE_RANDOM_STEPS 3000
#define SPONGE_MAX_IN      (3 * KPQC_SHAKE128_RATE + 1)
#define SPONGE_MAX_OUT     (2 * KPQC_SHAKE128_RATE + 9)
#define SWITCH_OUT         (2 * KPQC_SHAKE128_RATE + 5)

/* the reference: state bytes as in FIPS 202 */
static uint8_t ref[200];
/* the native states: one single (stride 1) or a 4-way context's (stride 4) */
static uint64_t nat[100];

static void ref_permute(void)
{
    uint64_t l[25];
    unsigned i;

    for (i = 0; i < 25; i++) {
        l[i] = kpqc_load64_le(ref + 8 * i);
    }
    kpqc_keccakf1600_portable(l);
    for (i = 0; i < 25; i++) {
        kpqc_store64_le(ref + 8 * i, l[i]);
    }
}

static void nat_permute(size_t stride, unsigned k)
{
    uint64_t t[25];
    unsigned i;

    if (stride == 1) {
        kpqc_native_keccak_state_permute(nat);
        return;
    }
    for (i = 0; i < 25; i++) {
        t[i] = nat[4 * i + k];
    }
    kpqc_native_keccak_state_permute(t);
    for (i = 0; i < 25; i++) {
        nat[4 * i + k] = t[i];
    }
}

/* XOR in[0..len) at pos into both; then extract [pos2, pos2 + len2) from
   the native state and compare. Returns 1 when they agree. */
static int step(size_t stride, unsigned k, size_t pos, size_t len, size_t pos2, size_t len2)
{
    /* the byte buffers at every alignment: the kernels load and store
       the caller's bytes a word at a time */
    uint8_t in_buf[200 + 3], out_buf[200 + 3];
    uint8_t *in = in_buf + t_prng_u32(4), *out = out_buf + t_prng_u32(4);
    size_t i;

    t_prng(in, len);
    for (i = 0; i < len; i++) {
        ref[pos + i] ^= in[i];
    }
    kpqc_native_keccak_state_xor(nat + k, stride, pos, in, len);
    memset(out, 0xA5, 200);
    kpqc_native_keccak_state_extract(nat + k, stride, pos2, out, len2);
    for (i = len2; i < 200; i++) {
        if (out[i] != 0xA5) {
            return 0; /* written past the range */
        }
    }
    return memcmp(out, ref + pos2, len2) == 0;
}

static int whole_state_agrees(size_t stride, unsigned k)
{
    uint8_t out[200];

    kpqc_native_keccak_state_extract(nat + k, stride, 0, out, 200);
    return memcmp(out, ref, 200) == 0;
}

static unsigned check_kernels(size_t stride, unsigned k)
{
    static const size_t lens[] = {0, 1, 7, 8, 9};
    unsigned bad = 0, n;
    size_t pos, j;

    memset(ref, 0, sizeof ref);
    memset(nat, 0, sizeof nat);
    /* the zero state is the zero state in both forms */
    bad += !whole_state_agrees(stride, k);
    /* a random full state, then one permutation */
    bad += !step(stride, k, 0, 200, 0, 200);
    ref_permute();
    nat_permute(stride, k);
    bad += !whole_state_agrees(stride, k);

    /* every offset, lengths around a lane and up to the end */
    for (pos = 0; pos <= 200; pos++) {
        for (j = 0; j < sizeof lens / sizeof lens[0]; j++) {
            if (pos + lens[j] <= 200) {
                bad += !step(stride, k, pos, lens[j], pos, lens[j]);
            }
        }
        bad += !step(stride, k, pos, 200 - pos, 200 - pos, pos);
    }
    ref_permute();
    nat_permute(stride, k);
    bad += !whole_state_agrees(stride, k);

    /* random offsets and lengths, a permutation every eight steps */
    for (n = 0; n < STATE_RANDOM_STEPS; n++) {
        size_t p = t_prng_u32(201), l = t_prng_u32((uint32_t)(201 - p));
        size_t p2 = t_prng_u32(201), l2 = t_prng_u32((uint32_t)(201 - p2));
        bad += !step(stride, k, p, l, p2, l2);
        if (n % 8 == 7) {
            ref_permute();
            nat_permute(stride, k);
            bad += !whole_state_agrees(stride, k);
        }
    }
    if (bad != 0) {
        t_note("stride %u, state %u: %u mismatches", (unsigned)stride, k, bad);
    }
    return bad;
}

/* One sponge run with the input and output split at the given points. */
typedef void (*init_fn)(kpqc_keccak_ctx *);

static void sponge(init_fn init, uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen,
                   size_t cut_in, size_t cut_out)
{
    kpqc_keccak_ctx ctx;

    init(&ctx);
    kpqc_keccak_absorb(&ctx, in, cut_in);
    kpqc_keccak_absorb(&ctx, in + cut_in, inlen - cut_in);
    kpqc_keccak_squeeze(&ctx, out, cut_out);
    kpqc_keccak_squeeze(&ctx, out + cut_out, outlen - cut_out);
    kpqc_keccak_wipe(&ctx);
}

/* on the stack: the board image's static RAM is nearly full */
static unsigned check_sponges(uint8_t *s_in, uint8_t *s_a, uint8_t *s_b,
                              uint8_t (*s_x)[SPONGE_MAX_OUT])
{
    static const init_fn inits[] = {kpqc_shake128_init, kpqc_shake256_init, kpqc_sha3_256_init,
                                    kpqc_sha3_512_init};
    static const unsigned rates[] = {KPQC_SHAKE128_RATE, KPQC_SHAKE256_RATE, KPQC_SHA3_256_RATE,
                                     KPQC_SHA3_512_RATE};
    unsigned bad = 0, f;
    size_t inlen;

    t_prng(s_in, SPONGE_MAX_IN);
    for (f = 0; f < 4; f++) {
        const size_t rate = rates[f];
        for (inlen = 0; inlen <= 3 * rate + 1; inlen++) {
            size_t outlen = (inlen % 3 == 0) ? rate : (inlen % 3 == 1) ? 32 : 2 * rate + 9;
            size_t ci = t_prng_u32((uint32_t)inlen + 1), co = t_prng_u32((uint32_t)outlen + 1);
            kpqc_sys_test_set_native(1);
            sponge(inits[f], s_a, outlen, s_in, inlen, ci, co);
            kpqc_sys_test_set_native(0);
            sponge(inits[f], s_b, outlen, s_in, inlen, inlen, outlen);
            if (memcmp(s_a, s_b, outlen) != 0) {
                if (bad == 0) {
                    t_note("sponge %u differs at inlen %u", f, (unsigned)inlen);
                }
                bad++;
            }
        }
    }

    /* the 4-way SHAKEs: each stream against the single portable SHAKE */
    for (inlen = 0; inlen <= 2 * KPQC_SHAKE128_RATE + 1; inlen += 7) {
        const size_t outlen = KPQC_SHAKE128_RATE + 3 + inlen % 64;
        unsigned j;
        kpqc_sys_test_set_native(1);
        kpqc_shake128x4(s_x[0], s_x[1], s_x[2], s_x[3], outlen, s_in, s_in + 1, s_in + 2, s_in + 3,
                        inlen);
        kpqc_sys_test_set_native(0);
        for (j = 0; j < 4; j++) {
            kpqc_shake128(s_b, outlen, s_in + j, inlen);
            bad += memcmp(s_x[j], s_b, outlen) != 0;
        }
        kpqc_sys_test_set_native(1);
        kpqc_shake256x4(s_x[0], s_x[1], s_x[2], s_x[3], outlen, s_in, s_in + 1, s_in + 2, s_in + 3,
                        inlen);
        kpqc_sys_test_set_native(0);
        for (j = 0; j < 4; j++) {
            kpqc_shake256(s_b, outlen, s_in + j, inlen);
            bad += memcmp(s_x[j], s_b, outlen) != 0;
        }
    }
    if (bad != 0) {
        t_note("%u sponge mismatches", bad);
    }
    return bad;
}

/* A state keeps the form it was started in when the backend is switched. */
static unsigned check_switch(const uint8_t *s_in, uint8_t *s_a, uint8_t *s_b,
                             uint8_t (*s_x)[SPONGE_MAX_OUT])
{
    kpqc_keccak_ctx a, b;
    unsigned bad = 0;

    kpqc_sys_test_set_native(0);
    kpqc_shake128(s_b, SWITCH_OUT, s_in, 100);

    kpqc_sys_test_set_native(1);
    kpqc_shake128_init(&a);
    kpqc_keccak_absorb(&a, s_in, 50);
    kpqc_sys_test_set_native(0);
    kpqc_shake128_init(&b);
    kpqc_keccak_absorb(&b, s_in, 50);
    bad += a.native != 1 || b.native != 0;
    kpqc_sys_test_set_native(1);
    kpqc_keccak_absorb(&a, s_in + 50, 50);
    kpqc_keccak_absorb(&b, s_in + 50, 50);
    kpqc_keccak_squeeze(&a, s_a, KPQC_SHAKE128_RATE + 1);
    kpqc_keccak_squeeze(&b, s_x[0], KPQC_SHAKE128_RATE + 1);
    kpqc_sys_test_set_native(0);
    kpqc_keccak_squeeze(&a, s_a + KPQC_SHAKE128_RATE + 1, SWITCH_OUT - KPQC_SHAKE128_RATE - 1);
    kpqc_keccak_squeeze(&b, s_x[0] + KPQC_SHAKE128_RATE + 1, SWITCH_OUT - KPQC_SHAKE128_RATE - 1);
    bad += memcmp(s_a, s_b, SWITCH_OUT) != 0;
    bad += memcmp(s_x[0], s_b, SWITCH_OUT) != 0;
    kpqc_keccak_wipe(&a);
    kpqc_keccak_wipe(&b);
    if (bad != 0) {
        t_note("backend switch mid-sponge: %u mismatches", bad);
    }
    return bad;
}

int test_keccak_state(void)
{
    const int was_native = kpqc_sys_has(KPQC_NATIVE_FEATURES);
    uint8_t in[SPONGE_MAX_IN], a[SPONGE_MAX_OUT], b[SPONGE_MAX_OUT], x[4][SPONGE_MAX_OUT];
    unsigned k;

    if ((kpqc_sys_cpu_features() & KPQC_NATIVE_FEATURES) != KPQC_NATIVE_FEATURES) {
        t_note("no native sponge state on this CPU: skipped");
        return T_SKIP;
    }
    t_prng_seed("keccak-state");
    T_CHECK(check_kernels(1, 0) == 0);
    for (k = 0; k < 4; k++) {
        T_CHECK(check_kernels(4, k) == 0);
    }
    T_CHECK(check_sponges(in, a, b, x) == 0);
    T_CHECK(check_switch(in, a, b, x) == 0);
    kpqc_sys_test_set_native(was_native);
    return T_RESULT();
}

#else

int test_keccak_state(void)
{
    t_note("no native sponge state in this build: skipped");
    return T_SKIP;
}

#endif
