#!/bin/sh
# A profile cut by a killed writer: every command reads the complete pages
# before the cut, says how much it left out in one warning line, and exits
# 0 with the same output as for the file cut back to those pages. A file cut
# before a whole stream was written stays an error.
set -u
: "${SELFPROF:?}" "${TESTDATA:?}" "${BUILDDIR:?}"
queries="$BUILDDIR/examples/example_queries"
[ -x "$queries" ] || { echo "no $queries" >&2; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

mkdir "$tmp/rec" "$tmp/cut" "$tmp/whole"
"$queries" --out "$tmp/rec" --items 3000 >/dev/null
rec=$(ls "$tmp/rec"/*.mm_profdata)
size=$(wc -c <"$rec")
# 5000 bytes short: inside the last page (pages are up to 256 KiB)
head -c $((size - 5000)) "$rec" >"$tmp/cut/q.mm_profdata"
"$SELFPROF" summarize "$tmp/cut/q.mm_profdata" >/dev/null 2>"$tmp/err"
at=$(sed -n 's/.*, from byte \([0-9]*\), .*/\1/p' "$tmp/err")
[ -n "$at" ] || fail "no cut offset in: $(cat "$tmp/err")"
head -c "${at:-0}" "$rec" >"$tmp/whole/q.mm_profdata"

# run DIR ARGS...: selfprof in DIR on q.mm_profdata (relative, so that the
# outputs of the two files compare), stdout in DIR/out, stderr in DIR/err.
run() {
    dir=$1
    shift
    (cd "$dir" && "$SELFPROF" "$@" >out 2>err)
}
for cmd in "summarize q.mm_profdata" "summarize --json --by-arg q.mm_profdata" \
    "collapse q.mm_profdata" "flamegraph q.mm_profdata" "chrome q.mm_profdata" \
    "view q.mm_profdata" "diff q.mm_profdata q.mm_profdata"; do
    # shellcheck disable=SC2086 # $cmd: the command's words
    run "$tmp/cut" $cmd
    st=$?
    # shellcheck disable=SC2086
    run "$tmp/whole" $cmd
    want="^selfprof: q.mm_profdata: warning: the last $((size - 5000 - at)) bytes, from byte $at, are an incomplete page \(the writer was killed\?\): reading the complete pages before them$"
    lines=$(grep -c . "$tmp/cut/err")
    expect_lines=1
    case "$cmd" in diff*) expect_lines=2 ;; esac # one per side
    if [ "$st" -ne 0 ] || [ "$lines" -ne "$expect_lines" ] || grep -Evq -e "$want" "$tmp/cut/err"; then
        fail "$cmd on the cut file: status $st, stderr: $(cat "$tmp/cut/err")"
    elif [ -s "$tmp/whole/err" ]; then
        fail "$cmd on the whole file: $(cat "$tmp/whole/err")"
    elif ! cmp -s "$tmp/cut/out" "$tmp/whole/out"; then
        fail "$cmd: the cut file reads differently from its complete pages"
    fi
done
[ -s "$tmp/cut/out" ] || fail "empty output"

# strings past the cut: the events of the cut file name them <unknown>
head -c $((at + 40)) "$rec" >"$tmp/short.mm_profdata"
"$SELFPROF" summarize --top 100 "$tmp/short.mm_profdata" >"$tmp/out" 2>"$tmp/err" ||
    fail "cut 40 bytes into its last page: $(cat "$tmp/err")"

# rustc keeps a small profile in memory until it exits: cut, it has no
# string index before the cut, which is an error naming both facts
plain="$TESTDATA/rustc-1.95/plain.mm_profdata"
head -c 100000 "$plain" >"$tmp/rustc.mm_profdata"
"$SELFPROF" summarize "$tmp/rustc.mm_profdata" >"$tmp/out" 2>"$tmp/err"
st=$?
if [ "$st" -ne 1 ] || [ "$(wc -l <"$tmp/err")" -ne 1 ] ||
    ! grep -Eq "runs past the end of the file \(.*\), and there is no string index stream before it \(at byte [0-9]+\)$" "$tmp/err"; then
    fail "cut rustc profile: status $st, stderr: $(cat "$tmp/err")"
fi

[ "$fails" -eq 0 ] && echo "cut_profile: all passed" || { echo "cut_profile: $fails failed"; exit 1; }
