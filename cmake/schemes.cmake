# Compile-time parameter sets.
#
# kpqc_add_parameter_set(ID <id> SOURCES <files...> [DEFINES <defs...>]
#                        [INCLUDES <dirs...>] [TARGET_VAR <var>])
#
# compiles a scheme's sources once for one parameter set, with
# -DKPQC_PARAM_ID=<id>, into the object library kpqc_ps_<id>. The sources
# write every external symbol as KPQC_NS(name), so this set's symbols are
# kpqc_<id>_<name> and any number of sets link into one library. The object
# library is added to the global property KPQC_SCHEME_OBJECTS, which the
# library targets link, unless it is a test-only set (TEST_ONLY).
function(kpqc_add_parameter_set)
  cmake_parse_arguments(PS "TEST_ONLY" "ID;TARGET_VAR" "SOURCES;DEFINES;INCLUDES" ${ARGN})
  if(NOT PS_ID OR NOT PS_SOURCES)
    message(FATAL_ERROR "kpqc_add_parameter_set needs ID and SOURCES")
  endif()
  set(target kpqc_ps_${PS_ID})
  add_library(${target} OBJECT ${PS_SOURCES})
  target_compile_definitions(${target} PRIVATE KPQC_PARAM_ID=${PS_ID} ${PS_DEFINES})
  target_include_directories(${target} PRIVATE
    ${PROJECT_SOURCE_DIR}/include ${PROJECT_SOURCE_DIR}/src/common ${PS_INCLUDES})
  kpqc_apply_common_definitions(${target})
  set_target_properties(${target} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  if(NOT PS_TEST_ONLY)
    set_property(GLOBAL APPEND PROPERTY KPQC_SCHEME_OBJECTS ${target})
  endif()
  if(PS_TARGET_VAR)
    set(${PS_TARGET_VAR} ${target} PARENT_SCOPE)
  endif()
endfunction()

# Definitions every library object shares (constant-time test build, bare metal).
function(kpqc_apply_common_definitions target)
  if(KPQC_CT_TESTING)
    target_compile_definitions(${target} PRIVATE KPQC_CT_TESTING=1)
  endif()
  if(KPQC_BARE_METAL)
    target_compile_definitions(${target} PRIVATE KPQC_BARE_METAL=1)
  endif()
endfunction()

# The registered algorithm ids, read from src/api/registry.def (the same
# file the C registry includes), for per-algorithm test registration.
function(kpqc_registered_ids out_kems out_sigs)
  file(STRINGS ${PROJECT_SOURCE_DIR}/src/api/registry.def lines REGEX "^KPQC_REGISTER_(KEM|SIG)\\(")
  set(kems)
  set(sigs)
  foreach(line IN LISTS lines)
    if(line MATCHES "^KPQC_REGISTER_KEM\\(([A-Za-z0-9_]+)\\)")
      list(APPEND kems ${CMAKE_MATCH_1})
    elseif(line MATCHES "^KPQC_REGISTER_SIG\\(([A-Za-z0-9_]+)\\)")
      list(APPEND sigs ${CMAKE_MATCH_1})
    endif()
  endforeach()
  set(${out_kems} ${kems} PARENT_SCOPE)
  set(${out_sigs} ${sigs} PARENT_SCOPE)
endfunction()
