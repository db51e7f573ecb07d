# SPDX-License-Identifier: Apache-2.0 OR MIT
# Every source, script and build file of the tree names its licence in its
# first five lines: "SPDX-License-Identifier: Apache-2.0 OR MIT" (LICENSE).
#   cmake -DROOT=<source dir> -P test/hygiene/spdx.cmake
# Data (JSON, CSV, KAT digests, images) and prose (Markdown, the licence
# texts) carry no such line.
set(tag "SPDX-License-Identifier: Apache-2.0 OR MIT")
set(patterns)
foreach(dir src include test tools cmake platform .ci examples python provider hw)
  foreach(glob *.c *.h *.S *.ld *.def *.in *.py *.sh *.cmake *.supp *.dict *.toml *.map *.sv *.svh *.cpp *.ys CMakeLists.txt)
    list(APPEND patterns "${ROOT}/${dir}/${glob}")
  endforeach()
endforeach()
file(GLOB_RECURSE files LIST_DIRECTORIES false ${patterns})
list(APPEND files "${ROOT}/CMakeLists.txt" "${ROOT}/tools/run-tests" "${ROOT}/tools/kpqc"
     "${ROOT}/.ci/run" "${ROOT}/tools/format" "${ROOT}/tools/python-test" "${ROOT}/ruff.toml"
     "${ROOT}/.clang-format" "${ROOT}/.editorconfig")
set(missing)
set(checked 0)
foreach(f IN LISTS files)
  if(NOT EXISTS "${f}")
    continue()
  endif()
  file(STRINGS "${f}" head LIMIT_COUNT 5)
  string(FIND "${head}" "${tag}" at)
  math(EXPR checked "${checked} + 1")
  if(at EQUAL -1)
    file(RELATIVE_PATH rel "${ROOT}" "${f}")
    list(APPEND missing "${rel}")
  endif()
endforeach()
if(checked LESS 100)
  message(FATAL_ERROR "only ${checked} files found under ${ROOT}: wrong ROOT?")
endif()
if(missing)
  list(JOIN missing "\n  " text)
  message(FATAL_ERROR "no '${tag}' in the first five lines of:\n  ${text}")
endif()
message(STATUS "${checked} files carry the SPDX line")
