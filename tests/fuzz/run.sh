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
# trace importer instead: tools/import_clang.c over yajl; the JSON inputs
# of diff: tools/summary_input.c over jansson, with the reports it feeds;
# the numeric option parsers: tools/cli.c alone.
lib="$src/lib/common/*.c $src/lib/read/*.c $src/lib/analyze/*.c"
case "$target" in
clang_trace) sources="$src/tools/import_clang.c" libs=-lyajl ;;
summary_json)
    sources="$lib $src/tools/summary_input.c $src/tools/cli.c $src/tools/summary_report.c"
    sources="$sources $src/tools/diff_report.c $src/tools/json_writer.c"
    libs="-ljansson -lpthread -lm" ;;
cli_numbers) sources="$src/tools/cli.c $lib" libs= ;;
*) sources=$lib libs= ;;
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
summary_json)
    # What `selfprof diff` reads, written by this build's selfprof from
    # ../shared/testdata: summaries (plain, --per-file, --by-arg) and diffs
    # (the two sides inside); and measureme's shape with its own fields.
    sp=${SELFPROF:-${BUILDDIR:-$src/build}/selfprof}
    td="$shared/testdata/rustc-1.95"
    seeds="$work/seeds-$target"
    if [ -x "$sp" ]; then
        for n in plain threads2 all-incr; do
            "$sp" summarize --json --top 12 "$td/$n.mm_profdata" >"$seeds/$n.json" || true
        done
        "$sp" summarize --json --top 40 "$td/plain.mm_profdata" >"$seeds/plain-40.json" || true
        "$sp" summarize --json --per-file --top 5 "$td" >"$seeds/per-file.json" || true
        "$sp" summarize --json --by-arg --top 8 "$td/all-incr.mm_profdata" >"$seeds/by-arg.json" || true
        # from the small summaries: the diff embeds its inputs whole
        "$sp" diff --json "$seeds/plain.json" "$seeds/threads2.json" >"$seeds/diff.json" || true
        gzip -dc "$shared/testdata/v8.mm_profdata.gz" >"$work/v8.mm_profdata"
        "$sp" summarize --json --top 8 "$work/v8.mm_profdata" >"$seeds/v8.json" || true
    fi
    printf '%s' '{"query_data":[{"label":"a","time":{"secs":1,"nanos":2},"self_time":{"secs":0,"nanos":5},"number_of_cache_misses":1,"number_of_cache_hits":0,"invocation_count":1,"blocked_time":{"secs":0,"nanos":0},"incremental_load_time":{"secs":0,"nanos":0},"incremental_hashing_time":{"secs":0,"nanos":0}}],"total_time":{"secs":1,"nanos":9},"artifact_sizes":[{"label":"object_file","value":7}]}' \
        >"$seeds/measureme.json"
    printf '%s' '{"query_data":[{"label":"a","args":["x","y"],"time":{"secs":0,"nanos":2},"self_time":{"secs":0,"nanos":2},"number_of_cache_misses":0,"number_of_cache_hits":3,"invocation_count":0,"blocked_time":{"secs":0,"nanos":0},"incremental_load_time":{"secs":0,"nanos":0},"incremental_hashing_time":{"secs":0,"nanos":0},"incremental_load_count":0,"blocked_count":0}],"artifact_sizes":[],"total_time":{"secs":0,"nanos":2},"event_count":3,"file_count":2,"counter":"instructions:u","unit":"instructions"}' \
        >"$seeds/args.json"
    ;;
cli_numbers)
    for v in 0 42 10ms 1.5s 250us 250µs 800ns .5 2. 18446744073709551615 \
        18446744073.709551615s 0.000000001s 1e3 -1 3h; do
        printf '%s' "$v" >"$work/seeds-$target/$(printf '%s' "$v" | od -An -tx1 | tr -d ' \n')"
    done
    ;;
esac
dict="$here/$target.dict"
# Longest input the fuzzer makes: whole profiles; JSON of a few dozen rows
# (seeds above it are kept whole); option values.
case "$target" in summary_json) max_len=65536 ;; cli_numbers) max_len=64 ;; *) max_len=400000 ;; esac
"$bin" -max_total_time="$seconds" -max_len="$max_len" -rss_limit_mb=2048 -timeout=10 \
    -dict="$dict" -artifact_prefix="$work/crash-$target-" -print_final_stats=1 \
    "$work/new-$target" "$work/seeds-$target" >"$work/fuzz-$target.log" 2>&1 || {
    tail -n 40 "$work/fuzz-$target.log" >&2
    echo "fuzz: $target crashed; the input is in $work (copy it to $corpus)" >&2
    exit 1; }
grep -a -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/fuzz-$target.log" | sed "s/^/fuzz $target: /"
