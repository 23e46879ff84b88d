# check_perf_rooms.cmake — perf/'s rooms use only the rooms below them
# (docs/architecture.md, "Layers", mirrors the floors below). A room is a
# directory of perf/ (perf/main.c, the program's entry, is the room
# "main.c"); it uses another when one of its files includes a file of it
# ("../report/report.h", or "report/report.h" through perf_core's
# include path). What an include cannot show (a function declared by
# hand) is not checked.
#
# Run by the CTest test layering/perf_rooms:
#   cmake -DSRCDIR=... -P check_perf_rooms.cmake
#
# PERF_FLOORS: the floors, lowest first, one string each, the rooms of a
# floor separated by spaces. A room may use the rooms of lower floors
# only: never a room of its own floor (they are siblings) or above. A
# directory of perf/ with C sources that no floor names fails the check,
# so a new room is placed here when it is made; a floor may name a room
# that does not exist (yet).
cmake_minimum_required(VERSION 3.20)

set(PERF_FLOORS
  "block metric profile stats"   # pure: a codec, the metric and profile tables, statistics
  "db suite"                     # the database (its migrations decode blocks); the suite
  "catalog"                      # what the database holds, by name
  "store"                        # what a job stores
  "queue retain"                 # the jobs; the retention policy
  "report run"                   # what is reported; one job's builds
  "changes collect explain sections" # over report/; collect: the collector's loop
  "render"                       # JSON and Markdown of every report
  "serve wrap"                   # the web server; the wrapper programs
  "verbs"                        # one file per verb
  "main.c")                      # the verb table
# Directories of perf/ that are not rooms of the program: the benchmark
# suite's own sources, SQL, unit files and the web pages.
set(PERF_NOT_ROOMS benchmarks schema systemd web)

if(NOT SRCDIR)
  message(FATAL_ERROR "usage: cmake -DSRCDIR=<source dir> -P check_perf_rooms.cmake")
endif()

set(floor 0)
set(known "")
foreach(line ${PERF_FLOORS})
  string(REPLACE " " ";" rooms "${line}")
  foreach(room ${rooms})
    set(floor_${room} ${floor})
    list(APPEND known ${room})
  endforeach()
  math(EXPR floor "${floor} + 1")
endforeach()

file(GLOB entries RELATIVE ${SRCDIR}/perf ${SRCDIR}/perf/*)
set(problems "")
foreach(room ${entries})
  if(room IN_LIST PERF_NOT_ROOMS)
    continue()
  endif()
  if(IS_DIRECTORY ${SRCDIR}/perf/${room})
    file(GLOB_RECURSE files ${SRCDIR}/perf/${room}/*.c ${SRCDIR}/perf/${room}/*.h)
  elseif(room MATCHES "\\.c$")
    set(files ${SRCDIR}/perf/${room})
  else()
    continue()
  endif()
  if(NOT files)
    continue()
  endif()
  if(NOT room IN_LIST known)
    string(APPEND problems "  perf/${room}: a room no floor names (add it to PERF_FLOORS)\n")
    continue()
  endif()
  foreach(f ${files})
    file(RELATIVE_PATH rel ${SRCDIR} ${f})
    file(STRINGS ${f} hits REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(h ${hits})
      # the first directory of the included path, ../ dropped: its room
      if(NOT h MATCHES "\"(\\.\\./)*([A-Za-z0-9_]+)/[^\"]*\"")
        continue() # a file of the same directory
      endif()
      set(used ${CMAKE_MATCH_2})
      if(used STREQUAL room OR NOT used IN_LIST known)
        continue() # itself, or outside perf/ (support/, the public headers)
      endif()
      if(NOT floor_${used} LESS floor_${room})
        string(STRIP "${h}" h)
        string(APPEND problems "  ${rel}: ${h} (${room}/ is on floor ${floor_${room}}, "
          "${used}/ on floor ${floor_${used}})\n")
      endif()
    endforeach()
  endforeach()
endforeach()

if(problems)
  message(FATAL_ERROR "layering/perf_rooms: perf/'s rooms may use only the rooms of lower "
    "floors (cmake/check_perf_rooms.cmake, docs/architecture.md):\n${problems}")
endif()
