# SPDX-License-Identifier: Apache-2.0 OR MIT
# kpqc_install_consumer_tests(STAGE <dir> PREFIX <prefix> SOURCE <kpqc source>
#                             IDS <built set ids> [BUILD <build tree>]
#                             [CMAKE <cmake for the consumers>] [VENDOR_WITH <how>]
#                             [CT_BUILD ON|OFF: the library is a constant-time test build]
#                             [PROVIDER ON|OFF: the OpenSSL provider is installed too])
# registers the install tests: with BUILD, install/stage installs that build
# with DESTDIR=STAGE --prefix PREFIX (the others need it); then
# install/layout, install/pkg-config, install/find-package,
# install/add-subdirectory (and install/openssl-provider), each a consumer as a user would write it
# (test/install/run.cmake). Used by test/install/tests.cmake (the suite's
# host builds) and by test/install/CMakeLists.txt (the release build in
# tools/run-tests).
function(kpqc_install_consumer_tests)
  cmake_parse_arguments(IC "" "STAGE;PREFIX;SOURCE;BUILD;CMAKE;VENDOR_WITH;WORK;CT_BUILD;PROVIDER" "IDS" ${ARGN})
  if(NOT IC_CT_BUILD)
    set(IC_CT_BUILD OFF)
  endif()
  if(NOT IC_VENDOR_WITH)
    set(IC_VENDOR_WITH add_subdirectory)
  endif()
  string(REPLACE ";" "," ids "${IC_IDS}")
  set(run ${CMAKE_COMMAND} -DSTAGE=${IC_STAGE} -DPREFIX=${IC_PREFIX} -DSOURCE_DIR=${IC_SOURCE}
          -DCC=${CMAKE_C_COMPILER} -DCMAKE_EXE=${IC_CMAKE} -DIDS=${ids} -DCT_BUILD=${IC_CT_BUILD})
  set(script ${IC_SOURCE}/test/install/run.cmake)
  set(tests install/layout install/pkg-config install/find-package install/add-subdirectory)
  if(IC_BUILD)
    add_test(NAME install/stage COMMAND ${run} -DMODE=stage -DBUILD=${IC_BUILD} -P ${script})
    set_tests_properties(install/stage PROPERTIES FIXTURES_SETUP kpqc-install-stage)
  endif()
  add_test(NAME install/layout COMMAND ${run} -DMODE=layout -P ${script})
  add_test(NAME install/pkg-config
           COMMAND ${run} -DMODE=pkg-config -DWORK=${IC_WORK}/pkg-config -P ${script})
  add_test(NAME install/find-package
           COMMAND ${run} -DMODE=find-package -DWORK=${IC_WORK}/find-package -P ${script})
  add_test(NAME install/add-subdirectory
           COMMAND ${run} -DMODE=add-subdirectory -DVENDOR_WITH=${IC_VENDOR_WITH}
                   -DWORK=${IC_WORK}/add-subdirectory -P ${script})
  if(IC_PROVIDER)
    add_test(NAME install/openssl-provider
             COMMAND ${run} -DMODE=provider -DWORK=${IC_WORK}/provider -P ${script})
    list(APPEND tests install/openssl-provider)
  endif()
  set_tests_properties(${tests} PROPERTIES TIMEOUT 900)
  if(IC_BUILD)
    set_tests_properties(${tests} PROPERTIES FIXTURES_REQUIRED kpqc-install-stage)
  endif()
endfunction()
