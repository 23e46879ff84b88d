# shared_profiles.sh — sourced by the CLI tests that run on the five shared
# profiles. Checks the environment (exit 77, skipped, without the test data
# or python3), sets $expected and $data, makes a scratch directory $work
# holding plain, all-incr and threads2 and the gunzipped v8 and v9 as
# NAME.mm_profdata, removes it on exit, and changes into it.
# Usage: TEST=collapse . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
set -eu
: "${SELFPROF:?}" "${SRCDIR:?}" "${TESTDATA:?}" "${TEST:?}"
expected="$SRCDIR/tests/cli/expected"
data="$TESTDATA"
[ -d "$data/rustc-1.95" ] || { echo "SKIP: no $data/rustc-1.95"; exit 77; }
command -v python3 >/dev/null || { echo "SKIP: python3 not found"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-$TEST.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$data"/rustc-1.95/plain.mm_profdata "$data"/rustc-1.95/all-incr.mm_profdata \
   "$data"/rustc-1.95/threads2.mm_profdata "$work"/
for v in v8 v9; do
    gzip -dc "$data/$v.mm_profdata.gz" > "$work/$v.mm_profdata"
done
cd "$work"
