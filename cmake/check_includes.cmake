# check_includes.cmake — no source outside lib/ includes a file of lib/ by a
# relative path ("../../lib/common/grow.h"): the include paths of the targets
# decide what a room may include (docs/architecture.md, "Layers"), and a
# relative path would go around them. Included when configuring, and run as
# `cmake -DSRCDIR=... -P check_includes.cmake` by the CTest test
# layering/includes.
#
# Files of perf/benchmarks/ (the benchmarks' own sources) are not checked.
#
# SELFPROF_RELATIVE_INCLUDE_EXCEPTIONS: files allowed to do it for now, each
# with the reason; the list is meant to become empty.
if(CMAKE_SCRIPT_MODE_FILE)
  cmake_minimum_required(VERSION 3.20) # the policies of the build (IN_LIST)
endif()

set(SELFPROF_RELATIVE_INCLUDE_EXCEPTIONS)

function(selfprof_check_includes srcdir)
  set(sources "")
  foreach(room tools import perf plugins examples)
    file(GLOB_RECURSE found ${srcdir}/${room}/*.c ${srcdir}/${room}/*.h ${srcdir}/${room}/*.cc)
    list(APPEND sources ${found})
  endforeach()
  set(offenders "")
  foreach(f ${sources})
    file(RELATIVE_PATH rel ${srcdir} ${f})
    if(rel IN_LIST SELFPROF_RELATIVE_INCLUDE_EXCEPTIONS OR rel MATCHES "^perf/benchmarks/|/node_modules/")
      continue()
    endif()
    file(STRINGS ${f} hits REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<][^\">]*\\.\\./([^\">]*/)?lib/")
    foreach(h ${hits})
      string(STRIP "${h}" h)
      string(APPEND offenders "  ${rel}: ${h}\n")
    endforeach()
  endforeach()
  if(offenders)
    message(FATAL_ERROR "layering: sources outside lib/ include library internals by a relative "
      "path (use the public headers, selfprof/*.h, or the internal interface targets of "
      "lib/CMakeLists.txt; docs/architecture.md):\n${offenders}")
  endif()
endfunction()

if(CMAKE_SCRIPT_MODE_FILE)
  selfprof_check_includes(${SRCDIR})
endif()
