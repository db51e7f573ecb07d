# SPDX-License-Identifier: Apache-2.0 OR MIT
# Symbol hygiene of the library, run as a test: cmake -DNM=.. -DLIB=.. [-DSHARED=1] -P test/hygiene/symbols.cmake
#  - every exported (global, defined) symbol starts with kpqc_
#  - nothing imports malloc, calloc, realloc, free or aligned_alloc: no heap
if(SHARED)
  set(flags -D)
else()
  set(flags)
endif()
execute_process(COMMAND ${NM} ${flags} -g --defined-only ${LIB}
                OUTPUT_VARIABLE defined RESULT_VARIABLE rc1 ERROR_QUIET)
execute_process(COMMAND ${NM} ${flags} -u ${LIB}
                OUTPUT_VARIABLE undefined RESULT_VARIABLE rc2 ERROR_QUIET)
if(NOT rc1 EQUAL 0 OR NOT rc2 EQUAL 0)
  message(FATAL_ERROR "nm failed on ${LIB}")
endif()
string(REPLACE "\n" ";" lines "${defined}")
set(bad)
set(count 0)
foreach(line IN LISTS lines)
  # "<address> <type> <name>"; archive member headers end in ':'
  if(line MATCHES "^[0-9a-fA-F]* *[A-Za-z] ([^ ]+)$")
    set(sym ${CMAKE_MATCH_1})
    math(EXPR count "${count} + 1")
    # Not ours and allowed: markers the linker puts in a shared object,
    # i686 PIC thunks (hidden, shared by COMDAT) and ASan's one-definition
    # indicators for our own globals.
    if(NOT sym MATCHES "^kpqc_"
       AND NOT sym MATCHES "^(_init|_fini|__bss_start|_edata|_end|__end__|_ITM_.*|__cxa_finalize|__gmon_start__)$"
       AND NOT sym MATCHES "^__x86\\.get_pc_thunk\\.[a-z]+$"
       AND NOT sym MATCHES "^__odr_asan\\.kpqc_")
      list(APPEND bad ${sym})
    endif()
  endif()
endforeach()
if(count EQUAL 0)
  message(FATAL_ERROR "no symbols found in ${LIB}: the check itself is broken")
endif()
if(bad)
  string(REPLACE ";" " " bad "${bad}")
  message(FATAL_ERROR "exported symbols without the kpqc_ prefix: ${bad}")
endif()
if(undefined MATCHES "(^|[ \n])(malloc|calloc|realloc|free|aligned_alloc|posix_memalign)(@[^ \n]*)?\n")
  message(FATAL_ERROR "the library imports a heap allocator: ${CMAKE_MATCH_2}")
endif()
message(STATUS "${count} exported symbols, all kpqc_; no heap allocator imported")
