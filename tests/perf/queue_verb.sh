#!/bin/sh
# selfprof-perf queue with real compilers and the shipped suite: the jobs
# it makes (one per artifact x benchmark x profile, scenarios in run order,
# iterations), the base (given, or the artifact's parent) queued only for
# what it lacks, test cases measured already not queued again, a failed job
# queued again with new tries, --scenarios bringing incr-full along (and
# saying so on stderr), C's o3 and lto only when named (lto for programs
# only), a profile the artifact's language lacks skipped with a line, and
# every refusal (one line, nothing queued). Request numbers after a refusal
# are not checked: a PostgreSQL sequence does not roll back.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db queue_verb "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
jobs() { # one line per job: artifact benchmark profile scenarios iterations state tries
    "$P" status --json | python3 -c '
import json, sys
for j in json.load(sys.stdin)["jobs"]:
    print(j["artifact"], j["benchmark"], j["profile"], "|".join(j["scenarios"]), j["iterations"],
          j["state"], j["tries"])' | sort
}
refuse() { # refuse STATUS PATTERN ARGS...: that status, one line matching
    want=$1 pattern=$2
    shift 2
    st=0
    "$P" "$@" >out 2>err || st=$?
    [ "$st" = "$want" ] && [ "$(wc -l <err)" = 1 ] && grep -q -e "$pattern" err \
        || fail "$* (status $st): $(cat err)"
}
cd "$work"
suite=$SRCDIR/perf/benchmarks
"$P" init >/dev/null
"$P" artifact add r163 --rustc /usr/bin/rustc --cargo /usr/bin/cargo --date 2022-08-11 >/dev/null
"$P" artifact add r195 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" --parent r163 >/dev/null
"$P" artifact add g11 --cc gcc-11 >/dev/null
"$P" artifact add g12 --cc gcc-12 >/dev/null

"$P" queue r195 --benchmarks itoa,either --profiles check,opt --scenarios full,incr-unchanged \
    --iterations 2 --suite "$suite" >out 2>err || fail "queue r195: $(cat out)"
grep -qx "selfprof-perf: queue: --scenarios full,incr-unchanged: incr-full is measured too .*" err \
    || fail "queue does not say that incr-unchanged brings incr-full: $(cat err)"
grep -qx 'request #1: r195: 4 jobs queued, 0 queued again, 0 already measured or queued' out \
    || fail "queue r195 output: $(cat out)"
grep -qx 'request #1: base: 4 jobs queued, 0 queued again, 0 already measured or queued' out \
    || fail "r195's parent r163 is its base: $(cat out)"
grep -qx 'request #1: 4 pairs of jobs will run side by side (iterations interleaved)' out \
    || fail "B's and A's jobs of a test case are paired: $(cat out)"
[ "$(q "SELECT count(*) FROM job x JOIN job y ON y.id = x.pair_job_id AND x.id = y.pair_job_id
        AND x.benchmark_id = y.benchmark_id AND x.profile = y.profile
        AND x.artifact_id <> y.artifact_id")" = 8 ] || fail "each job linked to its partner"
jobs >jobs.txt
cat >want.txt <<'W'
r163 either check full|incr-full|incr-unchanged 2 queued 0
r163 either opt full|incr-full|incr-unchanged 2 queued 0
r163 itoa check full|incr-full|incr-unchanged 2 queued 0
r163 itoa opt full|incr-full|incr-unchanged 2 queued 0
r195 either check full|incr-full|incr-unchanged 2 queued 0
r195 either opt full|incr-full|incr-unchanged 2 queued 0
r195 itoa check full|incr-full|incr-unchanged 2 queued 0
r195 itoa opt full|incr-full|incr-unchanged 2 queued 0
W
diff want.txt jobs.txt || fail "the jobs of request 1"
[ "$(q "SELECT suite FROM request WHERE id = 1")" = "$suite" ] || fail "request suite"
[ "$(q "SELECT base_id FROM request WHERE id = 1")" = "$(q "SELECT id FROM artifact WHERE name = 'r163'")" ] \
    || fail "request base"
[ "$(q "SELECT language || ' ' || category FROM benchmark WHERE name = 'itoa'")" = "rust primary" ] \
    || fail "benchmark row"

# Every patch of itoa as incr-patched, after incr-full; gcc gets the C benchmarks only.
"$P" queue g12 --base g11 --suite "$suite" --benchmarks matrix-c >out || fail "queue g12: $(cat out)"
grep -qx 'request #2: g12: 2 jobs queued, 0 queued again, 0 already measured or queued' out \
    || fail "queue g12: $(cat out)"
jobs | grep -x 'g12 matrix-c debug full 15 queued 0' >/dev/null || fail "g12 debug job (15 iterations by default)"
jobs | grep -x 'g11 matrix-c opt full 15 queued 0' >/dev/null || fail "g11 opt job"
"$P" queue g12 --suite "$suite" --scenarios incr-patched >out 2>err && fail "C benchmarks have no incr-patched"
grep -q "no benchmark of the suite .* matches" err || fail "incr-patched on C: $(cat err)"
# C's other profiles (perf/profile/profile.h) only when named; lto only
# for a linked program; a profile C lacks (check) skipped with a line
"$P" queue g12 --base g11 --suite "$suite" --benchmarks matrix-c,xxhash --profiles check,o3,lto \
    >out 2>err || fail "queue g12 o3,lto: $(cat err)"
grep -qx 'selfprof-perf: queue: --profiles: check is not a profile of C and C++ benchmarks, skipped for g12' err \
    || fail "check on gcc is not said to be skipped: $(cat err)"
grep -q ': g12: 3 jobs queued,' out || fail "o3 (2 benchmarks) and lto (matrix-c): $(cat out)"
jobs | grep -x 'g12 matrix-c lto full 15 queued 0' >/dev/null || fail "g12 lto job"
jobs | grep -q 'xxhash lto' && fail "lto queued for a library"
"$P" queue r195 --suite "$suite" --profiles o3 >out 2>err && fail "o3 queued for rustc"
grep -qx 'selfprof-perf: queue: --profiles: o3 is not a profile of Rust benchmarks, skipped for r195' err \
    && grep -q 'no benchmark of the suite .* matches' err || fail "o3 on rustc: $(cat err)"
"$P" queue r195 --base r163 --benchmarks itoa --profiles debug --scenarios incr-patched \
    --suite "$suite" >/dev/null || fail "queue incr-patched"
patches=$(ls "$suite/itoa" | sed -n 's/^[0-9]*-\(.*\)\.patch$/incr-patched: \1/p' | paste -sd'|' -)
jobs | grep -xF "r195 itoa debug incr-full|$patches 15 queued 0" >/dev/null \
    || fail "incr-patched brings incr-full, then every patch in order: $(jobs | grep 'itoa debug')"

# Measured test cases are not queued again; a failed job is, with new tries.
r195=$(q "SELECT id FROM artifact WHERE name = 'r195'")
itoa=$(q "SELECT id FROM benchmark WHERE name = 'itoa'")
q "INSERT INTO metric (name, unit) VALUES ('wall-time', 's')" >/dev/null
for sc in full incr-full incr-unchanged; do
    q "INSERT INTO sample VALUES ($r195, $itoa, 'check', '$sc', 1, 1, 0, 1.5, NULL)" >/dev/null
done
q "UPDATE job SET state = 'done' WHERE artifact_id = $r195 AND benchmark_id = $itoa AND profile = 'check'" >/dev/null
q "UPDATE job SET state = 'failed', tries = 3, error = 'boom' WHERE profile = 'opt' AND artifact_id = $r195 AND benchmark_id = $itoa" >/dev/null
"$P" queue r195 --benchmarks itoa --profiles check,opt --scenarios full,incr-unchanged \
    --suite "$suite" >out || fail "queue again"
grep -qx 'request #[0-9]*: r195: 1 job queued, 1 queued again, 1 already measured or queued' out \
    || fail "queue again: $(cat out)"
jobs | grep -x 'r195 itoa opt full|incr-full|incr-unchanged 15 queued 0' >/dev/null \
    || fail "the failed job is queued again with 0 tries: $(jobs | grep 'r195 itoa opt')"
[ "$(q "SELECT error FROM job WHERE artifact_id = $r195 AND benchmark_id = $itoa AND profile = 'opt'")" = NULL ] \
    || fail "a requeued job keeps its old error"

n=$(q "SELECT count(*) FROM job")
refuse 1 "benchmark 'nope' is not in the suite" queue r195 --benchmarks itoa,nope --suite "$suite"
refuse 1 "'nope' is not an artifact" queue nope --suite "$suite"
refuse 1 "'nope' is not an artifact" queue r195 --base nope --suite "$suite"
refuse 1 "r195 is a rustc and its base a gcc" queue r195 --base g11 --suite "$suite"
refuse 1 "nosuite" queue r195 --suite "$work/nosuite"
refuse 2 "--profiles: 'fast' is not one of check debug opt o3 os lto doc" queue r195 --profiles check,fast
refuse 2 "--scenarios: 'incr' is not one of" queue r195 --scenarios incr
refuse 2 "--iterations '0' is not 1..100" queue r195 --iterations 0
refuse 2 "--iterations 'x' is not 1..100" queue r195 --iterations x
refuse 2 "give one artifact" queue
refuse 2 "give one artifact" queue a b
refuse 2 "bad option '--bogus'" queue r195 --bogus
[ "$(q "SELECT count(*) FROM job")" = "$n" ] || fail "a refused queue made jobs"
"$P" queue --help | grep -q '^Usage: selfprof-perf queue B' || fail "queue --help"
[ "$fails" -eq 0 ] && echo "queue_verb ($1): ok" || exit 1
