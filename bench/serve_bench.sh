#!/bin/sh
# serve_bench.sh BUILD_DIR [SECONDS] — latency of selfprof-perf serve under
# load (issue 11's goal: p99 <= 20 ms for compare over 300 test cases and
# detail over 3,000 rows, 0 errors): perf_report_bench builds its database
# (32 artifacts, 300 test cases with 30 artifacts of history, a 3,000-label
# self-profile on A and B), the server runs on it with its default worker
# threads, and wrk drives each endpoint with 16 connections
# (SERVE_BENCH_CONNS) for SECONDS (default 20) on loopback, asking for gzip
# as a browser does, after a 1 s warm-up. serve takes at most 32
# connections from one client address and closes the others at once
# (perf/serve/server.c PER_CLIENT_LIMIT); wrk's all come from 127.0.0.1.
# With 64, half were refused (socket errors); with 32, 0.1% were, as wrk
# reconnects before serve has counted the answered connection out; with
# 16, none.
#
# SERVE_BENCH_BASELINE=PROGRAM also starts that selfprof-perf (an older
# build, say) on the same database and measures it right before this one on
# every endpoint, its lines named base_...: a side-by-side comparison in
# one run on a machine whose load changes (compare the ratios).
# SERVE_BENCH_ARGS adds options to both servers' command lines (--threads 8).
#
# Prints `NAME VALUE UNIT` lines: the load average before and after; per
# endpoint p50, p99, requests/s, socket errors (connect, read, write,
# timeout) and answers that were not 2xx or 3xx. Runs only on this
# machine's loopback and stops by itself.
set -eu
build=${1:-build}
secs=${2:-20}
conns=${SERVE_BENCH_CONNS:-16} # half serve's limit per client address
command -v wrk >/dev/null || { echo "serve_bench: wrk not found (apt-get install wrk)" >&2; exit 1; }
# shellcheck source=bench/lib/serve_db.sh
. "$(dirname "$0")/lib/serve_db.sh"
serve_db_make serve_bench "$build"

start() { # start PROGRAM TAG: sets url_TAG
    # shellcheck disable=SC2086 # SERVE_BENCH_ARGS is a list of options
    serve_db_start "$1" "$2" --web "$build/perf/web" ${SERVE_BENCH_ARGS:-}
    eval "url_$2=\$url"
}
start "$build/selfprof-perf" new
tags=new
if [ -n "${SERVE_BENCH_BASELINE:-}" ]; then
    start "$SERVE_BENCH_BASELINE" base
    tags="base new"
fi

loadavg() { echo "serve_loadavg_$1 $(cut -d' ' -f1 /proc/loadavg) load"; }

# wrk's --latency percentiles in ms, its rate and its errors
measure() { # measure NAME URL
    curl -sf -o /dev/null "$2" || { echo "serve_bench: $2 fails" >&2; exit 1; }
    # warm-up: every worker thread's first request empties the answer
    # cache (see perf/serve/cache.h); measured is the steady state
    wrk -t 2 -c "$conns" -d 1s -H 'Accept-Encoding: gzip' "$2" >/dev/null 2>&1
    wrk -t 2 -c "$conns" -d "${secs}s" --latency -H 'Accept-Encoding: gzip' "$2" >"$work/wrk" 2>&1
    awk -v n="$1" '
        function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
        $1 == "50.000%" || $1 == "50%" { p50 = ms($2) }
        $1 == "99.000%" || $1 == "99%" { p99 = ms($2) }
        /Requests\/sec/ { rps = $2 }
        /Non-2xx or 3xx responses/ { bad += $5 }
        /Socket errors/ { gsub(",", ""); err += $4 + $6 + $8 + $10 }
        END {
            printf "serve_%s_p50 %.2f ms\nserve_%s_p99 %.2f ms\nserve_%s_rate %.0f requests/s\n", n, p50, n, p99, n, rps
            printf "serve_%s_errors %d errors\nserve_%s_non2xx %d responses\n", n, err + 0, n, bad + 0
        }' "$work/wrk"
}
run() { # run NAME PATH
    u=
    for t in $tags; do
        eval "u=\$url_$t"
        if [ "$t" = base ]; then measure "base_$1" "$u$2"; else measure "$1" "$u$2"; fi
    done
}
loadavg start
run compare_300 "/api/compare?a=A&b=B"
run detail_3000 "/api/detail?a=A&b=B&benchmark=bench00&profile=check&scenario=full"
run static "/compare.html"
loadavg end
