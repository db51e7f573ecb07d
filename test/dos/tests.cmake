# SPDX-License-Identifier: Apache-2.0 OR MIT
# Denial-of-service bounds (SECURITY.md): loops driven by inputs end.
# Native targets only: the signing loops take seconds under an emulator;
# the HAETAE test needs all three modes (KPQC_ALGORITHMS).
if(NOT CMAKE_CROSSCOMPILING AND NOT KPQC_PLATFORM AND TARGET kpqc_ps_haetae2
   AND TARGET kpqc_ps_haetae3 AND TARGET kpqc_ps_haetae5)
  # HAETAE2 once more with an attempt cap of 1, so that the cap's refusal
  # path runs on real keys (test-only set: never in the library).
  set(haetae_dir ${PROJECT_SOURCE_DIR}/src/sign/haetae)
  set(haetae_cap_sources)
  foreach(f sign.c keygen.c ntt.c poly.c matrix.c secret.c challenge.c pack.c fft.c rans.c
          sigpack.c hyperball.c)
    list(APPEND haetae_cap_sources ${haetae_dir}/${f})
  endforeach()
  get_property(haetae_x86_64 GLOBAL PROPERTY KPQC_HAETAE_X86_64_SOURCES)
  kpqc_native_sources(haetae_cap_sources X86_64 ${haetae_x86_64})
  kpqc_add_parameter_set(ID haetae2cap1 TEST_ONLY SOURCES ${haetae_cap_sources}
    DEFINES HAETAE_MODE=2 HAETAE_SIGN_MAX_ATTEMPTS=1u INCLUDES ${haetae_dir}
    NIST SIGN NAME HAETAE2-cap1 SIZES 992 1408 1474)
  add_executable(kpqc-test-haetae-cap ${CMAKE_CURRENT_SOURCE_DIR}/dos/haetae_attempt_cap.c
                 $<TARGET_OBJECTS:kpqc_ps_haetae2cap1>)
  target_link_libraries(kpqc-test-haetae-cap PRIVATE kpqc_static)
  target_include_directories(kpqc-test-haetae-cap PRIVATE ${PROJECT_SOURCE_DIR}/include
                             ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/api)
  kpqc_apply_common_definitions(kpqc-test-haetae-cap)
  add_test(NAME dos/haetae-attempt-cap COMMAND kpqc-test-haetae-cap)
  set_tests_properties(dos/haetae-attempt-cap PROPERTIES TIMEOUT 600)
endif()

# MQ-Sign: a secret key with an all-zero F2 exhausts the 127 signing
# attempts and is refused (the level-1 sets; native targets only).
if(NOT CMAKE_CROSSCOMPILING AND NOT KPQC_PLATFORM AND TARGET kpqc_ps_mqsignlr1
   AND TARGET kpqc_ps_mqsignrr1)
  add_executable(kpqc-test-mqsign-cap ${CMAKE_CURRENT_SOURCE_DIR}/dos/mqsign_attempt_cap.c)
  target_link_libraries(kpqc-test-mqsign-cap PRIVATE kpqc_static)
  target_include_directories(kpqc-test-mqsign-cap PRIVATE ${PROJECT_SOURCE_DIR}/include)
  kpqc_apply_common_definitions(kpqc-test-mqsign-cap)
  add_test(NAME dos/mqsign-attempt-cap COMMAND kpqc-test-mqsign-cap)
endif()

# MQ-Sign round 1: a secret key with Fq2 and Fl all zero exhausts the 128
# signing attempts and is refused; so are keys with a non-zero trailing
# byte (the level-1 set; native targets only).
if(NOT CMAKE_CROSSCOMPILING AND NOT KPQC_PLATFORM AND TARGET kpqc_ps_mqsignr1l1)
  add_executable(kpqc-test-mqsignr1-cap ${CMAKE_CURRENT_SOURCE_DIR}/dos/mqsignr1_attempt_cap.c)
  target_link_libraries(kpqc-test-mqsignr1-cap PRIVATE kpqc_static)
  target_include_directories(kpqc-test-mqsignr1-cap PRIVATE ${PROJECT_SOURCE_DIR}/include)
  kpqc_apply_common_definitions(kpqc-test-mqsignr1-cap)
  add_test(NAME dos/mqsignr1-attempt-cap COMMAND kpqc-test-mqsignr1-cap)
endif()
