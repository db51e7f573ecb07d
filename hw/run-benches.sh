#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Lints the RTL (verilator --lint-only -Wall), checks that Icarus Verilog
# and Yosys elaborate it, builds each Verilator bench against the library's
# portable C kernels and runs it.
#
#   hw/run-benches.sh [BUILD_DIR] [COUNT]
#
# Then builds the Ibex system (hw/sys/build.sh, Ibex RTL from the installed
# pythondata-cpu-ibex) and its firmware (hw/fw/build.sh, RV32IMC) and runs
# it: the firmware compares the portable Keccak-f[1600], HAETAE and NTRU+768
# NTT kernels with the units inside the simulation (through the CPU and
# through the copy engine), then runs whole operations on KAT records in
# software and with the units (skipped, and counted so, when
# riscv64-unknown-elf-gcc, picolibc or pythondata-cpu-ibex is missing).
# HW_KPQC_BUILD=DIR also regenerates the KAT image (below).
#
# Prints one "PASS name", "FAIL name" or "SKIP name" line per check and a
# last line "N passed, N failed, N skipped"; exits non-zero when anything
# failed.
set -u
cd "$(dirname "$0")/.." || exit 1
root=$(pwd)
out=${1:-$root/build/hw}
count=${2:-1000}
jobs=${HW_JOBS:-2}
mkdir -p "$out" && out=$(cd "$out" && pwd) || exit 1
pass=0
fail=0
skip=0
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
  && gcc $cflags -DHAETAE_MODE=2 -DKPQC_PARAM_ID=haetae2 -Isrc/common -Isrc/sign/haetae -Iinclude \
       -c src/sign/haetae/poly.c -o "$out/haetae_poly.o" \
  && gcc $cflags -DHAETAE_MODE=2 -DKPQC_PARAM_ID=haetae2 -Isrc/common -Isrc/sign/haetae -Iinclude \
       -ffunction-sections -c src/sign/haetae/matrix.c -o "$out/haetae_matrix.o" \
  && refs_ok=1
for f in src/kem/ntruplus/ntt.c src/kem/ntruplus/basemul.c src/kem/ntruplus/sotp.c \
  hw/tb/ref_ntruplus768.c; do
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
bench ntt_haetae ntt_haetae ntt_haetae -GUSE_DSP=0 "$out/haetae_ntt.o" "$out/ref_haetae.o" \
  "$out/haetae_poly.o" "$out/haetae_matrix.o" -LDFLAGS -Wl,--gc-sections
bench ntt_haetae_dsp ntt_haetae ntt_haetae -GUSE_DSP=1 "$out/haetae_ntt.o" "$out/ref_haetae.o" \
  "$out/haetae_poly.o" "$out/haetae_matrix.o" -LDFLAGS -Wl,--gc-sections
np="$out/ntruplus768_ntt.o $out/ntruplus768_basemul.o $out/ntruplus768_sotp.o
  $out/ntruplus768_ref_ntruplus768.o $out/ct.o"
# shellcheck disable=SC2086  # object list, split on purpose
bench ntt_ntruplus768 ntt_ntruplus768 ntt_ntruplus768 -GUSE_DSP=0 $np
# shellcheck disable=SC2086
bench ntt_ntruplus768_dsp ntt_ntruplus768 ntt_ntruplus768 -GUSE_DSP=1 $np

# The Ibex system: the model, the firmware, the run (its exit status is the
# firmware's: 0 only when every case matched).
sys_missing=""
command -v riscv64-unknown-elf-gcc >/dev/null || sys_missing="$sys_missing gcc-riscv64-unknown-elf"
[ -f /usr/lib/picolibc/riscv64-unknown-elf/picolibc.specs ] \
  || sys_missing="$sys_missing picolibc-riscv64-unknown-elf"
${PYTHON:-python3} -c 'import pythondata_cpu_ibex' >/dev/null 2>&1 \
  || sys_missing="$sys_missing pythondata-cpu-ibex(pip)"
if [ -n "$sys_missing" ]; then
  echo "SKIP ibex system (missing:$sys_missing)"
  skip=$((skip + 1))
else
  hw/sys/build.sh --lint "$out/sys" >"$out/lint-sys.log" 2>&1
  result "lint kpqc_soc.sv (Ibex files waived)" $?
fi
if [ -n "$sys_missing" ]; then
  :
elif HW_JOBS=$jobs hw/sys/build.sh "$out/sys" >"$out/build-sys.log" 2>&1 \
  && hw/fw/build.sh "$out/fw" >"$out/build-fw.log" 2>&1; then
  "$out/sys/obj/Vkpqc_soc" +fw="$out/fw/accel_test.hex" >"$out/ibex-accel-test.log" 2>&1
  rc=$?
  grep -E '^accel-test|MISMATCH|^tb_soc' "$out/ibex-accel-test.log"
  result "ibex system accel-test" $rc
  # Whole operations on the KAT records of hw/fw/kat/records.hex (NTRU+768
  # encapsulation and decapsulation, HAETAE2 verification), software and
  # with the units: record 0 of each set, every record (two) when
  # KPQC_FULL_TESTS is ON (tools/run-tests --full). The image's fourth
  # header word (line 7) is the number of records to run.
  case ${KPQC_FULL_TESTS:-OFF} in
    ON | 1) cp hw/fw/kat/records.hex "$out/records-run.hex" ;;
    *) sed '7s/.*/00000001/' hw/fw/kat/records.hex >"$out/records-run.hex" ;;
  esac
  "$out/sys/obj/Vkpqc_soc" +fw="$out/fw/ops.hex" +data="$out/records-run.hex" \
    +max-cycles=100000000 >"$out/ibex-ops.log" 2>&1
  rc=$?
  grep -E 'record|^ops-test|^tb_soc' "$out/ibex-ops.log"
  result "ibex system ops (KAT records)" $rc
else
  echo "  (build logs: $out/build-sys.log, $out/build-fw.log)"
  result "ibex system accel-test" 1
  result "ibex system ops (KAT records)" 1
fi

# HW_KPQC_BUILD=DIR (a host CMake build of the library with tools/kpqc and
# src/libkpqc.a, NTRU+768 and HAETAE2 in it): regenerate the KAT image from
# the library and check that it is the committed one.
if [ -n "${HW_KPQC_BUILD:-}" ]; then
  # shellcheck disable=SC2086  # flag list, split on purpose
  gcc $cflags -Iinclude -I"$HW_KPQC_BUILD/include" -Isrc/common -Isrc/api hw/fw/katprep.c \
    "$HW_KPQC_BUILD/src/libkpqc.a" -o "$out/katprep" \
    && ${PYTHON:-python3} hw/fw/kat_image.py --kpqc "$HW_KPQC_BUILD/tools/kpqc" \
      --katprep "$out/katprep" --out "$out/records.hex" \
    && cmp "$out/records.hex" hw/fw/kat/records.hex
  result "KAT image hw/fw/kat/records.hex regenerated" $?
fi

echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" = 0 ]
