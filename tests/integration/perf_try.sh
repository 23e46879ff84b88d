#!/bin/sh
# selfprof-perf try end to end with rustc 1.95 on two tiny benchmarks of
# the shipped suite (itoa, fnv; check, full, 1 iteration: a few seconds):
#   - a first run in an empty directory creates ./selfprof-perf.db, adds
#     the base (a path: try-1-base) and the new rustc (try-1), collects the
#     pair and prints compare's table of the two test cases and the serve
#     line (no prompt: stdin is not a terminal);
#   - a second run with --base try-1-base reuses the database and the
#     base's results (nothing of it queued again, its own samples kept),
#     and measures the base again beside try-2 (a session of its own), and
#     says so;
#   - rustup's proxy is measured as the toolchain's rustc, a wrapper script
#     (try-2's) as itself: its own --print sysroot must not bypass it;
#   - an unknown base and a missing --rustc fail before anything is added.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
P=$SELFPROF_PERF
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-try-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
rustc=$(sh "$SRCDIR/scripts/find-rustc.sh") || { echo "skip: no rustc 1.95"; exit 77; }
cd "$work"
unset SELFPROF_PERF_DB
opts="--benchmarks itoa,fnv --profiles check --scenarios full --iterations 1 --suite $SRCDIR/perf/benchmarks"
q() { sqlite3 selfprof-perf.db "$1"; }

# shellcheck disable=SC2086 # $opts is a list of options
"$P" try --base "$rustc" --rustc "$rustc" $opts </dev/null >one.out 2>one.err ||
    fail "first try exited $?: $(cat one.err)"
[ -f selfprof-perf.db ] || fail "no ./selfprof-perf.db"
[ "$(q "SELECT group_concat(name, ' ') FROM (SELECT name FROM artifact ORDER BY name)")" = "try-1 try-1-base" ] ||
    fail "artifacts after the first run: $(q 'SELECT name FROM artifact')"
[ "$(q "SELECT p.name FROM artifact a JOIN artifact p ON p.id = a.parent_id WHERE a.name = 'try-1'")" = try-1-base ] ||
    fail "try-1's parent is not try-1-base"
grep -q '^cpu-time (s): try-1-base (.*) -> try-1 (.*), 2 test cases$' one.out ||
    fail "no compare header: $(cat one.out)"
for b in fnv itoa; do
    grep -Eq "^$b +check +full +[0-9.]+ +[0-9.]+ " one.out || fail "no compare row of $b"
done
grep -q 'jobs #[0-9]*+#[0-9]* try-1+try-1-base itoa check: done in ' one.out ||
    fail "the pair was not collected side by side (progress lines)"
grep -q '^next time, --base try-1-base reuses' one.out || fail "no reuse hint"
grep -q '^the web dashboard of this comparison: selfprof-perf serve --db sqlite:./selfprof-perf.db$' one.out ||
    fail "no serve line"
grep -q 'start it now' one.out && fail "offered to serve without a terminal"
base_samples=$(q "SELECT count(*) FROM sample s JOIN artifact a ON a.id = s.artifact_id WHERE a.name = 'try-1-base'")
[ "$base_samples" -gt 0 ] || fail "try-1-base has no samples"

case $(readlink -f "$(command -v "$rustc")") in
*/rustup)
    case $(q "SELECT compiler FROM artifact WHERE name = 'try-1-base'") in
    */toolchains/*/bin/rustc) ;;
    *) fail "rustup's proxy not resolved: $(q "SELECT compiler FROM artifact WHERE name = 'try-1-base'")" ;;
    esac
    ;;
esac
printf '#!/bin/sh\nexec "%s" "$@"\n' "$rustc" >"$work/wrapper"
chmod +x "$work/wrapper"
# shellcheck disable=SC2086
"$P" try --base try-1-base --rustc "$work/wrapper" \
    --cargo "$(dirname "$(command -v "$rustc")")/cargo" $opts </dev/null >two.out 2>two.err ||
    fail "second try exited $?: $(cat two.err)"
[ "$(q "SELECT compiler FROM artifact WHERE name = 'try-2'")" = "$(readlink -f "$work/wrapper")" ] ||
    fail "the wrapper was not kept: $(q "SELECT compiler FROM artifact WHERE name = 'try-2'")"
[ "$(q 'SELECT count(*) FROM artifact')" = 3 ] || fail "artifacts after the second run: $(q 'SELECT name FROM artifact')"
grep -q '^request #2: base: 0 jobs queued' two.out || fail "the base was queued again: $(grep request two.out)"
[ "$(q "SELECT count(*) FROM sample s JOIN artifact a ON a.id = s.artifact_id WHERE a.name = 'try-1-base'")" = "$base_samples" ] ||
    fail "the base's own samples changed"
grep -q '^request #2: base measured again beside try-2 in 2 jobs' two.out ||
    fail "queue did not say the base is measured again: $(grep request two.out)"
[ "$(q "SELECT count(*) FROM session_sample s JOIN artifact a ON a.id = s.artifact_id
        JOIN artifact b ON b.id = s.beside_id WHERE a.name = 'try-1-base' AND b.name = 'try-2'")" -gt 0 ] ||
    fail "no session of try-1-base beside try-2"
cat two.out two.err | grep -q 'job #[0-9]* try-2 beside try-1-base measured again itoa check: done in ' ||
    fail "the base was not measured beside try-2 (progress lines): $(cat two.out two.err)"
grep -q '^cpu-time (s): try-1-base (.*) -> try-2 (.*), 2 test cases$' two.out || fail "no compare of try-2: $(cat two.out)"
grep -q '^next time' two.out && fail "reuse hint for a base given by name"

# errors: nothing added
st=0; "$P" try --base nosuch --rustc "$rustc" $opts </dev/null >three.out 2>three.err || st=$?
[ $st = 1 ] && grep -q "try: --base 'nosuch' is neither an artifact" three.err ||
    fail "unknown base: status $st: $(cat three.err)"
[ "$(q 'SELECT count(*) FROM artifact')" = 3 ] || fail "an unknown base added an artifact"
st=0; "$P" try --base try-1-base >out 2>err || st=$?
[ $st = 2 ] && [ "$(wc -l <err)" = 1 ] || fail "no --rustc: status $st: $(cat err)"
"$P" try --help | grep -q '^Usage: selfprof-perf try' || fail "--help"
[ $fails = 0 ] && echo "ok try: first run, reuse of the database and the base, errors"
exit $((fails > 0))
