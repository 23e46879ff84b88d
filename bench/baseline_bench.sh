#!/bin/sh
# baseline_bench.sh — the reader's speed side by side with an earlier
# revision of this repository, on the same large profile, in one run.
#
# usage: baseline_bench.sh BUILD PROFILE [REV] [ROUNDS]
#
# Why: this machine is shared and its speed drifts by tens of percent
# within minutes, so a time measured today against a figure written down
# on another day says little. Issue 12 measured selfprof (REV, default
# 14c9055: the reader before its redesign) against measureme 12.0.3 side
# by side; measuring REV and this build side by side now gives the speedup,
# and the issue's own ratio to measureme carries it over.
#
# Builds REV's `selfprof` into BUILD/baseline-REV once (from `git archive`,
# so the work tree is left alone), then for ROUNDS rounds (default 7) runs
# each command with REV's binary and this build's, one after the other, each
# run a new process with its output going to a file in BUILD/baseline-out.
# Prints `NAME VALUE UNIT` lines, for each COMMAND (summarize, summarize
# --by-arg --top 100, collapse, flamegraph, chrome, diff):
#   baseline_COMMAND_seconds   best wall time of REV's selfprof
#   COMMAND_seconds_side_by_side   best wall time of this build's
#   COMMAND_vs_baseline        the ratio of the two (x faster)
# and the issue's figures carried over:
#   summarize_vs_measureme_via_baseline   (1.675 / 0.230) x the summarize ratio
#   summarize_by_arg_goal_vs_baseline     3 (issue 12: at least 3x faster)
# With MEASUREME=DIR (a directory holding measureme 12.0.3's `summarize`,
# `crox` and `stack_collapse`, built by hand: `make` cannot build them from
# Debian's crates) the same rounds also run measureme's tools, and print
#   measureme_COMMAND_seconds_side_by_side   best wall time
#   COMMAND_vs_measureme_side_by_side        its ratio to this build's
# for summarize (`summarize summarize`), collapse (`stack_collapse`) and
# chrome (`crox`, which writes every event, as --max-size 0 --all-counters).
# The second profile of `diff` is PROFILE's sibling made by
# make-syn-profile.sh in BUILD/bench-data-new, when it is there.
# A clone without REV in its history (a shallow one) prints a note and
# nothing else.
set -eu
build=$(cd "${1:?usage: baseline_bench.sh BUILD PROFILE [REV] [ROUNDS]}" && pwd)
profile=${2:?usage: baseline_bench.sh BUILD PROFILE [REV] [ROUNDS]}
rev=${3:-14c9055}
rounds=${4:-7}
here=$(cd "$(dirname "$0")/.." && pwd)
new="$build/selfprof"

. "$here/bench/lib/baseline.sh"
old=$(baseline_build "$here" "$build" "$rev" selfprof selfprof_cli)
[ -n "$old" ] || exit 0
out="$build/baseline-out"
mkdir -p "$out"
other=
for f in "$build"/bench-data-new/prof/*.mm_profdata; do
    [ -e "$f" ] && other=$f && break
done

# Wall time of one command in seconds (its output to $out/last).
wall() {
    t0=$(date +%s%N)
    "$@" >"$out/last" 2>/dev/null || { echo "baseline_bench: failed: $*" >&2; exit 1; }
    t1=$(date +%s%N)
    echo $(( (t1 - t0) / 1000 ))
}

# measure NAME COMMAND ARGS...: ROUNDS alternating runs of both binaries;
# this build's gets $new_opts after COMMAND (options REV did not need).
# With $mm set (a measureme command line, run in $out), it runs too.
new_opts=
mm=
measure() {
    name=$1
    command=$2
    shift 2
    best_old=0 best_new=0 best_mm=0
    i=0
    while [ "$i" -lt "$rounds" ]; do
        o=$(wall "$old" "$command" "$@")
        # shellcheck disable=SC2086 # new_opts and mm are lists of words
        n=$(wall "$new" "$command" $new_opts "$@")
        if [ -n "$mm" ]; then
            # shellcheck disable=SC2086
            m=$(cd "$out" && wall $mm)
            [ "$best_mm" -eq 0 ] || [ "$m" -lt "$best_mm" ] && best_mm=$m
        fi
        [ "$best_old" -eq 0 ] || [ "$o" -lt "$best_old" ] && best_old=$o
        [ "$best_new" -eq 0 ] || [ "$n" -lt "$best_new" ] && best_new=$n
        i=$((i + 1))
    done
    awk -v name="$name" -v o="$best_old" -v n="$best_new" -v m="$best_mm" 'BEGIN {
        printf "baseline_%s_seconds %.4f s\n", name, o / 1e6
        printf "%s_seconds_side_by_side %.4f s\n", name, n / 1e6
        printf "%s_vs_baseline %.2f x_faster\n", name, o / n
        if (m > 0) {
            printf "measureme_%s_seconds_side_by_side %.4f s\n", name, m / 1e6
            printf "%s_vs_measureme_side_by_side %.1f x_faster\n", name, m / n
        }
    }'
    ratio=$(awk -v o="$best_old" -v n="$best_new" 'BEGIN { printf "%.4f", o / n }')
}

# mm_tool NAME: measureme's tool NAME when MEASUREME names a directory
# holding it, else nothing.
mm_tool() {
    if [ -n "${MEASUREME:-}" ] && [ -x "$MEASUREME/$1" ]; then
        echo "$MEASUREME/$1"
    fi
}
abs_profile=$(cd "$(dirname "$profile")" && pwd)/$(basename "$profile")

echo "# baseline: $rev ($(git -C "$here" log -1 --format=%cd --date=short "$rev")), $rounds rounds"
tool=$(mm_tool summarize)
mm=${tool:+$tool summarize $abs_profile}
measure summarize summarize "$profile"
mm=
# Measureme's summarize took 1.675 s where REV's took 0.230 s (issue 12,
# same machine, side by side): carry that ratio over.
awk -v r="$ratio" 'BEGIN {
    printf "summarize_vs_measureme_via_baseline %.1f x_faster\n", 1.675 / 0.230 * r }'
# --top 100: the analysis and the sort of all 836,743 rows, not the 178 MB
# table, whose writer in REV took over a minute.
measure summarize_by_arg summarize --by-arg --top 100 "$profile"
echo "summarize_by_arg_goal_vs_baseline 3 x_faster"
tool=$(mm_tool stack_collapse)
mm=${tool:+$tool $abs_profile}
measure collapse collapse "$profile" -o "$out/folded"
mm=
measure flamegraph flamegraph "$profile" -o "$out/flame.svg"
# REV's chrome wrote every event, as --max-size 0 --all-counters does now.
new_opts="--max-size 0 --all-counters"
tool=$(mm_tool crox)
mm=${tool:+$tool $abs_profile}
measure chrome chrome "$profile" -o "$out/trace.json"
new_opts=''
mm=''
if [ -n "$other" ]; then
    measure diff diff "$profile" "$other"
fi
rm -rf "$out"
