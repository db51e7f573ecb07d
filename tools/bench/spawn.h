/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Child processes for the kpqc tool: an argument vector, never a shell, so
 * file names and options reach the child exactly as given, whatever quotes,
 * spaces or $(...) they contain. POSIX only (the functions report failure
 * elsewhere). */
#ifndef KPQC_TOOLS_SPAWN_H
#define KPQC_TOOLS_SPAWN_H

#include <stdio.h>

/* Exit status of a child that could not be started (exec failed). */
#define SPAWN_NOT_STARTED (-2)

/* What happens to the child's standard output and error. */
enum spawn_stream {
    SPAWN_INHERIT = 0, /* the tool's own */
    SPAWN_DISCARD = 1, /* /dev/null */
    SPAWN_CAPTURE = 2  /* a pipe read through spawn_proc.out (at most one stream) */
};

typedef struct {
    long pid;
    FILE *out; /* the captured stream, or NULL */
} spawn_proc;

/* Starts argv[0] (searched in PATH when it has no '/') with argv, which
 * ends with NULL. Returns 0, SPAWN_NOT_STARTED when the program cannot be
 * executed (nothing to wait for then), or -1 on another failure. A failed
 * exec is told by a close-on-exec pipe (the child writes errno into it; a
 * successful exec closes it unwritten), not by the exit status 127, so a
 * program that starts and then exits with 127 is not taken for a missing
 * one. */
int spawn_start(spawn_proc *p, const char *const *argv, enum spawn_stream out,
                enum spawn_stream err);

/* Closes the captured stream, waits for the child and returns its exit
 * status (0..255), 128 + the signal that ended it, or -1. */
int spawn_finish(spawn_proc *p);

/* spawn_start then spawn_finish: the exit status, SPAWN_NOT_STARTED or -1. */
int spawn_run(const char *const *argv, enum spawn_stream out, enum spawn_stream err);

#endif
