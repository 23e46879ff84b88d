#!/bin/sh
# The runner's faults, each one error naming what failed, never a crash or
# a hang: a broken perf-config.json; a Rust benchmark that does not compile
# (rustc's error in the message), and one whose patch breaks it (exit 3:
# the other scenarios keep every sample, the failed one has none); a C benchmark that does not
# compile; a compiler that hangs (killed with its whole process group
# after the per-invocation timeout, for gcc and under cargo for rustc); a
# compiler that crashes (a signal); the runner killed while a compiler
# runs (the compiler dies with it); a missing compiler and a missing
# source package; a job whose scenario or profile the benchmark lacks (those
# last five final: exit 2, no retry can mend them).
set -eu
: "${RUNNER_DRIVER:?}" "${SRCDIR:?}"
RUSTC=$(sh "$SRCDIR/scripts/find-rustc.sh")
CARGO=$(dirname "$RUSTC")/cargo
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-runner-faults.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
fails=0 passed=0
fail() { echo "faults: FAIL: $*" >&2; fails=$((fails + 1)); }
# alive PID: the process runs (a zombie is dead: PID 1 here may not reap
# the orphans of a killed group).
alive() {
    st=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -c1) || st=
    [ -n "$st" ] && [ "$st" != Z ] && [ "$st" != X ]
}
ok() { passed=$((passed + 1)); echo "ok $passed - $*"; }
# refuse NAME PATTERN ARGS...: the driver fails (exit 1) and its first
# error line matches PATTERN (grep -E). refuse_final: a failure that no
# retry can mend (exit 2, "final: " before the message).
want=1
refuse() {
    name=$1 pattern=$2
    shift 2
    st=0
    "$RUNNER_DRIVER" "$@" >out 2>err || st=$?
    grep -v '^progress ' err >msg || true
    if [ "$st" -ne "$want" ]; then
        fail "$name: exit $st, not $want"; cat err >&2
    elif ! head -n 1 msg | grep -Eq "^runner_driver: .*$pattern"; then
        fail "$name: first error line does not match '$pattern':"; cat msg >&2
    else
        ok "$name: $(head -n 1 msg | cut -c1-150)"
    fi
}
refuse_final() {
    want=2
    name=$1 fpattern="final: $2"
    shift 2
    refuse "$name" "$fpattern" "$@"
    want=1
}

# A suite of our own broken benchmarks next to a copy of fnv.
mkdir -p suite/broken-rust/src suite/patch-breaks/src suite/broken-c suite/c-ok
cp -r "$SRCDIR/perf/benchmarks/fnv" suite/fnv
printf '[package]\nname = "broken-rust"\nversion = "0.1.0"\nedition = "2018"\n' >suite/broken-rust/Cargo.toml
printf 'pub fn f() -> u32 {\n    "not a number"\n}\n' >suite/broken-rust/src/lib.rs
printf '{"artifact": "library", "category": "secondary"}\n' >suite/broken-rust/perf-config.json
printf '[package]\nname = "patch-breaks"\nversion = "0.1.0"\nedition = "2018"\n' >suite/patch-breaks/Cargo.toml
printf 'pub fn f() -> u32 {\n    1\n}\n' >suite/patch-breaks/src/lib.rs
cp suite/broken-rust/perf-config.json suite/patch-breaks/
cat >suite/patch-breaks/1-break.patch <<'P'
--- a/src/lib.rs
+++ b/src/lib.rs
@@ -1,3 +1,3 @@
 pub fn f() -> u32 {
-    1
+    undefined_name
 }
P
printf 'int f(void) { return }\n' >suite/broken-c/bad.c
printf '{"language": "c", "artifact": "library", "category": "secondary", "files": ["bad.c"]}\n' \
    >suite/broken-c/perf-config.json
printf 'int f(int x) { return x * 3; }\n' >suite/c-ok/ok.c
printf '{"language": "c", "artifact": "library", "category": "secondary", "files": ["ok.c"]}\n' \
    >suite/c-ok/perf-config.json
mkdir -p suite/no-source
printf '{"artifact": "library", "category": "primary", "source": "debian:no-such-crate", "debian_package": "librust-no-such-crate-dev"}\n' \
    >suite/no-source/perf-config.json

refuse "Rust benchmark does not compile" "broken-rust check: the first, unmeasured build \(it has no dependencies\): .*cargo exited with status 101" \
    suite broken-rust rustc "$RUSTC" "$CARGO" check all 1 "$work/w" 120 raw
grep -q 'error\[E0308\]: mismatched types' err || fail "rustc's error is not in the message"
want=3
refuse "a patch breaks the build" "partial: patch-breaks debug incr-patched: break, iteration 0: .*cargo exited with status 101" \
    suite patch-breaks rustc "$RUSTC" "$CARGO" debug all 1 "$work/w" 120 raw
grep -q 'cannot find value `undefined_name`' err || fail "the patched build's error is not in the message"
want=1
for s in full incr-full incr-unchanged; do
    grep -q "^sample $s	wall-time	s	0	1	" out || fail "samples of $s before the failure were lost"
    grep -q "^sample $s	wall-time	s	1	0	" out || fail "$s stopped with the failed scenario"
done
grep -q '^sample incr-patched' out && fail "a sample for the failed scenario"
refuse "C benchmark does not compile" "broken-c debug full, warm-up: compiling bad.c: gcc-12 exited with status 1" \
    suite broken-c gcc gcc-12 - debug all 1 "$work/w" 120 raw
grep -q "error: expected expression before" err || fail "gcc's error is not in the message"

# A gcc that hangs on compiling (it answers the plugin probe): killed
# after 5 s with its child sleep (the process group).
cat >hang-gcc <<EOF2
#!/bin/sh
for a; do [ "\$a" = -c ] && { echo \$\$ >$work/gcc.pid; sleep 300 & echo \$! >$work/sleep.pid; wait; }; done
exec gcc-12 "\$@"
EOF2
chmod +x hang-gcc
t0=$(date +%s)
refuse "gcc hangs" "c-ok debug full, warm-up: compiling ok.c: .*hang-gcc timed out after 5 s \(killed\)" \
    suite c-ok gcc "$work/hang-gcc" - debug all 1 "$work/w" 5 raw
[ $(($(date +%s) - t0)) -lt 60 ] || fail "the hang took $(($(date +%s) - t0)) s"
if [ -f sleep.pid ]; then
    sleep 0.2
    alive "$(cat sleep.pid)" && fail "the hung compiler's child survived the timeout"
else
    fail "the hanging gcc did not start"
fi

# The runner killed (SIGKILL) while the compiler runs: the compiler, in a
# process group of its own, dies with it (PR_SET_PDEATHSIG) instead of
# compiling on unwatched.
rm -f gcc.pid sleep.pid
"$RUNNER_DRIVER" suite c-ok gcc "$work/hang-gcc" - debug all 1 "$work/w2" 300 raw >/dev/null 2>&1 &
driver=$!
for _ in $(seq 200); do [ -s gcc.pid ] && break; sleep 0.05; done
if [ -s gcc.pid ]; then
    kill -9 "$driver"
    wait "$driver" 2>/dev/null || true
    sleep 0.3
    if alive "$(cat gcc.pid)"; then fail "the compiler outlived its killed runner"; else ok "runner killed: its compiler died too"; fi
    kill "$(cat sleep.pid)" 2>/dev/null || true
else
    fail "the hanging gcc did not start (runner killed)"
    kill -9 "$driver" 2>/dev/null || true
fi

# A rustc that hangs on the leaf crate, under cargo and the wrapper.
cat >hang-rustc <<EOF2
#!/bin/sh
for a; do [ "\$a" = fnv ] && { sleep 300 & echo \$! >$work/rsleep.pid; wait; }; done
exec $RUSTC "\$@"
EOF2
chmod +x hang-rustc
t0=$(date +%s)
refuse "rustc hangs under cargo" "fnv check: the first, unmeasured build \\(it has no dependencies\\): .*cargo timed out after 8 s \(killed\)" \
    suite fnv rustc "$work/hang-rustc" "$CARGO" check all 1 "$work/w" 8 raw
[ $(($(date +%s) - t0)) -lt 60 ] || fail "the rustc hang took $(($(date +%s) - t0)) s"
if [ -f rsleep.pid ]; then
    sleep 0.2
    alive "$(cat rsleep.pid)" && fail "the hung rustc's child survived the timeout"
else
    fail "the hanging rustc did not start"
fi

# A compiler that crashes.
printf '#!/bin/sh\nfor a; do [ "$a" = -c ] && kill -SEGV $$; done\nexec gcc-12 "$@"\n' >crash-gcc
chmod +x crash-gcc
refuse "gcc crashes" "compiling ok.c: .*crash-gcc was killed by signal 11" \
    suite c-ok gcc "$work/crash-gcc" - debug all 1 "$work/w" 60 raw

refuse_final "missing C compiler" "artifact test-artifact: compiler /nonexistent/gcc-99: No such file or directory" \
    suite c-ok gcc /nonexistent/gcc-99 - debug all 1 "$work/w" 60 raw
refuse_final "missing rustc" "artifact test-artifact: compiler /nonexistent/rustc: No such file or directory" \
    suite fnv rustc /nonexistent/rustc - check all 1 "$work/w" 60 raw
refuse_final "missing cargo" "artifact test-artifact: cargo /nonexistent/cargo: No such file or directory" \
    suite fnv rustc "$RUSTC" /nonexistent/cargo check all 1 "$work/w" 60 raw
refuse_final "missing source package" "no-source: source debian:no-such-crate: no no-such-crate-VERSION directory in .* \(install librust-no-such-crate-dev\)" \
    suite no-source rustc "$RUSTC" "$CARGO" check all 1 "$work/w" 60 raw
refuse_final "unknown scenario" "benchmark fnv has no scenario 'incr-patched: nope'" \
    suite fnv rustc "$RUSTC" "$CARGO" check "full,incr-patched: nope" 1 "$work/w" 60 raw
refuse_final "C profile check" "benchmark c-ok has no profile 'check'" \
    suite c-ok gcc gcc-12 - check all 1 "$work/w" 60 raw
refuse_final "rustc for a C benchmark" "benchmark c-ok is C; artifact test-artifact is rustc" \
    suite c-ok rustc "$RUSTC" - debug all 1 "$work/w" 60 raw

# Broken perf-config.json: the suite does not load.
printf '{"artifact": "library", "category": "primary", "runs": "3"}\n' >suite/fnv/perf-config.json
refuse "broken perf-config.json" "suite/fnv/perf-config.json: \"runs\" is not a whole number" \
    suite fnv rustc "$RUSTC" "$CARGO" check all 1 "$work/w" 60 raw
[ "$(wc -l <msg)" -eq 1 ] || fail "broken config: more than one error line"
printf '{"artifact": "library",\n"category": "primary"\n' >suite/fnv/perf-config.json
refuse "truncated perf-config.json" "suite/fnv/perf-config.json: line 3, column 0: " \
    suite fnv rustc "$RUSTC" "$CARGO" check all 1 "$work/w" 60 raw

[ -z "$(ls -A "$work/w" 2>/dev/null)" ] || fail "a failed job left its work directory: $(ls "$work/w")"
echo "$passed passed, $fails failed"
[ "$fails" -eq 0 ]
