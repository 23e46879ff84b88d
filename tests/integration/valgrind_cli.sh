#!/bin/sh
# Valgrind memcheck on a representative set of CLI commands over the shared
# test profiles: summarize (table, JSON, CSV, --by-arg, --per-file), diff
# (profiles and JSON summaries), collapse, flamegraph, chrome, view, import
# of a small clang trace, and error cases (malformed and missing input, bad
# usage). Zero memcheck errors and no definite leaks, else exit 9 from
# valgrind makes the test fail. Skipped (77) without valgrind.
set -u
: "${SELFPROF:?}" "${TESTDATA:?}"
command -v valgrind >/dev/null || { echo "valgrind_cli: no valgrind" >&2; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
td="$TESTDATA/rustc-1.95"
plain="$td/plain.mm_profdata" threads2="$td/threads2.mm_profdata" incr="$td/all-incr.mm_profdata"
gzip -dc "$TESTDATA/v8.mm_profdata.gz" >"$tmp/v8.mm_profdata"
fails=0 runs=0

# vg WANT ARGS...: selfprof ARGS under memcheck must exit WANT (9: errors).
vg() {
    want=$1
    shift
    runs=$((runs + 1))
    valgrind -q --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite \
        --log-file="$tmp/vg.log" "$SELFPROF" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -ne "$want" ] || [ -s "$tmp/vg.log" ]; then
        echo "FAIL: selfprof $*: status $got (want $want)"
        head -n 40 "$tmp/vg.log"
        head -n 3 "$tmp/err"
        fails=$((fails + 1))
    fi
}

vg 0 summarize "$plain"
vg 0 summarize --json -o "$tmp/plain.json" "$plain"
vg 0 summarize --json -o "$tmp/threads2.json" "$threads2"
vg 0 summarize --csv "$threads2"
vg 0 summarize --by-arg --top 20 "$incr"
vg 0 summarize --per-file --csv "$td"
vg 0 summarize --per-file --json "$plain" "$tmp/v8.mm_profdata"
vg 0 diff "$plain" "$threads2"
vg 0 diff --json -o "$tmp/diff.json" "$tmp/plain.json" "$tmp/threads2.json"
vg 0 diff --measureme "$tmp/diff.json#base" "$threads2"
vg 0 diff --threshold 5 --min-change 1ms --top 10 "$plain" "$incr"
vg 0 collapse "$plain"
vg 0 collapse "$tmp/v8.mm_profdata"
vg 0 flamegraph -o "$tmp/f.svg" "$threads2"
vg 0 chrome -o "$tmp/c.json" "$plain"
vg 0 chrome --collapse-threads --minimum-duration 100 -o "$tmp/c2.json" "$threads2"
vg 0 view --from 10ms --to 20ms "$incr"
vg 0 view --kind Query --thread 1 --unit ms "$plain"
printf '%s' '{"traceEvents":[{"pid":1,"tid":1,"ph":"X","ts":2,"dur":5,"name":"Frontend"},{"pid":1,"tid":1,"ph":"X","ts":3,"dur":1,"name":"Source","args":{"detail":"a.h"}},{"ph":"M","name":"process_name","args":{"name":"clang"}}],"beginningOfTime":17}' >"$tmp/trace.json"
vg 0 import clang-time-trace "$tmp/trace.json" -o "$tmp/clang.mm_profdata"
vg 0 summarize "$tmp/clang.mm_profdata"
# errors: malformed input, missing file, bad JSON, bad usage
head -c 1000 "$plain" >"$tmp/truncated.mm_profdata"
vg 1 summarize "$tmp/truncated.mm_profdata"
vg 1 view "$tmp/truncated.mm_profdata"
vg 1 diff "$plain" "$tmp/missing.mm_profdata"
printf '{"query_data":[{"label":1}]}' >"$tmp/bad.json"
vg 1 diff "$tmp/bad.json" "$plain"
printf '{"traceEvents":[{"ph":"E","ts":1}]}' >"$tmp/bad-trace.json"
vg 1 import clang-time-trace "$tmp/bad-trace.json" -o "$tmp/bad.mm_profdata"
vg 2 summarize --sort nothing "$plain"
vg 2 diff --min-change 3h "$plain" "$plain"
if [ "$fails" -ne 0 ]; then
    echo "valgrind_cli: $fails of $runs runs failed"
    exit 1
fi
echo "valgrind_cli: $runs runs, memcheck clean"
