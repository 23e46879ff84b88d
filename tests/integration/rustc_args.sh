#!/bin/sh
# rustc 1.95 with -Zself-profile-events=default,args: rows per query key
# with --by-arg (and their sums per label), and the plain label report.
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
profile prof -Zself-profile-events=default,args --crate-name sample_crate \
    --crate-type=lib --edition=2021 "$SAMPLE" --out-dir out
p=$(one_profile prof)
check "$p"
check "$p" --by-arg --expect-args
