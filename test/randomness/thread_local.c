/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* An installed randomness source belongs to the thread that installed it.
 *
 * Thread A installs a constant source (every byte 0xA5) and keeps
 * (re)installing it and drawing from it until thread B is done. Thread B,
 * which installed nothing, meanwhile draws twice from kpqc_randombytes and
 * runs two NTRU+768 key generations: its draws must not be A's bytes, must
 * differ from each other, its keys must differ, and A's source must never
 * be called from B. A must see only its constant bytes.
 *
 * The build links a copy of randombytes.c compiled with
 * -D__STDC_NO_THREADS__=1, as on glibc 2.16 to 2.27, where <stdc-predef.h>
 * predefines it although the compiler has thread-local storage. Before the
 * fix that macro made the installed source one global: B drew A's bytes.
 *
 * The threads are ordered only by relaxed atomics, which create no
 * happens-before edge: built with -fsanitize=thread (the second ctest), a
 * source shared between threads is reported as a data race. alarm() turns
 * a hang into a failure. */
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* alarm, sched_yield */
#endif
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "kpqc.h"
#include "randombytes.h"

#define CONSTANT 0xA5

static const uint8_t constant_byte = CONSTANT;
static _Thread_local int is_thread_a; /* the test's own, not the library's */
static atomic_int a_ready, b_done;
static atomic_ulong calls_from_other_threads;
static unsigned long a_draws, a_wrong; /* written by A, read after join */

static uint8_t b_draw1[64], b_draw2[64];
static uint8_t b_pk1[4096], b_pk2[4096], b_sk[8192];
static int b_status[4];

/* The constant source: every byte is *ctx. */
static int constant_source(void *ctx, uint8_t *out, size_t len)
{
    if (!is_thread_a) {
        atomic_fetch_add_explicit(&calls_from_other_threads, 1, memory_order_relaxed);
    }
    memset(out, *(const uint8_t *)ctx, len);
    return 0;
}

static int is_constant(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (p[i] != CONSTANT) {
            return 0;
        }
    }
    return 1;
}

static void *run_a(void *arg)
{
    uint8_t buf[32];
    (void)arg;
    is_thread_a = 1;
    do {
        /* Reinstalling keeps A writing the setting while B reads its own. */
        kpqc_randombytes_set_source(constant_source, (void *)&constant_byte);
        memset(buf, 0, sizeof buf);
        if (kpqc_randombytes(buf, sizeof buf) != KPQC_OK || !is_constant(buf, sizeof buf)) {
            a_wrong++;
        }
        a_draws++;
        atomic_store_explicit(&a_ready, 1, memory_order_relaxed);
        sched_yield();
    } while (!atomic_load_explicit(&b_done, memory_order_relaxed));
    kpqc_randombytes_set_source(NULL, NULL);
    return NULL;
}

static void *run_b(void *arg)
{
    const kpqc_kem *kem = arg;
    while (!atomic_load_explicit(&a_ready, memory_order_relaxed)) {
        sched_yield();
    }
    b_status[0] = kpqc_randombytes(b_draw1, sizeof b_draw1);
    b_status[1] = kpqc_randombytes(b_draw2, sizeof b_draw2);
    b_status[2] = kpqc_kem_keypair(kem, b_pk1, kem->pk_bytes, b_sk, kem->sk_bytes);
    b_status[3] = kpqc_kem_keypair(kem, b_pk2, kem->pk_bytes, b_sk, kem->sk_bytes);
    atomic_store_explicit(&b_done, 1, memory_order_relaxed);
    return NULL;
}

static int failures;

static void check(const char *what, int cond)
{
    printf("%s %s\n", cond ? "ok  " : "FAIL", what);
    failures += !cond;
}

int main(void)
{
    pthread_t a, b;
    const kpqc_kem *kem = kpqc_kem_find("NTRU+768");
    uint8_t main_draw[64];

    setvbuf(stdout, NULL, _IONBF, 0);
    alarm(60);
    if (kem == NULL || kem->pk_bytes > sizeof b_pk1 || kem->sk_bytes > sizeof b_sk) {
        printf("FAIL NTRU+768 not registered or too large for the test's buffers\n");
        return 1;
    }
    if (pthread_create(&a, NULL, run_a, NULL) != 0 ||
        pthread_create(&b, NULL, run_b, (void *)kem) != 0) {
        printf("FAIL pthread_create\n");
        return 1;
    }
    pthread_join(b, NULL);
    pthread_join(a, NULL);

    check("B's draws and key generations succeed",
          b_status[0] == KPQC_OK && b_status[1] == KPQC_OK && b_status[2] == KPQC_OK &&
              b_status[3] == KPQC_OK);
    check("B's first draw is not A's constant bytes", !is_constant(b_draw1, sizeof b_draw1));
    check("B's second draw is not A's constant bytes", !is_constant(b_draw2, sizeof b_draw2));
    check("B's two draws differ", memcmp(b_draw1, b_draw2, sizeof b_draw1) != 0);
    check("B's two NTRU+768 public keys differ", memcmp(b_pk1, b_pk2, kem->pk_bytes) != 0);
    check("A's source was never called from another thread",
          atomic_load(&calls_from_other_threads) == 0);
    printf("     A drew %lu times while B ran\n", a_draws);
    check("A saw only its constant bytes", a_draws > 0 && a_wrong == 0);
    check("the main thread, after A uninstalled, draws OS bytes",
          kpqc_randombytes(main_draw, sizeof main_draw) == KPQC_OK &&
              !is_constant(main_draw, sizeof main_draw));
    printf("%s: %d failed checks\n", failures == 0 ? "PASS" : "FAIL", failures);
    return failures == 0 ? 0 : 1;
}
