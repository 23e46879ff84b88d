#!/bin/sh
# Builds a libFuzzer target with clang (ASan+UBSan), replays its regression
# corpus (tests/fuzz/corpus/TARGET: every input that ever crashed stays
# there), then fuzzes for SECONDS from seeds: small crops of the profiles
# in tests/data (crop_seed.c) and other small real inputs, or the
# files in tests/fuzz/seeds/TARGET. Usage: run.sh TARGET SECONDS [WORKDIR]
# Exit 77 (skipped) when clang has no libFuzzer.
set -eu
target=$1
seconds=$2
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
work=${3:-${BUILDDIR:-$src/build}/fuzz}
testdata=${TESTDATA:-$src/tests/data}
# Seeds are made afresh each run; new-TARGET keeps what the fuzzer found.
rm -rf "$work/seeds-$target"
mkdir -p "$work/seeds-$target" "$work/new-$target"
bin="$work/fuzz_$target"
command -v clang >/dev/null || { echo "fuzz: no clang" >&2; exit 77; }
# The reader part of the library (the recorder is not needed); the clang
# trace importer instead: import/clang over yajl; the JSON inputs of diff:
# tools/input over jansson, with the reports it feeds (tools/report,
# tools/cli); the numeric option parsers: tools/cli alone; perf-config.json:
# perf/suite/bench_parse.c over jansson. profile and strings: the
# reader (strings wraps its input into a profile: string resolution).
flags="-g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -D_GNU_SOURCE"
flags="$flags -DSELFPROF_BUILDING -I$src/include -I${BUILDDIR:-$src/build}/include -I$src/lib"
flags="$flags -I$src/tools -I$src/import -I$src" # -I$src: "support/NAME.h"
# lib/read/stream.c (bounds-checked reads at stream addresses, called at
# every step of string resolution) without comparison tracing: its address
# checks guide no mutation and the tracing made string runs 2x slower.
stream="$work/stream-$target.o" # one per target: CTest runs them in parallel
lib="$src/lib/common/*.c $src/lib/analyze/*.c $stream"
for f in "$src"/lib/read/*.c; do [ "${f##*/}" = stream.c ] || lib="$lib $f"; done
case "$target" in
clang_trace) sources="$src/import/clang/*.c $src/lib/common/*.c" libs=-lyajl ;;
summary_json) # the rooms of the tools' support library (tools/CMakeLists.txt)
    sources="$lib $src/tools/input/*.c $src/tools/cli/*.c $src/tools/report/*.c $src/support/json_writer.c $src/support/sections.c $src/support/grow.c"
    libs="-ljansson -lpthread -lm" ;;
cli_numbers) sources="$src/tools/cli/*.c $lib" libs= ;;
perf_config) sources="$src/perf/suite/bench_parse.c $src/perf/profile/profile.c $src/support/grow.c" libs=-ljansson flags="$flags -I$src/perf" ;;
db_url) sources="$src/perf/db/db_url.c $src/support/json_buf.c $src/support/json_writer.c $src/support/grow.c" libs=-lpq flags="$flags -I$src/perf $(pkg-config --cflags libpq)" ;;
query_block) sources="$src/perf/block/query_block.c" libs=-lzstd flags="$flags -I$src/perf" ;;
*) sources=$lib libs= ;;
esac
# Skipped only when this clang cannot make a libFuzzer program at all; a
# target that does not build (a missing source after a refactoring) fails.
probe="$work/probe-$target"
printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
    'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }' >"$probe.c"
clang -fsanitize=fuzzer,address,undefined "$probe.c" -o "$probe" 2>"$probe.log" || {
    cat "$probe.log" >&2; echo "fuzz: clang cannot build with -fsanitize=fuzzer" >&2; exit 77; }
# shellcheck disable=SC2086 # $flags, $libs: flags; $sources: globs
{ clang $flags -fno-sanitize-coverage=trace-cmp -c "$src/lib/read/stream.c" -o "$stream" &&
    clang $flags "$here/fuzz_$target.c" $sources $libs -o "$bin"; } 2>"$work/build-$target.log" || {
    tail -n 30 "$work/build-$target.log" >&2; echo "fuzz: $target does not build" >&2; exit 1; }
corpus="$here/corpus/$target"
mkdir -p "$corpus"
if [ -n "$(ls "$corpus")" ]; then
    "$bin" -runs=0 "$corpus"/* >"$work/replay-$target.log" 2>&1 || {
        tail -n 30 "$work/replay-$target.log" >&2; echo "fuzz: regression input crashed" >&2; exit 1; }
fi
case "$target" in
profile)
    # Small seeds make many more runs per second (a 300 KB profile: ~200/s):
    # crop_seed keeps a real profile's container, string data and the index
    # entries it uses, but only 250 of its events, from the start and from
    # the end (in 4093-byte pages there: records split across pages); the
    # only v8 file is among them.
    clang -O1 -I"$src/lib" "$here/crop_seed.c" -o "$work/crop_seed"
    gzip -dc "$testdata/v8.mm_profdata.gz" >"$work/v8.mm_profdata"
    gzip -dc "$testdata/v9.mm_profdata.gz" >"$work/v9.mm_profdata"
    for f in "$testdata"/rustc-1.95/*.mm_profdata "$work/v8.mm_profdata" "$work/v9.mm_profdata"; do
        n=$(basename "$f" .mm_profdata)
        "$work/crop_seed" "$f" "$work/seeds-$target/$n-head.mm_profdata" 0 250
        "$work/crop_seed" "$f" "$work/seeds-$target/$n-tail.mm_profdata" -250 250 4093
    done
    # Whole profiles of an empty #![no_core] crate with arguments, when the
    # compilers are there: rustc >= 1.95 writes v9 (~30 KB), Debian's 1.63 v8.
    rs="$work/seed-nocore"
    rm -rf "$rs" && mkdir -p "$rs"
    printf '%s\n' '#![feature(no_core, lang_items)]' '#![allow(internal_features)]' '#![no_core]' \
        '#[lang = "pointee_sized"] pub trait PointeeSized {}' \
        '#[lang = "meta_sized"] pub trait MetaSized: PointeeSized {}' \
        '#[lang = "sized"] pub trait Sized: MetaSized {}' 'pub fn nothing() {}' >"$rs/v9.rs"
    printf '%s\n' '#![feature(no_core, lang_items)]' '#![no_core]' \
        '#[lang = "sized"] pub trait Sized {}' 'pub fn nothing() {}' >"$rs/v8.rs"
    for v in 9 8; do
        if [ $v = 9 ]; then rustc=$(sh "$src/scripts/find-rustc.sh" 2>/dev/null) || continue
        else rustc=/usr/bin/rustc; [ -x $rustc ] || continue; fi
        RUSTC_BOOTSTRAP=1 "$rustc" -Zself-profile="$rs/p$v" -Zself-profile-events=default,args \
            --crate-type=lib --crate-name nocore --emit=metadata --out-dir "$rs" "$rs/v$v.rs" \
            >/dev/null 2>&1 || continue
        for f in "$rs/p$v"/*.mm_profdata; do
            [ -f "$f" ] && [ "$(od -An -tu1 -j4 -N1 "$f" | tr -d ' ')" = $v ] &&
                cp "$f" "$work/seeds-$target/rustc-nocore-v$v.mm_profdata"
        done
    done
    # Small real profiles with every kind, virtual ids and arguments, from
    # the recorder's example.
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
    # tests/data: summaries (plain, --per-file, --by-arg) and diffs
    # (the two sides inside); and measureme's shape with its own fields.
    sp=${SELFPROF:-${BUILDDIR:-$src/build}/selfprof}
    td="$testdata/rustc-1.95"
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
        gzip -dc "$testdata/v8.mm_profdata.gz" >"$work/v8.mm_profdata"
        "$sp" summarize --json --top 8 "$work/v8.mm_profdata" >"$seeds/v8.json" || true
    fi
    printf '%s' '{"query_data":[{"label":"a","time":{"secs":1,"nanos":2},"self_time":{"secs":0,"nanos":5},"number_of_cache_misses":1,"number_of_cache_hits":0,"invocation_count":1,"blocked_time":{"secs":0,"nanos":0},"incremental_load_time":{"secs":0,"nanos":0},"incremental_hashing_time":{"secs":0,"nanos":0}}],"total_time":{"secs":1,"nanos":9},"artifact_sizes":[{"label":"object_file","value":7}]}' \
        >"$seeds/measureme.json"
    printf '%s' '{"query_data":[{"label":"a","args":["x","y"],"time":{"secs":0,"nanos":2},"self_time":{"secs":0,"nanos":2},"number_of_cache_misses":0,"number_of_cache_hits":3,"invocation_count":0,"blocked_time":{"secs":0,"nanos":0},"incremental_load_time":{"secs":0,"nanos":0},"incremental_hashing_time":{"secs":0,"nanos":0},"incremental_load_count":0,"blocked_count":0}],"artifact_sizes":[],"total_time":{"secs":0,"nanos":2},"event_count":3,"file_count":2,"counter":"instructions:u","unit":"instructions"}' \
        >"$seeds/args.json"
    ;;
strings)
    # Small wrapped string tables (fuzz_strings.c says how the input is
    # laid out): rustc's shapes, cycles, rejected labels and arguments,
    # missing terminators, exponential sharing; v8 and v9 each.
    cp "$here"/seeds/strings/* "$work/seeds-$target/"
    ;;
perf_config)
    # The shipped suite's configs, each behind a byte that puts 0..6 patch
    # names next to it.
    i=0
    for f in "$src"/perf/benchmarks/*/perf-config.json; do
        { printf "\\$(printf '%03o' $((i % 7)))"; cat "$f"; } >"$work/seeds-$target/$(basename "$(dirname "$f")")"
        i=$((i + 1))
    done
    ;;
db_url)
    # URLs as people write them, with passwords where libpq finds them.
    i=0
    for u in 'postgres://u:pw@h:5432/db' 'postgresql://u:p%40w@h/db?sslmode=disable&password=x' \
        'postgres://h/db?pass%77ord=x&user=u' 'postgres:///db?host=/tmp&password=' \
        'postgres://u:pa?ss@[::1]:5,h2/db' 'sqlite:a:b@c.db'; do
        printf '%s' "$u" >"$work/seeds-$target/url$i"
        i=$((i + 1))
    done
    ;;
query_block)
    # Decompressed blocks (fuzz_query_block.c frames them): no labels, one
    # label with a further run, three labels with gaps, the largest id.
    printf '\000\000' >"$work/seeds-$target/empty"
    printf '\001\001\004\001\024\012\000\000\000\000\000\000\000\000\002' >"$work/seeds-$target/one"
    printf '\003\000\000\005\200\001\001\001\000\002\004\006\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000' >"$work/seeds-$target/three"
    printf '\001\000\376\377\377\377\377\377\377\377\177\001\000\000\000\000\000\000\000\000\000\000' >"$work/seeds-$target/max-id"
    ;;
cli_numbers)
    for v in 0 42 10ms 1.5s 250us 250µs 800ns .5 2. 18446744073709551615 \
        18446744073.709551615s 0.000000001s 1e3 -1 3h; do
        printf '%s' "$v" >"$work/seeds-$target/$(printf '%s' "$v" | od -An -tx1 | tr -d ' \n')"
    done
    ;;
esac
dict="$here/$target.dict"
# Longest input the fuzzer makes: profiles a little above the cropped seeds;
# JSON of a few dozen rows; string tables; option values.
case "$target" in
summary_json) max_len=65536 ;;
strings) max_len=4096 ;;
cli_numbers) max_len=64 ;;
perf_config) max_len=4096 ;;
db_url) max_len=256 ;;
query_block) max_len=4096 ;;
*) max_len=40960 ;;
esac
"$bin" -max_total_time="$seconds" -max_len="$max_len" -rss_limit_mb=2048 -timeout=10 \
    -dict="$dict" -artifact_prefix="$work/crash-$target-" -print_final_stats=1 \
    "$work/new-$target" "$work/seeds-$target" >"$work/fuzz-$target.log" 2>&1 || {
    tail -n 40 "$work/fuzz-$target.log" >&2
    echo "fuzz: $target crashed; the input is in $work (copy it to $corpus)" >&2
    exit 1; }
grep -a -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/fuzz-$target.log" | sed "s/^/fuzz $target: /"
