#!/bin/sh
# The cold -> edit -> rebuild -> diff workflow on a real multi-crate cargo
# build (a program using regex, serde and serde_json from Debian's crate
# sources, offline; about 22 profiles): `record --out cold`, an edit of the
# program, `record --out incr` rebuilds only the program (the -Zself-profile
# path cargo sees is the same in both runs), and `diff cold incr` pairs the
# crates with no warning; the program's entry is checked against rawcount.py
# (check_crate_diff.py). Both builds' profiles put into one folder get the
# several-profiles warning, and --newest gives what the two folders give.
# The default Chrome trace of the cold build stays under 100 MB (--max-size),
# parses, and holds exactly the intervals rawcount finds of at least the
# minimum its note names.
# The cold record's crate table (--by-crate) equals summarize's and adds up
# to the merged table.
# A record while another holds the stable path passes its own folder, with
# a note.
set -u
: "${SELFPROF:?}" "${SRCDIR:?}"
RUSTC=$("$SRCDIR/scripts/find-rustc.sh") || { echo "SKIP: no rustc 1.95"; exit 77; }
CARGO=$(dirname "$RUSTC")/cargo
[ -x "$CARGO" ] || { echo "SKIP: no cargo next to $RUSTC"; exit 77; }
command -v python3 >/dev/null || { echo "SKIP: python3 not found"; exit 77; }
REG=/usr/share/cargo/registry
for c in regex-1 serde-1 serde_json-1 serde_derive-1 syn-1; do
    ls -d "$REG/$c".* >/dev/null 2>&1 || { echo "SKIP: $REG/$c.* missing (librust-*-dev)"; exit 77; }
done
WORK=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-test-workflow.XXXXXX")
flock_pid=
trap '[ -n "$flock_pid" ] && kill "$flock_pid" 2>/dev/null; rm -rf "$WORK"' EXIT
cd "$WORK" || exit 1
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
nfiles() { ls "$1" 2>/dev/null | grep -c '\.mm_profdata$'; }
# Private cargo home (crates.io is Debian's registry) and cache (the stable
# -Zself-profile link lives there; another test's record does not share it).
export CARGO_HOME="$WORK/cargo-home" XDG_CACHE_HOME="$WORK/cache" RUSTC
mkdir -p "$CARGO_HOME" wf/src
cat >"$CARGO_HOME/config.toml" <<EOF2
[source.crates-io]
replace-with = "debian"
[source.debian]
directory = "$REG"
[net]
offline = true
EOF2
cat >wf/Cargo.toml <<'EOF2'
[package]
name = "wordfreq"
version = "0.1.0"
edition = "2021"

[dependencies]
regex = "1"
serde = { version = "1", features = ["derive"] }
serde_json = "1"
EOF2
cat >wf/src/main.rs <<'EOF2'
use serde::Serialize;
#[derive(Serialize)]
struct Count<'a> { word: &'a str, n: usize }
fn main() {
    let text = std::env::args().skip(1).collect::<Vec<_>>().join(" ");
    let re = regex::Regex::new(r"\w+").unwrap();
    let mut m = std::collections::BTreeMap::new();
    for w in re.find_iter(&text) { *m.entry(w.as_str()).or_insert(0) += 1; }
    let v: Vec<Count> = m.iter().map(|(w, n)| Count { word: w, n: *n }).collect();
    println!("{}", serde_json::to_string(&v).unwrap());
}
EOF2
record() { # record DIR [REPORT OPTIONS]: the build recorded into DIR
    dir=$1
    shift
    (cd wf && "$SELFPROF" record --out "$WORK/$dir" "$@" -- "$CARGO" build --offline --quiet)
}

# ---- cold build ----
record cold --by-crate >cold.txt 2>cold.err || fail "cold: status $?: $(cat cold.err)"
[ ! -s cold.err ] || fail "cold: stderr: $(cat cold.err)"
n=$(nfiles cold)
[ "$n" -ge 15 ] || fail "cold: $n profiles: $(ls cold)"
for c in wordfreq regex serde_json serde_derive syn; do
    ls cold | grep -q "^$c-[0-9]*\.mm_profdata\$" || fail "cold: no $c profile"
done
[ ! -e cache/selfprof/record-profiles ] && [ ! -L cache/selfprof/record-profiles ] ||
    fail "the stable link is left behind"
# record's crate table: summarize's, and its sums are the merged table's
"$SELFPROF" summarize --by-crate cold >sum.txt
cmp -s cold.txt sum.txt || fail "cold: record --by-crate differs from summarize --by-crate"
grep -q '^wordfreq  *1 ' cold.txt || fail "cold: no wordfreq line in the crate table"
"$SELFPROF" summarize --by-crate --json cold >crates.json
python3 - crates.json <<'PY' || fail "cold: the crate table's sums differ from the merged table's"
import json, sys
d = json.load(open(sys.argv[1]))
ns = lambda v: v["secs"] * 10**9 + v["nanos"]
c, s = d["crates"], d["summary"]
assert len(c) >= 10, [x["crate"] for x in c]
assert sum(ns(x["self_time"]) for x in c) == sum(ns(r["self_time"]) for r in s["query_data"])
assert sum(ns(x["total_time"]) for x in c) == ns(s["total_time"])
assert sum(x["event_count"] for x in c) == s["event_count"]
assert sum(x["profiles"] for x in c) == s["file_count"]
PY
wf/target/debug/wordfreq a b a | grep -q '"word":"a","n":2' || fail "cold: the program does not run"

# ---- the cold build as a Chrome trace: the default stays loadable ----
# (unlimited, this build's trace was 402 MB; browsers give up near 500 MB)
"$SELFPROF" chrome cold -o cold.json 2>chrome.err || fail "chrome cold: status $?: $(cat chrome.err)"
size=$(wc -c < cold.json)
[ "$size" -lt 100000000 ] || fail "chrome cold: the default trace is $size bytes"
# the note: instants and counters left out, and intervals under a step
# (470ns, 1.3us, 25ms) when that was not enough
grep -q "leaving out instants" chrome.err || fail "chrome cold: no note saying what was left out: $(cat chrome.err)"
step=$(sed -n 's/.*intervals shorter than \([0-9.]*[nmu]*s\) (.*/\1/p' chrome.err)
python3 - cold.json "${step:-0ns}" cold/*.mm_profdata <<'PY' || fail "chrome cold: the trace's intervals are not the profiles' of at least ${step:-0ns}"
import json, os, sys
sys.path.insert(0, os.path.join(os.environ["SRCDIR"], "tests", "cli"))
sys.path.insert(0, os.path.join(os.environ["SRCDIR"], "tests", "integration"))
import rawcount
from chrome_check import duration_ns
trace = json.load(open(sys.argv[1]))
minimum = duration_ns(sys.argv[2])
want = 0
for path in sys.argv[3:]:
    _, evs = rawcount.load(path)
    want += sum(1 for _k, _e, _t, a, b in evs if b < 2**48 - 2 and b - a >= minimum)
got = sum(1 for e in trace if e["ph"] == "X")
assert got == want, (got, want)
assert all(e["ph"] in ("X", "M") for e in trace), {e["ph"] for e in trace}
print(f"chrome cold: {got} intervals of at least {minimum} ns", file=sys.stderr)
PY

# ---- an edit, the rebuild into another folder: only the program ----
sed -i 's/let re = regex::Regex::new(r"\\w+")/let re = regex::Regex::new(r"[A-Za-z]+")/' wf/src/main.rs
grep -q 'A-Za-z' wf/src/main.rs || fail "the edit did not apply"
record incr >incr.txt 2>incr.err || fail "incr: status $?: $(cat incr.err)"
[ ! -s incr.err ] || fail "incr: stderr: $(cat incr.err)"
[ "$(ls incr)" = "$(ls incr | grep '^wordfreq-[0-9]*\.mm_profdata$')" ] && [ "$(nfiles incr)" -eq 1 ] ||
    fail "incr: cargo rebuilt more than the program (-Zself-profile path changed?): $(ls incr | tr '\n' ' ')"
head -1 incr.txt | grep -q '^incr/wordfreq-\|/incr/wordfreq-' || fail "incr: report title: $(head -1 incr.txt)"
wf/target/debug/wordfreq a1 a1 | grep -q '"word":"a","n":2' || fail "incr: the edited program does not run"

# ---- diff cold incr: no warning, the program checked against rawcount ----
"$SELFPROF" diff cold incr >diff.txt 2>diff.err || fail "diff: status $?"
[ ! -s diff.err ] || fail "diff: stderr: $(cat diff.err)"
grep -q '^wordfreq ' diff.txt || fail "diff: no wordfreq line: $(head -5 diff.txt)"
grep -q "^syn .* -  " diff.txt || fail "diff: syn is not 'only in base': $(grep '^syn ' diff.txt)"
"$SELFPROF" diff --json cold incr >diff.json || fail "diff --json: status $?"
python3 "$SRCDIR/tests/integration/check_crate_diff.py" diff.json wordfreq \
    --base cold/wordfreq-*.mm_profdata --new incr/wordfreq-*.mm_profdata || fail "wordfreq differs from rawcount"
python3 "$SRCDIR/tests/integration/check_crate_diff.py" diff.json itoa \
    --base cold/itoa-*.mm_profdata --new || fail "itoa differs from rawcount"

# ---- both builds in one folder: a warning, and --newest as two folders ----
mkdir mixed newest
cp cold/*.mm_profdata incr/*.mm_profdata mixed/
cp cold/*.mm_profdata newest/ && rm newest/wordfreq-*.mm_profdata && cp incr/*.mm_profdata newest/
"$SELFPROF" summarize mixed >/dev/null 2>err.txt
grep -q '^selfprof: warning: 2 profiles of crate wordfreq (e.g. mixed/wordfreq-' err.txt &&
    [ "$(wc -l <err.txt)" -eq 1 ] || fail "summarize mixed: $(cat err.txt)"
"$SELFPROF" diff --newest cold mixed 2>err.txt | sed 's#mixed#newest#g' >dnew.txt
[ "$(cat err.txt)" = "selfprof: warning: 2 profiles of crate wordfreq: taking only the newest, $(ls mixed/wordfreq-* | tail -1)" ] ||
    [ "$(cat err.txt)" = "selfprof: warning: 2 profiles of crate wordfreq: taking only the newest, mixed/$(ls incr)" ] ||
    fail "diff --newest: $(cat err.txt)"
"$SELFPROF" diff cold newest >dtwo.txt 2>err.txt
cmp -s dnew.txt dtwo.txt || { fail "diff --newest cold mixed differs from diff cold newest"; diff dnew.txt dtwo.txt | head -5; }
"$SELFPROF" summarize --newest mixed 2>/dev/null | sed 's#mixed#newest#g' >snew.txt
"$SELFPROF" summarize newest >stwo.txt
cmp -s snew.txt stwo.txt || fail "summarize --newest mixed differs from summarize newest"

# ---- the stable path in use: this record passes its own folder, a note ----
if command -v flock >/dev/null; then
    mkdir -p cache/selfprof
    flock cache/selfprof/record.lock sleep 300 &
    flock_pid=$!
    sleep 1
    (cd wf && "$SELFPROF" record --out "$WORK/busy" -- "$CARGO" build --offline --quiet -p itoa) \
        >/dev/null 2>busy.err
    want="selfprof: record: note: rustc is given $WORK/busy itself (another selfprof record is running): cargo rebuilds what a record into another folder built"
    [ "$(head -1 busy.err)" = "$want" ] || fail "busy: $(cat busy.err)"
    [ "$(nfiles busy)" -eq 1 ] || fail "busy: $(ls busy)"
    kill "$flock_pid"
    flock_pid=
fi
[ $fails -eq 0 ] || exit 1
echo "ok record_workflow"
