/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc_randombytes against a misbehaving getrandom.
 *
 * This executable defines getrandom itself. The library is linked
 * statically (libkpqc.a), so the call in randombytes.o binds to this
 * definition at link time, before libc is searched; each scenario counts
 * the calls it answered, so a build where the library bypasses this
 * definition fails instead of passing vacuously.
 *
 * Broken generators (every randomized operation must return
 * KPQC_ERR_RANDOMNESS with zeroed outputs, promptly):
 *   zero          getrandom returns 0 (no bytes, no error): a seccomp
 *                 filter answering SECCOMP_RET_ERRNO | 0 does exactly this.
 *                 Before the fix every caller spun forever.
 *   eio           -1 with errno EIO.
 *   eintr-forever -1 with errno EINTR on every call: retries are bounded.
 * Slow generators (everything must work):
 *   short         one byte per call.
 *   eintr-some    EINTR on every other call, one byte otherwise.
 *
 * An alarm turns a hang into a failure that names the call. */
#define _GNU_SOURCE 1 /* syscall, SYS_getrandom */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "rng_checks.h"

#ifndef HANG_SECONDS
#define HANG_SECONDS 30
#endif

enum mode { REAL, ZERO, EIO_ERR, EINTR_FOREVER, SHORT, EINTR_SOME };
static volatile enum mode mode = REAL;
static unsigned long calls;

ssize_t getrandom(void *buf, size_t buflen, unsigned int flags)
{
    calls++;
    if (mode == ZERO) {
        return 0;
    }
    if (mode == EIO_ERR || mode == EINTR_FOREVER || (mode == EINTR_SOME && calls % 2 == 0)) {
        errno = mode == EIO_ERR ? EIO : EINTR;
        return -1;
    }
    if ((mode == SHORT || mode == EINTR_SOME) && buflen > 1) {
        buflen = 1;
    }
    return (ssize_t)syscall(SYS_getrandom, buf, buflen, flags);
}

static int scenario(const char *label, enum mode m, int broken)
{
    int failures;
    calls = 0;
    mode = m;
    failures = broken ? rng_expect_failure(label) : rng_expect_success(label);
    mode = REAL;
    printf("     %s: %lu getrandom calls answered\n", label, calls);
    if (calls == 0) {
        printf("FAIL %s: the library never called this getrandom\n", label);
        failures++;
    }
    return failures;
}

/* argv[1], if given, names the one scenario to run. */
int main(int argc, char **argv)
{
    static const struct {
        const char *name;
        enum mode mode;
        int broken;
    } scenarios[] = {
        {"zero", ZERO, 1},   {"eio", EIO_ERR, 1},           {"eintr-forever", EINTR_FOREVER, 1},
        {"short", SHORT, 0}, {"eintr-some", EINTR_SOME, 0},
    };
    int failures = 0, ran = 0;

    setvbuf(stdout, NULL, _IONBF, 0); /* every line out before a SIGALRM */
    rng_arm_alarm(HANG_SECONDS);
    calls = 0;
    if (rng_prepare_keys() != 0) {
        return 1;
    }
    if (calls == 0) {
        printf("FAIL the library never called this getrandom (linked dynamically?)\n");
        return 1;
    }
    for (size_t i = 0; i < sizeof scenarios / sizeof scenarios[0]; i++) {
        if (argc < 2 || strcmp(argv[1], scenarios[i].name) == 0) {
            failures += scenario(scenarios[i].name, scenarios[i].mode, scenarios[i].broken);
            ran++;
        }
    }
    if (ran == 0) {
        printf("FAIL no scenario named %s\n", argv[1]);
        return 1;
    }
    printf("%s: %d failed checks\n", failures == 0 ? "PASS" : "FAIL", failures);
    return failures == 0 ? 0 : 1;
}
