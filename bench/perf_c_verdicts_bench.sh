#!/bin/sh
# perf_c_verdicts_bench.sh — can the dashboard's verdicts on C and C++ be
# trusted? Three comparisons with known answers (issue 37), on gcc and the
# C/C++ suite, counted like the rustc ones of perf_verdicts_bench.sh and
# perf_feed_bench.sh (test cases significant, of how many):
#
#   aa:       gcc-12 against itself under another name, profiles debug, opt
#             and o3: every change found is false (goal: at most 1 of 18 on
#             a quiet machine);
#   o3:       gcc-12 against gcc-12 -O3 (a wrapper that appends -O3 to
#             every invocation, so opt's -O2 becomes -O3), profile opt:
#             -O3 does more work, every test case is a regression (goal:
#             at least 90% found);
#   versions: gcc-11 against gcc-12, profiles debug and opt: two compilers
#             that differ; a change either way is found (the direction is
#             not known beforehand, and is printed apart).
#
# Each in every mode of issue 34 ("Verdicts you can trust in a continuous
# feed"), on a fresh database each:
#   paired  queue B --base A, both new: side by side, iterations
#           interleaved, a pair stopping once it has decided (the default);
#   fixed   the same with --fixed-iterations (every iteration, no stopping);
#   feed    A collected first, then B queued with base A: A measured again
#           beside B (a feed of builds);
#   apart   A collected first, then B with --reuse-base: A's earlier runs
#           compared with B's (two sessions).
#
# usage: perf_c_verdicts_bench.sh BUILD
#   C_VERDICTS_MODES=LIST       some of paired,fixed,feed,apart (default all)
#   C_VERDICTS_BENCHES=LIST     default matrix-c,xxhash,stb-truetype,stb-image,glm,fmt
#                               (4 C, 2 C++; 6 benchmarks x 3 profiles = 18 A/A cases)
#   C_VERDICTS_QUEUE_OPTS="..." more queue options, e.g. "--iterations 5"
#                               for a quick try of the script; the figures
#                               are for the defaults
# Not run by `make bench` (like perf_feed_bench.sh): the defaults take
# about 20 minutes a mode on the 2-core VM.
#
# Prints `NAME VALUE UNIT` lines, MODE as above, METRIC cpu-time (the
# default) and wall-time:
#   c_verdicts_load_start / c_verdicts_load_end     load average (2 processors)
#   c_MODE_aa_false_METRIC            A/A test cases called a change
#   c_MODE_aa_too_noisy_METRIC        A/A test cases too noisy to judge
#   c_MODE_o3_found_METRIC            -O2 -> -O3 test cases found as regressions
#   c_MODE_o3_wrong_way_METRIC        ... found as improvements
#   c_MODE_o3_too_noisy_METRIC
#   c_MODE_versions_found_METRIC      gcc-11 -> gcc-12 test cases significant
#   c_MODE_versions_slower_METRIC     ... of them regressions (gcc-12 slower)
#   c_MODE_versions_too_noisy_METRIC
#   c_MODE_seconds                    collect seconds of the mode's 3 comparisons
set -eu
build=$(cd "${1:?usage: perf_c_verdicts_bench.sh BUILD}" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)
P="$build/selfprof-perf"
suite="$here/perf/benchmarks"
benches=${C_VERDICTS_BENCHES:-matrix-c,xxhash,stb-truetype,stb-image,glm,fmt}
modes=${C_VERDICTS_MODES:-paired,fixed,feed,apart}
more=${C_VERDICTS_QUEUE_OPTS:-}
for cc in gcc-11 g++-11 gcc-12 g++-12; do
    command -v $cc >/dev/null || { echo "perf_c_verdicts_bench: $cc is not installed" >&2; exit 1; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-c-verdicts.XXXXXX")
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM # the EXIT trap runs on a stop signal too
load() { cut -d' ' -f1 /proc/loadavg; }
echo "c_verdicts_load_start $(load) load"

# gcc-12 -O3: a C driver and its C++ driver (the runner derives g++-12 from
# gcc-12's name, perf/run/run_c.c), each appending -O3 (the last -O wins)
mkdir "$work/o3"
for d in gcc-12 g++-12; do
    printf '#!/bin/sh\n# %s, every invocation at -O3\nexec "%s" "$@" -O3\n' "$d" \
        "$(command -v $d)" >"$work/o3/$d"
    chmod +x "$work/o3/$d"
done

# collect_timed DB: collects every queued job; prints the seconds it took.
collect_timed() {
    t0=$(date +%s.%N)
    "$P" collect --until-empty --work-dir "$work" --db "$1" >/dev/null 2>&1
    python3 -c 'import sys; print(f"{float(sys.argv[2]) - float(sys.argv[1]):.1f}")' "$t0" \
        "$(date +%s.%N)"
}

# compared MODE DB ACC BCC PROFILES: A (compiler ACC) and B (BCC) measured
# the MODE's way on a fresh DB; prints the collect seconds.
compared() {
    mode=$1 db=$2 profiles=$5
    "$P" init --db "$db" >/dev/null
    "$P" artifact add A --cc "$3" --db "$db" >/dev/null
    "$P" artifact add B --cc "$4" --db "$db" >/dev/null
    q() { # shellcheck disable=SC2086 # $more and the options: words
        "$P" queue "$@" --benchmarks "$benches" --profiles "$profiles" $more --suite "$suite" \
            --db "$db" >/dev/null
    }
    s=0
    case $mode in
    paired) q B --base A ;;
    fixed) q B --base A --fixed-iterations ;;
    feed | apart)
        q A
        s=$(collect_timed "$db")
        if [ "$mode" = feed ]; then q B --base A; else q B --base A --reuse-base; fi ;;
    esac
    python3 -c 'import sys; print(f"{float(sys.argv[1]) + float(sys.argv[2]):.1f}")' "$s" \
        "$(collect_timed "$db")"
}

# counts JSON PREFIX KIND: the lines of one comparison (KIND aa, o3 or versions)
counts() {
    python3 - "$1" "$2" "$3" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1]))["rows"]
prefix, kind = sys.argv[2], sys.argv[3]
n = len(rows)
sig = [r for r in rows if r["significance"]["significant"]]
noisy = sum(1 for r in rows if r["significance"].get("verdict") == "too noisy")
up = sum(1 for r in sig if r["change"] > 0)
if kind == "aa":
    print(f"{prefix}false {len(sig)} of{n}")
elif kind == "o3":
    print(f"{prefix}found {up} of{n}")
    print(f"{prefix}wrong_way {len(sig) - up} of{n}")
else:
    print(f"{prefix}found {len(sig)} of{n}")
    print(f"{prefix}slower {up} of{n}")
print(f"{prefix}too_noisy {noisy} of{n}")
PY
}

for mode in $(echo "$modes" | tr , ' '); do
    case $mode in paired | fixed | feed | apart) ;; *)
        echo "perf_c_verdicts_bench: unknown mode '$mode'" >&2; exit 2 ;;
    esac
    secs=0
    for exp in aa o3 versions; do
        case $exp in
        aa) a=gcc-12 b=gcc-12 profiles=debug,opt,o3 ;;
        o3) a=gcc-12 b=$work/o3/gcc-12 profiles=opt ;;
        versions) a=gcc-11 b=gcc-12 profiles=debug,opt ;;
        esac
        db="sqlite:$work/$mode-$exp.db"
        t=$(compared "$mode" "$db" "$a" "$b" "$profiles")
        secs=$(python3 -c 'import sys; print(float(sys.argv[1]) + float(sys.argv[2]))' "$secs" "$t")
        for m in cpu-time wall-time; do
            "$P" compare A B --metric $m --db "$db" --json >"$work/$mode-$exp-$m.json"
            counts "$work/$mode-$exp-$m.json" "c_${mode}_${exp}_" "$exp" |
                sed "s/^\\(c_[a-z0-9_]*\\) /\\1_$m /"
        done
    done
    echo "c_${mode}_seconds $secs s"
done
echo "c_verdicts_load_end $(load) load"
