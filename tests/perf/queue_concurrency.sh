#!/bin/sh
# Three collectors at once on one database (queue_driver work: the queue
# API as the collector uses it), plus a fourth that claims a job and is
# killed with SIGKILL while holding it: every job is stored exactly once,
# the killed one's job by another collector after its 2 s lease expired
# (tries 2), and no job has a partial or duplicate result.
set -eu
: "${QUEUE_DRIVER:?}" "${TESTDATA:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db queue_concurrency "$1"
D=$QUEUE_DRIVER
prof=$TESTDATA/rustc-1.95/plain.mm_profdata
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
jobs=12
"$D" setup "$DB" $jobs

"$D" work "$DB" dying 2 -1 "$prof" >"$work/dying.out" 2>&1 &
dying=$!
for _ in $(seq 100); do grep -q '^claimed' "$work/dying.out" && break; sleep 0.1; done
killed=$(sed -n 's/^claimed //p' "$work/dying.out")
[ -n "$killed" ] || fail "the dying collector claimed nothing: $(cat "$work/dying.out")"
pids=
for c in c1 c2 c3; do
    "$D" work "$DB" $c 2 300 "$prof" >"$work/$c.out" 2>"$work/$c.err" &
    pids="$pids $!"
done
sleep 0.5
kill -KILL $dying
wait $dying 2>/dev/null || true
for p in $pids; do wait "$p" || fail "collector $p failed"; done
cat "$work"/c?.err
cat "$work"/c?.out | sort >"$work/all"
[ "$(grep -c '^done' "$work/all")" = $jobs ] || fail "done lines: $(cat "$work/all")"
[ "$(sort -u "$work/all" | wc -l)" = $jobs ] || fail "a job was done twice"
grep -q "^lost" "$work/all" && fail "a collector lost a lease: $(grep lost "$work/all")"
grep -qx "done $killed" "$work/all" || fail "the killed collector's job $killed was not finished"
for c in c1 c2 c3; do [ -s "$work/$c.out" ] || echo "note: $c did no job"; done

q() { "$D" sql "$DB" "$1"; }
[ "$(q "SELECT count(*) FROM job WHERE state = 'done'")" = $jobs ] || fail "jobs not done"
[ "$(q "SELECT tries FROM job WHERE id = $killed")" = 2 ] || fail "killed job's tries"
q "SELECT error FROM job WHERE id = $killed" | grep -q "collector 'dying' stopped heartbeating" \
    || fail "the killed job's error does not name the dead collector"
# 2 scenarios x 2 metrics x 3 iterations per job, one self-profile each
[ "$(q "SELECT count(*) FROM sample")" = $((jobs * 12)) ] || fail "sample count"
[ "$(q "SELECT count(*) FROM self_profile")" = $jobs ] || fail "self_profile count"
[ "$(q "SELECT count(DISTINCT self_profile_id) FROM raw_profile")" = $jobs ] || fail "raw count"
[ "$(q "SELECT count(*) FROM query_block")" = $jobs ] || fail "query_block count"
[ "$(q "SELECT count(*) FROM query_block WHERE labels <> (SELECT labels FROM query_block
        WHERE self_profile_id = (SELECT min(id) FROM self_profile))")" = 0 ] ||
    fail "a self-profile with partial rows"
[ "$fails" -eq 0 ] && echo "queue_concurrency ($1): ok" || exit 1
