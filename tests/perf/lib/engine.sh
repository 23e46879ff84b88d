# engine.sh — sourced by tests/perf/*.sh: perf_test_db NAME ENGINE sets DB
# to the URL of a fresh, empty database of ENGINE (sqlite: a file in a
# temporary directory $work, removed at exit) and exports
# SELFPROF_PERF_DB.
perf_test_db() {
    work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-$1.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    case $2 in
    sqlite) DB=sqlite:$work/db.sqlite ;;
    *) echo "unknown engine '$2'" >&2; exit 2 ;;
    esac
    export SELFPROF_PERF_DB="$DB"
}
