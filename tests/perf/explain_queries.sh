#!/bin/sh
# compare --explain on a constructed pair: every stored row (samples,
# self-profiles, their query rows and further self-profiled runs, written
# as the rows of schema 7 and turned into blocks by perf_sql --blocks) is built
# here with known changes, so the attribution and the suite-wide view have
# exact answers. Four check test cases of x1 -> x2, 3 self-profiled runs a
# side, 44 labels (their run-to-run jitter the same on both sides, so each
# query's change is exact):
#   alpha  +30 ms: typeck +18, mir_borrowck +6, expand_crate +4, q07 +1, q05 -4
#   beta   +20 ms: typeck +10, mir_borrowck +5
#   gamma  -15 ms: codegen_crate -12, q07 +2
#   delta   0 ms (no significant change): typeck +5, never counted
# compare --explain --json must list, per significant row, the queries of
# its direction largest first until 90% (alpha stops at 28 of 30 ms, q07
# left out), their deltas equal to detail --json's and adding up to the
# stated share; and the suite-wide view the queries in the most test
# cases: typeck (2, +28 ms), mir_borrowck (2, +11), q07 (2, +3),
# codegen_crate (1, -12), expand_crate (1, +4), q05 (1, -4). The terminal
# prints the same, and report --markdown (read by cmark-gfm) each relevant
# change's explanation in the same numbers.
set -eu
: "${SELFPROF_PERF:?}" "${PERF_SQL:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db explain_queries "$1"
command -v cmark-gfm >/dev/null || { echo "FAIL: cmark-gfm not found (scripts/install-deps.sh installs it)"; exit 1; }
P=$SELFPROF_PERF
cd "$work"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

"$P" init >/dev/null
rustc=$(sh "$SRCDIR/scripts/find-rustc.sh")
"$P" artifact add x1 --rustc "$rustc" --date 2026-03-01 >/dev/null
"$P" artifact add x2 --rustc "$rustc" --date 2026-03-02 --parent x1 >/dev/null

# the model: one place for the rows and for the answers the checks expect
cat >model.py <<'PY'
MS = 1000000  # ns
BASE = {"typeck": 60 * MS, "mir_borrowck": 30 * MS, "expand_crate": 20 * MS,
        "codegen_crate": 40 * MS}
BASE.update({"q%02d" % i: 10 * MS for i in range(40)})
LABELS = sorted(BASE)
WALL = {"alpha": 30e-3, "beta": 20e-3, "gamma": -15e-3, "delta": 0.0}  # s
QUERY = {"alpha": {"typeck": 18, "mir_borrowck": 6, "expand_crate": 4, "q07": 1, "q05": -4},
         "beta": {"typeck": 10, "mir_borrowck": 5},
         "gamma": {"codegen_crate": -12, "q07": 2},
         "delta": {"typeck": 5}}  # ms
def jitter(label, run):  # ns, the same on both sides; the smallest in run 0
    return 0 if run == 0 else (LABELS.index(label) * 7 + run * 3) % 5 * 10000 + 10000
PY
python3 - >setup.sql <<'PY'
from model import *
q = lambda s: "'" + s + "'"
print("INSERT INTO benchmark (name, language, category, suite) VALUES %s;" %
      ", ".join("(%s, 'rust', 'primary', 'test')" % q(b) for b in WALL))
print("INSERT INTO metric (name, unit) SELECT 'wall-time', 's' WHERE NOT EXISTS "
      "(SELECT 1 FROM metric WHERE name = 'wall-time');")
print("INSERT INTO label (name) VALUES %s;" % ", ".join("(%s)" % q(l) for l in LABELS))
for b in WALL:
    for a in ("x1", "x2"):
        # 5 clean iterations: base + 1 ms x iteration (the minimum: iteration 1)
        for i in range(1, 6):
            v = 1.0 + (WALL[b] if a == "x2" else 0) + 0.001 * i
            print("INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, "
                  "iteration, self_profiled, value) SELECT a.id, b.id, 'check', 'full', m.id, %d, 0, %r "
                  "FROM artifact a, benchmark b, metric m WHERE a.name = %s AND b.name = %s "
                  "AND m.name = 'wall-time';" % (i, v, q(a), q(b)))
        self = {l: BASE[l] + (QUERY[b].get(l, 0) * MS if a == "x2" else 0) for l in LABELS}
        print("INSERT INTO self_profile (artifact_id, benchmark_id, profile, scenario, counter, unit, "
              "total_time, untracked_time, event_count, file_count) SELECT a.id, b.id, 'check', 'full', "
              "'wall-time', 'ns', %d, 0, %d, 1 FROM artifact a, benchmark b WHERE a.name = %s AND "
              "b.name = %s;" % (sum(self.values()), 2 * len(LABELS), q(a), q(b)))
        sp = ("SELECT s.id FROM self_profile s JOIN artifact a ON a.id = s.artifact_id JOIN benchmark b "
              "ON b.id = s.benchmark_id WHERE a.name = %s AND b.name = %s" % (q(a), q(b)))
        for l in LABELS:
            t = self[l] + jitter(l, 0)
            print("INSERT INTO query_row SELECT (%s), l.id, %d, %d, 0, 0, 0, 0, 0, 10, 10, 0 FROM label l "
                  "WHERE l.name = %s;" % (sp, t, t, q(l)))
            for run in (1, 2):
                print("INSERT INTO query_time (self_profile_id, iteration, label_id, self_time) "
                      "SELECT (%s), %d, l.id, %d FROM label l WHERE l.name = %s;"
                      % (sp, run, self[l] + jitter(l, run), q(l)))
PY
"$PERF_SQL" --blocks "$DB" <setup.sql || fail "setting up the rows"

"$P" compare x1 x2 --metric wall-time --explain --json >explain.json || fail "compare --explain --json"
for b in alpha beta gamma delta; do
    "$P" detail x1 x2 "$b" check full --json >"detail-$b.json" || fail "detail $b"
done
python3 - explain.json <<'PY' || fail "the attribution or the suite-wide view: $(head -c 800 explain.json)"
import json, sys
from model import *
c = json.load(open(sys.argv[1]))
rows = {r["benchmark"]: r for r in c["rows"]}
def near(x, y): return abs(x - y) < 1e-9
want_items = {"alpha": ["typeck", "mir_borrowck", "expand_crate"], "beta": ["typeck", "mir_borrowck"],
              "gamma": ["codegen_crate"]}
for b, r in rows.items():
    if b == "delta":
        assert not r["significance"]["significant"] and "explanation" not in r, r
        continue
    assert r["significance"]["significant"], r
    e = r["explanation"]
    d = json.load(open("detail-%s.json" % b))
    first = {x["label"]: x for x in d["rows"]}
    # the change as shown (before and after on its basis, A's geometric
    # mean): the constructed step within a microsecond
    assert near(e["delta"], r["after"] - r["before"]) and abs(e["delta"] - WALL[b]) < 1e-6, (b, e)
    assert [x["label"] for x in e["queries"]] == want_items[b], (b, e)
    for x in e["queries"]:
        # the known change, and detail's: its first runs (the smallest
        # here) and its verdict
        dr = first[x["label"]]
        assert near(x["delta"], QUERY[b][x["label"]] * 1e-3), (b, x)
        assert near(x["delta"], (dr["b"][0] - dr["a"][0]) * 1e-9), (b, x, dr)
        assert dr["noise"]["beyond"] == (1 if x["delta"] > 0 else -1), dr
    assert e["beyond_noise"] == d["beyond_noise"] == len(QUERY[b]), (b, e, d["beyond_noise"])
    share = sum(x["delta"] for x in e["queries"]) / e["delta"]
    assert near(e["explained"], share), (b, e)
    assert abs(share - sum(QUERY[b][l] for l in want_items[b]) * 1e-3 / WALL[b]) < 1e-5, (b, share)
# the suite-wide view: explained test cases only (not delta's typeck)
want = [("typeck", "grew", 2, 28), ("mir_borrowck", "grew", 2, 11), ("q07", "grew", 2, 3),
        ("codegen_crate", "shrank", 1, -12), ("expand_crate", "grew", 1, 4), ("q05", "shrank", 1, -4)]
got = [(q["label"], q["direction"], q["test_cases"], round(q["delta"] * 1e3, 6)) for q in c["queries"]]
assert got == want, got
for q in c["queries"]:
    assert len(q["cases"]) == q["test_cases"] and near(sum(x["delta"] for x in q["cases"]), q["delta"]), q
    for x in q["cases"]:
        assert (x["profile"], x["scenario"]) == ("check", "full"), x
        assert near(x["delta"], QUERY[x["benchmark"]][q["label"]] * 1e-3), (q, x)
    assert [abs(x["delta"]) for x in q["cases"]] == sorted((abs(x["delta"]) for x in q["cases"]), reverse=True)
PY

"$P" compare x1 x2 --metric wall-time --explain >table.txt || fail "compare --explain"
grep -Eq '^    \+30\.0 ms: typeck \+18\.0 ms, mir_borrowck \+6\.0 ms, expand_crate \+4\.0 ms; 93% of the change \(5 queries beyond noise\)$' table.txt \
    || fail "alpha's line under its row"
grep -q '^queries beyond noise in the explained changes (most test cases first):$' table.txt \
    || fail "the suite-wide heading"
grep -Eq '^  typeck +grew +2 +\+28\.0 ms  alpha check full \+18\.0 ms, beta check full \+10\.0 ms$' table.txt \
    || fail "typeck's suite-wide line"
grep -Eq '^  codegen_crate +shrank +1 +-12\.0 ms  gamma check full -12\.0 ms$' table.txt \
    || fail "codegen_crate's suite-wide line"
# the pasted report: each relevant change's queries cell is its
# explanation in compare --explain --json's numbers (cmark-gfm's reading)
"$P" report x1 x2 --metric wall-time --url http://h:1 >report.md || fail "report --markdown"
cmark-gfm -e table --to xml report.md >report.xml || fail "cmark-gfm cannot read the report"
python3 "$SRCDIR/tests/perf/relevance_check.py" markdown report.xml explain.json http://h:1 \
    || fail "the report's explanations differ from compare --explain --json"
grep -qF '| +30.0 ms: typeck +18.0 ms, mir\_borrowck +6.0 ms, expand\_crate +4.0 ms; 93% of Δ |' report.md \
    || fail "alpha's explanation in the report"
"$P" compare x1 x2 --metric wall-time | grep -q '^queries beyond' && fail "the suite-wide view without --explain"
"$P" compare x1 x2 --metric wall-time --json | grep -q '"queries"' && fail "queries in --json without --explain"

[ "$fails" -eq 0 ] || { cat table.txt; exit 1; }
echo "ok: attribution and suite-wide view of a constructed pair"
