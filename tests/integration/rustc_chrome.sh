#!/bin/sh
# rustc 1.95 on examples/sample-crate, default events and
# -Zself-profile-events=all,args: `selfprof chrome` writes one X event per
# interval, one i per instant and one C per integer, as counted independently
# by rawcount.py; every event is checked by tests/cli/chrome_check.py; `selfprof
# view --mmview` prints one 7-line block per event.
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
profile prof --crate-name sample_crate --crate-type=lib --edition=2021 "$SAMPLE" --out-dir out
profile prof-all -Zself-profile-events=all,args --crate-name sample_crate --crate-type=lib \
    --edition=2021 "$SAMPLE" --out-dir out-all
for dir in prof prof-all; do
    p=$(one_profile $dir)
    "$SELFPROF" chrome -o $dir.json "$p"
    python3 "$SRCDIR/tests/integration/rawcount.py" "$p" > $dir.counts
    python3 - $dir.counts $dir.json <<'PY'
import json, sys
counts, trace = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
want = {t: sum(k.get(t, 0) for k in counts["kinds"].values())
        for t in ("interval", "instant", "integer")}
got = {t: sum(1 for e in trace if e["ph"] == ph)
       for t, ph in (("interval", "X"), ("instant", "i"), ("integer", "C"))}
assert got == want, "chrome %s, rawcount %s" % (got, want)
assert want["interval"] > 1000, want
print("ok %s: %d X, %d i, %d C" % (sys.argv[2], got["interval"], got["instant"], got["integer"]))
PY
    python3 "$SRCDIR/tests/cli/chrome_check.py" "$p" $dir.json
    "$SELFPROF" chrome --collapse-threads -o $dir.collapsed.json "$p"
    python3 "$SRCDIR/tests/cli/chrome_check.py" --collapse-threads "$p" $dir.collapsed.json
    events=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["events"])' $dir.counts)
    lines=$("$SELFPROF" view --mmview "$p" | wc -l)
    [ "$lines" -eq $((7 * events)) ] || { echo "FAIL: view --mmview: $lines lines for $events events"; exit 1; }
done
echo "ok rustc_chrome"
