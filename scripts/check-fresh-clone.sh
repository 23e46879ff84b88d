#!/bin/sh
# Runs `make check` the way a user would: in a `git clone` of this
# repository's committed HEAD, inside an empty temporary directory with
# nothing beside it. Uncommitted changes are not part of that clone, on
# purpose: what is tested is what a user gets.
# A test that skips (exit 77) fails the check unless .ci/expected-skips
# lists it with its reason: a clone on a machine with everything installed
# must run every test.
# Usage: scripts/check-fresh-clone.sh [make arguments...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
empty=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-clone.XXXXXX")
trap 'rm -rf "$empty"' EXIT INT TERM
git clone -q --no-hardlinks "$src" "$empty/selfprof"
cd "$empty/selfprof"
echo "check-fresh-clone: make check in $empty/selfprof ($(git rev-parse --short HEAD))" >&2
log="$empty/check.log"
status=0
make check "$@" 2>&1 | tee "$log" || status=1
# `make check | tee` hides make's status: CTest's summary line tells.
grep -q '^100% tests passed' "$log" || status=1
[ "$status" -eq 0 ] || { echo "check-fresh-clone: make check failed" >&2; exit 1; }
# CTest lists skipped tests as "  N - NAME (Skipped)".
skipped=$(sed -n 's/^[[:space:]]*[0-9]* - \([^ ]*\) (Skipped)$/\1/p' "$log")
unexpected=""
for t in $skipped; do
    grep -q "^$t[[:space:]]" "$src/.ci/expected-skips" 2>/dev/null || unexpected="$unexpected $t"
done
if [ -n "$unexpected" ]; then
    echo "check-fresh-clone: tests skipped that .ci/expected-skips does not list:$unexpected" >&2
    exit 1
fi
echo "check-fresh-clone: ok${skipped:+ (expected skips: $(echo $skipped))}" >&2
