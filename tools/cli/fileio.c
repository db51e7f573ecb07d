/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Files of the key tools: bounded reads (a file or standard input never
 * grows a buffer past the caller's limit) and all-or-nothing writes (every
 * output goes to a new temporary file beside its target, secrets with mode
 * 0600 from the start, and all of them are renamed into place only once
 * all are complete). Secrets are written and read with read(2)/write(2),
 * so no stdio buffer keeps a copy. POSIX. */
#if !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "ct.h"

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#define HAVE_POSIX_FILES 1
#endif

void cli_wipe(void *p, size_t n)
{
    if (p != NULL && n != 0) {
        kpqc_zeroize(p, n);
    }
}

void cli_free_wiped(void *p, size_t n)
{
    cli_wipe(p, n);
    free(p);
}

#if defined(HAVE_POSIX_FILES)

#define CHUNK 65536

int cli_read_input(const char *path, const char *what, size_t max, uint8_t **data, size_t *len)
{
    int fd = strcmp(path, "-") == 0 ? STDIN_FILENO : open(path, O_RDONLY);
    uint8_t *buf = NULL;
    size_t cap = 0, n = 0;
    *data = NULL;
    *len = 0;
    if (fd < 0) {
        fprintf(stderr, "kpqc: cannot open %s (%s): %s\n", path, what, strerror(errno));
        return CLI_EXIT_IO;
    }
    for (;;) {
        ssize_t got;
        if (n == cap) {
            /* double (from one chunk) up to max + 1 bytes: one byte more
               than allowed tells an over-long input from one of exactly max
               bytes */
            size_t grow = cap < CHUNK ? CHUNK : cap;
            size_t want = cap + (max + 1 - cap < grow ? max + 1 - cap : grow);
            uint8_t *bigger;
            if (cap == max + 1) {
                break;
            }
            bigger = malloc(want);
            if (bigger == NULL) {
                fprintf(stderr, "kpqc: out of memory reading %s\n", path);
                cli_free_wiped(buf, cap);
                if (fd != STDIN_FILENO) {
                    close(fd);
                }
                return CLI_EXIT_IO;
            }
            if (n != 0) {
                memcpy(bigger, buf, n);
            }
            cli_free_wiped(buf, cap);
            buf = bigger;
            cap = want;
        }
        got = read(fd, buf + n, cap - n);
        if (got < 0 && errno == EINTR) {
            continue;
        }
        if (got < 0) {
            fprintf(stderr, "kpqc: cannot read %s (%s): %s\n", path, what, strerror(errno));
            cli_free_wiped(buf, cap);
            if (fd != STDIN_FILENO) {
                close(fd);
            }
            return CLI_EXIT_IO;
        }
        if (got == 0) {
            break;
        }
        n += (size_t)got;
    }
    if (fd != STDIN_FILENO) {
        close(fd);
    }
    if (n > max) {
        fprintf(stderr, "kpqc: %s (%s) is longer than the %lu bytes it can be\n", path, what,
                (unsigned long)max);
        cli_free_wiped(buf, cap);
        return CLI_EXIT_MALFORMED;
    }
    if (buf == NULL) {
        buf = malloc(1); /* an empty input still has a buffer */
        cap = 1;
        if (buf == NULL) {
            return CLI_EXIT_IO;
        }
    }
    *data = buf;
    *len = n;
    /* the caller frees with the length it knows; wipe the spare capacity now */
    cli_wipe(buf + n, cap - n);
    return CLI_EXIT_OK;
}

static int write_all(int fd, const uint8_t *p, size_t n)
{
    while (n > 0) {
        ssize_t put = write(fd, p, n);
        if (put < 0 && errno == EINTR) {
            continue;
        }
        if (put <= 0) {
            return -1;
        }
        p += put;
        n -= (size_t)put;
    }
    return 0;
}

#define PATH_MAX_BYTES 4096

typedef struct {
    char tmp[PATH_MAX_BYTES];    /* the temporary file, "" once renamed or removed */
    char backup[PATH_MAX_BYTES]; /* a link to the file the target replaced, or "" */
    int renamed;
} output_state;

/* A new file "<path>.tmpNN", 00..99, never an existing one (O_EXCL also
 * refuses to follow a symbolic link planted under that name). */
static int create_temporary(const char *path, int secret, char tmp[PATH_MAX_BYTES])
{
    unsigned k;
    for (k = 0; k < 100; k++) {
        int fd;
        int len = snprintf(tmp, PATH_MAX_BYTES, "%s.tmp%02u", path, k);
        if (len < 0 || len >= PATH_MAX_BYTES) {
            errno = ENAMETOOLONG;
            break;
        }
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, secret ? 0600 : 0666);
        if (fd >= 0) {
            return fd;
        }
        if (errno != EEXIST) {
            break;
        }
    }
    tmp[0] = '\0';
    return -1;
}

/* Puts the renamed targets back as they were: the replaced file returns
 * from its backup link, a target that did not exist is removed. */
static void undo(output_state *st, cli_output *outs, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++) {
        if (st[i].tmp[0] != '\0') {
            remove(st[i].tmp);
        }
        if (st[i].renamed) {
            if (st[i].backup[0] != '\0') {
                rename(st[i].backup, outs[i].path);
            } else {
                remove(outs[i].path);
            }
        } else if (st[i].backup[0] != '\0') {
            remove(st[i].backup);
        }
    }
}

int cli_write_outputs(cli_output *outs, size_t n)
{
    output_state st[CLI_MAX_OUTPUTS];
    size_t i;
    int failed = 0;
    if (n > CLI_MAX_OUTPUTS) {
        return CLI_EXIT_USAGE;
    }
    memset(st, 0, sizeof st);
    /* 1. every file output into its temporary file */
    for (i = 0; i < n && !failed; i++) {
        int fd;
        if (strcmp(outs[i].path, "-") == 0) {
            continue;
        }
        fd = create_temporary(outs[i].path, outs[i].secret, st[i].tmp);
        if (fd < 0) {
            fprintf(stderr, "kpqc: cannot create %s (%s): %s\n", outs[i].path, outs[i].what,
                    strerror(errno));
            failed = 1;
            break;
        }
        if (write_all(fd, outs[i].data, outs[i].len) != 0 || fsync(fd) != 0) {
            fprintf(stderr, "kpqc: cannot write %s (%s): %s\n", outs[i].path, outs[i].what,
                    strerror(errno));
            failed = 1;
        }
        if (close(fd) != 0 && !failed) {
            fprintf(stderr, "kpqc: cannot write %s (%s): %s\n", outs[i].path, outs[i].what,
                    strerror(errno));
            failed = 1;
        }
    }
    /* 2. standard output, before any file appears: if it fails, nothing
       is renamed */
    for (i = 0; i < n && !failed; i++) {
        if (strcmp(outs[i].path, "-") == 0) {
            fflush(stdout);
            if (write_all(STDOUT_FILENO, outs[i].data, outs[i].len) != 0) {
                fprintf(stderr, "kpqc: cannot write %s to standard output: %s\n", outs[i].what,
                        strerror(errno));
                failed = 1;
            }
        }
    }
    /* 3. the renames; an existing target is kept under a second name (a
       hard link) until every rename has worked, so that a failure can
       restore it */
    for (i = 0; i < n && !failed; i++) {
        struct stat sb;
        if (strcmp(outs[i].path, "-") == 0) {
            continue;
        }
        if (lstat(outs[i].path, &sb) == 0 && !S_ISDIR(sb.st_mode)) {
            int len = snprintf(st[i].backup, PATH_MAX_BYTES, "%s.tmp-old", outs[i].path);
            if (len < 0 || len >= PATH_MAX_BYTES || link(outs[i].path, st[i].backup) != 0) {
                st[i].backup[0] = '\0'; /* no way back for this one; go on */
            }
        }
        if (rename(st[i].tmp, outs[i].path) != 0) {
            fprintf(stderr, "kpqc: cannot write %s (%s): %s\n", outs[i].path, outs[i].what,
                    strerror(errno));
            failed = 1;
            break;
        }
        st[i].tmp[0] = '\0';
        st[i].renamed = 1;
    }
    if (failed) {
        undo(st, outs, n);
        return CLI_EXIT_IO;
    }
    for (i = 0; i < n; i++) {
        if (st[i].backup[0] != '\0') {
            remove(st[i].backup);
        }
    }
    return CLI_EXIT_OK;
}

#else

int cli_read_input(const char *path, const char *what, size_t max, uint8_t **data, size_t *len)
{
    (void)max;
    *data = NULL;
    *len = 0;
    fprintf(stderr, "kpqc: cannot read %s (%s): files need a POSIX system\n", path, what);
    return CLI_EXIT_IO;
}

int cli_write_outputs(cli_output *outs, size_t n)
{
    (void)n;
    fprintf(stderr, "kpqc: cannot write %s: files need a POSIX system\n", outs[0].path);
    return CLI_EXIT_IO;
}

#endif
