#!/bin/sh
# `selfprof chrome --max-size`: a trace larger than the budget leaves out
# its instants and counters, then also the shortest intervals until it
# fits, and says so in one note. Checked on the shared profiles with
# budgets far below their ~290 kB traces:
# - the note names what is left out (the minimum chosen, if any), the
#   events left out and the size;
# - the trace parses, fits the budget, and is event by event what an
#   independent decoding (chrome_check.py on rawcount.py) gives for that
#   choice; the next smaller step (10ns, 11ns ... 990ns, 1us, 1.1us ...)
#   would not have fitted (so the smallest one that fits was taken);
# - a trace within the budget, --max-size 0 and an explicit
#   --minimum-duration are written as before, byte for byte, without a note;
# - a bad --max-size is a usage error.
# chrome_max_size_synth.sh checks the budget on a generated profile.
TEST=chrome-max-size . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
check="$SRCDIR/tests/cli/chrome_check.py"
failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}
# The budget step below STEP (two significant digits: 1.3us -> 1.2us,
# 10us -> 9.9us), in ns; nothing when STEP is the first (10ns).
step_below() {
    python3 - "$1" <<'PY'
import sys
units = {"ns": 1, "us": 1000, "ms": 10**6, "s": 10**9}
t = sys.argv[1]
num = t.rstrip("nums")
u = units[t[len(num):]]
w, _, f = num.partition(".")
ns = int(w) * u + (int(f) * u // 10 ** len(f) if f else 0)
d = 0
while ns >= 100:
    ns, d = ns // 10, d + 1
m = ns - 1 if ns > 10 else (99 if d else 0)
d = d if ns > 10 else d - 1
if m:
    print(m * 10 ** d)
PY
}

for name in plain all-incr threads2; do
    for budget in 150 60 20; do
        if ! "$SELFPROF" chrome --max-size "${budget}kB" "$name.mm_profdata" -o "$name.json" 2>err; then
            fail "$name --max-size ${budget}kB: $(cat err)"
            continue
        fi
        note=$(cat err)
        echo "$note" | grep -q "more than --max-size $budget kB: leaving out instants.* (\([0-9]*\) of \([0-9]*\) events; [0-9]* kB left); --max-size 0 keeps everything$" ||
            fail "$name ${budget}kB: note '$note'"
        size=$(wc -c < "$name.json")
        [ "$size" -le $((budget * 1000)) ] || fail "$name ${budget}kB: the trace is $size bytes"
        step=$(sed -n 's/.*leaving out instants, counters and intervals shorter than \([0-9.]*[nmu]*s\) (.*/\1/p' err)
        if [ -n "$step" ]; then
            python3 "$check" --minimum-duration "$step" "$name.mm_profdata" "$name.json" >/dev/null ||
                fail "$name ${budget}kB: not the trace of --minimum-duration $step"
        else
            python3 "$check" --intervals-only "$name.mm_profdata" "$name.json" >/dev/null ||
                fail "$name ${budget}kB: not the trace of --intervals-only"
        fi
        # the events the note counts as left out are the profile's minus the trace's
        total=$(echo "$note" | sed -n 's/.* of \([0-9]*\) events.*/\1/p')
        left=$(echo "$note" | sed -n 's/.*(\([0-9]*\) of .*/\1/p')
        kept=$(python3 -c 'import json, sys; print(sum(e["ph"] != "M" for e in json.load(open(sys.argv[1]))))' "$name.json")
        [ $((total - left)) -eq "$kept" ] || fail "$name ${budget}kB: $total - $left events left out, $kept in the trace"
        # the step below would not have fitted (below the first: every interval)
        if [ -n "$step" ]; then
            below=$(step_below "$step")
            if [ -n "$below" ]; then
                "$SELFPROF" chrome --minimum-duration "${below}ns" "$name.mm_profdata" -o smaller.json
            else
                "$SELFPROF" chrome --intervals-only "$name.mm_profdata" -o smaller.json
            fi
            [ "$(wc -c < smaller.json)" -gt $((budget * 1000)) ] ||
                fail "$name ${budget}kB: the step below $step (${below:-none}ns) fits too"
        fi
    done
    # within the budget, no limit, or an explicit minimum: as before
    "$SELFPROF" chrome --max-size 0 "$name.mm_profdata" -o all.json 2>err
    [ -s err ] && fail "$name --max-size 0: stderr $(cat err)"
    "$SELFPROF" chrome "$name.mm_profdata" -o default.json 2>err
    [ -s err ] && fail "$name default: stderr $(cat err)"
    cmp -s all.json default.json || fail "$name: the default trace differs from --max-size 0"
    "$SELFPROF" chrome --max-size 1kB --minimum-duration 100 "$name.mm_profdata" -o min.json 2>err
    [ -s err ] && fail "$name --minimum-duration 100 with --max-size: stderr $(cat err)"
    "$SELFPROF" chrome --minimum-duration 100 "$name.mm_profdata" -o min0.json
    cmp -s min.json min0.json || fail "$name: --max-size changed an explicit --minimum-duration"
done

for bad in x 1x -5 "" 1.5MB 10TB; do
    rc=0
    "$SELFPROF" chrome --max-size "$bad" plain.mm_profdata -o bad.json 2>err || rc=$?
    [ "$rc" -eq 2 ] && grep -q "^selfprof: --max-size needs megabytes" err ||
        fail "--max-size '$bad': status $rc, $(cat err)"
done

[ "$failed" -eq 0 ] && echo "ok: chrome --max-size"
exit "$failed"
