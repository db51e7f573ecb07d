/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* tools/bench/spawn.c on its own: exit statuses, a program that cannot be
 * executed told apart from one that exits with 127, arguments passed as
 * they are, captured and discarded streams, a wait interrupted by a signal,
 * and a tool started with stdout and stderr closed. Uses sh, printf and
 * sleep from PATH as the children. */
#define _POSIX_C_SOURCE 200809L /* sigaction, fdopen */

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "spawn.h"

static int failures;

static void check(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "FAIL: %s\n", what);
        failures++;
    }
}

/* Everything the child wrote to the captured stream, NUL-terminated. */
static int read_all(FILE *in, char *buf, size_t n)
{
    size_t used = 0, got;
    while (used + 1 < n && (got = fread(buf + used, 1, n - 1 - used, in)) > 0) {
        used += got;
    }
    buf[used] = '\0';
    return (int)used;
}

static void on_alarm(int sig)
{
    (void)sig;
}

static void statuses(void)
{
    static const char *const exit7[] = {"sh", "-c", "exit 7", NULL};
    static const char *const exit127[] = {"sh", "-c", "exit 127", NULL};
    static const char *const missing[] = {"/nonexistent/kpqc-no-such-program", NULL};
    static const char *const missing_in_path[] = {"kpqc-no-such-program-in-path", NULL};
    static const char *const killed[] = {"sh", "-c", "kill -TERM $$", NULL};
    check(spawn_run(exit7, SPAWN_INHERIT, SPAWN_INHERIT) == 7, "exit status 7");
    check(spawn_run(exit127, SPAWN_INHERIT, SPAWN_INHERIT) == 127,
          "a child that runs and exits 127 is not 'not started'");
    check(spawn_run(missing, SPAWN_INHERIT, SPAWN_DISCARD) == SPAWN_NOT_STARTED,
          "a missing program is SPAWN_NOT_STARTED");
    check(spawn_run(missing_in_path, SPAWN_DISCARD, SPAWN_DISCARD) == SPAWN_NOT_STARTED,
          "a program not in PATH is SPAWN_NOT_STARTED");
    check(spawn_run(killed, SPAWN_INHERIT, SPAWN_INHERIT) == 128 + SIGTERM,
          "a child ended by SIGTERM gives 128 + 15");
}

/* Arguments with quotes, spaces, $(...) and newlines arrive one each,
 * unchanged: printf prints them between bars. */
static void arguments_and_capture(void)
{
    static const char *const args[] = {"printf", "|%s|%s|", "it's \"x\" $(touch PWNED).json",
                                       "b'$(touch PWNED)'\n;`id`", NULL};
    static const char *const both[] = {"sh", "-c", "echo out; echo err >&2", NULL};
    const char *want = "|it's \"x\" $(touch PWNED).json|b'$(touch PWNED)'\n;`id`|";
    char got[256];
    spawn_proc p;
    check(spawn_start(&p, args, SPAWN_CAPTURE, SPAWN_INHERIT) == 0, "start printf");
    if (p.out != NULL) {
        read_all(p.out, got, sizeof got);
        check(strcmp(got, want) == 0, "arguments arrive unchanged");
    }
    check(spawn_finish(&p) == 0, "printf exits 0");
    check(access("PWNED", F_OK) != 0, "no shell ran $(touch PWNED)");

    check(spawn_start(&p, both, SPAWN_DISCARD, SPAWN_CAPTURE) == 0, "start sh");
    if (p.out != NULL) {
        read_all(p.out, got, sizeof got);
        check(strcmp(got, "err\n") == 0, "stderr captured, stdout discarded");
    }
    check(spawn_finish(&p) == 0, "sh exits 0");

    check(spawn_start(&p, both, SPAWN_CAPTURE, SPAWN_CAPTURE) == -1,
          "capturing both streams is refused");
}

/* A signal without SA_RESTART interrupts waitpid (EINTR): the wait must go
 * on and still return the child's status. */
static void interrupted_wait(void)
{
    static const char *const nap[] = {"sh", "-c", "sleep 2; exit 5", NULL};
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    check(sigaction(SIGALRM, &sa, NULL) == 0, "sigaction");
    alarm(1);
    check(spawn_run(nap, SPAWN_INHERIT, SPAWN_INHERIT) == 5, "a wait interrupted by SIGALRM");
    alarm(0);
}

/* Started with stdout and stderr closed, the tool's own pipes would take
 * descriptors 1 and 2, where the child's redirections overwrite them: a
 * failed exec would go unreported and the capture could be lost. Run in a
 * child process, whose exit status carries one bit per failed check. */
static void closed_standard_streams(void)
{
    static const char *const missing[] = {"/nonexistent/kpqc-no-such-program", NULL};
    static const char *const hello[] = {"printf", "hello", NULL};
    int status;
    pid_t pid = fork();
    if (pid == 0) {
        int bad = 0;
        char got[64] = "";
        spawn_proc p;
        close(STDOUT_FILENO);
        close(STDERR_FILENO);
        if (spawn_run(missing, SPAWN_CAPTURE, SPAWN_DISCARD) != SPAWN_NOT_STARTED) {
            bad |= 1;
        }
        if (spawn_start(&p, hello, SPAWN_CAPTURE, SPAWN_DISCARD) != 0) {
            bad |= 2;
        } else {
            if (p.out != NULL) {
                read_all(p.out, got, sizeof got);
            }
            if (p.out == NULL || strcmp(got, "hello") != 0) {
                bad |= 4;
            }
            if (spawn_finish(&p) != 0) {
                bad |= 8;
            }
        }
        if (spawn_run(hello, SPAWN_DISCARD, SPAWN_DISCARD) != 0) {
            bad |= 16;
        }
        _exit(bad);
    }
    check(pid > 0 && waitpid(pid, &status, 0) == pid, "fork and wait");
    if (pid > 0) {
        int bad = WIFEXITED(status) ? WEXITSTATUS(status) : 255;
        check(!(bad & 1), "stdout/stderr closed: a missing program is SPAWN_NOT_STARTED");
        check(!(bad & 2), "stdout/stderr closed: printf starts");
        check(!(bad & 4), "stdout/stderr closed: printf's output is captured");
        check(!(bad & 8), "stdout/stderr closed: printf exits 0");
        check(!(bad & 16), "stdout/stderr closed: both streams discarded");
    }
}

int main(void)
{
    statuses();
    arguments_and_capture();
    interrupted_wait();
    closed_standard_streams();
    if (failures != 0) {
        fprintf(stderr, "%d check(s) failed\n", failures);
        return 1;
    }
    printf("spawn: all checks passed\n");
    return 0;
}
