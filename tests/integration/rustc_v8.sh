#!/bin/sh
# Debian's rustc 1.63 (/usr/bin/rustc) writes format v8: default events
# and -Zself-profile-events=all on examples/sample-crate (Rust 1.63 code).
# Skipped when it is not installed.
RUSTC_UNDER_TEST=/usr/bin/rustc
[ -x "$RUSTC_UNDER_TEST" ] && "$RUSTC_UNDER_TEST" --version | grep -q '^rustc 1\.63\.' ||
    { echo "SKIP: Debian's rustc 1.63 is not installed as /usr/bin/rustc"; exit 77; }
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
profile prof --crate-name sample_crate --crate-type=lib --edition=2021 "$SAMPLE" --out-dir out
check "$(one_profile prof)" --expect-version 8 --expect-kind Query --expect-kind GenericActivity
profile prof-all -Zself-profile-events=all --crate-name sample_crate --crate-type=lib \
    --edition=2021 "$SAMPLE" --out-dir out-all
check "$(one_profile prof-all)" --expect-version 8 --expect-kind QueryCacheHit
