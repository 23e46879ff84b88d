#!/bin/sh
# perf_run_job on a real Rust benchmark (fnv from Debian's registry) with
# rustc 1.95 and rustup's cargo, profile check, every scenario: full,
# incr-full, incr-unchanged and both patches (applied cumulatively), one
# clean iteration plus the self-profiled one. runner_check.py checks every
# sample (and that instructions:u is absent without hardware counters) and
# that each self-profile's raw file summarizes as stored. Then: only the
# dependencies' prep and the leaf is measured (the measured rmeta is
# fnv's), the second patch grows the crate's metadata, the progress lines,
# a job asking for incr-patched alone still applies the patches in order
# (incr-full and the first patch built, unmeasured), Debian's rustc 1.63
# with its cargo 0.66 (profile format v8), and a crate whose dev-dependencies,
# bench target and stale Cargo.lock cannot be built offline.
set -eu
: "${RUNNER_DRIVER:?}" "${SELFPROF:?}" "${SRCDIR:?}"
RUSTC=$(sh "$SRCDIR/scripts/find-rustc.sh")
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-runner.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "rust_scenarios: FAIL: $*" >&2; exit 1; }
counters=$("$RUNNER_DRIVER" --has-counters)
suite=$SRCDIR/perf/benchmarks
scen='full|incr-full|incr-unchanged|incr-patched: write-len|incr-patched: add-fn'

"$RUNNER_DRIVER" "$suite" fnv rustc "$RUSTC" - check all 1 "$work/w" 300 "$work/raw" \
    >"$work/out" 2>"$work/err" || { cat "$work/err" >&2; fail "the job failed"; }
python3 "$SRCDIR/tests/perf/runner_check.py" "$work/out" "$work/raw" --scenarios "$scen" \
    --iterations 1 --sizes rmeta --counters "$counters" --selfprof "$SELFPROF"
[ -z "$(ls -A "$work/w")" ] || fail "the job's work directory was not removed: $(ls "$work/w")"
# the self-profile is fnv's own: rustc's profile file is named after the crate
ls "$work/raw/0" | grep -q '^fnv-[0-9]*\.mm_profdata$' || fail "raw file $(ls "$work/raw/0")"
# patch 2 adds a public function: more metadata than after patch 1
s1=$(awk -F'\t' '$1 == "sample incr-patched: write-len" && $2 == "size:rmeta" && $4 == 1 {print $6}' "$work/out")
s2=$(awk -F'\t' '$1 == "sample incr-patched: add-fn" && $2 == "size:rmeta" && $4 == 1 {print $6}' "$work/out")
[ "$s2" -gt "$s1" ] || fail "rmeta after add-fn ($s2) not larger than after write-len ($s1)"
# progress: the warm-up build (iteration -1: the first scenario only), then
# one call per scenario and iteration, in order, fraction rising
[ "$(grep -c '^progress ' "$work/err")" -eq 11 ] || fail "progress lines: $(cat "$work/err")"
[ "$(sed -n 1p "$work/err")" = "progress full -1 1 0.000" ] || fail "first progress line"
[ "$(sed -n 2p "$work/err")" = "progress full 0 1 0.091" ] || fail "second progress line"
[ "$(sed -n 11p "$work/err")" = "progress incr-patched: add-fn 1 1 0.909" ] || fail "last progress line"
echo "ok fnv check: every scenario, iterations 0 and 1"

# Only the second patch asked for: the first is applied before it.
"$RUNNER_DRIVER" "$suite" fnv rustc "$RUSTC" - debug "incr-patched: add-fn" 0 "$work/w" 300 \
    "$work/raw2" >"$work/out2" 2>"$work/err2" || { cat "$work/err2" >&2; fail "add-fn alone"; }
python3 "$SRCDIR/tests/perf/runner_check.py" "$work/out2" "$work/raw2" \
    --scenarios "incr-patched: add-fn" --iterations 0 --sizes rlib,rmeta --counters "$counters" \
    --selfprof "$SELFPROF"
echo "ok fnv debug: incr-patched: add-fn alone"

# Debian's rustc 1.63 driven by Debian's cargo 0.66 (its own Cargo.lock,
# profile format v8), profile opt, the self-profiled iteration only.
"$RUNNER_DRIVER" "$suite" fnv rustc /usr/bin/rustc /usr/bin/cargo opt all 0 "$work/w" 300 \
    "$work/raw3" >"$work/out3" 2>"$work/err3" || { cat "$work/err3" >&2; fail "rustc 1.63"; }
python3 "$SRCDIR/tests/perf/runner_check.py" "$work/out3" "$work/raw3" --scenarios "$scen" \
    --iterations 0 --sizes rlib,rmeta --counters "$counters" --selfprof "$SELFPROF"
[ "$(od -An -tu1 -j4 -N1 "$work"/raw3/0/*.mm_profdata | tr -d ' ')" = 8 ] || fail "1.63: not format v8"
echo "ok fnv opt with rustc 1.63 and cargo 0.66: format v8"

# What cannot be built offline is dropped from the private copy: a
# dev-dependency on a crate no package ships, a [[bench]] target, a
# [target.'cfg(unix)'.dev-dependencies] table, and a shipped Cargo.lock
# pinning a version the registry lacks (cargo --offline fails on each).
mkdir -p "$work/suite/devdeps/src" "$work/suite/devdeps/benches"
cat >"$work/suite/devdeps/Cargo.toml" <<'T'
[package]
name = "devdeps"
version = "0.1.0"
edition = "2018"

[dependencies]
fnv = "1"

[dev-dependencies]
no-such-crate-anywhere = "9"

[[bench]]
name = "b"
harness = false

[target.'cfg(unix)'.dev-dependencies.another-missing-crate]
version = "3"
T
printf 'pub fn h(b: &[u8]) -> u64 { use std::hash::Hasher; let mut f = fnv::FnvHasher::default(); f.write(b); f.finish() }\n' \
    >"$work/suite/devdeps/src/lib.rs"
printf 'fn main() {}\n' >"$work/suite/devdeps/benches/b.rs"
printf '[[package]]\nname = "fnv"\nversion = "1.0.99"\n' >"$work/suite/devdeps/Cargo.lock"
printf '{"artifact": "library", "category": "secondary"}\n' >"$work/suite/devdeps/perf-config.json"
"$RUNNER_DRIVER" "$work/suite" devdeps rustc "$RUSTC" - check full 0 "$work/w" 300 "$work/raw4" \
    >"$work/out4" 2>"$work/err4" || { cat "$work/err4" >&2; fail "devdeps"; }
python3 "$SRCDIR/tests/perf/runner_check.py" "$work/out4" "$work/raw4" --scenarios full \
    --iterations 0 --sizes rmeta --counters "$counters" --selfprof "$SELFPROF"
# the measured crate is the leaf (devdeps), not its dependency fnv
ls "$work/raw4/0" | grep -q '^devdeps-[0-9]*\.mm_profdata$' || fail "devdeps: raw file $(ls "$work/raw4/0")"
echo "ok devdeps: dev-dependencies, [[bench]] and a stale Cargo.lock dropped; only the leaf measured"
echo "4 passed, 0 failed"
