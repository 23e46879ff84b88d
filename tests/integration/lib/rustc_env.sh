# Sourced by tests/integration/rustc_*.sh: finds the tools, makes a scratch
# directory and defines helpers. Exits 77 (skipped) when rustc 1.95 or
# python3 is missing. Expects SELFPROF and SRCDIR from CTest.
set -eu
: "${SELFPROF:?SELFPROF (path of the selfprof binary) is not set}"
: "${SRCDIR:?SRCDIR (the source tree) is not set}"
command -v python3 >/dev/null || { echo "SKIP: python3 not found"; exit 77; }
RUSTC=${RUSTC_UNDER_TEST:-$("$SRCDIR/scripts/find-rustc.sh")} || { echo "SKIP: no rustc 1.95"; exit 77; }
SAMPLE="$SRCDIR/examples/sample-crate/src/lib.rs"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-it.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

# profile DIR RUSTC-ARGS...: one compilation under -Zself-profile=DIR.
profile() {
    dir=$1
    shift
    RUSTC_BOOTSTRAP=1 "$RUSTC" -Zself-profile="$dir" "$@"
}

# check PROFILE|DIR... [check_report.py options]: the report's invariants.
check() {
    python3 "$SRCDIR/tests/integration/check_report.py" "$@"
}

# one_profile DIR: the path of the single profile in DIR.
one_profile() {
    set -- "$1"/*.mm_profdata
    [ $# -eq 1 ] && [ -f "$1" ] || { echo "FAIL: expected one profile, got: $*" >&2; exit 1; }
    echo "$1"
}
