#!/bin/sh
# The controlled environment of a measured compiler: a gcc wrapper script
# (it then runs gcc-12) records what it was given. ASLR is off (the
# ADDR_NO_RANDOMIZE personality, what `setarch -R` sets) where the kernel
# allows it; LC_ALL=C, LANG=C, TZ=UTC, SOURCE_DATE_EPOCH=1; a variable of
# the collector's environment (CFLAGS, or any other) does not reach it;
# PATH does. The same for the leaf rustc under cargo (fnv, through
# selfprof-perf-rustc), whose environment also holds cargo's own
# variables (CARGO_PRIMARY_PACKAGE) and RUSTC_BOOTSTRAP=1 only in the
# self-profiled iteration; but a benchmark whose config passes -Z options
# (tests/data/perf-shapes/zopts-bin, as rustc-perf's) builds with
# RUSTC_BOOTSTRAP=1 every time, as rustc-perf builds every benchmark.
set -eu
: "${RUNNER_DRIVER:?}" "${SRCDIR:?}"
RUSTC=$(sh "$SRCDIR/scripts/find-rustc.sh")
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-runner-env.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "environment: FAIL: $*" >&2; exit 1; }
mkdir -p "$work/suite/c-ok"
printf 'int f(int x) { return x + 1; }\n' >"$work/suite/c-ok/ok.c"
printf '{"language": "c", "artifact": "library", "category": "secondary", "files": ["ok.c"]}\n' \
    >"$work/suite/c-ok/perf-config.json"
cat >"$work/cc" <<EOF2
#!/bin/sh
for a; do [ "\$a" = -c ] && { cat /proc/self/personality >$work/cc.personality; env | sort >$work/cc.env; }; done
exec gcc-12 "\$@"
EOF2
chmod +x "$work/cc"
# what the collector's shell might hold
export CFLAGS=-O3 SELFPROF_LEAK=1 LANG=de_DE.UTF-8 TZ=Europe/Berlin
"$RUNNER_DRIVER" "$work/suite" c-ok gcc "$work/cc" - debug all 0 "$work/w" 60 "$work/raw" \
    >/dev/null 2>"$work/err" || { cat "$work/err" >&2; fail "the C job failed"; }
# ADDR_NO_RANDOMIZE is 0x0040000; setarch -R tells whether this kernel allows it
if setarch -R true 2>/dev/null; then
    [ $((0x$(cat "$work/cc.personality") & 0x40000)) -ne 0 ] ||
        fail "ASLR is on in the compiler (personality $(cat "$work/cc.personality"))"
    echo "ok gcc: ASLR off"
fi
check_env() { # TAG FILE
    for kv in LC_ALL=C LANG=C TZ=UTC SOURCE_DATE_EPOCH=1; do
        grep -qx "$kv" "$2" || fail "$1: $kv not in its environment"
    done
    grep -q '^CFLAGS=\|^SELFPROF_LEAK=' "$2" && fail "$1: the collector's variables leaked in"
    grep -q '^PATH=' "$2" || fail "$1: no PATH"
    echo "ok $1: LC_ALL=C, TZ=UTC, fixed; nothing of the collector's but PATH and HOME"
}
check_env gcc "$work/cc.env"

cat >"$work/rustc" <<EOF2
#!/bin/sh
for a; do [ "\$a" = fnv ] && { env | sort >$work/rustc.env.\$CARGO_INCREMENTAL-\${RUSTC_BOOTSTRAP:-0}; cat /proc/self/personality >$work/rustc.personality; }; done
exec $RUSTC "\$@"
EOF2
chmod +x "$work/rustc"
"$RUNNER_DRIVER" "$SRCDIR/perf/benchmarks" fnv rustc "$work/rustc" "$(dirname "$RUSTC")/cargo" check \
    full 1 "$work/w" 120 "$work/raw2" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; fail "the Rust job failed"; }
# prep (not self-profiled), iteration 0 (self-profiled), iteration 1
[ -f "$work/rustc.env.0-1" ] || fail "no self-profiled leaf build with RUSTC_BOOTSTRAP=1: $(ls "$work")"
[ -f "$work/rustc.env.0-0" ] || fail "no clean leaf build without RUSTC_BOOTSTRAP"
grep -q '^CARGO_PRIMARY_PACKAGE=' "$work/rustc.env.0-0" || fail "cargo's variables missing"
check_env rustc "$work/rustc.env.0-0"
if setarch -R true 2>/dev/null; then
    [ $((0x$(cat "$work/rustc.personality") & 0x40000)) -ne 0 ] ||
        fail "ASLR is on in the leaf rustc (personality $(cat "$work/rustc.personality"))"
    echo "ok rustc: ASLR off"
fi

sed -i "s/= fnv ]/= zopts_bin ]/" "$work/rustc"
grep -q zopts_bin "$work/rustc" || fail "the rustc script was not rewritten"
rm -f "$work"/rustc.env.*
"$RUNNER_DRIVER" "$SRCDIR/tests/data/perf-shapes" zopts-bin rustc "$work/rustc" \
    "$(dirname "$RUSTC")/cargo" check full 1 "$work/w" 120 "$work/raw3" >/dev/null 2>"$work/err" ||
    { cat "$work/err" >&2; fail "the -Z job failed"; }
[ -f "$work/rustc.env.0-1" ] && [ ! -f "$work/rustc.env.0-0" ] ||
    fail "-Z options: a leaf build without RUSTC_BOOTSTRAP=1: $(ls "$work")"
echo "ok rustc: RUSTC_BOOTSTRAP=1 in every build of a benchmark with -Z options"
echo "3 passed, 0 failed"
