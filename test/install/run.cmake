# SPDX-License-Identifier: Apache-2.0 OR MIT
# One step of the install tests (test/install/consumers.cmake registers them):
#   -DMODE=stage            DESTDIR=STAGE cmake --install BUILD --prefix PREFIX
#   -DMODE=layout           the staged tree has what a user needs (IDS: the
#                           built set ids) and nothing of the tests; its
#                           kpqc --version names a constant-time test build
#                           exactly when CT_BUILD is ON
#   -DMODE=pkg-config       consumer.c built with pkg-config's flags, shared
#                           and static, and as C++ against kpqc.h
#   -DMODE=find-package     test/install/find-package configured against it
#   -DMODE=provider         the installed OpenSSL provider loads; provider/
#                           built alone against the installed package too
#   -DMODE=add-subdirectory test/install/add-subdirectory with the source tree
#                           (VENDOR_WITH add_subdirectory or FetchContent)
# ROOT = STAGE/PREFIX is where the staged files are; WORK a scratch folder;
# CMAKE_EXE the cmake for the consumer projects (e.g. the oldest supported).
set(root "${STAGE}${PREFIX}")
if(NOT CMAKE_EXE)
  set(CMAKE_EXE ${CMAKE_COMMAND})
endif()

function(run_checked what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what}: exit ${rc}\n${out}${err}")
  endif()
  set(last_output "${out}" PARENT_SCOPE)
endfunction()

# The installed libdir: where kpqc.pc is, one level up.
function(find_libdir out)
  file(GLOB_RECURSE pcs "${root}/kpqc.pc")
  list(FILTER pcs INCLUDE REGEX "/pkgconfig/kpqc\\.pc$")
  list(LENGTH pcs n)
  if(NOT n EQUAL 1)
    message(FATAL_ERROR "expected one installed kpqc.pc under ${root}, found: ${pcs}")
  endif()
  get_filename_component(pcdir ${pcs} DIRECTORY)
  get_filename_component(libdir ${pcdir} DIRECTORY)
  set(${out} ${libdir} PARENT_SCOPE)
endfunction()

# Runs a consumer program; it must say the library works.
function(run_consumer exe libdir)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_LIBRARY_PATH=${libdir} ${exe}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "works")
    message(FATAL_ERROR "${exe}: exit ${rc}\n${out}${err}")
  endif()
  message(STATUS "${exe}: ${out}")
endfunction()

if(MODE STREQUAL "stage")
  file(REMOVE_RECURSE ${STAGE})
  run_checked("cmake --install" ${CMAKE_COMMAND} -E env DESTDIR=${STAGE}
              ${CMAKE_COMMAND} --install ${BUILD} --prefix ${PREFIX})
  message(STATUS "installed into DESTDIR=${STAGE} --prefix ${PREFIX}")

elseif(MODE STREQUAL "layout")
  find_libdir(libdir)
  file(RELATIVE_PATH rel_libdir ${root} ${libdir})
  set(want include/kpqc.h include/kpqc/version.h bin/kpqc share/kpqc/compare.py share/kpqc/plots.py
      share/kpqc/m4.py share/kpqc/aarch64.py share/kpqc/report.py ${rel_libdir}/libkpqc.a
      ${rel_libdir}/cmake/kpqc/kpqcConfig.cmake ${rel_libdir}/cmake/kpqc/kpqcConfigVersion.cmake
      ${rel_libdir}/cmake/kpqc/kpqcTargets.cmake)
  string(REPLACE "," ";" ids "${IDS}")
  foreach(id IN LISTS ids)
    list(APPEND want include/kpqc/${id}.h)
  endforeach()
  foreach(f IN LISTS want)
    if(NOT EXISTS ${root}/${f})
      message(FATAL_ERROR "not installed: ${f}")
    endif()
  endforeach()
  # the shared library under its SONAME (a symlink) and its dev link
  file(GLOB sonames ${libdir}/libkpqc.so.*)
  if(NOT EXISTS ${libdir}/libkpqc.so OR NOT sonames)
    message(FATAL_ERROR "libkpqc.so and its versioned names not installed in ${libdir}")
  endif()
  # one header per built set, nothing else (no test-only set)
  file(GLOB headers RELATIVE ${root}/include/kpqc ${root}/include/kpqc/*.h)
  list(REMOVE_ITEM headers version.h)
  list(LENGTH headers nh)
  list(LENGTH ids ni)
  if(NOT nh EQUAL ni)
    message(FATAL_ERROR "installed per-set headers ${headers}, built sets ${ids}")
  endif()
  message(STATUS "layout: ${nh} per-set headers, libdir ${rel_libdir}")
  # the installed tool runs from the stage, says the installed version, and
  # says "constant-time test build" exactly when the library is one (CT_BUILD)
  file(STRINGS ${root}/include/kpqc/version.h vline REGEX "define KPQC_VERSION_STRING")
  string(REGEX MATCH "\"([^\"]+)\"" _ "${vline}")
  set(version ${CMAKE_MATCH_1})
  find_libdir(libdir)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_LIBRARY_PATH=${libdir} ${root}/bin/kpqc --version
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(says_ct OFF)
  if("${out}${err}" MATCHES "constant-time test build")
    set(says_ct ON)
  endif()
  if(NOT rc EQUAL 0 OR NOT out MATCHES "^kpqc ${version}\n" OR NOT says_ct STREQUAL CT_BUILD)
    message(FATAL_ERROR "installed kpqc --version (exit ${rc}, constant-time build ${CT_BUILD}): ${out}${err}")
  endif()
  message(STATUS "installed kpqc --version: ${out}")

elseif(MODE STREQUAL "provider")
  # the OpenSSL provider, installed where Debian's OpenSSL looks for
  # modules (<libdir>/ossl-modules), loads from there and offers the sets
  find_libdir(libdir)
  set(module ${libdir}/ossl-modules/kpqcprovider.so)
  if(NOT EXISTS ${module})
    message(FATAL_ERROR "not installed: ${module}")
  endif()
  find_program(OPENSSL openssl REQUIRED)
  execute_process(COMMAND ${OPENSSL} list -kem-algorithms -signature-algorithms
                          -provider-path ${libdir}/ossl-modules -provider kpqcprovider
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "openssl list with the installed provider: exit ${rc}\n${out}${err}")
  endif()
  string(REPLACE "," ";" id_list "${IDS}")
  # the provider offers the four standards' sets (its table in
  # provider/provider.c), not the round-2 candidates
  file(READ ${SOURCE_DIR}/provider/provider.c provider_source)
  foreach(id IN LISTS id_list)
    string(FIND "${provider_source}" "\"${id}\"" offered)
    if(offered EQUAL -1)
      continue()
    endif()
    if(NOT out MATCHES "[ {]${id}[ }]")
      message(FATAL_ERROR "the installed provider does not list ${id}:\n${out}")
    endif()
  endforeach()
  message(STATUS "provider: ${module} lists every built set it offers")
  # the provider built on its own against the installed package
  # (find_package(kpqc), kpqc::static) loads and lists them too
  file(REMOVE_RECURSE ${WORK})
  run_checked("configure the provider alone" ${CMAKE_EXE} -S ${SOURCE_DIR}/provider -B ${WORK}
              -G Ninja -DCMAKE_C_COMPILER=${CC} -DCMAKE_BUILD_TYPE=Release
              -DCMAKE_PREFIX_PATH=${root})
  run_checked("build the provider alone" ${CMAKE_EXE} --build ${WORK})
  execute_process(COMMAND ${OPENSSL} list -kem-algorithms -signature-algorithms
                          -provider-path ${WORK} -provider kpqcprovider
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out2 ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 OR NOT out2 STREQUAL out)
    message(FATAL_ERROR "the provider built against the installed package differs (exit ${rc}):\n${out2}${err}")
  endif()
  message(STATUS "provider: built with find_package(kpqc) against ${root}, the same algorithms")

elseif(MODE STREQUAL "pkg-config")
  find_libdir(libdir)
  set(ENV{PKG_CONFIG_PATH} ${libdir}/pkgconfig)
  unset(ENV{PKG_CONFIG_LIBDIR})
  find_program(PKG_CONFIG pkg-config REQUIRED)
  run_checked("pkg-config" ${PKG_CONFIG} --cflags --libs kpqc)
  string(STRIP "${last_output}" flags)
  separate_arguments(flags UNIX_COMMAND "${flags}")
  # the directories it names are the installed ones, whatever the libdir depth
  foreach(var includedir libdir)
    run_checked("pkg-config ${var}" ${PKG_CONFIG} --variable=${var} kpqc)
    string(STRIP "${last_output}" dir)
    get_filename_component(dir "${dir}" REALPATH)
    set(pc_${var} ${dir})
  endforeach()
  get_filename_component(real_libdir ${libdir} REALPATH)
  get_filename_component(real_incdir ${root}/include REALPATH)
  if(NOT pc_libdir STREQUAL real_libdir OR NOT pc_includedir STREQUAL real_incdir)
    message(FATAL_ERROR "kpqc.pc: libdir ${pc_libdir} includedir ${pc_includedir}, "
                        "installed in ${real_libdir} and ${real_incdir}")
  endif()
  file(MAKE_DIRECTORY ${WORK})
  set(src ${CMAKE_CURRENT_LIST_DIR}/consumer.c)
  run_checked("cc (shared, pkg-config)" ${CC} -std=c11 -Wall -Wextra -Wpedantic -Werror ${src}
              ${flags} -o ${WORK}/consumer-shared)
  run_checked("cc (static archive)" ${CC} -std=c11 -Wall -Wextra -Wpedantic -Werror
              -I${pc_includedir} ${src} ${pc_libdir}/libkpqc.a -o ${WORK}/consumer-static)
  run_consumer(${WORK}/consumer-shared ${libdir})
  run_consumer(${WORK}/consumer-static ${libdir})
  # kpqc.h is also a C++ header (extern "C")
  find_program(CXX NAMES c++ g++ clang++)
  if(CXX)
    file(WRITE ${WORK}/consumer.cpp
         "#include <kpqc.h>\nint main() { return kpqc_kem_find(\"none\") != nullptr; }\n")
    run_checked("c++" ${CXX} -std=c++11 -Wall -Wextra -Werror -pedantic ${WORK}/consumer.cpp
                ${flags} -o ${WORK}/consumer-cxx)
    run_checked("the C++ consumer" ${CMAKE_COMMAND} -E env LD_LIBRARY_PATH=${libdir}
                ${WORK}/consumer-cxx)
  endif()

elseif(MODE STREQUAL "find-package" OR MODE STREQUAL "add-subdirectory")
  file(REMOVE_RECURSE ${WORK})
  if(MODE STREQUAL "find-package")
    find_libdir(libdir)
    set(args -DCMAKE_PREFIX_PATH=${root})
  else()
    set(libdir "")
    set(args -DKPQC_SOURCE=${SOURCE_DIR} -DVENDOR_WITH=${VENDOR_WITH})
  endif()
  run_checked("configure ${MODE}" ${CMAKE_EXE} -S ${CMAKE_CURRENT_LIST_DIR}/${MODE} -B ${WORK}
              -G Ninja -DCMAKE_C_COMPILER=${CC} -DCMAKE_BUILD_TYPE=Release ${args})
  message(STATUS "${last_output}")
  run_checked("build ${MODE}" ${CMAKE_EXE} --build ${WORK})
  file(GLOB exes ${WORK}/consumer*)
  list(FILTER exes EXCLUDE REGEX "\\.(cmake|txt)$")
  if(NOT exes)
    message(FATAL_ERROR "${MODE}: no consumer was built")
  endif()
  foreach(exe IN LISTS exes)
    if(NOT IS_DIRECTORY ${exe})
      run_consumer(${exe} "${libdir}")
    endif()
  endforeach()
  if(MODE STREQUAL "add-subdirectory")
    # the vendored library has exactly the selected sets (KPQC_ALGORITHMS)
    execute_process(COMMAND ${WORK}/consumer OUTPUT_VARIABLE out)
    string(REGEX MATCHALL "(kem|sig) [^\n]+" listed "${out}")
    if(NOT listed STREQUAL "kem NTRU+768;sig HAETAE2")
      message(FATAL_ERROR "KPQC_ALGORITHMS \"NTRU+768;HAETAE2\" gave: ${listed}")
    endif()
    # a name that selects nothing stops the configuration
    execute_process(COMMAND ${CMAKE_EXE} -S ${CMAKE_CURRENT_LIST_DIR}/${MODE} -B ${WORK}-typo
                            -G Ninja -DCMAKE_C_COMPILER=${CC} ${args} "-DKPQC_ALGORITHMS=NTRU+768;HAETA2"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    file(REMOVE_RECURSE ${WORK}-typo)
    if(rc EQUAL 0 OR NOT err MATCHES "\"HAETA2\" names no parameter set")
      message(FATAL_ERROR "KPQC_ALGORITHMS with a misspelt name was accepted (exit ${rc})\n${err}")
    endif()
    message(STATUS "KPQC_ALGORITHMS: the subset has exactly NTRU+768 and HAETAE2; a misspelt name is refused")
  endif()
else()
  message(FATAL_ERROR "MODE: stage, layout, pkg-config, find-package or add-subdirectory")
endif()
