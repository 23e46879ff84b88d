#!/bin/sh
# selfprof record without a compiler: fake builds that copy the shared test
# profiles into the directory they are given, so the report is a golden
# output (tests/cli/expected/record-*.txt, equal to summarize's). Checks
# what the command gets (RUSTC_BOOTSTRAP, RUSTFLAGS appended,
# CARGO_ENCODED_RUSTFLAGS, SELFPROF_*, a direct rustc's arguments, the rustc
# wrapper on PATH), new files only in an existing --out, cargo's ___ probe
# removed, exit statuses and one-line errors.
# To regenerate: UPDATE_GOLDEN=1 sh record_golden.sh (review the diff).
set -u
: "${SELFPROF:?}" "${SRCDIR:?}" "${TESTDATA:?}"
expected="$SRCDIR/tests/cli/expected"
data="$TESTDATA/rustc-1.95"
[ -f "$data/plain.mm_profdata" ] || { echo "SKIP: no $data"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-record-golden.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
export DATA="$data"
# rustc run by cargo or the wrapper gets a stable link to the folder (one
# path for every run, so cargo's RUSTFLAGS fingerprint does not change); a
# cache of this test's own.
export XDG_CACHE_HOME="$work/cache"
link="$work/cache/selfprof/record-profiles"
fails=0 checks=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { checks=$((checks + 1)); }
one_line_error() { [ "$(wc -l <"$1")" -eq 1 ] && grep -q '^selfprof: ' "$1"; }
. "$SRCDIR/tests/cli/lib/golden.sh"
golden() { # golden NAME FILE
    if golden_compare "$1" "$2"; then ok; else fail "$2 differs from expected/$1"; fi
}

# A "build" that writes two crates' profiles (and cargo's probe) where
# SELFPROF_DIR says, and records its environment.
cat >build.sh <<'EOF'
#!/bin/sh
cp "$DATA/plain.mm_profdata" "$SELFPROF_DIR/tiny-0000101.mm_profdata"
cp "$DATA/all-incr.mm_profdata" "$SELFPROF_DIR/incr-0000102.mm_profdata"
cp "$DATA/plain.mm_profdata" "$SELFPROF_DIR/___-0000100.mm_profdata"
{
    echo "RUSTC_BOOTSTRAP=$RUSTC_BOOTSTRAP"
    echo "RUSTFLAGS=${RUSTFLAGS-unset}"
    echo "CARGO_ENCODED_RUSTFLAGS=${CARGO_ENCODED_RUSTFLAGS-unset}" | tr '\037' '|'
    echo "SELFPROF_EVENTS=${SELFPROF_EVENTS-unset}"
    echo "SELFPROF_COUNTER=${SELFPROF_COUNTER-unset}"
    echo "LINK=$(readlink "${XDG_CACHE_HOME:-/nonexistent}/selfprof/record-profiles")"
} >"$ENVLOG"
echo "build output on stdout"
exit "${BUILD_STATUS:-0}"
EOF
chmod +x build.sh
export ENVLOG="$work/env.txt"

# ---- the report: golden, equal to summarize's, probe removed ----
"$SELFPROF" record --out out --top 15 -- ./build.sh >rec.txt 2>rec.err
st=$?
[ $st -eq 0 ] && ok || fail "build: status $st: $(cat rec.err)"
golden record-two.top15.txt rec.txt
"$SELFPROF" summarize --top 15 out >sum.txt
cmp -s rec.txt sum.txt && ok || fail "report differs from summarize's"
[ ! -e out/___-0000100.mm_profdata ] && ok || fail "cargo's probe profile was not removed"
[ "$(ls out | wc -l)" -eq 2 ] && ok || fail "out: $(ls out)"
grep -q 'build output on stdout' rec.err && ok || fail "the command's stdout is not on stderr"
abs=$(cd out && pwd -P)
grep -qx "RUSTC_BOOTSTRAP=1" env.txt && ok || fail "RUSTC_BOOTSTRAP: $(cat env.txt)"
grep -qx "RUSTFLAGS=-Zself-profile=$link" env.txt && ok || fail "RUSTFLAGS: $(cat env.txt)"
grep -qx "LINK=$abs" env.txt && ok || fail "the link did not point at --out: $(grep LINK= env.txt)"
[ ! -L "$link" ] && ok || fail "the link is left behind"
grep -qx "SELFPROF_EVENTS=unset" env.txt && ok || fail "SELFPROF_EVENTS set without --events"

# JSON, by-arg: summarize's too
"$SELFPROF" record --json --by-arg --out out-json -- ./build.sh >rec.json 2>/dev/null
"$SELFPROF" summarize --json --by-arg out-json >sum.json
cmp -s rec.json sum.json && ok || fail "--json --by-arg differs from summarize's"
# -o FILE: the command's stdout stays on stdout
"$SELFPROF" record -o report.txt --top 15 -- ./build.sh >stdout.txt 2>/dev/null
grep -q 'build output on stdout' stdout.txt && ok || fail "-o: the command's stdout moved"
grep -q '^2 profiles: total time' report.txt && ok || fail "-o: report: $(head -1 report.txt)"

# ---- --events, --counter, RUSTFLAGS appended, encoded flags ----
RUSTFLAGS="-Copt-level=1 --cfg x" "$SELFPROF" record --events all,args --counter wall-time \
    --out out-ev -- ./build.sh >/dev/null 2>&1
abs=$(cd out-ev && pwd -P)
grep -qx "RUSTFLAGS=-Copt-level=1 --cfg x -Zself-profile=$link -Zself-profile-events=all,args -Zself-profile-counter=wall-time" env.txt \
    && ok || fail "RUSTFLAGS appended: $(grep RUSTFLAGS= env.txt)"
grep -qx "SELFPROF_EVENTS=all,args" env.txt && grep -qx "SELFPROF_COUNTER=wall-time" env.txt \
    && ok || fail "SELFPROF_*: $(cat env.txt)"
CARGO_ENCODED_RUSTFLAGS=$(printf -- '-Ca\037-Cb') "$SELFPROF" record --out out-enc -- ./build.sh >/dev/null 2>&1
abs=$(cd out-enc && pwd -P)
grep -qx "CARGO_ENCODED_RUSTFLAGS=-Ca|-Cb|-Zself-profile=$link" env.txt \
    && ok || fail "CARGO_ENCODED_RUSTFLAGS: $(grep ENCODED env.txt)"
XDG_CACHE_HOME="$work/ca che" RUSTFLAGS="-Ca  -Cb" "$SELFPROF" record --out "out dir" -- ./build.sh >/dev/null 2>&1
grep -qx "CARGO_ENCODED_RUSTFLAGS=-Ca|-Cb|-Zself-profile=$work/ca che/selfprof/record-profiles" env.txt \
    && ok || fail "a link path with a space: $(grep RUSTFLAGS env.txt)"
grep -qx "LINK=$(cd "out dir" && pwd -P)" env.txt && ok || fail "a link path with a space: $(grep LINK= env.txt)"
# no cache directory: rustc gets the folder itself
HOME= XDG_CACHE_HOME= "$SELFPROF" record --out out-nocache -- ./build.sh >/dev/null 2>&1
abs=$(cd out-nocache && pwd -P)
grep -qx "RUSTFLAGS=-Zself-profile=$abs" env.txt && ok || fail "no cache: $(grep RUSTFLAGS env.txt)"

# ---- --out with older files: only the new ones ----
mkdir old
cp "$data/threads2.mm_profdata" old/aaa-0000001.mm_profdata
"$SELFPROF" record --out old --top 15 -- ./build.sh >rec-old.txt 2>/dev/null
cmp -s rec-old.txt rec.txt && ok || fail "existing --out: the old profile is in the report"
[ -f old/aaa-0000001.mm_profdata ] && ok || fail "existing --out: the old profile is gone"
# a file of the same name written again counts as new
"$SELFPROF" record --out old --top 15 -- ./build.sh >rec-again.txt 2>/dev/null
cmp -s rec-again.txt rec.txt && ok || fail "rewritten files are not in the report"

# ---- a direct rustc: the flags after its name ----
mkdir bin
cat >bin/rustc <<'EOF'
#!/bin/sh
printf '%s\n' "$@" >"$ARGLOG"
for a; do
    case $a in -Zself-profile=*) cp "$DATA/plain.mm_profdata" "${a#-Zself-profile=}/x-0000007.mm_profdata" ;; esac
done
EOF
chmod +x bin/rustc
export ARGLOG="$work/args.txt"
"$SELFPROF" record --events default,args --out out-rustc --top 15 -- bin/rustc --crate-name x x.rs >rustc.txt 2>rustc.err
abs=$(cd out-rustc && pwd -P)
printf '%s\n' "-Zself-profile=$abs" -Zself-profile-events=default,args --crate-name x x.rs >want.txt
cmp -s args.txt want.txt && ok || fail "direct rustc arguments: $(cat args.txt)"
golden record-rustc.top15.txt rustc.txt
# rustc by name from a script: the wrapper adds the flags at the end...
PATH="$work/bin:$PATH" "$SELFPROF" record --out out-wrap -- sh -c 'rustc +stable --crate-name y y.rs' >/dev/null 2>&1
abs=$(cd out-wrap && pwd -P)
printf '%s\n' +stable --crate-name y y.rs "-Zself-profile=$link" >want.txt
cmp -s args.txt want.txt && ok || fail "rustc wrapper arguments: $(cat args.txt)"
# ...unless they are there already (cargo with RUSTFLAGS)
PATH="$work/bin:$PATH" "$SELFPROF" record --out out-wrap2 -- sh -c 'rustc -Zself-profile=/x y.rs' >/dev/null 2>&1
printf '%s\n' -Zself-profile=/x y.rs >want.txt
cmp -s args.txt want.txt && ok || fail "rustc wrapper with the flag already: $(cat args.txt)"

# ---- exit statuses ----
BUILD_STATUS=3 "$SELFPROF" record --out out-fail --top 15 -- ./build.sh >fail.txt 2>fail.err
st=$?
[ $st -eq 3 ] && ok || fail "failing build: status $st"
cmp -s fail.txt rec.txt && ok || fail "failing build: report differs"
[ "$(grep -c '^selfprof: ' fail.err)" -eq 1 ] &&
    grep -q "^selfprof: record: note: ./build.sh exited with status 3; the report covers the 2 profiles it wrote$" fail.err \
    && ok || fail "failing build: note: $(cat fail.err)"
# expect STATUS REGEX ARGS...: one stderr line, nothing on stdout
expect() {
    status=$1 pattern=$2
    shift 2
    "$SELFPROF" record "$@" >out.txt 2>err.txt
    got=$?
    if [ $got -eq "$status" ] && one_line_error err.txt && grep -Eq -e "$pattern" err.txt && [ ! -s out.txt ]; then
        ok
    else
        fail "record $*: status $got (want $status): $(cat err.txt)"
    fi
}
expect 127 '^selfprof: record: no-such-command-xyz: command not found$' -- no-such-command-xyz
expect 127 'command not found' -- ./missing/build.sh
: >build.txt
expect 126 '^selfprof: record: ./build.txt: cannot run: Permission denied$' -- ./build.txt
expect 1 '^selfprof: record: no profile was written: true ran no rustc' -- true
expect 4 '^selfprof: record: sh exited with status 4 and wrote no profile$' -- sh -c 'exit 4'
printf '#!/bin/sh\nexit 0\n' >bin/cargo
chmod +x bin/cargo
expect 1 'cargo had nothing to rebuild.*cargo clean -p' -- "$work/bin/cargo" build
expect 2 '^selfprof: record: no command given' 
expect 2 "^selfprof: record: unknown option '--nope'" --nope -- true
expect 2 "^selfprof: record: missing value for option '--out'" --out
expect 2 "^selfprof: --top needs a non-negative integer" --top x -- true
expect 2 "^selfprof: --sort: unknown column" --sort x -- true
expect 2 "^selfprof: --unit: unknown unit" --unit x -- true
expect 2 "^selfprof: record: --events needs a value" --events= -- true
expect 2 "^selfprof: record: --events: a comma-separated list without spaces" --events "a, b" -- true
expect 2 "^selfprof: record: --gcc-plugin: /nonexistent.so: No such file" --gcc-plugin /nonexistent.so -- true
: >afile
expect 3 "^selfprof: record: --out afile: not a directory$" --out afile -- true
"$SELFPROF" record --help >help.txt && grep -q '^usage: selfprof record ' help.txt && ok || fail "--help"
"$SELFPROF" help record | cmp -s - help.txt && ok || fail "selfprof help record"

echo "record_golden: $checks checks passed, $fails failed"
[ $fails -eq 0 ]
