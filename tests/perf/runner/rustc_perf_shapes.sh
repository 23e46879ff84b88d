#!/bin/sh
# rustc-perf's perf-config.json shapes, run as they are (rustc 1.95, small
# benchmarks of ours in tests/data/perf-shapes written like rustc-perf's):
#   zopts-bin       a binary, "-Z" in cargo_rustc_opts (RUSTC_BOOTSTRAP=1),
#                   category stable, patches from 0-, runs 1 (3 asked),
#                   rustc-perf's spelling of excluded_profiles (DocJson,
#                   Clippy too) and excluded_scenarios (IncrUnchanged)
#   lib-bins        a library and two binaries, cargo_opts "--bin two" and
#                   its touch_file: the binary two alone is measured
#   vendored        a crates.io dependency from its vendor/ folder, in
#                   profiles check and doc (rustdoc, measured and profiled)
#   own-config      a crates.io dependency from the source replacement of
#                   its own .cargo/config.toml
#   needs-registry  a crate that no source has: the job fails at once
#                   (exit 2: final), nothing built, one line naming the
#                   crate and the two ways to provide it
#   stale-vendor    serde 1.0.219's shape: an exact requirement ("=0.1.5")
#                   that its vendor/ (tinydep 0.1.0) does not meet, which
#                   only cargo finds: final too, one line, not cargo's tail
#   no-lock         no Cargo.lock and a crate that no source has: the same
#   dev-only        rustc-perf's encoding's shape: its lock (cargo's first
#                   format) pins a crate that only a dev-dependency needs,
#                   and a path dependency: built, not refused
set -eu
: "${RUNNER_DRIVER:?}" "${SELFPROF:?}" "${SRCDIR:?}"
RUSTC=$(sh "$SRCDIR/scripts/find-rustc.sh")
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-shapes.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "rustc_perf_shapes: FAIL: $*" >&2; exit 1; }
counters=$("$RUNNER_DRIVER" --has-counters)
suite=$SRCDIR/tests/data/perf-shapes
run() { # run BENCH PROFILE SCENARIOS ITERATIONS: out/err in $work/BENCH-PROFILE.*
    "$RUNNER_DRIVER" "$suite" "$1" rustc "$RUSTC" - "$2" "$3" "$4" "$work/w" 120 \
        "$work/raw-$1-$2" >"$work/$1-$2.out" 2>"$work/$1-$2.err"
}
check() { # check BENCH PROFILE SCENARIOS ITERATIONS SIZES
    python3 "$SRCDIR/tests/perf/runner_check.py" "$work/$1-$2.out" "$work/raw-$1-$2" \
        --scenarios "$3" --iterations "$4" --sizes "$5" --counters "$counters" --selfprof "$SELFPROF"
}
leaf_profile() { # leaf_profile BENCH PROFILE CRATE: the self-profile is CRATE's alone
    [ "$(ls "$work/raw-$1-$2/0" | grep -cvx "$3-[0-9]*\.mm_profdata")" = 0 ] &&
        [ "$(ls "$work/raw-$1-$2/0" | wc -l)" = 1 ] ||
        fail "$1 $2: profiled $(ls "$work/raw-$1-$2/0"), not $3 alone"
}

run zopts-bin check all 3 || { cat "$work/zopts-bin-check.err" >&2; fail "zopts-bin"; }
check zopts-bin check 'full|incr-full|incr-patched: println|incr-patched: add-fn' 1 ""
leaf_profile zopts-bin check zopts_bin
! awk -F'\t' '/^sample / && $4 > 1' "$work/zopts-bin-check.out" | grep -q . || fail "zopts-bin: iterations beyond runs 1"
echo "ok zopts-bin: -Z options, a binary, patches 0- and 1-, runs 1, rustc-perf's exclusions"

run lib-bins check all 1 || { cat "$work/lib-bins-check.err" >&2; fail "lib-bins"; }
check lib-bins check full 1 ""
leaf_profile lib-bins check two
echo "ok lib-bins: --bin two and its touch_file measure that binary alone"

run vendored check all 0 || { cat "$work/vendored-check.err" >&2; fail "vendored"; }
check vendored check full 0 rmeta
run vendored doc full 0 || { cat "$work/vendored-doc.err" >&2; fail "vendored doc"; }
check vendored doc full 0 ""
leaf_profile vendored doc vendored
echo "ok vendored: crates.io from vendor/, profiles check and doc (rustdoc)"

run own-config check full 0 || { cat "$work/own-config-check.err" >&2; fail "own-config"; }
check own-config check full 0 rmeta
echo "ok own-config: crates.io replaced by its .cargo/config.toml"

st=0
run needs-registry check all 0 || st=$?
[ $st = 2 ] || fail "needs-registry: exit $st, not 2 (final): $(cat "$work/needs-registry-check.err")"
err=$work/needs-registry-check.err
[ "$(wc -l <"$err")" = 1 ] || fail "needs-registry: not one line: $(cat "$err")"
grep -q 'final: needs-registry: crate nosuchcrate-xyz 1\.2\.3 from crates\.io is not in ' "$err" &&
    grep -q 'vendor/' "$err" && grep -q '\.cargo/config\.toml' "$err" ||
    fail "needs-registry: $(cat "$err")"
[ ! -s "$work/needs-registry-check.out" ] || fail "needs-registry: samples: $(cat "$work/needs-registry-check.out")"
echo "ok needs-registry: fails at once, one line naming the crate and how to provide it"

unresolved() { # unresolved BENCH PATTERN: cargo's resolution error, final, one line
    st=0
    run "$1" check all 0 || st=$?
    err=$work/$1-check.err
    [ $st = 2 ] || fail "$1: exit $st, not 2 (final): $(cat "$err")"
    [ "$(wc -l <"$err")" = 1 ] && grep -q "final: $1: cargo finds no crate $2" "$err" &&
        grep -q '\.cargo/config\.toml' "$err" || fail "$1: $(cat "$err")"
}
unresolved stale-vendor 'tinydep =0\.1\.5 in its vendor/ folder (it has 0\.1\.0): vendor its crates again'
unresolved no-lock 'nosuchcrate-xyz in .*: put it in a vendor/ folder'
echo "ok stale-vendor, no-lock: a crate only cargo finds missing fails at once, in one line"

run dev-only check full 0 || { cat "$work/dev-only-check.err" >&2; fail "dev-only"; }
check dev-only check full 0 rmeta
leaf_profile dev-only check dev_only
echo "ok dev-only: a locked crate of a dev-dependency alone is not asked for"
echo "7 passed, 0 failed"
