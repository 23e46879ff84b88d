#!/bin/sh
# perf_run_job on real C benchmarks: matrix-c (linked: size:object and
# size:binary) with gcc-12 at debug and gcc-11 at opt, self-profiled
# through the GCC plugin built for each; xxhash (Debian's libxxhash-dev)
# with clang at debug, self-profiled with -ftime-trace imported by
# selfprof. One clean iteration plus the self-profiled one; runner_check.py
# checks every sample and that each stored self-profile equals selfprof
# summarize --json of its raw file. The GCC profile is the plugin's (named
# after the source file), clang's has clang's labels. Every profile of the
# table (perf/profile/profile.h) builds and records with gcc and clang on
# matrix-c (small: a compile is a fraction of a second); lto's profile
# holds lto1's (an ltrans partition); glm is C++ through g++-12 (its
# plugin in cc1plus) and clang++.
set -eu
: "${RUNNER_DRIVER:?}" "${SELFPROF:?}" "${SRCDIR:?}" "${BUILDDIR:?}"
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-runner-c.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "c_compilers: FAIL: $*" >&2; exit 1; }
counters=$("$RUNNER_DRIVER" --has-counters)
suite=$SRCDIR/perf/benchmarks
passed=0
run() { # TAG BENCH KIND CC PROFILE SIZES
    tag=$1
    "$RUNNER_DRIVER" "$suite" "$2" "$3" "$4" - "$5" all 1 "$work/w" 300 "$work/raw-$tag" \
        >"$work/out-$tag" 2>"$work/err-$tag" || { cat "$work/err-$tag" >&2; fail "$tag: the job failed"; }
    python3 "$SRCDIR/tests/perf/runner_check.py" "$work/out-$tag" "$work/raw-$tag" --scenarios full \
        --iterations 1 --sizes "$6" --counters "$counters" --selfprof "$SELFPROF"
    # the warm-up, the self-profiled iteration and iteration 1
    [ "$(grep -c '^progress full ' "$work/err-$tag")" -eq 3 ] || fail "$tag: progress lines"
    passed=$((passed + 1))
    echo "ok $tag"
}
run gcc12 matrix-c gcc gcc-12 debug object,binary
ls "$work/raw-gcc12/0" | grep -q '^matrix.c-[0-9]*\.mm_profdata$' || fail "gcc12: raw file $(ls "$work/raw-gcc12/0")"
"$SELFPROF" summarize "$work"/raw-gcc12/0/*.mm_profdata | grep -q '^parse ' || fail "gcc12: no parse row"
if [ -f "$BUILDDIR/plugins/gcc/gcc-11/selfprof.so" ]; then
    run gcc11 matrix-c gcc gcc-11 opt object,binary
    "$SELFPROF" summarize "$work"/raw-gcc11/0/*.mm_profdata | grep -q '^ira ' || fail "gcc11 -O2: no ira row"
else
    fail "the GCC plugin for gcc-11 is not built ($BUILDDIR/plugins/gcc/gcc-11; install gcc-11-plugin-dev)"
fi
run clang xxhash clang clang debug object
"$SELFPROF" summarize "$work"/raw-clang/0/*.mm_profdata | grep -q '^Frontend ' || fail "clang: no Frontend row"
for p in o3 os lto; do
    run "gcc12-$p" matrix-c gcc gcc-12 $p object,binary
done
ls "$work/raw-gcc12-lto/0" | grep -q 'ltrans.*\.mm_profdata$' || fail "gcc12-lto: no lto1 profile in $(ls "$work/raw-gcc12-lto/0")"
for p in opt o3 os lto; do
    run "clang-$p" matrix-c clang clang $p object,binary
done
run gcc12-cxx glm gcc gcc-12 os object
"$SELFPROF" summarize "$work"/raw-gcc12-cxx/0/*.mm_profdata | grep -q '^parse ' || fail "gcc12-cxx: no parse row"
run clang-cxx glm clang clang o3 object
echo "$passed passed, 0 failed"
