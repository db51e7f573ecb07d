# SPDX-License-Identifier: Apache-2.0 OR MIT
# The kpqc tool's KAT command writes the standard request files byte for
# byte: run `kpqc-test kat NAME --out DIR` (through the target's emulator)
# and compare the .req files with the official SHA-256.
#   cmake -DTOOL=.. -DEMULATOR=.. -DWORK=.. -P test/kat_files.cmake
set(cases
  "test-kem|PQCkemKAT_96.req|36c27b6089b8910733a01fea1136469769b3ca3c35f2b375cfcc592f2112cfaa"
  "test-sig|PQCsignKAT_64.req|81ff60e3ef698751e5572f0bb7f831f069605229c220ee1cf27a92572d6ebc7e"
  "test-sig-ctx|PQCsignKAT_64.req|d0880518f50098443b49bebc8e0d0530ff1bb1f8a2b1f36c3d83bef5169e064d")
separate_arguments(emu UNIX_COMMAND "${EMULATOR}")
foreach(c IN LISTS cases)
  string(REGEX MATCH "^([^|]+)\\|([^|]+)\\|([^|]+)$" _ "${c}")
  set(name ${CMAKE_MATCH_1})
  set(file ${CMAKE_MATCH_2})
  set(want ${CMAKE_MATCH_3})
  set(dir ${WORK}/${name})
  file(REMOVE_RECURSE ${dir})
  file(MAKE_DIRECTORY ${dir})
  execute_process(COMMAND ${emu} ${TOOL} kat ${name} --out ${dir} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "kpqc kat ${name} failed: ${out}")
  endif()
  file(SHA256 ${dir}/${file} got)
  if(NOT got STREQUAL want)
    message(FATAL_ERROR "${name}: ${file} has SHA-256 ${got}, the official file ${want}")
  endif()
  string(REGEX REPLACE "\\.req$" ".rsp" rsp ${file})
  if(NOT EXISTS ${dir}/${rsp})
    message(FATAL_ERROR "${name}: no ${rsp} written")
  endif()
  message(STATUS "${name}: ${file} matches the official request file")
endforeach()

# Any other 48-byte entropy gives a well-formed file (the generator checks
# every record round-trips, or fails); malformed entropy is refused.
set(dir ${WORK}/entropy)
file(REMOVE_RECURSE ${dir})
file(MAKE_DIRECTORY ${dir})
string(REPEAT "A5" 48 entropy)
execute_process(COMMAND ${emu} ${TOOL} kat test-sig-ctx --entropy ${entropy} --count 3 --out ${dir}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "kpqc kat --entropy failed: ${out}")
endif()
file(STRINGS ${dir}/PQCsignKAT_64.rsp counts REGEX "^count = ")
list(LENGTH counts n)
file(STRINGS ${dir}/PQCsignKAT_64.rsp seeds REGEX "^seed = 061550234D158C5E")
if(NOT n EQUAL 3 OR seeds)
  message(FATAL_ERROR "kpqc kat --entropy: expected 3 records from a non-NIST seed")
endif()
string(SUBSTRING ${entropy} 0 94 entropy94)
foreach(badarg "--entropy;00" "--entropy;${entropy94}0G" "--entropy;${entropy94}+1" "--count;0" "--count;101")
  execute_process(COMMAND ${emu} ${TOOL} kat test-kem ${badarg} --out ${dir}
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(NOT rc EQUAL 2)
    message(FATAL_ERROR "kpqc kat ${badarg}: expected a usage error (2), got ${rc}")
  endif()
endforeach()
message(STATUS "--entropy and --count: ok")
