#!/bin/sh
# selfprof-perf serve when its SQLite file is replaced or deleted under it
# (perf/serve/db_conn.h): a connection reads the file it opened whatever
# happens to the path, so without a check serve kept answering 200 from
# the old file and logged nothing. Replaced (another file moved over it):
# the next answers come from the new file, the cached one included, and
# the log says so once. Deleted: 503 (a JSON error), the log says so and
# that the database is unreachable, once each. A file put back: 200 from
# it within a second, "reachable again" in the log. SQLite only: a
# PostgreSQL database has no file.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
[ "$1" = sqlite ] || exit 77
command -v sqlite3 >/dev/null || { echo "SKIP: no sqlite3"; exit 77; }
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/serve.sh"
perf_test_db serve-db-moved "$1"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
cd "$work"
path=${DB#sqlite:}

# newdb FILE NAME: a database of its own whose one artifact is NAME, closed
# (no WAL left beside it)
newdb() {
    "$SELFPROF_PERF" init --db "sqlite:$1" >/dev/null
    sqlite3 "$1" "INSERT INTO artifact (name, kind, compiler, version, date, added_at)
        VALUES ('$2', 'rustc', '/bin/rustc', 'rustc 1.95.0', '2026-01-01T00:00:00Z', '2026-01-01')"
}
newdb "$path" first
newdb other.db second
newdb third.db third

serve_start
code() { rm -f body hdr; curl -s -m 30 -D hdr -o body -w '%{http_code}' "$URL$1"; }
# the artifacts' names in the answer (sed: python3 starts slowly on a busy machine)
names() { grep -o '"name":"[a-z]*"' body | sed 's/"name":"\(.*\)"/\1/' | tr '\n' ' ' | sed 's/ $//'; }
xcache() { sed -n 's/^[Xx]-[Cc]ache: *\([a-z]*\).*/\1/p' hdr; }
# every worker thread (4) gets a connection to the first file
for _ in 1 2 3 4 5 6 7 8; do
    [ "$(code /api/artifacts)" = 200 ] && [ "$(names)" = first ] || fail "before: $(cat body)"
done
[ "$(xcache)" = hit ] || fail "a repeated answer is not from the cache: '$(xcache)'"

# replaced: another file moved over the path
mv other.db "$path"
for i in 1 2 3 4 5 6 7 8; do
    c=$(code /api/artifacts)
    [ "$c" = 200 ] && [ "$(names)" = second ] || fail "after the replace ($i): $c $(cat body)"
done
[ "$(grep -c 'was replaced; reopening' "$work/serve.err")" -eq 1 ] ||
    fail "the replace is not said once: $(cat "$work/serve.err")"
grep -q "database file of sqlite:$path was replaced" "$work/serve.err" ||
    fail "the replace line does not name the database"

# deleted: 503 at once, said in the log
rm -f "$path"
for i in 1 2 3 4 5 6; do
    start=$(date +%s)
    c=$(code /api/artifacts)
    [ "$c" = 503 ] || fail "after the delete ($i): $c $(cat body)"
    [ $(($(date +%s) - start)) -lt 5 ] || fail "a request after the delete took long"
done
grep -q '"status":503' body && grep -q 'unavailable' body || fail "503 body $(cat body)"
[ "$(grep -c 'was deleted; reopening' "$work/serve.err")" -eq 1 ] ||
    fail "the delete is not said once: $(cat "$work/serve.err")"
[ "$(grep -c 'database unreachable: .*no such database' "$work/serve.err")" -eq 1 ] ||
    fail "the missing file is not said once: $(cat "$work/serve.err")"

# a file put back: 200 from it within a second (the next probe)
cp third.db "$path"
ok=
for _ in $(seq 20); do
    c=$(code /api/artifacts)
    [ "$c" = 200 ] && { ok=1; break; }
    sleep 0.1
done
[ -n "$ok" ] && [ "$(names)" = third ] || fail "not back within 2 s of the file: $c $(cat body)"
grep -q 'database reachable again' "$work/serve.err" || fail "the return is not said"
serve_stop || fails=$((fails + 1))
[ "$fails" -eq 0 ] && echo "serve_db_moved: ok" || { cat "$work/serve.err"; exit 1; }
