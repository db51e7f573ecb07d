# SPDX-License-Identifier: Apache-2.0 OR MIT
# The kpqc tool against hostile arguments (test/cli/test_cli.py): names with
# quotes, spaces and $(...) through bench compare, --platform m4 and
# --plots; over-long and strictly parsed KAT options; failed writes.
# Native builds: the tool starts Python and itself as child processes.
if(Python3_FOUND AND NOT CMAKE_CROSSCOMPILING)
  add_test(NAME cli/hostile-arguments
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../python/run_pytest.py
            ${CMAKE_CURRENT_LIST_DIR}/test_cli.py)
  set_tests_properties(cli/hostile-arguments PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600
    ENVIRONMENT "KPQC_CLI=$<TARGET_FILE:kpqc>")
  # keygen/encaps/decaps/sign/verify over every algorithm (and the
  # placeholder schemes of kpqc-test), the armoured format, all-or-nothing
  # outputs, exit codes and help of every command (test/cli/test_keytools.py)
  add_test(NAME cli/keytools
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../python/run_pytest.py
            ${CMAKE_CURRENT_LIST_DIR}/test_keytools.py)
  # Under a sanitizer, outside the full tier, the round trips take each
  # family's lowest-level sets only, as bench/smoke does: the candidates'
  # larger key generations were most of the test's 85 s there.
  set(cli_round_trip_sets all)
  if((KPQC_SANITIZE OR KPQC_FUZZ) AND NOT KPQC_FULL_TESTS)
    set(cli_round_trip_sets lowest)
  endif()
  set_tests_properties(cli/keytools PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600
    ENVIRONMENT "KPQC_CLI=$<TARGET_FILE:kpqc>;KPQC_CLI_TEST=$<TARGET_FILE:kpqc-test>;KPQC_CLI_ROUND_TRIP_SETS=${cli_round_trip_sets}")
endif()

# The installed kpqc away from the source tree: installed into a scratch
# prefix that is then moved, with KPQC_SOURCE_DIR empty
# (test/cli/test_install.py).
if(Python3_FOUND AND NOT CMAKE_CROSSCOMPILING AND NOT KPQC_SANITIZE AND UNIX)
  add_test(NAME install/kpqc-without-source
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../python/run_pytest.py
            ${CMAKE_CURRENT_LIST_DIR}/test_install.py)
  set_tests_properties(install/kpqc-without-source PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600
    ENVIRONMENT "KPQC_BUILD_DIR=${PROJECT_BINARY_DIR}")
endif()

# The child-process helper itself (tools/bench/spawn.c): exit statuses, a
# program that cannot run versus one exiting 127, arguments unchanged,
# captured and discarded streams, EINTR, closed stdout and stderr.
if(UNIX AND NOT CMAKE_CROSSCOMPILING)
  add_executable(kpqc-test-spawn ${CMAKE_CURRENT_LIST_DIR}/spawn_test.c
                 ${PROJECT_SOURCE_DIR}/tools/bench/spawn.c)
  target_include_directories(kpqc-test-spawn PRIVATE ${PROJECT_SOURCE_DIR}/tools/bench)
  add_test(NAME cli/spawn COMMAND kpqc-test-spawn)
  # run in a scratch directory: a shell that ran $(touch PWNED) would leave it there
  set(spawn_work ${CMAKE_CURRENT_BINARY_DIR}/spawn-work)
  file(MAKE_DIRECTORY ${spawn_work})
  set_tests_properties(cli/spawn PROPERTIES TIMEOUT 60 WORKING_DIRECTORY ${spawn_work})
endif()

# The main job's options (tools/kpqc), parsed before it builds anything.
if(NOT CMAKE_CROSSCOMPILING)
  add_test(NAME cli/main-job-options
           COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR}
                   -P ${CMAKE_CURRENT_LIST_DIR}/main_job.cmake)
endif()
