# SPDX-License-Identifier: Apache-2.0 OR MIT
# Randomness regressions (src/common/randombytes.c), included from
# test/CMakeLists.txt once kpqc_static exists. Linux host builds only: the
# tests interpose getrandom, install seccomp filters and run threads, none
# of which the cross targets' emulators model faithfully.
if(NOT (CMAKE_SYSTEM_NAME STREQUAL "Linux" AND NOT CMAKE_CROSSCOMPILING))
  return()
endif()

set(rng_dir ${CMAKE_CURRENT_LIST_DIR})

# The checks every broken or slow generator is put through.
add_library(kpqc_test_rng_checks STATIC ${rng_dir}/rng_checks.c)
target_include_directories(kpqc_test_rng_checks PUBLIC ${rng_dir}
                           ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/src/common)
target_link_libraries(kpqc_test_rng_checks PUBLIC kpqc_static)

# getrandom answering 0, EIO, EINTR forever, one byte at a time. The
# executable defines getrandom; the static library's call binds to it.
# Not with KPQC_FORCE_URANDOM, where the library never calls getrandom, nor
# in a subset build without the sets they use (KPQC_ALGORITHMS).
if(NOT KPQC_FORCE_URANDOM AND TARGET kpqc_ps_ntruplus768 AND TARGET kpqc_ps_haetae2
   AND TARGET kpqc_ps_aimer128f)
  add_executable(kpqc-test-getrandom-interpose ${rng_dir}/getrandom_interpose.c)
  target_link_libraries(kpqc-test-getrandom-interpose PRIVATE kpqc_test_rng_checks)
  add_test(NAME randomness/getrandom-zero COMMAND kpqc-test-getrandom-interpose)

  add_executable(kpqc-test-seccomp-getrandom ${rng_dir}/seccomp_getrandom.c)
  target_link_libraries(kpqc-test-seccomp-getrandom PRIVATE kpqc_test_rng_checks)
  add_test(NAME randomness/seccomp COMMAND kpqc-test-seccomp-getrandom)

  # The programs end a hang themselves (an alarm naming the call: 30 s, and
  # 30 s per seccomp child); the timeout is the backstop.
  set_tests_properties(randomness/getrandom-zero PROPERTIES TIMEOUT 120 SKIP_RETURN_CODE 77)
  set_tests_properties(randomness/seccomp PROPERTIES TIMEOUT 200 SKIP_RETURN_CODE 77)
endif()

# The installed source is per thread even where __STDC_NO_THREADS__ is
# predefined (glibc 2.16 to 2.27): randombytes.c compiled with that macro
# replaces the library's copy (the objects are linked before libkpqc.a, so
# its randombytes.o is never pulled in).
find_package(Threads)
if(Threads_FOUND AND TARGET kpqc_ps_ntruplus768)   # it uses NTRU+768
  add_library(kpqc_test_rng_nothreads OBJECT ${PROJECT_SOURCE_DIR}/src/common/randombytes.c)
  target_include_directories(kpqc_test_rng_nothreads PRIVATE
    ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/src/common)
  target_compile_definitions(kpqc_test_rng_nothreads PRIVATE __STDC_NO_THREADS__=1)
  kpqc_apply_common_definitions(kpqc_test_rng_nothreads)

  add_executable(kpqc-test-thread-local ${rng_dir}/thread_local.c
                 $<TARGET_OBJECTS:kpqc_test_rng_nothreads>)
  target_include_directories(kpqc-test-thread-local PRIVATE
    ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/src/common)
  target_link_libraries(kpqc-test-thread-local PRIVATE kpqc_static Threads::Threads)
  add_test(NAME randomness/thread-local COMMAND kpqc-test-thread-local)
  set_tests_properties(randomness/thread-local PROPERTIES TIMEOUT 120)

  # The same program under ThreadSanitizer: the threads are ordered only by
  # relaxed atomics, so a setting shared between them is a reported race.
  # TSan cannot be combined with the sanitize and fuzz presets' ASan, and
  # needs the compiler's TSan runtime; otherwise the test is skipped, visibly.
  set(tsan_skip "")
  if(KPQC_SANITIZE)
    set(tsan_skip "this build uses AddressSanitizer, which excludes ThreadSanitizer")
  else()
    include(CheckCSourceCompiles)
    set(CMAKE_REQUIRED_FLAGS -fsanitize=thread)
    set(CMAKE_REQUIRED_LINK_OPTIONS -fsanitize=thread)
    set(CMAKE_REQUIRED_LIBRARIES Threads::Threads)
    check_c_source_compiles("int main(void) { return 0; }" KPQC_HAVE_TSAN)
    unset(CMAKE_REQUIRED_FLAGS)
    unset(CMAKE_REQUIRED_LINK_OPTIONS)
    unset(CMAKE_REQUIRED_LIBRARIES)
    if(NOT KPQC_HAVE_TSAN)
      set(tsan_skip "${CMAKE_C_COMPILER_ID} cannot link -fsanitize=thread here (no TSan runtime)")
    endif()
  endif()
  if(tsan_skip STREQUAL "")
    add_library(kpqc_test_rng_nothreads_tsan OBJECT ${PROJECT_SOURCE_DIR}/src/common/randombytes.c)
    target_include_directories(kpqc_test_rng_nothreads_tsan PRIVATE
      ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/src/common)
    target_compile_definitions(kpqc_test_rng_nothreads_tsan PRIVATE __STDC_NO_THREADS__=1)
    kpqc_apply_common_definitions(kpqc_test_rng_nothreads_tsan)
    target_compile_options(kpqc_test_rng_nothreads_tsan PRIVATE -fsanitize=thread -g)

    add_executable(kpqc-test-thread-local-tsan ${rng_dir}/thread_local.c
                   $<TARGET_OBJECTS:kpqc_test_rng_nothreads_tsan>)
    target_include_directories(kpqc-test-thread-local-tsan PRIVATE
      ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/src/common)
    target_compile_options(kpqc-test-thread-local-tsan PRIVATE -fsanitize=thread -g)
    target_link_options(kpqc-test-thread-local-tsan PRIVATE -fsanitize=thread)
    target_link_libraries(kpqc-test-thread-local-tsan PRIVATE kpqc_static Threads::Threads)

    # A program that does nothing tells whether the TSan runtime starts on
    # this kernel at all (it refuses some address-space layouts).
    add_executable(kpqc-test-tsan-probe ${rng_dir}/tsan_probe.c)
    target_compile_options(kpqc-test-tsan-probe PRIVATE -fsanitize=thread)
    target_link_options(kpqc-test-tsan-probe PRIVATE -fsanitize=thread)

    add_test(NAME randomness/thread-local-tsan
      COMMAND sh ${rng_dir}/run_tsan.sh $<TARGET_FILE:kpqc-test-tsan-probe>
              $<TARGET_FILE:kpqc-test-thread-local-tsan>)
    set_tests_properties(randomness/thread-local-tsan PROPERTIES TIMEOUT 180 SKIP_RETURN_CODE 77)
  else()
    add_test(NAME randomness/thread-local-tsan
      COMMAND ${CMAKE_COMMAND} -E echo "SKIPPED: randomness/thread-local-tsan: ${tsan_skip}")
    set_tests_properties(randomness/thread-local-tsan PROPERTIES SKIP_REGULAR_EXPRESSION "SKIPPED:")
  endif()
endif()
