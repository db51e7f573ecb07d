# SPDX-License-Identifier: Apache-2.0 OR MIT
# provider/exports: kpqcprovider.so defines exactly one dynamic symbol,
# OSSL_provider_init (the library inside it stays hidden).
#   cmake -DNM=<nm> -DMODULE=<kpqcprovider.so> -P test/provider/exports.cmake
execute_process(COMMAND ${NM} -D --defined-only ${MODULE}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${NM} -D ${MODULE}: exit ${rc}\n${err}")
endif()
string(REGEX MATCHALL "[^\n]+" lines "${out}")
set(names)
foreach(line IN LISTS lines)
  if(line MATCHES " [A-Za-z] ([^ ]+)$")
    list(APPEND names ${CMAKE_MATCH_1})
  endif()
endforeach()
if(NOT names STREQUAL "OSSL_provider_init")
  message(FATAL_ERROR "kpqcprovider.so exports: ${names} (want OSSL_provider_init only)")
endif()
message(STATUS "kpqcprovider.so exports OSSL_provider_init only")
