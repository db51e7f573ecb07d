# SPDX-License-Identifier: Apache-2.0 OR MIT
# The kpqc tool against hostile arguments (test/cli/test_cli.py): names with
# quotes, spaces and $(...) through bench compare, --platform m4 and
# --plots; over-long and strictly parsed KAT options; failed writes.
# Native builds: the tool starts Python and itself as child processes.
if(Python3_FOUND AND NOT CMAKE_CROSSCOMPILING)
  add_test(NAME cli/hostile-arguments
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/../python/run_pytest.py
            ${CMAKE_CURRENT_LIST_DIR})
  set_tests_properties(cli/hostile-arguments PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600
    ENVIRONMENT "KPQC_CLI=$<TARGET_FILE:kpqc>")
endif()
