# check_calls.cmake — inside lib/, calls between files go one way: no two
# files of the library use each other (a file A calling a function of B,
# or using its data, while B uses A). docs/architecture.md ("Layers") says
# which file calls which in lib/read and lib/record; a circle is what
# that rule is broken by first, e.g. a helper calling back into the
# lifecycle file that calls it.
#
# Run by the CTest test layering/calls on the library's object files:
#   cmake -DNM=nm -DOBJECTS=a.c.o,b.c.o,... -P check_calls.cmake
# A file uses another when its object has an undefined symbol that the
# other's object defines (nm: U, and T D B R C V W). What nm cannot see is
# not checked: calls through function pointers, and static inline
# functions of headers, which are compiled into each caller.
#
# SELFPROF_CALL_CIRCLE_EXCEPTIONS: pairs "A.c<->B.c" (A before B in
# alphabetical order) allowed for now, each with the reason; the list is
# meant to become empty.
cmake_minimum_required(VERSION 3.20)

set(SELFPROF_CALL_CIRCLE_EXCEPTIONS)

if(NOT NM OR NOT OBJECTS)
  message(FATAL_ERROR "usage: cmake -DNM=nm -DOBJECTS=a.o,b.o,... -P check_calls.cmake")
endif()
string(REPLACE "," ";" objects "${OBJECTS}")

# The file an object is of: ".../selfprof_objects.dir/record/writer.c.o"
# -> "record/writer.c".
function(source_of obj out)
  string(REGEX REPLACE "^.*\\.dir/(.*)\\.o$" "\\1" src "${obj}")
  set(${out} ${src} PARENT_SCOPE)
endfunction()

set(files "")
foreach(obj ${objects})
  source_of(${obj} src)
  list(APPEND files ${src})
  execute_process(COMMAND ${NM} ${obj} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "layering/calls: ${NM} ${obj} failed")
  endif()
  string(REGEX MATCHALL "[ \t]U [A-Za-z_][A-Za-z0-9_.]*" used "${out}")
  string(REGEX MATCHALL "[0-9a-f]+ [TDBRCVW] [A-Za-z_][A-Za-z0-9_.]*" defined "${out}")
  set(uses_${src} "")
  foreach(u ${used})
    string(REGEX REPLACE "^.* U " "" u "${u}")
    list(APPEND uses_${src} ${u})
  endforeach()
  foreach(d ${defined})
    string(REGEX REPLACE "^[0-9a-f]+ [TDBRCVW] " "" d "${d}")
    set(def_${d} ${src})
  endforeach()
endforeach()

# uses A B: which of B's symbols A uses ("" when none).
foreach(a ${files})
  foreach(u ${uses_${a}})
    if(DEFINED def_${u} AND NOT def_${u} STREQUAL a)
      list(APPEND calls_${a}_${def_${u}} ${u})
    endif()
  endforeach()
endforeach()

set(circles "")
set(seen "")
foreach(a ${files})
  foreach(b ${files})
    if(a STRLESS b AND DEFINED calls_${a}_${b} AND DEFINED calls_${b}_${a})
      set(pair "${a}<->${b}")
      list(APPEND seen ${pair})
      if(NOT pair IN_LIST SELFPROF_CALL_CIRCLE_EXCEPTIONS)
        list(REMOVE_DUPLICATES calls_${a}_${b})
        list(REMOVE_DUPLICATES calls_${b}_${a})
        string(REPLACE ";" ", " ab "${calls_${a}_${b}}")
        string(REPLACE ";" ", " ba "${calls_${b}_${a}}")
        string(APPEND circles "  ${a} uses ${b} (${ab}), and ${b} uses ${a} (${ba})\n")
      endif()
    endif()
  endforeach()
endforeach()
foreach(pair ${SELFPROF_CALL_CIRCLE_EXCEPTIONS})
  if(NOT pair IN_LIST seen)
    string(APPEND circles "  ${pair} is listed as an exception but is no circle any more: "
      "take it off SELFPROF_CALL_CIRCLE_EXCEPTIONS\n")
  endif()
endforeach()
if(circles)
  message(FATAL_ERROR "layering/calls: files of lib/ that call each other (make the calls go "
    "one way; docs/architecture.md, cmake/check_calls.cmake):\n${circles}")
endif()
list(LENGTH files n)
message(STATUS "layering/calls: ${n} files of lib/, no call circle")
