# SPDX-License-Identifier: Apache-2.0 OR MIT
# Style and lint checks of the tree, once per run: in the native gcc host
# build only (the other targets compile the same files). Each skips (exit
# 77) when its tool is missing; tools/run-tests installs them.
#   hygiene/format      tools/format --check (.clang-format, clang-format 14)
#   hygiene/clang-tidy  .clang-tidy over the library, tool and test sources
#   hygiene/shellcheck  every shell script
#   hygiene/ruff        every Python script (ruff.toml)
if(CMAKE_CROSSCOMPILING OR NOT CMAKE_C_COMPILER_ID STREQUAL "GNU" OR KPQC_SANITIZE OR KPQC_FUZZ)
  return()
endif()
add_test(NAME hygiene/format COMMAND ${PROJECT_SOURCE_DIR}/tools/format --check)
set_tests_properties(hygiene/format PROPERTIES SKIP_RETURN_CODE 77)
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_FOUND)
  add_test(NAME hygiene/clang-tidy
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/clang_tidy.py ${PROJECT_BINARY_DIR}
            ${PROJECT_SOURCE_DIR} -j 2)
  set_tests_properties(hygiene/clang-tidy PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 900)
endif()
foreach(linter shellcheck ruff)
  add_test(NAME hygiene/${linter}
           COMMAND ${CMAKE_CURRENT_LIST_DIR}/lint_scripts.sh ${linter} ${PROJECT_SOURCE_DIR})
  set_tests_properties(hygiene/${linter} PROPERTIES SKIP_RETURN_CODE 77)
endforeach()
