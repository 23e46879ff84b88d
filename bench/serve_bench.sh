#!/bin/sh
# serve_bench.sh BUILD_DIR [SECONDS] — latency of selfprof-perf serve under
# load (issue 11's goal: p99 <= 20 ms for compare over 300 test cases and
# detail over 3,000 rows, 0 errors): perf_report_bench builds its database
# (32 artifacts, 300 test cases with 30 artifacts of history, a 3,000-label
# self-profile on A and B), the server runs on it with its default 4
# worker threads, and wrk drives each endpoint with 64 connections for
# SECONDS (default 20) on loopback, asking for gzip as a browser does,
# after a 1 s warm-up.
# Prints `NAME VALUE UNIT` lines: p50, p99, requests/s and errors (non-2xx
# answers plus socket errors) per endpoint. Runs only on this machine's
# loopback and stops by itself.
set -eu
build=${1:-build}
secs=${2:-20}
command -v wrk >/dev/null || { echo "serve_bench: wrk not found (apt-get install wrk)" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/serve-bench.XXXXXX")
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work" "${db:-}" "${db%/*}"' EXIT
PERF_REPORT_BENCH_KEEP=1 "$build/bench/perf_report_bench" --runs 1 >/dev/null 2>"$work/keep"
db=$(sed -n 's/.*kept \(.*\)$/\1/p' "$work/keep")
[ -f "$db" ] || { echo "serve_bench: perf_report_bench kept no database" >&2; cat "$work/keep" >&2; exit 1; }
"$build/selfprof-perf" serve --listen 127.0.0.1:0 --db "sqlite:$db" >"$work/out" 2>"$work/err" &
server=$!
url=
for _ in $(seq 100); do
    url=$(sed -n 's|.*listening on \(http://[^/]*\)/.*|\1|p' "$work/out")
    [ -n "$url" ] && break
    sleep 0.1
done
[ -n "$url" ] || { echo "serve_bench: the server did not start" >&2; cat "$work/err" >&2; exit 1; }

# wrk's --latency percentiles in ms, its rate and its errors
run() { # run NAME PATH
    curl -sf -o /dev/null "$url$2" || { echo "serve_bench: $2 fails" >&2; exit 1; }
    # warm-up: every worker thread's first request empties the answer
    # cache (see perf/serve/cache.h); measured is the steady state
    wrk -t 2 -c 64 -d 1s -H 'Accept-Encoding: gzip' "$url$2" >/dev/null 2>&1
    wrk -t 2 -c 64 -d "${secs}s" --latency -H 'Accept-Encoding: gzip' "$url$2" >"$work/wrk" 2>&1
    awk -v n="$1" '
        function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
        $1 == "50.000%" || $1 == "50%" { p50 = ms($2) }
        $1 == "99.000%" || $1 == "99%" { p99 = ms($2) }
        /Requests\/sec/ { rps = $2 }
        /Non-2xx or 3xx responses/ { err += $5 }
        /Socket errors/ { gsub(",", ""); err += $4 + $6 + $8 + $10 }
        END {
            printf "serve_%s_p50 %.2f ms\nserve_%s_p99 %.2f ms\nserve_%s_rate %.0f requests/s\nserve_%s_errors %d errors\n", n, p50, n, p99, n, rps, n, err + 0
        }' "$work/wrk"
}
run compare_300 "/api/compare?a=A&b=B"
run detail_3000 "/api/detail?a=A&b=B&benchmark=bench00&profile=check&scenario=full"
run static "/compare.html"
