#!/bin/sh
# rustc 1.95 incremental: a profiled cold build, an edit, a profiled warm
# rebuild. The warm profile must show results loaded from the incremental
# cache (rows with incremental_load_count > 0, incr hits share > 0).
. "$SRCDIR/tests/integration/lib/rustc_env.sh"
cp "$SAMPLE" lib.rs
build() {
    profile "$1" -Cincremental=incr --crate-name sample_crate --crate-type=lib \
        --edition=2021 lib.rs --out-dir out
}
build cold
printf '\npub fn added_after_the_cold_build() -> usize { demo().len() }\n' >> lib.rs
build warm
check "$(one_profile cold)" --expect-kind IncrementalResultHashing
loads=$("$SELFPROF" summarize --json cold | python3 -c 'import json, sys
print(sum(r["incremental_load_count"] for r in json.load(sys.stdin)["query_data"]))')
[ "$loads" -eq 0 ] || { echo "FAIL: cold build has $loads incremental loads"; exit 1; }
check "$(one_profile warm)" --expect-incr --expect-kind IncrementalLoadResult
mkdir both && mv cold/*.mm_profdata warm/*.mm_profdata both/
check both --expect-incr
