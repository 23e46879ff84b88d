#!/bin/sh
# scale_bench.sh BUILD_DIR [ARTIFACTS] — what the dashboard's pages cost
# with a long history (issue 27's goal, at 10,000 artifacts: every
# endpoint's cold request <= 50 ms, warm p99 <= 20 ms). perf_scale_gen
# writes ARTIFACTS (default 1,000) artifacts of synthetic history into a
# new SQLite database (300 test cases, 3,600 samples and 150 jobs per
# artifact, 400 labels, self-profiles of 10 test cases on every artifact
# up to 1,000 artifacts, above that on the newest 30 and every 10th; see
# bench/perf_scale_gen.c), `selfprof-perf
# serve` runs on it, and each endpoint is asked ROUNDS times (default 20):
#
#   cold: right after a commit by another connection that empties the
#         server's answer cache (what the first visitor after a collector
#         stored results of the artifact shown waits for; other answers
#         stay cached across such a commit);
#   warm: again without a commit (the answer cache, for the endpoints it
#         keeps).
#
# Prints `NAME VALUE UNIT` lines: scale_ENDPOINT_{cold,warm}_{p50,p99} in
# ms (p99 of 20 rounds is their maximum; fewer rounds when an endpoint
# has used up BUDGET seconds, default 30, its _rounds line says how many),
# the answer's size, the database size, and the time the generation took.
# A request that takes more than MAX_TIME seconds (default 60) gives a
# line ENDPOINT_timeout instead, and the next endpoint is measured.
#
# SCALE_BENCH_PG=1 does the same on PostgreSQL: a throwaway server of its
# own (tests/pg/pg_server.sh, loopback), lines scale_pg_...; cold and
# warm as on SQLite (the answer cache works on both engines since schema
# migration 9). (Its generator writes about 5 artifacts a second there:
# 10,000 in half an hour.)
#
# SCALE_BENCH_BASELINE=PROGRAM (an older selfprof-perf, e.g. built from
# main before issue 27) generates the database at schema version
# SCALE_BENCH_BASELINE_SCHEMA (default 2), measures PROGRAM on it first
# (lines base_scale_...), then migrates it with this build's `init` (line
# scale_migrate_time) and measures this build: before and after on the
# same rows; with SCALE_BENCH_PG=1 too (lines base_scale_pg_...; give the
# schema version PROGRAM knows, e.g. 6 for main before migration 7).
# Needs curl and sqlite3; runs on loopback only and removes its database
# at exit.
#
# DETAIL_A and DETAIL_B name the detail's artifacts (default the newest
# two, which perf_scale_gen self-profiles; a history whose writing was
# stopped half-way has self-profiles on every 10th artifact only).
#
# SCALE_BENCH_DB=URL measures a database perf_scale_gen already wrote with
# ARTIFACTS artifacts (a 10,000-artifact history takes most of an hour to
# write on PostgreSQL: write it once, e.g. with an older build, and measure
# later builds on it). This build's `init` first migrates it (line
# PREFIXmigrate_time); it is neither written nor removed otherwise. Lines
# scale_pg_... for a postgres:// URL.
set -eu
build=${1:-build}
n=${2:-1000}
rounds=${ROUNDS:-20}
max=${MAX_TIME:-60} # seconds a request may take
command -v curl >/dev/null || { echo "scale_bench: curl not found" >&2; exit 1; }
command -v sqlite3 >/dev/null || { echo "scale_bench: sqlite3 not found" >&2; exit 1; }
# serve_db.sh: serve_db_start, and at exit every server in $servers
# killed and $work removed (with $db in it)
# shellcheck source=bench/lib/serve_db.sh
. "$(dirname "$0")/lib/serve_db.sh"
serve_db_name=scale_bench
work=$(mktemp -d "${TMPDIR:-/tmp}/scale_bench.XXXXXX")
db=$work/db
here=$(cd "$(dirname "$0")/.." && pwd)
pg=${SCALE_BENCH_PG:-}
cleanup() {
    serve_db_cleanup
    [ "$pg" != 1 ] || sh "$here/tests/pg/pg_server.sh" stop "$work.pg" >/dev/null 2>&1 || true
}
trap cleanup EXIT
dburl=sqlite:$db
prefix=scale_
given=${SCALE_BENCH_DB:-}
if [ -n "$given" ]; then
    [ -z "$pg" ] && [ -z "${SCALE_BENCH_BASELINE:-}" ] ||
        { echo "scale_bench: SCALE_BENCH_DB goes alone" >&2; exit 2; }
    dburl=$given
    serve_db_url=$dburl
    case $dburl in
    postgres://* | postgresql://*) pg=given prefix=scale_pg_ ;;
    sqlite:*) ;;
    *) echo "scale_bench: SCALE_BENCH_DB: not a database URL" >&2; exit 2 ;;
    esac
    db=$work/none/none # the cleanup removes $db's directory: not a given one's
elif [ -n "$pg" ]; then
    sh "$here/tests/pg/pg_server.sh" start "$work.pg" >/dev/null
    dburl=$(cat "$work.pg/url")
    serve_db_url=$dburl
    prefix=scale_pg_
fi

schema=
[ -n "${SCALE_BENCH_BASELINE:-}" ] && schema="--schema ${SCALE_BENCH_BASELINE_SCHEMA:-2}"
if [ -n "$given" ]; then
    t0=$(date +%s.%N)
    "$build/selfprof-perf" init --db "$dburl" >/dev/null
    awk -v a="$t0" -v b="$(date +%s.%N)" -v p="$prefix" 'BEGIN { printf "%smigrate_time %.1f s\n", p, b - a }'
else
    # every artifact self-profiled at the smaller sizes (issue 27's bench),
    # the newest 30 and every 10th above 1,000
    sp=30
    [ "$n" -gt 1000 ] || sp=$n
    # shellcheck disable=SC2086 # $schema is an option and its value, or nothing
    "$build/bench/perf_scale_gen" --db "$dburl" --artifacts "$n" --self-profiled "$sp" $schema
fi

start() { # start PROGRAM TAG: sets $server and $url
    serve_db_start "$1" "$2" --web "$build/perf/web"
    server=${servers##* }
}
# SIGTERM lets a server finish its requests; an older one may still be
# computing a status of minutes: SIGKILL after 5 s
stop() {
    kill "$server" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=
    servers= # one at a time: nothing left for serve_db_cleanup to kill
}

# a commit after which the server's answer cache keeps nothing: in an
# older program any commit emptied it (PRAGMA data_version), a heartbeat
# too; this one drops only what the commit touched (the change log,
# perf/store/change_log.h), so the commit also notes 'all' (what a new
# metric notes) where the schema has the log
commit() {
    if [ -n "$pg" ]; then
        psql -q "$dburl" -c "UPDATE collector SET last_heartbeat = last_heartbeat + 1 WHERE name = 'c1'" \
            -c "INSERT INTO change_log (kind) VALUES ('all')" >/dev/null
        return
    fi
    sqlite3 "${dburl#sqlite:}" "UPDATE collector SET last_heartbeat = last_heartbeat + 1 WHERE name = 'c1'"
    if [ -n "$(sqlite3 "${dburl#sqlite:}" "SELECT 1 FROM sqlite_master WHERE name = 'change_log'")" ]; then
        sqlite3 "${dburl#sqlite:}" "INSERT INTO change_log (kind) VALUES ('all')"
    fi
}

# p50 and p99 (nearest rank) in ms of the seconds in file $1
pct() { # pct FILE NAME
    sort -n "$1" | awk -v n="$2" '{ v[NR] = $1 * 1000 }
        END { i50 = int((NR + 1) / 2); i99 = int(NR * 0.99 + 0.999); if (i99 > NR) i99 = NR
              printf "%s_p50 %.1f ms\n%s_p99 %.1f ms\n", n, v[i50], n, v[i99] }'
}

measure() { # measure PREFIX NAME PATH
    : >"$work/cold"
    : >"$work/warm"
    code=$(curl -s -m "$max" -o "$work/body" -w '%{http_code}' "$url$3") || true
    if [ "$code" = 000 ]; then # an older program may take minutes: say so, go on
        echo "$1$2_timeout $max s"
        return
    fi
    [ "$code" = 200 ] || { echo "scale_bench: $3 answers $code: $(head -c 300 "$work/body")" >&2; exit 1; }
    echo "$1$2_bytes $(wc -c <"$work/body") bytes"
    # at most BUDGET seconds (default 30) per endpoint: an older program
    # can take seconds per request at 10,000 artifacts; the lines say how
    # many rounds were done
    start=$(date +%s)
    done_rounds=0
    for _ in $(seq "$rounds"); do
        commit
        curl -s -m "$max" -o /dev/null -w '%{time_total}\n' "$url$3" >>"$work/cold" || true
        curl -s -m "$max" -o /dev/null -w '%{time_total}\n' "$url$3" >>"$work/warm" || true
        done_rounds=$((done_rounds + 1))
        [ $(($(date +%s) - start)) -lt "${BUDGET:-30}" ] || break
    done
    echo "$1$2_rounds $done_rounds rounds"
    pct "$work/cold" "$1$2_cold"
    pct "$work/warm" "$1$2_warm"
}

run_all() { # run_all PREFIX
    last=$(printf 'a%05d' $((n - 1)))
    prev=$(printf 'a%05d' $((n - 2)))
    tc="benchmark=bench00&profile=check&scenario=full"
    measure "$1" compare "/api/compare?a=$prev&b=$last"
    measure "$1" detail "/api/detail?a=${DETAIL_A:-$prev}&b=${DETAIL_B:-$last}&$tc"
    measure "$1" history "/api/history?benchmark=bench00&metric=wall-time"
    measure "$1" query_history "/api/query-history?$tc&label=query_123"
    measure "$1" artifacts "/api/artifacts"
    measure "$1" benchmarks "/api/benchmarks"
    measure "$1" status "/api/status"
}

if [ -n "${SCALE_BENCH_BASELINE:-}" ]; then
    start "$SCALE_BENCH_BASELINE" base
    run_all "base_$prefix"
    stop
    t0=$(date +%s.%N)
    "$build/selfprof-perf" init --db "$dburl" >/dev/null
    awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "scale_migrate_time %.1f s\n", b - a }'
fi
if [ -n "$pg" ]; then
    echo "${prefix}db_size $(psql -At "$dburl" -c "SELECT pg_database_size(current_database()) / 1024") KiB"
else
    echo "${prefix}db_size $(du -k "${dburl#sqlite:}" | cut -f1) KiB"
fi
start "$build/selfprof-perf" new
run_all "$prefix"
# the whole history, thinned to at most 500 points (new in issue 27)
measure "$prefix" history_all "/api/history?benchmark=bench00&metric=wall-time&from=2000"
# and a query's, 500 blocks read and decoded (issue 27's compact layout)
measure "$prefix" query_history_all \
    "/api/query-history?benchmark=bench00&profile=check&scenario=full&label=query_123&from=2000"
stop
