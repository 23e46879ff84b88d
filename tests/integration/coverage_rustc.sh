#!/bin/sh
# `selfprof coverage` against rawcount.py's independent count of spans and
# gaps (check_coverage.py): on the rustc 1.95 test profiles and measureme's
# v8/v9 files (one by one and combined, with --top and --min-gap), and on
# profiles rustc 1.95 writes here: default events, -Zself-profile-events=all,
# an incremental cold and warm build, -Zthreads=2.
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
: "${TESTDATA:?}"
cov() { python3 "$SRCDIR/tests/integration/check_coverage.py" "$@"; }
cp "$TESTDATA"/rustc-1.95/*.mm_profdata .
for v in v8 v9; do gzip -dc "$TESTDATA/$v.mm_profdata.gz" > "$v.mm_profdata"; done
for f in plain all-incr threads2 v8 v9; do
    cov --expect-gaps "$f.mm_profdata"
done
cov --top 1000 plain.mm_profdata all-incr.mm_profdata threads2.mm_profdata v8.mm_profdata v9.mm_profdata
cov --top 3 --min-gap 50000 threads2.mm_profdata v8.mm_profdata
cov --top 0 --min-gap 1000000000 v9.mm_profdata

lib() { # DIR ARGS...: the sample crate as a library, profiled into DIR
    dir=$1
    shift
    profile "$dir" --crate-name sample_crate --crate-type=lib --edition=2021 "$@" \
        --out-dir out
}
lib default "$SAMPLE"
lib all -Zself-profile-events=all "$SAMPLE"
lib threads -Zthreads=2 "$SAMPLE"
cp "$SAMPLE" lib.rs
lib cold -Cincremental=incr lib.rs
printf '\npub fn added_after_the_cold_build() -> usize { demo().len() }\n' >> lib.rs
lib warm -Cincremental=incr lib.rs
for d in default all threads cold warm; do
    cov --expect-gaps --top 1000 "$(one_profile $d)"
done
cov --min-gap 100000 "$(one_profile default)" "$(one_profile all)" "$(one_profile threads)" \
    "$(one_profile cold)" "$(one_profile warm)"
# -Zthreads=2: more than one thread with interval events.
"$SELFPROF" coverage --json "$(one_profile threads)" | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["total"]["threads"] >= 3, d["total"]
' || { echo "FAIL: -Zthreads=2: fewer than 3 threads"; exit 1; }
echo "coverage_rustc: all equal to rawcount"
