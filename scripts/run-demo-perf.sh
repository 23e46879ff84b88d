#!/bin/sh
# The dashboard part of `make run`: two real compiler builds (Debian's rustc
# 1.63 with its cargo, and rustc 1.95) measured on one small benchmark of
# the shipped suite with self-profiling, stored in a fresh SQLite database,
# compared benchmark by benchmark and then query by query. Ends with the
# command that serves the web dashboard on that database.
# Usage: scripts/run-demo-perf.sh BUILD_DIR
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
perf="$build/selfprof-perf"
[ -x "$perf" ] || { echo "run-demo-perf: $perf not built (run 'make')" >&2; exit 1; }
new=$("$here/scripts/find-rustc.sh") || {
    echo "run-demo-perf: needs rustc 1.95 (rustup)" >&2
    exit 1
}
old=/usr/bin/rustc
[ -x "$old" ] && [ -x /usr/bin/cargo ] || {
    echo "run-demo-perf: needs Debian's rustc and cargo (scripts/install-deps.sh installs them)" >&2
    exit 1
}
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-perf-demo.XXXXXX")
SELFPROF_PERF_DB="sqlite:$work/perf.db"
export SELFPROF_PERF_DB
bench=itoa

step() { printf '\n$ %s\n' "$*"; "$@"; }
echo "The dashboard: $("$old" --version) against $("$new" --version) on the"
echo "'$bench' benchmark (check profile, full and incremental builds, 2 iterations"
echo "each plus one self-profiled), stored in $work/perf.db."
step "$perf" init
step "$perf" artifact add rustc-1.63 --rustc "$old" --cargo /usr/bin/cargo --date 2022-08-11
step "$perf" artifact add rustc-1.95 --rustc "$new" --parent rustc-1.63
step "$perf" queue rustc-1.95 --benchmarks "$bench" --profiles check \
    --scenarios full,incr-unchanged --iterations 2
step "$perf" collect --until-empty --work-dir "$work"
step "$perf" compare rustc-1.63 rustc-1.95
printf '\n$ %s | head -25\n' "$perf detail rustc-1.63 rustc-1.95 $bench check full"
"$perf" detail rustc-1.63 rustc-1.95 "$bench" check full | head -25
echo
echo "Database: $work/perf.db. The web dashboard on it:"
echo "  $perf serve --db sqlite:$work/perf.db    (then open http://127.0.0.1:8080/)"
