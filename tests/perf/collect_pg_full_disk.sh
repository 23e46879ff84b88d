#!/bin/sh
# A database that cannot store is the database's fault, not the job's
# (perf/collect/job_process.c), on PostgreSQL: a server of the test's own
# (tests/pg/pg_server.sh) in a private mount namespace, whose tables live
# in a tablespace on a small tmpfs, with tiny C benchmarks behind gated
# gcc-12s (lib/gated_cc.sh), so that the disk fills before a store without
# timing. As collect_full_disk.sh on SQLite:
# 1. full while job 1 compiles, room again once its store met it: the job
#    keeps its results and stores them, on its first try;
# 2. full past job 2's lease: it gives up its results, the collector gives
#    it back, no try counted; it runs again and is done;
# then, with a trigger on sample (a fault a real disk cannot be asked for):
# 3. an I/O error (SQLSTATE 58030) once at job 3's store: the database's
#    failure, given back uncharged, done on its first try;
# 4. a value out of range (22003) once at job 4's store: the results'
#    own fault, a try counted, done on its second.
# Each job done once, the collector up throughout (exit 0 at the end).
# Needs root (a mount namespace, a tmpfs): else not run.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
[ "${1:-postgres}" = postgres ] || { echo "PostgreSQL only"; exit 77; }
if [ -z "${SELFPROF_IN_NS:-}" ]; then
    unshare -m true 2>/dev/null || { echo "cannot make a mount namespace (not root?): not run"; exit 77; }
    exec env SELFPROF_IN_NS=1 unshare -m sh "$0" "$@"
fi
. "$SRCDIR/tests/perf/lib/gated_cc.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-collect-pg-full.XXXXXX")
# the tablespace: a tmpfs the server's user owns, on a path it can reach
ts=$(mktemp -d /tmp/selfprof-pg-ts.XXXXXX)
chmod 755 "$ts"
PG=$SRCDIR/tests/pg/pg_server.sh
pid=
cleanup() {
    [ -z "$pid" ] || kill -KILL "$pid" 2>/dev/null || true
    rm -f "$ts/fill"
    sh "$PG" stop "$work/pg" >/dev/null 2>&1 || true
    umount "$ts" 2>/dev/null || true
    rmdir "$ts" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
mount -t tmpfs -o "size=8m,mode=700,uid=$(id -u postgres)" tmpfs "$ts"
sh "$PG" start "$work/pg" >/dev/null || { echo "FAIL: no PostgreSQL server of the test's own"; exit 1; }
DB=$(cat "$work/pg/url")
export SELFPROF_PERF_DB="$DB"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
q() { psql -X -q -A -t -v ON_ERROR_STOP=1 "$DB" -c "$1"; }
q "CREATE TABLESPACE small LOCATION '$ts'"
q "ALTER DATABASE selfprof_test SET default_tablespace = small"
cd "$work"
tiny_suite suite t1
"$P" init >/dev/null
[ "$(q "SELECT count(*) FROM pg_tables WHERE tablename = 'sample' AND tablespace = 'small'")" = 1 ] \
    || fail "the tables are not on the tmpfs"
for w in 1 2 3 4; do
    gated_cc "$work/cc$w" "$work/gate$w"
    "$P" artifact add "w$w" --cc "$work/cc$w" >/dev/null
    "$P" queue "w$w" --profiles debug --iterations 1 --self-profiles 1 --suite suite >/dev/null
done
# 3. and 4.: one fault each, at the first store of w3's and w4's samples
# (a sequence's nextval is not rolled back with the failed store)
q "CREATE SEQUENCE fault3; CREATE SEQUENCE fault4;
CREATE FUNCTION fault() RETURNS trigger LANGUAGE plpgsql AS \$\$
BEGIN
    IF NEW.artifact_id = (SELECT id FROM artifact WHERE name = 'w3') AND nextval('fault3') = 1 THEN
        RAISE EXCEPTION 'could not read block 0: Input/output error' USING ERRCODE = 'io_error';
    END IF;
    IF NEW.artifact_id = (SELECT id FROM artifact WHERE name = 'w4') AND nextval('fault4') = 1 THEN
        RAISE EXCEPTION 'a value out of range' USING ERRCODE = 'numeric_value_out_of_range';
    END IF;
    RETURN NEW;
END\$\$;
CREATE TRIGGER fault BEFORE INSERT ON sample FOR EACH ROW EXECUTE FUNCTION fault();" >/dev/null
fill() { dd if=/dev/zero of="$ts/fill" bs=4096 2>/dev/null || true; } # until no room is left

# a 3 s lease: job 2 waits for room 3 s, heartbeats every second
"$P" collect --until-empty --name c --lease 3 --work-dir "$work" >c.out 2>c.err &
pid=$!
run() {
    # 1. full while job 1 compiles, room again once its store has met it
    wait_for c.out "^job #1 .*: claimed" || return 1
    fill
    touch gate1
    wait_for c.err "^selfprof-perf: collect: job #1 w1 t1 debug: database full: " || return 1
    rm "$ts/fill"
    wait_for c.out "^job #1 .*: done in" || return 1
    # 2. full while job 2 compiles, and past its lease
    wait_for c.out "^job #2 .*: claimed" || return 1
    fill
    touch gate2
    wait_for c.err "^selfprof-perf: collect: job #2 w2 t1 debug: storing the results failed: .*given back" || return 1
    sleep 1 # the collector waits for room to give it back
    rm "$ts/fill"
    wait_for c.out "^job #2 .*: done in" || return 1
    # 3. and 4.: the trigger's faults
    touch gate3 gate4
}
run || fail "the run stopped: $(cat c.out c.err)"
st=0
wait_pids 120 "$pid" || st=$?
pid=
[ "$st" = 0 ] || fail "collect exited non-zero or hung: $(cat c.out c.err)"
job() { q "SELECT state || ' ' || tries FROM job WHERE id = $1"; }
for j in 1 2 3; do
    [ "$(job $j)" = "done 1" ] || fail "job $j: $(q "SELECT state, tries, error FROM job WHERE id = $j")"
    [ "$(grep -c "^job #$j .*: done in" c.out)" = 1 ] || fail "job $j not done once: $(cat c.out)"
done
[ "$(job 4)" = "done 2" ] || fail "job 4: $(q "SELECT state, tries, error FROM job WHERE id = 4")"
[ "$(grep -c '^job #4 .*: done in' c.out)" = 1 ] || fail "job 4 not done once: $(cat c.out)"
for j in 2 3; do
    grep -q "^job #$j w$j t1 debug: given back, no try counted$" c.out || fail "job $j not given back: $(cat c.out)"
    [ "$(grep -c "^job #$j .*: claimed (try 1 of 3" c.out)" = 2 ] || fail "job $j: want two first tries: $(cat c.out)"
done
grep -q "^selfprof-perf: collect: job #3 w3 t1 debug: storing the results failed: .*Input/output error.*given back" c.err \
    || fail "job 3's I/O error: $(cat c.err)"
grep -q "^job #4 w4 t1 debug: failed (try 1 of 3): storing the results failed: .*out of range" c.out \
    || fail "job 4's refused value did not count a try: $(cat c.out)"
grep -q "^job #4 .*: claimed (try 2 of 3" c.out || fail "job 4's second try: $(cat c.out)"
# 4 jobs, 3 of them claimed again (2 and 3 given back, 4 failed once)
grep -q "^collect c: no job left after 7 jobs$" c.out || fail "collect's end: $(cat c.out)"
# each job's samples once: as many for each artifact
n=$(q "SELECT count(DISTINCT c) FROM (SELECT count(*) AS c FROM sample GROUP BY artifact_id) x")
[ "$n" = 1 ] && [ "$(q "SELECT count(DISTINCT artifact_id) FROM sample")" = 4 ] \
    || fail "samples: $(q "SELECT artifact_id, count(*) FROM sample GROUP BY artifact_id")"
[ "$fails" -eq 0 ] && echo "collect_pg_full_disk: ok" || { cat c.out c.err; exit 1; }
