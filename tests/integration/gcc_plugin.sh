#!/bin/sh
# The GCC plugin on a real compile (perf/benchmarks/matrix-c/matrix.c at -O2), with
# gcc 12 and, where built, gcc 11:
#  - the object file equals a plain build's (also -g -gno-record-gcc-switches);
#  - passes known to run at -O2 appear with sane counts, every pass nests in
#    its function and every function in its phase (gcc_plugin_check.py over
#    `selfprof view`), and summarize reads the profile;
#  - events=args: --by-arg rows name the functions;
#  - events=none records no events; -E one preprocess_only interval; help
#    and argument errors;
#  - -flto: one file per process (cc1 x2, lto1 WPA and LTRANS), the linked
#    program equals a plain LTO build's, the directory summarizes together;
#  - a `make -j4 CC=...` build: one file per compile, one combined report.
# Exits 77 when the plugin was not built (no gcc plugin headers).
set -eu
: "${SELFPROF:?}" "${SRCDIR:?}" "${BUILDDIR:?}"
PLUGIN=$BUILDDIR/plugins/gcc/selfprof.so
if [ ! -f "$PLUGIN" ]; then
    echo "gcc_plugin: $PLUGIN not built (install gcc-12-plugin-dev and rerun cmake)" >&2
    exit 77
fi
SRC=$SRCDIR/perf/benchmarks/matrix-c/matrix.c
CHECK="python3 $SRCDIR/tests/integration/gcc_plugin_check.py"
NFUNC=17 # function definitions in matrix.c
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
fail() { echo "gcc_plugin: FAIL: $*" >&2; exit 1; }
tests=0
pass() { tests=$((tests + 1)); echo "ok $tests - $*"; }

one_profile() { # DIR: the single profile in DIR
    set -- "$1"/*.mm_profdata
    [ $# -eq 1 ] && [ -f "$1" ] || fail "expected one profile, got: $*"
    echo "$1"
}

run_compiler() { # GCC PLUGIN TAG
    cc=$1 plugin=$2 tag=$3
    # object code identical to a plain build's
    $cc -O2 -c "$SRC" -o plain.o
    $cc -O2 -c -fplugin="$plugin" -fplugin-arg-selfprof-dir="d-$tag" "$SRC" -o prof.o
    cmp plain.o prof.o || fail "$tag: object differs from a plain build's"
    pass "$tag: -O2 object identical with the plugin"
    $cc -O2 -g -gno-record-gcc-switches -c "$SRC" -o plain-g.o
    $cc -O2 -g -gno-record-gcc-switches -c -fplugin="$plugin" \
        -fplugin-arg-selfprof-dir="d-$tag-g" "$SRC" -o prof-g.o
    cmp plain-g.o prof-g.o || fail "$tag: -g object differs from a plain build's"
    pass "$tag: -O2 -g object identical with the plugin"
    p=$(one_profile "d-$tag")
    case $(basename "$p") in matrix.c-[0-9][0-9][0-9][0-9][0-9][0-9][0-9].mm_profdata) ;;
    *) fail "$tag: file name $(basename "$p")" ;; esac
    "$SELFPROF" view "$p" >view.tsv
    $CHECK --functions $NFUNC <view.tsv || fail "$tag: structure of $p"
    pass "$tag: passes, counts and nesting ($(wc -l <view.tsv) events)"
    "$SELFPROF" summarize "$p" >sum.txt
    for label in parse analyze_functions ipa_passes expand_all_functions final_assembly \
        ssa cfg fre dce expand final ira reload; do
        grep -q "^$label " sum.txt || fail "$tag: no row '$label' in summarize"
    done
    "$SELFPROF" summarize --json "$p" | python3 -c '
import json, sys
d = json.load(sys.stdin)
rows = {r["label"]: r for r in d["query_data"]}
assert rows["expand"]["invocation_count"] == rows["final"]["invocation_count"] > 0, rows["expand"]
assert rows["ira"]["self_time"]["nanos"] + rows["ira"]["self_time"]["secs"] > 0
assert all(r["self_time"]["secs"] >= 0 and r["self_time"]["nanos"] >= 0 for r in rows.values())
' || fail "$tag: summarize --json"
    pass "$tag: summarize rows for phases and passes"
    # args: the function each pass ran on
    $cc -O2 -c -fplugin="$plugin" -fplugin-arg-selfprof-dir="a-$tag" \
        -fplugin-arg-selfprof-events=default,args "$SRC" -o args.o
    cmp plain.o args.o || fail "$tag: object differs with events=args"
    pa=$(one_profile "a-$tag")
    "$SELFPROF" view "$pa" | $CHECK --args --functions $NFUNC || fail "$tag: args structure"
    "$SELFPROF" summarize --by-arg "$pa" >byarg.txt
    for row in "expand(matrix_det)" "final(main)" "ssa(words)" "parse_function(quicksort)" \
        "function(table_get)" "fre(run, fre1)"; do
        grep -qF "$row " byarg.txt || fail "$tag: no --by-arg row '$row'"
    done
    pass "$tag: events=args gives --by-arg rows per function"
    # none: a valid, empty profile
    $cc -O2 -c -fplugin="$plugin" -fplugin-arg-selfprof-dir="n-$tag" \
        -fplugin-arg-selfprof-events=none "$SRC" -o none.o
    cmp plain.o none.o || fail "$tag: object differs with events=none"
    [ "$("$SELFPROF" view --no-header "$(one_profile "n-$tag")" | wc -l)" -eq 0 ] ||
        fail "$tag: events=none recorded events"
    pass "$tag: events=none"
    # gcc -E: cc1 starts no unit; its profile is one preprocess_only interval
    $cc -E "$SRC" -o pre.i -fplugin="$plugin" -fplugin-arg-selfprof-dir="e-$tag"
    [ "$("$SELFPROF" view --no-header "$(one_profile "e-$tag")" | cut -f3)" = preprocess_only ] ||
        fail "$tag: -E: $("$SELFPROF" view "$(one_profile "e-$tag")")"
    pass "$tag: -E records one preprocess_only interval"
}

run_compiler gcc "$PLUGIN" gcc
for v in 11 13 14; do
    if command -v gcc-$v >/dev/null && [ -f "$BUILDDIR/plugins/gcc/gcc-$v/selfprof.so" ]; then
        run_compiler gcc-$v "$BUILDDIR/plugins/gcc/gcc-$v/selfprof.so" gcc-$v
    fi
done

# help and errors
gcc -c -x c /dev/null -o /dev/null -fplugin="$PLUGIN" -fplugin-arg-selfprof-help 2>help.txt
grep -q "events=LIST" help.txt && grep -q "dir=DIR" help.txt || fail "help text"
if gcc -c -x c /dev/null -o /dev/null -fplugin="$PLUGIN" -fplugin-arg-selfprof-bogus=1 \
    2>err.txt; then fail "unknown argument accepted"; fi
grep -q "unknown argument 'bogus'" err.txt || fail "message: $(cat err.txt)"
if gcc -c -x c /dev/null -o /dev/null -fplugin="$PLUGIN" -fplugin-arg-selfprof-dir=e \
    -fplugin-arg-selfprof-events=nosuch 2>err.txt; then fail "unknown event group accepted"; fi
grep -q "unknown event group 'nosuch'" err.txt || fail "message: $(cat err.txt)"
gcc -c -x c /dev/null -o /dev/null -fplugin="$PLUGIN" -fplugin-arg-selfprof-dir=/proc/no/such \
    2>err.txt || fail "an unwritable directory failed the compile"
grep -q "selfprof: profiling off" err.txt || fail "message: $(cat err.txt)"
pass "help text, argument errors, unwritable directory"

# -flto: cc1 per source, lto1 for WPA and LTRANS, each its own file
mkdir lto && cp "$SRC" lto/a.c && printf 'int helper(int x) { return x * 3; }\n' >lto/b.c
(cd lto &&
    gcc -O2 -flto -c a.c b.c -fplugin="$PLUGIN" -fplugin-arg-selfprof-dir=prof &&
    gcc -O2 -flto a.o b.o -o prog -fplugin="$PLUGIN" -fplugin-arg-selfprof-dir=prof &&
    gcc -O2 -flto -c a.c -o a0.o && gcc -O2 -flto -c b.c -o b0.o &&
    gcc -O2 -flto a0.o b0.o -o prog0 && cmp prog prog0) || fail "-flto build"
ls lto/prof | grep -q '^a\.c-' && ls lto/prof | grep -q '^b\.c-' || fail "-flto: cc1 profiles"
[ "$(ls lto/prof | wc -l)" -ge 4 ] || fail "-flto: expected cc1 x2 + lto1 WPA + LTRANS: $(ls lto/prof)"
for p in lto/prof/*.mm_profdata; do
    "$SELFPROF" view "$p" | $CHECK --lto || fail "-flto: structure of $p"
done
"$SELFPROF" view lto/prof/a.c-*.mm_profdata | grep -q "	lto_streaming	" ||
    fail "-flto: no lto_streaming in the compile of a.c"
"$SELFPROF" summarize lto/prof >lto.txt
grep -q "^$(ls lto/prof | wc -l) profiles:" lto.txt || fail "-flto: $(head -1 lto.txt)"
grep -q "^lto_main " lto.txt && grep -q "^expand " lto.txt || fail "-flto: rows"
pass "-flto: $(ls lto/prof | wc -l) profiles (cc1, lto1 WPA, LTRANS), same program, one report"

# make -j4 CC="gcc -fplugin=...": one file per compile, summarized together
mkdir mk
for i in 1 2 3 4; do cp "$SRC" mk/unit$i.c; done
printf 'OBJS = unit1.o unit2.o unit3.o unit4.o\nall: $(OBJS)\n%%.o: %%.c\n\t$(CC) -O2 -c $< -o $@\n' \
    >mk/Makefile
make -s -C mk -j4 CC="gcc -fplugin=$PLUGIN -fplugin-arg-selfprof-dir=$tmp/mk/prof" ||
    fail "make -j4"
[ "$(ls mk/prof | wc -l)" -eq 4 ] || fail "make -j4: $(ls mk/prof)"
"$SELFPROF" summarize mk/prof >mk.txt
grep -q "^4 profiles:" mk.txt || fail "make -j4: $(head -1 mk.txt)"
"$SELFPROF" summarize --json mk/prof | python3 -c '
import json, sys
rows = {r["label"]: r for r in json.load(sys.stdin)["query_data"]}
assert rows["parse"]["invocation_count"] == 4, rows["parse"]
assert rows["ipa_passes"]["invocation_count"] == 4
assert rows["inline"]["invocation_count"] == 4
' || fail "make -j4: combined counts"
pass "make -j4: 4 profiles, one combined report"
echo "gcc_plugin: $tests tests passed"
