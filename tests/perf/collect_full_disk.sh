#!/bin/sh
# A full disk is the database's fault, not the job's (perf/collect/): the
# database on a small tmpfs in a private mount namespace, filled while a
# job compiles (tiny C benchmarks behind gated gcc-12s, lib/gated_cc.sh,
# so the fill comes before the store without timing). A job whose store
# meets the full disk keeps its results and stores them once there is
# room, on its first try. One whose disk stays full past its lease gives
# up its results and the collector gives it back, no try counted, once
# the database takes that; it runs again and is done. The collector
# says each once, stays up throughout (exit 0 at the end), and the
# database is intact. SQLite only: a PostgreSQL tablespace on a tmpfs
# would need a server of its own.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
[ "$1" = sqlite ] || { echo "SQLite only"; exit 77; }
if ! unshare -m true 2>/dev/null; then
    echo "cannot make a mount namespace (not root?): not run"
    exit 77
fi
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/gated_cc.sh"
perf_test_db collect_full_disk "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
cd "$work"
tiny_suite suite t1
gated_cc "$work/cc1" "$work/gate1"
gated_cc "$work/cc2" "$work/gate2"
"$P" init >/dev/null
"$P" artifact add w1 --cc "$work/cc1" >/dev/null
"$P" artifact add w2 --cc "$work/cc2" >/dev/null
"$P" queue w1 --profiles debug --iterations 1 --self-profiles 1 --suite suite >/dev/null
"$P" queue w2 --profiles debug --iterations 1 --self-profiles 1 --suite suite >/dev/null
# No WAL to reuse: every page a store writes needs new room on the tmpfs.
sqlite3 db.sqlite "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
mkdir wd
st=0
unshare -m sh -eu -c '
    P=$0 work=$1
    . "$SRCDIR/tests/perf/lib/gated_cc.sh"
    mkdir small && mount -t tmpfs -o size=4m tmpfs small
    cp db.sqlite small/
    fill() { dd if=/dev/zero of=small/fill bs=4096 2>/dev/null || true; } # until no room is left
    # a 3 s lease: job 2 waits for room 3 s, heartbeats every second
    "$P" collect --until-empty --name c --lease 3 --db sqlite:small/db.sqlite \
        --work-dir "$work/wd" >c.out 2>c.err &
    pid=$!
    # a check that fails stops the collector too (it would wait for room forever)
    trap "kill $pid 2>/dev/null; rm -f small/fill" EXIT
    # 1. full while job 1 compiles, room again once its store has met it
    wait_for c.out "^job #1 .*: claimed"
    fill
    touch gate1
    wait_for c.err "^selfprof-perf: collect: job #1 w1 t1 debug: database full: "
    rm small/fill
    wait_for c.out "^job #1 .*: done in"
    # 2. full while job 2 compiles, and past its lease
    wait_for c.out "^job #2 .*: claimed"
    fill
    touch gate2
    wait_for c.err "^selfprof-perf: collect: job #2 w2 t1 debug: storing the results failed: .*given back"
    sleep 1 # the collector waits for room to give it back
    rm small/fill
    st=0
    wait $pid || st=$?
    echo $st >c.status
    sqlite3 small/db.sqlite "PRAGMA integrity_check" >check
    sqlite3 small/db.sqlite "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null
    cp small/db.sqlite db.sqlite
    rm -f db.sqlite-wal db.sqlite-shm
    trap - EXIT
    umount small' "$P" "$work" || st=$?
[ $st = 0 ] || fail "the tmpfs run failed ($st): $(cat c.out c.err)"
[ "$(cat c.status)" = 0 ] || fail "collect exited $(cat c.status)"
[ "$(cat check)" = ok ] || fail "integrity_check: $(cat check)"
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
[ "$(q "SELECT state || ' ' || tries FROM job WHERE id = 1")" = "done 1" ] || fail "job 1: $(q "SELECT state || ' ' || tries || ' ' || coalesce(error, '') FROM job WHERE id = 1")"
[ "$(q "SELECT state || ' ' || tries FROM job WHERE id = 2")" = "done 1" ] || fail "job 2: $(q "SELECT state || ' ' || tries || ' ' || coalesce(error, '') FROM job WHERE id = 2")"
[ "$(grep -c ': done in' c.out)" = 2 ] || fail "want each job done once: $(cat c.out)"
grep -q "^job #2 w2 t1 debug: given back, no try counted$" c.out || fail "job 2 not given back: $(cat c.out)"
grep -q "^job #2 w2 t1 debug: claimed (try 1 of 3" c.out || fail "job 2 charged a try: $(cat c.out)"
[ "$(grep -c '^job #2 .*: claimed' c.out)" = 2 ] || fail "job 2 claimed twice: $(cat c.out)"
grep -q "^collect c: no job left after 3 jobs$" c.out || fail "collect's end: $(cat c.out)"
# each job's samples once: as many for w2 as for w1
n1=$(q "SELECT count(*) FROM sample s JOIN artifact a ON a.id = s.artifact_id WHERE a.name = 'w1'")
n2=$(q "SELECT count(*) FROM sample s JOIN artifact a ON a.id = s.artifact_id WHERE a.name = 'w2'")
[ "$n1" -gt 0 ] && [ "$n1" = "$n2" ] || fail "samples: w1 $n1, w2 $n2"
[ "$fails" -eq 0 ] && echo "collect_full_disk ($1): ok" || { cat c.out c.err; exit 1; }
