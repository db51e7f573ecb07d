# SPDX-License-Identifier: Apache-2.0 OR MIT
# KPQC_NODISCARD is in force: a program that ignores the result of
# kpqc_kem_decaps, kpqc_sig_verify, kpqc_sig_open and of the NIST dec of one
# built KEM and verify / open of one built signature set gets exactly one
# unused-result warning for each, and the same program using the results
# compiles warning-free with the project's warning set (-Wpedantic
# included).
#
#   cmake -DCC=.. -DFLAGS="<flags>" -DPROBE=<nodiscard.c> -DINCLUDES="<dir> <dir>"
#         [-DKEM=<id>] [-DSIG=<id>] -P nodiscard.cmake
separate_arguments(FLAGS UNIX_COMMAND "${FLAGS}")
separate_arguments(INCLUDES UNIX_COMMAND "${INCLUDES}")
# gcc diagnoses unused results after parsing: compile, not -fsyntax-only
set(common -std=c11 -c -o ${CMAKE_CURRENT_BINARY_DIR}/nodiscard-probe.o)
foreach(d IN LISTS INCLUDES)
  list(APPEND common -I${d})
endforeach()
set(calls 3)
if(KEM)
  list(APPEND common "-DPROBE_KEM_HEADER=\"kpqc/${KEM}.h\"" -DPROBE_KEM_DEC=kpqc_${KEM}_crypto_kem_dec)
  math(EXPR calls "${calls} + 1")
endif()
if(SIG)
  list(APPEND common "-DPROBE_SIG_HEADER=\"kpqc/${SIG}.h\""
       -DPROBE_SIG_VERIFY=kpqc_${SIG}_crypto_sign_verify -DPROBE_SIG_OPEN=kpqc_${SIG}_crypto_sign_open)
  math(EXPR calls "${calls} + 2")
endif()
execute_process(COMMAND ${CC} ${FLAGS} -Wno-error ${common} ${PROBE}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
string(REGEX MATCHALL "unused-result" hits "${out}${err}")
list(LENGTH hits n)
if(NOT n EQUAL calls)
  message(FATAL_ERROR "ignoring ${calls} results gave ${n} unused-result warnings:\n${err}")
endif()
execute_process(COMMAND ${CC} ${FLAGS} -Werror ${common} -DPROBE_USE_RESULTS ${PROBE}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the probe using every result does not compile cleanly:\n${err}")
endif()
message(STATUS "${calls} ignored results, ${n} warnings; none when the results are used")
