/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Child processes with argument vectors (spawn.h). */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* fdopen, fcntl flags, waitpid */
#endif

#include "spawn.h"

#if defined(__unix__) || defined(__APPLE__)
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* A pipe whose ends are both close-on-exec and above stderr: a tool started
 * with stdin, stdout or stderr closed would otherwise get a pipe end there,
 * which the child's redirections would overwrite. */
static int open_pipe(int fds[2])
{
    int raw[2], k;
    if (pipe(raw) != 0) {
        return -1;
    }
    for (k = 0; k < 2; k++) {
        fds[k] = fcntl(raw[k], F_DUPFD_CLOEXEC, STDERR_FILENO + 1);
        close(raw[k]);
    }
    if (fds[0] < 0 || fds[1] < 0) {
        for (k = 0; k < 2; k++) {
            if (fds[k] >= 0) {
                close(fds[k]);
            }
        }
        return -1;
    }
    return 0;
}

/* In the child: point fd at /dev/null or at the capture pipe. */
static int route(int fd, enum spawn_stream how, int capture_fd)
{
    int null_fd;
    if (how == SPAWN_CAPTURE) {
        return dup2(capture_fd, fd) < 0 ? -1 : 0;
    }
    if (how == SPAWN_DISCARD) {
        null_fd = open("/dev/null", O_WRONLY);
        if (null_fd < 0 || dup2(null_fd, fd) < 0) {
            return -1;
        }
        if (null_fd != fd) { /* the same when the tool was started with fd closed */
            close(null_fd);
        }
    }
    return 0;
}

int spawn_start(spawn_proc *p, const char *const *argv, enum spawn_stream out,
                enum spawn_stream err)
{
    int capture[2] = {-1, -1}, report[2];
    int child_errno = 0;
    ssize_t got;
    pid_t pid;

    p->pid = -1;
    p->out = NULL;
    if (argv == NULL || argv[0] == NULL || (out == SPAWN_CAPTURE && err == SPAWN_CAPTURE)) {
        return -1;
    }
    /* The child writes errno into `report` if exec fails; a successful exec
       closes it (close-on-exec), so the parent reads end of file. */
    if (open_pipe(report) != 0) {
        return -1;
    }
    if ((out == SPAWN_CAPTURE || err == SPAWN_CAPTURE) && open_pipe(capture) != 0) {
        close(report[0]);
        close(report[1]);
        return -1;
    }
    fflush(NULL); /* nothing buffered is written twice */
    pid = fork();
    if (pid == 0) {
        close(report[0]);
        if (capture[0] >= 0) {
            close(capture[0]);
        }
        if (route(STDOUT_FILENO, out, capture[1]) != 0 ||
            route(STDERR_FILENO, err, capture[1]) != 0) {
            child_errno = errno;
        } else {
            if (capture[1] >= 0) {
                close(capture[1]); /* it lives on as stdout or stderr */
            }
            /* POSIX types execvp's argv as char *const[]; it does not
               modify the strings. */
            execvp(argv[0], (char *const *)(void *)argv);
            child_errno = errno;
        }
        if (write(report[1], &child_errno, sizeof child_errno) < 0) {
            /* nothing more to do: the parent sees a failed child */
        }
        _exit(127);
    }
    close(report[1]);
    if (capture[1] >= 0) {
        close(capture[1]);
    }
    if (pid < 0) {
        close(report[0]);
        if (capture[0] >= 0) {
            close(capture[0]);
        }
        return -1;
    }
    do {
        got = read(report[0], &child_errno, sizeof child_errno);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    p->pid = (long)pid;
    if (got > 0) { /* exec failed: reap the child, report it */
        if (capture[0] >= 0) {
            close(capture[0]);
        }
        spawn_finish(p);
        return SPAWN_NOT_STARTED;
    }
    if (capture[0] >= 0) {
        p->out = fdopen(capture[0], "r");
        if (p->out == NULL) {
            close(capture[0]);
            spawn_finish(p);
            return -1;
        }
    }
    return 0;
}

int spawn_finish(spawn_proc *p)
{
    int status;
    pid_t r;
    if (p->out != NULL) {
        fclose(p->out);
        p->out = NULL;
    }
    if (p->pid <= 0) {
        return -1;
    }
    do {
        r = waitpid((pid_t)p->pid, &status, 0);
    } while (r < 0 && errno == EINTR);
    p->pid = -1;
    if (r < 0) {
        return -1;
    }
    if (WIFEXITED(status)) {
        return WEXITSTATUS(status);
    }
    return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : -1;
}

#else

int spawn_start(spawn_proc *p, const char *const *argv, enum spawn_stream out,
                enum spawn_stream err)
{
    (void)argv;
    (void)out;
    (void)err;
    p->pid = -1;
    p->out = NULL;
    return -1;
}

int spawn_finish(spawn_proc *p)
{
    (void)p;
    return -1;
}

#endif

int spawn_run(const char *const *argv, enum spawn_stream out, enum spawn_stream err)
{
    spawn_proc p;
    int r = spawn_start(&p, argv, out, err);
    return r != 0 ? r : spawn_finish(&p);
}
