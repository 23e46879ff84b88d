#!/bin/sh
# selfprof-perf calibrate end to end, on a machine as loaded as CI makes it:
# rustc 1.95 against itself (A/A) and against itself made slower by 100%
# of its CPU time (A/B, selfprof-perf-slow), on itoa and fnv, check, full
# and incr-unchanged (which brings incr-full: 6 test cases a pair), 5
# iterations and 3 self-profiles a side, interleaved (about 30 s). What
# must hold whatever the load:
#   - the self-profile's counts are exact: no A/A change, and a slowdown of
#     CPU time changes none of them either;
#   - no timed metric calls more than 1 of the 6 A/A test cases changed
#     (the 99% rule makes even 1 a 6% event, 2 a 0.15% one);
#   - cpu-time finds the doubling in at least 4 of the 6 (under the heavy
#     load of a parallel test run a pair's ratio can vary by 30%, and the
#     paired interval of 5 pairs then reaches past 0 now and then);
#   - the A/A detail of itoa check full marks at most 1 query beyond noise
#     (the bench's goal is 0 on a quiet machine; CI runs other tests
#     beside this one).
# Then the same for gcc-12 (--cc: a C program, 2 test cases), and the
# usage errors.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
P=$SELFPROF_PERF
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-calibrate-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
rustc=$(sh "$SRCDIR/scripts/find-rustc.sh") || { echo "skip: no rustc 1.95"; exit 77; }

"$P" calibrate --rustc "$rustc" --benchmarks itoa,fnv --profiles check \
    --scenarios full,incr-unchanged --slowdown 1.0 --iterations 5 --suite "$SRCDIR/perf/benchmarks" \
    --keep "$work/keep" --json >"$work/cal.json" 2>"$work/cal.err" \
    || fail "calibrate exited $?: $(cat "$work/cal.err")"
python3 - "$work/cal.json" <<'PY' || fail "calibration counts: $(cat "$work/cal.json")"
import json, sys
c = json.load(open(sys.argv[1]))
m = {x["metric"]: x for x in c["metrics"]}
for name in ("query-executions", "query-cache-hits", "self-profile-events"):
    x = m[name]
    assert x["aa"]["test_cases"] == 6 and x["aa"]["false"] == 0, x
    assert x["ab"]["changed"] == 0, x          # a slowdown does not change what rustc does
for name in ("wall-time", "cpu-time"):
    x = m[name]
    assert x["aa"]["test_cases"] == 6 and x["aa"]["false"] <= 1, x
    assert x["aa"]["too_few"] == 0 and x["ab"]["too_few"] == 0, x
assert m["cpu-time"]["ab"]["found"] >= 4, m["cpu-time"]
assert m["cpu-time"]["ab"]["wrong_way"] == 0 and m["wall-time"]["ab"]["wrong_way"] == 0, m
PY
db=sqlite:$work/keep/calibrate.db
# interleaved: A's and B's runs of a test case alternate (A B, B A, ...),
order=$(sqlite3 "$work/keep/calibrate.db" "SELECT a.name FROM sample s
    JOIN artifact a ON a.id = s.artifact_id JOIN benchmark b ON b.id = s.benchmark_id
    JOIN metric m ON m.id = s.metric_id WHERE b.name = 'itoa' AND s.scenario = 'full'
    AND m.name = 'wall-time' AND a.name LIKE 'aa-%' ORDER BY s.measured_at" | paste -sd' ' -)
[ "$order" = "aa-2 aa-1 aa-1 aa-2 aa-2 aa-1 aa-1 aa-2 aa-2 aa-1 aa-1 aa-2" ] \
    || fail "the runs are not interleaved A B, B A: $order"
# ... build by build: the two sides' builds of one scenario and iteration
# are next to each other (A's full, B's full, A's incr-full, B's, ...)
sqlite3 -separator ' ' "$work/keep/calibrate.db" "SELECT s.iteration, s.scenario, a.name
    FROM sample s JOIN artifact a ON a.id = s.artifact_id JOIN benchmark b ON b.id = s.benchmark_id
    JOIN metric m ON m.id = s.metric_id WHERE b.name = 'fnv' AND s.self_profiled = 0
    AND m.name = 'wall-time' AND a.name LIKE 'ab-%' ORDER BY s.measured_at" >"$work/builds"
python3 - "$work/builds" <<'PY' || fail "a pair's builds of a scenario are not adjacent: $(cat "$work/builds")"
import sys
rows = [l.split() for l in open(sys.argv[1])]
assert len(rows) == 2 * 5 * 3, len(rows)  # 5 iterations x full, incr-full (measured: brought), incr-unchanged
for x, y in zip(rows[::2], rows[1::2]):
    assert x[:2] == y[:2] and x[2] != y[2], (x, y)
PY
"$P" detail aa-1 aa-2 itoa check full --db "$db" --json >"$work/detail.json" || fail "detail"
python3 - "$work/detail.json" <<'PY' || fail "A/A detail: queries beyond noise"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["runs_a"] == 3 and d["runs_b"] == 3, (d["runs_a"], d["runs_b"])
judged = [r for r in d["rows"] if "noise" in r]
assert len(judged) > 50, len(judged)
assert d["beyond_noise"] <= 1, [r["label"] for r in d["rows"] if r.get("noise", {}).get("beyond")]
PY
"$P" compare aa-1 aa-2 --db "$db" >"$work/table.txt" || fail "compare"
grep -Eq '^itoa +check +full .* interval +(no change|too noisy|regression \*|improvement \*)$' \
    "$work/table.txt" || fail "compare's interval row: $(cat "$work/table.txt")"

# --cc: gcc-12 on matrix-c (C, fast) at -O0 -g and -O2, made 100% slower
# in A/B. The slower compiler is a directory of wrappers named as gcc-12
# and its C++ driver g++-12, so that the runner finds the C++ driver
# beside it; each runs the real one.
if command -v gcc-12 >/dev/null && command -v g++-12 >/dev/null; then
    "$P" calibrate --cc gcc-12 --benchmarks matrix-c --profiles debug,opt --slowdown 1.0 \
        --iterations 5 --suite "$SRCDIR/perf/benchmarks" --keep "$work/keep-c" --json \
        >"$work/cal-c.json" 2>"$work/cal-c.err" || fail "calibrate --cc exited $?: $(cat "$work/cal-c.err")"
    python3 - "$work/cal-c.json" <<'PY' || fail "calibrate --cc counts: $(cat "$work/cal-c.json")"
import json, sys
c = json.load(open(sys.argv[1]))
assert c["benchmarks"] == "matrix-c" and c["profiles"] == "debug,opt", c
m = {x["metric"]: x for x in c["metrics"]}
for name in ("wall-time", "cpu-time"):
    x = m[name]
    assert x["aa"]["test_cases"] == 2 and x["ab"]["test_cases"] == 2, x
    assert x["ab"]["wrong_way"] == 0, x
assert m["cpu-time"]["ab"]["found"] >= 1, m["cpu-time"]
PY
    [ -x "$work/keep-c/slower/gcc-12" ] && [ -x "$work/keep-c/slower/g++-12" ] ||
        fail "calibrate --cc: no slower gcc-12 and g++-12 in $(ls "$work/keep-c/slower")"
    "$work/keep-c/slower/g++-12" --version | grep -q '^g++' || fail "the slower g++-12 does not run g++"
    "$P" artifact list --db "sqlite:$work/keep-c/calibrate.db" | grep -q 'ab-slower.*gcc' ||
        fail "ab-slower is not a gcc: $("$P" artifact list --db "sqlite:$work/keep-c/calibrate.db")"
    st=0; "$P" calibrate --cc gcc-12 --cargo x >"$work/out" 2>"$work/err" || st=$?
    [ $st = 2 ] || fail "--cc with --cargo: status $st"
    st=0; "$P" calibrate --cc gcc-12 --rustc "$rustc" >"$work/out" 2>"$work/err" || st=$?
    [ $st = 2 ] || fail "--cc with --rustc: status $st"
fi

# usage errors: one line, status 2
st=0; "$P" calibrate >"$work/out" 2>"$work/err" || st=$?
[ $st = 2 ] && [ "$(wc -l <"$work/err")" = 1 ] || fail "no --rustc: status $st: $(cat "$work/err")"
st=0; "$P" calibrate --rustc "$rustc" --slowdown -1 >"$work/out" 2>"$work/err" || st=$?
[ $st = 2 ] && grep -q "slowdown '-1'" "$work/err" || fail "--slowdown -1: status $st"
st=0; "$P" calibrate --rustc "$rustc" --iterations 5x >"$work/out" 2>"$work/err" || st=$?
[ $st = 2 ] && grep -q "iterations '5x' is not 1..100" "$work/err" || fail "--iterations 5x: status $st"
"$P" calibrate --help | grep -q '^Usage: selfprof-perf calibrate' || fail "--help"
[ $fails = 0 ] && echo "ok calibrate: A/A and A/B counts, interleaving, the A/A detail, --cc"
exit $((fails > 0))
