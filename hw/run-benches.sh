#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Lints the RTL (verilator --lint-only -Wall), checks that Icarus Verilog
# and Yosys elaborate it, builds each Verilator bench against the library's
# portable C kernels and runs it.
#
#   hw/run-benches.sh [BUILD_DIR] [COUNT]
#
# Prints one "PASS name" or "FAIL name" line per check and a last line
# "N passed, N failed, 0 skipped"; exits non-zero when anything failed.
set -u
cd "$(dirname "$0")/.." || exit 1
root=$(pwd)
out=${1:-$root/build/hw}
count=${2:-1000}
jobs=${HW_JOBS:-2}
mkdir -p "$out" && out=$(cd "$out" && pwd) || exit 1
pass=0
fail=0
result() {
  if [ "$2" = 0 ]; then echo "PASS $1"; pass=$((pass + 1)); else echo "FAIL $1"; fail=$((fail + 1)); fi
}

cflags="-std=c11 -O2 -Wall -Wextra -Wpedantic -Werror"
# The reference objects: the portable C, compiled as the library compiles it.
refs_ok=0
# shellcheck disable=SC2086  # flag list, split on purpose
gcc $cflags -Isrc/common -Iinclude -c src/common/fips202.c -o "$out/fips202.o" \
  && gcc $cflags -Isrc/common -Iinclude -c src/common/ct.c -o "$out/ct.o" \
  && gcc $cflags -DHAETAE_MODE=2 -DKPQC_PARAM_ID=haetae2 -Isrc/common -Isrc/sign/haetae -Iinclude \
       -c src/sign/haetae/ntt.c -o "$out/haetae_ntt.o" \
  && gcc $cflags -DHAETAE_MODE=2 -DKPQC_PARAM_ID=haetae2 -Isrc/common -Isrc/sign/haetae -Iinclude \
       -c hw/tb/ref_haetae.c -o "$out/ref_haetae.o" \
  && refs_ok=1
for f in src/kem/ntruplus/ntt.c src/kem/ntruplus/basemul.c hw/tb/ref_ntruplus768.c; do
  # shellcheck disable=SC2086
  gcc $cflags -DNTRUPLUS_N=768 -DKPQC_PARAM_ID=ntruplus768 -Isrc/common -Isrc/kem/ntruplus \
    -Iinclude -c "$f" -o "$out/ntruplus768_$(basename "$f" .c).o" || refs_ok=0
done
result "reference objects" $((1 - refs_ok))

for rtl in hw/rtl/*.sv; do
  verilator --lint-only -Wall -Ihw/rtl "$rtl" >"$out/lint-$(basename "$rtl" .sv).log" 2>&1
  result "lint $(basename "$rtl")" $?
done
verilator --lint-only -Wall -Ihw/rtl -GUSE_DSP=1 hw/rtl/ntt_haetae.sv >"$out/lint-ntt_haetae-dsp.log" 2>&1
result "lint ntt_haetae.sv USE_DSP=1" $?
verilator --lint-only -Wall -Ihw/rtl -GUSE_DSP=1 hw/rtl/ntt_ntruplus768.sv >"$out/lint-ntt_ntruplus768-dsp.log" 2>&1
result "lint ntt_ntruplus768.sv USE_DSP=1" $?
for rtl in hw/rtl/*.sv; do
  top=$(basename "$rtl" .sv)
  iverilog -g2012 -Ihw/rtl -o "$out/iverilog-$top.vvp" "$rtl" >"$out/iverilog-$top.log" 2>&1
  result "iverilog $top" $?
  yosys -q -l "$out/yosys-$top.log" -p "read_verilog -sv -Ihw/rtl $rtl; hierarchy -check -top $top; proc" \
    >/dev/null 2>&1
  result "yosys $top" $?
done

# bench NAME TOP TB [verilator arguments and extra objects]
bench() {
  name=$1 top=$2 tb=$3
  shift 3
  obj=$out/obj_$name
  if [ "$refs_ok" = 1 ] \
    && verilator --cc --exe --build -j "$jobs" -O2 -Wall --Mdir "$obj" --top-module "$top" \
         -I"$root/hw/rtl" "$root/hw/rtl/$top.sv" "$root/hw/tb/tb_$tb.cpp" "$@" >"$out/build-$name.log" 2>&1; then
    "$obj/V$top" "$count" 1
    result "bench $name" $?
  else
    echo "  (build log: $out/build-$name.log)"
    result "bench $name" 1
  fi
}
bench keccak keccak_f1600 keccak "$out/fips202.o" "$out/ct.o"
bench ntt_haetae ntt_haetae ntt_haetae -GUSE_DSP=0 "$out/haetae_ntt.o" "$out/ref_haetae.o"
bench ntt_haetae_dsp ntt_haetae ntt_haetae -GUSE_DSP=1 "$out/haetae_ntt.o" "$out/ref_haetae.o"
np="$out/ntruplus768_ntt.o $out/ntruplus768_basemul.o $out/ntruplus768_ref_ntruplus768.o $out/ct.o"
# shellcheck disable=SC2086  # object list, split on purpose
bench ntt_ntruplus768 ntt_ntruplus768 ntt_ntruplus768 -GUSE_DSP=0 $np
# shellcheck disable=SC2086
bench ntt_ntruplus768_dsp ntt_ntruplus768 ntt_ntruplus768 -GUSE_DSP=1 $np

echo "$pass passed, $fail failed, 0 skipped"
[ "$fail" = 0 ]
