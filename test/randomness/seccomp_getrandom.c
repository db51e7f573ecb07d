/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* kpqc_randombytes under a seccomp filter that answers getrandom itself.
 *
 * A sandbox that "disables" getrandom with SECCOMP_RET_ERRNO | 0 makes the
 * system call return 0: no bytes and no error. Before the fix every caller
 * of kpqc_randombytes spun forever at 100% CPU; now it must fail with
 * KPQC_ERR_RANDOMNESS and zeroed outputs, promptly.
 *
 * Each filter runs in its own child (filters cannot be removed):
 *   errno-0   SECCOMP_RET_ERRNO | 0: every randomized operation fails.
 *   eio       SECCOMP_RET_ERRNO | EIO: the same.
 *   eintr     SECCOMP_RET_ERRNO | EINTR on every call: retries are bounded,
 *             so the same again (before the fix, another endless loop).
 *   enosys    SECCOMP_RET_ERRNO | ENOSYS, what a kernel older than 3.17
 *             answers: the library reads /dev/urandom and everything works.
 * Keys for the encaps and sign checks are made in the parent beforehand.
 *
 * Raw BPF (no libseccomp). Exit 77, with the reason, where the kernel
 * refuses the filter, the architecture is not one the filter knows, or the
 * C library's getrandom does not reach the system call (a vDSO getrandom). */
#define _GNU_SOURCE 1 /* syscall, SYS_getrandom */
#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

#include "rng_checks.h"

#define SKIP 77

#ifndef HANG_SECONDS
#define HANG_SECONDS 30
#endif

#if defined(__x86_64__) && !defined(__ILP32__)
#define FILTER_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__) && !defined(__ILP32__)
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#elif defined(__i386__)
#define FILTER_ARCH AUDIT_ARCH_I386
#endif

#if defined(FILTER_ARCH) && defined(SYS_getrandom)

/* getrandom answers SECCOMP_RET_ERRNO | err; every other call, and every
 * call from another architecture's system call table, is allowed. */
static int install_filter(unsigned err)
{
    struct sock_filter code[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FILTER_ARCH, 0, 3),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getrandom, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (err & SECCOMP_RET_DATA)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog prog = {(unsigned short)(sizeof code / sizeof code[0]), code};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        printf("SKIP prctl(PR_SET_NO_NEW_PRIVS): %s\n", strerror(errno));
        return -1;
    }
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog) != 0) {
        printf("SKIP prctl(PR_SET_SECCOMP): the kernel refuses the filter: %s\n", strerror(errno));
        return -1;
    }
    return 0;
}

static int child(const char *label, unsigned err, int broken)
{
    unsigned char probe[16];
    ssize_t got;

    rng_arm_alarm(HANG_SECONDS); /* not inherited across fork */
    if (install_filter(err) != 0) {
        return SKIP;
    }
    /* The filter is only worth testing if the C library's getrandom is the
       system call it intercepts. */
    errno = 0;
    got = getrandom(probe, sizeof probe, 0);
    if (!(err == 0 ? got == 0 : got == -1 && errno == (int)err)) {
        printf("SKIP %s: getrandom returned %zd (errno %d) under the filter: it does not "
               "reach the system call\n",
               label, got, errno);
        return SKIP;
    }
    return (broken ? rng_expect_failure(label) : rng_expect_success(label)) == 0 ? 0 : 1;
}

int main(void)
{
    static const struct {
        const char *name;
        unsigned err;
        int broken;
    } filters[] = {
        {"errno-0", 0, 1},
        {"eio", EIO, 1},
        {"eintr", EINTR, 1},
        {"enosys", ENOSYS, 0},
    };
    int failed = 0, skipped = 0;

    setvbuf(stdout, NULL, _IONBF, 0);
    rng_arm_alarm(5 * HANG_SECONDS); /* four children, each bounded */
    if (rng_prepare_keys() != 0) {
        return 1;
    }
    for (size_t i = 0; i < sizeof filters / sizeof filters[0]; i++) {
        int status;
        pid_t pid = fork();
        if (pid < 0) {
            perror("fork");
            return 1;
        }
        if (pid == 0) {
            _exit(child(filters[i].name, filters[i].err, filters[i].broken));
        }
        if (waitpid(pid, &status, 0) != pid) {
            perror("waitpid");
            return 1;
        }
        if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
            continue;
        }
        if (WIFEXITED(status) && WEXITSTATUS(status) == SKIP) {
            skipped++;
            continue;
        }
        if (WIFSIGNALED(status)) {
            printf("FAIL %s: killed by signal %d%s\n", filters[i].name, WTERMSIG(status),
                   WTERMSIG(status) == SIGALRM ? " (a hang: the alarm fired)" : "");
        } else {
            printf("FAIL %s: exit status %d\n", filters[i].name, WEXITSTATUS(status));
        }
        failed++;
    }
    if (failed != 0) {
        printf("FAIL: %d of the filters\n", failed);
        return 1;
    }
    if (skipped != 0) {
        printf("SKIP: %d of the filters could not be tested\n", skipped);
        return SKIP;
    }
    printf("PASS\n");
    return 0;
}

#else

int main(void)
{
    printf("SKIP: the seccomp filter knows no audit architecture for this target\n");
    return SKIP;
}

#endif
