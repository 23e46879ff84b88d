#!/bin/sh
# Golden tests of `selfprof collapse` on the shared test files: line count,
# the `rustc` line and the sum of all values as measureme's stack_collapse
# gives them (testdata READMEs, spec 9.1), the sum equal to summarize's total
# time with every label's self time accounted for once, the order, the
# per-thread form, several files combined, a synthetic profile with labels
# holding ';', XML/shell metacharacters and invalid UTF-8, and the error
# contract. Outputs are compared with tests/cli/expected/collapse-*.
# To regenerate after an intended change: UPDATE_GOLDEN=1 sh collapse_golden.sh
TEST=collapse . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
check="python3 $SRCDIR/tests/cli/check_stacks.py"
. "$SRCDIR/tests/cli/lib/tally.sh"

. "$SRCDIR/tests/cli/lib/golden.sh"
# golden NAME ARGS...: collapse ARGS, compare with expected/collapse-NAME.
golden() {
    name=collapse-$1
    shift
    if golden_run collapse "$name" "$@"; then ok; else bad "collapse $*"; fi
}

# The numbers measureme's stack_collapse gives (lines, rustc line, sum).
while read -r name lines root sum; do
    "$SELFPROF" collapse "$name.mm_profdata" > "$name.folded"
    $check numbers "$name.folded" "$lines" "$root" "$sum" && ok || bad "$name numbers"
    $check sorted "$name.folded" && ok || bad "$name order"
    "$SELFPROF" summarize --json "$name.mm_profdata" > "$name.json"
    $check selftime "$name.folded" "$name.json" && ok || bad "$name self times"
    "$SELFPROF" collapse --threads "$name.mm_profdata" > "$name.threads.folded"
    $check sorted "$name.threads.folded" && ok || bad "$name --threads order"
    $check threads "$name.threads.folded" "$name.folded" && ok || bad "$name --threads"
    # Same input, same bytes.
    "$SELFPROF" collapse -o "$name.again" "$name.mm_profdata"
    cmp -s "$name.folded" "$name.again" && ok || bad "$name: two runs differ"
done <<EOF
plain 640 56386668 387527264
all-incr 636 59317338 256062599
threads2 816 279091657 634643489
v8 1664 32881600 944105200
v9 2950 201446 75857531
EOF

golden plain.folded plain.mm_profdata
golden all-incr.folded all-incr.mm_profdata
golden threads2.threads.folded --threads threads2.mm_profdata

# Several files: equal stacks summed, whatever the order; a directory is
# the same as its files.
"$SELFPROF" collapse plain.mm_profdata all-incr.mm_profdata threads2.mm_profdata > comb.folded
$check combined comb.folded plain.folded all-incr.folded threads2.folded && ok || bad "combined"
"$SELFPROF" collapse threads2.mm_profdata all-incr.mm_profdata plain.mm_profdata > comb2.folded
cmp -s comb.folded comb2.folded && ok || bad "combined output depends on the file order"
mkdir dir && cp plain.mm_profdata all-incr.mm_profdata threads2.mm_profdata dir/
"$SELFPROF" collapse dir > comb3.folded
cmp -s comb.folded comb3.folded && ok || bad "a directory differs from its files"
$check sorted comb.folded && ok || bad "combined order"

# --root renames only the root frame.
"$SELFPROF" collapse --root gcc v9.mm_profdata | sed 's/^gcc/rustc/' > root.folded
cmp -s root.folded v9.folded && ok || bad "--root"

# A synthetic profile: a label with ';' is several frames (as its line
# reads), metacharacters pass through, invalid UTF-8 becomes U+FFFD; the
# uncovered time of thread 2 goes to the root.
cat > synth.txt <<'EOF'
1 20 30 p;q
1 10 50 x<y>"' &amp;
1 60 90 z
1 0 100 a&b
2 0 40 a&b
2 45 46 caf\xc3\xa9 \xc3( \xe2\x82 bad
2 50 60 w
EOF
python3 "$SRCDIR/tests/cli/synth_profile.py" synth.mm_profdata synth.txt
golden synth.folded synth.mm_profdata
golden synth.threads.folded --threads synth.mm_profdata

# Errors: one line naming the file and the byte, exit 1, nothing on stdout.
# (expect: tests/cli/lib/tally.sh)
head -c 1000 plain.mm_profdata > truncated.mm_profdata
expect 1 "^selfprof: truncated.mm_profdata: page of [0-9]+ bytes runs past the end of the file .*\(at byte 8\)$" \
    collapse truncated.mm_profdata
# Event 0 of synth (file byte 21 = 8 file header + 5 page header + 8 stream
# header): start 0xffffffff > end 30.
python3 - <<'EOF'
d = bytearray(open("synth.mm_profdata", "rb").read())
d[21 + 20:21 + 24] = b"\xff\xff\xff\xff"
open("backwards.mm_profdata", "wb").write(d)
EOF
expect 1 "^selfprof: backwards.mm_profdata: event 0 is an interval that ends before it starts \(at byte 21\)$" \
    collapse backwards.mm_profdata
# A good file first does not help: the whole command fails.
expect 1 "^selfprof: truncated.mm_profdata: .*\(at byte 8\)$" collapse plain.mm_profdata truncated.mm_profdata
expect 1 "^selfprof: missing.mm_profdata: cannot open" collapse missing.mm_profdata
expect 2 "no profile given" collapse
expect 2 "^selfprof: collapse: unknown option '--bogus'" collapse --bogus plain.mm_profdata
expect 3 "nodir/x.folded: cannot create" collapse -o nodir/x.folded plain.mm_profdata
if [ -w /dev/full ]; then
    expect 3 "/dev/full: write failed" collapse -o /dev/full plain.mm_profdata
fi
"$SELFPROF" collapse --help | grep -q "^usage: selfprof collapse" && ok || bad "--help"
"$SELFPROF" --help | grep -q "^  collapse " && ok || bad "collapse missing from selfprof --help"

echo "collapse: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
