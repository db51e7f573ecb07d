#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Run a Cortex-M4 image under QEMU's mps2-an386 with the given arguments
# (passed as the semihosting command line); the exit status is the
# program's. Used as CMAKE_CROSSCOMPILING_EMULATOR by the cortex-m4 preset.
#   [KPQC_QEMU_LOAD="FILE@ADDR ..."] platform/mps2-an386/qemu-run.sh IMAGE.elf [ARGS...]
# KPQC_QEMU_LOAD puts each FILE's raw bytes at ADDR before the image starts
# (QEMU's generic loader): the keys of an image with a key region in flash
# (mps2.ld, __keys_size). Semihosting file calls (the key generation
# image's output) resolve relative paths from the current directory.
image=$1
shift
set -- "$image" "$@"
args=""
for a in "$@"; do args="$args,arg=$a"; done
loaders=""
for f in ${KPQC_QEMU_LOAD:-}; do
  file=${f%@*}
  addr=${f##*@}
  if [ "$file" = "$f" ] || [ ! -f "$file" ]; then
    echo "qemu-run.sh: KPQC_QEMU_LOAD: '$f' is not FILE@ADDR with an existing FILE" >&2
    exit 2
  fi
  loaders="$loaders -device loader,file=$file,addr=$addr,force-raw=on"
done
# shellcheck disable=SC2086 # $loaders is a list of options, split on purpose
exec qemu-system-arm -M mps2-an386 -cpu cortex-m4 -nographic -monitor none -serial stdio \
  -semihosting-config "enable=on,target=native$args" $loaders -kernel "$image"
