#!/bin/sh
# Output that knows which compiler wrote a profile, on real output of the
# three: gcc-12 with the project's plugin, clang -ftime-trace imported, and
# rustc 1.95 (the shared test file). Checks: the flame graph's and folded
# stacks' root is named after the compiler; summarize of GCC or clang says
# which columns are not recorded (and --all-columns prints them as "–",
# aligned); summarize, diff and flamegraph warn, in one exact line, when
# compilers are mixed; diff prints "–" for the hit, incremental and blocked
# columns of two GCC profiles; Chrome traces name GCC's and clang's
# processes and warn when they are too big for a browser. Exit 77 without gcc-12's plugin or clang.
set -u
: "${SELFPROF:?}" "${SRCDIR:?}" "${BUILDDIR:?}" "${TESTDATA:?}"
PLUGIN=$BUILDDIR/plugins/gcc/selfprof.so
[ -f "$PLUGIN" ] || { echo "SKIP: $PLUGIN not built"; exit 77; }
command -v gcc-12 >/dev/null || { echo "SKIP: gcc-12 not found"; exit 77; }
command -v clang >/dev/null || { echo "SKIP: clang not found"; exit 77; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-tool-aware.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 1
fails=0 checks=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { checks=$((checks + 1)); }

printf 'int f(int x) { return x * 2; }\nint main(void) { return f(1); }\n' >a.c
gcc-12 -O2 -c a.c -o g.o -fplugin="$PLUGIN" -fplugin-arg-selfprof-dir="$WORK/gcc" ||
    { echo "FAIL: gcc-12 with the plugin"; exit 1; }
cp -r gcc gcc2
clang -O2 -c a.c -o c.o -ftime-trace || { echo "FAIL: clang -ftime-trace"; exit 1; }
mkdir clang rustc
"$SELFPROF" import clang-time-trace c.json -o clang/c.mm_profdata || fail "import"
cp "$TESTDATA/rustc-1.95/plain.mm_profdata" rustc/

# ---- the root frame ----
for tool in gcc clang rustc; do
    first=$("$SELFPROF" collapse $tool | head -1)
    case $first in "$tool "[0-9]*) ok ;; *) fail "collapse $tool: first line '$first'" ;; esac
    "$SELFPROF" flamegraph $tool -o $tool.svg 2>err.txt || fail "flamegraph $tool: $(cat err.txt)"
    grep -q ">$tool<" $tool.svg && ok || fail "flamegraph $tool: no root frame '$tool'"
done
"$SELFPROF" collapse --root cc gcc | head -1 | grep -q '^cc [0-9]' && ok || fail "--root cc"

# ---- what GCC and clang do not record ----
note="(not recorded by gcc, not shown: Mem hits, Incr hits, Incr load, Incr hash, Blocked; --all-columns shows them as –)"
"$SELFPROF" summarize gcc >g.txt 2>err.txt || fail "summarize gcc"
[ ! -s err.txt ] && ok || fail "summarize gcc: stderr $(cat err.txt)"
grep -qxF -- "$note" g.txt && ok || fail "summarize gcc: no note '$note': $(tail -2 g.txt)"
head -2 g.txt | tail -1 | grep -q 'Invocations$' && ok || fail "gcc header: $(sed -n 2p g.txt)"
"$SELFPROF" summarize clang | grep -qxF -- "$(echo "$note" | sed 's/by gcc/by clang/')" && ok ||
    fail "summarize clang: no not-recorded note"
"$SELFPROF" summarize --all-columns --top 3 gcc >ga.txt || fail "--all-columns"
python3 - ga.txt <<'PY' && ok || fail "--all-columns of gcc: $(cat ga.txt)"
import sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")[1:5]
assert lines[0].split("  ")[-1].strip() == "Blocked", lines[0]
assert all(len(l) == len(lines[0]) for l in lines), [len(l) for l in lines]  # aligned in characters
for l in lines[1:]:
    assert l.split()[-5:] == ["–"] * 5, l
PY
"$SELFPROF" summarize --all-columns --top 1 rustc | grep -q '–' && fail "rustc shows –" || ok

# ---- mixed compilers ----
"$SELFPROF" summarize gcc clang rustc >mix.txt 2>err.txt || fail "summarize mixed"
want="selfprof: warning: these profiles come from different compilers (rustc 1, gcc 1, clang 1): rows with the same label are summed across them (use --per-file to keep them apart)"
[ "$(cat err.txt)" = "$want" ] && ok || fail "summarize mixed: stderr '$(cat err.txt)'"
grep -q '^3 profiles:' mix.txt && ok || fail "summarize mixed: $(head -1 mix.txt)"
"$SELFPROF" summarize --per-file gcc clang >/dev/null 2>err.txt
[ ! -s err.txt ] && ok || fail "--per-file warns: $(cat err.txt)"
"$SELFPROF" diff gcc clang >d.txt 2>err.txt || fail "diff gcc clang"
want="selfprof: warning: gcc comes from gcc but clang from clang: their rows measure different compilers"
[ "$(cat err.txt)" = "$want" ] && ok || fail "diff gcc clang: stderr '$(cat err.txt)'"
"$SELFPROF" diff gcc/*.mm_profdata rustc/plain.mm_profdata >/dev/null 2>err.txt
grep -qx "selfprof: warning: gcc/.* comes from gcc but rustc/plain.mm_profdata from rustc: their rows measure different compilers" err.txt &&
    ok || fail "diff gcc rustc: stderr '$(cat err.txt)'"
"$SELFPROF" flamegraph gcc rustc -o mix.svg 2>err.txt || fail "flamegraph mixed"
want="selfprof: warning: these profiles come from different compilers (rustc 1, gcc 1): their stacks share one root frame"
[ "$(cat err.txt)" = "$want" ] && ok || fail "flamegraph mixed: stderr '$(cat err.txt)'"
grep -q '>all<' mix.svg && ok || fail "flamegraph mixed: no root 'all'"

# ---- diff of two GCC builds: – where GCC records nothing ----
"$SELFPROF" diff --top 2 gcc gcc2 >dg.txt 2>err.txt || fail "diff gcc gcc2"
[ ! -s err.txt ] && ok || fail "diff gcc gcc2 warns: $(cat err.txt)"
python3 - dg.txt <<'PY' && ok || fail "diff gcc gcc2: $(cat dg.txt)"
import sys
text = open(sys.argv[1], encoding="utf-8").read()
rows = [l for l in text.split("\n") if l.startswith("(total)")]
assert rows and all(l.split()[-4:] == ["–"] * 4 for l in rows), rows
PY
"$SELFPROF" diff --top 2 rustc rustc | grep -q '–' && fail "rustc diff shows –" || ok

# ---- Chrome traces: GCC and clang processes are named, every event checked ----
for tool in gcc clang; do
    "$SELFPROF" chrome -o $tool.json $tool 2>err.txt || fail "chrome $tool: $(cat err.txt)"
    python3 "$SRCDIR/tests/cli/chrome_check.py" $tool/*.mm_profdata $tool.json >/dev/null &&
        ok || fail "chrome $tool: chrome_check.py"
done
grep -q '"args":{"name":"gcc a.c"},"cat":"","name":"process_name"' gcc.json && ok ||
    fail "chrome gcc: no process_name 'gcc a.c'"
grep -q '"args":{"name":"clang c.json"},"cat":"","name":"process_name"' clang.json && ok ||
    fail "chrome clang: no process_name 'clang c.json'"
# The size warning (its threshold lowered to 0 MB for the test).
SELFPROF_CHROME_WARN_MB=0 "$SELFPROF" chrome -o big.json gcc 2>err.txt || fail "chrome big"
size=$(($(wc -c <big.json) / 1000000))
want="selfprof: warning: big.json: the trace is $size MB; browsers cannot load much more than 400 MB: try --collapse-threads --minimum-duration 100 or --max-size 100"
[ "$(cat err.txt)" = "$want" ] && ok || fail "chrome size warning: '$(cat err.txt)'"

[ $fails -eq 0 ] || { echo "$fails of $((checks + fails)) checks failed"; exit 1; }
echo "ok tool_aware: $checks checks"
