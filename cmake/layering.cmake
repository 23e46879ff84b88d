# layering.cmake — the build's checks of docs/architecture.md's "which room
# may use which", beyond what the include paths already refuse (a program
# that includes "read/..." or "record/..." without the right target does not
# compile):
#
# 1. Who links the internal interface targets of lib/CMakeLists.txt:
#    selfprof_internal_common only its named consumers, selfprof_internal
#    only targets under tests/ and bench/. Checked when configuring, once
#    every target exists (the end of the top-level CMakeLists.txt).
# 2. No source outside lib/ reaches into lib/ by a relative path
#    ("../../lib/common/grow.h"), which no include path can stop:
#    cmake/check_includes.cmake, run when configuring and as the CTest test
#    layering/includes.
# 3. No two files of lib/ call each other: cmake/check_calls.cmake, over the
#    library's object files, as the CTest test layering/calls (after the
#    build: it reads the objects).
# 4. perf/'s rooms use only the rooms below them: cmake/check_perf_rooms.cmake,
#    over their #include lines and its table of floors, as the CTest test
#    layering/perf_rooms.

# The targets that may link selfprof_internal_common (lib/CMakeLists.txt
# says what for).
set(SELFPROF_INTERNAL_COMMON_CONSUMERS selfprof_tool_support selfprof_import_clang)

function(selfprof_all_targets dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub ${subdirs})
    selfprof_all_targets(${sub} more)
    list(APPEND targets ${more})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

function(selfprof_check_internal_links)
  selfprof_all_targets(${PROJECT_SOURCE_DIR} targets)
  string(REPLACE ";" ", " consumers "${SELFPROF_INTERNAL_COMMON_CONSUMERS}")
  set(errors "")
  foreach(t ${targets})
    get_target_property(type ${t} TYPE)
    set(direct "")
    if(NOT type STREQUAL "INTERFACE_LIBRARY")
      get_target_property(direct ${t} LINK_LIBRARIES)
    endif()
    get_target_property(iface ${t} INTERFACE_LINK_LIBRARIES)
    get_target_property(dir ${t} SOURCE_DIR)
    file(RELATIVE_PATH rel ${PROJECT_SOURCE_DIR} ${dir})
    if("selfprof_internal_common" IN_LIST direct AND NOT t IN_LIST SELFPROF_INTERNAL_COMMON_CONSUMERS)
      string(APPEND errors "  ${t} (${rel}) links selfprof_internal_common, which only "
        "${consumers} may link\n")
    endif()
    # PRIVATE only: a consumer passes on the link, never the include path.
    if("selfprof_internal_common" IN_LIST iface)
      string(APPEND errors "  ${t} (${rel}) passes selfprof_internal_common on (PUBLIC or "
        "INTERFACE); link it PRIVATE\n")
    endif()
    if(("selfprof_internal" IN_LIST direct OR "selfprof_internal" IN_LIST iface)
       AND NOT rel MATCHES "^(tests|bench)(/|$)")
      string(APPEND errors "  ${t} (${rel}) links selfprof_internal (all of lib/), which only "
        "tests/ and bench/ may link\n")
    endif()
  endforeach()
  if(errors)
    message(FATAL_ERROR "layering (docs/architecture.md, cmake/layering.cmake):\n${errors}")
  endif()
endfunction()
