#!/bin/sh
# compare, detail and raw on a fresh database of the engine named by $1
# (sqlite: a real file; postgres: the PostgreSQL fixture's server): real
# rustc 1.95 self-profiles stored with `import`, samples of 14 artifacts
# set up with one SQL text (report_check.py sql). compare --json is checked
# against report_check.py's model (minima, changes, rustc-perf's rule
# re-implemented from its source, the samples rule, the summary) for three
# metrics; detail --json label for label against `selfprof summarize
# --json` of the raw profiles that `raw` writes back (and of the original
# files); unknown names give one line and exit 1.
set -eu
: "${SELFPROF:?}" "${SELFPROF_PERF:?}" "${PERF_SQL:?}" "${TESTDATA:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db report_verbs "$1"
P=$SELFPROF_PERF
CHECK="python3 $SRCDIR/tests/perf/report_check.py"
d=$TESTDATA/rustc-1.95
cd "$work"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
refuse() { # refuse PATTERN CMD...: status 1 with one matching line
    pattern=$1
    shift
    st=0
    "$@" >out 2>err || st=$?
    [ "$st" -eq 1 ] && [ "$(wc -l <err)" -eq 1 ] && grep -q "^selfprof-perf: .*$pattern" err \
        || { fail "$* (status $st):"; cat err; }
}

"$P" init >/dev/null
rustc=$(sh "$SRCDIR/scripts/find-rustc.sh")
i=1
for h in h00 h01 h02 h03 h04 h05 h06 h07 h08 h09 h10 h11; do
    "$P" artifact add "$h" --rustc "$rustc" --date "2025-12-$(printf %02d $i)" >/dev/null
    i=$((i + 1))
done
"$P" artifact add base --rustc "$rustc" --date 2026-01-01 >/dev/null
"$P" artifact add new --rustc "$rustc" --date 2026-01-02 >/dev/null
"$P" import base tiny check full "$d/plain.mm_profdata" >/dev/null
"$P" import new tiny check full "$d/all-incr.mm_profdata" >/dev/null
"$P" import base tiny debug full "$d/plain.mm_profdata" "$d/threads2.mm_profdata" >/dev/null
"$P" import new tiny debug full "$d/threads2.mm_profdata" >/dev/null
$CHECK sql >setup.sql
"$PERF_SQL" "$DB" <setup.sql

for m in wall-time max-rss self-profile-overhead; do
    "$P" compare base new --metric "$m" --json >"compare-$m.json" || fail "compare --metric $m"
    $CHECK compare "compare-$m.json" "$m" || fail "compare --metric $m differs from the model"
done
"$P" compare base new --json >default.json && cmp -s default.json compare-wall-time.json \
    || fail "compare's default metric is not wall-time"
"$P" compare base new >table.txt || fail "compare (table)"
grep -q '^wall-time (s): base (2026-01-01) -> new (2026-01-02), 5 test cases$' table.txt \
    || fail "compare's header line"
grep -Eq '^tiny +check +full +2\.00647 +2\.20103 +\+9\.70% +- +0\.57% +17\.10x +large +history +regression \*$' table.txt \
    || fail "compare's significant row"
grep -q '^measured on one side only: 0 in base, 1 in new$' table.txt || fail "one-side count"
grep -Eq '^bee +opt +full .* - +0\.00x +small +interval +too few runs$' table.txt \
    || fail "too few runs: no judgement"
grep -Eq '^tiny +check +incr-full .* [0-9.]+% +[0-9.]+% +[0-9.]+x +large +interval +regression \*$' \
    table.txt || fail "the interval rule's regression, with its +-"
grep -Eq '^tiny +debug +full .* interval +no change$' table.txt || fail "the interval rule's no change"
grep -q '^too few runs to judge: 2 test cases' table.txt || fail "the too-few line"
grep -q ' $' table.txt && fail "compare's table has trailing blanks"
"$P" compare base new >table2.txt && cmp -s table.txt table2.txt || fail "compare is not stable"

# detail: from the rows, equal to summarize --json of the raw profiles
"$P" raw base tiny check full -o a.mm_profdata >/dev/null || fail "raw (one file)"
"$P" raw new tiny check full -o b.mm_profdata >/dev/null || fail "raw new"
cmp -s a.mm_profdata "$d/plain.mm_profdata" || fail "raw base is not the stored file"
cmp -s b.mm_profdata "$d/all-incr.mm_profdata" || fail "raw new is not the stored file"
"$SELFPROF" summarize --json a.mm_profdata >sa.json
"$SELFPROF" summarize --json b.mm_profdata >sb.json
"$P" detail base new tiny check full --json >detail.json || fail "detail --json"
$CHECK detail detail.json sa.json sb.json || fail "detail differs from summarize --json"
# two merged files: raw writes a directory, summarize reads it
"$P" raw base tiny debug full -o dir >/dev/null || fail "raw (two files)"
[ -f dir/plain.mm_profdata ] && [ -f dir/threads2.mm_profdata ] || fail "raw dir contents"
"$SELFPROF" summarize --json dir >sdir.json || fail "summarize of the raw directory"
"$SELFPROF" summarize --json "$d/threads2.mm_profdata" >st2.json
"$P" detail base new tiny debug full --json >detail2.json || fail "detail debug"
$CHECK detail detail2.json sdir.json st2.json || fail "merged detail differs from summarize --json"
# detail repeats its compare row (the default metric, or --metric's)
$CHECK detail-row detail.json compare-wall-time.json || fail "detail's compare row"
"$P" detail base new tiny check full --metric max-rss --json >detail-rss.json \
    && $CHECK detail-row detail-rss.json compare-max-rss.json || fail "detail --metric's compare row"
"$P" detail base new tiny check full >detail.txt || fail "detail (table)"
grep -q '^(total) ' detail.txt || fail "detail has no totals line"
grep -q '^compare row (wall-time): +9\.70%; regression; rule history; ' detail.txt \
    || fail "detail's compare row line"
grep -q '^The figures below are of one self-profiled run a side' detail.txt \
    || fail "detail says how its figures relate to the compare row"
[ "$(grep -c '' detail.txt)" -gt 300 ] || fail "detail lists too few labels"

refuse "unknown artifact 'nope'" "$P" compare base nope
refuse "unknown metric 'speed' (known: max-rss, self-profile-overhead, wall-time)" \
    "$P" compare base new --metric speed
refuse "unknown benchmark 'zzz'" "$P" detail base new zzz check full
refuse "unknown artifact 'nope'" "$P" detail nope new tiny check full
refuse "neither 'base' nor 'new' has a self-profile of tiny opt full" "$P" detail base new tiny opt full
refuse "'h00' has no self-profile of tiny check full" "$P" raw h00 tiny check full -o x
refuse "a.mm_profdata: File exists" "$P" raw base tiny check full -o a.mm_profdata
"$P" compare --help | grep -q '^Usage: selfprof-perf compare' || fail "compare --help"
"$P" detail --help | grep -q '^Usage: selfprof-perf detail' || fail "detail --help"
"$P" raw --help | grep -q '^Usage: selfprof-perf raw' || fail "raw --help"
usage() { # usage PATTERN CMD...: status 2 with one matching line
    pattern=$1
    shift
    st=0
    "$@" >out 2>err || st=$?
    [ "$st" -eq 2 ] && [ "$(wc -l <err)" -eq 1 ] && grep -q "^selfprof-perf: .*$pattern" err \
        || { fail "$* (status $st):"; cat err; }
}
usage "raw: give ARTIFACT" "$P" raw base tiny check full
usage "option '--metric' needs a value" "$P" compare base new --metric
usage "option '-o' needs a value" "$P" raw base tiny check full -o
usage "detail: bad option '--bogus'" "$P" detail --bogus
usage "compare: give two artifacts" "$P" compare base
[ "$fails" -eq 0 ] && echo "report_verbs ($1): ok" || exit 1
