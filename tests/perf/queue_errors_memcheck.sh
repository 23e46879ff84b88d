#!/bin/sh
# selfprof-perf queue under valgrind memcheck on its error paths: a
# database error on the second benchmark of a request (a SQLite trigger
# refuses its row) after the first one's scenarios were chosen must leave
# no definite leak (queue_artifact once returned without freeing them), and
# queue nothing. The successful queue of the same request is checked the
# same way. SQLite only (the trigger); skipped (77) without valgrind.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
[ "$1" = sqlite ] || { echo "queue_errors_memcheck: SQLite only" >&2; exit 77; }
command -v valgrind >/dev/null || { echo "queue_errors_memcheck: no valgrind" >&2; exit 77; }
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db queue_errors_memcheck "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
# vg WANT ARGS...: selfprof-perf ARGS under memcheck must exit WANT, with no
# memcheck error and no definite leak (9 from valgrind otherwise).
vg() {
    want=$1
    shift
    st=0
    valgrind -q --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite \
        --log-file=vg.log "$P" "$@" >out 2>err || st=$?
    if [ "$st" != "$want" ] || [ -s vg.log ]; then
        fail "selfprof-perf $* under valgrind: status $st (want $want): $(head -n 3 err)"
        head -n 40 vg.log
    fi
}
cd "$work"
# Two C benchmarks of a suite of our own: the request has two jobs (debug, opt) each.
mkdir -p suite/one suite/two
for b in one two; do
    printf 'int %s(void) { return 1; }\n' "$b" >"suite/$b/$b.c"
    cat >"suite/$b/perf-config.json" <<J
{"description": "$b", "language": "c", "category": "primary", "artifact": "binary",
 "files": ["$b.c"]}
J
done
"$P" init >/dev/null
q "INSERT INTO artifact (name, kind, compiler, version, date, added_at)
   VALUES ('c1', 'gcc', '/usr/bin/gcc', 'gcc 12', '2024-01-01', '2024-01-01')" >/dev/null
# The first benchmark's row goes in; the second's fails, whichever comes first.
q "CREATE TRIGGER second_benchmark BEFORE INSERT ON benchmark
   WHEN (SELECT count(*) FROM benchmark) >= 1
   BEGIN SELECT RAISE(ABORT, 'injected: no second benchmark'); END" >/dev/null
vg 1 queue c1 --suite "$work/suite"
grep -q 'injected: no second benchmark' err || fail "the injected error: $(cat err)"
[ "$(q "SELECT count(*) FROM job")" = 0 ] || fail "a failed queue made jobs"
[ "$(q "SELECT count(*) FROM benchmark")" = 0 ] || fail "a failed queue kept its benchmark rows"
q "DROP TRIGGER second_benchmark" >/dev/null
vg 0 queue c1 --suite "$work/suite"
grep -qx 'request #[0-9]*: c1: 4 jobs queued, 0 queued again, 0 already measured or queued' out \
    || fail "queue c1: $(cat out err)"
[ "$fails" -eq 0 ] && echo "queue_errors_memcheck ($1): ok" || exit 1
