/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NTRU+ native kernels against their portable twins (native/api.h lists
 * the kernels and their input bounds): AVX2 on x86-64, NEON on AArch64,
 * ARMv7E-M assembly on the Cortex-M4 (a bare-metal image per set, QEMU),
 * each kernel's test compiled where the build's backend has the kernel.
 * The backend's functions are called directly (the meta.h wrappers honour
 * KPQC_FORCE_PORTABLE; this test compares whenever the CPU can run them).
 * For each kernel, 1000 random inputs within the bounds and the extremes
 * (all at the upper bound, all at the lower bound, alternating, zero),
 * compared byte for byte, outputs and returned masks. Compiled once per parameter set. */
#include <stdint.h>
#include <string.h>

#include "native/api.h"
#include "native_test.h"
#include "ntruplus.h"

#define RANDOM 1000
#define Q      NTRUPLUS_Q

/* the backend's kernel itself (not the meta.h wrapper, whose debug-build
   assertions would stop the inputs beyond the bounds) */
#if defined(KPQC_NATIVE_X86_64)
#define KERNEL(name) ntruplus_##name##_avx2
#elif defined(KPQC_NATIVE_AARCH64)
#define KERNEL(name) ntruplus_##name##_neon
#elif defined(KPQC_NATIVE_ARMV7M)
#define KERNEL(name) ntruplus_##name##_armv7m
#endif

static unsigned checks;

static int check(const char *what, const void *native, const void *portable, size_t n)
{
    checks++;
    return nt_same(what, native, portable, n);
}

static void poly_rand(ntruplus_poly *a, int lo, int hi)
{
    unsigned i;
    for (i = 0; i < NTRUPLUS_N; i++) {
        a->c[i] = (int16_t)nt_range(lo, hi);
    }
}

/* extreme k of the bound b: 0 all b, 1 all -b, 2 b -b b ..., 3 -b b -b ...,
   4 all 0, 5 runs of D equal values (whole blocks at b or -b) */
#define EXTREMES 6
static void poly_extreme(ntruplus_poly *a, unsigned k, int b)
{
    unsigned i;
    for (i = 0; i < NTRUPLUS_N; i++) {
        int v;
        switch (k) {
        case 0: v = b; break;
        case 1: v = -b; break;
        case 2: v = (i & 1) ? -b : b; break;
        case 3: v = (i & 1) ? b : -b; break;
        case 4: v = 0; break;
        default: v = ((i / NTRUPLUS_D) & 1) ? -b : b; break;
        }
        a->c[i] = (int16_t)v;
    }
}

/* the inputs of round t: random for t < RANDOM, then the extremes */
#define ROUNDS (RANDOM + EXTREMES)
static void poly_input(ntruplus_poly *a, unsigned t, int lo, int hi)
{
    if (t < RANDOM) {
        poly_rand(a, lo, hi);
    } else {
        poly_extreme(a, t - RANDOM, hi);
    }
}

#if defined(NTRUPLUS_NATIVE_NTT)
static void test_ntt(void)
{
    ntruplus_poly in, x, y;
    unsigned t;
    for (t = 0; t < ROUNDS + RANDOM; t++) {
        if (t < ROUNDS) {
            poly_input(&in, t, -Q, Q);
        } else if (t < ROUNDS + RANDOM / 2) {
            poly_rand(&in, -4, 4); /* what the scheme transforms */
        } else {
            poly_rand(&in, INT16_MIN, INT16_MAX); /* beyond the bound: still exact */
        }
        x = in;
        y = in;
        KERNEL(ntt)(&x);
        ntruplus_ntt_c(&y);
        if (!check("ntt", &x, &y, sizeof x)) {
            return;
        }
    }
}
#endif

#if defined(NTRUPLUS_NATIVE_INVNTT)
static void test_invntt(void)
{
    ntruplus_poly in, x, y;
    unsigned t;
    for (t = 0; t < ROUNDS + RANDOM / 2; t++) {
        if (t < ROUNDS) {
            poly_input(&in, t, -(Q - 1), Q - 1);
        } else {
            poly_rand(&in, INT16_MIN, INT16_MAX);
        }
        x = in;
        y = in;
        KERNEL(invntt)(&x);
        ntruplus_invntt_c(&y);
        if (!check("invntt", &x, &y, sizeof x)) {
            return;
        }
    }
}
#endif

#if defined(NTRUPLUS_NATIVE_BASEMUL)
static void test_basemul(void)
{
    ntruplus_poly a, b, c, x, y;
    unsigned t;
    for (t = 0; t < ROUNDS + EXTREMES * EXTREMES; t++) {
        if (t < ROUNDS) {
            poly_input(&a, t, -(2 * Q - 1), 2 * Q - 1);
            poly_input(&b, t < RANDOM ? t : RANDOM + (t + 1) % EXTREMES, -(2 * Q - 1), 2 * Q - 1);
            poly_input(&c, t < RANDOM ? t : RANDOM + (t + 2) % EXTREMES, -(Q - 1), Q - 1);
        } else {
            poly_extreme(&a, (t - ROUNDS) / EXTREMES, 2 * Q - 1);
            poly_extreme(&b, (t - ROUNDS) % EXTREMES, 2 * Q - 1);
            poly_extreme(&c, (t - ROUNDS) % 3, Q - 1);
        }
        KERNEL(basemul)(&x, &a, &b);
        ntruplus_basemul_c(&y, &a, &b);
        if (!check("basemul", &x, &y, sizeof x)) {
            return;
        }
        x = a; /* in place, as the scheme never does but the API allows */
        KERNEL(basemul)(&x, &x, &b);
        if (!check("basemul (r = a)", &x, &y, sizeof x)) {
            return;
        }
#if defined(NTRUPLUS_NATIVE_BASEMUL_ADD)
        KERNEL(basemul_add)(&x, &a, &b, &c);
        ntruplus_basemul_add_c(&y, &a, &b, &c);
        if (!check("basemul_add", &x, &y, sizeof x)) {
            return;
        }
#endif
    }
}
#endif

#if defined(NTRUPLUS_NATIVE_SUB_REDUCE)
static void test_sub_reduce(void)
{
    ntruplus_poly a, b, x, y;
    unsigned t;
    for (t = 0; t < ROUNDS + EXTREMES; t++) {
        if (t < RANDOM) {
            poly_rand(&a, INT16_MIN, INT16_MAX);
            poly_rand(&b, INT16_MIN, INT16_MAX);
        } else if (t < ROUNDS) {
            poly_extreme(&a, t - RANDOM, INT16_MAX);
            poly_extreme(&b, (t + 1 - RANDOM) % EXTREMES, INT16_MAX);
        } else {
            poly_extreme(&a, t - ROUNDS, INT16_MAX);
            poly_extreme(&b, t - ROUNDS, -INT16_MAX);
            b.c[0] = INT16_MIN;
        }
        KERNEL(sub_reduce)(&x, &a, &b);
        ntruplus_sub_reduce_c(&y, &a, &b);
        if (!check("sub_reduce", &x, &y, sizeof x)) {
            return;
        }
        x = a; /* in place */
        KERNEL(sub_reduce)(&x, &x, &b);
        if (!check("sub_reduce (r = a)", &x, &y, sizeof x)) {
            return;
        }
    }
}
#endif

#if defined(NTRUPLUS_NATIVE_BASEINV)
static void test_baseinv(void)
{
    ntruplus_poly a, x, y;
    unsigned t, singular = 0;
    for (t = 0; t < ROUNDS + RANDOM / 4; t++) {
        uint32_t mx, my;
        poly_input(&a, t < ROUNDS ? t : t - ROUNDS, -(Q - 1), Q - 1);
        if (t >= ROUNDS) { /* zero one block (or two): singular */
            unsigned k = (unsigned)nt_range(0, NTRUPLUS_N / NTRUPLUS_D - 1), i;
            for (i = 0; i < NTRUPLUS_D; i++) {
                a.c[NTRUPLUS_D * k + i] = 0;
            }
            if (t & 1) {
                k = (unsigned)nt_range(0, NTRUPLUS_N / NTRUPLUS_D - 1);
                for (i = 0; i < NTRUPLUS_D; i++) {
                    a.c[NTRUPLUS_D * k + i] = 0;
                }
            }
        }
        mx = KERNEL(baseinv)(&x, &a);
        my = ntruplus_baseinv_c(&y, &a);
        singular += my != 0;
        if (!check("baseinv mask", &mx, &my, sizeof mx) || !check("baseinv", &x, &y, sizeof x)) {
            return;
        }
    }
    printf("baseinv: %u singular inputs\n", singular);
}
#endif

#if defined(NTRUPLUS_NATIVE_PACK) || defined(NTRUPLUS_NATIVE_UNPACK) || \
    defined(NTRUPLUS_NATIVE_CREPMOD3)
/* round t's |c| < q input; after the random and extreme rounds, every value
   of the range in turn (2q - 1 values over a few polynomials) */
#define SWEEP ((2 * Q - 1 + NTRUPLUS_N - 1) / NTRUPLUS_N)
static void poly_residues(ntruplus_poly *a, unsigned t)
{
    unsigned i;
    if (t < ROUNDS) {
        poly_input(a, t, -(Q - 1), Q - 1);
        return;
    }
    for (i = 0; i < NTRUPLUS_N; i++) {
        a->c[i] = (int16_t)(-(Q - 1) + (int)(((t - ROUNDS) * NTRUPLUS_N + i) % (2 * Q - 1)));
    }
}
#endif

#if defined(NTRUPLUS_NATIVE_PACK)
static void test_pack(void)
{
    ntruplus_poly a;
    uint8_t x[NTRUPLUS_POLY_BYTES], y[NTRUPLUS_POLY_BYTES];
    unsigned t;
    for (t = 0; t < ROUNDS + SWEEP; t++) {
        poly_residues(&a, t);
        memset(x, 0xA5, sizeof x);
        memset(y, 0x5A, sizeof y);
        KERNEL(pack)(x, &a);
        ntruplus_pack_c(y, &a);
        if (!check("pack", x, y, sizeof x)) {
            return;
        }
    }
}
#endif

#if defined(NTRUPLUS_NATIVE_UNPACK)
static void test_unpack(void)
{
    ntruplus_poly a, x, y;
    uint8_t in[NTRUPLUS_POLY_BYTES];
    unsigned t, bad = 0;
    for (t = 0; t < 2 * RANDOM + 4; t++) {
        uint32_t mx, my;
        if (t < RANDOM) { /* any bytes: almost always some field >= q */
            nt_bytes(in, sizeof in);
        } else if (t < 2 * RANDOM) { /* canonical, sometimes with one field q .. 4095 */
            unsigned i;
            for (i = 0; i < NTRUPLUS_N; i++) {
                a.c[i] = (int16_t)nt_range(0, Q - 1);
            }
            ntruplus_pack_c(in, &a);
            if (t & 1) {
                i = (unsigned)nt_range(0, NTRUPLUS_POLY_BYTES - 1);
                in[i] = (uint8_t)(in[i] | 0xF0); /* a field of 12 bits at most, maybe >= q */
            }
        } else { /* 00.., ff.., the largest canonical and the smallest non-canonical */
            static const uint8_t fill[4][3] = {
                {0x00, 0x00, 0x00},
                {0xFF, 0xFF, 0xFF},
                {(Q - 1) & 0xFF, ((Q - 1) >> 8) | (((Q - 1) & 0xF) << 4), (Q - 1) >> 4},
                {Q & 0xFF, (Q >> 8) | ((Q & 0xF) << 4), Q >> 4},
            };
            unsigned i;
            for (i = 0; i < sizeof in; i++) {
                in[i] = fill[t - 2 * RANDOM][i % 3];
            }
        }
        memset(&x, 0xA5, sizeof x);
        memset(&y, 0x5A, sizeof y);
        mx = KERNEL(unpack)(&x, in);
        my = ntruplus_unpack_c(&y, in);
        bad += my != 0;
        if (!check("unpack mask", &mx, &my, sizeof mx) || !check("unpack", &x, &y, sizeof x)) {
            return;
        }
    }
    printf("unpack: %u non-canonical inputs\n", bad);
}
#endif

#if defined(NTRUPLUS_NATIVE_CBD1) || defined(NTRUPLUS_NATIVE_CBD1_SECRET) || \
    defined(NTRUPLUS_NATIVE_SOTP_ENCODE) || defined(NTRUPLUS_NATIVE_SOTP_DECODE)
/* any bytes: random, then all 00, all ff, alternating */
static void bytes_input(uint8_t *p, size_t n, unsigned t)
{
    static const uint8_t fill[3] = {0x00, 0xFF, 0x55};
    if (t < RANDOM) {
        nt_bytes(p, n);
    } else {
        memset(p, fill[(t - RANDOM) % 3], n);
    }
}
#endif

#if defined(NTRUPLUS_NATIVE_CBD1)
static void test_cbd1(void)
{
    ntruplus_poly x, y;
    uint8_t buf[NTRUPLUS_CBD_BYTES];
    unsigned t;
    for (t = 0; t < RANDOM + 3; t++) {
        bytes_input(buf, sizeof buf, t);
        KERNEL(cbd1)(&x, buf);
        ntruplus_cbd1_c(&y, buf);
        if (!check("cbd1", &x, &y, sizeof x)) {
            return;
        }
    }
}
#endif

#if defined(NTRUPLUS_NATIVE_CBD1_SECRET)
static void test_cbd1_secret(void)
{
    ntruplus_poly x, y;
    uint8_t buf[NTRUPLUS_CBD_BYTES];
    unsigned t;
    for (t = 0; t < RANDOM + 3; t++) {
        int plus_one = (int)(t & 1);
        bytes_input(buf, sizeof buf, t);
        KERNEL(cbd1_secret)(&x, buf, plus_one);
        ntruplus_cbd1_secret_c(&y, buf, plus_one);
        if (!check("cbd1_secret", &x, &y, sizeof x)) {
            return;
        }
    }
}
#endif

#if defined(NTRUPLUS_NATIVE_SOTP_ENCODE) || defined(NTRUPLUS_NATIVE_SOTP_DECODE)
static void test_sotp(void)
{
    ntruplus_poly a, x, y;
    uint8_t msg[NTRUPLUS_MSG_BYTES], u[NTRUPLUS_CBD_BYTES];
    uint8_t mx[NTRUPLUS_MSG_BYTES], my[NTRUPLUS_MSG_BYTES];
    unsigned t, failed = 0;
    for (t = 0; t < 2 * RANDOM + 3; t++) {
        bytes_input(msg, sizeof msg, t % (RANDOM + 3));
        bytes_input(u, sizeof u, (t + 1) % (RANDOM + 3));
#if defined(NTRUPLUS_NATIVE_SOTP_ENCODE)
        KERNEL(sotp_encode)(&x, msg, u);
        ntruplus_sotp_encode_c(&y, msg, u);
        if (!check("sotp_encode", &x, &y, sizeof x)) {
            return;
        }
#endif
#if defined(NTRUPLUS_NATIVE_SOTP_DECODE)
        {
            uint32_t fx, fy;
            if (t < RANDOM) { /* a valid encoding: decodes */
                ntruplus_sotp_encode_c(&a, msg, u);
            } else if (t < 2 * RANDOM) { /* any {-1, 0, 1}: mostly fails */
                poly_rand(&a, -1, 1);
            } else {
                poly_extreme(&a, t - 2 * RANDOM, 1);
            }
            memset(mx, 0xA5, sizeof mx);
            memset(my, 0x5A, sizeof my);
            fx = KERNEL(sotp_decode)(mx, &a, u);
            fy = ntruplus_sotp_decode_c(my, &a, u);
            failed += fy != 0;
            if (!check("sotp_decode mask", &fx, &fy, sizeof fx) ||
                !check("sotp_decode", mx, my, sizeof mx)) {
                return;
            }
        }
#endif
    }
    (void)a;
    (void)mx;
    (void)my;
    printf("sotp: %u failed decodings\n", failed);
}
#endif

#if defined(NTRUPLUS_NATIVE_CREPMOD3)
static void test_crepmod3(void)
{
    ntruplus_poly a, x, y;
    unsigned t;
    for (t = 0; t < ROUNDS + SWEEP; t++) {
        poly_residues(&a, t);
        x = a;
        y = a;
        KERNEL(crepmod3)(&x);
        ntruplus_crepmod3_c(&y);
        if (!check("crepmod3", &x, &y, sizeof x)) {
            return;
        }
    }
}
#endif

int main(void)
{
#if defined(NTRUPLUS_NATIVE_BACKEND)
    if (!nt_have(NTRUPLUS_NATIVE_FEATURES, NTRUPLUS_NATIVE_BACKEND)) {
        return NT_SKIP;
    }
    (void)nt_bytes; /* unused where the backend has no kernel on bytes */
#if defined(NTRUPLUS_NATIVE_NTT)
    test_ntt();
#endif
#if defined(NTRUPLUS_NATIVE_INVNTT)
    test_invntt();
#endif
#if defined(NTRUPLUS_NATIVE_BASEMUL)
    test_basemul();
#endif
#if defined(NTRUPLUS_NATIVE_SUB_REDUCE)
    test_sub_reduce();
#endif
#if defined(NTRUPLUS_NATIVE_BASEINV)
    test_baseinv();
#endif
#if defined(NTRUPLUS_NATIVE_PACK)
    test_pack();
#endif
#if defined(NTRUPLUS_NATIVE_UNPACK)
    test_unpack();
#endif
#if defined(NTRUPLUS_NATIVE_CBD1)
    test_cbd1();
#endif
#if defined(NTRUPLUS_NATIVE_CBD1_SECRET)
    test_cbd1_secret();
#endif
#if defined(NTRUPLUS_NATIVE_SOTP_ENCODE) || defined(NTRUPLUS_NATIVE_SOTP_DECODE)
    test_sotp();
#endif
#if defined(NTRUPLUS_NATIVE_CREPMOD3)
    test_crepmod3();
#endif
    return nt_result("ntruplus " NTRUPLUS_NATIVE_BACKEND, checks);
#else
    printf("SKIPPED: no NTRU+ backend in this build\n");
    return NT_SKIP;
#endif
}
