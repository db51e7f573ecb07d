#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds the kpqc_soc firmware (hw/fw/accel_test.c with the library's
# portable Keccak-f[1600] and HAETAE NTT, and hw/fw/accel_ntruplus.c with
# the portable NTRU+768 NTT and base multiplication, all compiled from src/
# by path) for RV32IMC with Debian's riscv64-unknown-elf-gcc and picolibc,
# and writes the
# RAM image the Verilator model loads (+fw=FILE): one 32-bit word a line.
#
#   hw/fw/build.sh [OUT_DIR]     (default build/hw/fw; writes accel_test.elf,
#                                 accel_test.hex)
#
# Environment: RISCV_CC (riscv64-unknown-elf-gcc), FW_CFLAGS (added to the
# compiler flags).
set -eu
cd "$(dirname "$0")/../.."
out=${1:-build/hw/fw}
mkdir -p "$out"
cc=${RISCV_CC:-riscv64-unknown-elf-gcc}
prefix=${cc%gcc}
# Zicsr spelled out for the assembler (csrr); picolibc's multilib for
# linking is picked by the plain rv32imc spelling (its rv32im build).
arch="-march=rv32imc_zicsr -mabi=ilp32"
link_arch="-march=rv32imc -mabi=ilp32"
common="$arch --specs=picolibc.specs -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror
  -ffunction-sections -fdata-sections -Isrc/common -Iinclude -Ihw/fw ${FW_CFLAGS:-}"
haetae="-DHAETAE_MODE=2 -DKPQC_PARAM_ID=haetae2 -Isrc/sign/haetae"
ntruplus="-DNTRUPLUS_N=768 -DKPQC_PARAM_ID=ntruplus768 -Isrc/kem/ntruplus"
objs=""
# compile FLAGS SOURCE...
compile() {
  flags=$1
  shift
  for src in "$@"; do
    obj=$out/$(echo "$src" | tr ./ __).o
    # shellcheck disable=SC2086  # flag list, split on purpose
    "$cc" $common $flags -c "$src" -o "$obj"
    objs="$objs $obj"
  done
}
compile "$haetae" hw/fw/crt0.S hw/fw/accel_test.c src/common/fips202.c src/common/ct.c \
  src/sign/haetae/ntt.c
compile "$ntruplus" hw/fw/accel_ntruplus.c src/kem/ntruplus/ntt.c src/kem/ntruplus/basemul.c
# shellcheck disable=SC2086
"$cc" $link_arch --specs=picolibc.specs -nostartfiles -T hw/fw/link.ld -Wl,--gc-sections -Wl,--no-warn-rwx-segments \
  -o "$out/accel_test.elf" $objs
"${prefix}objcopy" -O binary "$out/accel_test.elf" "$out/accel_test.bin"
# pad to whole words; od prints each little-endian word as the RAM holds it
size=$(wc -c <"$out/accel_test.bin")
truncate -s $(((size + 3) / 4 * 4)) "$out/accel_test.bin"
od -An -v -tx4 -w4 "$out/accel_test.bin" | tr -d ' ' >"$out/accel_test.hex"
"${prefix}size" "$out/accel_test.elf"
