# baseline.sh — sourced by the benchmarks that measure an earlier revision
# side by side with this build (baseline_bench.sh, perf_verdicts_bench.sh).
#
# baseline_build HERE BUILD REV PROGRAM TARGET...: the earlier revision REV
# of the repository at HERE, built once into BUILD/baseline-REV from `git
# archive` (so the work tree is left alone), with only the CMake TARGETs;
# prints the path of its PROGRAM (relative to its build directory), or
# nothing (and a note on stderr) when REV is not in this clone's history
# (a shallow clone).
baseline_build() {
    b_here=$1 b_build=$2 b_rev=$3 b_prog=$4
    shift 4
    if ! git -C "$b_here" cat-file -e "$b_rev^{commit}" 2>/dev/null; then
        echo "# revision $b_rev is not in this clone's history; the baseline is skipped" >&2
        return 0
    fi
    b_dir="$b_build/baseline-$b_rev"
    if [ ! -x "$b_dir/build/$b_prog" ]; then
        echo "# building $b_rev into $b_dir (once)" >&2
        rm -rf "$b_dir"
        mkdir -p "$b_dir/src"
        git -C "$b_here" archive "$b_rev" | tar -x -C "$b_dir/src"
        cmake -S "$b_dir/src" -B "$b_dir/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
        for t in "$@"; do
            cmake --build "$b_dir/build" -j "$(nproc)" --target "$t" >/dev/null
        done
    fi
    echo "$b_dir/build/$b_prog"
}
