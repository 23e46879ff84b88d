#!/bin/sh
# A scenario's failure stops that scenario only: a benchmark whose patch
# does not apply (rustc 1.95, one iteration) keeps the full and incr-
# scenarios' samples and self-profiles, stores nothing of the patched
# one, and its job fails once, at once (no retry mends a patch), with the
# patch's message, which `status` shows. Then the same for a pair (two
# artifacts, iterations interleaved): both sides keep the same.
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
samples() { # samples SCENARIO [ARTIFACT]: its wall-time samples
    q "SELECT count(*) FROM sample s JOIN metric m ON m.id = s.metric_id
       JOIN artifact a ON a.id = s.artifact_id
       WHERE s.scenario = '$1' AND m.name = 'wall-time' AND a.name = '${2:-r195}'"
}
for s in full incr-full incr-unchanged; do
    [ "$(samples "$s")" = 2 ] || fail "$s: $(samples "$s") wall-time samples, not 2 (iterations 0 and 1)"
done
[ "$(samples 'incr-patched: nofit')" = 0 ] || fail "samples of the failed scenario were stored"
[ "$(q "SELECT count(*) FROM self_profile")" = 3 ] ||
    fail "self-profiles: $(q "SELECT scenario FROM self_profile")"
"$P" status >status.out 2>&1 || fail "status: $(cat status.out)"
grep -q 'nofit.*1-nofit.patch' status.out || fail "status does not show the failure: $(cat status.out)"

# A pair: both jobs failed once, both sides keep full and incr-*.
"$P" artifact add p1 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" >/dev/null
"$P" artifact add p2 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" >/dev/null
"$P" queue p2 --base p1 --benchmarks nofit --profiles check --iterations 1 --self-profiles 1 \
    --suite "$work/suite" >/dev/null
"$P" collect --until-empty --name c2 >collect2.out 2>&1 || true
[ "$(q "SELECT count(*) FROM job j JOIN artifact a ON a.id = j.artifact_id
        WHERE a.name IN ('p1', 'p2') AND j.state = 'failed' AND j.tries = 1
        AND j.error LIKE '%1-nofit.patch%'")" = 2 ] ||
    fail "the pair's jobs: $(q "SELECT state, tries, error FROM job") ($(cat collect2.out))"
for a in p1 p2; do
    for s in full incr-full incr-unchanged; do
        [ "$(samples "$s" $a)" = 2 ] || fail "$a $s: $(samples "$s" $a) wall-time samples, not 2"
    done
    [ "$(samples 'incr-patched: nofit' $a)" = 0 ] || fail "$a: samples of the failed scenario"
done
[ "$fails" = 0 ] && echo "collect_keep_samples: ok" || exit 1
