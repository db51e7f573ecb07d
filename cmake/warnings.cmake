# SPDX-License-Identifier: Apache-2.0 OR MIT
# The warning set every C file is built with (gcc and clang).
set(KPQC_WARNINGS -Wall -Wextra -Wpedantic -Wshadow -Wvla -Wcast-align -Wmissing-prototypes
    -Wstrict-prototypes -Wformat -Wformat-security -Wundef)
if(KPQC_WERROR)
  list(APPEND KPQC_WARNINGS -Werror)
endif()
if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  add_compile_options(${KPQC_WARNINGS})
endif()
