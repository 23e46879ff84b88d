#!/bin/sh
# `selfprof diff` on bad input and bad usage: one stderr line
# "selfprof: FILE: what is wrong (at byte N ...)", the documented exit status
# (1 input, 2 usage, 3 output), nothing on stdout.
set -u
: "${SELFPROF:?}" "${TESTDATA:?}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
plain="$TESTDATA/rustc-1.95/plain.mm_profdata"
[ -f "$plain" ] || { echo "SKIP: no $plain"; exit 77; }

# expect STATUS REGEX -- ARGS...
expect() {
    status=$1 pattern=$2
    shift 3
    "$SELFPROF" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    lines=$(wc -l <"$tmp/err")
    if [ "$got" -ne "$status" ] || [ "$lines" -ne 1 ] || ! grep -Eq -e "$pattern" "$tmp/err" || [ -s "$tmp/out" ]; then
        echo "FAIL: selfprof $*: status $got (want $status), stderr:"
        cat "$tmp/err"
        fails=$((fails + 1))
    fi
}

"$SELFPROF" summarize --json "$plain" >"$tmp/good.json"
# Malformed JSON: jansson's message with byte, line and column.
printf '{"query_data":[{"label":"a",}]}' >"$tmp/syntax.json"
expect 1 "^selfprof: $tmp/syntax.json: invalid JSON: .* \(at byte 29, line 1, column 29\)$" -- diff "$tmp/syntax.json" "$tmp/good.json"
printf '{"query_data":[\n{"label":"a"\n' >"$tmp/cut.json"
expect 1 "cut.json: invalid JSON: .*end of file.* \(at byte [0-9]+, line 3, column [0-9]+\)$" -- diff "$tmp/good.json" "$tmp/cut.json"
: >"$tmp/empty.json"
expect 1 "empty.json: invalid JSON: " -- diff "$tmp/empty.json" "$tmp/good.json"
# Well-formed JSON that is not a summary: which value is wrong.
printf '{"query_data":[{"label":"a"}],"total_time":{"secs":1,"nanos":0}}' >"$tmp/norow.json"
expect 1 "norow.json: query_data\[0\]: \"time\" is missing$" -- diff "$tmp/good.json" "$tmp/norow.json"
printf '{"query_data":[],"total_time":{"secs":1,"nanos":2000000000}}' >"$tmp/nanos.json"
expect 1 "nanos.json: \"total_time\" is not a duration" -- diff "$tmp/good.json" "$tmp/nanos.json"
printf '{"traceEvents":[],"beginningOfTime":1}' >"$tmp/trace.json"
expect 1 "^selfprof: $tmp/trace.json: a clang -ftime-trace trace, not a summary: make a profile of it with 'selfprof import clang-time-trace', then diff the profiles\$" -- diff "$tmp/trace.json" "$tmp/good.json"
printf '{"x":1}' >"$tmp/other.json"
expect 1 "other.json: \"query_data\" is missing or not an array: not a summary$" -- diff "$tmp/other.json" "$tmp/good.json"
printf '[1,2]' >"$tmp/array.json"
expect 1 "array.json: the top level is not a JSON object$" -- diff "$tmp/array.json" "$tmp/good.json"
printf '{"query_data":[{"label":"a","self_time_change":1.0}],"total_time":{"duration":{"secs":0,"nanos":0},"is_positive":true}}' >"$tmp/mmdiff.json"
expect 1 "mmdiff.json: query_data\[0\]: this is a diff without summaries" -- diff "$tmp/mmdiff.json" "$tmp/good.json"
# Rows of one label add up; sums past what a summary's JSON holds (counts
# above INT64_MAX, which jansson cannot read back) are refused.
row='{"label":"a","time":{"secs":1,"nanos":2},"self_time":{"secs":0,"nanos":5},"number_of_cache_misses":1,"number_of_cache_hits":0,"invocation_count":9223372036854775807,"blocked_time":{"secs":0,"nanos":0},"incremental_load_time":{"secs":0,"nanos":0},"incremental_hashing_time":{"secs":0,"nanos":0}}'
printf '{"query_data":[%s,%s],"total_time":{"secs":1,"nanos":9}}' "$row" "$row" >"$tmp/sums.json"
expect 1 "sums.json: the rows labelled \"a\" add up to more than a summary can hold$" -- diff "$tmp/sums.json" "$tmp/good.json"
printf '{"files":[{"summary":{"query_data":[],"total_time":{"secs":9223372035,"nanos":0}}},{"summary":{"query_data":[],"total_time":{"secs":9223372035,"nanos":0}}}]}' >"$tmp/total.json"
expect 1 "total.json: the total time or event count adds up to more than a summary can hold$" -- diff "$tmp/total.json" "$tmp/good.json"
printf '{"query_data":[],"total_time":{"secs":1,"nanos":0},"file_count":4294967296}' >"$tmp/files.json"
expect 1 "files.json: \"file_count\" is larger than 4294967295$" -- diff "$tmp/files.json" "$tmp/good.json"
expect 1 "good.json: a side \(#base or #new\) can only be chosen in a .selfprof diff --json. file$" -- diff "$tmp/good.json#base" "$tmp/good.json"
# Malformed profiles: the reader's message with the byte offset.
head -c 1000 "$plain" >"$tmp/truncated.mm_profdata"
expect 1 "^selfprof: $tmp/truncated.mm_profdata: page of [0-9]+ bytes runs past the end of the file .* \(at byte 8\)$" -- diff "$plain" "$tmp/truncated.mm_profdata"
printf 'hello world, not a profile' >"$tmp/text.mm_profdata"
expect 1 "text.mm_profdata: not a profile \(no MMPD magic\) \(at byte 0\)$" -- diff "$tmp/text.mm_profdata" "$plain"
# Both sides bad (read at the same time): only BASE's error is reported.
expect 1 "^selfprof: $tmp/text.mm_profdata: not a profile" -- diff "$tmp/text.mm_profdata" "$tmp/truncated.mm_profdata"
expect 1 "missing.mm_profdata: cannot open: No such file" -- diff "$plain" "$tmp/missing.mm_profdata"
mkdir "$tmp/nothing"
expect 1 "nothing: no .mm_profdata files in this directory" -- diff "$tmp/nothing" "$plain"
mkdir "$tmp/bad" && cp "$tmp/text.mm_profdata" "$tmp/bad/x-1.mm_profdata"
mkdir "$tmp/ok" && cp "$plain" "$tmp/ok/x-2.mm_profdata"
expect 1 "bad/x-1.mm_profdata: not a profile" -- diff "$tmp/ok" "$tmp/bad"
# Different counters: a warning on stderr, the diff still printed.
sed 's/"counter":"[^"]*"/"counter":"instructions:u"/' "$tmp/good.json" >"$tmp/insn.json"
if ! "$SELFPROF" diff "$tmp/good.json" "$tmp/insn.json" >"$tmp/out" 2>"$tmp/err" ||
    ! grep -q "^selfprof: warning: .*good.json counts wall-time but .*insn.json counts instructions:u" "$tmp/err" ||
    ! [ -s "$tmp/out" ]; then
    echo "FAIL: counter mismatch warning"; cat "$tmp/err"; fails=$((fails + 1))
fi
# Usage.
expect 2 "diff: needs two inputs, BASE and NEW" -- diff "$plain"
expect 2 "diff: takes exactly two inputs" -- diff "$plain" "$plain" "$plain"
expect 2 "--threshold needs a non-negative percentage, not 'x'" -- diff --threshold x "$plain" "$plain"
expect 2 "--threshold needs a non-negative percentage, not '-1'" -- diff --threshold -1 "$plain" "$plain"
expect 2 "--min-change needs a time such as 500us, 1ms or 2s, not '3h'" -- diff --min-change 3h "$plain" "$plain"
expect 2 "--top needs a non-negative integer, not 'x'" -- diff --top x "$plain" "$plain"
expect 2 "--sort: unknown column 'bogus'" -- diff --sort bogus "$plain" "$plain"
expect 2 "--unit: unknown unit 'h'" -- diff --unit h "$plain" "$plain"
expect 2 "--combined needs two directories" -- diff --combined "$plain" "$plain"
# Output.
expect 3 "nodir/out.json: cannot create" -- diff --json -o "$tmp/nodir/out.json" "$plain" "$plain"
if [ -w /dev/full ]; then
    expect 3 "/dev/full: write failed" -- diff -o /dev/full "$plain" "$plain"
fi
"$SELFPROF" diff --bogus "$plain" "$plain" >/dev/null 2>&1
[ $? -eq 2 ] || { echo "FAIL: unknown option must exit 2"; fails=$((fails + 1)); }
"$SELFPROF" diff --help | grep -q "^usage: selfprof diff" || { echo "FAIL: --help"; fails=$((fails + 1)); }
"$SELFPROF" help diff | grep -q "threshold" || { echo "FAIL: help diff"; fails=$((fails + 1)); }
"$SELFPROF" --help | grep -q "^  diff " || { echo "FAIL: diff in the command list"; fails=$((fails + 1)); }

[ "$fails" -eq 0 ] && echo "diff_errors: all passed" || { echo "diff_errors: $fails failed"; exit 1; }
