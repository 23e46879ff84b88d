#!/bin/sh
# The per-crate views of a directory of profiles: summarize --by-crate's
# crate table (its (total) line and sums equal the merged table's total
# self time, total time and events; JSON too), record --by-crate (the same
# report), and collapse/flamegraph --by-crate (a crate frame under the root:
# without it the stacks are the plain ones; each crate's stacks sum to its
# total time). Profiles: three files of two crates (tiny twice).
set -u
: "${SELFPROF:?}" "${TESTDATA:?}"
data=$TESTDATA/rustc-1.95
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-test-by-crate.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
mkdir d
cp "$data/plain.mm_profdata" d/tiny-0000001.mm_profdata
cp "$data/threads2.mm_profdata" d/other-0000002.mm_profdata
cp "$data/all-incr.mm_profdata" d/nocore-0000003.mm_profdata

# ---- the table: crate rows and (total) against the merged table ----
# plain and threads2 are of one compilation: the crate table goes by file
# name, and the warning names two different files.
"$SELFPROF" summarize --by-crate d >t.txt 2>err.txt || fail "summarize --by-crate: status $?"
[ "$(cat err.txt)" = "selfprof: warning: 2 profiles of crate tiny (e.g. d/other-0000002.mm_profdata and d/tiny-0000001.mm_profdata; a rebuild recorded into the same folder?): they are summed; --newest takes only the newest profile of each crate" ] ||
    fail "stderr: $(cat err.txt)"
python3 - t.txt <<'PY' || fail "the crate table does not add up"
import re, sys
lines = open(sys.argv[1]).read().split("\n")
assert lines[0] == "3 crates, largest self time first:", lines[0]
assert lines[1].split() == ["Crate", "Profiles", "Self", "time", "%", "total", "Total", "time", "Events"], lines[1]
rows = {}
i = 2
while lines[i]:
    f = lines[i].split()
    rows[f[0]] = f[1:]
    i += 1
assert set(rows) == {"(total)", "tiny", "other", "nocore"}, rows
merged_head = lines[i + 1]
m = re.match(r"3 profiles: total time (\S+) \(sum of per-thread spans\), (\d+) events", merged_head)
assert m, merged_head
merged_total = [l for l in lines[i + 2:] if l.startswith("(total)")][0].split()
t = rows["(total)"]
assert t[0] == "3", t
assert t[1] == merged_total[1], (t, merged_total)      # self time
assert t[2] == merged_total[2], (t, merged_total)      # % total
assert t[3] == m.group(1), (t, m.group(1))             # total time
assert t[4] == m.group(2), (t, m.group(2))             # events
assert sum(int(r[4]) for k, r in rows.items() if k != "(total)") == int(t[4])
PY
# ---- JSON: the crates' sums equal the merged summary's ----
"$SELFPROF" summarize --by-crate --json --unit ns d >t.json 2>/dev/null || fail "--json: status $?"
python3 - t.json <<'PY' || fail "the crate JSON does not add up"
import json, sys
d = json.load(open(sys.argv[1]))
ns = lambda v: v["secs"] * 10**9 + v["nanos"]
c, s = d["crates"], d["summary"]
assert [x["crate"] for x in c] and len(c) == 3, c
assert sum(ns(x["self_time"]) for x in c) == sum(ns(r["self_time"]) for r in s["query_data"])
assert sum(ns(x["total_time"]) for x in c) == ns(s["total_time"])
assert sum(x["event_count"] for x in c) == s["event_count"]
assert sum(x["profiles"] for x in c) == s["file_count"] == 3
assert abs(sum(x["self_time_share"] for x in c) -
           100.0 * sum(ns(r["self_time"]) for r in s["query_data"]) / ns(s["total_time"])) < 1e-6
PY
"$SELFPROF" summarize --json d >plain.json 2>/dev/null
python3 -c "import json,sys; a=json.load(open('t.json'))['summary']; b=json.load(open('plain.json')); sys.exit(a != b)" ||
    fail "--by-crate --json's summary differs from summarize --json"
# without --by-crate: no crate table
"$SELFPROF" summarize d 2>/dev/null | head -1 | grep -q '^3 profiles:' || fail "a crate table without --by-crate"
"$SELFPROF" summarize --by-crate --csv d >/dev/null 2>err.txt
st=$?
[ $st -eq 2 ] && [ "$(cat err.txt)" = "selfprof: --by-crate cannot be combined with --csv (the crate table goes with the combined table or JSON)" ] ||
    fail "--by-crate --csv: status $st: $(cat err.txt)"

# ---- record --by-crate: the same report ----
cat >build.sh <<'SH'
#!/bin/sh
cp "$DATA"/plain.mm_profdata "$SELFPROF_DIR/tiny-0000001.mm_profdata"
cp "$DATA"/threads2.mm_profdata "$SELFPROF_DIR/other-0000002.mm_profdata"
cp "$DATA"/all-incr.mm_profdata "$SELFPROF_DIR/nocore-0000003.mm_profdata"
SH
DATA=$data XDG_CACHE_HOME="$work/cache" "$SELFPROF" record --by-crate --out r -- sh build.sh >rec.txt 2>/dev/null ||
    fail "record --by-crate: status $?"
"$SELFPROF" summarize --by-crate r >sum.txt 2>/dev/null
cmp -s rec.txt sum.txt || fail "record --by-crate differs from summarize --by-crate"
head -1 rec.txt | grep -q '^3 crates' || fail "record --by-crate: $(head -1 rec.txt)"

# ---- collapse and flamegraph --by-crate ----
"$SELFPROF" collapse --by-crate d >c1.txt || fail "collapse --by-crate: status $?"
"$SELFPROF" collapse d >c0.txt
python3 - c1.txt c0.txt t.json <<'PY' || fail "collapse --by-crate"
import json, sys
from collections import Counter
def load(f):
    c = Counter()
    for l in open(f):
        st, v = l.rstrip("\n").rsplit(" ", 1)
        c[st] += int(v)
    return c
c1, c0 = load(sys.argv[1]), load(sys.argv[2])
crates = {x["crate"]: x["total_time"]["secs"] * 10**9 + x["total_time"]["nanos"]
          for x in json.load(open(sys.argv[3]))["crates"]}
stripped, per = Counter(), Counter()
for st, v in c1.items():
    f = st.split(";")
    assert f[0] == "rustc" and len(f) >= 2 and f[1] in crates, st
    per[f[1]] += v
    stripped[";".join([f[0]] + f[2:])] += v
assert stripped == c0, "the stacks without the crate frame differ"
assert per == Counter(crates), (per, crates)
PY
"$SELFPROF" flamegraph --by-crate d -o fg.svg || fail "flamegraph --by-crate: status $?"
for c in tiny other nocore; do
    grep -q "<title>$c\$" fg.svg || fail "flamegraph --by-crate: no frame for $c"
done
for cmd in summarize record collapse flamegraph; do
    "$SELFPROF" $cmd --help | grep -q -- '--by-crate' || fail "$cmd --help lacks --by-crate"
done
[ $fails -eq 0 ] || exit 1
echo "ok by_crate"
