#!/bin/sh
# The report's invariants and rawcount.py's counts on the shared test files
# (rustc 1.95 v9 files, measureme's v8/v9 files), one by one and combined.
set -eu
: "${SELFPROF:?}" "${SRCDIR:?}" "${TESTDATA:?}"
data="$TESTDATA"
[ -d "$data/rustc-1.95" ] || { echo "SKIP: no $data/rustc-1.95"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-shared.XXXXXX")
trap 'rm -rf "$work"' EXIT
check() {
    python3 "$SRCDIR/tests/integration/check_report.py" "$@"
}
mkdir "$work/all"
cp "$data"/rustc-1.95/*.mm_profdata "$work/all/"
for v in v8 v9; do
    gzip -dc "$data/$v.mm_profdata.gz" > "$work/all/$v.mm_profdata"
done
for f in "$work"/all/*.mm_profdata; do
    check "$f"
done
check "$work/all/v8.mm_profdata" --expect-version 8
check "$work/all/all-incr.mm_profdata" --by-arg --expect-args
check "$work/all/all-incr.mm_profdata" --expect-incr
check "$work/all"
