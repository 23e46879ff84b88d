#!/bin/sh
# perf_verdicts_bench.sh — can the dashboard's verdicts be trusted on this
# machine? The experiment with known answers of `selfprof-perf calibrate`
# on 6 crates x check x 3 scenarios (18 test cases a comparison), with the
# default settings, side by side with an earlier revision's collector and
# rules on the same test cases in the same run.
#
# usage: perf_verdicts_bench.sh BUILD [REV]
#
#   A/A: rustc 1.95 against itself under another name: every change found
#        is false (goal: at most 1 of 18 for wall time and the default
#        metric, 0 for the counts);
#   A/B: rustc 1.95 against itself made 10% slower (selfprof-perf-slow
#        burns 10% of its CPU time after it): every test case is a
#        regression (goal: at least 16 of 18 on a quiet machine).
#   The detailed view of the A/A pair marks no query beyond noise in the
#   check/full test case of any of the 6 crates (goal: 0).
#
# REV (default 96babb8, the collector before paired runs and the interval
# rule) is built once into BUILD/baseline-REV from `git archive`; it runs
# the same A/A and A/B with its own defaults (3 iterations, the max-min
# spread rule), so both rules and both collect times are measured under
# the same load. REV=none skips it.
#
# Prints `NAME VALUE UNIT` lines:
#   verdicts_load_start / verdicts_load_end       load average (2 processors)
#   verdicts_aa_false_METRIC      of 18 A/A test cases called a change
#   verdicts_aa_too_noisy_METRIC  of 18 A/A test cases too noisy to judge
#   verdicts_ab_found_METRIC      of 18 A/B test cases found as regressions
#   verdicts_ab_too_noisy_METRIC  of 18 A/B test cases too noisy to judge
#   verdicts_aa_queries_beyond_noise  queries marked in the 6 A/A check/full
#   verdicts_seconds              the whole calibration (both pairs)
#   cargo_verdicts_*, verdicts_time_vs_cargo   the same calibration with
#        cargo for every build (SELFPROF_PERF_NO_REPLAY=1), run just
#        before; VERDICTS_CARGO=0 skips it
#   baseline_verdicts_aa_false_METRIC, baseline_verdicts_ab_found_METRIC,
#   baseline_verdicts_seconds, verdicts_time_vs_baseline   (with REV)
set -eu
build=$(cd "${1:?usage: perf_verdicts_bench.sh BUILD [REV]}" && pwd)
rev=${2:-96babb8}
here=$(cd "$(dirname "$0")/.." && pwd)
P="$build/selfprof-perf"
benches=itoa,fnv,either,log,semver,memchr
rustc=$(sh "$here/scripts/find-rustc.sh")
suite="$here/perf/benchmarks"
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-verdicts.XXXXXX")
trap 'rm -rf "$work"' EXIT
load() { cut -d' ' -f1 /proc/loadavg; }
echo "verdicts_load_start $(load) load"

# The earlier revision first (its artifacts need nothing of the new code
# but selfprof-perf-slow, which is a plain program).
. "$here/bench/lib/baseline.sh"
old=
[ "$rev" = none ] || old=$(baseline_build "$here" "$build" "$rev" selfprof-perf selfprof_perf \
    selfprof_perf_rustc)
if [ -n "$old" ]; then
    real=$("$rustc" --print sysroot)/bin/rustc
    printf '#!/bin/sh\nexec "%s" 0.1 "%s" "$@"\n' "$build/selfprof-perf-slow" "$real" >"$work/slower"
    chmod +x "$work/slower"
    db="sqlite:$work/old.db"
    cargo=$(dirname "$real")/cargo
    t0=$(date +%s)
    (
        export SELFPROF_PERF_DB="$db"
        "$old" init >/dev/null
        for a in aa-1 aa-2 ab-base; do "$old" artifact add $a --rustc "$real" --cargo "$cargo" >/dev/null; done
        "$old" artifact add ab-slower --rustc "$work/slower" --cargo "$cargo" >/dev/null
        "$old" queue aa-2 --base aa-1 --benchmarks $benches --profiles check \
            --scenarios full,incr-unchanged --suite "$suite" >/dev/null
        "$old" queue ab-slower --base ab-base --benchmarks $benches --profiles check \
            --scenarios full,incr-unchanged --suite "$suite" >/dev/null
        "$old" collect --until-empty --work-dir "$work" >/dev/null
    )
    t1=$(date +%s)
    old_seconds=$((t1 - t0))
    for m in wall-time cpu-time; do
        "$old" compare aa-1 aa-2 --metric $m --db "$db" --json >"$work/aa.json"
        "$old" compare ab-base ab-slower --metric $m --db "$db" --json >"$work/ab.json"
        python3 - "$work/aa.json" "$work/ab.json" "$m" <<'PY'
import json, sys
aa, ab = (json.load(open(p))["rows"] for p in sys.argv[1:3])
m = sys.argv[3]
print(f"baseline_verdicts_aa_false_{m} {sum(r['significance']['significant'] for r in aa)} of{len(aa)}")
print(f"baseline_verdicts_ab_found_{m} "
      f"{sum(r['significance']['significant'] and r['change'] > 0 for r in ab)} of{len(ab)}")
PY
    done
    echo "baseline_verdicts_seconds $old_seconds s"
fi

# calibrate's figures with a name prefix: calibrate_figures PREFIX JSON
calibrate_figures() {
    python3 - "$1" "$2" <<'PY'
import json, sys
p, c = sys.argv[1], json.load(open(sys.argv[2]))
for x in c["metrics"]:
    m, aa, ab = x["metric"], x["aa"], x["ab"]
    print(f"{p}verdicts_aa_false_{m} {aa['false']} of{aa['test_cases']}")
    print(f"{p}verdicts_aa_too_noisy_{m} {aa['too_noisy']} of{aa['test_cases']}")
    if x["timed"]:
        print(f"{p}verdicts_ab_found_{m} {ab['found']} of{ab['test_cases']}")
        print(f"{p}verdicts_ab_too_noisy_{m} {ab['too_noisy']} of{ab['test_cases']}")
    else:
        print(f"{p}verdicts_ab_changed_{m} {ab['changed']} of{ab['test_cases']}")
print(f"{p}verdicts_seconds {c['seconds']:.0f} s")
PY
}
seconds() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["seconds"])' "$1"; }
ratio() { python3 -c 'import sys; print(f"{float(sys.argv[1]) / float(sys.argv[2]):.2f}")' "$1" "$2"; }

# The same with cargo for every build, as before the replay
# (VERDICTS_CARGO=0 skips it).
if [ "${VERDICTS_CARGO:-1}" != 0 ]; then
    SELFPROF_PERF_NO_REPLAY=1 "$P" calibrate --rustc "$rustc" --benchmarks $benches \
        --suite "$suite" --json >"$work/cargo.json"
    calibrate_figures cargo_ "$work/cargo.json"
fi
"$P" calibrate --rustc "$rustc" --benchmarks $benches --suite "$suite" --keep "$work/new" \
    --json >"$work/cal.json"
calibrate_figures "" "$work/cal.json"
[ ! -s "$work/cargo.json" ] ||
    echo "verdicts_time_vs_cargo $(ratio "$(seconds "$work/cal.json")" "$(seconds "$work/cargo.json")") x"
beyond=0
for b in $(echo $benches | tr , ' '); do
    n=$("$P" detail aa-1 aa-2 "$b" check full --db "sqlite:$work/new/calibrate.db" --json |
        python3 -c 'import json, sys; print(json.load(sys.stdin)["beyond_noise"])')
    beyond=$((beyond + n))
done
echo "verdicts_aa_queries_beyond_noise $beyond queries"
[ -z "${old_seconds:-}" ] ||
    echo "verdicts_time_vs_baseline $(ratio "$(seconds "$work/cal.json")" "$old_seconds") x"
echo "verdicts_load_end $(load) load"
