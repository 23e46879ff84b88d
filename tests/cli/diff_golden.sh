#!/bin/sh
# Golden tests of `selfprof diff` on the shared rustc 1.95 profiles
# plain.mm_profdata (BASE) and threads2.mm_profdata (NEW), compared with
# tests/cli/expected/diff-*:
#   - the table, filtered tables, measureme's table, the JSON;
#   - the example rows and total of the spec (7.4), exactly;
#   - the JSON's numbers against the spec (checked with Python's json);
#   - round trips: summarize --json of each side, then diff of the JSONs,
#     equals the diff of the profiles; a diff JSON read back (FILE#base vs
#     FILE) reproduces itself; measureme-shaped summaries (no selfprof
#     fields) give the same measureme table.
# To regenerate after an intended change: UPDATE_GOLDEN=1 sh diff_golden.sh
set -eu
: "${SELFPROF:?}" "${SRCDIR:?}" "${TESTDATA:?}"
expected="$SRCDIR/tests/cli/expected"
data="$TESTDATA/rustc-1.95"
[ -f "$data/plain.mm_profdata" ] || { echo "SKIP: no $data"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-diff.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$data/plain.mm_profdata" "$data/threads2.mm_profdata" "$work"/
cd "$work"

failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}

. "$SRCDIR/tests/cli/lib/golden.sh"
# golden NAME ARGS...: run diff ARGS, compare with expected/NAME.
golden() {
    if golden_run diff "$@"; then echo "ok $1"; else failed=1; fi
}

golden diff-plain-threads2.txt plain.mm_profdata threads2.mm_profdata
golden diff-plain-threads2.filtered.txt --threshold 100 --min-change 1ms -e LLVM --top 10 \
    plain.mm_profdata threads2.mm_profdata
golden diff-plain-threads2.percent-us.txt --sort percent --unit us --top 8 --filter metadata \
    plain.mm_profdata threads2.mm_profdata
golden diff-plain-threads2.measureme.txt --measureme plain.mm_profdata threads2.mm_profdata
golden diff-plain-threads2.json --json plain.mm_profdata threads2.mm_profdata

# The spec's example rows (7.4), byte for byte, in measureme's table.
mm=diff-plain-threads2.measureme.txt
grep -qxF '| typeck ...............................................  | +11.648961ms | +447.80%         | +20.114332ms | +140.81%    | +0         | +0         | +0ns         | +0ns                  | +0ns                     |' "$mm" ||
    fail "spec row typeck not in $mm"
grep -qxF '| compile_first_CGU_batch ..............................  | +344.684µs   | +inf%            | +11.941141ms | +inf%       | +1         | +0         | +0ns         | +0ns                  | +0ns                     |' "$mm" ||
    fail "spec row compile_first_CGU_batch not in $mm"
grep -qxF 'Total cpu time: +247.116225ms' "$mm" || fail "spec total not in $mm"
# ... and the same figures in selfprof's table.
grep -Eq '^typeck +2\.60ms +14\.25ms +\+11\.65ms +\+447\.80% ' diff-plain-threads2.txt ||
    fail "typeck row of the table"
grep -Eq '^compile_first_CGU_batch +0ns +344\.68us +\+344\.68us +\+inf% ' diff-plain-threads2.txt ||
    fail "compile_first_CGU_batch row of the table"
grep -q 'total time 387.53ms -> 634.64ms (+247.12ms, +63.77%)' diff-plain-threads2.txt ||
    fail "total line of the table"

# The JSON: measureme's fields and types (7.5), the spec's numbers.
python3 - diff-plain-threads2.json <<'EOF' || failed=1
import json, math, sys
d = json.load(open(sys.argv[1]))
def ns(sd):
    v = sd["duration"]["secs"] * 10**9 + sd["duration"]["nanos"]
    return v if sd["is_positive"] else -v
rows = {r["label"]: r for r in d["query_data"]}
bad = []
t = rows["typeck"]
if ns(t["self_time"]) != 11648961 or abs(t["self_time_change"] - 447.80) > 0.005:
    bad.append("typeck self time")
if ns(t["time"]) != 20114332 or abs(t["time_change"] - 140.81) > 0.005:
    bad.append("typeck time")
c = rows["compile_first_CGU_batch"]
if c["self_time_change"] is not None or c["time_change"] is not None or c["presence"] != "new":
    bad.append("compile_first_CGU_batch: +inf must be null, presence new")
if ns(c["self_time"]) != 344684 or c["invocation_count"] != 1:
    bad.append("compile_first_CGU_batch figures")
if ns(d["total_time"]) != 247116225:
    bad.append("total_time")
keys = ["label", "time", "time_change", "self_time", "self_time_change",
        "number_of_cache_misses", "number_of_cache_hits", "invocation_count",
        "blocked_time", "incremental_load_time", "incremental_hashing_time"]
for r in d["query_data"]:
    if list(r)[:len(keys)] != keys:
        bad.append("field order of " + r["label"]); break
# Sorted by |self time change| descending, ties by label.
order = [(-abs(ns(r["self_time"])), r["label"]) for r in d["query_data"]]
if order != sorted(order):
    bad.append("row order")
for a in d["artifact_sizes"]:
    if not isinstance(a["size_change"], int):
        bad.append("artifact size_change")
if "base" not in d or "new" not in d:
    bad.append("embedded summaries")
if bad:
    print("FAIL: JSON:", ", ".join(bad))
    sys.exit(1)
print("ok JSON numbers")
EOF
# Doubles as serde_json writes them (always a '.' or exponent).
grep -q '"time_change":-47.129814220442206,' diff-plain-threads2.json || fail "codegen_crate time_change"

# Round trip 1: diff of the summaries' JSON = diff of the profiles.
"$SELFPROF" summarize --json plain.mm_profdata > plain.json
"$SELFPROF" summarize --json threads2.mm_profdata > threads2.json
"$SELFPROF" diff --json plain.json threads2.json > rt.json
cmp -s rt.json diff-plain-threads2.json || fail "diff of summarize --json differs from diff of the profiles (JSON)"
"$SELFPROF" diff plain.json threads2.json | tail -n +2 > rt.txt
tail -n +2 diff-plain-threads2.txt | cmp -s - rt.txt || fail "diff of summarize --json differs (table)"
"$SELFPROF" diff --measureme plain.json threads2.json | cmp -s - "$mm" ||
    fail "diff of summarize --json differs (measureme table)"
# Round trip 2: a diff's JSON stands for its NEW side, FILE#base for its BASE.
"$SELFPROF" diff --json 'diff-plain-threads2.json#base' diff-plain-threads2.json > rt2.json
cmp -s rt2.json diff-plain-threads2.json || fail "diff JSON read back does not reproduce itself"
"$SELFPROF" diff --json plain.json diff-plain-threads2.json > rt3.json
cmp -s rt3.json diff-plain-threads2.json || fail "diff JSON as NEW input"
# Round trip 3: measureme-shaped summaries (without selfprof's extra fields).
for n in plain threads2; do
    python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for k in ("counter", "unit", "event_count", "file_count"):
    d.pop(k, None)
for r in d["query_data"]:
    r.pop("incremental_load_count", None); r.pop("blocked_count", None)
json.dump(d, open(sys.argv[2], "w"), separators=(",", ":"))' "$n.json" "$n.mm.json"
done
"$SELFPROF" diff --measureme plain.mm.json threads2.mm.json | cmp -s - "$mm" ||
    fail "diff of measureme-shaped summaries differs"
# Same profile on both sides: nothing changed.
"$SELFPROF" diff --json plain.mm_profdata plain.json > same.json
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert all(r["self_time"]["duration"] == {"secs": 0, "nanos": 0} for r in d["query_data"])
assert d["total_time"]["duration"] == {"secs": 0, "nanos": 0} and d["total_time"]["is_positive"]
assert d["only_base_count"] == 0 and d["only_new_count"] == 0' same.json || fail "self diff not zero"
# Swapped sides: the added label is now removed: -100%, durations marked negative.
"$SELFPROF" diff --measureme threads2.mm_profdata plain.mm_profdata > swapped.txt
grep -Eq '^\| compile_first_CGU_batch \.+  \| -344\.684µs +\| -100\.00% +\| -11\.941141ms +\| -100\.00% +\| -1 +\| \+0 +\| -0ns +\| -0ns +\| -0ns +\|$' swapped.txt ||
    fail "removed row in the swapped diff"
grep -qxF 'Total cpu time: -247.116225ms' swapped.txt || fail "swapped total"
# selfprof's own table of the swapped sides: the removed row's zero changes
# are +0ns (measureme's -0ns above only repeats that the row is gone), and
# the total line has no Time delta (summing nested rows' times counts nested
# time twice: that sum is -127.56ms while the total changed by -247.12ms).
"$SELFPROF" diff --filter compile_first threads2.mm_profdata plain.mm_profdata > swapped-table.txt
grep -Eq '^compile_first_CGU_batch +344\.68us +0ns +-344\.68us +-100\.00% +-11\.94ms +-1 +\+0 +\+0 +\+0ns +\+0ns$' swapped-table.txt ||
    fail "removed row in selfprof's table: $(grep compile_first swapped-table.txt)"
grep -Eq '^\(total\) +355\.55ms +331\.14ms +-24\.41ms +-6\.87% +- +-1 +-17 +\+0 +\+0ns +-9\.46ms$' swapped-table.txt ||
    fail "total line of the swapped table: $(grep total swapped-table.txt)"
! grep -Eq '(^| )-0(ns|us|ms|s)?( |$)' swapped-table.txt || fail "-0 in selfprof's table"

[ "$failed" -eq 0 ] && echo "diff_golden: all passed"
exit $failed
