#!/bin/sh
# Several profiles of one crate in a directory (an incremental rebuild
# recorded into the cold build's folder): summarize warns in one exact line
# naming the crate and two of its files, and --newest takes only the newest
# profile of each crate (by start time): the report then equals that of the
# newest file and the other crate's, given by name.
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
# One profile per crate: no warning.
"$SELFPROF" summarize d/tiny-0000001.mm_profdata d/nocore-0000003.mm_profdata >/dev/null 2>err.txt
[ ! -s err.txt ] || fail "distinct crates warn: $(cat err.txt)"
[ $fails -eq 0 ] || exit 1
echo "ok several_per_crate"
