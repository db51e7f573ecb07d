# SPDX-License-Identifier: Apache-2.0 OR MIT
# `kpqc version` and `kpqc --version` print the project's version, and name
# a constant-time test build exactly when the library is one.
#
#   cmake -DTOOL=<kpqc> [-DEMULATOR=..] -DVERSION=<x.y.z> -DCT=<0|1> -P version.cmake
set(want_first "kpqc ${VERSION}")
foreach(arg version --version)
  execute_process(COMMAND ${EMULATOR} ${TOOL} ${arg} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "kpqc ${arg} exited ${rc}")
  endif()
  string(REGEX REPLACE "\n.*" "" first "${out}")
  if(NOT first STREQUAL want_first)
    message(FATAL_ERROR "kpqc ${arg} printed '${first}', expected '${want_first}'")
  endif()
  if(out MATCHES "constant-time test build")
    set(says_ct 1)
  else()
    set(says_ct 0)
  endif()
  if(NOT says_ct EQUAL CT)
    message(FATAL_ERROR "kpqc ${arg}: constant-time test build named: ${says_ct}, "
                        "KPQC_CT_TESTING: ${CT}\n${out}")
  endif()
endforeach()
message(STATUS "kpqc version: ${want_first}, constant-time test build: ${CT}")
