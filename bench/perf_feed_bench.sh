#!/bin/sh
# perf_feed_bench.sh — are the dashboard's verdicts right when it is used as
# a feed: each new build measured once, when it arrives, against its parent
# measured earlier under another load? Known answers (issue 34):
#
#   feed: 8 builds h1..h8 of rustup's rustc 1.95, each added with --parent
#         the one before and queued the documented way (`queue hN`: the base
#         is the parent); h5..h8 are slowed by +10% of their CPU time
#         (selfprof-perf-slow), so the step h4 -> h5 is the one real change
#         and the 6 other steps h1->h2 .. h7->h8 (but h4->h5) change nothing;
#         two CPU burners run while h3 and h6 are collected. Test cases:
#         itoa, fnv, either x check x full, incr-full, incr-unchanged (9).
#         The same feed is collected twice, build by build in turn under the
#         same load: as the product does by default (the parent measured
#         again beside each build) and with `queue --reuse-base` (the parent's
#         earlier runs reused: the comparison is of two sessions, "apart").
#   two candidates (FEED_EXTRA=1, the default): a1 = rustc 1.95, then a2 =
#         the same rustc and slow = it + 10%, both queued --base a1 one after
#         the other; 18 test cases (6 crates x check x full, incr-full,
#         incr-unchanged): A/A a1->a2 and A/B a1->slow.
#   two times: t0 = rustc 1.95 measured on a quiet machine, then t1 = the
#         same rustc queued --base t0 with two CPU burners beside it.
#   cost: today's default paired comparison of the feed's 9 test cases (two
#         new artifacts, `queue B --base A --fixed-iterations` when the
#         option exists) timed in the same run, against collect seconds per
#         feed build.
#
# usage: perf_feed_bench.sh BUILD        (FEED_PARTS=LIST: some of feed, extra
#        (default both; feed includes the cost); FEED_EXTRA=0: feed only;
#        FEED_BENCHES=LIST and FEED_QUEUE_OPTS="--scenarios full ..." narrow it
#        for a quick try of the script; the figures are for the defaults)
#
# Prints `NAME VALUE UNIT` lines, MODE feed (default) or apart (--reuse-base),
# METRIC cpu-time (the default) and wall-time:
#   feed_load_start / feed_load_end                  load average (2 processors)
#   MODE_step_found_METRIC       of 9: the h4->h5 test cases found as regressions
#   MODE_false_alarms_METRIC     of 54: significant test cases in the 6 other steps
#   MODE_changes_hits_METRIC     of 9: test cases whose change points name h5
#   MODE_changes_other_METRIC    change points naming any other build
#   MODE_seconds_per_build       collect seconds per feed build (mean of 8)
#   paired_default_seconds       today's default paired comparison, collect seconds
#   feed_cost_vs_paired_default  feed seconds per build / paired_default_seconds
#   candidates_aa_false_METRIC, candidates_ab_found_METRIC   of 18
#   two_times_false_METRIC       of 18
set -eu
build=$(cd "${1:?usage: perf_feed_bench.sh BUILD}" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)
P="$build/selfprof-perf"
suite="$here/perf/benchmarks"
feed_benches=${FEED_BENCHES:-itoa,fnv,either}
extra_benches=${FEED_BENCHES:-itoa,fnv,either,log,semver,memchr}
# the issue's test cases: 3 scenarios (the patched ones are left out)
more=${FEED_QUEUE_OPTS:---scenarios full,incr-full,incr-unchanged}
rustc=$(sh "$here/scripts/find-rustc.sh")
real=$("$rustc" --print sysroot)/bin/rustc
cargo=$(dirname "$real")/cargo
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-feed.XXXXXX")
burners=
stop_burners() {
    for p in $burners; do kill "$p" 2>/dev/null || true; done
    burners=
}
start_burners() {
    for _ in 1 2; do
        sh -c 'while :; do :; done' &
        burners="$burners $!"
    done
}
trap 'stop_burners; rm -rf "$work"' EXIT
parts=${FEED_PARTS:-feed,extra}
[ "${FEED_EXTRA:-1}" = 0 ] && parts=feed
part() { case ",$parts," in *",$1,"*) return 0 ;; esac; return 1; }
load() { cut -d' ' -f1 /proc/loadavg; }
echo "feed_load_start $(load) load"
printf '#!/bin/sh\n# rustc made 10%% slower\nexec "%s" 0.1 "%s" "$@"\n' \
    "$build/selfprof-perf-slow" "$real" >"$work/slower"
chmod +x "$work/slower"
fixed=
"$P" queue --help | grep -q -- '--fixed-iterations' && fixed=--fixed-iterations

# collect_timed DB: collects every queued job; prints the seconds it took.
collect_timed() {
    t0=$(date +%s.%N)
    "$P" collect --until-empty --work-dir "$work" --db "$1" >/dev/null 2>&1
    python3 -c 'import sys; print(f"{float(sys.argv[2]) - float(sys.argv[1]):.1f}")' "$t0" \
        "$(date +%s.%N)"
}

if part feed; then
# ---- the feed, both modes built in turn ----
for mode in feed apart; do
    "$P" init --db "sqlite:$work/$mode.db" >/dev/null
    : >"$work/$mode.seconds"
done
for k in 1 2 3 4 5 6 7 8; do
    cc=$real
    [ $k -ge 5 ] && cc=$work/slower
    [ $k -eq 3 ] || [ $k -eq 6 ] && start_burners
    for mode in feed apart; do
        db="sqlite:$work/$mode.db"
        parent=
        [ $k -gt 1 ] && parent="--parent h$((k - 1))"
        # shellcheck disable=SC2086 # $parent: none or two words
        "$P" artifact add "h$k" --rustc "$cc" --cargo "$cargo" --date "2026-01-0${k}T00:00:00Z" \
            $parent --db "$db" >/dev/null
        reuse=
        [ $mode = apart ] && reuse=--reuse-base
        # shellcheck disable=SC2086
        "$P" queue "h$k" --benchmarks $feed_benches --profiles check $more --suite "$suite" $reuse \
            --db "$db" >/dev/null
        collect_timed "$db" >>"$work/$mode.seconds"
    done
    stop_burners
done

# ---- the cost of today's default paired comparison of the same cases ----
db="sqlite:$work/paired.db"
"$P" init --db "$db" >/dev/null
"$P" artifact add p0 --rustc "$real" --cargo "$cargo" --db "$db" >/dev/null
"$P" artifact add p1 --rustc "$real" --cargo "$cargo" --db "$db" >/dev/null
# shellcheck disable=SC2086 # $fixed: none or one word
"$P" queue p1 --base p0 --benchmarks $feed_benches --profiles check $more --suite "$suite" $fixed \
    --db "$db" >/dev/null
paired_seconds=$(collect_timed "$db")

for mode in feed apart; do
    db="sqlite:$work/$mode.db"
    for m in cpu-time wall-time; do
        for k in 2 3 4 5 6 7 8; do
            "$P" compare "h$((k - 1))" "h$k" --metric $m --db "$db" --json >"$work/$mode-$m-$k.json"
        done
        "$P" changes --metric $m --db "$db" --json >"$work/$mode-$m-changes.json"
        python3 - "$work" "$mode" "$m" <<'PY'
import json, sys
work, mode, m = sys.argv[1:4]
found = false = 0
for k in range(2, 9):
    rows = json.load(open(f"{work}/{mode}-{m}-{k}.json"))["rows"]
    sig = [r for r in rows if r["significance"]["significant"]]
    if k == 5:
        found = sum(1 for r in sig if r["change"] > 0)
        n_step = len(rows)
    else:
        false += len(sig)
ch = json.load(open(f"{work}/{mode}-{m}-changes.json"))
rows = ch.get("changes", ch.get("rows", []))
hits = len({(r["benchmark"], r["profile"], r["scenario"]) for r in rows if r["artifact"] == "h5"})
other = sum(1 for r in rows if r["artifact"] != "h5")
print(f"{mode}_step_found_{m} {found} of{n_step}")
print(f"{mode}_false_alarms_{m} {false} of{6 * n_step}")
print(f"{mode}_changes_hits_{m} {hits} of{n_step}")
print(f"{mode}_changes_other_{m} {other} points")
PY
    done
    python3 - "$work/$mode.seconds" "$mode" <<'PY'
import sys
s = [float(x) for x in open(sys.argv[1]).read().split()]
print(f"{sys.argv[2]}_seconds_per_build {sum(s) / len(s):.1f} s")
print(f"{sys.argv[2]}_seconds_builds {' '.join(f'{x:.0f}' for x in s)} s")
PY
done
echo "paired_default_seconds $paired_seconds s"
feed_mean=$(python3 -c 'import sys; s=[float(x) for x in open(sys.argv[1]).read().split()]; print(sum(s)/len(s))' "$work/feed.seconds")
echo "feed_cost_vs_paired_default $(python3 -c 'import sys; print(f"{float(sys.argv[1]) / float(sys.argv[2]):.2f}")' "$feed_mean" "$paired_seconds") x"
fi

# count_sig JSON WANT: WANT any (every significant row) or up (regressions)
count_sig() {
    python3 - "$1" "$2" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1]))["rows"]
up = sys.argv[2] == "up"
print(sum(1 for r in rows if r["significance"]["significant"] and (not up or r["change"] > 0)),
      f"of{len(rows)}")
PY
}

if part extra; then
    # ---- two candidates against one base ----
    db="sqlite:$work/cand.db"
    "$P" init --db "$db" >/dev/null
    "$P" artifact add a1 --rustc "$real" --cargo "$cargo" --db "$db" >/dev/null
    "$P" artifact add a2 --rustc "$real" --cargo "$cargo" --db "$db" >/dev/null
    "$P" artifact add slow --rustc "$work/slower" --cargo "$cargo" --db "$db" >/dev/null
    "$P" queue a1 --benchmarks $extra_benches --profiles check $more --suite "$suite" --db "$db" >/dev/null
    collect_timed "$db" >/dev/null
    for b in a2 slow; do
        "$P" queue $b --base a1 --benchmarks $extra_benches --profiles check $more --suite "$suite" \
            --db "$db" >/dev/null
        collect_timed "$db" >/dev/null
    done
    # ---- the same compiler at two times, the load changed between them ----
    db2="sqlite:$work/times.db"
    "$P" init --db "$db2" >/dev/null
    "$P" artifact add t0 --rustc "$real" --cargo "$cargo" --db "$db2" >/dev/null
    "$P" artifact add t1 --rustc "$real" --cargo "$cargo" --db "$db2" >/dev/null
    "$P" queue t0 --benchmarks $extra_benches --profiles check $more --suite "$suite" --db "$db2" >/dev/null
    collect_timed "$db2" >/dev/null
    start_burners
    "$P" queue t1 --base t0 --benchmarks $extra_benches --profiles check $more --suite "$suite" \
        --db "$db2" >/dev/null
    collect_timed "$db2" >/dev/null
    stop_burners
    for m in cpu-time wall-time; do
        "$P" compare a1 a2 --metric $m --db "$db" --json >"$work/aa.json"
        "$P" compare a1 slow --metric $m --db "$db" --json >"$work/ab.json"
        "$P" compare t0 t1 --metric $m --db "$db2" --json >"$work/tt.json"
        echo "candidates_aa_false_$m $(count_sig "$work/aa.json" any)"
        echo "candidates_ab_found_$m $(count_sig "$work/ab.json" up)"
        echo "two_times_false_$m $(count_sig "$work/tt.json" any)"
    done
fi
echo "feed_load_end $(load) load"
