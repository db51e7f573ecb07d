# SPDX-License-Identifier: Apache-2.0 OR MIT
# The OpenSSL provider (provider/, docs/openssl.md) through OpenSSL's APIs
# and its command line, over loopback only; each test bounded in time.
#   provider/evp-kem      EVP key generation, encapsulation, import/export,
#                         tampering, for every KEM algorithm
#   provider/evp-sig      EVP signing and verification for every signature set
#   provider/codec        PKCS#8 and SPKI, DER and PEM, for every algorithm
#   provider/tls-bio      in-memory TLS 1.3 handshakes over every group
#   provider/config       a code point moved by openssl.cnf, bad ones refused
#   provider/exports      the module exports OSSL_provider_init alone
#   memcheck/provider-*   kem, codec, tls and config under valgrind memcheck
#   provider/openssl-cli  openssl s_server/s_client over 127.0.0.1, genpkey and
#                         pkey round trips, self-signed certificates verified
# Only where the provider is built; the command-line test also needs the
# openssl program and an uninstrumented module (not under the sanitizers).
if(NOT TARGET kpqcprovider)
  return()
endif()
add_executable(kpqc-provider-test ${CMAKE_CURRENT_LIST_DIR}/provider_test.c)
target_link_libraries(kpqc-provider-test PRIVATE kpqc_static OpenSSL::SSL OpenSSL::Crypto)
add_dependencies(kpqc-provider-test kpqcprovider)
set(provider_dir $<TARGET_FILE_DIR:kpqcprovider>)
add_test(NAME provider/evp-kem COMMAND kpqc-provider-test ${provider_dir} kem)
add_test(NAME provider/evp-sig COMMAND kpqc-provider-test ${provider_dir} sig)
add_test(NAME provider/codec COMMAND kpqc-provider-test ${provider_dir} codec)
add_test(NAME provider/tls-bio COMMAND kpqc-provider-test ${provider_dir} tls)
add_test(NAME provider/config COMMAND kpqc-provider-test ${provider_dir} config)
add_test(NAME provider/exports
  COMMAND ${CMAKE_COMMAND} -DNM=${CMAKE_NM} -DMODULE=$<TARGET_FILE:kpqcprovider>
          -P ${CMAKE_CURRENT_LIST_DIR}/exports.cmake)
set(provider_tests provider/evp-kem provider/evp-sig provider/codec provider/tls-bio provider/config
    provider/exports)
find_program(KPQC_OPENSSL_PROGRAM openssl)
if(Python3_FOUND AND KPQC_OPENSSL_PROGRAM AND NOT KPQC_SANITIZE AND NOT KPQC_FUZZ
   AND NOT CMAKE_CROSSCOMPILING)
  add_test(NAME provider/openssl-cli
    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/test_openssl_cli.py
            --openssl ${KPQC_OPENSSL_PROGRAM} --provider-dir ${provider_dir})
  list(APPEND provider_tests provider/openssl-cli)
  set_tests_properties(provider/openssl-cli PROPERTIES SKIP_RETURN_CODE 77)
endif()
# The same under valgrind memcheck (the provider's memory handling, its
# decoders on every tampered encoding), the codec on one algorithm of each
# kind (KPQC_PROVIDER_TEST_QUICK); the signature test is left to the
# sanitizer build (AIMer-256s signing makes it 80 s under memcheck).
find_program(VALGRIND valgrind)
if(VALGRIND AND NOT CMAKE_CROSSCOMPILING AND NOT KPQC_SANITIZE)
  foreach(mode kem codec tls config)
    add_test(NAME memcheck/provider-${mode}
      COMMAND ${VALGRIND} --error-exitcode=99 --quiet --leak-check=full
              --suppressions=${PROJECT_SOURCE_DIR}/test/valgrind.supp
              $<TARGET_FILE:kpqc-provider-test> ${provider_dir} ${mode})
    set_tests_properties(memcheck/provider-${mode} PROPERTIES TIMEOUT 300 LABELS provider
                         SKIP_RETURN_CODE 77 ENVIRONMENT KPQC_PROVIDER_TEST_QUICK=1)
  endforeach()
endif()
set_tests_properties(${provider_tests} PROPERTIES TIMEOUT 120 LABELS provider SKIP_RETURN_CODE 77)
