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
haetae="-DHAETAE_MODE=2 -DKPQC_PARAM_ID=haetae2 -DKPQC_PARAM_ID_UPPER=HAETAE2 -Isrc/sign/haetae"
ntruplus="-DNTRUPLUS_N=768 -DKPQC_PARAM_ID=ntruplus768 -DKPQC_PARAM_ID_UPPER=NTRUPLUS768 -Isrc/kem/ntruplus"
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
compile "$ntruplus" hw/fw/accel_ntruplus.c src/kem/ntruplus/ntt.c src/kem/ntruplus/basemul.c \
  src/kem/ntruplus/pack.c
# image NAME LINKER-SCRIPT: link $objs into OUT/NAME.elf and write NAME.hex
image() {
  # shellcheck disable=SC2086  # object list, split on purpose
  "$cc" $link_arch --specs=picolibc.specs -nostartfiles -T "$2" -Wl,--gc-sections \
    -Wl,--no-warn-rwx-segments -o "$out/$1.elf" $objs
  "${prefix}objcopy" -O binary "$out/$1.elf" "$out/$1.bin"
  # pad to whole words; od prints each little-endian word as the RAM holds it
  size=$(wc -c <"$out/$1.bin")
  truncate -s $(((size + 3) / 4 * 4)) "$out/$1.bin"
  od -An -v -tx4 -w4 "$out/$1.bin" | tr -d ' ' >"$out/$1.hex"
  "${prefix}size" "$out/$1.elf"
}
image accel_test hw/fw/link.ld

# ops: whole operations (hw/fw/ops.c), the schemes' sources by path, the
# firmware's kernel entry points (hw/fw/backend_*.c) in place of the
# library's dispatchers, which are made weak in these copies of the objects.
# The NIST headers the schemes include are generated as the CMake build
# generates them (cmake/nist_api_*.h.in).
mkdir -p "$out/include/kpqc"
nist() {   # TEMPLATE ID NAME SIZE...
  sed -e "s/@PS_ID@/$2/g" -e "s/@PS_ID_UPPER@/$(echo "$2" | tr '[:lower:]' '[:upper:]')/g" -e "s/@PS_NAME@/$3/g" \
    -e "s/@PS_SIZE0@/$4/g" -e "s/@PS_SIZE1@/$5/g" -e "s/@PS_SIZE2@/$6/g" -e "s/@PS_SIZE3@/${7:-}/g" \
    "cmake/$1" >"$out/include/kpqc/$2.h"
}
# the version header too (kpqc.h includes it), with the version of CMakeLists.txt
v=$(sed -n 's/^project(kpqc VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
sed -e "s/@PROJECT_VERSION_MAJOR@/${v%%.*}/g" -e "s/@PROJECT_VERSION_MINOR@/$(echo "$v" | cut -d. -f2)/g" \
  -e "s/@PROJECT_VERSION_PATCH@/${v##*.}/g" cmake/version.h.in >"$out/include/kpqc/version.h"
nist nist_api_kem.h.in ntruplus768 NTRU+768 1152 2336 1152 32
nist nist_api_sign.h.in haetae2 HAETAE2 992 1408 1474
objs=""
common="$common -I$out/include -Isrc/api -DKPQC_BARE_METAL=1"
ops_out=$out/ops
mkdir -p "$ops_out"
ops_compile() {   # FLAGS SOURCE...
  flags=$1
  shift
  for src in "$@"; do
    obj=$ops_out/$(echo "$src" | tr ./ __).o
    # shellcheck disable=SC2086  # flag list, split on purpose
    "$cc" $common $flags -c "$src" -o "$obj"
    objs="$objs $obj"
  done
}
ops_compile "" hw/fw/crt0.S hw/fw/ops.c hw/fw/backend_keccak.c src/common/ct.c src/common/coins.c
# word-wise memset and memcpy in place of picolibc's byte loops (hw/fw/fastmem.c;
# FASTMEM=0 leaves picolibc's, for comparisons)
if [ "${FASTMEM:-1}" != 0 ]; then
  ops_compile "-fno-builtin -fno-tree-loop-distribute-patterns -fno-strict-aliasing" hw/fw/fastmem.c
fi
# GCC inlines the permutation's entry point into the sponge functions of its
# own file. Compiled position-independent, the global function may be
# interposed, so those calls stay calls to kpqc_keccakf1600 (through the
# PLT relocation, resolved directly by the static link), which the backend
# then replaces (FIPS202_FLAGS overrides, for comparisons).
ops_compile "${FIPS202_FLAGS--fPIC}" src/common/fips202.c
ops_compile "$ntruplus -DKPQC_NIST_HEADER=\"kpqc/ntruplus768.h\"" hw/fw/backend_ntruplus.c \
  src/kem/ntruplus/kem.c src/kem/ntruplus/ntt.c src/kem/ntruplus/basemul.c src/kem/ntruplus/cbd.c \
  src/kem/ntruplus/sotp.c src/kem/ntruplus/hash.c src/kem/ntruplus/pack.c
ops_compile "$haetae -DKPQC_NIST_HEADER=\"kpqc/haetae2.h\"" hw/fw/backend_haetae.c \
  src/sign/haetae/sign.c src/sign/haetae/ntt.c src/sign/haetae/poly.c \
  src/sign/haetae/challenge.c src/sign/haetae/pack.c src/sign/haetae/rans.c \
  src/sign/haetae/sigpack.c src/sign/haetae/fft.c src/sign/haetae/secret.c \
  src/sign/haetae/hyperball.c src/sign/haetae/keygen.c
# matrix.c position-independent, as fips202.c: its a1_column calls the
# dispatcher haetae_poly_uniform4 of the same file, which must stay a call.
ops_compile "$haetae -fPIC -DKPQC_NIST_HEADER=\"kpqc/haetae2.h\"" src/sign/haetae/matrix.c
# weaken OBJECT BACKEND: the functions BACKEND defines become weak in OBJECT
weaken() {
  syms=$("${prefix}nm" -g --defined-only "$ops_out/$2" | awk '$2 == "T" { printf " -W %s", $3 }')
  # shellcheck disable=SC2086  # option list, split on purpose
  "${prefix}objcopy" $syms "$ops_out/$1"
}
weaken src_common_fips202_c.o hw_fw_backend_keccak_c.o
weaken src_kem_ntruplus_ntt_c.o hw_fw_backend_ntruplus_c.o
weaken src_kem_ntruplus_basemul_c.o hw_fw_backend_ntruplus_c.o
weaken src_kem_ntruplus_sotp_c.o hw_fw_backend_ntruplus_c.o
weaken src_kem_ntruplus_pack_c.o hw_fw_backend_ntruplus_c.o
weaken src_sign_haetae_ntt_c.o hw_fw_backend_haetae_c.o
weaken src_sign_haetae_poly_c.o hw_fw_backend_haetae_c.o
weaken src_sign_haetae_matrix_c.o hw_fw_backend_haetae_c.o
image ops hw/fw/ops.ld
