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
# The reader part of the library; the recorder is not needed.
clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
    -D_GNU_SOURCE -DSELFPROF_BUILDING -I"$src/include" -I"$src/lib" \
    "$here/fuzz_$target.c" "$src"/lib/common/*.c "$src"/lib/read/*.c "$src"/lib/analyze/*.c \
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
esac
dict="$here/$target.dict"
"$bin" -max_total_time="$seconds" -max_len=400000 -rss_limit_mb=2048 -timeout=10 \
    -dict="$dict" -artifact_prefix="$work/crash-$target-" -print_final_stats=1 \
    "$work/new-$target" "$work/seeds-$target" >"$work/fuzz-$target.log" 2>&1 || {
    tail -n 40 "$work/fuzz-$target.log" >&2
    echo "fuzz: $target crashed; the input is in $work (copy it to $corpus)" >&2
    exit 1; }
grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/fuzz-$target.log" | sed "s/^/fuzz $target: /"
