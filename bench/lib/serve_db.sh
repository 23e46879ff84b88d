# serve_db.sh — sourced by bench/serve_bench.sh and serve_render_bench.sh,
# which serve the same database.
#
# serve_db_make NAME BUILD: makes a temporary directory $work
# (${TMPDIR:-/tmp}/NAME.XXXXXX) and perf_report_bench's database (a
# 3,000-label self-profile on A and B, 300 test cases with 30 artifacts of
# history), kept by PERF_REPORT_BENCH_KEEP, into $db; NAME also starts the
# error lines. At exit, also when the script stops half-way: every server
# in $servers is killed, $work, the database and its directory removed.
#
# serve_db_start PROGRAM TAG [OPTIONS...]: starts `PROGRAM serve` on $db
# (or on the database URL $serve_db_url when set),
# on a free loopback port, with OPTIONS (--web DIR), its output in
# $work/out.TAG and $work/err.TAG, adds it to $servers and sets $url to its
# http://HOST:PORT once it listens (10 s at most, else it exits 1). Call it
# in the script's own shell, not in a subshell: the exit trap kills
# $servers.
# shellcheck shell=sh
servers=
serve_db_cleanup() {
    for serve_db_p in $servers; do kill "$serve_db_p" 2>/dev/null; done
    rm -rf "$work" "${db:-}" "${db%/*}"
}

serve_db_make() {
    serve_db_name=$1
    work=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")
    trap serve_db_cleanup EXIT
    PERF_REPORT_BENCH_KEEP=1 "$2/bench/perf_report_bench" --runs 1 >/dev/null 2>"$work/keep"
    db=$(sed -n 's/.*kept \(.*\)$/\1/p' "$work/keep")
    [ -f "$db" ] || { echo "$1: perf_report_bench kept no database" >&2; cat "$work/keep" >&2; exit 1; }
}

serve_db_start() {
    serve_db_prog=$1
    serve_db_tag=$2
    shift 2
    "$serve_db_prog" serve --listen 127.0.0.1:0 --db "${serve_db_url:-sqlite:$db}" "$@" \
        >"$work/out.$serve_db_tag" 2>"$work/err.$serve_db_tag" &
    servers="$servers $!"
    for _ in $(seq 100); do
        url=$(sed -n 's|.*listening on \(http://[^/]*\)/.*|\1|p' "$work/out.$serve_db_tag")
        [ -n "$url" ] && return
        sleep 0.1
    done
    echo "$serve_db_name: $serve_db_prog did not start" >&2
    cat "$work/err.$serve_db_tag" >&2
    exit 1
}
