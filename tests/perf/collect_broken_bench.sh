#!/bin/sh
# A broken benchmark stays local (perf_suite_load_each): beside two good
# tiny C benchmarks, an empty new directory (step 1 of adding a
# benchmark) and a benchmark whose perf-config.json breaks after it was
# queued. `queue` of the suite skips the empty one with a line and queues
# the rest; `queue --benchmarks good1` works while another is broken;
# naming the broken one is refused with its message. `collect` does every
# good job (first try) and fails only the broken benchmark's jobs, each
# once, not to be retried, with the loader's message naming the file.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/gated_cc.sh"
perf_test_db collect_broken_bench "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
cd "$work"
tiny_suite suite good1 good2 bad
mkdir suite/new-empty
"$P" init >/dev/null
"$P" artifact add g --cc gcc-12 >/dev/null
"$P" queue g --profiles debug,opt --iterations 1 --self-profiles 1 --suite suite >queue.out 2>queue.err \
    || fail "queue of a suite with an empty directory: $(cat queue.err)"
grep -q "^request #1: g: 6 jobs queued" queue.out || fail "queue: $(cat queue.out)"
[ "$(wc -l <queue.err)" = 1 ] && grep -q "^selfprof-perf: queue: skipping benchmark 'new-empty': .*/suite/new-empty: no perf-config.json" queue.err \
    || fail "queue's line for the empty directory: $(cat queue.err)"

echo '{"language": "c", "artifact": "binary", "category": "secondary", "files": [3]}' \
    >suite/bad/perf-config.json
"$P" queue g --benchmarks good1 --profiles debug --suite suite >queue.out 2>queue.err \
    || fail "queue --benchmarks good1 beside broken ones: $(cat queue.err)"
st=0
"$P" queue g --benchmarks bad --suite suite >queue.out 2>queue.err || st=$?
[ $st = 1 ] && grep -q "^selfprof-perf: queue: benchmark 'bad' is broken: .*/suite/bad/perf-config.json: " queue.err \
    || fail "queue --benchmarks bad: $st $(cat queue.err)"

"$P" collect --until-empty --name c >collect.out 2>collect.err || fail "collect exited $?: $(cat collect.err)"
[ "$(q "SELECT count(*) FROM job j JOIN benchmark b ON b.id = j.benchmark_id
        WHERE b.name LIKE 'good%' AND j.state = 'done' AND j.tries = 1")" = 4 ] \
    || fail "good jobs: $(q "SELECT id, state, tries, error FROM job")"
[ "$(q "SELECT count(*) FROM job j JOIN benchmark b ON b.id = j.benchmark_id
        WHERE b.name = 'bad' AND j.state = 'failed' AND j.tries = 1
        AND j.error LIKE '%/suite/bad/perf-config.json: %'")" = 2 ] \
    || fail "bad jobs: $(q "SELECT id, state, tries, error FROM job")"
[ "$(grep -c 'g bad .*: failed, not to be retried: .*/suite/bad/perf-config.json: ' collect.out)" = 2 ] \
    || fail "one failure line per bad job: $(cat collect.out)"
[ "$(grep -c ': failed' collect.out)" = 2 ] || fail "other failures: $(cat collect.out)"
[ "$(grep -c ': done in ' collect.out)" = 4 ] || fail "4 done: $(cat collect.out)"
[ "$fails" -eq 0 ] && echo "collect_broken_bench ($1): ok" || exit 1
