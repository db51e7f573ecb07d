# SPDX-License-Identifier: Apache-2.0 OR MIT
# Runs one example (under EMULATOR on a cross target): it must exit 0 and
# print lines matching EXPECT.
separate_arguments(emu UNIX_COMMAND "${EMULATOR}")
execute_process(COMMAND ${emu} ${EXE} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc EQUAL 0 OR NOT out MATCHES "${EXPECT}")
  message(FATAL_ERROR "${EXE}: exit ${rc}, output not as expected (${EXPECT})")
endif()
