# SPDX-License-Identifier: Apache-2.0 OR MIT
# Native backends: which architecture's kernels this build compiles.
#
# KPQC_NATIVE (ON by default) builds the backends the target can have; the
# library still runs every kernel's portable twin where the CPU lacks the
# features (src/common/sys.h decides at run time) or KPQC_FORCE_PORTABLE=1
# is set. -DKPQC_NATIVE=OFF builds the portable code only.
#  - KPQC_NATIVE_X86_64: x86-64 with gcc or clang. Backend sources get
#    KPQC_X86_64_NATIVE_FLAGS (AVX2, BMI1, BMI2, PCLMULQDQ); nothing else does, so
#    the library still runs on any x86-64. Sources listed after
#    X86_64_AVX512 get KPQC_X86_64_AVX512_FLAGS (those and AVX-512F,
#    AVX-512VL), reached only when sys.h reports KPQC_SYS_X86_AVX512VL.
#    KPQC_X86_64_ASM: also an ELF, System V target (not Apple, Windows or
#    Cygwin), where the single-state Keccak-f[1600] assembly (ELF
#    directives, System V calling convention) replaces the portable core;
#    elsewhere the AVX2 kernels run with the portable single-state core.
#  - KPQC_NATIVE_AARCH64: 64-bit Arm ELF (Linux and the like) with gcc or
#    clang; kernels selected at run time from the kernel's hardware
#    capabilities (src/common/sys.h). Sources listed after AARCH64 get
#    KPQC_AARCH64_CRYPTO_FLAGS (NEON, AES, PMULL), those after AARCH64_SHA3
#    KPQC_AARCH64_SHA3_FLAGS (the Armv8.2 SHA-3 instructions); every other
#    file is compiled for plain Armv8-A, so the library runs on any AArch64
#    core and only code reached after the run-time check uses the extensions.
#  - KPQC_NATIVE_ARMV7M: Cortex-M3/M4 (assembly, compile-time selection).
set(KPQC_NATIVE_X86_64 OFF)
set(KPQC_X86_64_ASM OFF)
set(KPQC_NATIVE_AARCH64 OFF)
set(KPQC_NATIVE_ARMV7M OFF)
set(KPQC_X86_64_NATIVE_FLAGS -mavx2 -mbmi -mbmi2 -mpclmul -mpopcnt)
set(KPQC_X86_64_AVX512_FLAGS ${KPQC_X86_64_NATIVE_FLAGS} -mavx512f -mavx512vl)
set(KPQC_AARCH64_CRYPTO_FLAGS -march=armv8-a+crypto)
set(KPQC_AARCH64_SHA3_FLAGS -march=armv8.2-a+sha3)
if(KPQC_NATIVE)
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$" AND CMAKE_SIZEOF_VOID_P EQUAL 8
     AND CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
    set(KPQC_NATIVE_X86_64 ON)
    if(NOT APPLE AND NOT WIN32 AND NOT CYGWIN)
      enable_language(ASM)
      set(KPQC_X86_64_ASM ON)
    endif()
  elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64|ARM64)$" AND CMAKE_SIZEOF_VOID_P EQUAL 8
         AND CMAKE_C_COMPILER_ID MATCHES "GNU|Clang" AND NOT APPLE AND NOT WIN32)
    enable_language(ASM) # the scalar Keccak-f[1600] (ELF assembly)
    set(KPQC_NATIVE_AARCH64 ON)
  elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^cortex-m[34]")
    enable_language(ASM)
    set(KPQC_NATIVE_ARMV7M ON)
  endif()
endif()
set(KPQC_NATIVE_X86_64 ${KPQC_NATIVE_X86_64} CACHE INTERNAL "")
set(KPQC_X86_64_ASM ${KPQC_X86_64_ASM} CACHE INTERNAL "")
set(KPQC_NATIVE_AARCH64 ${KPQC_NATIVE_AARCH64} CACHE INTERNAL "")
set(KPQC_NATIVE_ARMV7M ${KPQC_NATIVE_ARMV7M} CACHE INTERNAL "")

# kpqc_native_sources(<list var> [X86_64 <files...>] [X86_64_AVX512 <files...>]
#                     [AARCH64 <files...>]
#                     [AARCH64_SHA3 <files...>] [ARMV7M <files...>])
# appends the backend sources of the architecture this build targets to the
# list (paths relative to the calling directory) and gives x86-64 and
# AArch64 sources their instruction-set flags.
function(kpqc_native_sources out)
  cmake_parse_arguments(N "" "" "X86_64;X86_64_AVX512;AARCH64;AARCH64_SHA3;ARMV7M" ${ARGN})
  set(list ${${out}})
  if(KPQC_NATIVE_X86_64 AND N_X86_64)
    set_source_files_properties(${N_X86_64} PROPERTIES COMPILE_OPTIONS "${KPQC_X86_64_NATIVE_FLAGS}")
    list(APPEND list ${N_X86_64})
  endif()
  if(KPQC_NATIVE_X86_64 AND N_X86_64_AVX512)
    set_source_files_properties(${N_X86_64_AVX512} PROPERTIES COMPILE_OPTIONS "${KPQC_X86_64_AVX512_FLAGS}")
    list(APPEND list ${N_X86_64_AVX512})
  endif()
  if(KPQC_NATIVE_AARCH64 AND N_AARCH64)
    set_source_files_properties(${N_AARCH64} PROPERTIES COMPILE_OPTIONS "${KPQC_AARCH64_CRYPTO_FLAGS}")
    list(APPEND list ${N_AARCH64})
  endif()
  if(KPQC_NATIVE_AARCH64 AND N_AARCH64_SHA3)
    set_source_files_properties(${N_AARCH64_SHA3} PROPERTIES COMPILE_OPTIONS "${KPQC_AARCH64_SHA3_FLAGS}")
    list(APPEND list ${N_AARCH64_SHA3})
  endif()
  if(KPQC_NATIVE_ARMV7M AND N_ARMV7M)
    list(APPEND list ${N_ARMV7M})
  endif()
  set(${out} ${list} PARENT_SCOPE)
endfunction()
