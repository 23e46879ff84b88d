#!/bin/sh
# selfprof-perf status on a queue in every state (made with queue_driver:
# a running job held by a live collector, a done one, a failed one with a
# multi-line error, queued ones): the text names each job's state, the
# running job's collector and the failed job's error lines; --json holds
# the same, checked with Python's json module, and is the document the
# dashboard's /api/status answers (one implementation, perf/report/status.c);
# errors are one line.
set -eu
: "${QUEUE_DRIVER:?}" "${SELFPROF_PERF:?}" "${TESTDATA:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/serve.sh"
perf_test_db status "$1"
D=$QUEUE_DRIVER P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
"$D" setup "$DB" 4
"$D" work "$DB" holder 60 -1 "$TESTDATA/rustc-1.95/plain.mm_profdata" >"$work/holder.out" &
holder=$!
trap 'kill $holder 2>/dev/null; perf_test_cleanup' EXIT
for _ in $(seq 100); do grep -q '^claimed' "$work/holder.out" && break; sleep 0.1; done
# job 4's error as a job process wrote it before issue 35: naming the
# database's user, host and port (status shows it without them)
"$D" sql "$DB" "UPDATE job SET state = 'failed', tries = 3, collector = 'c9', finished_at = 1700000000,
  error = 'postgres://selfprof@db.example:5433/perf: connection to server at \"db.example\" (10.1.2.3), port 5433 failed: Connection refused
rustc exited with status 101
error[E0425]: cannot find value x' WHERE id = 4 RETURNING id" >/dev/null
# collectors in every state but running (holder runs job 1): idle, past
# its lease (silent 100 s, lease 40 s), gone (exited 10 s ago); and two
# no longer listed: exited 700 s ago, silent 700 s past its lease
collector() { # collector NAME HEARTBEAT LEASE STOPPED_AT
    "$D" sql "$DB" "INSERT INTO collector (name, host, pid, started_at, last_heartbeat, lease, stopped_at)
      VALUES ('$1', 'h', 1, $2, $2, $3, $4) RETURNING name" >/dev/null
}
now=$(date +%s)
collector idle1 "$now" 300 NULL
collector late $((now - 100)) 40 NULL
collector gone1 $((now - 20)) 300 $((now - 10))
collector gone2 $((now - 800)) 300 $((now - 700))
collector lost $((now - 740)) 40 NULL
"$D" sql "$DB" "UPDATE job SET state = 'done', tries = 1, collector = 'c9', finished_at = 1700000000
  WHERE id = 3 RETURNING id" >/dev/null

"$P" status >"$work/text" || fail "status exited $?"
grep -q '^  #1 a1, 2 iterations, suite /suite' "$work/text" || fail "request line"
grep -q 'jobs: 1 queued, 1 running, 1 done, 1 failed' "$work/text" || fail "request counts"
grep -q '#1 .*running a1 bench00 check (full,incr-full) x2: on holder since .*try 1, lease until' \
    "$work/text" || fail "running job line"
grep -q '#4 .*failed .* by c9 after 3 tries' "$work/text" || fail "failed job line"
grep -q '^      | error\[E0425\]: cannot find value x$' "$work/text" || fail "failed job's error"
grep -q '^      | postgres://<hidden>/perf: connection to server at "<hidden>", port <hidden> failed' \
    "$work/text" || fail "failed job's error without the server: $(grep '      |' "$work/text")"
grep -E -q 'selfprof@|db\.example|5433|10\.1\.2\.3' "$work/text" && fail "the text names the database's server"
grep -q '#3 .*done .* by c9 after 1 try$' "$work/text" || fail "done job line"
grep -q '^  holder on .*, last heartbeat .*, on job #1$' "$work/text" || fail "collector line"
grep -q '^  idle1 on h .*([0-9]* s ago), idle$' "$work/text" || fail "idle collector: $(grep idle1 "$work/text")"
grep -q '^  late on h .*(1[0-9][0-9] s ago), PAST ITS LEASE of 40 s' "$work/text" || fail "collector past its lease"
grep -q '^  gone1 on h .*, GONE: exited ' "$work/text" || fail "gone collector"
grep -E -q '^  (gone2|lost) ' "$work/text" && fail "collectors gone long ago still listed"
"$P" status --json >"$work/json" || fail "status --json exited $?"
python3 - "$work/json" <<'PY' || fail "status --json content"
import json, sys
s = json.load(open(sys.argv[1]))
jobs = {j["id"]: j for j in s["jobs"]}
assert s["requests"][0]["queued"] == 1 and s["requests"][0]["failed"] == 1, s["requests"]
assert jobs[1]["state"] == "running" and jobs[1]["collector"] == "holder", jobs[1]
assert jobs[1]["scenarios"] == ["full", "incr-full"] and jobs[1]["lease_until"] > s["now"]
assert jobs[4]["state"] == "failed" and jobs[4]["error"].endswith("cannot find value x")
assert jobs[2]["state"] == "queued" and jobs[2]["tries"] == 0 and jobs[2]["collector"] is None
c = {x["name"]: x for x in s["collectors"]}
assert sorted(c) == ["gone1", "holder", "idle1", "late"], c
assert c["holder"]["job"] == 1 and c["holder"]["state"] == "running" and c["holder"]["lease"] == 60, c
assert c["idle1"]["state"] == "idle" and c["late"]["state"] == "past-lease", c
assert c["gone1"]["state"] == "gone" and c["gone1"]["stopped_at"] > 0, c
assert c["late"]["lease"] == 40 and c["late"]["stopped_at"] is None, c
e = jobs[4]["error"]
assert e.startswith("postgres://<hidden>/perf: connection to server at \"<hidden>\", port <hidden> failed"), e
for leak in ("selfprof@", "db.example", "5433", "10.1.2.3"):
    assert leak not in json.dumps(s), leak
PY
# the dashboard's /api/status is the same document (but for "now")
serve_start
curl -s -m 30 -o "$work/api.json" "$URL/api/status" || fail "GET /api/status"
python3 - "$work/json" "$work/api.json" <<'PY' || fail "/api/status differs from status --json"
import json, sys
a, b = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
assert abs(a.pop("now") - b.pop("now")) < 60
assert a == b, (a, b)
assert len(a["jobs"]) == 4 and a["collectors"], a
PY
serve_stop || fails=$((fails + 1))
# a collector that exits is gone at once (collect marks it as it ends)
one=sqlite:$work/one.db
"$P" init --db "$one" >/dev/null
"$P" collect --db "$one" --name c1 --until-empty --work-dir "$work" >/dev/null || fail "collect exited $?"
"$P" status --db "$one" --json | python3 -c 'import json, sys
c = json.load(sys.stdin)["collectors"]
assert [(x["name"], x["state"]) for x in c] == [("c1", "gone")] and c[0]["stopped_at"] > 0, c' ||
    fail "a collector that exited is not gone"
"$P" status --help | grep -q '^Usage: selfprof-perf status' || fail "status --help"
st=0
"$P" status --db "sqlite:$work/none.db" 2>"$work/err" || st=$?
[ $st = 1 ] && [ "$(wc -l <"$work/err")" = 1 ] && grep -q "none.db: no such database" "$work/err" \
    || fail "status on a missing database: $st $(cat "$work/err")"
st=0
"$P" status --bogus 2>"$work/err" || st=$?
[ $st = 2 ] || fail "status --bogus exited $st"
[ "$fails" -eq 0 ] && echo "status ($1): ok" || exit 1
