# perf_db.sh — sourced by the selfprof-perf tests that run once per engine
# (tests/CMakeLists.txt: PERF_BOTH_ENGINES). In the test's directory:
#   perf_engine_db ENGINE   sqlite: DB=sqlite:db.sqlite; postgres: a fresh
#                           database on the perf_pg fixture's server
#                           (tests/pg/pg_db.sh; no server is a failure).
#                           Sets DB, NAME (DB as messages show it: no
#                           password) and exports SELFPROF_PERF_DB.
#   q SQL                   runs SQL with the engine's own client (sqlite3
#                           or psql), rows as space-separated fields.
#   perf_engine_cleanup     drops the PostgreSQL database; call it from
#                           the EXIT trap.
#   no_password FILE...     fails the test when a file holds the password.
perf_engine_db() {
    ENGINE=$1
    case $ENGINE in
    sqlite)
        DB=sqlite:db.sqlite NAME=$DB PG_PASSWORD=
        q() { sqlite3 -separator ' ' db.sqlite "$1"; } ;;
    postgres)
        . "$SRCDIR/tests/pg/pg_db.sh"
        pg_fresh_db "$2"
        DB=$PG_DB NAME=$(printf '%s' "$PG_DB" | sed 's|^\(postgres://[^:@/]*\):[^@]*@|\1@|')
        q() { pg_psql -tA -F ' ' -c "$1"; } ;;
    *) echo "unknown engine '$ENGINE' (sqlite or postgres)" >&2; exit 2 ;;
    esac
    export SELFPROF_PERF_DB="$DB"
}

perf_engine_cleanup() {
    [ "${ENGINE:-}" = postgres ] && pg_drop_db
    return 0
}

no_password() {
    [ -n "${PG_PASSWORD:-}" ] || return 0
    for f in "$@"; do
        if grep -qF "$PG_PASSWORD" "$f"; then
            echo "FAIL: $f shows the database password"
            fails=$((fails + 1))
        fi
    done
}
