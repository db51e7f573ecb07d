# SPDX-License-Identifier: Apache-2.0 OR MIT
# Cortex-M4F bare metal (STM32F407 class). With KPQC_PLATFORM set (the
# cortex-m4 preset: mps2-an386) the build also links the test runner for
# that board; tests run under QEMU's mps2-an386 through the emulator below.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR cortex-m4)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "-mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16 -ffunction-sections -fdata-sections")
set(CMAKE_ASM_FLAGS_INIT "${CMAKE_C_FLAGS_INIT}")   # the native Keccak (ARMv7-M)
set(KPQC_BARE_METAL ON CACHE BOOL "" FORCE)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR ${CMAKE_CURRENT_LIST_DIR}/../../platform/mps2-an386/qemu-run.sh)
