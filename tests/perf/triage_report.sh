#!/bin/sh
# Relevance, the Markdown report and triage on a fresh database of the
# engine named by $1 (sqlite here): artifacts base, new, next, out (and
# a0, a1, a2, dated before the triage ranges) and worked cases set up by
# relevance_check.py sql (one-iteration samples of exact metrics, so the
# threshold is 0.2% and the changes are exactly the ones the model lists).
# compare --json is checked against relevance_check.py's model of
# rustc-perf's rules (every magnitude, the relevance, the summaries by
# category, profile, scenario, the direction, every branch of the triage
# rule); compare --relevant lists the relevant rows alone; report
# --markdown parses as GitHub-flavoured CommonMark (cmark-gfm) and its
# numbers (the line under the title, the summary table, the relevant rows,
# the table by group) and links equal compare --json's; triage lists only
# the pairs that deserve attention, each as report prints it.
set -eu
: "${SELFPROF_PERF:?}" "${PERF_SQL:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db triage_report "$1"
command -v cmark-gfm >/dev/null || { echo "FAIL: cmark-gfm not found (scripts/install-deps.sh installs it)"; exit 1; }
P=$SELFPROF_PERF
CHECK="python3 $SRCDIR/tests/perf/relevance_check.py"
cd "$work"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

"$P" init >/dev/null
$CHECK sql >setup.sql
"$PERF_SQL" "$DB" <setup.sql

# relevance against the model, on every worked metric and one more pair
jsons=
for m in instructions:u instructions:cachegrind size:w-imp size:w-mixed size:w-mostly \
    size:w-medimp query-executions; do
    "$P" compare base new --metric "$m" --json >"c-$m.json" || fail "compare --metric $m"
    jsons="$jsons c-$m.json"
done
"$P" compare new next --metric instructions:u --json >next.json || fail "compare new next"
# the branches of the instruction counts' triage rule that base -> new lacks
for b in a1 a2; do
    for m in instructions:u instructions:cachegrind; do
        "$P" compare a0 "$b" --metric "$m" --json >"$b-$m.json" || fail "compare a0 $b --metric $m"
        jsons="$jsons $b-$m.json"
    done
done
# shellcheck disable=SC2086
$CHECK compare $jsons next.json || fail "compare's relevance differs from the model"

# --relevant: the relevant rows alone, the same relevant summary
"$P" compare base new --metric instructions:u --relevant --json >rel.json || fail "--relevant"
python3 - rel.json c-instructions:u.json <<'PY' || fail "compare --relevant"
import json, sys
rel, full = (json.load(open(p)) for p in sys.argv[1:])
want = [r for r in full["rows"] if r["relevant"]]
assert rel["rows"] == want and len(want) >= 5, (len(rel["rows"]), len(want))
assert rel["summary"]["relevance"] == full["summary"]["relevance"]
PY
"$P" compare base new --metric instructions:u >table.txt || fail "compare (table)"
grep -Eq '^w06 +check +full .* +\+3\.00% +0\.00% +0\.20% +15\.00x +large +exact +regression \*$' table.txt \
    || fail "compare's magnitude column"
grep -Eq '^primary +regressions [0-9]+, mean .*; improvements [0-9]+, mean .*; mixed$' table.txt \
    || fail "compare's relevant summary line"
grep -q '^direction: mixed; deserves attention$' table.txt || fail "compare's direction line"

# report --markdown: CommonMark with tables, the numbers and links of compare --json
url=http://perf.example:8080/
"$P" report base new --metric instructions:u --markdown --url "$url" >report.md || fail "report"
cmark-gfm -e table --to xml report.md >report.xml || fail "cmark-gfm cannot read the report"
$CHECK markdown report.xml c-instructions:u.json "$url" || fail "the report differs from compare --json"
"$P" report base new --metric instructions:u >plain.md || fail "report without --url"
cmark-gfm -e table --to xml plain.md >plain.xml || fail "cmark-gfm cannot read the report without --url"
$CHECK markdown plain.xml c-instructions:u.json || fail "the report without --url differs from compare --json"
grep -q '](' plain.md && fail "a link without --url"
# improvements only: "None." under Regressions
"$P" report base new --metric size:w-imp >imp.md || fail "report size:w-imp"
cmark-gfm -e table --to xml imp.md >imp.xml || fail "cmark-gfm cannot read the report of size:w-imp"
$CHECK markdown imp.xml c-size:w-imp.json || fail "the report of size:w-imp differs from compare --json"
[ "$(grep -c '^| w' plain.md)" -eq "$(grep -c '^| \[w' report.md)" ] || fail "report's rows with and without links"

# triage: base -> new deserves attention (mixed), new -> next does not
# (one small primary change), next -> out (+50% everywhere) is outside
"$P" triage --from 2026-01-01 --to 2026-01-03 --metric instructions:u --url "$url" >triage.md \
    || fail "triage"
cmark-gfm -e table --to xml triage.md >/dev/null || fail "cmark-gfm cannot read the triage report"
grep -q '^0 Regressions, 0 Improvements, 1 Mixed$' triage.md || fail "triage's counts"
grep -q '^2 artifact comparisons made in total$' triage.md || fail "triage's comparisons"
grep -q '^### base → new: instructions:u$' triage.md || fail "triage lists base -> new"
grep -Eq 'new → next|next → out' triage.md && fail "triage lists a pair that does not deserve attention"
# its entry is the report, one level down
sed -n '/^### base → new/,$p' triage.md >entry.md
sed 's/^##/###/' report.md | cmp -s - entry.md || fail "triage's entry is not the report"
"$P" triage --from 2026-01-02 --to 2026-01-03 --metric instructions:u >t2.md || fail "triage 2"
grep -q '^0 Regressions, 0 Improvements, 0 Mixed$' t2.md && grep -q '^1 artifact comparison made' t2.md \
    || fail "triage of new..next"
"$P" triage --from 2026-01-02 --to 2026-02 --metric instructions:u >t3.md || fail "triage 3"
grep -q '^1 Regression, 0 Improvements, 0 Mixed$' t3.md && grep -q '^### next → out' t3.md \
    || fail "triage of new..out"

usage() { # usage PATTERN CMD...: status 2 with one matching line
    pattern=$1
    shift
    st=0
    "$@" >out 2>err || st=$?
    [ "$st" -eq 2 ] && [ "$(wc -l <err)" -eq 1 ] && grep -q "^selfprof-perf: .*$pattern" err \
        || { fail "$* (status $st):"; cat err; }
}
usage "triage: give --from DATE and --to DATE" "$P" triage --from 2026-01-01
usage "report: give two artifacts" "$P" report base
usage "option '--url' needs a value" "$P" report base new --url
"$P" report --help | grep -q '^Usage: selfprof-perf report' || fail "report --help"
"$P" triage --help | grep -q '^Usage: selfprof-perf triage' || fail "triage --help"
[ "$fails" -eq 0 ] && echo "triage_report ($1): ok" || exit 1
