# serve.sh — sourced by the dashboard server's tests (tests/perf/serve_*.sh)
# after engine.sh's perf_test_db.
#
# serve_fixture: fills $DB with two artifacts r1 (2026-01-01) and r2
# (2026-02-01, parent r1) of the real rustc 1.95, five test cases over two
# benchmarks whose self-profiles are real rustc 1.95 profiles (imported
# with `selfprof-perf import`, so every query row is rustc's), and for
# each test case 5 clean iterations plus the self-profiled one of
# wall-time, cpu-time and max-rss (inserted in SQL until the collector
# writes them; values differ per test case so sorting and significance
# have something to order; max-rss has a test case too noisy to judge and
# one with too few runs); each check test case has two further
# self-profiled runs (in its query_block), so its detail judges queries
# by noise.
#
# serve_start [ARGS...]: starts `selfprof-perf serve --listen 127.0.0.1:0
# ARGS` in the background; sets URL (http://127.0.0.1:PORT) and SERVER.
# serve_stop [SIGNAL]: SIGTERM (or SIGNAL), then checks it exited 0
# within 10 s.
serve_fixture() {
    P=$SELFPROF_PERF
    d=$TESTDATA/rustc-1.95
    rustc=$(sh "$SRCDIR/scripts/find-rustc.sh")
    "$P" init >/dev/null
    "$P" artifact add r1 --rustc "$rustc" --date 2026-01-01T00:00:00Z >/dev/null
    "$P" artifact add r2 --rustc "$rustc" --date 2026-02-01T00:00:00Z --parent r1 >/dev/null
    # artifact benchmark profile scenario file...
    while read -r a b pr sc f; do
        "$P" import "$a" "$b" "$pr" "$sc" "$d/$f" >/dev/null
    done <<EOT
r1 tiny check full plain.mm_profdata
r2 tiny check full threads2.mm_profdata
r1 tiny debug full threads2.mm_profdata
r2 tiny debug full plain.mm_profdata
r1 tiny check incr-full all-incr.mm_profdata
r2 tiny check incr-full all-incr.mm_profdata
r1 nocore check full all-incr.mm_profdata
r2 nocore check full plain.mm_profdata
r1 nocore opt full threads2.mm_profdata
r2 nocore opt full threads2.mm_profdata
EOT
    # two further self-profiled runs of each check test case: each
    # query's self time within +-0.8% of the imported run's, so the
    # detail judges every row against its noise (the debug and opt test
    # cases keep one run a side: noise unknown)
    "$QUEUE_DRIVER" further "$DB" >/dev/null
    "$QUEUE_DRIVER" sql "$DB" "INSERT INTO metric (name, unit) SELECT v.column1, v.column2 FROM
        (VALUES ('wall-time', 's'), ('cpu-time', 's'), ('max-rss', 'KiB')) v
        WHERE NOT EXISTS (SELECT 1 FROM metric m WHERE m.name = v.column1)" >/dev/null
    # value = base x (1 + change on r2) x (1 + 0.001 x iteration); the
    # self-profiled iteration 0 is 10% slower
    values=$(awk -v q="'" 'BEGIN {
        n = split("tiny check full 0.50 0.08|tiny debug full 0.70 -0.05|tiny check incr-full 0.40 0.0005|nocore check full 0.20 0.30|nocore opt full 0.30 -0.20", tc, "|")
        split("wall-time cpu-time max-rss", ms, " ")
        sep = ""
        for (k = 1; k <= n; k++) {
            split(tc[k], f, " ")
            for (a = 1; a <= 2; a++) for (m = 1; m <= 3; m++) for (i = 0; i <= 5; i++) {
                v = f[4] * (a == 2 ? 1 + f[5] : 1) * (m == 3 ? 200000 : m == 2 ? 0.9 : 1)
                v = i == 0 ? v * 1.1 : v * (1 + 0.001 * i)
                # max-rss: tiny debug full spread +-20% (too noisy to
                # judge), nocore check full 3 clean iterations (too few)
                if (m == 3 && k == 2 && i) v = v * (1 + 0.1 * ((i * 3 + a) % 5 - 2))
                if (m == 3 && k == 4 && i > 3) continue
                printf "%s(%sr%d%s, %s%s%s, %s%s%s, %s%s%s, %s%s%s, %d, %d, %.6f)", sep, q, a, q, q, f[1], q, q, f[2], q, q, f[3], q, q, ms[m], q, i, i == 0, v
                sep = ", "
            }
        }
    }')
    "$QUEUE_DRIVER" sql "$DB" "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario,
        metric_id, iteration, self_profiled, value)
        SELECT a.id, b.id, v.column3, v.column4, m.id, v.column6, v.column7, v.column8
        FROM (VALUES $values) v JOIN artifact a ON a.name = v.column1
        JOIN benchmark b ON b.name = v.column2 JOIN metric m ON m.name = v.column5" >/dev/null
}

serve_start() {
    # Created here: the background shell's redirection may come after the
    # first read below (a missing file failed the read under set -e).
    : >"$work/serve.out"
    "$SELFPROF_PERF" serve --listen 127.0.0.1:0 "$@" >"$work/serve.out" 2>"$work/serve.err" &
    SERVER=$!
    URL=
    for _ in $(seq 300); do # 30 s: a loaded machine starts slowly
        URL=$(sed -n 's|.*listening on \(http://[^/]*\)/.*|\1|p' "$work/serve.out")
        [ -n "$URL" ] && break
        kill -0 "$SERVER" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$URL" ]; then
        echo "FAIL: selfprof-perf serve did not start:"
        cat "$work/serve.err"
        exit 1
    fi
}

serve_stop() {
    kill -"${1:-TERM}" "$SERVER"
    st=0
    for _ in $(seq 100); do
        kill -0 "$SERVER" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$SERVER" 2>/dev/null; then
        echo "FAIL: selfprof-perf serve still running 10 s after SIG${1:-TERM}"
        kill -KILL "$SERVER"
        wait "$SERVER" 2>/dev/null
        SERVER=
        return 1
    fi
    wait "$SERVER" || st=$?
    SERVER= # stopped: nothing left for the exit cleanup (engine.sh)
    [ "$st" -eq 0 ] || { echo "FAIL: serve exited $st after SIG${1:-TERM}"; cat "$work/serve.err"; return 1; }
}
