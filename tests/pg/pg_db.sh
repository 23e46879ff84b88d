# pg_db.sh — sourced by a test that needs PostgreSQL (one registered with
# selfprof_pg_test() in tests/CMakeLists.txt, so the CTest fixture perf_pg
# runs a server for it).
#
#   pg_fresh_db NAME   creates an empty database on the fixture's server
#                      and sets PG_DB to its URL (with the password) and
#                      PG_PASSWORD; no server is a failure (exit 1), never
#                      a skip.
#   pg_drop_db         drops it again; call it from your EXIT trap.
#   pg_psql ARGS...    psql on that database (-X -q -v ON_ERROR_STOP=1),
#                      e.g. pg_psql -tAc "SELECT count(*) FROM artifact".
pg_fresh_db() {
    f=${SELFPROF_PERF_PG_URL_FILE:-}
    if [ -z "$f" ] || [ ! -s "$f" ]; then
        echo "FAIL: no PostgreSQL server: no URL file '${f:-\$SELFPROF_PERF_PG_URL_FILE unset}' (the fixture perf_pg, tests/pg/pg_server.sh, writes it)" >&2
        exit 1
    fi
    PG_BASE_URL=$(cat "$f")
    PG_DB_NAME=$(printf '%s_%s' "$1" "$$" | tr -c 'a-zA-Z0-9_\n' _ | tr 'A-Z' 'a-z')
    PG_DB=${PG_BASE_URL%/*}/$PG_DB_NAME
    PG_PASSWORD=$(printf '%s' "$PG_BASE_URL" | sed 's|^postgres://[^:]*:\([^@]*\)@.*|\1|')
    PGOPTIONS="-c client_min_messages=warning" psql -X -q -v ON_ERROR_STOP=1 "$PG_BASE_URL" \
        -c "DROP DATABASE IF EXISTS $PG_DB_NAME" \
        -c "CREATE DATABASE $PG_DB_NAME" >/dev/null ||
        { echo "FAIL: cannot create database $PG_DB_NAME on the fixture's server" >&2; exit 1; }
}

pg_drop_db() {
    [ -n "${PG_DB_NAME:-}" ] || return 0
    psql -X -q "$PG_BASE_URL" -c "DROP DATABASE IF EXISTS $PG_DB_NAME WITH (FORCE)" >/dev/null 2>&1 || true
}

pg_psql() {
    psql -X -q -v ON_ERROR_STOP=1 "$PG_DB" "$@"
}
