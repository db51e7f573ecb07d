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
# Not with KPQC_FORCE_URANDOM, where the library never calls getrandom.
if(NOT KPQC_FORCE_URANDOM)
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
