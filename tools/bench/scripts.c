/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Finding and running the Python helpers of kpqc bench (scripts.h). An
 * installed kpqc finds them in <prefix>/share/kpqc through its own path,
 * so it works without the source tree; a kpqc in its build tree finds them
 * in the source tree. Child processes get argument vectors (spawn.c). */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* readlink, setenv, access */
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define HAVE_UNISTD 1
#endif

#include "cli.h"
#include "scripts.h"
#include "spawn.h"

#if !defined(KPQC_SOURCE_DIR)
#define KPQC_SOURCE_DIR ""
#endif
/* The installed scripts' directory relative to the executable's
 * (tools/CMakeLists.txt: from CMAKE_INSTALL_BINDIR to
 * CMAKE_INSTALL_DATADIR/kpqc). */
#if !defined(KPQC_SCRIPTS_FROM_BIN)
#define KPQC_SCRIPTS_FROM_BIN "../share/kpqc"
#endif

#define PATH_BYTES 4096

/* The source tree to use: $KPQC_SOURCE_DIR when set (empty: none), else
 * the one the tool was built from; NULL when there is none. */
static const char *source_dir(void)
{
    const char *env = getenv("KPQC_SOURCE_DIR");
    const char *dir = env != NULL ? env : KPQC_SOURCE_DIR;
    return dir[0] != '\0' ? dir : NULL;
}

static int is_file(const char *path)
{
#if defined(HAVE_UNISTD)
    return access(path, R_OK) == 0;
#else
    FILE *f = fopen(path, "rb");
    if (f != NULL) {
        fclose(f);
    }
    return f != NULL;
#endif
}

/* <directory of the executable>/KPQC_SCRIPTS_FROM_BIN into dir; -1 when
 * the executable's path is unknown (no /proc) or too long. */
static int installed_dir(char *dir, size_t n)
{
#if defined(__linux__) && defined(HAVE_UNISTD)
    static const char rel[] = "/" KPQC_SCRIPTS_FROM_BIN;
    ssize_t len;
    char *slash;
    if (n < sizeof rel + 1) {
        return -1;
    }
    len = readlink("/proc/self/exe", dir, n - sizeof rel);
    if (len <= 0 || (size_t)len >= n - sizeof rel) {
        return -1; /* failed, or possibly cut short */
    }
    dir[len] = '\0';
    slash = strrchr(dir, '/');
    if (slash == NULL) {
        return -1;
    }
    memcpy(slash, rel, sizeof rel); /* the directory, then the relative path */
    return 0;
#else
    (void)dir;
    (void)n;
    return -1;
#endif
}

/* The script's path: installed copy first, then the source tree's. */
static int find_script(const char *script, char *path, size_t n)
{
    char dir[PATH_BYTES];
    const char *src = source_dir();
    int have_dir = installed_dir(dir, sizeof dir) == 0;
    int k;
    if (have_dir) {
        k = snprintf(path, n, "%s/%s", dir, script);
        if (k > 0 && (size_t)k < n && is_file(path)) {
            return 0;
        }
    }
    if (src != NULL) {
        k = snprintf(path, n, "%s/tools/bench/%s", src, script);
        if (k > 0 && (size_t)k < n && is_file(path)) {
            return 0;
        }
    }
    fprintf(stderr,
            "kpqc bench: cannot find %s, neither installed (in %s) nor in a source tree "
            "(%s%s).\n"
            "  Install kpqc with 'cmake --install BUILD_DIR --prefix PREFIX', which puts the "
            "scripts in PREFIX/share/kpqc,\n"
            "  or set KPQC_SOURCE_DIR to a KPQClean source tree.\n",
            script, have_dir ? dir : "?: the path of kpqc is unknown", src != NULL ? src : "none",
            src != NULL ? "/tools/bench" : "");
    return -1;
}

int bench_run_script(const char *script, int nargs, char **args, int retry_on_3)
{
    const char *candidates[3];
    const char **argv;
    const char *src = source_dir();
    char path[PATH_BYTES];
    int i, k, status = SPAWN_NOT_STARTED;
    if (nargs < 0 || find_script(script, path, sizeof path) != 0) {
        return CLI_EXIT_IO;
    }
#if defined(HAVE_UNISTD)
    /* the scripts that need the source tree (m4.py) learn it from here;
       an installed script cannot find it from its own path */
    if (src != NULL && getenv("KPQC_SOURCE_DIR") == NULL) {
        setenv("KPQC_SOURCE_DIR", src, 1);
    }
#else
    (void)src;
#endif
    argv = malloc(((size_t)nargs + 3) * sizeof *argv);
    if (argv == NULL) {
        return CLI_EXIT_IO;
    }
    candidates[0] = getenv("KPQC_PYTHON");
    candidates[1] = "python3";
    candidates[2] = "/usr/bin/python3";
    for (i = 0; i < 3; i++) {
        if (candidates[i] == NULL || candidates[i][0] == '\0') {
            continue;
        }
        argv[0] = candidates[i];
        argv[1] = path;
        for (k = 0; k < nargs; k++) {
            argv[k + 2] = args[k];
        }
        argv[nargs + 2] = NULL;
        status = spawn_run(argv, SPAWN_INHERIT, SPAWN_INHERIT);
        if (status == SPAWN_NOT_STARTED || (retry_on_3 && status == 3)) {
            continue; /* no such interpreter, or a module is missing */
        }
        break;
    }
    free(argv);
    if (status == SPAWN_NOT_STARTED) {
        fprintf(stderr,
                "kpqc bench: no Python interpreter could run %s (tried $KPQC_PYTHON, "
                "python3, /usr/bin/python3)\n",
                script);
        return CLI_EXIT_IO;
    }
    return status >= 0 && status <= CLI_EXIT_MALFORMED ? status : CLI_EXIT_FAIL;
}
