# tally.sh — sourced by the CLI tests that count their checks: ok and bad
# count passes and failures (bad prints "FAIL: WHAT"), and
#   expect STATUS REGEX ARGS...
# runs `$SELFPROF ARGS...` and passes when it exits with STATUS, prints
# nothing on standard output and exactly one line on standard error that
# matches the extended REGEX (the shape of every selfprof error). Leaves
# err.out and err.txt in the current directory. The test ends with
#   echo "NAME: $passed passed, $failed failed"; [ "$failed" -eq 0 ]
failed=0
passed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL: $*"; failed=$((failed + 1)); }
expect() {
    status=$1 pattern=$2
    shift 2
    set +e
    "$SELFPROF" "$@" > err.out 2> err.txt
    got=$?
    set -e
    if [ "$got" -ne "$status" ] || [ "$(wc -l < err.txt)" -ne 1 ] || [ -s err.out ] ||
       ! grep -Eq -e "$pattern" err.txt; then
        bad "selfprof $*: status $got (want $status), stderr: $(cat err.txt)"
    else
        ok
    fi
}
