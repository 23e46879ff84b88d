#!/bin/sh
# Bad input and bad usage: one stderr line, the documented exit status,
# nothing on stdout.
set -u
: "${SELFPROF:?}" "${TESTDATA:?}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
plain="$TESTDATA/rustc-1.95/plain.mm_profdata"

# expect STATUS REGEX -- ARGS...: runs selfprof, checks status, that stderr
# is exactly one line matching REGEX, and that stdout is empty.
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

head -c 1000 "$plain" >"$tmp/truncated.mm_profdata"
expect 1 "^selfprof: $tmp/truncated.mm_profdata: page of [0-9]+ bytes runs past the end of the file .* \(at byte 8\)$" -- summarize "$tmp/truncated.mm_profdata"
printf 'MMPD\011\000\000\000\000\377\377\377\377MMES\011\000\000\000' >"$tmp/huge.mm_profdata"
head -c 40 /dev/zero >>"$tmp/huge.mm_profdata"
expect 1 "huge.mm_profdata: page of 4294967295 bytes runs past the end" -- summarize "$tmp/huge.mm_profdata"
printf 'hello world, not a profile' >"$tmp/text.mm_profdata"
expect 1 "text.mm_profdata: not a profile \(no MMPD magic\) \(at byte 0\)$" -- summarize "$tmp/text.mm_profdata"
# JSON where a profile is wanted: the error says which command reads it.
printf '{"traceEvents":[{"ph":"X","ts":1,"dur":2,"name":"a"}],"beginningOfTime":1}' >"$tmp/trace.json"
expect 1 "^selfprof: $tmp/trace.json: not a profile but a clang -ftime-trace trace: make a profile of it with 'selfprof import clang-time-trace $tmp/trace.json'\$" -- summarize "$tmp/trace.json"
expect 1 "^selfprof: $tmp/trace.json: not a profile but a clang -ftime-trace trace" -- flamegraph "$tmp/trace.json"
expect 1 "^selfprof: $tmp/trace.json: not a profile but a clang -ftime-trace trace" -- view "$tmp/trace.json"
"$SELFPROF" summarize --json "$plain" >"$tmp/summary.json"
expect 1 "^selfprof: $tmp/summary.json: not a profile but a summary JSON \\(summarize --json\\): compare two with 'selfprof diff OLD.json NEW.json'\$" -- summarize "$tmp/summary.json"
printf '  {"foo":1}\n' >"$tmp/foo.json"
expect 1 "^selfprof: $tmp/foo.json: not a profile but JSON: a clang trace wants 'selfprof import clang-time-trace $tmp/foo.json', a summary JSON 'selfprof diff'\$" -- summarize "$tmp/foo.json"
: >"$tmp/empty.mm_profdata"
expect 1 "empty.mm_profdata: file too short" -- summarize "$tmp/empty.mm_profdata"
cp "$plain" "$tmp/v10.mm_profdata"
printf '\012' | dd of="$tmp/v10.mm_profdata" bs=1 seek=4 conv=notrunc 2>/dev/null
expect 1 "v10.mm_profdata: format version 10 is not supported \(only 8 and 9\) \(at byte 4\)" -- summarize "$tmp/v10.mm_profdata"
expect 1 "^selfprof: $tmp/missing.mm_profdata: cannot open: No such file" -- summarize "$tmp/missing.mm_profdata"
expect 1 "^selfprof: /dev/null: cannot read: not a regular file$" -- summarize /dev/null
mkdir "$tmp/nothing"
expect 1 "nothing: no .mm_profdata files in this directory" -- summarize "$tmp/nothing"
# A bad file among good ones still fails the whole report.
expect 1 "text.mm_profdata: not a profile" -- summarize "$plain" "$tmp/text.mm_profdata"
expect 2 "no profile given" -- summarize
# view --kind with a name the profile has no event of: the kinds present.
kinds="the kinds present: ArtifactSize, GenericActivity, Query, QueryCacheHitCount"
expect 2 "^selfprof: $plain: no event of kind 'query' \\(kinds are case-sensitive: did you mean 'Query'\\?\\); $kinds\$" -- view --kind query "$plain"
expect 2 "^selfprof: $plain: no event of kind 'Bogus'; $kinds\$" -- view --mmview --kind Bogus "$plain"
# One name present, one not: the events of the one, a warning for the other.
"$SELFPROF" view --kind Query,Bogus --no-header "$plain" >"$tmp/out" 2>"$tmp/err"
if [ $? -ne 0 ] || [ "$(cat "$tmp/err")" != "selfprof: $plain: no event of kind 'Bogus'; $kinds" ] ||
    [ "$(cut -f2 "$tmp/out" | sort -u)" != Query ]; then
    echo "FAIL: view --kind Query,Bogus: $(cat "$tmp/err")"
    fails=$((fails + 1))
fi
expect 2 "--top needs a non-negative integer, not 'x'" -- summarize --top x "$plain"
expect 2 "--top needs a non-negative integer, not '-3'" -- summarize --top -3 "$plain"
expect 2 "--top needs a non-negative integer" -- summarize --top 99999999999999999999999 "$plain"
expect 2 "--sort: unknown column 'bogus'" -- summarize --sort bogus "$plain"
expect 2 "--unit: unknown unit 'h'" -- summarize --unit h "$plain"
expect 2 "^selfprof: --percent-above: 101 is outside 0 to 100 \\(a share of total time in %\\)$" -- summarize --percent-above 101 "$plain"
expect 2 "^selfprof: --percent-above: -1 is outside 0 to 100" -- summarize --percent-above -1 "$plain"
expect 2 "^selfprof: --percent-above: '5x' is not a number \\(a share of total time, 0 to 100\\)$" -- summarize --percent-above 5x "$plain"
# a trailing % is taken, as diff --threshold takes it (tools/cli/report_options.c)
if ! "$SELFPROF" summarize --percent-above 5% "$plain" >"$tmp/pct" 2>&1 ||
    ! "$SELFPROF" summarize --percent-above 5 "$plain" | cmp -s - "$tmp/pct"; then
    echo "FAIL: summarize --percent-above 5% differs from --percent-above 5"
    fails=$((fails + 1))
fi
expect 2 "^selfprof: unknown command 'frobnicate' \\(see 'selfprof --help'\\)$" -- frobnicate
expect 2 "^selfprof: unknown command 'sumarize': did you mean 'summarize'\\? \\(see 'selfprof --help'\\)$" -- sumarize
expect 2 "^selfprof: unknown command 'flamegrpah': did you mean 'flamegraph'\\? \\(see 'selfprof --help'\\)$" -- flamegrpah
expect 2 "^selfprof: unknown command 'Diff': did you mean 'diff'\\? \\(see 'selfprof --help'\\)$" -- Diff
expect 2 "^selfprof: unknown command 'x' \\(see 'selfprof --help'\\)$" -- x
expect 3 "nodir/out.json: cannot create" -- summarize --json -o "$tmp/nodir/out.json" "$plain"
if [ -w /dev/full ]; then
    expect 3 "/dev/full: write failed" -- summarize -o /dev/full "$plain"
fi
# Usage errors from getopt itself print its line plus a hint: two lines.
"$SELFPROF" summarize --bogus "$plain" >/dev/null 2>&1
[ $? -eq 2 ] || { echo "FAIL: unknown option must exit 2"; fails=$((fails + 1)); }
# Help and version succeed on stdout.
"$SELFPROF" summarize --help | grep -q "^usage: selfprof summarize" || { echo "FAIL: --help"; fails=$((fails + 1)); }
"$SELFPROF" --version | grep -q "^selfprof [0-9]" || { echo "FAIL: --version"; fails=$((fails + 1)); }
# The help names the man pages as they can be read: man -l in a build tree
# (the binary beside man/), else man once installed.
bindir=$(cd "$(dirname "$SELFPROF")" && pwd -P)
if [ -f "$bindir/man/selfprof.1" ]; then
    want="'man -l $bindir/man/selfprof-COMMAND.1' too (installed: 'man selfprof-COMMAND')."
else
    want="'man selfprof-COMMAND' too, once installed."
fi
"$SELFPROF" --help | grep -qxF "$want" || { echo "FAIL: --help: no line $want"; fails=$((fails + 1)); }
"$SELFPROF" help summarize | grep -q "Incr hits" || { echo "FAIL: help summarize"; fails=$((fails + 1)); }

[ "$fails" -eq 0 ] && echo "errors: all passed" || { echo "errors: $fails failed"; exit 1; }
