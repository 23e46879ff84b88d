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
# shellcheck source=bench/lib/serve_db.sh
. "$here/bench/lib/serve_db.sh"
serve_db_make serve_render_bench "$build"
page='/detail.html?a=A&b=B&benchmark=bench00&profile=check&scenario=full'
targets=
if [ $# -eq 0 ]; then
    serve_db_start "$build/selfprof-perf" 0
    targets="detail_3000=$url$page"
else
    n=0
    for dir in "$@"; do
        n=$((n + 1))
        serve_db_start "$build/selfprof-perf" $n --web "$dir"
        targets="$targets detail_3000_$n=$url$page"
    done
fi
# shellcheck disable=SC2086 # one argument per target
node "$here/bench/serve_render.mjs" "$npm_dir" "$runs" $targets
