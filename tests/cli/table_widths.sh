#!/bin/sh
# summarize's table is aligned and no wider than its widest cell: the
# column widths come from one formatted row per group of values printed
# with the same unit and sign (report/summary_report.c), so a test where
# the widest cell is not the largest value: 999,999 ns prints as
# "1000.00us", wider than 5 ms as "5.00ms"; a zero-length
# interval. Checked with an independent reading of
# the table (table_widths.py), for the automatic unit and fixed ones, with
# --by-arg on a real profile, and with a filter.
set -u
TEST=widths . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
failed=0
check() { # check NAME ARGS...: summarize ARGS, then the layout check
    name=$1
    shift
    if "$SELFPROF" summarize "$@" > "$name.txt" &&
        python3 "$SRCDIR/tests/cli/table_widths.py" "$name.txt"; then
        echo "ok $name"
    else
        echo "FAIL: $name"
        failed=1
    fi
}

# Thread 1: a (999 ns), b (999,999 ns), c (5 ms) one after another, and a
# zero-length interval; thread 2: ten seconds holding one second (10 s
# and 1 s print wider than 9 s would), so the widest cell of each
# unit is not the largest value.
cat > widths.txt <<'T'
1 0 999 a
1 1000 1000999 b
1 2000000 7000000 c
1 8000000 8000000 zero
2 0 10000000000 ten_seconds
2 100 1000000100 one_second
T
python3 "$SRCDIR/tests/cli/synth_profile.py" widths.mm_profdata widths.txt
for unit in auto ns us ms s; do
    check "synth-$unit" --unit "$unit" --all-columns widths.mm_profdata
done
grep -q "1000.00us" synth-auto.txt || { echo "FAIL: no 1000.00us cell"; failed=1; }
check by-arg --by-arg all-incr.mm_profdata
check by-arg-us --by-arg --unit us all-incr.mm_profdata
check filtered --filter typeck plain.mm_profdata
check threads2 --all-columns threads2.mm_profdata
exit $failed
