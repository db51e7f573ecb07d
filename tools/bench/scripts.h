/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Python helpers of kpqc bench (compare.py, plots.py, m4.py): where
 * they are and how they run. */
#ifndef KPQC_BENCH_SCRIPTS_H
#define KPQC_BENCH_SCRIPTS_H

/* Runs the helper `script` with args through the first Python interpreter
 * that can ($KPQC_PYTHON, python3, /usr/bin/python3; with retry_on_3 the
 * next one is also tried when the script exits with 3, its "a module such
 * as matplotlib is missing"). The script is looked up next to the
 * executable first (../share/kpqc, where cmake --install puts it), then in
 * the source tree ($KPQC_SOURCE_DIR when set, an empty value meaning none,
 * else the tree the tool was built from); the source tree in use is passed
 * on to the script in KPQC_SOURCE_DIR. Returns the script's exit status
 * when it is 0..4 (docs/cli.md), 3 when no script or interpreter was
 * found (with a message saying what is missing), otherwise 1. */
int bench_run_script(const char *script, int nargs, char **args, int retry_on_3);

#endif
