#!/bin/sh
# The queue's API contracts (queue_driver api) on a fresh database of the
# engine named by $1: sqlite (a real file in a temporary directory) or
# postgres (the server of the PostgreSQL fixture, $SELFPROF_PERF_PG_URL).
set -eu
: "${QUEUE_DRIVER:?}" "${TESTDATA:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db queue_api "$1"
"$QUEUE_DRIVER" api "$DB" "$TESTDATA/rustc-1.95/plain.mm_profdata"
