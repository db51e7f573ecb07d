#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Per-operation figures of every registered KEM (or the names given), as a
# Markdown table: callgrind instruction counts (noise-free) and peak stack
# by painting. Builds build/measure (Release, the default flags) unless
# BUILD_DIR points to an existing build.
#   tools/measure/kem-figures.sh [NAME...]
# Needs valgrind. The benchmark suite (kpqc bench) supersedes this.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD_DIR:-$root/build/measure}
if [ -z "${BUILD_DIR:-}" ]; then
  # shellcheck disable=SC2086  # a list of words, split on purpose
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release ${CMAKE_ARGS:-} >/dev/null
  cmake --build "$build" --target kpqc-measure kpqc >/dev/null
fi
exe=$build/tools/kpqc-measure
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  mapfile -t names < <("$build/tools/kpqc" list --json | python3 -c 'import json,sys; print("\n".join(k["name"] for k in json.load(sys.stdin)["kem"]))')
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| KEM | keypair instr | encaps instr | decaps instr | keypair stack | encaps stack | decaps stack |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for name in "${names[@]}"; do
  counts=()
  for op in keypair encaps decaps; do
    valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" --toggle-collect="measure_$op" \
      "$exe" run "$name" >/dev/null 2>"$tmp/log"
    counts+=("$(grep -o 'Collected : [0-9]*' "$tmp/log" | awk '{print $3}')")
  done
  mapfile -t stack < <("$exe" stack "$name" | awk '{print $3}')
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$name" "${counts[@]}" "${stack[@]}"
done
