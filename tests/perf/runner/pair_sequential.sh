#!/bin/sh
# perf_run_pair's sequential stopping (perf/run/run_stop.c) and a partner
# that measures only (perf_job.measure_only), on matrix-c with gcc-12 at
# debug, 8 iterations (one look, after 5 pairs): the partner is the same
# gcc made 5x slower by selfprof-perf-slow (4x its CPU time burned), a
# change no noise of this machine hides in 5 pairs, so both sides stop
# after 5 clean iterations, the same on each side; the partner runs no
# self-profiled iteration and has no profile. With RUNNER_FIXED=1 (and
# the same gcc on both sides, which is faster) both run all 8.
set -eu
: "${RUNNER_DRIVER:?}" "${SRCDIR:?}" "${BUILDDIR:?}"
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-runner-seq.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "pair_sequential: FAIL: $*" >&2; exit 1; }
command -v gcc-12 >/dev/null || fail "gcc-12 is not installed"
slow="$BUILDDIR/selfprof-perf-slow"
[ -x "$slow" ] || fail "$slow is not built"
printf '#!/bin/sh\nexec "%s" 4 gcc-12 "$@"\n' "$slow" >"$work/slow-gcc"
chmod +x "$work/slow-gcc"
suite=$SRCDIR/perf/benchmarks
run() { # TAG PARTNER-COMPILER
    RUNNER_PARTNER="$2" RUNNER_MEASURE_ONLY=1 \
        "$RUNNER_DRIVER" "$suite" matrix-c gcc gcc-12 - debug full 8 "$work/w" 300 "$work/raw-$1" \
        >"$work/out-$1" 2>"$work/err-$1" || { cat "$work/err-$1" >&2; fail "$1: the pair failed"; }
}
# clean iterations of cpu-time: "sample" (the job) or "partner-sample"
clean() { grep -c "^$1 full	cpu-time	s	[1-9][0-9]*	0	" "$work/out-$2" || true; }

run seq "$work/slow-gcc"
[ "$(clean sample seq)" = 5 ] || fail "stopping: the job ran $(clean sample seq) clean iterations, not 5"
[ "$(clean partner-sample seq)" = 5 ] || fail "stopping: the partner ran $(clean partner-sample seq), not 5"
grep -q '^sample full	cpu-time	s	0	1	' "$work/out-seq" || fail "the job's self-profiled iteration"
! grep -q '^partner-sample [^	]*	[^	]*	[^	]*	0	' "$work/out-seq" ||
    fail "the measure-only partner ran a self-profiled iteration"
! grep -q '^partner-profile ' "$work/out-seq" || fail "the measure-only partner has a profile"
! grep -q '^progress full [678] ' "$work/err-seq" || fail "progress after the stop: $(cat "$work/err-seq")"
echo "ok stopped after 5 pairs, measure-only partner"

export RUNNER_FIXED=1
run fixed gcc-12
[ "$(clean sample fixed)" = 8 ] || fail "fixed: the job ran $(clean sample fixed), not 8"
[ "$(clean partner-sample fixed)" = 8 ] || fail "fixed: the partner ran $(clean partner-sample fixed), not 8"
echo "ok fixed iterations: 8 pairs"
echo "2 passed, 0 failed"
