#!/bin/sh
# selfprof import clang-time-trace on real clang -ftime-trace output made
# here (a small C file, a small C++ file with templates) and on synthetic
# traces (b/e pairs, M events, escapes, rounding, order), plus malformed
# input: one stderr line with the byte offset, and no output file left.
# Exit 77 (skipped) without clang or python3.
set -u
: "${SELFPROF:?}" "${SRCDIR:?}"
command -v clang >/dev/null || { echo "SKIP: clang not found"; exit 77; }
command -v python3 >/dev/null || { echo "SKIP: python3 not found"; exit 77; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-clang.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 1
fails=0
checks=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# import_ok TRACE PROFILE [check options]: imports, then checks the profile
# against the trace (clang_trace_check.py) and that the other tools read it.
import_ok() {
    trace=$1 prof=$2
    shift 2
    checks=$((checks + 1))
    if ! "$SELFPROF" import clang-time-trace "$trace" -o "$prof" -v 2>"$prof.log"; then
        fail "import $trace: $(cat "$prof.log")"
        return
    fi
    "$SELFPROF" view --unit ns "$prof" >"$prof.tsv" &&
        "$SELFPROF" summarize --json "$prof" >"$prof.sum.json" &&
        "$SELFPROF" summarize "$prof" >"$prof.txt" &&
        "$SELFPROF" collapse "$prof" >"$prof.folded" &&
        "$SELFPROF" flamegraph "$prof" -o "$prof.svg" &&
        "$SELFPROF" diff "$prof" "$prof" >"$prof.diff" &&
        "$SELFPROF" chrome "$prof" -o "$prof.chrome.json" || { fail "tools on $prof"; return; }
    python3 "$SRCDIR/tests/integration/clang_trace_check.py" "$trace" "$prof.tsv" \
        "$prof.sum.json" "$@" >"$prof.check" || fail "$prof: $(cat "$prof.check")"
}

# ---- real traces --------------------------------------------------------
cat >small.c <<'EOF'
#include <stdio.h>
#include <string.h>
struct point { int x, y; };
static int dist(struct point a, struct point b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }
int main(int argc, char **argv) {
    struct point p = {argc, (int)strlen(argv[0])}, q = {1, 2};
    printf("%d\n", dist(p, q));
    return 0;
}
EOF
cat >templates.cpp <<'EOF'
#include <map>
#include <string>
#include <vector>
template <class T> T total(const std::vector<T> &v) { T s{}; for (const T &x : v) s += x; return s; }
template <int N> struct Fib { static constexpr long value = Fib<N - 1>::value + Fib<N - 2>::value; };
template <> struct Fib<1> { static constexpr long value = 1; };
template <> struct Fib<0> { static constexpr long value = 0; };
int main() {
    std::vector<int> a{1, 2, 3};
    std::vector<double> b{1.5};
    std::map<std::string, int> m{{"x", total(a)}};
    return (int)(total(b) + m.size() + Fib<20>::value % 7);
}
EOF
clang -ftime-trace -ftime-trace-granularity=0 -O2 -c small.c -o small.o || fail "clang small.c"
clang++ -ftime-trace -ftime-trace-granularity=0 -O2 -c templates.cpp -o templates.o ||
    fail "clang++ templates.cpp"
[ -s small.json ] && [ -s templates.json ] || { fail "clang wrote no traces"; exit 1; }
import_ok small.json small.mm_profdata --expect-label Frontend --expect-label Backend \
    --expect-label ExecuteCompiler --expect-arg "OptFunction=main" --expect-arg "Source=stdio.h"
import_ok templates.json templates.mm_profdata --expect-label InstantiateFunction \
    --expect-arg "InstantiateFunction=total" --expect-arg "InstantiateClass=Fib<" \
    --expect-arg "ParseClass=" --expect-label PerformPendingInstantiations
grep -q "Total" small.json || fail "clang wrote no Total events (test assumption)"
# Two events of one span (clang rounds to 1 us, so a pass and its wrapper
# often have the same): the one written later encloses the other, whatever
# their names; the checker's own count must nest them the same way (it once
# broke the tie by name, a flake on real traces).
cat >tie.json <<'EOF'
{"traceEvents":[{"ph":"X","pid":1,"tid":1,"ts":10,"dur":12,"name":"Achild"},
{"ph":"X","pid":1,"tid":1,"ts":10,"dur":12,"name":"Zparent"},
{"ph":"X","pid":1,"tid":1,"ts":0,"dur":100,"name":"Outer"}],"beginningOfTime":1}
EOF
import_ok tie.json tie.mm_profdata --expect-label Zparent
grep -q '^Achild  *12\.00us ' tie.mm_profdata.txt || fail "tie: Achild is not the child: $(cat tie.mm_profdata.txt)"
# The report: one root (ExecuteCompiler) spans the thread; self times >= 0.
grep -q "^InstantiateFunction " templates.mm_profdata.txt || fail "summarize shows no InstantiateFunction row"
"$SELFPROF" summarize --by-arg templates.mm_profdata | grep -q "InstantiateFunction(.*total" ||
    fail "summarize --by-arg shows no InstantiateFunction(total...) row"
# Machine passes, one row each without --by-arg (--lump-passes: one RunPass row).
grep -q "^RunPass(X86 DAG->DAG Instruction Selection) " small.mm_profdata.txt ||
    fail "summarize shows no RunPass(X86 DAG->DAG Instruction Selection) row"
"$SELFPROF" import clang-time-trace --lump-passes small.json -o lump.mm_profdata &&
    "$SELFPROF" summarize lump.mm_profdata | grep -q "^RunPass " ||
    fail "--lump-passes: no RunPass row"
# Metadata: beginningOfTime (µs) -> start_time (ns), pid -> process_id.
python3 - small.json small.mm_profdata <<'EOF' || fail "metadata of small.mm_profdata"
import json, sys
t = json.load(open(sys.argv[1]))
data = open(sys.argv[2], "rb").read()
pid = t["traceEvents"][0]["pid"]
want = b'"start_time": %d, "process_id": %d, "cmd": "clang -ftime-trace ' % (t["beginningOfTime"] * 1000, pid)
sys.exit(0 if want in data else 1)
EOF
# A trace on standard input gives the same profile.
"$SELFPROF" import clang-time-trace - -o stdin.mm_profdata <small.json 2>/dev/null ||
    fail "import from standard input"
"$SELFPROF" view stdin.mm_profdata >stdin.view && "$SELFPROF" view small.mm_profdata >small.view &&
    cmp -s stdin.view small.view || fail "standard input gives another profile"
# Default output name: TRACE with .json -> .mm_profdata.
cp small.json default.json
"$SELFPROF" import clang-time-trace default.json && [ -s default.mm_profdata ] ||
    fail "default output name"

# ---- synthetic traces ---------------------------------------------------
# clang 19 style: b/e pairs (nested, same key), M events, escapes, unicode,
# a second thread, a Total, an unknown phase.
cat >async.json <<'EOF'
{"traceEvents":[
 {"pid":7,"tid":7,"ph":"b","cat":"Source","id":0,"ts":1,"name":"Source","args":{"detail":"a.h"}},
 {"pid":7,"tid":7,"ph":"b","cat":"Source","id":0,"ts":2,"name":"Source","args":{"detail":"b\u00e9.h"}},
 {"pid":7,"tid":7,"ph":"X","ts":3,"dur":1,"name":"ParseClass","args":{"detail":"S<\"q\\\u4e2d\">"}},
 {"pid":7,"tid":7,"ph":"e","cat":"Source","id":0,"ts":4,"name":"Source"},
 {"pid":7,"tid":7,"ph":"X","ts":10,"dur":5.5,"name":"Inst\u0061ntiateFunction","args":{"detail":"f\ttab"}},
 {"pid":7,"tid":7,"ph":"e","cat":"Source","id":0,"ts":20,"name":"Source"},
 {"pid":7,"tid":8,"ph":"X","ts":3,"dur":1,"name":"OptFunction","args":{"detail":"main"}},
 {"pid":7,"tid":7,"ph":"i","ts":5,"name":"instant","s":"t"},
 {"pid":7,"tid":7,"ph":"X","ts":0,"dur":30,"name":"Frontend","args":{"nested":{"x":[1,{"detail":"no"}]}}},
 {"pid":7,"tid":100,"ph":"X","ts":0,"dur":30,"name":"Total Frontend","args":{"count":1,"avg ms":0}},
 {"cat":"","pid":7,"tid":7,"ts":0,"ph":"M","name":"process_name","args":{"name":"clang"}},
 {"cat":"","pid":7,"tid":7,"ts":0,"ph":"M","name":"thread_name","args":{"name":"clang"}}
],
"beginningOfTime":1700000000000000}
EOF
import_ok async.json async.mm_profdata --expect-arg "Source=bé.h" \
    --expect-arg "ParseClass=S<\"q\\中\">" --expect-arg "InstantiateFunction=f tab"
grep -q "6 intervals (4 X, 2 b/e, 0 B/E) on 3 threads.*skipped 1 Total, 2 M, 1 other" \
    async.mm_profdata.log || fail "async stats: $(cat async.mm_profdata.log)"
awk -F'\t' '$3 == "Source" && $5 != 2147483655 { bad = 1 } END { exit bad }' async.mm_profdata.tsv ||
    fail "b/e events not on thread tid + 2^31"
# clang's µs rounding: a child ending 1 µs after its parent extends the
# parent; children after their parent in the file (start order) are sorted.
cat >rounding.json <<'EOF'
{"traceEvents":[
 {"pid":1,"tid":1,"ph":"X","ts":5,"dur":6,"name":"Child"},
 {"pid":1,"tid":1,"ph":"X","ts":0,"dur":10,"name":"Parent"},
 {"pid":1,"tid":1,"ph":"X","ts":20,"dur":100,"name":"Outer"},
 {"pid":1,"tid":1,"ph":"X","ts":30,"dur":10,"name":"Inner"},
 {"pid":1,"tid":1,"ph":"X","ts":50,"dur":10,"name":"Inner"},
 {"pid":1,"tid":1,"ph":"B","ts":200,"name":"Dur"},
 {"pid":1,"tid":1,"ph":"X","ts":201,"dur":2,"name":"InDur"},
 {"pid":1,"tid":1,"ph":"E","ts":210}
]}
EOF
import_ok rounding.json rounding.mm_profdata
grep -q "1 parents extended" rounding.mm_profdata.log || fail "no parent extended: $(cat rounding.mm_profdata.log)"
awk -F'\t' '$3 == "Parent" && $7 != 11000 { bad = 1 } END { exit bad }' rounding.mm_profdata.tsv ||
    fail "Parent not extended to its child's end"
# Start order with three levels, beyond the 1 ms window: imported, with a
# one-line warning that counts the event written out of order.
printf '%s' '{"traceEvents":[{"ph":"X","ts":0,"dur":100000,"name":"P"},{"ph":"X","ts":1000,"dur":49000,"name":"W"},{"ph":"X","ts":2000,"dur":1000,"name":"X"}]}' >late.json
checks=$((checks + 1))
"$SELFPROF" import clang-time-trace late.json -o late.mm_profdata 2>late.err &&
    [ "$(wc -l <late.err)" -eq 1 ] &&
    grep -q "^selfprof: late.json: warning: 1 events came more than 1 ms out of end order" late.err ||
    fail "out-of-order warning: $(cat late.err)"
# A top-level array (Chrome's JSON Array Format) and an empty trace.
printf '[{"pid":1,"tid":1,"ph":"X","ts":1,"dur":2,"name":"a"}]' >array.json
import_ok array.json array.mm_profdata
printf '{"traceEvents":[]}' >empty.json
"$SELFPROF" import clang-time-trace empty.json -o empty.mm_profdata &&
    "$SELFPROF" summarize empty.mm_profdata >/dev/null || fail "empty trace"
checks=$((checks + 1))

# ---- errors: one line, the byte offset, status, no output left ----------
# expect STATUS REGEX TRACE-CONTENT: the import fails as described.
expect() {
    status=$1 pattern=$2
    checks=$((checks + 1))
    printf '%s' "$3" >bad.json
    rm -f bad.mm_profdata
    "$SELFPROF" import clang-time-trace bad.json -o bad.mm_profdata >out 2>err
    got=$?
    if [ "$got" -ne "$status" ] || [ "$(wc -l <err)" -ne 1 ] || ! grep -Eq -e "$pattern" err ||
        [ -s out ] || [ -e bad.mm_profdata ] || ls bad.mm_profdata.tmp* >/dev/null 2>&1; then
        fail "bad trace '$3': status $got (want $status), stderr: $(cat err)"
    fi
}
head -c 30000 templates.json >truncated.json
size=$(wc -c <truncated.json)
expect 1 "^selfprof: bad.json: unexpected end of file \(truncated\?\) \(at byte $size\)$" "$(cat truncated.json)"
expect 1 '^selfprof: bad.json: traceEvents\[0\]: "ts" is a string, expected a number \(at byte 16\)$' \
    '{"traceEvents":[{"ph":"X","ts":"10","dur":1,"name":"a"}]}'
expect 1 '^selfprof: bad.json: traceEvents\[1\]: "dur" is an object, expected a number \(at byte 53\)$' \
    '{"traceEvents":[{"ph":"X","ts":1,"dur":1,"name":"a"},{"ph":"X","ts":1,"dur":{},"name":"a"}]}'
expect 1 '^selfprof: bad.json: traceEvents\[0\]: "tid" is a string, expected an integer \(at byte 16\)$' \
    '{"traceEvents":[{"ph":"X","ts":1,"dur":1,"name":"a","tid":"1"}]}'
expect 1 '^selfprof: bad.json: traceEvents\[0\]: "args" is an array, expected an object \(at byte 16\)$' \
    '{"traceEvents":[{"ph":"X","ts":1,"dur":1,"name":"a","args":[]}]}'
expect 1 '^selfprof: bad.json: traceEvents\[0\]: "args.detail" is an integer, expected a string \(at byte 16\)$' \
    '{"traceEvents":[{"ph":"X","ts":1,"dur":1,"name":"a","args":{"detail":5}}]}'
expect 1 '^selfprof: bad.json: traceEvents\[0\]: no "dur" \(at byte 16\)$' \
    '{"traceEvents":[{"ph":"X","ts":1,"name":"a"}]}'
expect 1 '^selfprof: bad.json: traceEvents\[0\]: "dur" out of range \(at byte 16\)$' \
    '{"traceEvents":[{"ph":"X","ts":1,"dur":-1,"name":"a"}]}'
expect 1 '^selfprof: bad.json: traceEvents\[0\]: no "ph" \(at byte 16\)$' \
    '{"traceEvents":[{"ts":1,"dur":1,"name":"a"}]}'
expect 1 '^selfprof: bad.json: traceEvents\[1\]: "e" event without a matching "b" \(thread 3, cat "c", name "x"\) \(at byte 70\)$' \
    '{"traceEvents":[{"ph":"b","ts":1,"name":"x","cat":"c","id":1,"tid":3},{"ph":"e","ts":2,"name":"x","cat":"c","id":2,"tid":3}]}'
expect 1 '^selfprof: bad.json: traceEvents\[0\]: "E" event without a matching "B" on thread 0 \(at byte 16\)$' \
    '{"traceEvents":[{"ph":"E","ts":1}]}'
expect 1 '^selfprof: bad.json: traceEvents\[0\]: expected an event object, found an integer \(at byte 17\)$' \
    '{"traceEvents":[1]}'
expect 1 '^selfprof: bad.json: traceEvents: expected an array, found an object \(at byte 16\)$' \
    '{"traceEvents":{}}'
expect 1 '^selfprof: bad.json: malformed JSON: invalid object key \(must be a string\) \(at byte 27\)$' \
    '{"traceEvents":[{"ph":"X",,}]}'
expect 1 '^selfprof: bad.json: malformed JSON: trailing garbage \(at byte 20\)$' '{"traceEvents":[]} x'
expect 1 '^selfprof: bad.json: malformed JSON: lexical error: invalid bytes in UTF8 string. \(at byte 51\)$' \
    "$(printf '{"traceEvents":[{"ph":"X","ts":1,"dur":1,"name":"a\377"}]}')"
expect 1 '^selfprof: bad.json: empty file: expected a JSON object \(at byte 0\)$' ''
expect 1 '^selfprof: bad.json: expected a JSON object .* found a string \(at byte 3\)$' '"x"'
expect 1 '^selfprof: bad.json: no "traceEvents" array: not a clang -ftime-trace trace \(clang writes \{"traceEvents": \[\.\.\.\], \.\.\.\}\) \(at byte 0\)$' '{"foo":1}'
expect 1 '^selfprof: bad.json: no "traceEvents" array: not a clang' '{}'
expect 1 '^selfprof: bad.json: beginningOfTime: expected an integer, found a string \(at byte 39\)$' \
    '{"traceEvents":[],"beginningOfTime":"x"}'
# Usage and files.
usage() {
    status=$1 pattern=$2
    shift 2
    checks=$((checks + 1))
    "$SELFPROF" import "$@" >out 2>err
    got=$?
    [ "$got" -eq "$status" ] && [ "$(wc -l <err)" -eq 1 ] && grep -Eq -e "$pattern" err ||
        fail "import $*: status $got (want $status): $(cat err)"
}
usage 2 "no format given" 
usage 2 "unknown format 'chrome'" chrome x.json
usage 2 "no trace given" clang-time-trace
usage 2 "one trace at a time" clang-time-trace a.json b.json
usage 2 "unknown option '--bogus'" clang-time-trace --bogus small.json
usage 2 "missing value for option '-o'" clang-time-trace small.json -o
usage 2 "standard input needs -o" clang-time-trace -
usage 1 "^selfprof: missing.json: cannot open: No such file or directory$" clang-time-trace missing.json
# The output's folder is created, as record --out does; a file in the way
# of it is an error.
checks=$((checks + 1))
"$SELFPROF" import clang-time-trace small.json -o "$WORK/nodir/sub/x.mm_profdata" 2>err &&
    [ ! -s err ] && "$SELFPROF" summarize "$WORK/nodir/sub/x.mm_profdata" >/dev/null ||
    fail "import -o nodir/sub/x: $(cat err)"
: >"$WORK/afile"
usage 3 "^selfprof: $WORK/afile/x.mm_profdata: cannot create: Not a directory$" \
    clang-time-trace small.json -o "$WORK/afile/x.mm_profdata"
"$SELFPROF" import --help | grep -q "clang-time-trace" || fail "import --help"
checks=$((checks + 1))

[ "$fails" -eq 0 ] && echo "clang_import: $checks checks passed"
[ "$fails" -eq 0 ]
