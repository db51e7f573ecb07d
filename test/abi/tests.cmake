# SPDX-License-Identifier: Apache-2.0 OR MIT
# The library's ABI and version (docs/api.md, "Versioning").
set(abi_dir ${CMAKE_CURRENT_SOURCE_DIR}/abi)

# The parameter sets this build has, for the per-set symbols.
get_property(abi_objects GLOBAL PROPERTY KPQC_SCHEME_OBJECTS)
set(abi_ids)
foreach(o IN LISTS abi_objects)
  string(REGEX REPLACE "^kpqc_ps_" "" id ${o})
  list(APPEND abi_ids ${id})
endforeach()
string(REPLACE ";" "," abi_ids_arg "${abi_ids}")

if(TARGET kpqc_shared AND NOT WIN32 AND NOT APPLE)
  # libkpqc.so exports exactly test/abi/exported-symbols.txt (for the built
  # sets); `cmake --build <dir> --target update-exported-symbols` rewrites it.
  set(abi_symbols_args -DNM=${CMAKE_NM} -DLIB=$<TARGET_FILE:kpqc_shared>
      -DLIST=${abi_dir}/exported-symbols.txt -DIDS=${abi_ids_arg})
  add_test(NAME abi/exported-symbols
    COMMAND ${CMAKE_COMMAND} ${abi_symbols_args} -P ${abi_dir}/exported_symbols.cmake)
  add_custom_target(update-exported-symbols
    COMMAND ${CMAKE_COMMAND} ${abi_symbols_args} -DUPDATE=1 -P ${abi_dir}/exported_symbols.cmake
    DEPENDS kpqc_shared VERBATIM)

  # The SONAME follows the version: MAJOR.MINOR before 1.0, MAJOR after.
  add_test(NAME abi/soname
    COMMAND ${CMAKE_COMMAND} -DLIB=$<TARGET_FILE:kpqc_shared> -DVERSION=${PROJECT_VERSION}
            -DREADELF=${CMAKE_READELF} -DOBJDUMP=${CMAKE_OBJDUMP} -P ${abi_dir}/soname.cmake)
endif()

# kpqc version / --version: the project's version, and whether the library
# is a constant-time test build.
if(KPQC_CT_TESTING)
  set(abi_ct 1)
else()
  set(abi_ct 0)
endif()
add_test(NAME abi/version
  COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:kpqc> "-DEMULATOR=${CMAKE_CROSSCOMPILING_EMULATOR}"
          -DVERSION=${PROJECT_VERSION} -DCT=${abi_ct} -P ${abi_dir}/version.cmake)

# KPQC_NODISCARD: ignored results of decaps, verify and open warn.
kpqc_registered_ids(abi_kems abi_sigs)
set(abi_kem "")
set(abi_sig "")
foreach(id IN LISTS abi_kems)
  if(abi_kem STREQUAL "" AND id IN_LIST abi_ids)
    set(abi_kem ${id})
  endif()
endforeach()
foreach(id IN LISTS abi_sigs)
  if(abi_sig STREQUAL "" AND id IN_LIST abi_ids)
    set(abi_sig ${id})
  endif()
endforeach()
string(REPLACE ";" " " abi_flags "${KPQC_WARNINGS}")
add_test(NAME abi/nodiscard
  COMMAND ${CMAKE_COMMAND} -DCC=${CMAKE_C_COMPILER} "-DFLAGS=${abi_flags}" -DPROBE=${abi_dir}/nodiscard.c
          "-DINCLUDES=${PROJECT_SOURCE_DIR}/include ${PROJECT_BINARY_DIR}/include"
          -DKEM=${abi_kem} -DSIG=${abi_sig} -P ${abi_dir}/nodiscard.cmake)
