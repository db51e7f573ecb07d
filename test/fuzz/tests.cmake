# SPDX-License-Identifier: Apache-2.0 OR MIT
# The decoder fuzzer (test/fuzz/fuzz_decoders.c), in the fuzz build only.
#   fuzz/seeds    writes the seed corpus: valid ciphertexts, keys,
#                 signatures and signed messages of every algorithm under
#                 the fuzzer's fixed keys, each run once and required to be
#                 accepted;
#   fuzz/decoders a short run from those seeds with test/fuzz/decoders.dict
#                 (bounded and reproducible: seed 1, 400,000 runs or 60 s).
# The full tier (KPQC_FULL_TESTS, tools/run-tests --full) fuzzes for 10
# minutes, without a bound on the runs.
if(NOT KPQC_FUZZ)
  return()
endif()
if(KPQC_FULL_TESTS)
  set(fuzz_seconds 600)
  set(fuzz_runs -1)
else()
  set(fuzz_seconds 60)
  set(fuzz_runs 400000)
endif()
set(fuzz_corpus ${CMAKE_CURRENT_BINARY_DIR}/fuzz-corpus)
add_test(NAME fuzz/seeds
  COMMAND ${CMAKE_COMMAND} -DMODE=seeds -DFUZZER=$<TARGET_FILE:kpqc-fuzz-decoders>
          -DCORPUS=${fuzz_corpus} -P ${CMAKE_CURRENT_LIST_DIR}/run.cmake)
set_tests_properties(fuzz/seeds PROPERTIES FIXTURES_SETUP fuzz-corpus TIMEOUT 600)
add_test(NAME fuzz/decoders
  COMMAND ${CMAKE_COMMAND} -DMODE=fuzz -DFUZZER=$<TARGET_FILE:kpqc-fuzz-decoders>
          -DCORPUS=${fuzz_corpus} -DSCRATCH=${CMAKE_CURRENT_BINARY_DIR}/fuzz-scratch
          -DDICT=${CMAKE_CURRENT_LIST_DIR}/decoders.dict -DSECONDS=${fuzz_seconds} -DRUNS=${fuzz_runs}
          -P ${CMAKE_CURRENT_LIST_DIR}/run.cmake)
set_tests_properties(fuzz/decoders PROPERTIES FIXTURES_REQUIRED fuzz-corpus TIMEOUT 1500)
