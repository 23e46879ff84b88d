#!/bin/sh
# `make format` and `make format-check`: clang-format (.clang-format) over
# the C and C++ sources of the directories that follow it.
# Usage: format.sh fix|check [DIR...]
#   fix    rewrites the files in place
#   check  changes nothing; lists every file clang-format would change and
#          exits 1 if there is one (`make lint` runs this)
# DIRs default to FORMATTED below: every directory of C sources. A
# reformatting commit is listed in .git-blame-ignore-revs.
set -eu
cd "$(dirname "$0")/.."
FORMATTED="plugins lib tools import include support perf tests bench examples"
mode=${1:-}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- $FORMATTED
command -v clang-format >/dev/null || { echo "format: clang-format is not installed" >&2; exit 1; }
files=$(find "$@" \( -name '*.c' -o -name '*.h' -o -name '*.cc' \) -not -path 'perf/benchmarks/*' | sort)
case $mode in
fix)
    # shellcheck disable=SC2086 # $files: one path per word, none with blanks
    [ -z "$files" ] || clang-format -i $files ;;
check)
    bad=0
    for f in $files; do
        if ! clang-format --dry-run --Werror "$f" 2>/dev/null; then
            echo "format: $f differs from .clang-format (make format)" >&2
            bad=1
        fi
    done
    exit $bad ;;
*)
    echo "usage: format.sh fix|check [DIR...]" >&2
    exit 2 ;;
esac
