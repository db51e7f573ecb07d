# SPDX-License-Identifier: Apache-2.0 OR MIT
# Native kernels against their portable twins, one program per parameter set
# (kpqc_add_native_test in test/CMakeLists.txt; on a bare-metal platform the one
# in platform/CMakeLists.txt, an image per set), listed where the build has
# a backend for the scheme:
#   kpqc_add_native_test(<scheme> <source> <set ids...>)
if(KPQC_NATIVE_X86_64)
  kpqc_add_native_test(ntruplus ${CMAKE_CURRENT_LIST_DIR}/ntruplus.c ntruplus768 ntruplus864 ntruplus1152)
  kpqc_add_native_test(smaugt ${CMAKE_CURRENT_LIST_DIR}/smaugt.c smaugt1 smaugt3 smaugt5 smaugttimer)
  kpqc_add_native_test(haetae ${CMAKE_CURRENT_LIST_DIR}/haetae.c haetae2 haetae3 haetae5)
  kpqc_add_native_test(aimer ${CMAKE_CURRENT_LIST_DIR}/aimer.c
    aimer128f aimer128s aimer192f aimer192s aimer256f aimer256s)
endif()
if(KPQC_NATIVE_AARCH64)
  kpqc_add_native_test(ntruplus ${CMAKE_CURRENT_LIST_DIR}/ntruplus.c ntruplus768 ntruplus864 ntruplus1152)
  kpqc_add_native_test(smaugt ${CMAKE_CURRENT_LIST_DIR}/smaugt.c smaugt1 smaugt3 smaugt5 smaugttimer)
  kpqc_add_native_test(haetae ${CMAKE_CURRENT_LIST_DIR}/haetae.c haetae2 haetae3 haetae5)
  kpqc_add_native_test(aimer ${CMAKE_CURRENT_LIST_DIR}/aimer.c
    aimer128f aimer128s aimer192f aimer192s aimer256f aimer256s)
endif()
# Cortex-M4: one bare-metal image per set, run under QEMU (platform/CMakeLists.txt)
if(KPQC_NATIVE_ARMV7M)
  kpqc_add_native_test(ntruplus ${CMAKE_CURRENT_LIST_DIR}/ntruplus.c ntruplus768 ntruplus864 ntruplus1152)
  # the stack variant has no SMAUG-T kernel on ARMv7-M (its meta.h)
  if(KPQC_VARIANT STREQUAL "speed")
    kpqc_add_native_test(smaugt ${CMAKE_CURRENT_LIST_DIR}/smaugt.c smaugt1 smaugt3 smaugt5 smaugttimer)
  endif()
  kpqc_add_native_test(haetae ${CMAKE_CURRENT_LIST_DIR}/haetae.c haetae2 haetae3 haetae5)
  kpqc_add_native_test(aimer ${CMAKE_CURRENT_LIST_DIR}/aimer.c
    aimer128f aimer128s aimer192f aimer192s aimer256f aimer256s)
endif()
