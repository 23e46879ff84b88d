#!/bin/sh
# Builds a libFuzzer target with clang (ASan+UBSan), replays its regression
# corpus (tests/fuzz/corpus/TARGET: every input that ever crashed stays
# there), then fuzzes for SECONDS from seeds made of ../shared/testdata and
# real profiles. Usage: run.sh TARGET SECONDS [WORKDIR]
# Exit 77 (skipped) when clang has no libFuzzer.
set -eu
target=$1
seconds=$2
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
work=${3:-${BUILDDIR:-$src/build}/fuzz}
shared=${SHARED:-$src/../shared}
mkdir -p "$work/seeds-$target" "$work/new-$target"
bin="$work/fuzz_$target"
command -v clang >/dev/null || { echo "fuzz: no clang" >&2; exit 77; }
# The reader part of the library (the recorder is not needed); the clang
# trace importer instead: tools/import_clang.c over yajl.
case "$target" in
clang_trace) sources="$src/tools/import_clang.c" libs=-lyajl ;;
*) sources="$src/lib/common/*.c $src/lib/read/*.c $src/lib/analyze/*.c" libs= ;;
esac
# shellcheck disable=SC2086 # $sources: globs; $libs: flags
clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
    -D_GNU_SOURCE -DSELFPROF_BUILDING -I"$src/include" -I"$src/lib" -I"$src/tools" \
    "$here/fuzz_$target.c" $sources $libs \
    -o "$bin" 2>"$work/build-$target.log" || {
    if grep -q "fuzzer" "$work/build-$target.log"; then cat "$work/build-$target.log" >&2; fi
    echo "fuzz: cannot build with -fsanitize=fuzzer" >&2; exit 77; }
corpus="$here/corpus/$target"
mkdir -p "$corpus"
if [ -n "$(ls "$corpus")" ]; then
    "$bin" -runs=0 "$corpus"/* >"$work/replay-$target.log" 2>&1 || {
        tail -n 30 "$work/replay-$target.log" >&2; echo "fuzz: regression input crashed" >&2; exit 1; }
fi
case "$target" in
profile)
    cp "$shared"/testdata/rustc-1.95/*.mm_profdata "$work/seeds-$target/"
    for f in "$shared"/testdata/*.gz; do gzip -dc "$f" >"$work/seeds-$target/$(basename "$f" .gz)"; done
    # Small real profiles with every kind, virtual ids and arguments, from
    # the recorder's example: small seeds make many more runs per second.
    queries=${BUILDDIR:-$src/build}/examples/example_queries
    if [ -x "$queries" ]; then
        "$queries" --out "$work/seeds-$target" --items 12 >/dev/null
        SELFPROF_EVENTS=all,query-keys "$queries" --out "$work/seeds-$target" --items 6 >/dev/null
    fi
    ;;
clang_trace)
    # Real -ftime-trace output of a small C file, and synthetic traces.
    printf 'int f(int x) { return x * 2; }\nint main(void) { return f(1); }\n' >"$work/seed.c"
    clang -ftime-trace -ftime-trace-granularity=0 -c "$work/seed.c" -o "$work/seed.o" &&
        cp "$work/seed.json" "$work/seeds-$target/clang14.json" || true
    printf '%s' '{"traceEvents":[{"pid":1,"tid":1,"ph":"b","cat":"c","id":0,"ts":1,"name":"S","args":{"detail":"a.h"}},{"pid":1,"tid":1,"ph":"X","ts":2,"dur":1,"name":"P"},{"pid":1,"tid":1,"ph":"e","cat":"c","id":0,"ts":5,"name":"S"},{"ph":"B","ts":6,"name":"D"},{"ph":"E","ts":7},{"ph":"M","name":"process_name","args":{"name":"clang"}}],"beginningOfTime":17}' \
        >"$work/seeds-$target/pairs.json"
    ;;
esac
dict="$here/$target.dict"
"$bin" -max_total_time="$seconds" -max_len=400000 -rss_limit_mb=2048 -timeout=10 \
    -dict="$dict" -artifact_prefix="$work/crash-$target-" -print_final_stats=1 \
    "$work/new-$target" "$work/seeds-$target" >"$work/fuzz-$target.log" 2>&1 || {
    tail -n 40 "$work/fuzz-$target.log" >&2
    echo "fuzz: $target crashed; the input is in $work (copy it to $corpus)" >&2
    exit 1; }
grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/fuzz-$target.log" | sed "s/^/fuzz $target: /"
