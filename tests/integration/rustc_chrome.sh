#!/bin/sh
# Fresh rustc 1.95 profiles: examples/sample-crate with
# -Zself-profile-events=default,args (query keys as arguments) and a tiny
# x.rs with all,args (instants too). `selfprof chrome` writes one X event per
# interval, one i per instant and one C per integer, as counted independently
# by rawcount.py; every event is checked by tests/cli/chrome_check.py (and
# with --collapse-threads on the small one); `selfprof view --mmview` prints
# one 7-line block per event.
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
profile prof -Zself-profile-events=default,args --crate-name sample_crate --crate-type=lib \
    --edition=2021 "$SAMPLE" --out-dir out
printf 'pub fn add(a: u32, b: u32) -> u32 { a + b }\npub struct P(pub i32);\n' > x.rs
profile prof-all -Zself-profile-events=all,args --crate-name x --crate-type lib x.rs --out-dir out-all
for dir in prof prof-all; do
    p=$(one_profile $dir)
    "$SELFPROF" chrome -o $dir.json "$p"
    "$SELFPROF" chrome --all-counters -o $dir.all.json "$p"
    python3 "$SRCDIR/tests/integration/rawcount.py" "$p" > $dir.counts
    python3 - $dir.counts $dir.json $dir.all.json <<'PY'
import json, sys
counts, trace = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
every = json.load(open(sys.argv[3]))
want = {t: sum(k.get(t, 0) for n, k in counts["kinds"].items()
               if t != "integer" or n != "QueryCacheHitCount")
        for t in ("interval", "instant", "integer")}
# --all-counters keeps QueryCacheHitCount, the default leaves it out.
all_int = sum(k.get("integer", 0) for k in counts["kinds"].values())
got_all = sum(1 for e in every if e["ph"] == "C")
assert got_all == all_int, "--all-counters: %d C, rawcount %d" % (got_all, all_int)
print("%s: %d of %d counters by default, %d -> %d bytes" % (sys.argv[2], want["integer"], all_int,
      len(open(sys.argv[3], "rb").read()), len(open(sys.argv[2], "rb").read())))
got = {t: sum(1 for e in trace if e["ph"] == ph)
       for t, ph in (("interval", "X"), ("instant", "i"), ("integer", "C"))}
assert got == want, "chrome %s, rawcount %s" % (got, want)
assert want["interval"] > 1000, want
assert sum(1 for e in trace if e["ph"] == "X" and e["args"]) > 100, "no arguments"
print("ok %s: %d X, %d i, %d C" % (sys.argv[2], got["interval"], got["instant"], got["integer"]))
PY
    python3 "$SRCDIR/tests/cli/chrome_check.py" "$p" $dir.json
    python3 "$SRCDIR/tests/cli/chrome_check.py" --all-counters "$p" $dir.all.json
    events=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["events"])' $dir.counts)
    lines=$("$SELFPROF" view --mmview "$p" | wc -l)
    [ "$lines" -eq $((7 * events)) ] || { echo "FAIL: view --mmview: $lines lines for $events events"; exit 1; }
done
"$SELFPROF" chrome --collapse-threads -o collapsed.json "$(one_profile prof-all)"
python3 "$SRCDIR/tests/cli/chrome_check.py" --collapse-threads "$(one_profile prof-all)" collapsed.json
python3 - prof-all.json <<'PY'
import json, sys
trace = json.load(open(sys.argv[1]))
assert any(e["ph"] == "i" for e in trace), "all,args gave no instants"
PY
echo "ok rustc_chrome"
