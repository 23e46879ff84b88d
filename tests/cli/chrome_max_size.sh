#!/bin/sh
# `selfprof chrome --max-size`: a trace larger than the budget leaves out
# the shortest intervals (and instants and counters) until it fits, and
# says so in one note. Checked on the shared profiles with budgets far
# below their ~290 kB traces:
# - the note names the minimum chosen, the events left out and the size;
# - the trace parses, fits the budget, and is event by event what an
#   independent decoding (chrome_check.py on rawcount.py) gives for that
#   minimum; the next smaller step would not have fitted (so the smallest
#   one that fits was taken);
# - a trace within the budget, --max-size 0 and an explicit
#   --minimum-duration are written as before, byte for byte, without a note;
# - a bad --max-size is a usage error.
TEST=chrome-max-size . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
check="$SRCDIR/tests/cli/chrome_check.py"
failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}
# The budget's steps in microseconds, as report/chrome_trace.c tries them.
steps="1 2 5 10 20 50 100 200 500 1000 2000 5000 10000"

for name in plain all-incr threads2; do
    for budget in 150 60 20; do
        if ! "$SELFPROF" chrome --max-size "${budget}kB" "$name.mm_profdata" -o "$name.json" 2>err; then
            fail "$name --max-size ${budget}kB: $(cat err)"
            continue
        fi
        note=$(cat err)
        us=$(sed -n 's/.*leaving out intervals shorter than \([0-9]*\)\(us\|ms\), .*/\1 \2/p' err)
        case "$us" in
        *ms) us=$(( ${us% ms} * 1000 )) ;;
        *us) us=${us% us} ;;
        *) fail "$name ${budget}kB: no note naming the minimum: '$note'"; continue ;;
        esac
        echo "$note" | grep -q "more than --max-size $budget kB: .*(\([0-9]*\) of \([0-9]*\) events; [0-9]* kB left); --max-size 0 keeps everything$" ||
            fail "$name ${budget}kB: note '$note'"
        size=$(wc -c < "$name.json")
        [ "$size" -le $((budget * 1000)) ] || fail "$name ${budget}kB: the trace is $size bytes"
        python3 "$check" --minimum-duration "$us" "$name.mm_profdata" "$name.json" >/dev/null ||
            fail "$name ${budget}kB: not the trace of --minimum-duration $us"
        # the events the note counts as left out are the profile's minus the trace's
        total=$(echo "$note" | sed -n 's/.* of \([0-9]*\) events.*/\1/p')
        left=$(echo "$note" | sed -n 's/.*(\([0-9]*\) of .*/\1/p')
        kept=$(python3 -c 'import json, sys; print(sum(e["ph"] != "M" for e in json.load(open(sys.argv[1]))))' "$name.json")
        [ $((total - left)) -eq "$kept" ] || fail "$name ${budget}kB: $total - $left events left out, $kept in the trace"
        # the step below would not have fitted
        prev=""
        for s in $steps; do
            [ "$s" -eq "$us" ] && break
            prev=$s
        done
        if [ -n "$prev" ]; then
            "$SELFPROF" chrome --minimum-duration "$prev" "$name.mm_profdata" -o smaller.json
            [ "$(wc -c < smaller.json)" -gt $((budget * 1000)) ] ||
                fail "$name ${budget}kB: --minimum-duration $prev fits too, but $us was chosen"
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
