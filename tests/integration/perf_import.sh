#!/bin/sh
# perf_import.sh ENGINE: selfprof-perf import on a real database of ENGINE
# (sqlite: a file; postgres: a database on the perf_pg fixture's server):
# real rustc 1.95 profiles (one file, and two merged) and a format-v8 one
# are stored as test cases; every stored row equals `selfprof summarize
# --json` of the same files, label for label and field for field
# (check_stored.py, reading the database with Python's own sqlite3 or with
# psql), the raw files come back byte-identical from their zstd blobs, and
# every refusal stores nothing.
set -eu
: "${SELFPROF:?}" "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${TESTDATA:?}"
[ $# -eq 1 ] || { echo "usage: perf_import.sh sqlite|postgres" >&2; exit 2; }
P=$SELFPROF_PERF
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-perf-import.XXXXXX")
trap 'perf_engine_cleanup; rm -rf "$work"' EXIT
cd "$work"
fails=0
. "$SRCDIR/tests/integration/lib/perf_db.sh"
perf_engine_db "$1" perf_import
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
refuse() { # refuse PATTERN CMD...: status 1 with one matching line
    pattern=$1
    shift
    st=0
    "$@" >out 2>err || st=$?
    [ "$st" -eq 1 ] && [ "$(wc -l <err)" -eq 1 ] && grep -q "^selfprof-perf: .*$pattern" err \
        || { fail "$* (status $st):"; cat err; }
    no_password out err
}
d=$TESTDATA/rustc-1.95
gzip -dc "$TESTDATA/v8.mm_profdata.gz" >v8.mm_profdata
"$P" init >/dev/null
"$P" artifact add r195 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" >/dev/null
"$P" artifact add r163 --rustc /usr/bin/rustc --cargo /usr/bin/cargo >/dev/null

"$P" import r195 tiny check full "$d/plain.mm_profdata" >/dev/null || fail "import plain"
"$P" import r195 tiny check incr-full "$d/all-incr.mm_profdata" >/dev/null || fail "import all-incr"
"$P" import r195 tiny debug full "$d/plain.mm_profdata" "$d/threads2.mm_profdata" >/dev/null \
    || fail "import two files"
"$P" import r163 tiny check full v8.mm_profdata >/dev/null || fail "import v8"

check() { # check ARTIFACT PROFILE SCENARIO FILE...
    a=$1 pr=$2 sc=$3
    shift 3
    "$SELFPROF" summarize --json "$@" >want.json
    python3 "$SRCDIR/tests/integration/check_stored.py" "${DB#sqlite:}" "$a" tiny "$pr" "$sc" want.json "$@" \
        || fail "stored $a $pr $sc differs from summarize --json"
}
check r195 check full "$d/plain.mm_profdata"
check r195 check incr-full "$d/all-incr.mm_profdata"
check r195 debug full "$d/plain.mm_profdata" "$d/threads2.mm_profdata"
check r163 check full v8.mm_profdata

rows=$(q "SELECT count(*) FROM query_block")
refuse "already has a self-profile" "$P" import r195 tiny check full "$d/plain.mm_profdata"
refuse "/etc/passwd: not a profile" "$P" import r195 other check full /etc/passwd
head -c 50000 "$d/plain.mm_profdata" >cut.mm_profdata
refuse "cut.mm_profdata: " "$P" import r195 other check full "$d/plain.mm_profdata" cut.mm_profdata
refuse "'nope' is not an artifact" "$P" import nope tiny check full "$d/plain.mm_profdata"
refuse "profile 'fast' is not" "$P" import r195 tiny fast full "$d/plain.mm_profdata"
refuse "scenario 'incr-patched: ' is not" "$P" import r195 tiny check "incr-patched: " "$d/plain.mm_profdata"
[ "$(q "SELECT count(*) FROM query_block")" = "$rows" ] || fail "a refusal stored a block"
[ "$(q "SELECT count(*) FROM benchmark")" = 1 ] || fail "a refusal stored a benchmark"
[ "$(q "SELECT count(*) FROM self_profile")" = 4 ] || fail "self_profile count"
"$P" import --help | grep -q '^Usage: selfprof-perf import' || fail "import --help"
[ "$fails" -eq 0 ] && echo "perf_import $ENGINE: ok" || exit 1
