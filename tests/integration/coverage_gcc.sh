#!/bin/sh
# `selfprof coverage` on GCC plugin profiles and imported clang traces:
#  - against rawcount.py's independent count (check_coverage.py): gcc 12 and,
#    where built, gcc 11 with the plugin on perf/benchmarks/matrix-c/matrix.c and
#    xxhash (perf/benchmarks) at -O0 and -O2, an -flto build (cc1, lto1 WPA
#    and LTRANS), all combined; clang -ftime-trace on the same files, with
#    the default granularity and with 0, imported;
#  - the plugin's gap: of a real cc1 process (duktape's amalgamation at -O1
#    when /usr/share/duktape is there, else stb_image at -O2), less than 1%
#    of the wall time is outside its events beyond what runs before any
#    plugin can (gcc_wall_coverage.py).
# Exits 77 when the plugin was not built.
set -eu
: "${SELFPROF:?}" "${SRCDIR:?}" "${BUILDDIR:?}"
PLUGIN=$BUILDDIR/plugins/gcc/selfprof.so
if [ ! -f "$PLUGIN" ]; then
    echo "coverage_gcc: $PLUGIN not built (install gcc-12-plugin-dev and rerun cmake)" >&2
    exit 77
fi
cov() { python3 "$SRCDIR/tests/integration/check_coverage.py" "$@"; }
fail() { echo "coverage_gcc: FAIL: $*" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
cp "$SRCDIR/perf/benchmarks/matrix-c/matrix.c" .
srcs=matrix.c
if [ -f /usr/include/xxhash.h ]; then
    cp "$SRCDIR/perf/benchmarks/xxhash/xxhash.c" .
    srcs="$srcs xxhash.c"
fi

compilers="gcc:$PLUGIN"
for v in 11 13 14; do
    p=$BUILDDIR/plugins/gcc/gcc-$v/selfprof.so
    if command -v gcc-$v >/dev/null && [ -f "$p" ]; then compilers="$compilers gcc-$v:$p"; fi
done
all=
for c in $compilers; do
    cc=${c%%:*} plugin=${c#*:}
    for s in $srcs; do
        for o in -O0 -O2; do
            d=p-$cc-${s%.c}$o
            $cc $o -c "$s" -o /dev/null -fplugin="$plugin" -fplugin-arg-selfprof-dir="$d"
            f=$(ls "$d"/*.mm_profdata)
            cov --expect-gaps --top 1000 "$f"
            all="$all $f"
        done
    done
    # -flto: cc1 for each file, lto1 for WPA and one LTRANS
    mkdir "lto-$cc"
    printf 'int helper(int x) { return x * 3; }\n' >"lto-$cc/b.c"
    (cd "lto-$cc" && $cc -O2 -flto -c ../matrix.c b.c -fplugin="$plugin" \
        -fplugin-arg-selfprof-dir=prof && $cc -O2 -flto matrix.o b.o -o prog \
        -fplugin="$plugin" -fplugin-arg-selfprof-dir=prof) || fail "$cc -flto build"
    [ "$(ls "lto-$cc/prof" | wc -l)" -ge 4 ] || fail "$cc -flto: $(ls "lto-$cc/prof")"
    cov --expect-gaps --top 1000 "lto-$cc"/prof/*.mm_profdata
    all="$all $(echo "lto-$cc"/prof/*.mm_profdata)"
done
# shellcheck disable=SC2086 # one word per file
cov --top 20 --min-gap 10000 $all

if command -v clang >/dev/null; then
    cl=
    for s in $srcs; do
        for g in default 0; do
            case $g in default) gflag= ;; *) gflag=-ftime-trace-granularity=$g ;; esac
            # shellcheck disable=SC2086 # no flag for the default
            clang -O2 -c "$s" -o "cl-$g-${s%.c}.o" -ftime-trace $gflag
            "$SELFPROF" import clang-time-trace "cl-$g-${s%.c}.json" \
                -o "cl-$g-${s%.c}.mm_profdata"
            cov --top 1000 "cl-$g-${s%.c}.mm_profdata"
            cl="$cl cl-$g-${s%.c}.mm_profdata"
        done
    done
    # shellcheck disable=SC2086
    cov --top 5 $cl
else
    echo "coverage_gcc: no clang: clang traces not checked"
fi

# The plugin's gap on a real compile, for every compiler.
if [ -f /usr/share/duktape/duktape.c ]; then
    real="/usr/share/duktape/duktape.c -O1"
elif [ -f /usr/include/stb/stb_image.h ]; then
    real="$SRCDIR/perf/benchmarks/stb-image/stb_image.c -O2"
else
    real=
    echo "coverage_gcc: neither duktape-dev nor libstb-dev: the gap on a real compile is not measured"
fi
if [ -n "$real" ]; then
    for c in $compilers; do
        # shellcheck disable=SC2086 # the source and its flag
        python3 "$SRCDIR/tests/integration/gcc_wall_coverage.py" "${c%%:*}" "${c#*:}" $real ||
            fail "${c%%:*}: the plugin's gap is 1% or more of the compile"
    done
fi
echo "coverage_gcc: all equal to rawcount"
