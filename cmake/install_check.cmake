# SPDX-License-Identifier: Apache-2.0 OR MIT
# Install into a scratch prefix, then build and run test/install/consumer.c
# with the flags pkg-config gives for kpqc (static link).
#   cmake -DBUILD_DIR=.. -DSOURCE_DIR=.. -DCC=.. -P install_check.cmake
set(prefix ${BUILD_DIR}/install-check)
file(REMOVE_RECURSE ${prefix})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix}
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed")
endif()
foreach(f include/kpqc.h bin/kpqc)
  if(NOT EXISTS ${prefix}/${f})
    message(FATAL_ERROR "not installed: ${f}")
  endif()
endforeach()
file(GLOB_RECURSE pcs ${prefix}/*/kpqc.pc)
if(NOT pcs)
  message(FATAL_ERROR "kpqc.pc not installed")
endif()
list(GET pcs 0 pc)
get_filename_component(pcdir ${pc} DIRECTORY)
set(ENV{PKG_CONFIG_PATH} ${pcdir})
find_program(PKG_CONFIG pkg-config REQUIRED)
execute_process(COMMAND ${PKG_CONFIG} --cflags --libs --static kpqc OUTPUT_VARIABLE flags
                RESULT_VARIABLE rc OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "pkg-config does not know kpqc")
endif()
separate_arguments(flags UNIX_COMMAND "${flags}")
# Against the shared library, run with the scratch prefix on the loader's
# path; then against the archive alone.
get_filename_component(libdir ${pcdir} DIRECTORY)
execute_process(COMMAND ${CC} -std=c11 -Wall -Wextra -Werror ${SOURCE_DIR}/test/install/consumer.c
                        ${flags} -o ${prefix}/consumer-shared RESULT_VARIABLE rc1)
execute_process(COMMAND ${CC} -std=c11 -Wall -Wextra -Werror -I${prefix}/include
                        ${SOURCE_DIR}/test/install/consumer.c ${libdir}/libkpqc.a
                        -o ${prefix}/consumer-static RESULT_VARIABLE rc2)
if(NOT rc1 EQUAL 0 OR NOT rc2 EQUAL 0)
  message(FATAL_ERROR "building against the installed library failed")
endif()
foreach(kind shared static)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_LIBRARY_PATH=${libdir} ${prefix}/consumer-${kind}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "installed library works")
    message(FATAL_ERROR "the consumer program (${kind}) failed: ${out}")
  endif()
endforeach()
# The public header is also a C++ header (extern "C").
find_program(CXX NAMES c++ g++ clang++)
if(CXX)
  file(WRITE ${prefix}/consumer.cpp "#include <kpqc.h>\nint main() { return kpqc_kem_find(\"none\") != nullptr; }\n")
  execute_process(COMMAND ${CXX} -std=c++11 -Wall -Wextra -Werror -pedantic ${prefix}/consumer.cpp
                          ${flags} -o ${prefix}/consumer-cxx RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "kpqc.h does not build as C++")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_LIBRARY_PATH=${libdir} ${prefix}/consumer-cxx
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the C++ consumer failed")
  endif()
endif()
message(STATUS "install, pkg-config, shared and static consumers: ok")
