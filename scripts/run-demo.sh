#!/bin/sh
# `make run`: profile a real compilation and show selfprof's report of it.
# Compiles examples/sample-crate with `rustc -Zself-profile` into a
# temporary directory and prints `selfprof summarize --top 25` of the
# profile rustc wrote and the next steps; then the dashboard part
# (run-demo-perf.sh): two rustc builds measured, stored, compared and served
# in the browser until Ctrl-C (SERVE=0 stops after collecting).
# Usage: [SERVE=0] [PORT=N] scripts/run-demo.sh BUILD_DIR
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
selfprof="$build/selfprof"
[ -x "$selfprof" ] || { echo "run-demo: $selfprof not built (run 'make')" >&2; exit 1; }
rustc=$("$here/scripts/find-rustc.sh") || {
    echo "run-demo: the demo profiles a real rustc compilation and needs rustc 1.95." >&2
    exit 1
}
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-demo.XXXXXX")
src="$here/examples/sample-crate/src/lib.rs"

echo "Compiling examples/sample-crate with $("$rustc" --version) under -Zself-profile ..."
RUSTC_BOOTSTRAP=1 "$rustc" -Zself-profile="$work/profile" --crate-name sample_crate \
    --crate-type=lib --edition=2021 "$src" --out-dir "$work/out"
profile=$(ls "$work"/profile/*.mm_profdata)
echo
echo "Where rustc spent its time compiling sample_crate, one line per query or"
echo "compiler activity, most self time first (the total line sums all rows;"
echo "'selfprof summarize --help' explains the columns):"
echo
"$selfprof" summarize --top 25 "$profile"
echo
echo "Profile: $profile"
cat <<EOF

Next steps ($selfprof is the program; 'sudo make install' puts selfprof on
PATH, or for this shell: export PATH="$(cd "$build" && pwd):\$PATH"):
  $selfprof flamegraph $profile -o sample.svg
      an interactive flame graph of the profile above (open it in a browser)
  $selfprof record --out prof -- cargo build
      profile a whole build of yours (cargo, make with gcc or clang), one report
  $selfprof diff prof-before prof-after
      what changed between two builds, query by query ('man -l $build/man/selfprof-diff.1')
  $selfprof summarize --json $profile
      the report as measureme's JSON
EOF

exec "$here/scripts/run-demo-perf.sh" "$build"
