# SPDX-License-Identifier: Apache-2.0 OR MIT
# Driver of the decoder fuzzer's tests (test/fuzz/tests.cmake):
#   -DMODE=seeds: write the seed corpus into CORPUS (the fuzzer's own
#                 KPQC_FUZZ_WRITE_CORPUS mode, which also checks that every
#                 seed is accepted);
#   -DMODE=fuzz:  copy CORPUS into SCRATCH (so that a run never changes the
#                 seeds) and fuzz from there with DICT for SECONDS seconds or
#                 RUNS executions (-1: no bound), whichever ends first.
if(MODE STREQUAL "seeds")
  file(REMOVE_RECURSE "${CORPUS}")
  file(MAKE_DIRECTORY "${CORPUS}")
  execute_process(COMMAND ${CMAKE_COMMAND} -E env "KPQC_FUZZ_WRITE_CORPUS=${CORPUS}" "${FUZZER}"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "seed corpus: exit ${rc}")
  endif()
  file(GLOB seeds "${CORPUS}/*")
  list(LENGTH seeds n)
  message(STATUS "${n} seeds in ${CORPUS}")
elseif(MODE STREQUAL "fuzz")
  file(GLOB seeds "${CORPUS}/*")
  if(NOT seeds)
    message(FATAL_ERROR "no seeds in ${CORPUS}")
  endif()
  file(REMOVE_RECURSE "${SCRATCH}")
  file(MAKE_DIRECTORY "${SCRATCH}")
  file(COPY ${seeds} DESTINATION "${SCRATCH}")
  execute_process(COMMAND "${FUZZER}" -seed=1 -max_len=32768 -runs=${RUNS}
                          -max_total_time=${SECONDS} -dict=${DICT} -print_final_stats=1
                          -print_pcs=0 "${SCRATCH}"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "fuzzer: exit ${rc}")
  endif()
else()
  message(FATAL_ERROR "MODE must be seeds or fuzz")
endif()
