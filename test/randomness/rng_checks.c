/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* See rng_checks.h. */
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#endif
#include "rng_checks.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "kpqc.h"
#include "randombytes.h"

#define BUF 16384

static const char *const kem_name = "NTRU+768";
static const char *const sig_names[] = {"HAETAE2", "AIMer-128f"};
#define N_SIGS (sizeof sig_names / sizeof sig_names[0])

/* Keys made while the generator worked. */
static uint8_t kem_pk[BUF], kem_sk[BUF];
static uint8_t sig_pk[N_SIGS][BUF], sig_sk[N_SIGS][BUF];

/* Outputs of the call under test, filled with 0xA5 before it. */
static uint8_t out1[BUF], out2[BUF];
static uint8_t draw_a[70000], draw_b[70000];

static const uint8_t msg[] = "randomness regression";

/* The call in progress, for the alarm's message. */
static const char *volatile current = "setup";

static void on_alarm(int sig)
{
    static const char head[] = "FAIL hang: no return within the alarm from ";
    const char *what = current;
    (void)sig;
    (void)!write(STDOUT_FILENO, head, sizeof head - 1);
    (void)!write(STDOUT_FILENO, what, strlen(what));
    (void)!write(STDOUT_FILENO, "\n", 1);
    _exit(1);
}

void rng_arm_alarm(unsigned seconds)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sigemptyset(&sa.sa_mask);
    (void)sigaction(SIGALRM, &sa, NULL);
    alarm(seconds);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    for (size_t i = 0; i < n; i++) {
        acc |= p[i];
    }
    return acc == 0;
}

static const kpqc_kem *find_kem(void)
{
    const kpqc_kem *kem = kpqc_kem_find(kem_name);
    if (kem == NULL || kem->pk_bytes > BUF || kem->sk_bytes > BUF || kem->ct_bytes > BUF ||
        kem->ss_bytes > BUF) {
        printf("FAIL %s not registered or too large for the test's buffers\n", kem_name);
        return NULL;
    }
    return kem;
}

static const kpqc_sig *find_sig(size_t i)
{
    const kpqc_sig *sig = kpqc_sig_find(sig_names[i]);
    if (sig == NULL || sig->pk_bytes > BUF || sig->sk_bytes > BUF || sig->sig_bytes > BUF) {
        printf("FAIL %s not registered or too large for the test's buffers\n", sig_names[i]);
        return NULL;
    }
    return sig;
}

int rng_prepare_keys(void)
{
    const kpqc_kem *kem = find_kem();
    current = "key generation with a working generator";
    if (kem == NULL) {
        return 1;
    }
    if (kpqc_kem_keypair(kem, kem_pk, kem->pk_bytes, kem_sk, kem->sk_bytes) != KPQC_OK) {
        printf("FAIL %s keypair with a working generator\n", kem_name);
        return 1;
    }
    for (size_t i = 0; i < N_SIGS; i++) {
        const kpqc_sig *sig = find_sig(i);
        if (sig == NULL) {
            return 1;
        }
        if (kpqc_sig_keypair(sig, sig_pk[i], sig->pk_bytes, sig_sk[i], sig->sk_bytes) != KPQC_OK) {
            printf("FAIL %s keypair with a working generator\n", sig_names[i]);
            return 1;
        }
    }
    return 0;
}

/* One call's verdict: the status must be KPQC_ERR_RANDOMNESS and
 * out1[0..n1) and out2[0..n2) all zero. */
static int verdict(const char *label, const char *what, int ret, double t0, size_t n1, size_t n2)
{
    double ms = (now() - t0) * 1e3;
    int ok = ret == KPQC_ERR_RANDOMNESS && all_zero(out1, n1) && all_zero(out2, n2);
    printf("%s %s: %s returned %d in %.3f ms%s\n", ok ? "ok  " : "FAIL", label, what, ret, ms,
           ok ? "" : " (want -4 and zeroed outputs)");
    return ok ? 0 : 1;
}

int rng_expect_failure(const char *label)
{
    static const size_t lens[] = {1, 32, 1000, 70000};
    int failures = 0;
    double t0;
    int ret;

    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        static char what[64]; /* outlives the call: the alarm reads it */
        (void)snprintf(what, sizeof what, "kpqc_randombytes(%zu)", lens[i]);
        current = what;
        memset(draw_a, 0xA5, sizeof draw_a);
        t0 = now();
        ret = kpqc_randombytes(draw_a, lens[i]);
        failures += verdict(label, what, ret, t0, 0, 0);
        if (!all_zero(draw_a, lens[i])) {
            printf("FAIL %s: %s left bytes behind\n", label, what);
            failures++;
        }
    }
    memset(out1, 0xA5, sizeof out1);
    current = "kpqc_randombytes_os(64)";
    t0 = now();
    ret = kpqc_randombytes_os(out1, 64);
    failures += verdict(label, "kpqc_randombytes_os(64)", ret, t0, 64, 0);

    const kpqc_kem *kem = find_kem();
    if (kem == NULL) {
        return failures + 1;
    }
    memset(out1, 0xA5, sizeof out1);
    memset(out2, 0xA5, sizeof out2);
    current = "NTRU+768 keypair";
    t0 = now();
    ret = kpqc_kem_keypair(kem, out1, kem->pk_bytes, out2, kem->sk_bytes);
    failures += verdict(label, "NTRU+768 keypair", ret, t0, kem->pk_bytes, kem->sk_bytes);

    memset(out1, 0xA5, sizeof out1);
    memset(out2, 0xA5, sizeof out2);
    current = "NTRU+768 encaps";
    t0 = now();
    ret = kpqc_kem_encaps(kem, out1, kem->ct_bytes, out2, kem->ss_bytes, kem_pk, kem->pk_bytes);
    failures += verdict(label, "NTRU+768 encaps", ret, t0, kem->ct_bytes, kem->ss_bytes);

    for (size_t i = 0; i < N_SIGS; i++) {
        static char what[64]; /* outlives the call: the alarm reads it */
        const kpqc_sig *sig = find_sig(i);
        if (sig == NULL) {
            return failures + 1;
        }
        memset(out1, 0xA5, sizeof out1);
        memset(out2, 0xA5, sizeof out2);
        (void)snprintf(what, sizeof what, "%s keypair", sig_names[i]);
        current = what;
        t0 = now();
        ret = kpqc_sig_keypair(sig, out1, sig->pk_bytes, out2, sig->sk_bytes);
        failures += verdict(label, what, ret, t0, sig->pk_bytes, sig->sk_bytes);

        size_t siglen = 12345;
        memset(out1, 0xA5, sizeof out1);
        (void)snprintf(what, sizeof what, "%s sign", sig_names[i]);
        current = what;
        t0 = now();
        ret = kpqc_sig_sign(sig, out1, sig->sig_bytes, &siglen, msg, sizeof msg, NULL, 0, sig_sk[i],
                            sig->sk_bytes);
        failures += verdict(label, what, ret, t0, sig->sig_bytes, 0);
        if (siglen != 0) {
            printf("FAIL %s: %s left *siglen = %zu\n", label, what, siglen);
            failures++;
        }
    }
    return failures;
}

static int check(const char *label, const char *what, int cond)
{
    printf("%s %s: %s\n", cond ? "ok  " : "FAIL", label, what);
    return cond ? 0 : 1;
}

int rng_expect_success(const char *label)
{
    int failures = 0;
    double t0 = now();

    current = "a working generator's draws, keys and signatures";

    failures += check(label, "kpqc_randombytes(70000) twice succeeds",
                      kpqc_randombytes(draw_a, sizeof draw_a) == KPQC_OK &&
                          kpqc_randombytes(draw_b, sizeof draw_b) == KPQC_OK);
    failures += check(label, "the two draws differ and are not zero",
                      memcmp(draw_a, draw_b, sizeof draw_a) != 0 && !all_zero(draw_a, 32) &&
                          !all_zero(draw_a + sizeof draw_a - 32, 32));
    memset(out1, 0, 33);
    memset(out2, 0, 33);
    failures += check(label, "kpqc_randombytes_os(33) twice succeeds and differs",
                      kpqc_randombytes_os(out1, 33) == KPQC_OK &&
                          kpqc_randombytes_os(out2, 33) == KPQC_OK && memcmp(out1, out2, 33) != 0);

    const kpqc_kem *kem = find_kem();
    if (kem == NULL) {
        return failures + 1;
    }
    static uint8_t pk[BUF], sk[BUF], ct[BUF], ss1[64], ss2[64];
    int ok =
        kpqc_kem_keypair(kem, pk, kem->pk_bytes, sk, kem->sk_bytes) == KPQC_OK &&
        kpqc_kem_encaps(kem, ct, kem->ct_bytes, ss1, kem->ss_bytes, pk, kem->pk_bytes) == KPQC_OK &&
        kpqc_kem_decaps(kem, ss2, kem->ss_bytes, ct, kem->ct_bytes, sk, kem->sk_bytes) == KPQC_OK &&
        memcmp(ss1, ss2, kem->ss_bytes) == 0;
    failures += check(label, "NTRU+768 keypair, encaps, decaps", ok);

    for (size_t i = 0; i < N_SIGS; i++) {
        char what[64];
        size_t siglen = 0;
        const kpqc_sig *sig = find_sig(i);
        if (sig == NULL) {
            return failures + 1;
        }
        ok = kpqc_sig_keypair(sig, pk, sig->pk_bytes, sk, sig->sk_bytes) == KPQC_OK &&
             kpqc_sig_sign(sig, out1, sig->sig_bytes, &siglen, msg, sizeof msg, NULL, 0, sk,
                           sig->sk_bytes) == KPQC_OK &&
             kpqc_sig_verify(sig, out1, siglen, msg, sizeof msg, NULL, 0, pk, sig->pk_bytes) ==
                 KPQC_OK;
        (void)snprintf(what, sizeof what, "%s keypair, sign, verify", sig_names[i]);
        failures += check(label, what, ok);
    }
    printf("     %s: all calls took %.3f ms\n", label, (now() - t0) * 1e3);
    return failures;
}
