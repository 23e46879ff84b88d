#!/bin/sh
# selfprof record -- COMMAND: a direct rustc (its report equals summarize of
# the kept profile), --out with older files, a cargo workspace of a lib and a
# bin (two profiles, offline, RUSTFLAGS kept), libselfprof's example through
# the SELFPROF_* variables, --events passed on, gcc through the plugin (when
# built), the command's exit status, a missing command, usage errors, the
# progress line only on a terminal, signals passed on.
set -u
: "${SELFPROF:?}" "${SRCDIR:?}" "${BUILDDIR:?}"
RUSTC=$("$SRCDIR/scripts/find-rustc.sh") || { echo "SKIP: no rustc 1.95"; exit 77; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-record-cmd.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
# record's rustc link and its lock live in $XDG_CACHE_HOME/selfprof: a
# record of another test (or another checkout) running at the same time
# must not take them ("another selfprof record is running").
XDG_CACHE_HOME=$WORK/cache
export XDG_CACHE_HOME
fails=0 checks=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
ok() { checks=$((checks + 1)); }
# nfiles DIR: number of profiles in DIR
nfiles() { ls "$1" 2>/dev/null | grep -c '\.mm_profdata$'; }
# one_line_error FILE: stderr holds exactly one "selfprof: " line
one_line_error() { [ "$(wc -l <"$1")" -eq 1 ] && grep -q '^selfprof: ' "$1"; }

cat >x.rs <<'EOF'
pub fn add(a: u32, b: u32) -> u32 { a + b }
pub fn twice(v: &[u32]) -> Vec<u32> { v.iter().map(|x| add(*x, *x)).collect() }
EOF

# ---- direct rustc: report == summarize of the kept profile ----
"$SELFPROF" record --out prof -- "$RUSTC" --crate-name x --crate-type lib x.rs >rec.txt 2>rec.err
st=$?
[ $st -eq 0 ] && ok || fail "rustc: status $st: $(cat rec.err)"
[ "$(nfiles prof)" -eq 1 ] && ok || fail "rustc: $(nfiles prof) profiles in prof, want 1"
ls prof | grep -q '^x-[0-9]\{7\}\.mm_profdata$' && ok || fail "rustc: file name: $(ls prof)"
"$SELFPROF" summarize prof >sum.txt
cmp -s rec.txt sum.txt && ok || { fail "rustc: record's report differs from summarize's"; diff rec.txt sum.txt | head; }
[ -s rec.err ] && fail "rustc: stderr not empty: $(cat rec.err)" || ok
# report options are summarize's
"$SELFPROF" record --json --top 5 --out prof-json -- "$RUSTC" --crate-name x --crate-type lib x.rs >rec.json
"$SELFPROF" summarize --json --top 5 prof-json >sum.json
cmp -s rec.json sum.json && ok || fail "rustc: --json --top 5 differs from summarize's"
# --out with an older profile: only the new one is summarized
"$SELFPROF" record --out prof -- "$RUSTC" --crate-name x --crate-type lib x.rs >rec2.txt
[ "$(nfiles prof)" -eq 2 ] && ok || fail "rustc: second run: $(nfiles prof) files, want 2"
new=$(head -1 rec2.txt | sed 's/: total time.*//')
old=$(ls prof/*.mm_profdata | head -1)
case $new in prof/x-*.mm_profdata) ok ;; *) fail "rustc: second report is not about one file: $new" ;; esac
[ "$new" != "$old" ] || [ "$(ls prof/*.mm_profdata | tail -1)" = "$new" ] && ok || fail "rustc: second report is about the old file"
# the default temporary directory is removed; --keep keeps it
mkdir tmp
TMPDIR="$WORK/tmp" "$SELFPROF" record -- "$RUSTC" --crate-name x --crate-type lib x.rs >/dev/null 2>&1 \
    && ok || fail "rustc: temporary dir run failed"
[ -z "$(ls -A tmp)" ] && ok || fail "temporary directory left behind: $(ls -A tmp)"
TMPDIR="$WORK/tmp" "$SELFPROF" record --keep -- "$RUSTC" --crate-name x --crate-type lib x.rs >/dev/null 2>keep.err
kept=$(sed -n 's/^selfprof: record: profiles kept in //p' keep.err)
[ -n "$kept" ] && [ "$(nfiles "$kept")" -eq 1 ] && ok || fail "--keep: $(cat keep.err)"
case $kept in "$WORK/tmp/selfprof-record."*/profiles) ok ;; *) fail "--keep: kept in $kept" ;; esac

# ---- --events all: QueryCacheHit instants ----
"$SELFPROF" record --events all --out prof-all -- "$RUSTC" --crate-name x --crate-type lib x.rs >/dev/null
hits=$("$SELFPROF" view --kind QueryCacheHit prof-all/*.mm_profdata | grep -c QueryCacheHit)
[ "$hits" -gt 0 ] && ok || fail "--events all: no QueryCacheHit events"
hits=$("$SELFPROF" view --kind QueryCacheHit prof/$(ls prof | head -1) | grep -c QueryCacheHit)
[ "$hits" -eq 0 ] && ok || fail "default events: $hits QueryCacheHit events"
"$SELFPROF" record --events query-keys --by-arg --top 20 -- "$RUSTC" --crate-name x --crate-type lib x.rs >args.txt
grep -q '(' args.txt && ok || fail "--events query-keys --by-arg: no row with arguments"

# ---- the command's status, output, missing command ----
printf 'pub fn f() -> u32 { "no" }\n' >bad.rs
"$SELFPROF" record --out prof-bad -- "$RUSTC" --crate-name bad --crate-type lib bad.rs >bad.txt 2>bad.err
st=$?
[ $st -eq 1 ] && ok || fail "failing rustc: status $st, want 1"
grep -q '^prof-bad/bad-.*total time' bad.txt && ok || fail "failing rustc: no report of what it wrote"
grep -q "^selfprof: record: note: .* exited with status 1; the report covers the 1 profile it wrote" bad.err \
    && ok || fail "failing rustc: no note: $(tail -2 bad.err)"
# a script running `rustc` by name: the wrapper first on PATH adds the flags
RUSTC_DIR=$(dirname "$RUSTC")
PATH="$RUSTC_DIR:$PATH" "$SELFPROF" record --out prof-sh -- sh -c "rustc --crate-name y --crate-type lib \"$WORK/x.rs\"; echo to-stdout; exit 7" >sh.txt 2>sh.err
st=$?
[ $st -eq 7 ] && ok || fail "sh exit 7: status $st"
[ "$(nfiles prof-sh)" -eq 1 ] && ls prof-sh | grep -q '^y-' && ok || fail "rustc run by a script: $(ls prof-sh): $(cat sh.err)"
grep -q to-stdout sh.txt && fail "the command's stdout is in the report" || ok
grep -q to-stdout sh.err && ok || fail "the command's stdout is not on stderr"
"$SELFPROF" record -- sh -c 'exit 5' >out.txt 2>err.txt
st=$?
[ $st -eq 5 ] && one_line_error err.txt && [ ! -s out.txt ] && ok || fail "exit 5, no profile: status $st: $(cat err.txt)"
"$SELFPROF" record -- selfprof-no-such-command --x >out.txt 2>err.txt
st=$?
[ $st -eq 127 ] && one_line_error err.txt && grep -q 'selfprof-no-such-command: command not found' err.txt \
    && [ ! -s out.txt ] && ok || fail "missing command: status $st: $(cat err.txt)"
"$SELFPROF" record -- "$WORK/x.rs" >out.txt 2>err.txt
st=$?
[ $st -eq 126 ] && one_line_error err.txt && ok || fail "not executable: status $st: $(cat err.txt)"
"$SELFPROF" record -- true >out.txt 2>err.txt
st=$?
[ $st -eq 1 ] && one_line_error err.txt && grep -q 'no profile was written' err.txt \
    && ok || fail "no profile: status $st: $(cat err.txt)"

# ---- usage errors: exit 2, one line, nothing run ----
for args in "" "--top" "--top x -- true" "--bogus -- true" "--sort nope -- true" \
            "--events= -- true" "--gcc-plugin /nonexistent/selfprof.so -- true"; do
    # shellcheck disable=SC2086
    "$SELFPROF" record $args >out.txt 2>err.txt
    st=$?
    [ $st -eq 2 ] && one_line_error err.txt && [ ! -s out.txt ] && ok \
        || fail "usage error '$args': status $st: $(cat err.txt)"
done
"$SELFPROF" record --help | grep -q '^usage: selfprof record' && ok || fail "--help"
"$SELFPROF" --help | grep -q '^  record ' && ok || fail "record is not in selfprof --help"

# ---- libselfprof: the example program through SELFPROF_* ----
EXAMPLE=$BUILDDIR/examples/example_queries
if [ -x "$EXAMPLE" ]; then
    "$SELFPROF" record --out prof-ex -- "$EXAMPLE" --items 100 >ex.txt 2>ex.err
    st=$?
    [ $st -eq 0 ] && [ "$(nfiles prof-ex)" -eq 1 ] && ok || fail "example: status $st, $(nfiles prof-ex) files"
    "$SELFPROF" summarize prof-ex >ex-sum.txt
    cmp -s ex.txt ex-sum.txt && ok || fail "example: report differs from summarize's"
    "$SELFPROF" record --events all --out prof-ex-all -- "$EXAMPLE" --items 100 >/dev/null 2>&1
    hits=$("$SELFPROF" view --kind QueryCacheHit prof-ex-all/*.mm_profdata | grep -c QueryCacheHit)
    [ "$hits" -gt 0 ] && ok || fail "example --events all: no QueryCacheHit"
    hits=$("$SELFPROF" view --kind QueryCacheHit prof-ex/*.mm_profdata | grep -c QueryCacheHit)
    [ "$hits" -eq 0 ] && ok || fail "example default: $hits QueryCacheHit"
else
    echo "note: $EXAMPLE not built; libselfprof checks skipped"
fi

# ---- cargo: a package with a lib and a bin, two profiles ----
CARGO=$(dirname "$RUSTC")/cargo
if [ -x "$CARGO" ]; then
    mkdir -p pkg/src
    cat >pkg/Cargo.toml <<'EOF'
[package]
name = "demo"
version = "0.1.0"
edition = "2021"

[lib]
path = "src/lib.rs"

[[bin]]
name = "demo-bin"
path = "src/main.rs"

[lints.rust]
unexpected_cfgs = { level = "warn", check-cfg = ['cfg(selfprof_record_test)'] }
EOF
    # RUSTFLAGS from the environment must survive (appended to, not replaced)
    cat >pkg/src/lib.rs <<'EOF'
#[cfg(not(selfprof_record_test))]
compile_error!("RUSTFLAGS from the environment was lost");
pub fn answer() -> u32 { 6 * 7 }
EOF
    printf 'fn main() { println!("{}", demo::answer()); }\n' >pkg/src/main.rs
    export CARGO_HOME="$WORK/cargo-home"
    (cd pkg && RUSTFLAGS="--cfg selfprof_record_test" RUSTC="$RUSTC" \
        "$SELFPROF" record --out "$WORK/prof-cargo" -- "$CARGO" build --offline --quiet) >cargo.txt 2>cargo.err
    st=$?
    [ $st -eq 0 ] && ok || fail "cargo: status $st: $(cat cargo.err)"
    [ "$(nfiles prof-cargo)" -eq 2 ] && ok || fail "cargo: profiles: $(ls prof-cargo)"
    ls prof-cargo | grep -q '^demo-[0-9]*\.mm_profdata$' && ls prof-cargo | grep -q '^demo_bin-' \
        && ok || fail "cargo: names: $(ls prof-cargo)"
    head -1 cargo.txt | grep -q '^2 profiles: total time' && ok || fail "cargo: header: $(head -1 cargo.txt)"
    "$SELFPROF" summarize "$WORK/prof-cargo" >cargo-sum.txt
    cmp -s cargo.txt cargo-sum.txt && ok || fail "cargo: report differs from summarize's"
    # same flags again: nothing to rebuild, no profile, a hint
    (cd pkg && RUSTFLAGS="--cfg selfprof_record_test" RUSTC="$RUSTC" \
        "$SELFPROF" record --out "$WORK/prof-cargo" -- "$CARGO" build --offline --quiet) >out.txt 2>err.txt
    st=$?
    [ $st -eq 1 ] && one_line_error err.txt && grep -q 'cargo clean -p' err.txt \
        && ok || fail "cargo, nothing to rebuild: status $st: $(cat err.txt)"
    # cargo running `rustc` from PATH (no RUSTC): the rustc wrapper sees the
    # flags from RUSTFLAGS and adds nothing (a duplicate would be an error)
    (cd pkg && unset RUSTC; PATH="$RUSTC_DIR:$PATH" CARGO_TARGET_DIR="$WORK/target2" \
        RUSTFLAGS="--cfg selfprof_record_test" \
        "$SELFPROF" record --out "$WORK/prof-cargo2" -- cargo build --offline --quiet) >out.txt 2>err.txt
    st=$?
    [ $st -eq 0 ] && [ "$(nfiles prof-cargo2)" -eq 2 ] && ok \
        || fail "cargo with rustc from PATH: status $st, $(ls prof-cargo2): $(cat err.txt)"
    unset CARGO_HOME
else
    echo "note: no cargo next to $RUSTC; cargo checks skipped"
fi

# ---- gcc through the plugin (when built for this gcc) ----
PLUGIN=$BUILDDIR/plugins/gcc/selfprof.so
if [ -f "$PLUGIN" ] && command -v gcc >/dev/null &&
   gcc -fplugin="$PLUGIN" -E -x c /dev/null -o /dev/null 2>/dev/null; then
    # found next to the binary of the build tree; else (a sanitizer build) by name
    [ "$(dirname "$SELFPROF")" -ef "$BUILDDIR" ] || export SELFPROF_GCC_PLUGIN="$PLUGIN"
    printf 'int sq(int x) { return x * x; }\n' >t.c
    printf 'all: t.o\nt.o: t.c\n\tgcc -O1 -c t.c -o t.o\n' >Makefile
    "$SELFPROF" record --out prof-gcc -- make -s >gcc.txt 2>gcc.err
    st=$?
    [ $st -eq 0 ] && [ "$(nfiles prof-gcc)" -eq 1 ] && ls prof-gcc | grep -q '^t\.c-' \
        && ok || fail "make + gcc: status $st, $(ls prof-gcc): $(cat gcc.err)"
    # the probe of the drivers (-E of /dev/null with the plugin, which
    # records from its loading on) writes no profile into --out
    "$SELFPROF" record --out prof-none -- true >/dev/null 2>err.txt
    [ $? -eq 1 ] && [ "$(nfiles prof-none)" -eq 0 ] && ok ||
        fail "record -- true: $(ls prof-none): $(cat err.txt)"
    rm -f t.o
    "$SELFPROF" record --no-gcc -- make -s >/dev/null 2>err.txt
    [ $? -eq 1 ] && grep -q 'no profile' err.txt && ok || fail "--no-gcc: $(cat err.txt)"
    rm -f t.o
    "$SELFPROF" record --out prof-gcc2 -- "$(command -v gcc)" -c t.c -o t.o >/dev/null 2>&1
    [ "$(nfiles prof-gcc2)" -eq 1 ] && ok || fail "gcc by its path: $(ls prof-gcc2)"
else
    echo "note: no GCC plugin for this gcc in $BUILDDIR; gcc checks skipped"
fi

# ---- progress line: on a terminal only ----
slow="rustc --crate-name x --crate-type lib $WORK/x.rs; sleep 1.6"
PATH="$RUSTC_DIR:$PATH"; export PATH
"$SELFPROF" record -- sh -c "$slow" >/dev/null 2>notty.err
grep -q 'record: [0-9.]* s, ' notty.err && fail "progress line without a terminal" || ok
grep -q "$(printf '\r')" notty.err && fail "carriage return without a terminal" || ok
if command -v script >/dev/null && script -qc true /dev/null >/dev/null 2>&1; then
    script -qc "\"$SELFPROF\" record -- sh -c \"$slow\" >/dev/null" /dev/null >tty.out 2>&1
    grep -q 'selfprof: record: [0-9.]* s, [01] profiles\? written' tty.out && ok \
        || fail "no progress line on a terminal: $(od -c tty.out | head -5)"
    # A terminal of known height: the line is drawn on its last row, below
    # a scroll region of the rows above, where the command's output goes
    # (a line redrawn at the cursor collided with cargo's), and the region
    # is reset at the end.
    loud="for i in 1 2 3 4 5 6; do echo Compiling \$i; sleep 0.3; done"
    script -qc "stty rows 10 cols 60; \"$SELFPROF\" record -- sh -c '$loud' >/dev/null" /dev/null >tty2.out 2>&1
    esc=$(printf '\033')
    region="${esc}[1;9r" row="${esc}7${esc}[10;1H${esc}[2Kselfprof: record: " reset="${esc}[r"
    grep -qF "$region" tty2.out && grep -qF "$row" tty2.out && grep -qF "$reset" tty2.out &&
        [ "$(grep -c 'Compiling [1-6]' tty2.out)" -eq 6 ] &&
        ! grep -q 'written[^'"$esc"']*Compiling' tty2.out && ok ||
        fail "progress line on a 10-row terminal: $(od -c tty2.out | head -20)"
else
    echo "note: no script(1); terminal check skipped"
fi

# ---- the table on a terminal: the first 30 rows, unless --top ----
if command -v script >/dev/null && script -qc true /dev/null >/dev/null 2>&1; then
    script -qc "\"$SELFPROF\" record -- \"$RUSTC\" --crate-name x --crate-type lib x.rs 2>/dev/null" \
        /dev/null >tty-table.out 2>&1
    tr -d '\r' <tty-table.out | grep -Eq '^\(30 of [0-9]+ rows shown; the total line covers all rows\)$' &&
        [ "$(tr -d '\r' <tty-table.out | sed '/rows shown/q' | wc -l)" -eq 34 ] && ok ||
        fail "record on a terminal: not the first 30 rows: $(head -3 tty-table.out)"
    script -qc "\"$SELFPROF\" record --top 0 -- \"$RUSTC\" --crate-name x --crate-type lib x.rs 2>/dev/null" \
        /dev/null >tty-all.out 2>&1
    ! grep -q 'rows shown' tty-all.out && [ "$(grep -c . tty-all.out)" -gt 100 ] && ok ||
        fail "record --top 0 on a terminal: not every row"
    # piped: every row, as summarize prints
    "$SELFPROF" record -- "$RUSTC" --crate-name x --crate-type lib x.rs 2>/dev/null | grep -q 'rows shown' &&
        fail "record piped: rows left out" || ok
fi

# ---- SIGTERM to selfprof reaches the command ----
"$SELFPROF" record -- sh -c 'exec sleep 30' >/dev/null 2>sig.err &
pid=$!
# Signal only once the command runs (its forwarding handler is installed
# before the fork): a fixed 0.5 s was too short on a loaded machine, and
# selfprof died of the signal itself (status 143, nothing on stderr).
for i in $(seq 200); do
    [ "$(ps -o comm= --ppid $pid 2>/dev/null)" = sleep ] && break
    sleep 0.1
done
kill -TERM $pid
wait $pid
st=$?
[ $st -eq 143 ] && grep -q 'killed by signal 15' sig.err && ok || fail "SIGTERM: status $st: $(cat sig.err)"

echo "record_cmd: $checks checks passed, $fails failed"
[ $fails -eq 0 ]
