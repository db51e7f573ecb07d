# SPDX-License-Identifier: Apache-2.0 OR MIT
# Driver of the decoder fuzz target's tests (test/fuzz/tests.cmake). FUZZER is
# the target (libFuzzer binary or standalone driver), EMULATOR the command that
# runs it on a cross target (or empty), CORPUS the seed directory.
#   -DMODE=seeds:    write the seed corpus into CORPUS (the target's own
#                    KPQC_FUZZ_WRITE_CORPUS mode, which also requires every
#                    seed to be accepted);
#   -DMODE=replay:   run every file of CORPUS once (KPQC_FUZZ_REPLAY=1); each
#                    must be accepted, every algorithm's kinds covered;
#   -DMODE=controls: the replay must fail on the seeds with their bytes
#                    inverted (KPQC_FUZZ_REPLAY=invert: all of them refused),
#                    and on a copy in SCRATCH without the public keys and
#                    signed messages (every algorithm named as missing a kind);
#   -DMODE=fuzz:     copy CORPUS into SCRATCH (so that a run never changes the
#                    seeds) and fuzz from there with DICT for SECONDS seconds
#                    or RUNS executions (-1: no bound), whichever ends first.
separate_arguments(emu UNIX_COMMAND "${EMULATOR}")

# All seed files of a directory, sorted.
function(seed_files dir out)
  file(GLOB files "${dir}/*")
  list(SORT files)
  if(NOT files)
    message(FATAL_ERROR "no seeds in ${dir}")
  endif()
  set(${out} ${files} PARENT_SCOPE)
endfunction()

# Replays the files with KPQC_FUZZ_REPLAY=${how}; exit code and output.
function(replay how rc_var out_var)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env "KPQC_FUZZ_REPLAY=${how}" ${emu} "${FUZZER}"
                          ${ARGN}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("${out}${err}")
  set(${rc_var} "${rc}" PARENT_SCOPE)
  set(${out_var} "${out}${err}" PARENT_SCOPE)
endfunction()

if(MODE STREQUAL "seeds")
  file(REMOVE_RECURSE "${CORPUS}")
  file(MAKE_DIRECTORY "${CORPUS}")
  execute_process(COMMAND ${CMAKE_COMMAND} -E env "KPQC_FUZZ_WRITE_CORPUS=${CORPUS}" ${emu}
                          "${FUZZER}"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "seed corpus: exit ${rc}")
  endif()
  seed_files("${CORPUS}" seeds)
  list(LENGTH seeds n)
  message(STATUS "${n} seeds in ${CORPUS}")
elseif(MODE STREQUAL "replay")
  seed_files("${CORPUS}" seeds)
  replay(1 rc out ${seeds})
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "replay of ${CORPUS}: exit ${rc}")
  endif()
elseif(MODE STREQUAL "controls")
  seed_files("${CORPUS}" seeds)
  list(LENGTH seeds n)
  # 1. every seed with its bytes inverted (the two selector bytes kept): all
  #    refused, the replay fails
  replay(invert rc out ${seeds})
  if(rc EQUAL 0 OR NOT out MATCHES "${n} inputs: .*; ${n} not accepted")
    message(FATAL_ERROR "the replay did not refuse all ${n} seeds with their bytes inverted "
                        "(exit ${rc})")
  endif()
  # 2. without the public keys and the signed messages: no KEM has an
  #    encapsulation, no signature scheme an open; each is named
  file(REMOVE_RECURSE "${SCRATCH}")
  file(MAKE_DIRECTORY "${SCRATCH}")
  set(kept)
  set(algs 0)
  # one "-ct" seed per KEM, one "-signed-message" per signature scheme
  # (a public key larger than any fuzz input has no "-pk" seed)
  foreach(f IN LISTS seeds)
    if(f MATCHES "-(ct|signed-message)$")
      math(EXPR algs "${algs} + 1")
    endif()
    if(NOT f MATCHES "-(pk|signed-message)$")
      list(APPEND kept "${f}")
    endif()
  endforeach()
  file(COPY ${kept} DESTINATION "${SCRATCH}")
  seed_files("${SCRATCH}" partial)
  replay(1 rc out ${partial})
  string(REGEX MATCHALL ": no seed of the kind \"(encapsulations|opens) [^\"]*\"" missing "${out}")
  list(LENGTH missing m)
  if(rc EQUAL 0 OR NOT m EQUAL algs OR NOT out MATCHES "; 0 not accepted")
    message(FATAL_ERROR "the replay without public keys and signed messages: exit ${rc}, "
                        "${m} algorithms named as missing a kind, ${algs} expected")
  endif()
  file(REMOVE_RECURSE "${SCRATCH}")
  message(STATUS "controls: ${n} seeds with their bytes inverted all refused; ${m} of ${algs} algorithms "
                 "named as missing a kind")
elseif(MODE STREQUAL "fuzz")
  seed_files("${CORPUS}" seeds)
  # inputs as long as the longest seed (libFuzzer would cut a longer one)
  set(max_len 32768)
  foreach(f IN LISTS seeds)
    file(SIZE "${f}" size)
    if(size GREATER max_len)
      set(max_len ${size})
    endif()
  endforeach()
  file(REMOVE_RECURSE "${SCRATCH}")
  file(MAKE_DIRECTORY "${SCRATCH}")
  file(COPY ${seeds} DESTINATION "${SCRATCH}")
  execute_process(COMMAND ${emu} "${FUZZER}" -seed=1 -max_len=${max_len} -runs=${RUNS}
                          -max_total_time=${SECONDS} -dict=${DICT} -print_final_stats=1
                          -print_pcs=0 "${SCRATCH}"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "fuzzer: exit ${rc}")
  endif()
else()
  message(FATAL_ERROR "MODE must be seeds, replay, controls or fuzz")
endif()
