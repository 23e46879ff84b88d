#!/bin/sh
# rustc 1.95, default events (and none), on examples/sample-crate: the report's
# invariants and rawcount.py's independent counts.
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
profile prof --crate-name sample_crate --crate-type=lib --edition=2021 "$SAMPLE" --out-dir out
check "$(one_profile prof)" --expect-version 9 --expect-kind Query \
    --expect-kind GenericActivity --expect-kind QueryCacheHitCount --expect-kind ArtifactSize
# -Zself-profile-events=none: a file with strings but no events at all.
profile prof-none -Zself-profile-events=none --crate-name sample_crate --crate-type=lib \
    --edition=2021 "$SAMPLE" --out-dir out
check "$(one_profile prof-none)"
