#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Per-operation figures of signature schemes over many seeds (signing loops
# on rejection): callgrind instruction counts per call (median, mean, min,
# max over ROUNDS rounds) and the peak painted stack over the same rounds.
#   tools/measure/sig-figures.sh [-n ROUNDS] NAME...
# Builds build/measure (Release, default flags) unless BUILD_DIR names an
# existing build. Needs valgrind.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rounds=100
if [ "${1:-}" = "-n" ]; then rounds=$2; shift 2; fi
build=${BUILD_DIR:-$root/build/measure}
if [ -z "${BUILD_DIR:-}" ]; then
  # shellcheck disable=SC2086  # a list of words, split on purpose
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release ${CMAKE_ARGS:-} >/dev/null
  cmake --build "$build" --target kpqc-sig-measure >/dev/null
fi
exe=$build/tools/kpqc-sig-measure
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| scheme | operation | median instr | mean instr | min | max | peak stack (B) |"
echo "|---|---|---:|---:|---:|---:|---:|"
for name in "$@"; do
  mapfile -t stack < <("$exe" stack "$name" "$rounds" | awk '{print $3}')
  k=0
  for op in keypair sign verify; do
    rm -f "$tmp"/cg.*
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.%p" --collect-atstart=no \
      --toggle-collect="measure_sig_$op" --dump-after="measure_sig_$op" \
      "$exe" run "$name" "$rounds" >/dev/null 2>"$tmp/log"
    grep -h '^summary:' "$tmp"/cg.* | awk '$2 > 0 {print $2}' | sort -n |
      awk -v name="$name" -v op="$op" -v st="${stack[$k]}" '
        {a[NR] = $1; s += $1}
        END {printf "| %s | %s | %d | %d | %d | %d | %s |\n", name, op,
             (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2), s / NR, a[1], a[NR], st}'
    k=$((k + 1))
  done
done
