#!/bin/sh
# A scenario's failure stops that scenario only: a benchmark whose patch
# does not apply (rustc 1.95, one iteration) keeps the full and incr-
# scenarios' samples and self-profiles, stores nothing of the patched
# one, and its job fails once, at once (no retry mends a patch), with the
# patch's message, which `status` shows.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db collect_keep_samples "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
cd "$work"
mkdir -p suite/nofit/src
printf '[package]\nname = "nofit"\nversion = "0.1.0"\nedition = "2018"\n' >suite/nofit/Cargo.toml
printf 'pub fn f() -> u32 {\n    1\n}\n' >suite/nofit/src/lib.rs
printf '{"artifact": "library", "category": "secondary"}\n' >suite/nofit/perf-config.json
cat >suite/nofit/1-nofit.patch <<'P'
--- a/src/lib.rs
+++ b/src/lib.rs
@@ -1,3 +1,3 @@
 pub fn g() -> u32 {
-    2
+    3
 }
P
"$P" init >/dev/null
"$P" artifact add r195 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" >/dev/null
"$P" queue r195 --benchmarks nofit --profiles check --iterations 1 --self-profiles 1 \
    --suite "$work/suite" >/dev/null
st=0
"$P" collect --until-empty --name c1 >collect.out 2>&1 || st=$?
[ "$(q "SELECT state || ' ' || tries FROM job")" = "failed 1" ] ||
    fail "the job: $(q "SELECT state, tries FROM job") (collect exit $st: $(cat collect.out))"
q "SELECT error FROM job" | grep -q 'nofit: patch .*1-nofit.patch (iteration 0): patch exited with status 1' ||
    fail "the job's error: $(q "SELECT error FROM job")"
grep -q 'failed, not to be retried: nofit: patch .*1-nofit.patch' collect.out ||
    fail "collect's line: $(cat collect.out)"
samples() { # samples SCENARIO: its wall-time samples
    q "SELECT count(*) FROM sample s JOIN metric m ON m.id = s.metric_id
       WHERE s.scenario = '$1' AND m.name = 'wall-time'"
}
for s in full incr-full incr-unchanged; do
    [ "$(samples "$s")" = 2 ] || fail "$s: $(samples "$s") wall-time samples, not 2 (iterations 0 and 1)"
done
[ "$(samples 'incr-patched: nofit')" = 0 ] || fail "samples of the failed scenario were stored"
[ "$(q "SELECT count(*) FROM self_profile")" = 3 ] ||
    fail "self-profiles: $(q "SELECT scenario FROM self_profile")"
"$P" status >status.out 2>&1 || fail "status: $(cat status.out)"
grep -q 'nofit.*1-nofit.patch' status.out || fail "status does not show the failure: $(cat status.out)"
[ "$fails" = 0 ] && echo "collect_keep_samples: ok" || exit 1
