#!/bin/sh
# Several profiles of one crate in a directory (an incremental rebuild
# recorded into the cold build's folder): summarize warns in one exact line
# naming the crate and two of its files, and --newest takes only the newest
# profile of each crate (by start time): the report then equals that of the
# newest file and the other crate's, given by name. diff warns the same way
# about a directory on either side and takes --newest too.
set -u
: "${SELFPROF:?}" "${TESTDATA:?}"
data=$TESTDATA/rustc-1.95
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-test-crates.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
mkdir d
# plain and threads2 are both of crate "tiny"; threads2 started later.
cp "$data/plain.mm_profdata" d/tiny-0000001.mm_profdata
cp "$data/threads2.mm_profdata" d/tiny-0000002.mm_profdata
cp "$data/all-incr.mm_profdata" d/nocore-0000003.mm_profdata

"$SELFPROF" summarize d >sum.txt 2>err.txt || fail "summarize: status $?"
want="selfprof: warning: 2 profiles of crate tiny (e.g. d/tiny-0000001.mm_profdata and d/tiny-0000002.mm_profdata; a rebuild recorded into the same folder?): they are summed; --newest takes only the newest profile of each crate"
[ "$(cat err.txt)" = "$want" ] || fail "warning: '$(cat err.txt)'"
grep -q '^3 profiles:' sum.txt || fail "title: $(head -1 sum.txt)"

"$SELFPROF" summarize --newest d >new.txt 2>err.txt || fail "--newest: status $?"
want="selfprof: warning: 2 profiles of crate tiny: taking only the newest, d/tiny-0000002.mm_profdata"
[ "$(cat err.txt)" = "$want" ] || fail "--newest warning: '$(cat err.txt)'"
"$SELFPROF" summarize d/nocore-0000003.mm_profdata d/tiny-0000002.mm_profdata >two.txt 2>err.txt
[ ! -s err.txt ] || fail "two crates warn: $(cat err.txt)"
cmp -s new.txt two.txt || { fail "--newest differs from the newest files' report"; diff new.txt two.txt | head; }
"$SELFPROF" summarize --newest --json d | cmp -s - "$(mkdir j; "$SELFPROF" summarize --json d/nocore-0000003.mm_profdata d/tiny-0000002.mm_profdata >j/two.json; echo j/two.json)" ||
    fail "--newest --json differs"
# diff: the same warning for a directory on either side, with --newest the
# same diff as of the newest files alone; two directories (paired by crate)
# and a directory against a file (load_any) both.
mkdir base newest
cp "$data/plain.mm_profdata" base/tiny-0000001.mm_profdata
cp "$data/all-incr.mm_profdata" base/nocore-0000003.mm_profdata
cp d/tiny-0000002.mm_profdata d/nocore-0000003.mm_profdata newest/
want="selfprof: warning: 2 profiles of crate tiny (e.g. d/tiny-0000001.mm_profdata and d/tiny-0000002.mm_profdata; a rebuild recorded into the same folder?): they are summed; --newest takes only the newest profile of each crate"
"$SELFPROF" diff base d >diff.txt 2>err.txt || fail "diff: status $?"
[ "$(cat err.txt)" = "$want" ] || fail "diff warning: '$(cat err.txt)'"
"$SELFPROF" diff base d/tiny-0000002.mm_profdata >/dev/null 2>err.txt
[ ! -s err.txt ] || fail "diff of a directory of distinct crates warns: $(cat err.txt)"
"$SELFPROF" diff d base/tiny-0000001.mm_profdata >/dev/null 2>err.txt || fail "diff DIR FILE: status $?"
[ "$(cat err.txt)" = "$want" ] || fail "diff DIR FILE warning: '$(cat err.txt)'"
want="selfprof: warning: 2 profiles of crate tiny: taking only the newest, d/tiny-0000002.mm_profdata"
for form in "" --json --measureme; do
    "$SELFPROF" diff --newest $form base d >dnew.txt 2>err.txt || fail "diff --newest $form: status $?"
    [ "$(cat err.txt)" = "$want" ] || fail "diff --newest $form warning: '$(cat err.txt)'"
    "$SELFPROF" diff $form base newest 2>err.txt | sed 's/newest/d/g' >dtwo.txt
    [ ! -s err.txt ] || fail "diff of one profile per crate warns: $(cat err.txt)"
    cmp -s dnew.txt dtwo.txt || { fail "diff --newest $form differs from the newest files' diff"; diff dnew.txt dtwo.txt | head; }
done
"$SELFPROF" diff --newest d base/tiny-0000001.mm_profdata 2>err.txt | sed 1d >dnew.txt
[ "$(cat err.txt)" = "$want" ] || fail "diff --newest DIR FILE warning: '$(cat err.txt)'"
"$SELFPROF" diff newest base/tiny-0000001.mm_profdata | sed 1d >dtwo.txt
cmp -s dnew.txt dtwo.txt || fail "diff --newest DIR FILE differs"
"$SELFPROF" diff --help | grep -q '^  --newest ' || fail "diff --help lacks --newest"

# One profile per crate: no warning.
"$SELFPROF" summarize d/tiny-0000001.mm_profdata d/nocore-0000003.mm_profdata >/dev/null 2>err.txt
[ ! -s err.txt ] || fail "distinct crates warn: $(cat err.txt)"
[ $fails -eq 0 ] || exit 1
echo "ok several_per_crate"
