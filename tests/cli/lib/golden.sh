# golden.sh — the one golden-file comparison of the CLI tests, sourced by
# them. Expected outputs live in tests/cli/expected/. To regenerate after an
# intended change, run the test with UPDATE_GOLDEN=1 (then check the numbers
# and review the diff before committing).
: "${SRCDIR:?}"
golden_expected="$SRCDIR/tests/cli/expected"

# golden_compare NAME FILE: 0 when FILE equals expected/NAME (or, with
# UPDATE_GOLDEN set, after copying FILE there); else prints the first 40
# lines of the difference and returns 1.
golden_compare() {
    if [ -n "${UPDATE_GOLDEN:-}" ]; then
        cp "$2" "$golden_expected/$1"
        echo "updated $1"
        return 0
    fi
    if diff -u "$golden_expected/$1" "$2" > "$2.diff"; then
        return 0
    fi
    echo "FAIL: $2 differs from tests/cli/expected/$1:"
    head -40 "$2.diff"
    return 1
}

# golden_run SUBCOMMAND NAME ARGS...: runs `selfprof SUBCOMMAND ARGS` into
# the file NAME, then golden_compare NAME NAME. A failing run prints its exit
# status and stderr and returns 1.
golden_run() {
    golden_cmd=$1 golden_name=$2
    shift 2
    golden_status=0
    "$SELFPROF" "$golden_cmd" "$@" > "$golden_name" 2> "$golden_name.err" || golden_status=$?
    if [ "$golden_status" -ne 0 ]; then
        echo "FAIL: selfprof $golden_cmd $* exited $golden_status:"
        cat "$golden_name.err"
        return 1
    fi
    golden_compare "$golden_name" "$golden_name"
}
