#!/bin/sh
# `make lint`: cppcheck and clang-tidy over the C (and the GCC plugin's C++)
# of lib/, tools/, import/, plugins/, perf/ and support/, ESLint over perf/web/*.js,
# and clang-format --dry-run over the directories that follow .clang-format
# (scripts/format.sh check). Exit 0 only when all are clean. Usage:
# lint.sh [BUILD_DIR] (for compile_commands.json, which CMake writes:
# CMAKE_EXPORT_COMPILE_COMMANDS).
#   cppcheck: --enable=warning,performance,portability; the suppressions,
#     each with its reason, are in .cppcheck-suppressions or on the line.
#     _Noreturn is given to it as the attribute it knows: else it takes
#     cli_out_of_memory() for a function that returns. One process (no -j):
#     its checks across files (ctu*) need the whole program at once.
#   clang-tidy: the checks and why are in .clang-tidy; warnings are errors.
#     The header filter is this tree's directories by absolute path, so that
#     the GCC plugin headers under /usr/lib/gcc/ are not checked as ours.
#   ESLint: perf/web/eslint.config.cjs; ESLint itself comes from the npm
#     cache of scripts/npm-deps.sh (perf/web/package.json's devDependencies).
# perf/benchmarks/ is left out: benchmark inputs, some of them third-party
# (stb, xxhash), compiled by the measured compilers, not part of ours.
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
build=${1:-build}
jobs=${JOBS:-$(nproc)}
status=0

command -v cppcheck >/dev/null || { echo "lint: cppcheck is not installed" >&2; exit 1; }
command -v clang-tidy >/dev/null || { echo "lint: clang-tidy is not installed" >&2; exit 1; }
[ -f "$build/compile_commands.json" ] ||
    { echo "lint: no $build/compile_commands.json (run cmake first: make configure)" >&2; exit 1; }
dirs="lib tools import plugins perf support"

echo "lint: cppcheck"
# shellcheck disable=SC2086 # $dirs: one directory per word
cppcheck --enable=warning,performance,portability --std=c11 --quiet --error-exitcode=1 \
    --inline-suppr --suppressions-list=.cppcheck-suppressions \
    -D_GNU_SOURCE -DSELFPROF_BUILDING '-D_Noreturn=__attribute__((noreturn))' \
    -Iinclude -I"$build/include" -Ilib -Itools -Iimport -I. -i perf/benchmarks $dirs || status=1

echo "lint: clang-tidy"
# shellcheck disable=SC2086
files=$(find $dirs \( -name '*.c' -o -name '*.cc' \) -not -path 'perf/benchmarks/*' | sort)
filter="^$(printf '%s' "$root" | sed 's/[].[^$*+?(){}|\\]/\\&/g')/(lib|tools|include|import|plugins|perf|support)/"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# shellcheck disable=SC2086 # $files: one path per word, none with blanks
printf '%s\n' $files | xargs -P "$jobs" -n 2 sh -c '
    build=$1 filter=$2
    shift 2
    for f; do
        clang-tidy -p "$build" --quiet --header-filter="$filter" "$f" ||
            echo "clang-tidy failed: $f"
    done' sh "$build" "$filter" >"$log" 2>&1 || true
if grep -E "(warning|error):|clang-tidy failed" "$log" >/dev/null; then
    grep -v -E "^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.$|^Suppressed [0-9]+ warnings|^Use -header-filter|^Error while processing" "$log" >&2
    status=1
fi

echo "lint: eslint"
if npm_dir=$(sh scripts/npm-deps.sh); then
    (cd perf/web && NODE_PATH="$npm_dir/node_modules" "$npm_dir/node_modules/.bin/eslint" \
        --max-warnings 0 -c eslint.config.cjs ./*.js) || status=1
else
    echo "lint: ESLint could not be installed (scripts/npm-deps.sh)" >&2
    status=1
fi

echo "lint: clang-format"
sh scripts/format.sh check || status=1

[ $status -eq 0 ] && echo "lint: clean"
exit $status
