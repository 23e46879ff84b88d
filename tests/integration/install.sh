#!/bin/sh
# `make install PREFIX=DIR` lays out bin, lib (.so and .a), headers,
# pkg-config file and man pages, and a program builds against it with
# pkg-config alone.
set -eu
: "${BUILDDIR:?}" "${TESTDATA:?}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$BUILDDIR" --prefix "$tmp/prefix" >/dev/null
for f in bin/selfprof lib/libselfprof.so lib/libselfprof.a include/selfprof/profile.h \
         include/selfprof/summary.h include/selfprof/common.h include/selfprof/version.h \
         lib/pkgconfig/selfprof.pc lib/cmake/selfprof/selfprofConfig.cmake \
         share/man/man1/selfprof.1 share/man/man1/selfprof-summarize.1 \
         libexec/selfprof/selfprof-perf-rustc share/selfprof/benchmarks/fnv/perf-config.json \
         share/selfprof/benchmarks/README.md lib/systemd/system/selfprof-perf-serve.service \
         lib/systemd/system/selfprof-perf-collect@.service share/selfprof/systemd/selfprof-perf.env; do
    [ -e "$tmp/prefix/$f" ] || { echo "install: $f missing"; ls -R "$tmp/prefix"; exit 1; }
done
cat >"$tmp/count.c" <<'C'
#include <stdio.h>
#include <selfprof/summary.h>
int main(int argc, char **argv)
{
    selfprof_profile *p;
    selfprof_summary *s;
    selfprof_error err;
    if (argc != 2 || selfprof_profile_open(argv[1], &p, &err) || selfprof_summarize(p, NULL, &s, &err)) {
        fprintf(stderr, "count: %s\n", argc == 2 ? err.message : "usage");
        return 1;
    }
    printf("%zu %llu\n", s->row_count, (unsigned long long)s->total_time);
    selfprof_summary_free(s);
    selfprof_profile_close(p);
    return 0;
}
C
export PKG_CONFIG_PATH="$tmp/prefix/lib/pkgconfig"
cc -o "$tmp/count" "$tmp/count.c" $(pkg-config --cflags --libs selfprof) -Wl,-rpath,"$tmp/prefix/lib"
out=$("$tmp/count" "$TESTDATA/rustc-1.95/plain.mm_profdata")
[ "$out" = "368 387527264" ] || { echo "install: shared build printed '$out'"; exit 1; }
cc -o "$tmp/count-static" "$tmp/count.c" $(pkg-config --cflags selfprof) "$tmp/prefix/lib/libselfprof.a" -lpthread
out=$("$tmp/count-static" "$TESTDATA/rustc-1.95/plain.mm_profdata")
[ "$out" = "368 387527264" ] || { echo "install: static build printed '$out'"; exit 1; }
# find_package(selfprof) in a CMake project, with the version check.
mkdir "$tmp/consumer"
cp "$tmp/count.c" "$tmp/consumer/count.c"
cat >"$tmp/consumer/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.20)
project(consumer C)
find_package(selfprof 0.1 REQUIRED)
add_executable(count count.c)
target_link_libraries(count PRIVATE selfprof::selfprof_static)
CMAKE
cmake -S "$tmp/consumer" -B "$tmp/consumer/build" -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/consumer/build" >/dev/null
out=$("$tmp/consumer/build/count" "$TESTDATA/rustc-1.95/plain.mm_profdata")
[ "$out" = "368 387527264" ] || { echo "install: find_package build printed '$out'"; exit 1; }
# A version the package does not claim to be compatible with is refused.
sed -i 's/find_package(selfprof 0.1 REQUIRED)/find_package(selfprof 99 REQUIRED)/' \
    "$tmp/consumer/CMakeLists.txt"
if cmake -S "$tmp/consumer" -B "$tmp/consumer/build99" -DCMAKE_PREFIX_PATH="$tmp/prefix" \
    >/dev/null 2>&1; then
    echo "install: find_package(selfprof 99) succeeded"; exit 1
fi
# Only selfprof_ symbols are exported.
bad=$(nm -D --defined-only "$tmp/prefix/lib/libselfprof.so" | awk '$2 ~ /^[TDBR]$/ && $3 !~ /^selfprof_/ && $3 !~ /^_/ {print $3}')
[ -z "$bad" ] || { echo "install: symbols without the selfprof_ prefix exported: $bad"; exit 1; }
echo "install: ok"
