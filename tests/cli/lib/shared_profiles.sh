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
# The profiles are part of the repository: missing, they are an error, not a skip.
[ -d "$data/rustc-1.95" ] || { echo "FAIL: no $data/rustc-1.95"; exit 1; }
command -v python3 >/dev/null || { echo "FAIL: python3 not found (scripts/install-deps.sh installs it)"; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-$TEST.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp "$data"/rustc-1.95/plain.mm_profdata "$data"/rustc-1.95/all-incr.mm_profdata \
   "$data"/rustc-1.95/threads2.mm_profdata "$work"/
for v in v8 v9; do
    gzip -dc "$data/$v.mm_profdata.gz" > "$work/$v.mm_profdata"
done
cd "$work"
