#!/bin/sh
# Every number of compare --json can be derived from the numbers beside
# it, on real compilers: Debian's rustc 1.63 (/usr/bin/rustc, its cargo)
# against rustup's 1.95 (scripts/find-rustc.sh), measured by `try` side by
# side (fnv check full, 5 iterations: under a minute). Checked:
#   - each row's after / before - 1 equals its change within 0.5
#     percentage points, and min_before / min_after are the minima
#     compare reports under the default rule's basis;
#   - the explanation's movers exist on both sides (detail --json: a
#     query of one side only is never a mover), its share is at most 1
#     and equals min(1, attributed / delta), the movers add up to
#     `attributed`, and the one-sided list holds only one-sided queries;
#   - self-profile-overhead (one sample a side) is never judged.
# Skipped (77) when either compiler is missing.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
[ -x /usr/bin/rustc ] && [ -x /usr/bin/cargo ] || { echo "SKIP: no /usr/bin/rustc and cargo (Debian's 1.63)"; exit 77; }
new=$(sh "$SRCDIR/scripts/find-rustc.sh") || { echo "SKIP: no rustc >= 1.95"; exit 77; }
perf_test_db compare_consistency "$1"
P=$SELFPROF_PERF
cd "$work"

"$P" try --base /usr/bin/rustc --base-cargo /usr/bin/cargo --rustc "$new" --benchmarks fnv \
    --profiles check --scenarios full --iterations 5 --no-serve --db "$DB" >try.out 2>try.err ||
    { cat try.err; echo "FAIL: try"; exit 1; }
"$P" compare try-1-base try-1 --explain --json --db "$DB" >cmp.json
"$P" compare try-1-base try-1 --metric self-profile-overhead --json --db "$DB" >overhead.json
"$P" detail try-1-base try-1 fnv check full --json --db "$DB" >detail.json

python3 - <<'PY'
import json, math, sys
bad = []
c = json.load(open("cmp.json"))
if c["metric"] != "cpu-time":
    bad.append(f"default metric {c['metric']}")
if not c["rows"]:
    bad.append("no rows")
for r in c["rows"]:
    case = f"{r['benchmark']} {r['profile']} {r['scenario']}"
    implied = r["after"] / r["before"] - 1
    if abs(implied - r["change"]) > 0.005:
        bad.append(f"{case}: after/before - 1 = {implied:.4%}, change {r['change']:.4%}")
    if r["basis"] not in ("runs", "minimum"):
        bad.append(f"{case}: basis {r['basis']}")
    if r["basis"] == "minimum" and (r["before"], r["after"]) != (r["min_before"], r["min_after"]):
        bad.append(f"{case}: basis minimum but before/after are not the minima")
    if r["significance"]["source"] in ("interval", "apart") and r["significance"].get("interval") \
            and r["basis"] != "runs":
        bad.append(f"{case}: an estimate over the runs shown on the minima")
    if not (r["min_before"] > 0 and r["min_after"] > 0):
        bad.append(f"{case}: minima {r['min_before']} {r['min_after']}")

d = json.load(open("detail.json"))
sides = {x["label"]: (x["a"] is not None, x["b"] is not None) for x in d["rows"]}
row = next((r for r in c["rows"] if r["benchmark"] == "fnv"), None)
e = row and row.get("explanation")
if row and row["significance"]["significant"] and not e:
    bad.append("a significant change of a time without an explanation")
if e:
    for q in e["queries"]:
        if sides.get(q["label"]) != (True, True):
            bad.append(f"mover {q['label']} is not on both sides: {sides.get(q['label'])}")
    s = sum(q["delta"] for q in e["queries"])
    if not math.isclose(s, e["attributed"], rel_tol=1e-9, abs_tol=1e-12):
        bad.append(f"movers sum to {s}, attributed {e['attributed']}")
    if e["explained"] > 1 or (e["delta"] and not math.isclose(
            e["explained"], min(1, e["attributed"] / e["delta"]), rel_tol=1e-9, abs_tol=1e-12)):
        bad.append(f"explained {e['explained']}")
    if not math.isclose(e["delta"], row["after"] - row["before"], rel_tol=1e-9):
        bad.append(f"explanation's delta {e['delta']} is not after - before")
    one = e["one_sided"]
    n_one = sum(1 for v in sides.values() if v[0] != v[1])
    if one["count"] != n_one:
        bad.append(f"one-sided count {one['count']}, detail has {n_one}")
    for q in one["largest"]:
        want = (True, False) if q["side"] == "A" else (False, True)
        if sides.get(q["label"]) != want:
            bad.append(f"one-sided {q['label']} ({q['side']}) is {sides.get(q['label'])}")
    print(f"explanation: {len(e['queries'])} movers, {one['count']} one-sided queries, "
          f"share {e['explained']:.2f}, query noise {e['query_noise']:.3f}")

o = json.load(open("overhead.json"))
for r in o["rows"]:
    s = r["significance"]
    if s["significant"] or s["verdict"] != "one sample" or s["threshold"] is not None:
        bad.append(f"overhead judged: {s}")
for b in bad:
    print("FAIL:", b)
sys.exit(1 if bad else 0)
PY
grep -q "^before/after: " try.out || { echo "FAIL: the terminal does not say what before/after are"; exit 1; }
echo "compare_consistency: ok"
