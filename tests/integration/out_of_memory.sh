#!/bin/sh
# The programs' out-of-memory policy (selfprof(1), EXIT STATUS 4): with
# allocation number N made to fail (tests/integration/failmalloc.c, for
# every N until the command succeeds), every command either succeeds or
# exits with 4 after a line saying "out of memory": never a crash, never a
# silent failure, never another status, never a byte offset (out of memory
# is about no place in the file). record removes its temporary
# directory also when it runs out of memory.
set -eu
: "${SELFPROF:?}" "${SRCDIR:?}" "${TESTDATA:?}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -shared -fPIC -O1 -o "$tmp/failmalloc.so" "$SRCDIR/tests/integration/failmalloc.c" -ldl
plain=$TESTDATA/rustc-1.95/plain.mm_profdata
gunzip -c "$TESTDATA/v8.mm_profdata.gz" >"$tmp/v8.mm_profdata" 2>/dev/null ||
    cp "$plain" "$tmp/v8.mm_profdata"
"$SELFPROF" summarize --json "$plain" >"$tmp/a.json"
printf '{"traceEvents":[{"ph":"X","name":"Frontend","ts":0,"dur":10,"pid":1,"tid":1}]}\n' \
    >"$tmp/trace.json"
mkdir "$tmp/t"
fails=0 runs=0
# run N ARGS...: the command with allocation N failing (-1: none); $rc.
run() {
    n=$1
    shift
    rc=0
    (cd "$tmp" && TMPDIR="$tmp/t" FAIL_MALLOC_AFTER=$n FAIL_MALLOC_COUNT="$tmp/count" \
        LD_PRELOAD="$tmp/failmalloc.so" "$SELFPROF" "$@" >"$tmp/out" 2>"$tmp/err") || rc=$?
    runs=$((runs + 1))
}
# sweep NAME ARGS...: counts the allocations of a clean run, then makes
# each one fail in turn (every one of the first 300, then growing steps:
# the later ones are the same loops again).
sweep() {
    name=$1
    shift
    run -1 "$@"
    [ $rc -eq 0 ] || { echo "FAIL: $name fails without a failing allocation: $(cat "$tmp/err")"; fails=$((fails + 1)); return; }
    total=$(cat "$tmp/count")
    n=0
    while [ "$n" -lt "$total" ]; do
        run "$n" "$@"
        if [ $rc -ne 0 ] && { [ $rc -ne 4 ] || ! grep -q "out of memory" "$tmp/err"; }; then
            echo "FAIL: $name with allocation $n failing: exit $rc: $(head -c 300 "$tmp/err")"
            fails=$((fails + 1))
        elif [ $rc -eq 4 ] && grep -q "(at byte" "$tmp/err"; then
            # out of memory is about no place in the file (one walk driver,
            # lib/analyze/reverse_walk.c, for summary, stacks and coverage)
            echo "FAIL: $name with allocation $n failing: an offset on out of memory: $(cat "$tmp/err")"
            fails=$((fails + 1))
        elif [ $rc -eq 4 ] && [ "$(wc -l <"$tmp/err")" -ne 1 ]; then
            echo "FAIL: $name with allocation $n failing: more than one line:"
            cat "$tmp/err"
            fails=$((fails + 1))
        fi
        if [ -n "$(ls "$tmp/t")" ]; then
            echo "FAIL: $name with allocation $n failing left $(ls "$tmp/t") in TMPDIR"
            rm -rf "${tmp:?}/t/"*
            fails=$((fails + 1))
        fi
        if [ $n -lt 300 ]; then n=$((n + 1)); else n=$((n + n / 8)); fi
    done
    echo "$name: $total allocations, each of the first 300 and then every 1/8 made to fail"
}
sweep summarize summarize "$plain"
sweep summarize-json summarize --json "$plain" "$tmp/v8.mm_profdata"
sweep diff diff "$plain" "$plain"
sweep diff-json diff a.json a.json
sweep collapse collapse "$plain"
sweep flamegraph flamegraph "$plain" -o fg.svg
sweep chrome chrome "$plain" -o trace-out.json
sweep view view "$plain"
sweep coverage coverage "$plain"
sweep import import clang-time-trace trace.json -o imported.mm_profdata
sweep record record --out rec -- sh -c 'cp "$1" "$SELFPROF_DIR/x-1.mm_profdata"' sh "$plain"
echo "out_of_memory: $runs runs, $fails failures"
[ $fails -eq 0 ]
