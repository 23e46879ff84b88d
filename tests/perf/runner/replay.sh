#!/bin/sh
# The Rust runner's replay (perf/run/replay.h): after a part's first build
# through cargo, its later builds run the wrapper's record of the leaf
# invocation instead. fnv with rustc 1.95, profile check, every scenario
# (both patches), one clean iteration, with a cargo that logs its calls:
#   - cargo runs 6 times: the dependencies' prep, the warm-up's full build
#     (which records full), and iteration 0's four other parts; iteration
#     1 is all replays (SELFPROF_PERF_NO_REPLAY=1: cargo every time);
#   - the replays measure what cargo's builds measure: iteration 1's
#     samples are all there (runner_check.py) and its metadata sizes equal
#     iteration 0's, scenario by scenario (so each patch was in the
#     sources the replay compiled);
#   - iteration 0's full build, a replay, self-profiles the same work as
#     cargo's: its exact counts equal those of a run without replay;
#   - cachegrind's iteration replays too, and counts instructions.
set -eu
: "${RUNNER_DRIVER:?}" "${SELFPROF:?}" "${SRCDIR:?}"
RUSTC=$(sh "$SRCDIR/scripts/find-rustc.sh")
CARGO=$(dirname "$RUSTC")/cargo
[ -x "$CARGO" ] || CARGO=$(command -v cargo)
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-replay.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "replay: FAIL: $*" >&2; exit 1; }
counters=$("$RUNNER_DRIVER" --has-counters)
suite=$SRCDIR/perf/benchmarks
scen='full|incr-full|incr-unchanged|incr-patched: write-len|incr-patched: add-fn'
printf '#!/bin/sh\necho "$*" >>"%s/calls"\nexec "%s" "$@"\n' "$work" "$CARGO" >"$work/cargo"
chmod +x "$work/cargo"

"$RUNNER_DRIVER" "$suite" fnv rustc "$RUSTC" "$work/cargo" check all 1 "$work/w" 300 "$work/raw" \
    >"$work/out" 2>"$work/err" || { cat "$work/err" >&2; fail "the job failed"; }
python3 "$SRCDIR/tests/perf/runner_check.py" "$work/out" "$work/raw" --scenarios "$scen" \
    --iterations 1 --sizes rmeta --counters "$counters" --selfprof "$SELFPROF"
[ "$(wc -l <"$work/calls")" -eq 6 ] || fail "cargo ran $(wc -l <"$work/calls") times: $(cat "$work/calls")"
sizes() { awk -F'\t' -v it="$1" '$2 == "size:rmeta" && $4 == it {print $1, $6}' "$work/out"; }
[ "$(sizes 0 | wc -l)" -eq 5 ] && [ "$(sizes 0)" = "$(sizes 1)" ] ||
    fail "metadata sizes differ between iteration 0 and 1: $(sizes 0) / $(sizes 1)"
echo "ok fnv check, every scenario: cargo 6 times, iteration 1 replayed with the same outputs"

counts() {
    awk -F'\t' '$1 == "sample full" && $2 ~ /^(query-|self-profile-events)/ {print $2, $6}' "$1"
}
: >"$work/calls"
SELFPROF_PERF_NO_REPLAY=1 "$RUNNER_DRIVER" "$suite" fnv rustc "$RUSTC" "$work/cargo" check full 0 \
    "$work/w" 300 "$work/raw2" >"$work/out2" 2>"$work/err2" || { cat "$work/err2" >&2; fail "no replay"; }
[ "$(wc -l <"$work/calls")" -eq 3 ] || fail "without replay cargo ran $(wc -l <"$work/calls") times"
[ "$(counts "$work/out" | wc -l)" -eq 3 ] && [ "$(counts "$work/out")" = "$(counts "$work/out2")" ] ||
    fail "self-profile counts, replayed / through cargo: $(counts "$work/out") / $(counts "$work/out2")"
echo "ok the replayed full build counts what cargo's does: $(counts "$work/out" | tr '\n' ' ')"

# cachegrind's iteration (queue --metrics instructions) replays too: the
# wrapper of the record runs the leaf under valgrind. cargo: the prep and
# the warm-up only.
if command -v valgrind >/dev/null; then
    : >"$work/calls"
    RUNNER_METRICS=instructions "$RUNNER_DRIVER" "$suite" fnv rustc "$RUSTC" "$work/cargo" check full 1 \
        "$work/w" 300 "$work/raw3" >"$work/out3" 2>"$work/err3" || { cat "$work/err3" >&2; fail "cachegrind"; }
    [ "$(wc -l <"$work/calls")" -eq 2 ] || fail "with cachegrind cargo ran $(wc -l <"$work/calls") times"
    ir=$(awk -F'\t' '$1 == "sample full" && $2 == "instructions:cachegrind" {print $6}' "$work/out3")
    [ -n "$ir" ] && [ "${ir%.*}" -gt 1000000 ] || fail "no instruction count from the replay: $(cat "$work/out3")"
    echo "ok cachegrind's iteration replayed: $ir instructions"
else
    echo "ok cachegrind's iteration: skipped (no valgrind)"
fi
echo "3 passed, 0 failed"
