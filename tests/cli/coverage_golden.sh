#!/bin/sh
# Golden tests of `selfprof coverage` on the shared test files: each
# profile's untracked time equals the "rustc" root line of measureme's
# stack_collapse (the time of each thread's span outside top-level events:
# the same thing for well-nested profiles, measured by another program; the
# numbers are those of collapse_golden.sh), the text and JSON outputs
# (tests/cli/expected/coverage-*), several files and a directory, and the
# command-line errors. rawcount.py's independent count is compared in
# tests/integration/coverage_rustc.sh.
# To regenerate after an intended change: UPDATE_GOLDEN=1 sh coverage_golden.sh
TEST=coverage . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
. "$SRCDIR/tests/cli/lib/tally.sh"

# golden NAME ARGS...: coverage ARGS, compare with expected/coverage-NAME.
golden() {
    name=coverage-$1
    shift
    if ! "$SELFPROF" coverage "$@" > "$name" 2> "$name.err"; then
        bad "selfprof coverage $* exited non-zero: $(cat "$name.err")"
        return
    fi
    if [ -n "${UPDATE_GOLDEN:-}" ]; then
        cp "$name" "$expected/$name"
        echo "updated $name"
    elif diff -u "$expected/$name" "$name" > "$name.diff"; then
        ok
    else
        bad "coverage $* differs from tests/cli/expected/$name:"
        head -20 "$name.diff"
    fi
}

field() { # FILE.json KEY: total.KEY of a coverage --json output
    python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["total"][sys.argv[2]])' "$@"
}

# measureme's root line (untracked) and summarize's total time (span; both
# end at each thread's last interval, which is its last end in these files).
while read -r name root total; do
    "$SELFPROF" coverage --json "$name.mm_profdata" > "$name.json"
    [ "$(field "$name.json" untracked)" = "$root" ] && ok ||
        bad "$name: untracked $(field "$name.json" untracked), measureme's root line $root"
    [ "$(field "$name.json" span)" = "$total" ] && ok ||
        bad "$name: span $(field "$name.json" span), summarize's total time $total"
    "$SELFPROF" coverage --json "$name.mm_profdata" > "$name.again"
    cmp -s "$name.json" "$name.again" && ok || bad "$name: two runs differ"
done <<EOF
plain 56386668 387527264
all-incr 59317338 256062599
threads2 279091657 634643489
v8 32881600 944105200
v9 201446 75857531
EOF

golden plain.txt plain.mm_profdata
golden threads2.per-thread.txt --per-thread --top 3 --min-gap 1ms threads2.mm_profdata
golden all-incr.json --json --top 4 all-incr.mm_profdata
golden three.txt --top 5 plain.mm_profdata all-incr.mm_profdata threads2.mm_profdata
golden v8.min-gap.json --json --top 3 --min-gap 100us v8.mm_profdata

# Several files: the totals are the sums; a directory is its files.
"$SELFPROF" coverage --json plain.mm_profdata all-incr.mm_profdata threads2.mm_profdata > three.json
[ "$(field three.json untracked)" = $((56386668 + 59317338 + 279091657)) ] && ok ||
    bad "three files: untracked $(field three.json untracked)"
mkdir dir && cp plain.mm_profdata all-incr.mm_profdata threads2.mm_profdata dir/
"$SELFPROF" coverage --json dir > dir.json
"$SELFPROF" coverage --json dir/all-incr.mm_profdata dir/plain.mm_profdata \
    dir/threads2.mm_profdata > dirfiles.json
cmp -s dir.json dirfiles.json && ok || bad "a directory differs from its files"
# --min-gap only moves gaps between the "large" figures; --top 0 lists none.
"$SELFPROF" coverage --json --top 0 --min-gap 1s plain.mm_profdata > big.json
python3 - big.json plain.json <<'EOF' && ok || bad "--min-gap 1s --top 0"
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:])
assert a["total"]["untracked"] == b["total"]["untracked"] and a["total"]["gaps"] == b["total"]["gaps"]
assert a["total"]["large_gaps"] == 0 and a["largest_gaps"] == []
assert all(t["largest_gaps"] == [] for t in a["threads"])
assert b["total"]["large_gaps"] == b["total"]["gaps"] > 0
EOF

# Errors: one line, the right status, nothing on stdout.
head -c 1000 plain.mm_profdata > truncated.mm_profdata
expect 1 "^selfprof: truncated.mm_profdata: .*\(at byte 8\)$" coverage plain.mm_profdata truncated.mm_profdata
expect 1 "^selfprof: missing.mm_profdata: cannot open" coverage missing.mm_profdata
expect 2 "no profile given" coverage
expect 2 "^selfprof: coverage: unknown option '--bogus'" coverage --bogus plain.mm_profdata
expect 2 "^selfprof: --top needs a non-negative integer, not '-1'" coverage --top -1 plain.mm_profdata
expect 2 "^selfprof: --min-gap needs a time such as 500us, 1ms or 2s, not '1h'" \
    coverage --min-gap 1h plain.mm_profdata
expect 2 "missing value for option '--min-gap'" coverage plain.mm_profdata --min-gap
expect 3 "nodir/x.txt: cannot create" coverage -o nodir/x.txt plain.mm_profdata
if [ -w /dev/full ]; then
    expect 3 "/dev/full: write failed" coverage -o /dev/full plain.mm_profdata
fi
"$SELFPROF" coverage --help | grep -q "^usage: selfprof coverage" && ok || bad "--help"
"$SELFPROF" --help | grep -q "^  coverage " && ok || bad "coverage missing from selfprof --help"

echo "coverage: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
