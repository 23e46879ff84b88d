#!/bin/sh
# `make bench`: runs every benchmark and prints their `NAME VALUE UNIT` lines.
# The large syn profile is built once into BUILD/bench-data (see
# make-syn-profile.sh). Usage: run-bench.sh BUILD_DIR
set -eu
build=${1:-build}
here=$(cd "$(dirname "$0")" && pwd)
profile=$("$here/make-syn-profile.sh" "$build/bench-data")
echo "# profile: $profile ($(wc -c <"$profile") bytes)"
"$build/bench/summarize_bench" "$profile" --cli "$build/selfprof"
"$build/bench/summarize_bench" "$profile" --by-arg --runs 3 --cli "$build/selfprof"
# The same reads side by side with the reader before its redesign (issue 12).
"$here/make-syn-profile.sh" "$build/bench-data-new" >/dev/null
sh "$here/../bench/baseline_bench.sh" "$build" "$profile"
# with_pg BENCH ARGS...: BENCH on both engines, with --pg URL of a
# PostgreSQL server of its own (as the tests' fixture), or on SQLite alone
# when no server starts.
with_pg() {
    pgdir="$build/bench-pg"
    if sh "$here/../tests/pg/pg_server.sh" start "$pgdir" >/dev/null; then
        "$@" --pg "$(cat "$pgdir/url")" || true
        sh "$here/../tests/pg/pg_server.sh" stop "$pgdir" >/dev/null
    else
        "$@"
    fi
}
for b in "$build"/bench/*; do
    case "$(basename "$b")" in
    summarize_bench) ;;
    record_bench) mkdir -p "$build/bench-data/record" && "$b" --out "$build/bench-data/record" ;;
    export_bench) "$b" "$profile" --selfprof "$build/selfprof" ;;
    import_bench) "$b" "$("$here/make-clang-trace.sh" "$build/bench-data")" --selfprof "$build/selfprof" ;;
    perf_store_bench) with_pg "$b" "$profile" --runs 3 ;;
    # the test profile: a syn-sized one would make a 20 x 30 history of GBs
    perf_retain_bench) with_pg "$b" "$here/../tests/data/rustc-1.95/plain.mm_profdata" ;;
    perf_queue_bench) "$b" "$profile" --runs 3 ;;
    perf_report_bench) "$b" --runs 11 ;;
    perf_scale_gen) ;; # scale_bench.sh's generator, run below
    diff_bench) "$b" "$profile" "$("$here/make-syn-profile.sh" "$build/bench-data-new")" --cli "$build/selfprof" ;;
    *) [ -x "$b" ] && "$b" ;;
    esac
done
sh "$here/../bench/gcc_plugin_bench.sh" "$build"
sh "$here/../bench/serve_bench.sh" "$build"
sh "$here/../bench/serve_render_bench.sh" "$build"
sh "$here/../bench/perf_verdicts_bench.sh" "$build"
# the pages with a long history; 10,000 artifacts by hand (here 9 min to
# generate, 5.6 GB of disk): sh bench/scale_bench.sh BUILD 10000
sh "$here/../bench/scale_bench.sh" "$build" 1000
