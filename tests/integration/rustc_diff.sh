#!/bin/sh
# `selfprof diff` on two directories of fresh rustc profiles, paired by crate
# name: crates alpha and beta built into base/ and again (beta with more
# functions, alpha twice) into new/, plus gamma only in new/. Checks the
# pairing, that a crate's files are merged, the unpaired crate, the combined
# diff against diffs of the single files and of summarize --json.
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
mkdir src
cat > src/alpha.rs <<'RS'
pub fn add(a: u64, b: u64) -> u64 { a.wrapping_add(b) }
pub fn sum(v: &[u64]) -> u64 { v.iter().fold(0, |a, &b| add(a, b)) }
RS
cat > src/beta.rs <<'RS'
pub fn square(x: u64) -> u64 { x * x }
RS
cat > src/gamma.rs <<'RS'
pub fn id<T>(x: T) -> T { x }
RS
build() { # build DIR CRATE
    profile "$1" --crate-name "$2" --crate-type=lib --edition=2021 "src/$2.rs" --out-dir out
}
build base alpha
build base beta
# The change: beta gets twenty more functions; alpha is profiled twice.
for i in $(seq 1 20); do
    echo "pub fn f$i(v: &[u64]) -> Vec<String> { v.iter().map(|x| format!(\"{x}-$i\")).collect() }" >> src/beta.rs
done
build new alpha
sleep 1
build new alpha
build new beta
build new gamma
ls base/alpha-*.mm_profdata base/beta-*.mm_profdata new/gamma-*.mm_profdata >/dev/null
[ "$(ls new/alpha-*.mm_profdata | wc -l)" -eq 2 ] || { echo "FAIL: want two alpha profiles"; exit 1; }

"$SELFPROF" diff --json base new > dirs.json
"$SELFPROF" diff base/beta-*.mm_profdata new/beta-*.mm_profdata --json > beta.json
for f in base/alpha-*.mm_profdata new/alpha-*.mm_profdata; do
    "$SELFPROF" summarize --json "$f" > "$(basename "$f").json"
done
"$SELFPROF" summarize --json base > base.json
"$SELFPROF" summarize --json new > new.json
"$SELFPROF" diff --json base.json new.json > summaries.json
python3 - dirs.json beta.json summaries.json <<'PY'
import glob, json, sys
d = json.load(open(sys.argv[1]))
beta = json.load(open(sys.argv[2]))
summ = json.load(open(sys.argv[3]))
def ns(x):
    if "duration" in x:
        v = x["duration"]["secs"] * 10**9 + x["duration"]["nanos"]
        return v if x["is_positive"] else -v
    return x["secs"] * 10**9 + x["nanos"]
bad = []
crates = [(c["crate"], c["presence"]) for c in d["crates"]]
if crates != [("alpha", "both"), ("beta", "both"), ("gamma", "new")]:
    bad.append("crates %r" % crates)
by = {c["crate"]: c["diff"] for c in d["crates"]}
# beta's pair is the diff of its two files.
strip = lambda x: {k: x[k] for k in ("query_data", "artifact_sizes", "total_time")}
if strip(by["beta"]) != strip(beta):
    bad.append("beta differs from the diff of its two files")
rows = {r["label"]: r for r in by["beta"]["query_data"]}
if rows["typeck"]["invocation_count"] < 20:  # the functions and their closures
    bad.append("beta typeck invocations %d, want >= +20" % rows["typeck"]["invocation_count"])
# alpha's new side is its two files merged.
totals = lambda pat: sum(ns(json.load(open(f.split("/")[-1] + ".json"))["total_time"])
                         for f in glob.glob(pat))
if ns(by["alpha"]["new_total_time"]) != totals("new/alpha-*.mm_profdata"):
    bad.append("alpha new total is not the sum of its two files")
if ns(by["alpha"]["base_total_time"]) != totals("base/alpha-*.mm_profdata"):
    bad.append("alpha base total")
# gamma: diffed against nothing, every row added.
g = by["gamma"]
if g["only_base_count"] != 0 or g["only_new_count"] != g["row_count"] or g["row_count"] == 0:
    bad.append("gamma counts")
if any(r["presence"] != "new" or r["self_time_change"] is not None for r in g["query_data"]):
    bad.append("gamma rows must be new with +inf (null) change")
if ns(g["base_total_time"]) != 0:
    bad.append("gamma base total")
# The combined diff is the diff of the directories' summaries.
if strip(d) != strip(summ):
    bad.append("combined diff differs from the diff of summarize --json of the directories")
if ns(d["total_time"]) != sum(ns(c["diff"]["total_time"]) for c in d["crates"]):
    bad.append("combined total is not the sum of the crates'")
if bad:
    print("FAIL:", "; ".join(bad))
    sys.exit(1)
print("ok pairing by crate")
PY
"$SELFPROF" diff --top 5 base new > dirs.txt
grep -q "^base: alpha -> new: alpha: total time" dirs.txt || { echo "FAIL: alpha section"; exit 1; }
grep -q "^(no gamma in base) -> new: gamma: total time 0ns -> " dirs.txt || { echo "FAIL: gamma section"; cat dirs.txt; exit 1; }
# The overview: one line per crate, gamma without a base.
sed -n '1,/^$/p' dirs.txt > overview.txt
grep -q "^Total time per crate" overview.txt || { echo "FAIL: overview"; cat dirs.txt; exit 1; }
[ "$(grep -Ec '^(alpha|beta|gamma) ' overview.txt)" -eq 3 ] || { echo "FAIL: overview rows"; cat overview.txt; exit 1; }
grep -Eq '^gamma +- +[0-9.]+[mu]?s +\+[0-9.]+[mu]?s +\+inf%$' overview.txt || { echo "FAIL: gamma overview row"; cat overview.txt; exit 1; }
grep -q "^base (2 crates) -> new (3 crates): total time" dirs.txt || { echo "FAIL: combined section"; exit 1; }
[ "$(grep -c ' -> .*: total time ' dirs.txt)" -eq 4 ] || { echo "FAIL: want 4 sections"; exit 1; }
"$SELFPROF" diff --combined base new > combined.txt
[ "$(grep -c ' -> .*: total time ' combined.txt)" -eq 1 ] || { echo "FAIL: --combined"; exit 1; }
! grep -q "^Total time per crate" combined.txt || { echo "FAIL: --combined has no overview"; exit 1; }
"$SELFPROF" diff --measureme base new | grep -c '^== ' | grep -qx 4 || { echo "FAIL: --measureme sections"; exit 1; }
# A directory against a file: not paired, both sides combined.
"$SELFPROF" diff base new/beta-*.mm_profdata | grep -q "^base -> new/beta-" || { echo "FAIL: dir vs file"; exit 1; }
echo "rustc_diff: all passed"
