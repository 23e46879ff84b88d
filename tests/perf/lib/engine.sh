# engine.sh — sourced by tests/perf/*.sh: perf_test_db NAME ENGINE sets DB
# to the URL of a fresh, empty database of ENGINE (sqlite: a file in a
# temporary directory $work, removed at exit; postgres: a database on the
# server of the CTest fixture perf_pg, dropped at exit: register the test
# with selfprof_pg_test()) and exports SELFPROF_PERF_DB.
perf_test_db() {
    work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-$1.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    case $2 in
    sqlite) DB=sqlite:$work/db.sqlite ;;
    postgres) # a fresh database on the perf_pg fixture's server (tests/pg/pg_db.sh)
        . "$SRCDIR/tests/pg/pg_db.sh"
        pg_fresh_db "$1"
        trap 'pg_drop_db; rm -rf "$work"' EXIT
        DB=$PG_DB ;;
    *) echo "unknown engine '$2'" >&2; exit 2 ;;
    esac
    export SELFPROF_PERF_DB="$DB"
}
