#!/bin/sh
# `selfprof chrome --max-size` on a generated profile shaped like an
# incremental build (issue 25): few intervals of a microsecond or more,
# many instants and counters, many intervals under a microsecond. The old
# rule left out instants, counters and intervals under 1 us together, so
# it kept the 200 long intervals alone (a tenth of the budget here). Now:
# - a budget that every interval fits in leaves out only the instants and
#   counters: the trace is --intervals-only's, all 4,200 intervals;
# - a smaller one also leaves out the shortest intervals, at a step under
#   a microsecond: the trace fits, uses at least 90% of the budget, and
#   keeps more than five times the events of the old rule;
# - bench/export_bench reports that budget's figures from the note: events
#   kept of all, the trace's bytes against the budget.
set -eu
: "${SELFPROF:?}" "${SRCDIR:?}"
check="$SRCDIR/tests/cli/chrome_check.py"
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-chrome-synth.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}

# thread 1, in time order: per round 20 short intervals (100-999 ns, spread
# by a multiplicative hash), 20 instants and 5 counters; every tenth round
# also a long one (2-41 us). 200 rounds.
awk 'BEGIN {
    t = 1000
    for (r = 0; r < 200; r++) {
        for (i = 0; i < 20; i++) {
            n = r * 20 + i
            d = 100 + (n * 7919) % 900
            printf "1 %d %d short%d\n", t, t + d, n % 50
            t += d + 10
            printf "1 %d instant hit%d\n", t, n % 50
            t += 10
        }
        for (i = 0; i < 5; i++)
            printf "1 %d counter size%d\n", r * 5 + i, i
        d = 2000 + (r % 40) * 1000
        printf "1 %d %d long%d\n", t, t + d, r % 10
        t += d + 10
    }
}' > synth.txt
python3 "$SRCDIR/tests/cli/synth_profile.py" synth.mm_profdata synth.txt

"$SELFPROF" chrome --max-size 0 synth.mm_profdata -o all.json
"$SELFPROF" chrome --intervals-only synth.mm_profdata -o intervals.json
all=$(wc -c < all.json)
intervals=$(wc -c < intervals.json)
# each rule's events and the note's figures
events() {
    python3 -c 'import json, sys; print(sum(e["ph"] != "M" for e in json.load(open(sys.argv[1]))))' "$1"
}

# 1. every interval fits: only the instants and counters go
budget=$(( (intervals + 1000) / 1000 ))
[ $((budget * 1000)) -lt "$all" ] || fail "the whole trace ($all bytes) fits ${budget}kB"
"$SELFPROF" chrome --max-size "${budget}kB" synth.mm_profdata -o fit.json 2>err
grep -q "more than --max-size $budget kB: leaving out instants and counters (5000 of 9200 events; [0-9]* kB left)" err ||
    fail "${budget}kB: note '$(cat err)'"
cmp -s fit.json intervals.json || fail "${budget}kB: not the --intervals-only trace"

# 2. half of that: the shortest intervals go too, at a step under 1 us
budget=$(( intervals / 2000 ))
"$SELFPROF" chrome --max-size "${budget}kB" synth.mm_profdata -o half.json 2>err
step=$(sed -n 's/.*leaving out instants, counters and intervals shorter than \([0-9]*ns\) (.*/\1/p' err)
[ -n "$step" ] || fail "${budget}kB: no step under 1 us in the note '$(cat err)'"
size=$(wc -c < half.json)
[ "$size" -le $((budget * 1000)) ] || fail "${budget}kB: the trace is $size bytes"
[ "$size" -ge $((budget * 900)) ] || fail "${budget}kB: the trace is $size bytes, under 90% of the budget"
python3 "$check" --minimum-duration "${step:-0}" synth.mm_profdata half.json >/dev/null ||
    fail "${budget}kB: not the trace of --minimum-duration $step"
kept=$(events half.json)
"$SELFPROF" chrome --minimum-duration 1 synth.mm_profdata -o old.json
old=$(events old.json)
[ "$old" -eq 200 ] || fail "the old rule's trace has $old events, not the 200 long intervals"
[ "$kept" -gt $((old * 5)) ] || fail "${budget}kB: $kept events kept, the old rule $old"
echo "budget ${budget} kB: $size bytes, $kept events (old rule: $(wc -c < old.json) bytes, $old events)"

# 3. export_bench's figures of the same budget (one run of each export)
bench=${BUILDDIR:-}/bench/export_bench
if [ -x "$bench" ]; then
    "$bench" synth.mm_profdata --runs 1 --max-size "${budget}kB" --selfprof "$SELFPROF" >bench.txt
    fig() { sed -n "s/^chrome_max_size_$1 \([0-9.]*\) .*/\1/p" bench.txt; }
    [ "$(fig events_total)" = 9200 ] || fail "export_bench: events_total '$(fig events_total)'"
    [ "$(fig events_kept)" = "$kept" ] || fail "export_bench: events_kept '$(fig events_kept)', the trace has $kept"
    [ "$(fig events_left_out)" = $((9200 - kept)) ] || fail "export_bench: events_left_out '$(fig events_left_out)'"
    [ "$(fig output_bytes)" = "$size" ] || fail "export_bench: output_bytes '$(fig output_bytes)', the trace is $size"
    [ "$(fig budget_bytes)" = $((budget * 1000)) ] || fail "export_bench: budget_bytes '$(fig budget_bytes)'"
    grep -q "^# chrome --max-size left out: instants, counters and intervals shorter than ${step}\$" bench.txt ||
        fail "export_bench: the rule line: $(grep '^#' bench.txt)"
else
    echo "note: no $bench, its figures not checked"
fi

[ "$failed" -eq 0 ] && echo "ok: chrome --max-size on a generated profile"
exit "$failed"
