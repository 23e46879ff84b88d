#!/bin/sh
# What a collector that is gone leaves behind is cleaned up: a collector
# killed (SIGKILL) while its job compiles (a tiny C benchmark behind a
# gated gcc-12, lib/gated_cc.sh) leaves its job running and its work
# directory; a new collector of the same name on this host sees its
# process gone, gives the job back at once (no lease to wait for, not
# counted as a try), removes the dead one's work directory (and no
# directory of a live collector, nor one that is not a collector's) and
# does the job on its first try. `status` lists a collector without a
# heartbeat for an hour no more, and shows a collector on a job only while
# it holds it.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/gated_cc.sh"
perf_test_db collect_gone "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
cd "$work"
tiny_suite suite t1
gated_cc "$work/cc" "$work/gate"
"$P" init >/dev/null
"$P" artifact add w --cc "$work/cc" >/dev/null
"$P" queue w --profiles debug --iterations 1 --self-profiles 1 --suite suite >/dev/null
mkdir wd
"$P" collect --name c --lease 300 --until-empty --work-dir "$work/wd" >dying.out 2>&1 &
dying=$!
wait_for dying.out claimed || fails=$((fails + 1))
kill -KILL $dying
wait $dying 2>/dev/null || true
dead_dir=$(ls -d wd/selfprof-perf-collect.*)
[ "$(q "SELECT state || ' ' || tries FROM job WHERE id = 1")" = "running 1" ] || fail "job 1 after the kill"
# a live collector's directory (its lock held) and one that is no collector's
mkdir wd/selfprof-perf-collect.live wd/selfprof-perf-collect.other
python3 -c 'import fcntl, sys, time
f = open(sys.argv[1], "w")
fcntl.flock(f, fcntl.LOCK_EX)
print("locked", flush=True)
time.sleep(60)' wd/selfprof-perf-collect.live/collector.lock </dev/null >locker.out 2>&1 &
locker=$!
trap 'kill $locker 2>/dev/null || true; perf_test_cleanup' EXIT
wait_for locker.out locked || fails=$((fails + 1))
touch gate
"$P" collect --name c --lease 300 --until-empty --work-dir "$work/wd" >again.out 2>again.err \
    || fail "the new collector c exited $?: $(cat again.out again.err)"
grep -q "^collect c: the previous collector of this name (pid gone) held a job; given back" again.out \
    || fail "the job was not given back: $(cat again.out)"
grep -q "^collect: removing $work/$dead_dir, left by a collector that is gone" again.out \
    || fail "no removal line: $(cat again.out)"
[ -e "$dead_dir" ] && fail "the dead collector's work directory is still there"
[ -d wd/selfprof-perf-collect.live ] || fail "a live collector's directory was removed"
[ -d wd/selfprof-perf-collect.other ] || fail "a directory of no collector was removed"
[ "$(ls wd | wc -l)" = 2 ] || fail "work directories left: $(ls wd)"
[ "$(q "SELECT state || ' ' || tries FROM job WHERE id = 1")" = "done 1" ] \
    || fail "job 1: $(q "SELECT state, tries, error FROM job")"

# status: the collector listed while it heartbeats, not an hour later; a
# job shown on the collector that holds it, not on one it was taken from.
"$P" status --json | python3 -c 'import json, sys
c = json.load(sys.stdin)["collectors"]
assert [x["name"] for x in c] == ["c"] and c[0]["job"] is None, c' || fail "status: c not listed"
# (an hour ago: its last heartbeat and, as it exited, its stop)
q "UPDATE collector SET job_id = 1, last_heartbeat = last_heartbeat - 3700,
   stopped_at = stopped_at - 3700" >/dev/null
"$P" status --json | python3 -c 'import json, sys
assert json.load(sys.stdin)["collectors"] == []' || fail "status still lists a collector gone for an hour"
"$P" status | grep -A1 '^Collectors:' | grep -q '^  none$' || fail "status text lists a gone collector"
kill $locker
[ "$fails" -eq 0 ] && echo "collect_gone ($1): ok" || exit 1
