#!/bin/sh
# Tests of `selfprof flamegraph` on the shared test files and a synthetic
# profile: the SVG is well-formed XML (python3 xml.etree) with the title,
# the controls and the script; one <g class="f"> with a <rect> of non-zero
# width per frame, the frames being exactly collapse's stacks with time
# (--min-width 0) or a subset (default); labels XML-escaped (LLVM pass names
# hold < > &); per-thread towers; the embedded script's zoom, reset and
# search run against a stand-in DOM (node, when installed); a golden SVG of
# the synthetic profile (tests/cli/expected/flamegraph-synth.svg); errors.
# To regenerate the golden file: UPDATE_GOLDEN=1 sh flamegraph_check.sh
TEST=flamegraph . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
check="python3 $SRCDIR/tests/cli/check_stacks.py"
. "$SRCDIR/tests/cli/lib/tally.sh"
have_node=0
command -v node >/dev/null && have_node=1 || echo "note: node not found, the script is not run"
# script SVG REGEX MATCHED: run the embedded script (zoom, reset, search).
script() {
    [ "$have_node" -eq 1 ] || return 0
    node "$SRCDIR/tests/cli/flamegraph_script.js" "$@" && ok || bad "script on $1"
}

for n in plain all-incr threads2 v8 v9; do
    "$SELFPROF" collapse "$n.mm_profdata" > "$n.folded"
    "$SELFPROF" flamegraph --min-width 0 "$n.mm_profdata" -o "$n.all.svg"
    $check svg "$n.all.svg" "$n.folded" --all --title "Flame Graph" && ok || bad "$n --min-width 0"
    "$SELFPROF" flamegraph "$n.mm_profdata" -o "$n.svg"
    $check svg "$n.svg" "$n.folded" && ok || bad "$n"
    script "$n.svg" '^rustc$' 'Matched: 100.00% (1 frames)'
    "$SELFPROF" collapse --threads "$n.mm_profdata" > "$n.threads.folded"
    "$SELFPROF" flamegraph --threads per --min-width 0 "$n.mm_profdata" > "$n.threads.svg"
    $check svg "$n.threads.svg" "$n.threads.folded" --all && ok || bad "$n --threads per"
done
# threads2 has four threads: four towers, and 'rustc' in each.
script threads2.threads.svg '^rustc$' 'Matched: 100.00% (4 frames)'
"$SELFPROF" flamegraph --threads merged threads2.mm_profdata -o merged.svg
cmp -s merged.svg threads2.svg && ok || bad "--threads merged is not the default"

# LLVM pass names are escaped in the markup and intact once parsed.
grep -q 'InnerAnalysisManagerProxy&lt;FunctionAnalysisManager, Module&gt;' all-incr.all.svg \
    && ok || bad "LLVM pass name not escaped"
# Title, width, several files.
"$SELFPROF" flamegraph --title 'syn <&> "build"' --width 800 plain.mm_profdata all-incr.mm_profdata -o two.svg
"$SELFPROF" collapse plain.mm_profdata all-incr.mm_profdata > two.folded
$check svg two.svg two.folded --title 'syn <&> "build"' --width 800 && ok || bad "--title --width, two files"
grep -q '2 profiles' two.svg && ok || bad "subtitle of two files"

# A synthetic profile with labels full of metacharacters and bad UTF-8.
cat > synth.txt <<'EOF'
1 20 30 p;q
1 10 50 x<y>"' &amp
1 60 90 z
1 0 100 a&b
2 0 40 a&b
2 45 46 caf\xc3\xa9 \xc3( \xe2\x82 bad
2 50 60 w
EOF
python3 "$SRCDIR/tests/cli/synth_profile.py" synth.mm_profdata synth.txt
"$SELFPROF" collapse synth.mm_profdata > synth.folded
"$SELFPROF" flamegraph --min-width 0 --title 'T <&>' synth.mm_profdata -o synth.svg
$check svg synth.svg synth.folded --all --title 'T <&>' && ok || bad "synthetic"
grep -q '<title>x&lt;y&gt;&quot;&apos; &amp;amp$' synth.svg && ok || bad "synthetic escaping"
script synth.svg '^[pq]$' 'Matched: 6.25% (2 frames)'
script synth.svg '&' 'Matched: 87.50% (2 frames)'
if [ -n "${UPDATE_GOLDEN:-}" ]; then
    cp synth.svg "$expected/flamegraph-synth.svg"
    echo "updated flamegraph-synth.svg"
elif diff -u "$expected/flamegraph-synth.svg" synth.svg > synth.diff; then
    ok
else
    bad "synth.svg differs from tests/cli/expected/flamegraph-synth.svg:"
    head -20 synth.diff
fi
# The output does not depend on the order of the files.
"$SELFPROF" flamegraph v8.mm_profdata v9.mm_profdata -o a.svg
"$SELFPROF" flamegraph v9.mm_profdata v8.mm_profdata -o b.svg
cmp -s a.svg b.svg && ok || bad "output depends on the file order"

# Errors: one line, the documented status, no output file left behind.
head -c 1000 plain.mm_profdata > truncated.mm_profdata
expect 1 "^selfprof: truncated.mm_profdata: page of [0-9]+ bytes runs past the end of the file .*\(at byte 8\)$" \
    flamegraph truncated.mm_profdata -o bad.svg
[ ! -e bad.svg ] && ok || bad "an output file was created for a malformed input"
expect 2 "--threads: unknown mode 'both' \(per, merged\)" flamegraph --threads both plain.mm_profdata
expect 2 "--width must be between 200 and 100000 pixels, not 5" flamegraph --width 5 plain.mm_profdata
expect 2 "--width needs a non-negative integer" flamegraph --width wide plain.mm_profdata
expect 2 "--min-width needs a number of pixels" flamegraph --min-width -1 plain.mm_profdata
expect 2 "no profile given" flamegraph -o x.svg
expect 2 "^selfprof: flamegraph: missing value for option '--title'" flamegraph plain.mm_profdata --title
expect 3 "nodir/x.svg: cannot create" flamegraph -o nodir/x.svg plain.mm_profdata
if [ -w /dev/full ]; then
    expect 3 "/dev/full: write failed" flamegraph -o /dev/full plain.mm_profdata
fi
"$SELFPROF" flamegraph --help | grep -q "^usage: selfprof flamegraph" && ok || bad "--help"

echo "flamegraph: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
