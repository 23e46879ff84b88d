#!/bin/sh
# Collectors outlive their PostgreSQL server's restarts (perf/db/db_retry.h),
# on a server of the test's own (tests/pg/pg_server.sh down|up), with tiny
# C benchmarks behind a gated gcc-12 (lib/gated_cc.sh) so that jobs are
# running exactly when the server goes away:
# 1. two collectors, each holding a job; the server down while they
#    heartbeat and while their jobs store their results; up again: both
#    collectors finish every job (4), each done once, on its first try,
#    none left running; each outage is said once and its end once; status
#    shows no collector on a job any more.
# 2. three restarts while one job runs: it completes on its first try; a
#    second collector of the same name is refused while the job runs.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/gated_cc.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-collect-pg-restart.XXXXXX")
PG=$SRCDIR/tests/pg/pg_server.sh
pids=
cleanup() {
    for p in $pids; do kill -KILL "$p" 2>/dev/null || true; done
    sh "$PG" stop "$work/pg" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
sh "$PG" start "$work/pg" >/dev/null || { echo "FAIL: no PostgreSQL server of the test's own"; exit 1; }
DB=$(cat "$work/pg/url")
export SELFPROF_PERF_DB="$DB"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
q() { psql -X -q -A -t "$DB" -c "$1"; }
cd "$work"
tiny_suite suite t1 t2 t3
gated_cc "$work/cc" "$work/gate"
"$P" init >/dev/null
"$P" artifact add w --cc "$work/cc" >/dev/null
"$P" queue w --benchmarks t1,t2 --profiles debug,opt --iterations 1 --self-profiles 1 \
    --suite suite >/dev/null

# 1. Two collectors, a restart under their heartbeats and their stores.
"$P" collect --name c1 --lease 10 --until-empty --work-dir "$work" >c1.out 2>c1.err &
c1=$!
"$P" collect --name c2 --lease 10 --until-empty --work-dir "$work" >c2.out 2>c2.err &
c2=$!
pids="$c1 $c2"
wait_for c1.out claimed || fails=$((fails + 1))
wait_for c2.out claimed || fails=$((fails + 1))
sh "$PG" down "$work/pg"
sleep 4          # a heartbeat (every 3.3 s) meets the server away
touch gate       # the jobs finish and store while it is away
sleep 6
sh "$PG" up "$work/pg"
wait_pids 120 $c1 $c2 || fail "a collector failed or hung: $(cat c1.out c1.err c2.out c2.err)"
[ "$(q "SELECT count(*) FROM job WHERE state = 'done' AND tries = 1")" = 4 ] \
    || fail "jobs: $(q "SELECT id, state, tries, error FROM job")"
[ "$(cat c1.out c2.out | grep -c ': done in ')" = 4 ] || fail "not 4 done lines: $(cat c1.out c2.out)"
for j in 1 2 3 4; do
    [ "$(cat c1.out c2.out | grep -c "^job #$j .*: done in ")" = 1 ] || fail "job $j not done once"
done
grep -q 'failed' c1.out c2.out && fail "a failure: $(cat c1.out c2.out)"
down=$(cat c1.err c2.err | grep -c 'database unreachable' || true)
back=$(cat c1.err c2.err | grep -c 'database back after' || true)
[ "$down" -ge 1 ] && [ "$down" = "$back" ] || fail "outage said $down times, its end $back: $(cat c1.err c2.err)"
grep -q '^selfprof-perf: collect: job #.*: database unreachable' c1.err c2.err \
    || fail "no job stored while the server was away: $(cat c1.err c2.err)"
# collect's progress lines ("ART BENCH PROFILE: SCENARIO, ... (N%") go to stderr too
grep -v 'database unreachable\|database back after' c1.err c2.err |
    grep -v '^c[12]\.err:[^ :]* [^ :]* [^ :]*: .* ([0-9]*%' && fail "other lines on stderr"
"$P" status --json | python3 -c 'import json, sys
s = json.load(sys.stdin)
assert [c["job"] for c in s["collectors"]] == [None, None], s["collectors"]' || fail "status collectors"

# 2. Three restarts while one job runs (heartbeats every 2 s).
rm gate
"$P" queue w --benchmarks t3 --profiles debug --iterations 1 --self-profiles 1 --suite suite >/dev/null
"$P" collect --name c3 --lease 6 --until-empty --work-dir "$work" >c3.out 2>c3.err &
c3=$!
pids="$c3"
wait_for c3.out claimed || fails=$((fails + 1))
st=0
"$P" collect --name c3 --until-empty >dup.out 2>dup.err || st=$?
[ $st = 1 ] && grep -q "collector 'c3' runs on .* and holds job #5; give this one another --name" dup.err \
    || fail "a second c3 was not refused: $st $(cat dup.out dup.err)"
for _ in 1 2 3; do
    sh "$PG" down "$work/pg"
    sleep 2.5
    sh "$PG" up "$work/pg"
    sleep 2.5
done
touch gate
wait_pids 120 $c3 || fail "c3 failed or hung: $(cat c3.out c3.err)"
[ "$(q "SELECT state || ' ' || tries FROM job WHERE id = 5")" = "done 1" ] \
    || fail "job 5: $(q "SELECT state, tries, error FROM job WHERE id = 5")"
[ "$(q "SELECT count(*) FROM job WHERE state <> 'done'")" = 0 ] || fail "a job not done"
[ "$fails" -eq 0 ] && echo "collect_pg_restart: ok" || exit 1
