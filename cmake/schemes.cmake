# SPDX-License-Identifier: Apache-2.0 OR MIT
# Compile-time parameter sets.
#
# kpqc_add_parameter_set(ID <id> SOURCES <files...> [DEFINES <defs...>]
#                        [INCLUDES <dirs...>] [TARGET_VAR <var>] [TEST_ONLY]
#                        [NIST KEM|SIGN NAME <name> SIZES <pk> <sk> <ct> <ss> | <pk> <sk> <sig>])
#
# compiles a scheme's sources once for one parameter set, with
# -DKPQC_PARAM_ID=<id>, into the object library kpqc_ps_<id>. The sources
# write every external symbol as KPQC_NS(name), so this set's symbols are
# kpqc_<id>_<name> and any number of sets link into one library. The object
# library is added to the global property KPQC_SCHEME_OBJECTS, which the
# library targets link, unless it is a test-only set (TEST_ONLY).
#
# NIST generates the set's NIST/SUPERCOP-style header kpqc/<id>.h (sizes as
# KPQC_<ID>_CRYPTO_* macros, the namespaced crypto_kem_* / crypto_sign_*
# prototypes) into the build tree; it is installed unless TEST_ONLY. The
# set's sources see -DKPQC_PARAM_ID_UPPER=<ID> and should check the sizes
# against their own constants (KPQC_NS_UPPER in namespace.h).
function(kpqc_add_parameter_set)
  cmake_parse_arguments(PS "TEST_ONLY" "ID;TARGET_VAR;NIST;NAME" "SOURCES;DEFINES;INCLUDES;SIZES" ${ARGN})
  if(NOT PS_ID OR NOT PS_SOURCES)
    message(FATAL_ERROR "kpqc_add_parameter_set needs ID and SOURCES")
  endif()
  string(TOUPPER ${PS_ID} PS_ID_UPPER)
  set(target kpqc_ps_${PS_ID})
  if(NOT PS_TEST_ONLY)
    get_filename_component(family_dir ${CMAKE_CURRENT_SOURCE_DIR} NAME)
    kpqc_algorithm_selected(selected ${PS_ID} "${PS_NAME}" ${family_dir})
    set_property(GLOBAL APPEND PROPERTY KPQC_KNOWN_ALGORITHMS "${PS_NAME} (${family_dir})")
    if(NOT selected)
      return()
    endif()
  endif()
  add_library(${target} OBJECT ${PS_SOURCES})
  target_compile_definitions(${target} PRIVATE KPQC_PARAM_ID=${PS_ID} KPQC_PARAM_ID_UPPER=${PS_ID_UPPER}
                             KPQC_BUILDING_LIBRARY=1 ${PS_DEFINES})
  # Only what the headers mark KPQC_API (the set's NIST functions) leaves
  # the shared library; the descriptor and the internals stay hidden.
  set_target_properties(${target} PROPERTIES C_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
  if(PS_TEST_ONLY)
    set(header_root ${PROJECT_BINARY_DIR}/test-include)
  else()
    set(header_root ${PROJECT_BINARY_DIR}/include)
  endif()
  if(PS_NIST)
    list(LENGTH PS_SIZES nsizes)
    if(PS_NIST STREQUAL "KEM" AND nsizes EQUAL 4)
      set(template ${PROJECT_SOURCE_DIR}/cmake/nist_api_kem.h.in)
    elseif(PS_NIST STREQUAL "SIGN" AND nsizes EQUAL 3)
      set(template ${PROJECT_SOURCE_DIR}/cmake/nist_api_sign.h.in)
    else()
      message(FATAL_ERROR "${PS_ID}: NIST KEM takes SIZES pk sk ct ss, NIST SIGN takes SIZES pk sk sig")
    endif()
    set(i 0)
    foreach(size IN LISTS PS_SIZES)
      set(PS_SIZE${i} ${size})
      math(EXPR i "${i} + 1")
    endforeach()
    configure_file(${template} ${header_root}/kpqc/${PS_ID}.h @ONLY)
    target_compile_definitions(${target} PRIVATE KPQC_NIST_HEADER="kpqc/${PS_ID}.h")
  endif()
  target_include_directories(${target} PRIVATE
    ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/src/common ${PROJECT_SOURCE_DIR}/src/api
    ${header_root} ${PS_INCLUDES})
  kpqc_apply_common_definitions(${target})
  if(NOT KPQC_BARE_METAL)   # bare metal links statically at fixed addresses, no GOT
    set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  endif()
  if(NOT PS_TEST_ONLY)
    set_property(GLOBAL APPEND PROPERTY KPQC_SCHEME_OBJECTS ${target})
  endif()
  if(PS_TARGET_VAR)
    set(${PS_TARGET_VAR} ${target} PARENT_SCOPE)
  endif()
endfunction()

# ---- KPQC_ALGORITHMS: which parameter sets the library has -------------------
# A list (';' or ',' separated) of family names (SMAUG-T, NTRU+, HAETAE, AIMer)
# or set names (NTRU+768, HAETAE2, AIMer-128f, or their ids ntruplus768, ...),
# compared case-insensitively with '+' read as "plus" and '-', '_' and
# spaces ignored; "all" (the default) selects every set. A set left out has
# no object library, no registry entry, no per-set header, no tests and no
# benchmark row. A name that selects nothing stops the configuration.
set(KPQC_ALGORITHMS "all" CACHE STRING
    "Parameter sets to build: families or set names (e.g. \"NTRU+;HAETAE2\"), or all")

function(kpqc_normalise_algorithm_name name out)
  string(TOLOWER "${name}" n)
  string(REPLACE "+" "plus" n "${n}")
  string(REGEX REPLACE "[-_ ]" "" n "${n}")
  set(${out} "${n}" PARENT_SCOPE)
endfunction()

# selected_var <- whether the set (id, canonical name, family folder) is
# selected; records which requested names matched something.
function(kpqc_algorithm_selected selected_var id name family)
  string(REPLACE "," ";" wanted "${KPQC_ALGORITHMS}")
  kpqc_normalise_algorithm_name("${name}" norm_name)
  set(selected FALSE)
  foreach(w IN LISTS wanted)
    kpqc_normalise_algorithm_name("${w}" nw)
    if(nw STREQUAL "all" OR nw STREQUAL id OR nw STREQUAL norm_name OR nw STREQUAL family)
      set(selected TRUE)
      set_property(GLOBAL APPEND PROPERTY KPQC_MATCHED_ALGORITHM_NAMES "${nw}")
    endif()
  endforeach()
  set(${selected_var} ${selected} PARENT_SCOPE)
endfunction()

# After every scheme folder: a requested name that selected nothing is an
# error (a typo must not silently give a library without that algorithm).
function(kpqc_check_algorithm_selection)
  string(REPLACE "," ";" wanted "${KPQC_ALGORITHMS}")
  get_property(matched GLOBAL PROPERTY KPQC_MATCHED_ALGORITHM_NAMES)
  get_property(known GLOBAL PROPERTY KPQC_KNOWN_ALGORITHMS)
  string(REPLACE ";" ", " known_text "${known}")
  if(NOT wanted)
    message(FATAL_ERROR "KPQC_ALGORITHMS is empty; known: all, ${known_text}")
  endif()
  foreach(w IN LISTS wanted)
    kpqc_normalise_algorithm_name("${w}" nw)
    if(NOT nw IN_LIST matched)
      message(FATAL_ERROR "KPQC_ALGORITHMS: \"${w}\" names no parameter set; known: all, "
                          "${known_text}")
    endif()
  endforeach()
endfunction()

# Definitions every library object shares (constant-time test build, bare
# metal), and the generated kpqc/version.h that kpqc.h includes.
function(kpqc_apply_common_definitions target)
  target_include_directories(${target} PRIVATE ${PROJECT_BINARY_DIR}/include)
  if(KPQC_CT_TESTING)
    target_compile_definitions(${target} PRIVATE KPQC_CT_TESTING=1)
  endif()
  if(KPQC_BARE_METAL)
    target_compile_definitions(${target} PRIVATE KPQC_BARE_METAL=1)
  endif()
  if(KPQC_FORCE_URANDOM)
    target_compile_definitions(${target} PRIVATE KPQC_FORCE_URANDOM=1)
  endif()
  if(KPQC_PROFILE)
    target_compile_definitions(${target} PRIVATE KPQC_PROFILE=1)
  endif()
  if(KPQC_HAETAE_STATS)
    target_compile_definitions(${target} PRIVATE KPQC_HAETAE_STATS=1)
  endif()
  if(KPQC_VARIANT STREQUAL "stack")
    target_compile_definitions(${target} PRIVATE KPQC_STACK_VARIANT=1)
  endif()
  if(KPQC_NATIVE_ARMV7M)
    target_compile_definitions(${target} PRIVATE KPQC_NATIVE_ARMV7M=1)
  endif()
  if(KPQC_NATIVE_X86_64)
    target_compile_definitions(${target} PRIVATE KPQC_NATIVE_X86_64=1)
  endif()
  if(KPQC_NATIVE_AARCH64)
    target_compile_definitions(${target} PRIVATE KPQC_NATIVE_AARCH64=1)
  endif()
  if(KPQC_X86_64_ASM)
    target_compile_definitions(${target} PRIVATE KPQC_X86_64_ASM=1)
  endif()
endfunction()

# Writes the C registry's list (registry.c includes it as
# registry_built.def) to `file`: the lines of src/api/registry.def whose set
# is built, in its order, leaving out the ids listed after the file name
# (a board's test image leaves out the sets it cannot test, so that their
# code stays out of its flash).
function(kpqc_write_registry_def file)
  file(STRINGS ${PROJECT_SOURCE_DIR}/src/api/registry.def lines REGEX "^KPQC_REGISTER_(KEM|SIG)\\(")
  set(text "/* Generated from src/api/registry.def: the sets this build has. */\n")
  foreach(line IN LISTS lines)
    # (the match first: ${CMAKE_MATCH_2} is expanded before if() runs)
    if(line MATCHES "^KPQC_REGISTER_(KEM|SIG)\\(([A-Za-z0-9_]+)\\)")
      if(TARGET kpqc_ps_${CMAKE_MATCH_2} AND NOT CMAKE_MATCH_2 IN_LIST ARGN)
        string(APPEND text "${line}\n")
      endif()
    endif()
  endforeach()
  file(CONFIGURE OUTPUT ${file} CONTENT "${text}")
endfunction()

# The registered algorithm ids that are built (KPQC_ALGORITHMS), read from
# src/api/registry.def (the list the C registry is generated from), for
# per-algorithm test registration. Call it after add_subdirectory(src).
function(kpqc_registered_ids out_kems out_sigs)
  file(STRINGS ${PROJECT_SOURCE_DIR}/src/api/registry.def lines REGEX "^KPQC_REGISTER_(KEM|SIG)\\(")
  set(kems)
  set(sigs)
  foreach(line IN LISTS lines)
    # (the match first: ${CMAKE_MATCH_2} is expanded before if() runs)
    if(line MATCHES "^KPQC_REGISTER_(KEM|SIG)\\(([A-Za-z0-9_]+)\\)")
      if(NOT TARGET kpqc_ps_${CMAKE_MATCH_2})
      elseif(CMAKE_MATCH_1 STREQUAL "KEM")
        list(APPEND kems ${CMAKE_MATCH_2})
      else()
        list(APPEND sigs ${CMAKE_MATCH_2})
      endif()
    endif()
  endforeach()
  set(${out_kems} ${kems} PARENT_SCOPE)
  set(${out_sigs} ${sigs} PARENT_SCOPE)
endfunction()
