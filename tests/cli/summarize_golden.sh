#!/bin/sh
# Golden tests of `selfprof summarize` on the shared test files: the table
# (--top 15) of plain and all-incr, --percent-above, --all-columns,
# --by-arg of all-incr, --json of all five files, --csv of threads2,
# compared with tests/cli/expected/*.
# The JSON is also checked against measureme's numbers (measureme_numbers.py).
# To regenerate after an intended change: UPDATE_GOLDEN=1 sh summarize_golden.sh
# (then check the numbers and review the diff before committing).
# Runs in a scratch directory on bare file names: the table names its input.
TEST=golden . "$SRCDIR/tests/cli/lib/shared_profiles.sh"

failed=0
. "$SRCDIR/tests/cli/lib/golden.sh"
# golden NAME ARGS...: run summarize ARGS, compare with expected/NAME.
golden() {
    if golden_run summarize "$@"; then echo "ok $1"; else failed=1; fi
}

golden plain.top15.txt --top 15 plain.mm_profdata
golden all-incr.top15.txt --top 15 all-incr.mm_profdata
golden all-incr.by-arg.top15.txt --by-arg --top 15 all-incr.mm_profdata
golden threads2.csv --csv threads2.mm_profdata
# measureme's -p cut-off, and every column (zero ones included).
golden plain.percent-above.txt --percent-above 2 plain.mm_profdata
golden threads2.all-columns.top5.txt --all-columns --top 5 threads2.mm_profdata
golden threads2.percent-above.csv --csv --percent-above 5 threads2.mm_profdata
for n in plain all-incr threads2 v8 v9; do
    golden "$n.json" --json "$n.mm_profdata"
    python3 "$SRCDIR/tests/cli/measureme_numbers.py" "$n" "$n.json" || failed=1
done
exit $failed
