#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# run_tsan.sh PROBE TEST: run TEST under ThreadSanitizer, or skip (77),
# saying why, when the TSan runtime does not start on this machine (PROBE,
# an empty TSan program, fails: some kernels' address-space layouts are
# refused). Any TSan report fails the test (exit code 66).
probe=$1
test=$2
if ! out=$("$probe" 2>&1); then
    echo "SKIPPED: the ThreadSanitizer runtime does not start here:"
    echo "$out" | head -n 5
    exit 77
fi
TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1${TSAN_OPTIONS:+ $TSAN_OPTIONS}"
export TSAN_OPTIONS
exec "$test"
