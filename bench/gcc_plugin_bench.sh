#!/bin/sh
# Overhead of the GCC plugin (default events), printed as `NAME VALUE UNIT`:
#  1. user time of `gcc -O2 -c sqlite3.c` (the SQLite amalgamation from the
#     npm package better-sqlite3@12, deps/sqlite3/sqlite3.c, ~9 MB of C),
#     RUNS plain and RUNS with the plugin, interleaved; medians and the
#     overhead of the medians;
#  2. callgrind instruction counts of cc1 on perf/benchmarks/matrix-c/matrix.c, with
#     and without the plugin (deterministic; clock=monotonic, since the TSC
#     calibration would count its own loop); events=none gives the fixed cost
#     (loading the plugin, wrapping the passes, creating the file), the
#     difference to the default events the cost per recorded event.
# Usage: gcc_plugin_bench.sh BUILD_DIR   (env: RUNS=5, SQLITE_C=path,
# SQLITE=0 skips part 1)
# The sqlite source is fetched once into BUILD_DIR/bench-data/sqlite.
set -eu
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
plugin=$build/plugins/gcc/selfprof.so
runs=${RUNS:-5}
if [ ! -f "$plugin" ]; then
    echo "# gcc_plugin_bench: skipped, $plugin not built"
    exit 0
fi
plugin=$(cd "$(dirname "$plugin")" && pwd)/selfprof.so
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "${SQLITE:-1}" != 0 ]; then
data=$(mkdir -p "$build/bench-data/sqlite" && cd "$build/bench-data/sqlite" && pwd)
src=${SQLITE_C:-$data/sqlite3.c}
if [ ! -f "$src" ]; then
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent better-sqlite3@12 >/dev/null &&
        tar -xzf better-sqlite3-*.tgz package/deps/sqlite3/sqlite3.c) ||
        { echo "# gcc_plugin_bench: cannot fetch better-sqlite3@12 with npm"; rm -rf "$tmp"; exit 0; }
    mv "$tmp/package/deps/sqlite3/sqlite3.c" "$src"
    rm -rf "$tmp"
fi
echo "# gcc_plugin_bench: $src ($(wc -c <"$src") bytes), $runs runs each, interleaved"

python3 - "$src" "$plugin" "$work" "$runs" <<'EOF'
import os, resource, statistics, subprocess, sys, time
src, plugin, work, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def run(args):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    subprocess.run(args, check=True)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime, wall
base = ["gcc", "-O2", "-c", src, "-o", os.path.join(work, "out.o")]
prof = os.path.join(work, "prof")
withp = base + ["-fplugin=" + plugin, "-fplugin-arg-selfprof-dir=" + prof]
plain_u, plain_w, plug_u, plug_w = [], [], [], []
size = 0
for i in range(runs):
    u, w = run(base); plain_u.append(u); plain_w.append(w)
    u, w = run(withp); plug_u.append(u); plug_w.append(w)
    for f in os.listdir(prof):
        size = os.path.getsize(os.path.join(prof, f))
        os.remove(os.path.join(prof, f))
mp, mq = statistics.median(plain_u), statistics.median(plug_u)
print("gcc_plugin_sqlite_plain_user_median %.3f s" % mp)
print("gcc_plugin_sqlite_plugin_user_median %.3f s" % mq)
print("gcc_plugin_sqlite_user_overhead %.2f %%" % (100 * (mq - mp) / mp))
print("gcc_plugin_sqlite_plain_user_min %.3f s" % min(plain_u))
print("gcc_plugin_sqlite_plugin_user_min %.3f s" % min(plug_u))
print("gcc_plugin_sqlite_wall_overhead %.2f %%" % (100 * (statistics.median(plug_w) - statistics.median(plain_w)) / statistics.median(plain_w)))
print("gcc_plugin_sqlite_profile_size %d bytes" % size)
EOF
fi

if command -v valgrind >/dev/null; then
    m=$here/perf/benchmarks/matrix-c/matrix.c
    cg() { # callgrind Ir of cc1 (the driver's child), summed
        rm -f "$work"/cg.out.*
        valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$work/cg.out.%p" \
            gcc -O2 -c "$m" -o "$work/m.o" "$@" 2>/dev/null
        for f in "$work"/cg.out.*; do
            head -c 4096 "$f" | grep -q 'cmd:.*cc1' && sed -n 's/^summary: //p' "$f"
        done | awk '{s += $1} END {print s}'
    }
    a=$(cg)
    opts="-fplugin=$plugin -fplugin-arg-selfprof-clock=monotonic"
    n=$(cg $opts -fplugin-arg-selfprof-dir="$work/cgnone" -fplugin-arg-selfprof-events=none)
    b=$(cg $opts -fplugin-arg-selfprof-dir="$work/cgprof")
    events=$("$build/selfprof" view --no-header "$work"/cgprof/*.mm_profdata | wc -l)
    echo "gcc_plugin_matrix_cc1_instructions_plain $a Ir"
    echo "gcc_plugin_matrix_cc1_instructions_plugin_none $n Ir"
    echo "gcc_plugin_matrix_cc1_instructions_plugin $b Ir"
    awk -v a="$a" -v n="$n" -v b="$b" -v e="$events" 'BEGIN {
        printf "gcc_plugin_matrix_instruction_overhead %.2f %%\n", 100 * (b - a) / a
        printf "gcc_plugin_fixed_instructions %d Ir\n", n - a
        printf "gcc_plugin_instructions_per_event %.0f Ir\n", (b - n) / e }'
fi
