#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# measure.sh BIN OUTDIR [harness args...]
# Runs one harness binary: RUNS cycle runs (native, then KPQC_FORCE_PORTABLE=1),
# each under `setarch -R` (ASLR off), then one callgrind run per path.
# Env: RUNS (default 3), CGK (calls per callgrind batch; default 100 for
# KEMs, 20 for signatures), ITERS (harness default: 1001 KEM / 101 sig).
set -eu
BIN=$1; OUT=$2; shift 2
RUNS=${RUNS:-3}
ARCH=$(uname -m)
mkdir -p "$OUT"; rm -rf "$OUT"/cyc-* "$OUT"/cg-*
if [ -z "${CGK:-}" ]; then
    if "$BIN" --iters 1 --warmup 0 "$@" | grep -q '(pk .* sig '; then CGK=20; else CGK=100; fi
fi
r=1
while [ $r -le "$RUNS" ]; do
    for mode in native portable; do
        if [ $mode = portable ]; then FP=1; else FP=; fi
        env ${FP:+KPQC_FORCE_PORTABLE=1} setarch "$ARCH" -R "$BIN" ${ITERS:+--iters "$ITERS"} "$@" > "$OUT/cyc-$mode-$r.tsv"
    done
    r=$((r + 1))
done
for mode in native portable; do
    if [ $mode = portable ]; then FP=1; else FP=; fi
    mkdir -p "$OUT/cg-$mode"
    env ${FP:+KPQC_FORCE_PORTABLE=1} valgrind -q --tool=callgrind \
        --callgrind-out-file="$OUT/cg-$mode/cg.out" "$BIN" --callgrind "$CGK" "$@" \
        > "$OUT/cg-$mode/stdout.txt"
done
echo "measured $BIN -> $OUT"
