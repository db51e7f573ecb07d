#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Instruction counts of KEM operations under qemu-aarch64, native backends
# against KPQC_FORCE_PORTABLE=1, as a Markdown table. A QEMU TCG plugin
# (tools/qemu-plugin/bbcount.c without a mark, built here with the host
# compiler) counts every guest instruction of a run; one operation is the difference between
# `kpqc-measure repeat NAME OP 2` and `... 1`, so start-up and set-up drop
# out. The inputs are fixed, so counts repeat exactly.
#   tools/measure/qemu-kem-figures.sh NAME...
# BUILD_DIR: an AArch64 build with kpqc-measure (default build/aarch64, the
# run-tests preset); QEMU_CPU: the CPU model (default max: SHA-3, AES).
# Needs qemu-aarch64 with plugin support (Debian's qemu-user).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build/aarch64}
cpu=${QEMU_CPU:-max}
exe=$build/tools/kpqc-measure
[ -x "$exe" ] || { echo "no $exe (cmake --build $build --target kpqc-measure)" >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: $0 NAME..." >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
${CC_HOST:-cc} -O2 -std=c11 -shared -fPIC -fvisibility=hidden -o "$tmp/bb.so" \
  "$root/tools/qemu-plugin/bbcount.c"

count() { # env-assignment op reps -> instructions of the whole run
  env QEMU_CPU="$cpu" "$1" qemu-aarch64 -plugin "$tmp/bb.so,out=$tmp/log" \
    "$exe" repeat "$name" "$2" "$3" >/dev/null
  awk '/^R/ {print $2}' "$tmp/log"
}

echo "| KEM | operation | native instr | portable instr | native / portable |"
echo "|---|---|---:|---:|---:|"
for name in "$@"; do
  for op in keypair encaps decaps; do
    n=$(( $(count KPQC_FORCE_PORTABLE=0 "$op" 2) - $(count KPQC_FORCE_PORTABLE=0 "$op" 1) ))
    p=$(( $(count KPQC_FORCE_PORTABLE=1 "$op" 2) - $(count KPQC_FORCE_PORTABLE=1 "$op" 1) ))
    printf '| %s | %s | %s | %s | %s |\n' "$name" "$op" "$n" "$p" \
      "$(awk -v n="$n" -v p="$p" 'BEGIN {printf "%.2f", n / p}')"
  done
done
