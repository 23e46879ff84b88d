#!/bin/sh
# Tests of `selfprof flamegraph --diff A B`, the differential flame graph:
# on pairs of the shared profiles, the SVG is well-formed XML (python3
# xml.etree) whose frames are B's collapse stacks at B's totals, whose data-a
# and tooltips are A's collapse totals, and whose accounting of the stacks
# only in A adds up to A's totals (check_stacks.py diffsvg); a profile
# against itself is all white with nothing gone; a synthetic pair gives the
# exact colours and tooltips of a frame unchanged, new, halved and gone,
# and, at A's widths (--widths a), the gone frame drawn full blue and the
# new one counted; directories as sides; errors.
TEST=flamegraph-diff . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
check="python3 $SRCDIR/tests/cli/check_stacks.py"
. "$SRCDIR/tests/cli/lib/tally.sh"

for n in plain threads2 all-incr; do
    "$SELFPROF" collapse "$n.mm_profdata" > "$n.folded"
done
for pair in "plain threads2" "threads2 plain" "threads2 all-incr"; do
    set -- $pair
    "$SELFPROF" flamegraph --diff --min-width 0 "$1.mm_profdata" "$2.mm_profdata" -o "$1-$2.svg" &&
        $check diffsvg "$1-$2.svg" "$1.folded" "$2.folded" && ok || bad "--diff $1 $2"
done
# The default --min-width leaves out narrow frames, nothing else.
"$SELFPROF" flamegraph --diff plain.mm_profdata threads2.mm_profdata -o narrow.svg
$check svg narrow.svg threads2.folded --title "Differential Flame Graph" && ok || bad "default min-width"

# A profile against itself: every frame white, A = B, nothing gone.
"$SELFPROF" flamegraph --diff --min-width 0 plain.mm_profdata plain.mm_profdata -o same.svg
$check diffsvg same.svg plain.folded plain.folded && ok || bad "plain against itself"
grep -q 'fill="rgb(250,250,250)"' same.svg && ! grep -q 'data-gone' same.svg &&
    [ "$(grep -c 'fill="rgb(250,250,250)"' same.svg)" -eq "$(grep -c '<g class="f"' same.svg)" ] &&
    grep -q 'only in A, not drawn: 0 frames, 0 ns' same.svg && ok || bad "plain against itself: not all white"

# Synthetic: a unchanged (100 ns), b gone (40 ns in A), c new (40 ns in B),
# d halved (40 -> 20 ns). Children first: events are written as they end.
printf '1 10 50 b\n1 60 100 d\n1 0 100 a\n' > a.txt
printf '1 10 50 c\n1 60 80 d\n1 0 100 a\n' > b.txt
python3 "$SRCDIR/tests/cli/synth_profile.py" sa.mm_profdata a.txt
python3 "$SRCDIR/tests/cli/synth_profile.py" sb.mm_profdata b.txt
"$SELFPROF" collapse sa.mm_profdata > sa.folded
"$SELFPROF" collapse sb.mm_profdata > sb.folded
"$SELFPROF" flamegraph --diff --min-width 0 --title 'synthetic' sa.mm_profdata sb.mm_profdata -o s.svg
$check diffsvg s.svg sa.folded sb.folded && ok || bad "synthetic"
frame() { # frame LABEL: the frame's markup on one line
    python3 -c 'import re, sys
t = open(sys.argv[1]).read()
m = re.search(r"<g class=\"f\"[^>]*><title>" + re.escape(sys.argv[2]) + r"\n.*?</g>", t)
print(m.group(0).replace("\n", "|") if m else "")' s.svg "$1"
}
case $(frame a) in
*'data-a="100"'*'data-gone="40"'*'; A 100 ns → B 100 ns, Δ 0 ns (+0.00%); gone in B: 1 frame, 40 ns in A<'*'fill="rgb(250,250,250)"'*) ok ;;
*) bad "synthetic a: $(frame a)" ;;
esac
case $(frame c) in
*'data-a="0"'*'; A 0 ns → B 40 ns, Δ +40 ns (new in B)<'*'fill="rgb(255,30,30)"'*) ok ;;
*) bad "synthetic c: $(frame c)" ;;
esac
case $(frame d) in
*'data-a="40"'*'; A 40 ns → B 20 ns, Δ -20 ns (-50.00%)<'*'fill="rgb(30,30,255)"'*) ok ;;
*) bad "synthetic d: $(frame d)" ;;
esac
[ -z "$(frame b)" ] && grep -q "only in A, not drawn: 1 frame, 40 ns (drawn at A&apos;s widths)<" s.svg && ok || bad "synthetic b drawn or not counted"
# At A's widths: A's stacks at A's totals (the plain graph's checks
# against A's folded stacks), b drawn full blue as gone, c counted in a's
# tooltip and the subtitle; the same colours for a and d.
"$SELFPROF" flamegraph --diff --widths a --min-width 0 --title 'synthetic' sa.mm_profdata sb.mm_profdata -o s.svg
$check svg s.svg sa.folded --title synthetic --all && ok || bad "--widths a: not A's stacks at A's widths"
case $(frame b) in
*'data-b="0"'*'; A 40 ns → B 0 ns, Δ -40 ns (gone in B)<'*'fill="rgb(30,30,255)"'*) ok ;;
*) bad "--widths a: b: $(frame b)" ;;
esac
case $(frame a) in
*'data-b="100"'*'data-new="40"'*'; A 100 ns → B 100 ns, Δ 0 ns (+0.00%); new in B: 1 frame, 40 ns in B<'*'fill="rgb(250,250,250)"'*) ok ;;
*) bad "--widths a: a: $(frame a)" ;;
esac
case $(frame d) in
*'data-b="20"'*'; A 40 ns → B 20 ns, Δ -20 ns (-50.00%)<'*'fill="rgb(30,30,255)"'*) ok ;;
*) bad "--widths a: d: $(frame d)" ;;
esac
[ -z "$(frame c)" ] && grep -q "width: A; .*only in B, not drawn: 1 frame, 40 ns (drawn at B&apos;s widths)<" s.svg && ok || bad "--widths a: c drawn or not counted"

# Directories: each side is a directory of profiles, as for one graph.
mkdir da db
cp plain.mm_profdata all-incr.mm_profdata da/
cp threads2.mm_profdata db/
"$SELFPROF" collapse da > da.folded
"$SELFPROF" flamegraph --diff --min-width 0 da db -o dirs.svg &&
    $check diffsvg dirs.svg da.folded threads2.folded && grep -q 'A 2 profiles → B db/threads2.mm_profdata' dirs.svg &&
    ok || bad "directories"

# Errors: one line, the documented status.
expect 2 "flamegraph --diff needs two inputs, A and B, not 1" flamegraph --diff plain.mm_profdata
expect 2 "flamegraph --diff needs two inputs, A and B, not 3" flamegraph --diff plain.mm_profdata plain.mm_profdata plain.mm_profdata
head -c 1000 plain.mm_profdata > truncated.mm_profdata
expect 1 "^selfprof: truncated.mm_profdata: " flamegraph --diff plain.mm_profdata truncated.mm_profdata -o bad.svg
[ ! -e bad.svg ] && ok || bad "an output file was created for a malformed input"
"$SELFPROF" flamegraph --help | grep -q -- "--diff" && ok || bad "--help lacks --diff"
expect 2 "--widths: 'a' or 'b', not 'c'" flamegraph --diff --widths c plain.mm_profdata plain.mm_profdata
expect 2 "--widths is for --diff" flamegraph --widths a plain.mm_profdata

echo "flamegraph_diff: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
