#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds the Verilator model of hw/sys/kpqc_soc.sv (Ibex + RAM + the
# accelerators) without FuseSoC. The Ibex RTL and the lowRISC primitives it
# needs are read, at build time, from the installed PyPI package
# pythondata-cpu-ibex (pip install pythondata-cpu-ibex); nothing of it is
# kept in this repository.
#
#   hw/sys/build.sh [OUT_DIR]        (default build/hw/sys; the model is
#                                     OUT_DIR/obj/Vkpqc_soc)
#   hw/sys/build.sh --lint [OUT_DIR] verilator --lint-only -Wall of the
#                                     system, warnings in the Ibex package's
#                                     files waived (OUT_DIR/waive-ibex.vlt)
#
# Environment: PYTHON (python3), HW_JOBS (make jobs, 2).
set -eu
cd "$(dirname "$0")/../.."
root=$(pwd)
lint=0
if [ "${1:-}" = --lint ]; then
  lint=1
  shift
fi
out=${1:-$root/build/hw/sys}
jobs=${HW_JOBS:-2}
mkdir -p "$out"
out=$(cd "$out" && pwd)

ibex=$(${PYTHON:-python3} -c 'import pythondata_cpu_ibex as p; print(p.data_location)') || {
  echo "build.sh: pythondata-cpu-ibex is not installed (pip install pythondata-cpu-ibex)" >&2
  exit 2
}
prim=$ibex/vendor/lowrisc_ip/ip/prim/rtl
gen=$ibex/vendor/lowrisc_ip/ip/prim_generic/rtl
# The abstract primitives (prim_buf, prim_flop, ...) that FuseSoC would
# generate: Ibex's DV tree ships them, each choosing the generic one.
abstract=$ibex/dv/uvm/core_ibex/common/prim

files="
$prim/prim_ram_1p_pkg.sv
$prim/prim_secded_pkg.sv
$prim/prim_util_pkg.sv
$prim/prim_cipher_pkg.sv
$prim/prim_mubi_pkg.sv
$prim/prim_count_pkg.sv
$abstract/prim_pkg.sv
$ibex/rtl/ibex_pkg.sv
$gen/prim_generic_buf.sv
$gen/prim_generic_flop.sv
$gen/prim_generic_clock_gating.sv
$gen/prim_generic_and2.sv
$gen/prim_generic_ram_1p.sv
$abstract/prim_buf.sv
$abstract/prim_flop.sv
$abstract/prim_clock_gating.sv
$abstract/prim_and2.sv
$abstract/prim_ram_1p.sv
$prim/prim_secded_inv_39_32_dec.sv
$prim/prim_secded_inv_39_32_enc.sv
$prim/prim_onehot_check.sv
$prim/prim_onehot_enc.sv
$prim/prim_onehot_mux.sv
$prim/prim_lfsr.sv
$prim/prim_ram_1p_adv.sv
$prim/prim_ram_1p_scr.sv
$ibex/rtl/ibex_alu.sv
$ibex/rtl/ibex_branch_predict.sv
$ibex/rtl/ibex_compressed_decoder.sv
$ibex/rtl/ibex_controller.sv
$ibex/rtl/ibex_counter.sv
$ibex/rtl/ibex_csr.sv
$ibex/rtl/ibex_cs_registers.sv
$ibex/rtl/ibex_decoder.sv
$ibex/rtl/ibex_dummy_instr.sv
$ibex/rtl/ibex_ex_block.sv
$ibex/rtl/ibex_fetch_fifo.sv
$ibex/rtl/ibex_icache.sv
$ibex/rtl/ibex_id_stage.sv
$ibex/rtl/ibex_if_stage.sv
$ibex/rtl/ibex_load_store_unit.sv
$ibex/rtl/ibex_multdiv_fast.sv
$ibex/rtl/ibex_multdiv_slow.sv
$ibex/rtl/ibex_pmp.sv
$ibex/rtl/ibex_prefetch_buffer.sv
$ibex/rtl/ibex_register_file_ff.sv
$ibex/rtl/ibex_wb_stage.sv
$ibex/rtl/ibex_core.sv
$ibex/rtl/ibex_top.sv
$root/hw/rtl/keccak_f1600.sv
$root/hw/rtl/ntt_haetae.sv
$root/hw/rtl/ntt_ntruplus768.sv
$root/hw/rtl/dma_copy.sv
$root/hw/sys/kpqc_soc.sv
"

incs="-I$prim -I$ibex/rtl -I$ibex/vendor/lowrisc_ip/dv/sv/dv_utils -I$root/hw/rtl"
if [ "$lint" = 1 ]; then
  printf '`verilator_config\nlint_off -file "%s/*"\n' "$ibex" >"$out/waive-ibex.vlt"
  # shellcheck disable=SC2086  # file and include lists, split on purpose
  exec verilator --lint-only -Wall --top-module kpqc_soc $incs "$out/waive-ibex.vlt" $files
fi

# Ibex's own waivers; the warnings that remain are in its code, so they
# are not fatal here (hw/run-benches.sh lints the project's files with
# -Wall: the units alone, and the system with --lint).
# shellcheck disable=SC2086  # file and include lists, split on purpose
verilator --cc --exe --build -j "$jobs" -O1 --x-assign fast --x-initial fast \
  -Wno-fatal -Wno-lint -Wno-style \
  -CFLAGS -O1 \
  --Mdir "$out/obj" --top-module kpqc_soc \
  $incs "$ibex/lint/verilator_waiver.vlt" \
  $files "$root/hw/sys/tb_soc.cpp"
