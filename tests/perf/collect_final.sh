#!/bin/sh
# A job that cannot succeed on a retry fails at once, and the others go
# on: the collector (rustc 1.95, tests/data/perf-shapes) runs
# needs-registry, whose Cargo.lock pins a crate that no source has (each
# of its three profiles' jobs 'failed' after one try, "failed, not to be
# retried" and the crate named), lib-bins (done), and vendored in the doc
# profile, which queue leaves out unless --profiles names it and then
# queues in the full scenario alone (rustdoc has no incremental mode).
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db collect_final "$1"
P=$SELFPROF_PERF
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
cd "$work"
suite=$SRCDIR/tests/data/perf-shapes
"$P" init >/dev/null
"$P" artifact add r195 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" >/dev/null
"$P" queue r195 --benchmarks needs-registry,lib-bins,vendored --iterations 1 --self-profiles 1 \
    --suite "$suite" >/dev/null
[ "$(q "SELECT count(*) FROM job WHERE profile = 'doc'")" = 0 ] || fail "doc queued by default"
"$P" queue r195 --benchmarks vendored --profiles doc --iterations 1 --self-profiles 1 \
    --suite "$suite" >/dev/null
[ "$(q "SELECT scenarios FROM job WHERE profile = 'doc'")" = full ] ||
    fail "doc job: $(q "SELECT scenarios FROM job WHERE profile = 'doc'")"
"$P" collect --until-empty --name c1 >collect.out 2>&1 || fail "collect: $(cat collect.out)"
jobs() { # jobs BENCH STATE: how many of BENCH's jobs are in STATE after one try
    q "SELECT count(*) FROM job j JOIN benchmark b ON b.id = j.benchmark_id
       WHERE b.name = '$1' AND j.state = '$2' AND j.tries = 1"
}
[ "$(jobs needs-registry failed)" = 3 ] || fail "needs-registry: $(jobs needs-registry failed) of 3 failed after one try"
[ "$(jobs lib-bins done)" = 1 ] || fail "lib-bins not done"
[ "$(jobs vendored done)" = 4 ] || fail "vendored: $(jobs vendored done) of 4 done (check, debug, opt, doc)"
[ "$(grep -c 'needs-registry .*: failed, not to be retried: needs-registry: crate nosuchcrate-xyz 1\.2\.3 from crates\.io' collect.out)" = 3 ] ||
    fail "the failures' lines: $(grep needs-registry collect.out)"
grep -q 'try 2 of' collect.out && fail "a job was tried again: $(cat collect.out)"
[ "$(q "SELECT count(*) FROM job WHERE error LIKE '%vendor/%' AND error LIKE '%.cargo/config.toml%'")" = 3 ] ||
    fail "the jobs' errors: $(q "SELECT error FROM job WHERE state = 'failed'")"
[ "$fails" = 0 ] && echo "collect_final: ok" || exit 1
