#!/bin/sh
# Builds the project again with sanitizers in BUILDDIR/sanitize-NAME and runs
# its tests whose CTest label matches LABELS there. Usage:
#   sanitize.sh SANITIZERS LABELS      e.g. sanitize.sh address,undefined 'unit|cli'
set -eu
sanitizers=$1
labels=$2
src=$(cd "$(dirname "$0")/.." && pwd)
dir=${BUILDDIR:-$src/build}/sanitize-$(echo "$sanitizers" | tr ',' '-')
command -v clang >/dev/null || { echo "sanitize: no clang" >&2; exit 77; }
cmake -S "$src" -B "$dir" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=Debug \
    -DSELFPROF_SANITIZE="$sanitizers" >"$dir.log" 2>&1 || { cat "$dir.log" >&2; exit 1; }
cmake --build "$dir" -j 2 >>"$dir.log" 2>&1 || { tail -n 40 "$dir.log" >&2; exit 1; }
cd "$dir"
UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ASAN_OPTIONS=detect_leaks=1 \
    ctest --output-on-failure -j 2 -L "$labels"
