#!/bin/sh
# selfprof record with gcc of another major version than the one the main
# GCC plugin is built for: each driver gets the plugin built for its own
# version (plugins/gcc/gcc-N/selfprof.so, next to the main one), found
# from what the driver says of itself (-dumpversion), not from its name:
# gcc-11 by name, by its path, and as plain `gcc` and `cc` (links first on
# PATH, as a distribution's alternatives or a toolchain directory make
# them), alongside the default gcc in one make.
set -u
: "${SELFPROF:?}" "${BUILDDIR:?}"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-record-gcc.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
XDG_CACHE_HOME=$WORK/cache
export XDG_CACHE_HOME
fails=0 checks=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { checks=$((checks + 1)); }
nfiles() { ls "$1" 2>/dev/null | grep -c '\.mm_profdata$'; }

GCC11=$(command -v gcc-11) || { echo "FAIL: gcc-11 is not installed"; exit 1; }
[ -f "$BUILDDIR/plugins/gcc/gcc-11/selfprof.so" ] ||
    { echo "FAIL: the GCC plugin for gcc-11 is not built ($BUILDDIR/plugins/gcc/gcc-11)"; exit 1; }
[ -f "$BUILDDIR/plugins/gcc/selfprof.so" ] ||
    { echo "FAIL: the GCC plugin is not built ($BUILDDIR/plugins/gcc)"; exit 1; }
# found next to the binary of the build tree; else (a sanitizer build) by name
[ "$(dirname "$SELFPROF")" -ef "$BUILDDIR" ] ||
    export SELFPROF_GCC_PLUGIN="$BUILDDIR/plugins/gcc/selfprof.so"

printf 'int sq(int x) { return x * x; }\n' >t.c
printf 'int cube(int x) { return x * x * x; }\n' >u.c

# gcc-11 by its name and by its path
"$SELFPROF" record --out p-name -- gcc-11 -O1 -c t.c -o t.o >/dev/null 2>err.txt
st=$?
[ $st -eq 0 ] && [ "$(nfiles p-name)" -eq 1 ] && ok ||
    fail "gcc-11 by name: status $st, $(ls p-name): $(cat err.txt)"
"$SELFPROF" record --out p-path -- "$GCC11" -O1 -c t.c -o t.o >/dev/null 2>err.txt
st=$?
[ $st -eq 0 ] && [ "$(nfiles p-path)" -eq 1 ] && ok ||
    fail "gcc-11 by its path: status $st, $(ls p-path): $(cat err.txt)"

# gcc and cc that are gcc-11: the plugin of gcc-11, chosen by version
mkdir tc
ln -s "$GCC11" tc/gcc
ln -s "$GCC11" tc/cc
PATH="$WORK/tc:$PATH" "$SELFPROF" record --out p-alias -- sh -c \
    'gcc -O1 -c t.c -o t.o && cc -O1 -c u.c -o u.o' >/dev/null 2>err.txt
st=$?
[ $st -eq 0 ] && [ "$(nfiles p-alias)" -eq 2 ] && ok ||
    fail "gcc and cc linked to gcc-11: status $st, $(ls p-alias): $(cat err.txt)"
# given by its path (the wrapper of the same file)
PATH="$WORK/tc:$PATH" "$SELFPROF" record --out p-alias2 -- "$WORK/tc/gcc" -O1 -c t.c -o t.o \
    >/dev/null 2>err.txt
st=$?
[ $st -eq 0 ] && [ "$(nfiles p-alias2)" -eq 1 ] && ok ||
    fail "gcc linked to gcc-11, by its path: status $st, $(ls p-alias2): $(cat err.txt)"

# both versions in one build: the default gcc and gcc-11
printf 'all: t.o u.o\nt.o: t.c\n\tgcc -O1 -c t.c -o t.o\nu.o: u.c\n\tgcc-11 -O1 -c u.c -o u.o\n' >Makefile
rm -f t.o u.o
"$SELFPROF" record --out p-make -- make -s >/dev/null 2>err.txt
st=$?
[ $st -eq 0 ] && [ "$(nfiles p-make)" -eq 2 ] && ls p-make | grep -q '^t\.c-' &&
    ls p-make | grep -q '^u\.c-' && ok ||
    fail "make with gcc and gcc-11: status $st, $(ls p-make): $(cat err.txt)"

echo "record_gcc_versions: $checks checks passed, $fails failed"
[ $fails -eq 0 ]
