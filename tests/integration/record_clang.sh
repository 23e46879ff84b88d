#!/bin/sh
# selfprof record -- clang ...: the clang wrappers add -ftime-trace (at
# granularity 0: every machine pass a row) and import each trace into the
# profiles directory, leaving no .json in the build tree or in $TMPDIR:
# -c with and without -o, several sources, a compile and link, clang++ by
# its path, make with CC=clang, a failing compile, the user's own -ftime-trace left alone, --no-clang; with clang 14
# (CI) and, where installed, clang 16 and later (-ftime-trace=DIR/).
# Exit 77 (skipped) without clang.
set -u
: "${SELFPROF:?}"
command -v clang >/dev/null || { echo "SKIP: clang not found"; exit 77; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-record-clang.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 1
# record's rustc link and its lock live in $XDG_CACHE_HOME/selfprof: a
# record of another test (or another checkout) running at the same time
# must not take them ("another selfprof record is running").
XDG_CACHE_HOME=$WORK/cache
export XDG_CACHE_HOME
mkdir tmp
TMPDIR=$WORK/tmp
export TMPDIR
fails=0 checks=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { checks=$((checks + 1)); }
nfiles() { ls "$1" 2>/dev/null | grep -c '\.mm_profdata$'; }
# no_json: no trace left in the build tree or in $TMPDIR
no_json() { [ -z "$(find . -name '*.json')" ] && [ -z "$(ls -A tmp)" ]; }

printf 'int add(int a, int b) { return a + b; }\n' >a.c
printf 'int add(int, int);\nint main(void) { return add(1, -1); }\n' >b.c
printf '#include <iostream>\nint main() { std::cout << "hi\\n"; }\n' >c.cpp

# check_driver CC: the cases that differ between clang 14 and 16+
check_driver() {
    cc=$1
    p=prof-$cc
    mkdir -p obj
    "$SELFPROF" record --out "$p-c" -- "$cc" -c a.c -o obj/a.o >rec.txt 2>rec.err
    st=$?
    [ $st -eq 0 ] && [ "$(nfiles "$p-c")" -eq 1 ] && ls "$p-c" | grep -q '^a-[0-9]*\.mm_profdata$' &&
        [ -f obj/a.o ] && no_json && ok ||
        fail "$cc -c -o: status $st, $(ls "$p-c"), $(find . -name '*.json'): $(cat rec.err)"
    "$SELFPROF" summarize "$p-c" >sum.txt
    cmp -s rec.txt sum.txt && grep -q '^Frontend ' sum.txt && grep -q 'not recorded by clang' sum.txt &&
        ok || fail "$cc: record's report is not summarize's of a clang profile: $(head -3 rec.txt)"
    # granularity 0: a trivial file's machine passes (µs each) are kept, a row each
    grep -q '^RunPass(' sum.txt && ok || fail "$cc: no RunPass(PASS) row (granularity 0?)"
    "$SELFPROF" record --out "$p-two" -- "$cc" -c a.c b.c >/dev/null 2>rec.err
    [ "$(nfiles "$p-two")" -eq 2 ] && [ -f a.o ] && [ -f b.o ] && no_json && ok ||
        fail "$cc -c a.c b.c: $(ls "$p-two") $(find . -name '*.json'): $(cat rec.err)"
    "$SELFPROF" record --out "$p-link" -- "$cc" a.c b.c -o prog >/dev/null 2>rec.err
    [ "$(nfiles "$p-link")" -eq 2 ] && ./prog && no_json && ok ||
        fail "$cc a.c b.c -o prog: $(ls "$p-link") $(find . -name '*.json') $(ls tmp): $(cat rec.err)"
    rm -rf obj a.o b.o prog
}
check_driver clang
for v in 16 17 18 19 20 21 22 23 24 25; do
    command -v "clang-$v" >/dev/null && check_driver "clang-$v"
done

# clang++ by its path (one file with clang, which behaves by its name): a
# C++ program links, with the C++ library.
cxx=$(command -v clang++)
if [ -n "$cxx" ]; then
    "$SELFPROF" record --out prof-cxx -- "$(readlink -f "$(dirname "$cxx")")/clang++" c.cpp -o cprog \
        >/dev/null 2>rec.err
    [ $? -eq 0 ] && [ "$(./cprog)" = hi ] && [ "$(nfiles prof-cxx)" -eq 1 ] && no_json && ok ||
        fail "clang++ by its path: $(ls prof-cxx): $(cat rec.err)"
    rm -f cprog
fi

# make running clang by name
printf 'all: a.o b.o\n%%.o: %%.c\n\tclang -O1 -c $< -o $@\n' >Makefile
"$SELFPROF" record --out prof-make -- make -s >/dev/null 2>rec.err
[ $? -eq 0 ] && [ "$(nfiles prof-make)" -eq 2 ] && no_json && ok ||
    fail "make with clang: $(ls prof-make): $(cat rec.err)"
rm -f a.o b.o

# A failing compile: its trace is summarized, then the note, clang's status.
printf 'int x = ;\n' >bad.c
"$SELFPROF" record --out prof-bad -- clang -c bad.c >/dev/null 2>rec.err
st=$?
[ $st -eq 1 ] && [ "$(nfiles prof-bad)" -eq 1 ] && no_json &&
    grep -qx 'selfprof: record: note: clang exited with status 1; the report covers the 1 profile it wrote' rec.err &&
    ok || fail "failing compile: status $st, $(ls prof-bad): $(cat rec.err)"

# The user's own -ftime-trace: left alone (the trace stays where clang puts it).
"$SELFPROF" record --out prof-own -- clang -ftime-trace -c a.c >/dev/null 2>rec.err
st=$?
[ $st -eq 1 ] && [ -f a.json ] && [ "$(nfiles prof-own)" -eq 0 ] && ok ||
    fail "own -ftime-trace: status $st, $(ls): $(cat rec.err)"
rm -f a.json a.o
# A stale trace next to the object is not taken (nor removed).
: >a.json
touch -d 2020-01-01 a.json
"$SELFPROF" record --out prof-stale -- clang -c nosuch.c -o a.o >/dev/null 2>rec.err
[ -f a.json ] && [ "$(nfiles prof-stale)" -eq 0 ] && ok || fail "stale a.json: $(ls prof-stale)"
rm -f a.json

# --no-clang, and the exact message when nothing was profiled.
"$SELFPROF" record --no-clang --no-gcc --out prof-none -- clang -c a.c >/dev/null 2>rec.err
st=$?
[ $st -eq 1 ] && [ "$(cat rec.err)" = "selfprof: record: no profile was written: clang ran no rustc and no program using libselfprof" ] &&
    [ ! -f a.json ] && ok || fail "--no-clang: status $st: $(cat rec.err)"
"$SELFPROF" record --no-gcc --out prof-none -- true >/dev/null 2>rec.err
[ "$(cat rec.err)" = "selfprof: record: no profile was written: true ran no rustc, no program using libselfprof and no clang compile" ] &&
    ok || fail "nothing profiled: $(cat rec.err)"

echo "record_clang: $checks checks passed, $fails failed"
[ $fails -eq 0 ]
