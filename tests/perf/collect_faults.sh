#!/bin/sh
# Database faults under a real collector (gcc-12, the shipped matrix-c).
# A database locked by another writer is waited out (perf/db/db_retry.h):
# locked for 8 s while a job stores its results, the job keeps them and
# stores them once the lock is gone, on its first try; locked when the
# collector starts, it starts once the lock is gone; each says so once on
# stderr, and once that the database is back. (A full disk:
# collect_full_disk.sh.)
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db collect_faults "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
said() { # said FILE: FILE's lines but collect's progress ("ART BENCH PROFILE: SCENARIO, ... (N%")
    grep -v '^[^ :]* [^ :]* [^ :]*: .* ([0-9]*%' "$1" || :
}
one_line() { # one_line FILE PATTERN: FILE says one line, matching PATTERN
    [ "$(said "$1" | wc -l)" = 1 ] && said "$1" | grep -q -e "$2" || fail "want one line '$2', got: $(cat "$1")"
}
cd "$work"
suite=$SRCDIR/perf/benchmarks
"$P" init >/dev/null
"$P" artifact add g12 --cc gcc-12 >/dev/null
"$P" queue g12 --benchmarks matrix-c --profiles debug --iterations 1 --self-profiles 1 --suite "$suite" >/dev/null
"$P" collect --until-empty --name first >first.out 2>&1 || fail "first collect: $(cat first.out)"
stored=$(q "SELECT count(*) FROM sample")
[ "$stored" -gt 0 ] || fail "nothing stored by the first job"

if [ "$1" = sqlite ]; then
    # 1. Locked while the job stores its results: a Python sqlite3 takes
    # the write lock while the job compiles (its work directory WORK/job
    # exists) and keeps it until 8 s after the directory is gone (the
    # runner removes it when it returns, just before the results are
    # stored): storing waits out the 5 s busy timeout, keeps the results
    # and stores them once the lock is gone.
    "$P" queue g12 --benchmarks matrix-c --profiles opt --iterations 1 --self-profiles 1 --suite "$suite" >/dev/null
    mkdir wd
    "$P" collect --until-empty --name locked --work-dir "$work/wd" >locked.out 2>locked.err &
    pid=$!
    python3 - "$work/db.sqlite" "$work/wd/*/job" <<'PY' || fail "the lock holder failed"
import glob, sqlite3, sys, time
db, pattern = sys.argv[1:3]
for _ in range(3000):
    if glob.glob(pattern):
        break
    time.sleep(0.02)
else:
    sys.exit("the job's work directory never appeared")
con = sqlite3.connect(db, isolation_level=None, timeout=30)
con.execute("BEGIN IMMEDIATE")
while glob.glob(pattern):
    time.sleep(0.02)
time.sleep(8)
con.execute("COMMIT")
PY
    st=0
    wait $pid || st=$?
    [ $st = 0 ] || fail "locked: collect exited $st: $(cat locked.out locked.err)"
    [ "$(said locked.err | wc -l)" = 2 ] && grep -q "^selfprof-perf: collect: job #2 g12 matrix-c opt: database locked: sqlite:.*: database is locked (after 5 s); retrying$" locked.err \
        && grep -q "^selfprof-perf: collect: job #2 g12 matrix-c opt: database back after " locked.err \
        || fail "locked: want the lock and its end said once: $(cat locked.err)"
    grep -q '^job #2 g12 matrix-c opt: done in ' locked.out || fail "locked: job 2 not done: $(cat locked.out)"
    [ "$(q "SELECT state || ' ' || tries FROM job WHERE id = 2")" = "done 1" ] || fail "locked: job 2 not done on its first try"
    [ "$(q "SELECT count(*) FROM sample")" -gt "$stored" ] || fail "locked: the job's samples were not stored"

    # 2. Locked when the collector starts: it waits, says so once, and
    # starts once the lock is gone.
    (echo "BEGIN IMMEDIATE; SELECT 1;"; sleep 7; echo "COMMIT;") | sqlite3 "$work/db.sqlite" >/dev/null &
    holder=$!
    sleep 0.5
    st=0
    "$P" collect --until-empty --name late >late.out 2>late.err || st=$?
    wait $holder
    [ $st = 0 ] || fail "locked at start: collect exited $st: $(cat late.out late.err)"
    [ "$(wc -l <late.err)" = 2 ] && grep -q "^selfprof-perf: collect: database locked: .*database is locked (after 5 s); retrying$" late.err \
        || fail "locked at start: $(cat late.err)"
    grep -q "^collect late: no job left after 0 jobs" late.out || fail "locked at start: $(cat late.out)"

else
    # An unreachable server (nothing listens on port 1): one line, status 1.
    for verb in "collect --until-empty" "queue g12 --suite $suite" status; do
        st=0
        $P $verb --db "postgres://127.0.0.1:1/selfprof" >out 2>err || st=$?
        [ $st = 1 ] || fail "$verb on an unreachable server exited $st"
        one_line err "127.0.0.1"
    done
fi
[ "$fails" -eq 0 ] && echo "collect_faults ($1): ok" || exit 1
