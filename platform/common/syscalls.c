/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The newlib system calls every board's images need: console output to
 * the platform, a heap between the end of .bss (__heap_start) and the
 * stack (__heap_end, both from the board's linker script), and stubs for
 * what a board does not have (files, processes, time). */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "platform.h"

extern char __heap_start[], __heap_end[];
extern unsigned char __stack_limit[];

int _write(int fd, const char *buf, int len);
int _read(int fd, char *buf, int len);
void *_sbrk(ptrdiff_t incr);
int _close(int fd);
int _fstat(int fd, struct stat *st);
int _isatty(int fd);
int _lseek(int fd, int off, int whence);
void _exit(int status);
int _kill(int pid, int sig);
int _getpid(void);

int _write(int fd, const char *buf, int len)
{
    (void)fd;
    platform_write(buf, (size_t)len);
    return len;
}

int _read(int fd, char *buf, int len)
{
    (void)fd;
    (void)buf;
    (void)len;
    return 0;
}

void *_sbrk(ptrdiff_t incr)
{
    static char *brk = __heap_start;
    char *old = brk;
    if (incr < 0 || (size_t)incr > (size_t)(__heap_end - brk)) {
        errno = ENOMEM;
        return (void *)-1;
    }
    brk += incr;
    return old;
}

int _close(int fd)
{
    (void)fd;
    return -1;
}

int _fstat(int fd, struct stat *st)
{
    (void)fd;
    st->st_mode = S_IFCHR;
    return 0;
}

int _isatty(int fd)
{
    (void)fd;
    return 1;
}

int _lseek(int fd, int off, int whence)
{
    (void)fd;
    (void)off;
    (void)whence;
    return 0;
}

void _exit(int status)
{
    platform_exit(status);
}

int _kill(int pid, int sig)
{
    (void)pid;
    (void)sig;
    errno = EINVAL;
    return -1;
}

int _getpid(void)
{
    return 1;
}

#include <sys/times.h>

clock_t _times(struct tms *t);
clock_t _times(struct tms *t)
{
    /* clock() is not a time base here (platform_cycles is): report none */
    t->tms_utime = t->tms_stime = t->tms_cutime = t->tms_cstime = 0;
    return 0;
}

int _open(const char *path, int flags, ...);
int _open(const char *path, int flags, ...)
{
    (void)path;
    (void)flags;
    errno = ENOENT; /* no file system */
    return -1;
}

int _unlink(const char *path);
int _unlink(const char *path)
{
    (void)path;
    errno = ENOENT;
    return -1;
}

uintptr_t platform_stack_floor(void)
{
    return (uintptr_t)__stack_limit;
}
