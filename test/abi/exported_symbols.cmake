# SPDX-License-Identifier: Apache-2.0 OR MIT
# The shared library exports exactly the committed list of public symbols.
#
#   cmake -DNM=<nm> -DLIB=<libkpqc.so> -DLIST=<exported-symbols.txt> -DIDS=<id,id,...>
#         [-DUPDATE=1] -P exported_symbols.cmake
#
# Reads the defined dynamic symbols of LIB (nm -D --defined-only), keeps the
# names of text and data symbols, and compares them with LIST restricted to
# the parameter sets this build has (IDS: a per-set symbol is
# kpqc_<id>_crypto_*, dropped from the expectation when <id> is not built).
# Any difference in either direction fails, each name listed. With UPDATE=1
# it rewrites LIST instead: the built sets' and the common symbols from the
# library, the entries of sets not built here kept as they were.
if(NOT NM OR NOT LIB OR NOT LIST)
  message(FATAL_ERROR "usage: cmake -DNM=.. -DLIB=.. -DLIST=.. -DIDS=.. [-DUPDATE=1] -P exported_symbols.cmake")
endif()
string(REPLACE "," ";" ids "${IDS}")

execute_process(COMMAND ${NM} -D --defined-only ${LIB}
                OUTPUT_VARIABLE nm_out RESULT_VARIABLE rc ERROR_VARIABLE nm_err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NM} -D --defined-only ${LIB} failed: ${nm_err}")
endif()
string(REPLACE "\n" ";" nm_lines "${nm_out}")
set(actual)
foreach(line IN LISTS nm_lines)
  # "<address> <type> <name>[@version]": text (T), data (D, B, R), weak (W,
  # V) and indirect functions (i); absolute markers (A) are not code or data.
  if(line MATCHES "^[0-9a-fA-F]+ ([TDBRWVi]) ([^ @]+)")
    set(sym ${CMAKE_MATCH_2})
    # Not ours: markers some linkers export, and sanitizer or coverage
    # instrumentation in the sanitize and fuzz builds.
    if(sym MATCHES "^(_init|_fini|__bss_start|_edata|_end|__end__)$"
       OR sym MATCHES "^__(asan|ubsan|sancov|odr_asan|tsan)")
      continue()
    endif()
    list(APPEND actual ${sym})
  endif()
endforeach()
list(REMOVE_DUPLICATES actual)
list(SORT actual)
list(LENGTH actual n_actual)
if(n_actual EQUAL 0)
  message(FATAL_ERROR "no exported symbols read from ${LIB}: the check itself is broken")
endif()

# 1 in out_var when sym belongs to a parameter set that is not built.
function(unbuilt_set sym out_var)
  set(${out_var} 0 PARENT_SCOPE)
  if(sym MATCHES "^kpqc_([a-z0-9]+)_crypto_")
    list(FIND ids ${CMAKE_MATCH_1} at)
    if(at EQUAL -1)
      set(${out_var} 1 PARENT_SCOPE)
    endif()
  endif()
endfunction()

set(listed)
set(kept)   # entries of sets not built here
if(EXISTS ${LIST})
  file(STRINGS ${LIST} list_lines)
  foreach(sym IN LISTS list_lines)
    string(STRIP "${sym}" sym)
    if(sym STREQUAL "" OR sym MATCHES "^#")
      continue()
    endif()
    unbuilt_set(${sym} skip)
    if(skip)
      list(APPEND kept ${sym})
    else()
      list(APPEND listed ${sym})
    endif()
  endforeach()
endif()

if(UPDATE)
  set(all ${actual} ${kept})
  list(REMOVE_DUPLICATES all)
  list(SORT all)
  set(text "# The symbols libkpqc.so exports: the public ABI (docs/api.md, \"Versioning\").\n")
  string(APPEND text "# Checked by the test abi/exported-symbols; regenerate with\n")
  string(APPEND text "#   cmake --build build/host --target update-exported-symbols\n")
  string(REPLACE ";" "\n" body "${all}")
  file(WRITE ${LIST} "${text}${body}\n")
  list(LENGTH all n_all)
  message(STATUS "wrote ${n_all} symbols to ${LIST}")
  return()
endif()

set(extra)
foreach(sym IN LISTS actual)
  list(FIND listed ${sym} at)
  if(at EQUAL -1)
    list(APPEND extra ${sym})
  endif()
endforeach()
set(missing)
foreach(sym IN LISTS listed)
  list(FIND actual ${sym} at)
  if(at EQUAL -1)
    list(APPEND missing ${sym})
  endif()
endforeach()
if(extra OR missing)
  set(msg "the exported symbols of ${LIB} differ from ${LIST}:\n")
  foreach(sym IN LISTS extra)
    string(APPEND msg "  + ${sym}    (exported, not in the list)\n")
  endforeach()
  foreach(sym IN LISTS missing)
    string(APPEND msg "  - ${sym}    (in the list, not exported)\n")
  endforeach()
  string(APPEND msg "A change of the public ABI must be deliberate: hide what is not public "
                    "(only KPQC_API declarations are exported), or regenerate the list with "
                    "'cmake --build <build dir> --target update-exported-symbols' and commit it "
                    "(docs/api.md, \"Versioning\").")
  message(FATAL_ERROR "${msg}")
endif()
list(LENGTH ids n_ids)
message(STATUS "${n_actual} exported symbols, exactly the list for the ${n_ids} built parameter sets")
