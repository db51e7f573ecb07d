#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Instruction counts of each SMAUG-T kernel (src/kem/smaugt/native/api.h)
# under qemu-aarch64, the backend against its portable twin
# (KPQC_FORCE_PORTABLE=1), as a Markdown table: one call is the difference
# between `kpqc-smaugt-kernels-<set> KERNEL 2` and `... 1`, counted by the
# QEMU plugin (tools/qemu-plugin/bbcount.c) as in qemu-kem-figures.sh.
#   tools/measure/qemu-smaugt-kernels.sh [SET]     (default smaugt5)
# BUILD_DIR (default build/aarch64) and QEMU_CPU (default max) as there.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build/aarch64}
cpu=${QEMU_CPU:-max}
set_id=${1:-smaugt5}
exe=$build/tools/kpqc-smaugt-kernels-$set_id
[ -x "$exe" ] || { echo "no $exe (cmake --build $build --target ${exe##*/})" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
${CC_HOST:-cc} -O2 -std=c11 -shared -fPIC -fvisibility=hidden -o "$tmp/bb.so" \
  "$root/tools/qemu-plugin/bbcount.c"

count() { # portable(0/1) kernel reps -> instructions of the whole run
  env QEMU_CPU="$cpu" KPQC_FORCE_PORTABLE="$1" qemu-aarch64 -plugin "$tmp/bb.so,out=$tmp/log" \
    "$exe" "$2" "$3" >/dev/null
  awk '/^R/ {print $2}' "$tmp/log"
}

echo "| $set_id kernel | native instr | portable instr | native / portable |"
echo "|---|---:|---:|---:|"
for k in matrix_times poly_inner pack_q unpack_q pack_p unpack_p pack_p2 unpack_p2 pack_s \
         unpack_s hwt_bounded hwt_place gaussian_bits sp_cbd round_c1 round_c2 decryption_value \
         msg_encode msg_decode; do
  n=$(( $(count 0 "$k" 2) - $(count 0 "$k" 1) ))
  p=$(( $(count 1 "$k" 2) - $(count 1 "$k" 1) ))
  printf '| %s | %s | %s | %s |\n' "$k" "$n" "$p" \
    "$(awk -v n="$n" -v p="$p" 'BEGIN {printf "%.2f", n / p}')"
done
