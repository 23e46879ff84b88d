#!/bin/sh
# perf_init_artifact.sh ENGINE: selfprof-perf init and artifact on a real
# database of ENGINE: sqlite (a file) or postgres (a database on the
# perf_pg fixture's server), with real compilers: three `init` at once
# while another client holds the lock (exactly one migrates), again (a
# no-op), artifacts of rustc 1.95 (rustup), Debian's rustc 1.63 with
# Debian's cargo, gcc-12 and gcc-11 with a parent, the schema checked with
# the engine's own client, a lock held past the 5 s timeout, and every
# refusal one "selfprof-perf: ..." line with status 1 (2 for usage) that
# stores nothing and never shows the password.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
[ $# -eq 1 ] || { echo "usage: perf_init_artifact.sh sqlite|postgres" >&2; exit 2; }
P=$SELFPROF_PERF
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-perf-init.XXXXXX")
locker=
# The lock holder below is stopped too when the test fails or is killed.
trap '[ -n "$locker" ] && kill "$locker" 2>/dev/null; perf_engine_cleanup; rm -rf "$work"' EXIT
cd "$work"
fails=0
. "$SRCDIR/tests/integration/lib/perf_db.sh"
perf_engine_db "$1" perf_init_artifact
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
# refuse STATUS PATTERN CMD...: CMD exits STATUS with one matching line.
refuse() {
    want=$1 pattern=$2
    shift 2
    st=0
    "$@" >out 2>err || st=$?
    [ "$st" -eq "$want" ] || fail "$* exited $st, not $want"
    [ "$(wc -l <err)" -eq 1 ] && grep -q "^selfprof-perf: .*$pattern" err \
        || { fail "$*: stderr is not one line matching '$pattern':"; cat err; }
    no_password out err
}
count() { q "SELECT count(*) FROM $1"; }

refuse 1 "run 'selfprof-perf init' first" "$P" artifact list
# Three `init` at once on the empty database, started while another client
# holds the lock they need (PostgreSQL: the migration's advisory lock;
# SQLite: the write lock), so they all wait and then overlap.
if [ "$ENGINE" = postgres ]; then
    pg_psql -c "SELECT pg_advisory_lock(7340092716)" -c "SELECT pg_sleep(2)" >/dev/null &
else
    sqlite3 db.sqlite "BEGIN IMMEDIATE; CREATE TABLE hold (x);" ".shell sleep 2" "ROLLBACK;" >/dev/null &
fi
locker=$!
sleep 0.5
start=$(date +%s)
pids=
for i in 1 2 3; do
    "$P" init >init$i.out 2>init$i.err &
    pids="$pids $!"
done
st=0
for pid in $pids; do wait "$pid" || st=$?; done
wait "$locker"
locker=
[ "$st" -eq 0 ] || { fail "a concurrent init failed:"; cat init*.err; }
[ $(($(date +%s) - start)) -ge 1 ] || fail "the concurrent inits did not wait for the lock"
cat init1.out init2.out init3.out | sort >inits
# Each migration is a step of its own under the lock: one init migrates
# from 0; another may find a step done and take the next ("migrated from
# 1" or later), or find everything done ("current"). All end at the
# latest version, $LATEST: one per file of perf/schema (so that a new
# migration needs no edit here).
LATEST=$(find "$SRCDIR/perf/schema" -name '[0-9][0-9][0-9][0-9]_*.sql' | wc -l | tr -d ' ')
{ [ "$(grep -c "^$NAME: schema version $LATEST, migrated from 0\$" inits)" = 1 ] &&
  [ "$(grep -c -E "^$NAME: schema version $LATEST, (current|migrated from [1-9])\$" inits)" = 2 ]; } ||
    { fail "concurrent inits:"; cat inits init*.err; }
no_password init1.out init2.out init3.out init1.err init2.err init3.err
[ "$("$P" init)" = "$NAME: schema version $LATEST, current" ] || fail "another init"
if [ "$ENGINE" = sqlite ]; then
    [ "$(sqlite3 db.sqlite 'PRAGMA journal_mode')" = wal ] || fail "not in WAL mode"
fi
[ "$(count schema_version)" = "$LATEST" ] || fail "schema_version rows"
for t in artifact benchmark metric request job collector sample self_profile label \
         query_block artifact_size raw_profile raw_blob test_case artifact_count; do
    count "$t" >/dev/null || fail "no table $t"
done
# --db wins over the environment.
"$P" init --db sqlite:other.db >/dev/null && [ -f other.db ] || fail "--db other.db"

rustc195=$(sh "$SRCDIR/scripts/find-rustc.sh")
"$P" artifact add r195 --rustc "$rustc195" --date 2026-04-14 >/dev/null || fail "add r195"
"$P" artifact add r163 --rustc /usr/bin/rustc --cargo /usr/bin/cargo --date 2022-08-11 \
    >/dev/null || fail "add r163"
"$P" artifact add g11 --cc gcc-11 --date 2022-04-21 >/dev/null || fail "add g11"
"$P" artifact add g12 --cc gcc-12 --parent g11 --date 2022-08-19T10:00:00Z >/dev/null || fail "add g12"
q "SELECT name, kind FROM artifact ORDER BY id" >kinds
printf 'r195 rustc\nr163 rustc\ng11 gcc\ng12 gcc\n' | cmp -s - kinds || { fail "kinds"; cat kinds; }
[ "$(q "SELECT version FROM artifact WHERE name = 'r163'")" = "rustc 1.63.0" ] \
    || fail "r163 version"
[ "$(q "SELECT cargo FROM artifact WHERE name = 'r163'")" = /usr/bin/cargo ] \
    || fail "r163 cargo"
[ "$(q "SELECT p.name FROM artifact a JOIN artifact p ON p.id = a.parent_id")" = g11 ] \
    || fail "g12's parent"
"$P" artifact list | cut -f1 | tr '\n' ' ' >names
[ "$(cat names)" = "r195 g12 r163 g11 " ] || fail "list order: $(cat names)"
if command -v clang >/dev/null; then
    "$P" artifact add c --cc clang >/dev/null && [ "$(q "SELECT kind FROM artifact WHERE name = 'c'")" = clang ] \
        || fail "clang kind"
    q "DELETE FROM artifact WHERE name = 'c'" >/dev/null
fi

refuse 1 "'g12' exists already" "$P" artifact add g12 --cc gcc-12
refuse 1 "parent 'nope' is not an artifact" "$P" artifact add g --cc gcc --parent nope
refuse 1 "compiler '/nonexistent/cc' not found" "$P" artifact add g --cc /nonexistent/cc
refuse 1 "not a rustc" "$P" artifact add g --rustc /bin/echo
refuse 1 "neither gcc nor clang" "$P" artifact add g --cc "$rustc195"
refuse 1 "no cargo at /nonexistent" "$P" artifact add g --rustc /usr/bin/rustc --cargo /nonexistent
refuse 1 "not ISO 8601" "$P" artifact add g --cc gcc --date yesterday
refuse 1 "exactly one of --rustc" "$P" artifact add g --cc gcc --rustc /usr/bin/rustc
refuse 2 "give one NAME" "$P" artifact add
refuse 2 "unknown verb" "$P" frobnicate
refuse 1 "cannot connect: .*Connection refused" "$P" init --db postgres://u:pw@127.0.0.1:1/x
refuse 1 "no file name" "$P" init --db sqlite:
[ "$(count artifact)" = 4 ] || fail "refusals stored something"
# A database from a newer program is refused and left alone.
q "INSERT INTO schema_version VALUES (99, 'later')" >/dev/null
refuse 1 "schema version 99 is newer" "$P" init
refuse 1 "schema version 99 is newer" "$P" artifact list
# A locked database: a writer holds it longer than the busy (SQLite) or
# lock (PostgreSQL) timeout of 5 s.
q "DELETE FROM schema_version WHERE version = 99" >/dev/null
if [ "$ENGINE" = postgres ]; then
    pg_psql -c "BEGIN" -c "LOCK TABLE artifact IN EXCLUSIVE MODE" -c "SELECT pg_sleep(8)" \
        -c "COMMIT" >/dev/null &
else
    ( sqlite3 db.sqlite "BEGIN IMMEDIATE; SELECT 1;" ".shell sleep 8" "COMMIT;" >/dev/null ) &
fi
locker=$!
sleep 1
refuse 1 "database is locked (after 5 s)" "$P" artifact add g --cc gcc
wait "$locker"
locker=
[ "$(count artifact)" = 4 ] || fail "the locked add stored something"
"$P" artifact add g --cc gcc >/dev/null || fail "add after the lock is gone"
for v in init artifact; do
    "$P" "$v" --help | grep -q "^Usage: selfprof-perf $v" || fail "$v --help"
done
[ "$fails" -eq 0 ] && echo "perf_init_artifact $ENGINE: ok" || exit 1
