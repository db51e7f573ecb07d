# SPDX-License-Identifier: Apache-2.0 OR MIT
# Install tests of the suite's native host builds: this build is installed
# with DESTDIR staging under --prefix /usr, then consumed through
# pkg-config, find_package and add_subdirectory (test/install/consumers.cmake).
# tools/run-tests' release target runs the same consumers on the release
# preset configured for /usr (Debian's multiarch libdir).
if(CMAKE_CROSSCOMPILING OR KPQC_SANITIZE OR KPQC_FUZZ OR NOT KPQC_INSTALL OR KPQC_BARE_METAL
   OR NOT TARGET kpqc_shared)
  return()
endif()
set(KPQC_CONSUMER_CMAKE "" CACHE FILEPATH
    "cmake for the install consumers (default: this one; tools/run-tests gives 3.21, the oldest supported)")
include(${CMAKE_CURRENT_LIST_DIR}/consumers.cmake)
set(ct_build OFF)
if(KPQC_CT_TESTING)
  set(ct_build ON)
endif()
set(provider OFF)
if(TARGET kpqcprovider)
  set(provider ON)
endif()
kpqc_install_consumer_tests(STAGE ${PROJECT_BINARY_DIR}/install-stage PREFIX /usr
  SOURCE ${PROJECT_SOURCE_DIR} BUILD ${PROJECT_BINARY_DIR} IDS ${KPQC_BUILT_ALGORITHMS}
  WORK ${PROJECT_BINARY_DIR}/install-consumers CMAKE "${KPQC_CONSUMER_CMAKE}"
  CT_BUILD ${ct_build} PROVIDER ${provider})
