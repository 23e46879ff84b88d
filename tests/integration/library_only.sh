#!/bin/sh
# -DSELFPROF_LIBRARY_ONLY=ON builds and installs libselfprof with a C
# compiler and CMake alone: no pkg-config module (jansson, yajl, SQLite,
# libpq, zstd), no cmocka, no scdoc, no g++ is looked for. Installed into a
# multiarch libdir, its pkg-config file and CMake package still work.
set -eu
: "${SRCDIR:?}" "${TESTDATA:?}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
libdir=lib/x86_64-linux-gnu
# PkgConfig disabled: any pkg_check_modules of the programs would fail.
cmake -S "$SRCDIR" -B "$tmp/build" -DSELFPROF_LIBRARY_ONLY=ON \
    -DCMAKE_DISABLE_FIND_PACKAGE_PkgConfig=ON -DCMAKE_INSTALL_LIBDIR=$libdir \
    -DCMAKE_PROGRAM_PATH=/nonexistent >"$tmp/configure.log" 2>&1 ||
    { cat "$tmp/configure.log"; echo "library_only: configure failed"; exit 1; }
if grep -i -E "scdoc|cmocka|jansson|sqlite|CXX compiler" "$tmp/build/CMakeCache.txt" >/dev/null; then
    echo "library_only: the library-only build looked for a program's dependency:"
    grep -i -E "scdoc|cmocka|jansson|sqlite|CXX compiler" "$tmp/build/CMakeCache.txt"
    exit 1
fi
cmake --build "$tmp/build" -j2 >"$tmp/build.log" 2>&1 ||
    { tail -30 "$tmp/build.log"; echo "library_only: build failed"; exit 1; }
cmake --install "$tmp/build" --prefix "$tmp/prefix" >/dev/null
[ ! -e "$tmp/prefix/bin/selfprof" ] || { echo "library_only: the selfprof program was built"; exit 1; }
for f in $libdir/libselfprof.so $libdir/libselfprof.a $libdir/pkgconfig/selfprof.pc \
         $libdir/cmake/selfprof/selfprofConfig.cmake include/selfprof/version.h; do
    [ -e "$tmp/prefix/$f" ] || { echo "library_only: $f missing"; ls -R "$tmp/prefix"; exit 1; }
done
cat >"$tmp/version.c" <<'C'
#include <stdio.h>
#include <selfprof/profile.h>
int main(int argc, char **argv)
{
    selfprof_profile *p;
    selfprof_error err;
    if (!SELFPROF_ABI_MATCHES() || argc != 2 || selfprof_profile_open(argv[1], &p, &err)) {
        fprintf(stderr, "version: failed\n");
        return 1;
    }
    printf("%s %d\n", selfprof_version(), SELFPROF_VERSION_NUMBER);
    selfprof_profile_close(p);
    return 0;
}
C
export PKG_CONFIG_PATH="$tmp/prefix/$libdir/pkgconfig"
# shellcheck disable=SC2046 # pkg-config prints several flags
cc -o "$tmp/version" "$tmp/version.c" $(pkg-config --cflags --libs selfprof) \
    -Wl,-rpath,"$tmp/prefix/$libdir"
out=$("$tmp/version" "$TESTDATA/rustc-1.95/plain.mm_profdata")
want=$(sed -n 's/^project(selfprof VERSION \([0-9.]*\).*/\1/p' "$SRCDIR/CMakeLists.txt")
num=$(echo "$want" | awk -F. '{print $1 * 10000 + $2 * 100 + $3}')
[ "$out" = "$want $num" ] || { echo "library_only: printed '$out', want '$want $num'"; exit 1; }
echo "library_only: ok ($out)"
