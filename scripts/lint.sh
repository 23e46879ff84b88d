#!/bin/sh
# `make lint`: cppcheck and clang-tidy over lib/, tools/ and import/. Exit 0 only
# when both are clean. Usage: lint.sh [BUILD_DIR] (for compile_commands.json,
# which CMake writes: CMAKE_EXPORT_COMPILE_COMMANDS).
#   cppcheck: --enable=warning,performance,portability; the suppressions,
#     each with its reason, are in .cppcheck-suppressions.
#   clang-tidy: the checks and why are in .clang-tidy; warnings are errors.
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
jobs=${JOBS:-$(nproc)}
status=0

command -v cppcheck >/dev/null || { echo "lint: cppcheck is not installed" >&2; exit 1; }
command -v clang-tidy >/dev/null || { echo "lint: clang-tidy is not installed" >&2; exit 1; }
[ -f "$build/compile_commands.json" ] ||
    { echo "lint: no $build/compile_commands.json (run cmake first: make configure)" >&2; exit 1; }

echo "lint: cppcheck"
cppcheck --enable=warning,performance,portability --std=c11 --quiet --error-exitcode=1 \
    --inline-suppr --suppressions-list=.cppcheck-suppressions \
    -D_GNU_SOURCE -DSELFPROF_BUILDING -Iinclude -I"$build/include" -Ilib -Itools -Iimport lib tools import || status=1

echo "lint: clang-tidy"
files=$(find lib tools import -name '*.c' | sort)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# shellcheck disable=SC2086 # $files: one path per word, none with blanks
printf '%s\n' $files | xargs -P "$jobs" -n 4 sh -c '
    for f; do
        clang-tidy -p "'"$build"'" --quiet "$f" || echo "clang-tidy failed: $f"
    done' sh >"$log" 2>&1 || true
if grep -E "(warning|error):|clang-tidy failed" "$log" >/dev/null; then
    grep -v -E "^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$|^Suppressed [0-9]+ warnings|^Use -header-filter|^Error while processing" "$log" >&2
    status=1
fi
[ $status -eq 0 ] && echo "lint: clean"
exit $status
