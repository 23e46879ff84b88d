#!/bin/sh
# serve_render_bench.sh BUILD_DIR [RUNS [WEB_DIR...]] — time until the
# detailed page of 3,000 rows has rendered in Chromium (issue 11's goal:
# 300 ms): perf_report_bench builds its database (a 3,000-label
# self-profile on A and B), `selfprof-perf serve` serves it, and
# serve_render.mjs (playwright-core from scripts/npm-deps.sh, Debian's
# chromium) loads /detail.html RUNS times (default 11) after a warm-up.
# With WEB_DIRs (copies of build/perf/web, e.g. before and after a change)
# one server per directory runs on the same database and the loads
# alternate between them, so the figures compare side by side; the lines
# are then named detail_3000_1, _2, ... in the order given.
# Prints `NAME VALUE UNIT` lines. Runs on loopback only, stops by itself.
set -eu
build=${1:-build}
runs=${2:-11}
if [ $# -ge 2 ]; then shift 2; else shift $#; fi
here=$(cd "$(dirname "$0")/.." && pwd)
command -v node >/dev/null || { echo "serve_render_bench: node not found" >&2; exit 1; }
npm_dir=$(sh "$here/scripts/npm-deps.sh")
work=$(mktemp -d "${TMPDIR:-/tmp}/serve-render.XXXXXX")
servers=
# shellcheck disable=SC2154 # s is the trap's loop variable
trap 'for s in $servers; do kill "$s" 2>/dev/null; done; rm -rf "$work" "${db:-}" "${db%/*}"' EXIT
PERF_REPORT_BENCH_KEEP=1 "$build/bench/perf_report_bench" --runs 1 >/dev/null 2>"$work/keep"
db=$(sed -n 's/.*kept \(.*\)$/\1/p' "$work/keep")
[ -f "$db" ] || { echo "serve_render_bench: perf_report_bench kept no database" >&2; cat "$work/keep" >&2; exit 1; }
page='/detail.html?a=A&b=B&benchmark=bench00&profile=check&scenario=full'
start() { # start N [WEB_DIR]: sets url to the server's (not in a subshell:
    # the exit trap kills $servers)
    out=$work/out$1
    "$build/selfprof-perf" serve --listen 127.0.0.1:0 --db "sqlite:$db" ${2:+--web "$2"} >"$out" 2>"$work/err$1" &
    servers="$servers $!"
    for _ in $(seq 100); do
        url=$(sed -n 's|.*listening on \(http://[^/]*\)/.*|\1|p' "$out")
        [ -n "$url" ] && return
        sleep 0.1
    done
    echo "serve_render_bench: the server did not start" >&2
    cat "$work/err$1" >&2
    exit 1
}
targets=
if [ $# -eq 0 ]; then
    start 0
    targets="detail_3000=$url$page"
else
    n=0
    for dir in "$@"; do
        n=$((n + 1))
        start $n "$dir"
        targets="$targets detail_3000_$n=$url$page"
    done
fi
# shellcheck disable=SC2086 # one argument per target
node "$here/bench/serve_render.mjs" "$npm_dir" "$runs" $targets
