#!/bin/sh
# Measurement sessions (migration 10, issue 34), end to end on a real
# database with gcc-12 on the suite's matrix-c (opt, full: a C compile of a
# second): a base that has results from an earlier collect is measured
# again beside a later build, on the same collector, and compare judges the
# pair side by side from that session; the newest session that holds both
# sides is the one compared; a build queued --reuse-base is compared
# "apart", and every output says so (the table, --json, the Markdown).
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db sessions "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
cd "$work"
suite=$SRCDIR/perf/benchmarks
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
opts="--benchmarks matrix-c --profiles opt --iterations 5 --self-profiles 1 --suite $suite"
"$P" init >/dev/null
"$P" artifact add a --cc gcc-12 --date 2026-01-01 >/dev/null
"$P" artifact add b --cc gcc-12 --date 2026-01-02 --parent a >/dev/null
"$P" artifact add c --cc gcc-12 --date 2026-01-03 --parent b >/dev/null
# shellcheck disable=SC2086 # $opts: words
"$P" queue a $opts >/dev/null
"$P" collect --until-empty --name one >/dev/null 2>&1 || fail "collect a"

# b against its parent a, which has results: a is measured again beside b.
# shellcheck disable=SC2086
"$P" queue b $opts >queue.out || fail "queue b"
grep -q 'base measured again beside b in 1 job' queue.out || fail "queue says so: $(cat queue.out)"
"$P" collect --until-empty --name two >collect.out 2>&1 || fail "collect b: $(cat collect.out)"
n=$(q "SELECT count(*) FROM session_sample s JOIN artifact x ON x.id = s.artifact_id
       JOIN artifact y ON y.id = s.beside_id WHERE x.name = 'a' AND y.name = 'b'
       AND s.collector = 'two' AND s.metric_id = (SELECT id FROM metric WHERE name = 'wall-time')")
[ "$n" = 5 ] || fail "a's 5 clean runs beside b, by collector two: $n"
n=$(q "SELECT count(*) FROM sample s JOIN artifact x ON x.id = s.artifact_id WHERE x.name = 'a'
       AND s.iteration = 1 AND s.self_profiled = 0")
[ "$n" -ge 1 ] || fail "a's own samples kept"
"$P" compare a b --metric wall-time --json >ab.json
python3 - ab.json <<'PY' || fail "compare a b from the shared session"
import json, sys
r = json.load(open(sys.argv[1]))["rows"][0]
s = r["significance"]
assert s["source"] == "interval" and s["paired"] is True, s
assert s["measured"] == "side by side (A measured again)", s
PY
"$P" compare a b --metric wall-time >ab.txt
grep -q '^side by side: 1 test case compare a session' ab.txt || fail "the table's note: $(cat ab.txt)"

# The newest session that holds both sides: a second session of a beside
# b, later and with every value doubled, is the one compared.
before=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["rows"][0]["before"])' ab.json)
q "UPDATE session_sample SET value = value * 2, measured_at = measured_at + 100000
   WHERE beside_id = (SELECT id FROM artifact WHERE name = 'b')" >/dev/null
q "UPDATE sample SET measured_at = measured_at + 100000
   WHERE artifact_id = (SELECT id FROM artifact WHERE name = 'b')" >/dev/null
"$P" compare a b --metric wall-time --json >ab2.json
python3 - ab2.json "$before" <<'PY' || fail "the newer session is compared"
import json, sys
r = json.load(open(sys.argv[1]))["rows"][0]
assert abs(r["before"] - 2 * float(sys.argv[2])) < 1e-9 * r["before"], (r["before"], sys.argv[2])
assert r["significance"]["measured"] == "side by side (A measured again)", r["significance"]
PY

# c queued with --reuse-base: b's runs are from another session; compare
# says "apart" everywhere.
# shellcheck disable=SC2086
"$P" queue c $opts --reuse-base >queue.out || fail "queue c"
grep -q 'measured again' queue.out && fail "--reuse-base measures nothing again: $(cat queue.out)"
"$P" collect --until-empty --name three >/dev/null 2>&1 || fail "collect c"
"$P" compare b c --metric wall-time --json >bc.json
python3 - bc.json <<'PY' || fail "compare b c apart"
import json, sys
s = json.load(open(sys.argv[1]))["rows"][0]["significance"]
assert s["source"] == "apart" and s["paired"] is False, s
assert s["measured"].startswith("measured apart ("), s
assert s["apart_minutes"] >= 0 and s["session_noise"] > 0, s
PY
"$P" compare b c --metric wall-time >bc.txt
grep -Eq '^matrix-c +opt +full .* apart +[a-z *]+  \[measured apart \([0-9]+ min\)\]$' bc.txt \
    || fail "the table's row: $(cat bc.txt)"
grep -q '^measured apart: 1 test case' bc.txt || fail "the table's note: $(cat bc.txt)"
"$P" report b c --metric wall-time >bc.md
grep -q 'were measured apart' bc.md || fail "the Markdown says so: $(cat bc.md)"

[ $fails -eq 0 ] && echo "sessions ($1): ok"
exit $fails
