# SPDX-License-Identifier: Apache-2.0 OR MIT
# The decoder fuzz target (test/fuzz/fuzz_decoders.c) and its seed corpus.
# In the fuzz build the libFuzzer binary kpqc-fuzz-decoders (test/CMakeLists.txt)
# runs them; every other hosted build runs the same target through the
# standalone driver kpqc-fuzz-standalone (no libFuzzer), under the target's
# emulator where there is one.
#   fuzz/seeds           writes the seed corpus into the build directory:
#                        valid ciphertexts, keys, signatures and signed
#                        messages of every algorithm under the target's fixed
#                        keys; each is run once and must be accepted;
#   fuzz/replay          reads every seed file back and runs it once: each must
#                        be accepted (decapsulation gives the fixed key,
#                        encapsulation the fixed ciphertext, verification and
#                        open succeed), and every algorithm must have each of
#                        its kinds accepted;
#   fuzz/replay-controls the replay must fail on seeds with their bytes
#                        inverted (every seed refused) and on a corpus without its
#                        public keys and signed messages (every algorithm
#                        named as missing a kind);
#   fuzz/decoders        (fuzz build) libFuzzer from a copy of the corpus with
#                        test/fuzz/decoders.dict: seed 1, 400,000 runs or 60 s.
# The full tier (KPQC_FULL_TESTS, tools/run-tests --full) fuzzes for 600 s,
# without a bound on the runs.
if(KPQC_PLATFORM)
  return()
endif()
if(KPQC_FUZZ)
  set(fuzz_exe $<TARGET_FILE:kpqc-fuzz-decoders>)
  set(fuzz_emulator "")
else()
  add_executable(kpqc-fuzz-standalone ${CMAKE_CURRENT_LIST_DIR}/fuzz_decoders.c
                 ${CMAKE_CURRENT_LIST_DIR}/standalone.c ${CMAKE_CURRENT_SOURCE_DIR}/registry_view.c)
  target_compile_definitions(kpqc-fuzz-standalone PRIVATE KPQC_TEST_SCHEMES=1)
  target_include_directories(kpqc-fuzz-standalone PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}
                             ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/api)
  target_link_libraries(kpqc-fuzz-standalone PRIVATE kpqc_toys kpqc_static)
  set(fuzz_exe $<TARGET_FILE:kpqc-fuzz-standalone>)
  set(fuzz_emulator "${CMAKE_CROSSCOMPILING_EMULATOR}")
endif()
set(fuzz_corpus ${CMAKE_CURRENT_BINARY_DIR}/fuzz-corpus)
set(fuzz_run ${CMAKE_COMMAND} -DFUZZER=${fuzz_exe} "-DEMULATOR=${fuzz_emulator}"
             -DCORPUS=${fuzz_corpus})

add_test(NAME fuzz/seeds COMMAND ${fuzz_run} -DMODE=seeds -P ${CMAKE_CURRENT_LIST_DIR}/run.cmake)
set_tests_properties(fuzz/seeds PROPERTIES FIXTURES_SETUP fuzz-corpus TIMEOUT 600)
add_test(NAME fuzz/replay COMMAND ${fuzz_run} -DMODE=replay -P ${CMAKE_CURRENT_LIST_DIR}/run.cmake)
add_test(NAME fuzz/replay-controls
  COMMAND ${fuzz_run} -DMODE=controls -DSCRATCH=${CMAKE_CURRENT_BINARY_DIR}/fuzz-controls
          -P ${CMAKE_CURRENT_LIST_DIR}/run.cmake)
set_tests_properties(fuzz/replay fuzz/replay-controls PROPERTIES
                     FIXTURES_REQUIRED fuzz-corpus TIMEOUT 600)

if(KPQC_FUZZ)
  if(KPQC_FULL_TESTS)
    set(fuzz_seconds 600)
    set(fuzz_runs -1)
  else()
    set(fuzz_seconds 60)
    set(fuzz_runs 400000)
  endif()
  add_test(NAME fuzz/decoders
    COMMAND ${fuzz_run} -DMODE=fuzz -DSCRATCH=${CMAKE_CURRENT_BINARY_DIR}/fuzz-scratch
            -DDICT=${CMAKE_CURRENT_LIST_DIR}/decoders.dict -DSECONDS=${fuzz_seconds}
            -DRUNS=${fuzz_runs} -P ${CMAKE_CURRENT_LIST_DIR}/run.cmake)
  set_tests_properties(fuzz/decoders PROPERTIES FIXTURES_REQUIRED fuzz-corpus TIMEOUT 1500)
endif()
