#!/bin/sh
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Builds the kpqc_soc firmware (hw/fw/accel_test.c with the library's
# portable Keccak-f[1600] and HAETAE NTT, compiled from src/ by path) for
# RV32IMC with Debian's riscv64-unknown-elf-gcc and picolibc, and writes the
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
cflags="$arch --specs=picolibc.specs -std=c11 -O2 -Wall -Wextra -Wpedantic -Werror
  -ffunction-sections -fdata-sections
  -DHAETAE_MODE=2 -DKPQC_PARAM_ID=haetae2 -Isrc/common -Isrc/sign/haetae -Iinclude -Ihw/fw
  ${FW_CFLAGS:-}"
objs=""
for src in hw/fw/crt0.S hw/fw/accel_test.c src/common/fips202.c src/common/ct.c \
  src/sign/haetae/ntt.c; do
  obj=$out/$(basename "$src" | tr . _).o
  # shellcheck disable=SC2086  # flag list, split on purpose
  "$cc" $cflags -c "$src" -o "$obj"
  objs="$objs $obj"
done
# shellcheck disable=SC2086
"$cc" $link_arch --specs=picolibc.specs -nostartfiles -T hw/fw/link.ld -Wl,--gc-sections -Wl,--no-warn-rwx-segments \
  -o "$out/accel_test.elf" $objs
"${prefix}objcopy" -O binary "$out/accel_test.elf" "$out/accel_test.bin"
# pad to whole words; od prints each little-endian word as the RAM holds it
size=$(wc -c <"$out/accel_test.bin")
truncate -s $(((size + 3) / 4 * 4)) "$out/accel_test.bin"
od -An -v -tx4 -w4 "$out/accel_test.bin" | tr -d ' ' >"$out/accel_test.hex"
"${prefix}size" "$out/accel_test.elf"
