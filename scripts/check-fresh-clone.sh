#!/bin/sh
# Runs `make check` the way a user would: in a `git clone` of this
# repository's committed HEAD, inside an empty temporary directory with
# nothing beside it. Uncommitted changes are not part of that clone, on
# purpose: what is tested is what a user gets.
# Usage: scripts/check-fresh-clone.sh [make arguments...]
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
empty=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-clone.XXXXXX")
trap 'rm -rf "$empty"' EXIT INT TERM
git clone -q --no-hardlinks "$src" "$empty/selfprof"
cd "$empty/selfprof"
echo "check-fresh-clone: make check in $empty/selfprof ($(git rev-parse --short HEAD))" >&2
make check "$@"
