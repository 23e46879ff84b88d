#!/bin/sh
# End to end on a real database: init, four real compilers (rustc 1.95 and
# Debian's rustc 1.63 with Debian's cargo; gcc-12 and gcc-11), queue with a
# base, `collect --until-empty` on two tiny benchmarks of the shipped suite
# (itoa, matrix-c) with 1 iteration. Every job is done; every test case has
# its samples; each stored rustc self-profile equals `selfprof summarize
# --json` of its own raw file, decompressed from the database; a second
# queue and collect measure nothing again (a restarted collector resumes);
# a job that cannot run (a benchmark gone from the suite, a broken
# perf-config.json) fails after 3 tries with its error; bad options are
# usage errors.
set -eu
: "${SELFPROF:?}" "${SELFPROF_PERF:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db collect "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
cd "$work"
suite=$SRCDIR/perf/benchmarks
"$P" init >/dev/null
"$P" artifact add r195 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" >/dev/null
"$P" artifact add r163 --rustc /usr/bin/rustc --cargo /usr/bin/cargo --date 2022-08-11 >/dev/null
"$P" artifact add g11 --cc gcc-11 --date 2021-04-27 >/dev/null
"$P" artifact add g12 --cc gcc-12 --parent g11 >/dev/null
"$P" queue r195 --base r163 --benchmarks itoa --profiles check --scenarios full --iterations 1 --self-profiles 1 \
    --suite "$suite" >queue.out || fail "queue r195"
grep -q '^request #1: r195: 1 job queued' queue.out || fail "queue r195 output: $(cat queue.out)"
grep -q '^request #1: base: 1 job queued' queue.out || fail "queue base output: $(cat queue.out)"
"$P" queue g12 --benchmarks matrix-c --profiles opt --iterations 1 --self-profiles 1 --suite "$suite" >queue.out \
    || fail "queue g12"
grep -q '^request #2: g12: 1 job queued' queue.out || fail "queue g12 output: $(cat queue.out)"
grep -q '^request #2: base: 1 job queued' queue.out || fail "g12's parent is its base"

"$P" collect --until-empty --name e2e --lease 30 --timeout 600 >collect.out 2>collect.err \
    || fail "collect exited $?: $(cat collect.err)"
# Each base job runs side by side with its partner: two pairs, four jobs.
[ "$(grep -c ': done in ' collect.out)" = 2 ] || fail "2 pairs done: $(cat collect.out)"
grep -q '^jobs #1+#2 r195+r163 itoa check: done in ' collect.out || fail "r195 and r163 as a pair"
grep -q '^collect e2e: no job left after 4 jobs$' collect.out || fail "collect's last line"
# progress on stderr, each line naming the compiler built: both of a pair
grep -q '^r195 itoa check: full, iteration 1/1' collect.err || fail "r195's progress lines: $(cat collect.err)"
grep -q '^r163 itoa check: full, iteration 1/1' collect.err || fail "r163's progress lines"
grep -q 'iteration 1/1' collect.out && fail "progress on stdout: $(cat collect.out)"
grep -v '^[^ ]* [^ ]* [^ ]*: [^,]*, .* ([0-9]*%' collect.err && fail "collect wrote to stderr more than progress"
"$P" status --json >status.json
python3 - status.json <<'PY' || fail "status after collect"
import json, sys
s = json.load(open(sys.argv[1]))
assert len(s["jobs"]) == 4, s["jobs"]
for j in s["jobs"]:
    assert j["state"] == "done" and j["collector"] == "e2e" and j["tries"] == 1, j
assert s["collectors"][0]["name"] == "e2e" and s["collectors"][0]["job"] is None
PY

q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
for a in r195 r163 g11 g12; do
    n=$(q "SELECT count(*) FROM sample s JOIN artifact a ON a.id = s.artifact_id WHERE a.name = '$a'
           AND s.iteration = 1 AND s.self_profiled = 0
           AND s.metric_id = (SELECT id FROM metric WHERE name = 'wall-time')")
    [ "$n" = 1 ] || fail "$a: $n clean wall-time samples of iteration 1"
    n=$(q "SELECT count(*) FROM sample s JOIN artifact a ON a.id = s.artifact_id WHERE a.name = '$a'
           AND s.iteration = 0 AND s.self_profiled = 1")
    [ "$n" -ge 1 ] || fail "$a: no sample of the self-profiled iteration"
done
# detail (from the stored rows) equals summarize --json of the stored raw profiles.
for a in r163 r195; do
    "$P" raw $a itoa check full -o $a.raw >/dev/null || fail "raw $a"
    "$SELFPROF" summarize --json $a.raw >$a.json || fail "$a: summarize of the stored raw profile"
done
"$P" detail r163 r195 itoa check full --json >detail.json || fail "detail"
python3 "$SRCDIR/tests/perf/report_check.py" detail detail.json r163.json r195.json \
    || fail "detail differs from summarize --json of the raw profiles"

# Resuming: nothing is measured twice.
samples=$(q "SELECT count(*) FROM sample")
"$P" queue r195 --base r163 --benchmarks itoa --profiles check --scenarios full --suite "$suite" \
    >queue.out || fail "queue again"
grep -q 'r195: 0 jobs queued, 0 queued again, 1 already measured' queue.out \
    || fail "queue again: $(cat queue.out)"
"$P" collect --until-empty --name e2e >collect.out 2>&1 || fail "collect again"
grep -q 'no job left after 0 jobs' collect.out || fail "collect again: $(cat collect.out)"
[ "$(q "SELECT count(*) FROM sample")" = "$samples" ] || fail "samples changed"

# A job that cannot run: its benchmark is not in the suite it is collected with.
mkdir -p other/empty-c && cp "$suite/matrix-c/"* other/empty-c/
"$P" queue g12 --benchmarks empty-c --profiles debug --iterations 1 --self-profiles 1 --suite other >/dev/null \
    || fail "queue empty-c"
mv other/empty-c other/moved-c
"$P" collect --until-empty --name e2e >collect.out 2>collect.err || fail "collect failing job"
[ "$(grep -c "failed, not to be retried: benchmark 'empty-c' is not in the suite" collect.out)" = 1 ] \
    || fail "one try, no retry: $(cat collect.out)"
"$P" status >status.txt
grep -q "failed  g12 empty-c debug (full) x1: failed .* by e2e after 1 tr" status.txt \
    || fail "status of the failed job: $(cat status.txt)"
grep -q "| benchmark 'empty-c' is not in the suite" status.txt || fail "the failed job's error"

# A broken perf-config.json in the suite a job runs from: the loader's
# message, naming the file, is the job's error.
mkdir -p broken/bad-c && cp "$suite/matrix-c/"* broken/bad-c/
"$P" queue g11 --benchmarks bad-c --profiles opt --iterations 1 --self-profiles 1 --suite broken >/dev/null \
    || fail "queue bad-c"
echo '{"language": "c", "artifact": "library", "category": "primary", "files": [3]}' \
    >broken/bad-c/perf-config.json
"$P" collect --until-empty --name e2e >collect.out 2>collect.err || fail "collect broken config"
[ "$(grep -c "g11 bad-c opt: failed, not to be retried: .*broken/bad-c/perf-config.json: " collect.out)" = 1 ] \
    || fail "a broken perf-config.json: $(cat collect.out)"
"$P" status | grep -q "^      | .*broken/bad-c/perf-config.json: " || fail "the broken config's error on the job"

usage() { st=0; "$P" "$@" >/dev/null 2>err || st=$?; [ $st = 2 ] || fail "$* exited $st"; }
usage collect --lease 1
usage collect --timeout x
usage collect extra
usage queue
usage queue r195 --iterations 0
usage queue r195 --profiles fast
usage queue r195 --scenarios incr
st=0
"$P" queue r195 --benchmarks nope --suite "$suite" 2>err || st=$?
[ $st = 1 ] && grep -q "benchmark 'nope' is not in the suite" err || fail "queue nope: $st $(cat err)"
st=0
"$P" queue nope --suite "$suite" 2>err || st=$?
[ $st = 1 ] && grep -q "'nope' is not an artifact" err || fail "queue unknown artifact"
"$P" collect --help | grep -q '^Usage: selfprof-perf collect' || fail "collect --help"
"$P" queue --help | grep -q '^Usage: selfprof-perf queue' || fail "queue --help"
[ "$fails" -eq 0 ] && echo "collect ($1): ok" || exit 1
