# engine.sh — sourced by tests/perf/*.sh: perf_test_db NAME ENGINE sets DB
# to the URL of a fresh, empty database of ENGINE (sqlite: a file in a
# temporary directory $work, removed at exit; postgres: a database on the
# server of the CTest fixture perf_pg, dropped at exit: register the test
# with selfprof_pg_test()) and exports SELFPROF_PERF_DB.
# At exit, also when the test fails half-way: a dashboard server the test
# started (serve_start in serve.sh sets SERVER; serve_stop clears it) is
# killed, the database dropped, $work removed.
perf_test_cleanup() {
    if [ -n "${SERVER:-}" ]; then
        kill -KILL "$SERVER" 2>/dev/null
        wait "$SERVER" 2>/dev/null
    fi
    [ "${PERF_ENGINE:-}" != postgres ] || pg_drop_db
    # a collector the test killed may still be removing its files in
    # $work for a moment: rm then fails with "Directory not empty" and,
    # under set -e, fails a test that passed; try again after it is done
    rm -rf "$work" 2>/dev/null || { sleep 1; rm -rf "$work"; }
}

perf_test_db() {
    work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-$1.XXXXXX")
    PERF_ENGINE=$2
    trap perf_test_cleanup EXIT
    case $2 in
    sqlite) DB=sqlite:$work/db.sqlite ;;
    postgres) # a fresh database on the perf_pg fixture's server (tests/pg/pg_db.sh)
        . "$SRCDIR/tests/pg/pg_db.sh"
        pg_fresh_db "$1"
        DB=$PG_DB ;;
    *) echo "unknown engine '$2'" >&2; exit 2 ;;
    esac
    export SELFPROF_PERF_DB="$DB"
}
