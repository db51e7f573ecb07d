# SPDX-License-Identifier: Apache-2.0 OR MIT
# cli/main-job-options: tools/kpqc's own options, checked before it builds
# anything: --help names --full and exits 0; --full with anything after it
# is a usage error (exit 2).
#   cmake -DSOURCE_DIR=<source> -P test/cli/main_job.cmake
execute_process(COMMAND ${SOURCE_DIR}/tools/kpqc --help RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "tools/kpqc --full" OR NOT out MATCHES "m4-quick")
  message(FATAL_ERROR "tools/kpqc --help: exit ${rc}\n${out}")
endif()
execute_process(COMMAND ${SOURCE_DIR}/tools/kpqc --full list RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "--full takes no other arguments")
  message(FATAL_ERROR "tools/kpqc --full list: exit ${rc} (2 expected)\n${err}")
endif()
message(STATUS "tools/kpqc: --help and --full parsed before anything runs")
