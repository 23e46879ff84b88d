#!/bin/sh
# rustc 1.95 with -Zself-profile-events=all: QueryCacheHit instants next to
# the QueryCacheHitCount aggregates, LLVM Pass events, arguments.
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
profile prof -Zself-profile-events=all --crate-name sample_crate --crate-type=lib \
    --edition=2021 "$SAMPLE" --out-dir out
check "$(one_profile prof)" --expect-kind QueryCacheHit --expect-kind QueryCacheHitCount \
    --expect-kind "LLVM Pass"
