#!/bin/sh
# rustc 1.95 with the parallel front end (-Zthreads=2): several threads,
# possibly QueryBlocked waits (timing dependent).
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
profile prof -Zthreads=2 --crate-name sample_crate --crate-type=lib --edition=2021 \
    "$SAMPLE" --out-dir out
p=$(one_profile prof)
check "$p"
threads=$(python3 "$SRCDIR/tests/integration/rawcount.py" "$p" |
          python3 -c 'import json, sys; print(len(json.load(sys.stdin)["threads"]))')
[ "$threads" -ge 3 ] || { echo "FAIL: only $threads threads with -Zthreads=2"; exit 1; }
