#!/bin/sh
# The attribution of a real change (issue 26's "one real pair"): Debian's
# rustc 1.63 against rustc 1.95 on itoa and fnv (check, full; 5 clean and
# 3 self-profiled runs a side, side by side, through `try`: ~10 s). 1.95
# checks these crates in about half the time, a change no load hides. For
# every explained test case of `compare --explain --json`:
#   - the change explained is the test case's after - before;
#   - each query's delta is B's smallest self time over its runs minus A's,
#     read back from the database (the stored profile's row in `detail
#     --json` and the further runs in its query_block, decoded by
#     query_block.py; a query absent from a run counts 0 there, as
#     `detail` counts it), and `detail` marks the
#     query beyond noise in the delta's direction;
#   - the stated share is the sum of those deltas over the change (at
#     most 1), every query is on both sides, and the queries of one side
#     only are counted apart.
# The pair the other way round (a real regression): `report --markdown`,
# read by cmark-gfm, lists each relevant regression with those queries
# and numbers (tests/perf/relevance_check.py markdown).
# Skipped without /usr/bin/rustc 1.63 or rustc 1.95.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
P=$SELFPROF_PERF
old=/usr/bin/rustc
[ -x "$old" ] && "$old" --version | grep -q '^rustc 1\.63\.' ||
    { echo "SKIP: Debian's rustc 1.63 is not installed as /usr/bin/rustc"; exit 77; }
new=$(sh "$SRCDIR/scripts/find-rustc.sh") || { echo "SKIP: no rustc 1.95"; exit 77; }
command -v cmark-gfm >/dev/null || { echo "FAIL: cmark-gfm not found (scripts/install-deps.sh installs it)"; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-explain-real.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
unset SELFPROF_PERF_DB
db=sqlite:./selfprof-perf.db
"$P" try --base "$old" --rustc "$new" --name new --benchmarks itoa,fnv --profiles check \
    --scenarios full --suite "$SRCDIR/perf/benchmarks" --no-serve </dev/null >try.out 2>&1 ||
    { echo "FAIL: try exited $?: $(tail -20 try.out)"; exit 1; }
"$P" compare try-1-base new --explain --json --db "$db" >compare.json
for b in itoa fnv; do
    "$P" detail try-1-base new "$b" check full --json --db "$db" >"detail-$b.json"
    # the further runs' self times, from each side's block (query_block.py)
    python3 - "$b" >"runs-$b.txt" <<'PY'
import os, sqlite3, sys
sys.path.insert(0, os.path.join(os.environ["SRCDIR"], "tests", "integration"))
import query_block
con = sqlite3.connect("selfprof-perf.db")
names = dict(con.execute("SELECT id, name FROM label"))
for art, z in con.execute(
        "SELECT ar.name, q.zstd FROM query_block q JOIN self_profile sp ON sp.id = q.self_profile_id "
        "JOIN artifact ar ON ar.id = sp.artifact_id JOIN benchmark bm ON bm.id = sp.benchmark_id "
        "WHERE bm.name = ? AND sp.profile = 'check' AND sp.scenario = 'full'", (sys.argv[1],)):
    for label, (_, _, runs) in query_block.decode(z).items():
        for t in runs:
            print(art, names[label], t)
PY
done
python3 - <<'PY'
import json
c = json.load(open("compare.json"))
def near(x, y, eps=1e-9): return abs(x - y) <= eps * max(1, abs(y))
explained = 0
for r in c["rows"]:
    e = r.get("explanation")
    if not e:
        continue
    b = r["benchmark"]
    assert r["significance"]["significant"] and r["change"] < -0.2, r
    assert near(e["delta"], r["after"] - r["before"]), (b, e, r)
    d = json.load(open("detail-%s.json" % b))
    runs = {}  # (side, label) -> self times of every run
    for x in d["rows"]:
        for side, key in (("try-1-base", "a"), ("new", "b")):
            if x[key]:
                runs.setdefault((side, x["label"]), []).append(x[key][0])
    for line in open("runs-%s.txt" % b):
        side, label, t = line.split()
        runs.setdefault((side, label), []).append(int(t))
    rows = {x["label"]: x for x in d["rows"]}
    # movers are queries of both sides: one side's only are listed apart
    both = sum(1 for x in d["rows"] if x["a"] and x["b"] and x.get("noise") and x["noise"]["beyond"])
    assert e["beyond_noise"] == both, (b, e["beyond_noise"], both)
    one = sum(1 for x in d["rows"] if (x["a"] is None) != (x["b"] is None))
    assert e["one_sided"]["count"] == one, (b, e["one_sided"], one)
    for q in e["queries"]:
        # a query one compiler does not run at all counts as 0 there
        want = (min(runs.get(("new", q["label"]), [0])) -
                min(runs.get(("try-1-base", q["label"]), [0]))) * 1e-9
        assert near(q["delta"], want), (b, q, want)
        assert rows[q["label"]]["noise"]["beyond"] == (1 if q["delta"] > 0 else -1), (b, q)
        assert q["delta"] < 0, (b, q)  # the direction of the change
        assert rows[q["label"]]["a"] and rows[q["label"]]["b"], (b, q)  # on both sides
    assert near(e["explained"], min(1, sum(q["delta"] for q in e["queries"]) / e["delta"])), (b, e)
    explained += len(e["queries"]) > 0
assert explained >= 1, "no test case explained: %s" % json.dumps(c["rows"])[:1500]
print("ok explain on rustc 1.63 -> 1.95: %d test case(s) explained" % explained)
PY
# The same pair the other way round is a real regression (1.95 -> 1.63):
# the pasted report (read by cmark-gfm) names the queries that caused each
# relevant regression, in compare --explain --json's numbers
"$P" compare new try-1-base --explain --json --db "$db" >regress.json
"$P" report new try-1-base --url http://h:1 --db "$db" >regress.md
cmark-gfm -e table --to xml regress.md >regress.xml
python3 "$SRCDIR/tests/perf/relevance_check.py" markdown regress.xml regress.json http://h:1
python3 - <<'PY'
import json
c = json.load(open("regress.json"))
hit = [r for r in c["rows"] if r["relevant"] and r["change"] > 0 and r.get("explanation", {}).get("queries")]
assert hit, "no relevant regression explained: %s" % json.dumps(c["rows"])[:1500]
md = open("regress.md").read()
for r in hit:
    assert "](http://h:1/detail.html?a=new&b=try-1-base&benchmark=%s&profile=check&scenario=full)" % r["benchmark"] in md, r
print("ok report new -> try-1-base: %d relevant regression(s) explained" % len(hit))
PY
