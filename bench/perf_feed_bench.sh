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
#   history (FEED_PARTS history): an A/A feed g1..g14 of itoa's 3 test
#         cases (burners beside g4, g8, g12); rustc-perf's history rule
#         applied to the steps into g12, g13 and g14 (10 previous artifacts
#         and more), on the raw minima and on the chain of paired ratios,
#         beside the product's own verdicts (the interval rule).
#   try again (FEED_PARTS try): `try --base RUSTC` (A/A: try-1-base and
#         try-same), then `try --base try-1-base`, whose results are from
#         that earlier session, with the same rustc (try-again: nothing may
#         change) and with it + 10% (try-slow: every test case must be
#         found); the feed's 9 test cases.
#   cost: today's default paired comparison of the feed's 9 test cases (two
#         new artifacts, `queue B --base A --fixed-iterations` when the
#         option exists: every pair run, as before sequential stopping)
#         timed before the feed and after it, against the collect seconds
#         of the feed's paired builds that ran without burners, as it did.
#
# usage: perf_feed_bench.sh BUILD        (FEED_PARTS=LIST: some of feed, extra,
#        try, history (default all four; feed includes the cost); FEED_EXTRA=0: feed only;
#        FEED_BENCHES=LIST and FEED_QUEUE_OPTS="--scenarios full ..." narrow it
#        for a quick try of the script; the figures are for the defaults;
#        FEED_KEEP=DIR keeps the databases there for a closer look)
#
# Prints `NAME VALUE UNIT` lines, MODE feed (default) or apart (--reuse-base),
# METRIC cpu-time (the default) and wall-time:
#   feed_load_start / feed_load_end                  load average (2 processors)
#   MODE_step_found_METRIC       of 9: the h4->h5 test cases found as regressions
#   MODE_false_alarms_METRIC     of 54: significant test cases in the 6 other steps
#   MODE_changes_hits_METRIC     of 9: test cases whose change points name h5
#   MODE_changes_other_METRIC    change points naming any other build
#   MODE_seconds_per_build       collect seconds per feed build (mean of 8)
#   paired_default_seconds       today's default paired comparison, collect seconds,
#                                before the feed and after it
#   feed_seconds_per_quiet_build the feed's paired builds without burners (h2, h4,
#                                h5, h7, h8), collect seconds, their mean
#   feed_cost_vs_paired_default  feed_seconds_per_quiet_build / the mean of
#                                paired_default_seconds
#   candidates_aa_false_METRIC, candidates_ab_found_METRIC   of 18
#   two_times_false_METRIC       of 18
#   try_first_false_METRIC, try_again_false_METRIC, try_again_found_METRIC   of 9
#   history_raw_false_METRIC, history_chain_false_METRIC,
#   history_steps_interval_false_METRIC                                       of 9
set -eu
build=$(cd "${1:?usage: perf_feed_bench.sh BUILD}" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)
P="$build/selfprof-perf"
suite="$here/perf/benchmarks"
feed_benches=${FEED_BENCHES:-itoa,fnv,either}
extra_benches=${FEED_BENCHES:-itoa,fnv,either,log,semver,memchr}
history_benches=${FEED_BENCHES:-itoa}
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
# FEED_KEEP=DIR: the databases are copied there before the work directory goes
keep() { [ -z "${FEED_KEEP:-}" ] || { mkdir -p "$FEED_KEEP" && cp "$work"/*.db "$FEED_KEEP"/ 2>/dev/null; } || true; }
trap 'stop_burners; keep; rm -rf "$work"' EXIT
parts=${FEED_PARTS:-feed,extra,try,history}
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

# paired_default N: today's default paired comparison of the feed's test
# cases (two new artifacts, every pair run: --fixed-iterations) in a
# database of its own; prints its collect seconds.
paired_default() {
    db="sqlite:$work/paired$1.db"
    "$P" init --db "$db" >/dev/null
    "$P" artifact add p0 --rustc "$real" --cargo "$cargo" --db "$db" >/dev/null
    "$P" artifact add p1 --rustc "$real" --cargo "$cargo" --db "$db" >/dev/null
    # shellcheck disable=SC2086 # $fixed: none or one word
    "$P" queue p1 --base p0 --benchmarks $feed_benches --profiles check $more --suite "$suite" \
        $fixed --db "$db" >/dev/null
    collect_timed "$db"
}

if part feed; then
# the reference cost, before the feed and again after it (its mean)
paired_before=$(paired_default 1)
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

paired_after=$(paired_default 2)

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
echo "paired_default_seconds $paired_before $paired_after s"
# The cost of a feed build beside the reference: the paired builds (not
# h1, which has no parent) collected without the burners, as the
# reference was (h2, h4, h5, h7, h8).
python3 - "$work/feed.seconds" "$paired_before" "$paired_after" <<'PY'
import sys
s = [float(x) for x in open(sys.argv[1]).read().split()]
quiet = [s[k - 1] for k in (2, 4, 5, 7, 8)]
ref = (float(sys.argv[2]) + float(sys.argv[3])) / 2
q = sum(quiet) / len(quiet)
print(f"feed_seconds_per_quiet_build {q:.1f} s")
print(f"feed_cost_vs_paired_default {q / ref:.2f} x")
PY
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

if part history; then
    # ---- the history rule on an A/A feed once it has 10 artifacts ----
    # g1..g14, the same rustc each, each queued against its parent (the
    # default: measured again beside it), burners beside g4, g8 and g12.
    # The product judges such steps by their pairs (the interval rule);
    # here rustc-perf's history rule (Q3 + 3 x IQR of the relative deltas
    # of up to 30 previous artifacts, from 10) is applied to the steps
    # whose B has 10 previous artifacts (g12, g13, g14), once on the raw
    # minima of each build's own session (as rustc-perf would) and once on
    # the chain of paired ratios (drift-corrected). Nothing changed, so
    # every flag is a false alarm.
    db="$work/hist.db"
    "$P" init --db "sqlite:$db" >/dev/null
    for k in $(seq 1 14); do
        parent=
        [ "$k" -gt 1 ] && parent="--parent g$((k - 1))"
        # shellcheck disable=SC2086 # $parent: none or two words
        "$P" artifact add "g$k" --rustc "$real" --cargo "$cargo" \
            --date "2026-02-$(printf %02d "$k")T00:00:00Z" $parent --db "sqlite:$db" >/dev/null
        [ "$k" -eq 4 ] || [ "$k" -eq 8 ] || [ "$k" -eq 12 ] && start_burners
        # shellcheck disable=SC2086
        "$P" queue "g$k" --benchmarks $history_benches --profiles check $more --suite "$suite" \
            --db "sqlite:$db" >/dev/null
        collect_timed "sqlite:$db" >/dev/null
        stop_burners
    done
    for m in cpu-time wall-time; do
        for k in $(seq 2 14); do
            "$P" compare "g$((k - 1))" "g$k" --metric $m --db "sqlite:$db" --json >"$work/g-$m-$k.json"
        done
        python3 - "$work" "$db" "$m" <<'PY'
import json, math, sqlite3, sys
work, db, m = sys.argv[1:4]

def threshold(x):
    """rustc-perf's Q3 + 3 x IQR (perf/report/significance.c, exactly)."""
    pcs = sorted(abs(a - b) / abs(a) for a, b in zip(x, x[1:]) if a != 0)
    n = len(pcs)
    if n < 2:
        return None
    if n <= 2:
        h1_end, h2 = 0, 1
    elif n % 2 == 0:
        h1_end, h2 = n // 2 - 2, n // 2 + 1
    else:
        h1_end, h2 = n // 2 - 1, n // 2 + 1
    med = lambda d: (d[(len(d) - 1) // 2] + d[len(d) // 2]) / 2 if len(d) % 2 == 0 else d[len(d) // 2]
    q1, q3 = med(pcs[:h1_end + 1]), med(pcs[h2:])
    return q3 + 3 * (q3 - q1)

con = sqlite3.connect(db)
raw = {}  # (test case) -> {k: the minimum of gK's own clean runs}
for name, bench, prof, scen, v in con.execute(
        "SELECT a.name, b.name, s.profile, s.scenario, MIN(s.value) FROM sample s "
        "JOIN artifact a ON a.id = s.artifact_id JOIN benchmark b ON b.id = s.benchmark_id "
        "JOIN metric x ON x.id = s.metric_id WHERE x.name = ? AND s.iteration > 0 "
        "AND s.self_profiled = 0 GROUP BY 1, 2, 3, 4", (m,)):
    raw.setdefault((bench, prof, scen), {})[int(name[1:])] = v
paired = {}  # (test case) -> {k: the paired change g(k-1) -> gK}
flagged_interval = 0
for k in range(2, 15):
    for r in json.load(open(f"{work}/g-{m}-{k}.json"))["rows"]:
        key = (r["benchmark"], r["profile"], r["scenario"])
        paired.setdefault(key, {})[k] = r["change"]
        if k >= 12 and r["significance"]["significant"]:
            flagged_interval += 1
raw_flags = chain_flags = judged = 0
for key, vals in raw.items():
    chain = {1: 1.0}
    for k in range(2, 15):
        chain[k] = chain[k - 1] * (1 + paired.get(key, {}).get(k, 0.0))
    for k in (12, 13, 14):
        if k not in vals or k - 1 not in vals:
            continue
        judged += 1
        prev = list(range(k - 2, 0, -1))[:30]  # newest first, A and B excluded
        t = threshold([vals[j] for j in prev if j in vals])
        if t is not None and abs(vals[k] / vals[k - 1] - 1) >= t:
            raw_flags += 1
        t = threshold([chain[j] for j in prev])
        if t is not None and abs(paired[key][k]) >= t:
            chain_flags += 1
print(f"history_raw_false_{m} {raw_flags} of{judged}")
print(f"history_chain_false_{m} {chain_flags} of{judged}")
print(f"history_steps_interval_false_{m} {flagged_interval} of{judged}")
PY
    done
fi

if part try; then
    # ---- `try` run again against the base it reuses (the README's second
    # example): try-1 = rustc beside a new base; then, with --base
    # try-1-base (which has results), the same rustc again and the rustc
    # made 10% slower: the base is measured again beside each ----
    db="sqlite:$work/try.db"
    for t in same:"$real" again:"$real" slow:"$work/slower"; do
        name=${t%%:*}
        base=try-1-base
        [ "$name" = same ] && base=$real
        # shellcheck disable=SC2086 # $feed_benches, $more: lists and options
        "$P" try --base "$base" --rustc "${t#*:}" --cargo "$cargo" --base-cargo "$cargo" \
            --name "try-$name" --benchmarks $feed_benches --profiles check $more --suite "$suite" \
            --no-serve --db "$db" >/dev/null 2>&1
    done
    for m in cpu-time wall-time; do
        for name in same again slow; do
            "$P" compare try-1-base "try-$name" --metric $m --db "$db" --json >"$work/try-$name.json"
        done
        echo "try_first_false_$m $(count_sig "$work/try-same.json" any)"
        echo "try_again_false_$m $(count_sig "$work/try-again.json" any)"
        echo "try_again_found_$m $(count_sig "$work/try-slow.json" up)"
    done
fi
echo "feed_load_end $(load) load"
