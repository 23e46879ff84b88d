#!/bin/sh
# The dashboard in a real browser: Debian's chromium driven by
# playwright-core (pinned in perf/web/package-lock.json, installed by
# scripts/npm-deps.sh into its cache) against `selfprof-perf serve` on a
# database of real imported rustc 1.95 self-profiles. The compare page's
# numbers equal `selfprof-perf compare --json` (its relevant changes by
# group too), every column sorts, the filters work; clicking a row opens the detailed view, whose rows equal
# `detail --json`, whose totals line is the sum of the rows in every column,
# whose columns all sort, whose label filter and hide-empty toggle work and
# whose downloads are valid files; the status page shows a real queue
# (queue_driver: a queued job, one running under a collector holding a
# live lease, a failed one with its error text, a done one; a collector
# past its lease, one that exited) as /api/status has it; the detail page's button opens the differential flame graph;
# its sections chart draws detail --json's sections to scale, with each
# side's shares and a sum line; the graphs
# page lists the change points of a history with one step (eight more
# artifacts h01..h08 of nocore opt full, +50% from h05) as /api/changes
# has them, and one opens the comparison of that artifact with its parent;
# the graphs of two same-dated artifacts (a try's) draw every point, in
# the order added, on an axis of the artifacts, "vs oldest" against the
# older; the differential flame graph page (rustc 1.63 -> 1.95) renders
# within 2 s at either width and draws, at A's widths, every frame only
# A has of 1% of A's time or more; an empty comparison says why;
# no console errors on any page. On SQLite and PostgreSQL.
# Screenshots of each page are kept in BUILDDIR/test-artifacts/serve_browser.
# gcc and clang detail pages: with gcc-12, its plugin and clang here, g1
# and g2 hold a real gcc-12 -O2 profile of matrix-c and c1 a real clang
# one: g1 -> g2 shows GCC's sections with their shares and sum
# (-ftime-report's subtotals) and the legend's note on `function`;
# g1 -> c1 says the two compilers' query names differ and shows each
# side's own sections, and no share on either page is above 100% (without
# those compilers, the rustc profile stands in and these checks are left
# out, said so in the log).
# A missing chromium, node or playwright is a failure, not a skip.
set -eu
: "${SELFPROF:?}" "${SELFPROF_PERF:?}" "${TESTDATA:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}" "${BUILDDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/serve.sh"
perf_test_db serve-browser "$1"
command -v node >/dev/null || { echo "FAIL: node not found (scripts/install-deps.sh installs it)"; exit 1; }
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] || { echo "FAIL: no chromium at $CHROMIUM (scripts/install-deps.sh installs it)"; exit 1; }
export CHROMIUM
npm_dir=$(sh "$SRCDIR/scripts/npm-deps.sh") || { echo "FAIL: playwright-core could not be installed"; exit 1; }
[ -f "$npm_dir/node_modules/playwright-core/index.mjs" ] || { echo "FAIL: no playwright-core in $npm_dir"; exit 1; }
shots=$BUILDDIR/test-artifacts/serve_browser/$1
rm -rf "$shots"
mkdir -p "$shots"
cd "$work"
serve_fixture
# the queue: 4 jobs of request #1 (queue_driver setup adds artifact a1 and
# benchmark b1); the collector 'holder' claims job 1 and keeps its lease
# (600 s) until killed; job 3 done, job 4 failed with a two-line error
"$QUEUE_DRIVER" setup "$DB" 4
holder=
"$QUEUE_DRIVER" work "$DB" holder 600 -1 "$TESTDATA/rustc-1.95/plain.mm_profdata" >"$work/holder.out" &
holder=$!
stop_holder() { [ -z "$holder" ] || { kill "$holder" 2>/dev/null; wait "$holder" 2>/dev/null || :; }; holder=; }
trap 'stop_holder; perf_test_cleanup' EXIT
for _ in $(seq 300); do grep -q '^claimed 1$' "$work/holder.out" && break; sleep 0.1; done
grep -q '^claimed 1$' "$work/holder.out" || { echo "FAIL: queue_driver work claimed no job"; exit 1; }
"$QUEUE_DRIVER" sql "$DB" "UPDATE job SET state = 'failed', tries = 3, collector = 'c9', finished_at = 1700000000,
  error = 'rustc exited with status 101
error[E0425]: cannot find value x' WHERE id = 4 RETURNING id" >/dev/null
"$QUEUE_DRIVER" sql "$DB" "UPDATE job SET state = 'done', tries = 1, collector = 'c9', finished_at = 1700000000
  WHERE id = 3 RETURNING id" >/dev/null
# a collector silent for 100 s with a lease of 40 s, and one that exited
now=$(date +%s)
"$QUEUE_DRIVER" sql "$DB" "INSERT INTO collector (name, host, pid, started_at, last_heartbeat, lease, stopped_at)
  VALUES ('late', 'h', 1, $((now - 100)), $((now - 100)), 40, NULL),
  ('gone1', 'h', 2, $((now - 20)), $((now - 20)), 300, $((now - 10))) RETURNING name" >/dev/null
# a history with a step: h01..h04 at 0.30 s, h05..h08 at 0.45 s (+-0.2%; r2, before them, is at 0.24)
"$QUEUE_DRIVER" sql "$DB" "INSERT INTO artifact (name, kind, compiler, version, date, added_at)
    SELECT 'h0' || v.column1, kind, compiler, version, '2026-03-0' || v.column1 || 'T00:00:00Z', added_at
    FROM artifact CROSS JOIN (VALUES (1), (2), (3), (4), (5), (6), (7), (8)) v
    WHERE name = 'r1' RETURNING id" >/dev/null
"$QUEUE_DRIVER" sql "$DB" "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario,
    metric_id, iteration, self_profiled, value)
    SELECT a.id, b.id, 'opt', 'full', m.id, it.column1, 0,
        (CASE WHEN a.name >= 'h05' THEN 0.45 ELSE 0.30 END) * (1 + 0.002 * (a.id * 7 % 5 - 2)) + 0.0001 * it.column1
    FROM artifact a CROSS JOIN (VALUES (1), (2), (3)) it JOIN benchmark b ON b.name = 'nocore'
    JOIN metric m ON m.name = 'wall-time' WHERE a.name LIKE 'h0%' RETURNING 1" >/dev/null
# issue 35: a try's two compilers, of one date, try-1-base added first
# (and named after try-1): rustc 1.63's (format v8) and 1.95's
# self-profiles of tiny check full, wall-time samples of tiny check full;
# e0, newer, not measured yet
"$P" artifact add try-1-base --rustc "$rustc" --date 2026-04-01T00:00:00Z >/dev/null
"$P" artifact add try-1 --rustc "$rustc" --date 2026-04-01T00:00:00Z --parent try-1-base >/dev/null
"$P" artifact add e0 --rustc "$rustc" --date 2026-05-01T00:00:00Z >/dev/null
gunzip -c "$TESTDATA/v8.mm_profdata.gz" >v8.mm_profdata
"$P" import try-1-base tiny check full v8.mm_profdata >/dev/null
"$P" import try-1 tiny check full "$TESTDATA/rustc-1.95/plain.mm_profdata" >/dev/null
"$SELFPROF" collapse v8.mm_profdata >try-a.folded
"$SELFPROF" collapse "$TESTDATA/rustc-1.95/plain.mm_profdata" >try-b.folded
"$QUEUE_DRIVER" sql "$DB" "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario,
    metric_id, iteration, self_profiled, value)
    SELECT a.id, b.id, 'check', 'full', m.id, it.column1, 0,
        (CASE WHEN a.name = 'try-1' THEN 0.25 ELSE 0.55 END) + 0.001 * it.column1
    FROM artifact a CROSS JOIN (VALUES (1), (2), (3)) it JOIN benchmark b ON b.name = 'tiny'
    JOIN metric m ON m.name = 'wall-time' WHERE a.name IN ('try-1-base', 'try-1') RETURNING 1" >/dev/null
# C-compiler artifacts (their profile the rustc one: the page's words
# follow the artifact's kind): gcc g1, g2 and clang c1, dated before r1.
"$QUEUE_DRIVER" sql "$DB" "INSERT INTO artifact (name, kind, compiler, version, date, added_at)
    SELECT v.column1, v.column2, compiler, version, '2019-01-0' || v.column3 || 'T00:00:00Z', added_at
    FROM artifact CROSS JOIN (VALUES ('g1', 'gcc', 1), ('g2', 'gcc', 2), ('c1', 'clang', 3)) v
    WHERE name = 'r1' RETURNING id" >/dev/null
gcc_prof=$TESTDATA/rustc-1.95/plain.mm_profdata clang_prof=$gcc_prof REAL_C=0
if command -v gcc-12 >/dev/null && command -v clang >/dev/null &&
    [ -f "$BUILDDIR/plugins/gcc/selfprof.so" ]; then
    m=$SRCDIR/perf/benchmarks/matrix-c/matrix.c
    "$SELFPROF" record --out gprof -- gcc-12 -O2 -c "$m" -o g.o >/dev/null 2>&1 &&
        "$SELFPROF" record --out cprof -- clang -O2 -c "$m" -o c.o >/dev/null 2>&1 &&
        gcc_prof=$(echo gprof/*.mm_profdata) clang_prof=$(echo cprof/*.mm_profdata) REAL_C=1
fi
export REAL_C
for a in g1 g2; do "$SELFPROF_PERF" import "$a" tiny check full "$gcc_prof" >/dev/null; done
"$SELFPROF_PERF" import c1 tiny check full "$clang_prof" >/dev/null
serve_start
"$SELFPROF_PERF" compare r1 r2 --json >compare.json
"$SELFPROF_PERF" detail r1 r2 tiny check full --json >detail.json
rc=0
HOME=$work timeout 540 node "$SRCDIR/tests/perf/browser/dashboard.mjs" "$npm_dir" "$URL" compare.json detail.json \
    "$shots" "$SELFPROF" try-a.folded try-b.folded || rc=$?
serve_stop || rc=1
stop_holder
[ "$rc" -eq 0 ] && echo "serve_browser: ok (screenshots in $shots)" || { echo "FAIL: browser test (status $rc)"; exit 1; }
