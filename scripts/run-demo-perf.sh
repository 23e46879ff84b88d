#!/bin/sh
# The dashboard part of `make run`: two real compiler builds (Debian's rustc
# 1.63 with its cargo, and rustc 1.95) measured on one small benchmark of
# the shipped suite with self-profiling, stored in a fresh SQLite database,
# compared benchmark by benchmark and then query by query; then serves the
# web dashboard on that database until Ctrl-C (SERVE=0: print the command
# instead). PORT picks the port (default 8080; 0 or a busy port: any free one).
# Usage: [SERVE=0] [PORT=N] scripts/run-demo-perf.sh BUILD_DIR
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
benches=itoa,fnv,either
bench=itoa    # the one shown query by query

step() { printf '\n$ %s\n' "$*"; "$@"; }
echo "The dashboard: $("$old" --version) against $("$new" --version) on the"
echo "benchmarks $benches (check profile, full and incremental builds; the two"
echo "compilers side by side, iterations interleaved: up to 15 each, a test case"
echo "stopping once its pairs have decided, plus 3 self-profiled),"
echo "stored in $work/perf.db."
step "$perf" init
step "$perf" artifact add rustc-1.63 --rustc "$old" --cargo /usr/bin/cargo --date 2022-08-11
step "$perf" artifact add rustc-1.95 --rustc "$new" --parent rustc-1.63
step "$perf" queue rustc-1.95 --benchmarks "$benches" --profiles check \
    --scenarios full,incr-unchanged
step "$perf" collect --until-empty --work-dir "$work"
step "$perf" compare rustc-1.63 rustc-1.95
printf '\n$ %s | head -25\n' "$perf detail rustc-1.63 rustc-1.95 $bench check full"
"$perf" detail rustc-1.63 rustc-1.95 "$bench" check full | head -25
port=${PORT:-8080}
serve="$perf serve --db sqlite:$work/perf.db --listen 127.0.0.1:$port"
echo
if [ "${SERVE:-1}" = 0 ]; then
    echo "Database: $work/perf.db. The web dashboard on it:"
    echo "  $serve"
    echo "(then open http://127.0.0.1:$port/)"
    exit 0
fi
echo "The web dashboard on $work/perf.db: open the URL below in a browser"
echo "(compare the two builds, click a benchmark for its queries). Ctrl-C stops it."
echo "\$ $serve"
# serve exits 1 at once when it cannot listen (the port is taken): take any
# free port then, rather than ending the demo on an error.
rc=0
$serve || rc=$?
[ "$rc" -eq 1 ] || exit "$rc"
echo "(serving on a free port instead of $port)"
exec "$perf" serve --db "sqlite:$work/perf.db" --listen 127.0.0.1:0
