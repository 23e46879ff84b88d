#!/bin/sh
# Golden tests of `selfprof chrome` on the five shared test files:
# - every event checked against an independent decoding (chrome_check.py,
#   built on tests/integration/rawcount.py), plain, --collapse-threads and
#   --minimum-duration 100 --intervals-only; the summary lines are compared
#   with tests/cli/expected/chrome-summary.txt and the README's crox numbers
#   (X counts, --minimum-duration 100 counts, collapse-threads mappings);
# - an excerpt of the v9 trace compared byte for byte (chrome-v9.excerpt.json);
# - several files and a directory on one timeline; errors and exit statuses.
# To regenerate: UPDATE_GOLDEN=1 sh chrome_golden.sh (then review the diff).
TEST=chrome . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
check="$SRCDIR/tests/cli/chrome_check.py"
failed=0
fail() {
    echo "FAIL: $*"
    failed=1
}

# run NAME OPTIONS...: chrome OPTIONS NAME.mm_profdata, checked event by event;
# appends "NAME OPTIONS: summary" to summary.txt.
run() {
    name=$1
    shift
    if ! "$SELFPROF" chrome "$@" -o "$name.json" "$name.mm_profdata" 2> err; then
        fail "selfprof chrome $* $name.mm_profdata: $(cat err)"
        return
    fi
    [ -s err ] && fail "chrome $* $name: stderr: $(cat err)"
    if line=$(python3 "$check" "$@" "$name.mm_profdata" "$name.json"); then
        echo "$name $*: $line" >> summary.txt
    else
        fail "chrome $* $name: $line"
    fi
}
: > summary.txt
for n in plain all-incr threads2 v8 v9; do
    run $n
    run $n --collapse-threads
    run $n --minimum-duration 100 --intervals-only
    run $n --minimum-duration 100
    run $n --all-counters
done
if [ -n "${UPDATE_GOLDEN:-}" ]; then
    cp summary.txt "$expected/chrome-summary.txt"
    echo "updated chrome-summary.txt"
elif ! diff -u "$expected/chrome-summary.txt" summary.txt; then
    fail "summaries differ from tests/cli/expected/chrome-summary.txt"
fi

# The READMEs' crox numbers, stated once more without the expected file.
want() {
    grep -qxF "$1" summary.txt || fail "expected '$1' (README), got: $(grep "^${1%%:*}:" summary.txt)"
}
# By default rustc's QueryCacheHitCount counters are left out (plain: 438
# counters, 5 of them artifact sizes); --all-counters keeps them.
want "plain : X=2235 i=0 C=5 M=2"
want "plain --all-counters: X=2235 i=0 C=438 M=2"
want "all-incr --all-counters: X=1131 i=1919 C=230 M=2"
want "threads2 --all-counters: X=2237 i=0 C=441 M=2"
# --minimum-duration leaves instants and counters out too.
want "all-incr --minimum-duration 100: X=104 i=0 C=0 M=2"
want "v8 : X=10922 i=0 C=0 M=2"
want "v9 : X=8846 i=0 C=24 M=2"
want "plain --minimum-duration 100 --intervals-only: X=212 i=0 C=0 M=2"
want "all-incr --minimum-duration 100 --intervals-only: X=104 i=0 C=0 M=2"
want "plain --collapse-threads: X=2235 i=0 C=5 M=2 lanes=3->0,6->1,7->2"
want "threads2 --collapse-threads: X=2237 i=0 C=5 M=2 lanes=4->0,5->1,7->1,8->2"
want "v9 --collapse-threads: X=8846 i=0 C=24 M=2 lanes=2->0,4->2,5->1,6->3,7->4,8->1,9->4,10->3,11->1"

# Byte-exact excerpt: the first events, the first counters, the metadata.
"$SELFPROF" chrome v9.mm_profdata > v9.json
{ head -n 6 v9.json; grep -m 3 '"ph":"C"' v9.json; tail -n 3 v9.json; } > chrome-v9.excerpt.json
if [ -n "${UPDATE_GOLDEN:-}" ]; then
    cp chrome-v9.excerpt.json "$expected/chrome-v9.excerpt.json"
elif ! diff -u "$expected/chrome-v9.excerpt.json" chrome-v9.excerpt.json; then
    fail "v9 excerpt differs from tests/cli/expected/chrome-v9.excerpt.json"
fi
for n in plain all-incr threads2; do
    "$SELFPROF" chrome -o $n.json $n.mm_profdata
done
# Instants keep their arguments (all-incr's QueryCacheHit carry query keys).
grep -m 1 '"ph":"i"' all-incr.json | grep -q '"s":"t","args":{"arg0":' ||
    fail "all-incr: instant without thread scope or arguments"

# Several files: one array, each file's events then its metadata, absolute
# timestamps (one timeline); a directory gives its files in name order.
"$SELFPROF" chrome plain.mm_profdata v9.mm_profdata -o two.json
python3 - two.json plain.json v9.json <<'EOF' || fail "two files are not the concatenation"
import json, sys
two, a, b = (json.load(open(p)) for p in sys.argv[1:])
assert two == a + b, "two files differ from their traces one after the other"
EOF
mkdir dir && cp plain.mm_profdata threads2.mm_profdata dir/
"$SELFPROF" chrome dir -o dir.json
python3 - dir.json plain.json threads2.json <<'EOF' || fail "directory input"
import json, sys
d, a, b = (json.load(open(p)) for p in sys.argv[1:])
assert d == a + b
EOF

# Errors: one line "selfprof: FILE: ... (at byte N)", status 1, no half trace.
head -c 1000 plain.mm_profdata > cut.mm_profdata
"$SELFPROF" chrome -o bad.json cut.mm_profdata > out 2> err && fail "truncated file accepted"
status=$?
[ $status -eq 1 ] || fail "truncated file: status $status"
[ $(wc -l < err) -eq 1 ] && grep -Eq '^selfprof: cut.mm_profdata: .* \(at byte [0-9]+\)$' err ||
    fail "truncated file: $(cat err)"
[ -e bad.json ] && fail "a half-written trace was left behind"
# An interval that ends before it starts (event 5: end := 0).
python3 - plain.mm_profdata backwards.mm_profdata <<'EOF'
import struct, sys
buf = bytearray(open(sys.argv[1], "rb").read())
pos = 8
while True:  # the first events page
    tag, size = struct.unpack_from("<BI", buf, pos)
    if tag == 0:
        break
    pos += 5 + size
rec = pos + 5 + 8 + 5 * 32  # page payload, stream header, event 5
struct.pack_into("<I", buf, rec + 24, 0)
struct.pack_into("<I", buf, rec + 28, struct.unpack_from("<I", buf, rec + 28)[0] & 0xFFFF0000)
open(sys.argv[2], "wb").write(buf)
EOF
"$SELFPROF" chrome -o bad.json plain.mm_profdata backwards.mm_profdata 2> err && fail "backwards interval accepted"
status=$?
[ $status -eq 1 ] || fail "backwards interval: status $status"
grep -Eqx 'selfprof: backwards.mm_profdata: event 5 is an interval that ends before it starts \(at byte [0-9]+\)' err ||
    fail "backwards interval: $(cat err)"
[ -e bad.json ] && fail "a half-written trace was left behind"
# An event whose id points past the string data.
python3 - plain.mm_profdata badstring.mm_profdata <<'EOF'
import struct, sys
buf = bytearray(open(sys.argv[1], "rb").read())
pos = 8
while True:
    tag, size = struct.unpack_from("<BI", buf, pos)
    if tag == 0:
        break
    pos += 5 + size
struct.pack_into("<Q", buf, pos + 5 + 8 + 3 * 32 + 8, 100000003 + 10**9)  # event 3's id
open(sys.argv[2], "wb").write(buf)
EOF
"$SELFPROF" chrome -o bad.json badstring.mm_profdata 2> err && fail "bad string id accepted"
grep -Eqx 'selfprof: badstring.mm_profdata: string id 1100000003: .* \(at byte [0-9]+\)' err ||
    fail "bad string id: $(cat err)"
set +e
"$SELFPROF" chrome > out 2> err; [ $? -eq 2 ] && grep -q "no profile given" err || fail "no input: $(cat err)"
"$SELFPROF" chrome --minimum-duration x plain.mm_profdata > out 2> err
[ $? -eq 2 ] && grep -q -- "--minimum-duration needs a non-negative integer" err || fail "bad --minimum-duration: $(cat err)"
"$SELFPROF" chrome -o nodir/x.json plain.mm_profdata > out 2> err
[ $? -eq 3 ] && grep -q "cannot create" err || fail "unwritable output: $(cat err)"
if [ -w /dev/full ]; then
    "$SELFPROF" chrome -o /dev/full plain.mm_profdata > out 2> err
    [ $? -eq 3 ] && grep -q "/dev/full: write failed" err || fail "/dev/full: $(cat err)"
fi
"$SELFPROF" chrome --help | grep -q "^usage: selfprof chrome" || fail "--help"
"$SELFPROF" help chrome | grep -q "ui.perfetto.dev" || fail "help chrome"
set -e
[ $failed -eq 0 ] && echo "ok chrome ($(wc -l < summary.txt) runs checked event by event)"
exit $failed
