#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Run a Cortex-M4 image under QEMU's mps2-an386 with the given arguments
# (passed as the semihosting command line); the exit status is the
# program's. Used as CMAKE_CROSSCOMPILING_EMULATOR by the cortex-m4 preset.
#   platform/mps2-an386/qemu-run.sh IMAGE.elf [ARGS...]
image=$1
shift
set -- "$image" "$@"
args=""
for a in "$@"; do args="$args,arg=$a"; done
exec qemu-system-arm -M mps2-an386 -cpu cortex-m4 -nographic -monitor none -serial stdio \
  -semihosting-config "enable=on,target=native$args" -kernel "$image"
