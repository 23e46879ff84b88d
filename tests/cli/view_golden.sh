#!/bin/sh
# Golden tests of `selfprof view` on the shared test files:
# - --mmview on all-incr: the README's 3280 blocks of 7 lines (22960 lines),
#   U+03BC, and byte-for-byte the output of an independent model of mmview
#   (view_check.py on tests/integration/rawcount.py);
# - the tab-separated dump of all five files and with the filters (--thread,
#   --kind, --label, --from/--to, --unit, --no-header) equal to the model;
# - excerpts compared with tests/cli/expected/view-*;
# - `| head -n 3` exits 0 without a word; errors and exit statuses.
# To regenerate the excerpts: UPDATE_GOLDEN=1 sh view_golden.sh.
TEST=view . "$SRCDIR/tests/cli/lib/shared_profiles.sh"
model="$SRCDIR/tests/cli/view_check.py"
failed=0
checks=0
fail() {
    echo "FAIL: $*"
    failed=1
}

# same NAME "VIEW OPTIONS" "MODEL OPTIONS": view and the model agree.
same() {
    checks=$((checks + 1))
    # shellcheck disable=SC2086
    if ! "$SELFPROF" view $2 "$1.mm_profdata" > got 2> err || [ -s err ]; then
        fail "selfprof view $2 $1: $(cat err)"
        return
    fi
    # shellcheck disable=SC2086
    python3 "$model" "$1.mm_profdata" $3 > want
    cmp -s got want || { fail "view $2 $1 differs from the model:"; diff want got | head -n 10; }
}

# mmview: the README's numbers, the micro sign, the model.
"$SELFPROF" view --mmview all-incr.mm_profdata > mm.txt
[ "$(wc -l < mm.txt)" -eq 22960 ] || fail "all-incr --mmview: $(wc -l < mm.txt) lines, not 22960"
[ "$(grep -cx '{' mm.txt)" -eq 3280 ] || fail "all-incr --mmview: $(grep -cx '{' mm.txt) blocks, not 3280"
grep -q "$(printf 'payload: [0-9]* \316\274s - [0-9]* \316\274s,')" mm.txt || fail "no U+03BC in payloads"
same all-incr --mmview --mmview
same v9 --mmview --mmview
same threads2 "--mmview --thread 5" "--mmview --thread 5"

# The dump, whole and filtered.
for n in plain all-incr threads2 v8 v9; do
    same $n "" ""
done
same plain "--thread 7" "--thread 7"
same plain "--thread 6,7 --unit ns" "--thread 6,7 --unit ns"
same plain "--thread 6 --thread 7 --no-header" "--thread 6 --thread 7 --no-header"
same all-incr "--kind QueryCacheHit,ArtifactSize" "--kind QueryCacheHit,ArtifactSize"
same all-incr "--kind IncrementalLoadResult --thread 3" "--kind IncrementalLoadResult --thread 3"
[ "$("$SELFPROF" view --no-header --kind "LLVM Pass" all-incr.mm_profdata | wc -l)" -eq 27 ] ||
    fail "all-incr --kind 'LLVM Pass': not the README's 27 events"
same all-incr "--label codegen --unit ms" "--label codegen --unit ms"
same all-incr "--from 10ms --to 20.5ms" "--from 10000000 --to 20500000"
same all-incr "--from 100000 --unit ns --kind Query" "--from 100000 --unit ns --kind Query"
same threads2 "--to 1s --unit s --thread 5" "--to 1000000000 --unit s --thread 5"
[ "$("$SELFPROF" view --no-header --thread 7 plain.mm_profdata | wc -l)" -eq 7 ] ||
    fail "plain --thread 7: not the README's 7 events"
[ "$("$SELFPROF" view --no-header --kind ArtifactSize v9.mm_profdata | cut -f4 | head -n 1)" = 1e4svcavc2tykzzw ] ||
    fail "v9: first ArtifactSize argument"

# Excerpts, byte for byte.
excerpt() {
    name=$1
    shift
    "$SELFPROF" view "$@" | head -n 12 > "$name"
    if [ -n "${UPDATE_GOLDEN:-}" ]; then
        cp "$name" "$expected/$name"
        echo "updated $name"
    elif ! diff -u "$expected/$name" "$name"; then
        fail "$name differs from tests/cli/expected/$name"
    fi
}
excerpt view-plain.head.txt plain.mm_profdata
excerpt view-all-incr.args.txt --kind QueryCacheHit --from 50ms all-incr.mm_profdata
excerpt view-all-incr.mmview.txt --mmview --label codegen_module all-incr.mm_profdata

# A closed pipe: status 0, nothing on stderr (v8 prints ~900 KB, more than
# the pipe and the output buffer hold).
for opts in "" "--mmview"; do
    # shellcheck disable=SC2086
    { "$SELFPROF" view $opts v8.mm_profdata 2> err; echo $? > status; } | head -n 3 > out
    [ "$(cat status)" -eq 0 ] || fail "view $opts | head: status $(cat status)"
    [ -s err ] && fail "view $opts | head: stderr: $(cat err)"
    [ "$(wc -l < out)" -eq 3 ] || fail "view $opts | head: $(wc -l < out) lines"
done

# Errors: one line naming the file and the byte, status 1; usage errors 2.
head -c 1000 plain.mm_profdata > cut.mm_profdata
set +e
"$SELFPROF" view cut.mm_profdata > out 2> err
[ $? -eq 1 ] && [ "$(wc -l < err)" -eq 1 ] && grep -Eq '^selfprof: cut.mm_profdata: .* \(at byte [0-9]+\)$' err ||
    fail "truncated file: $(cat err)"
[ -s out ] && fail "truncated file: output on stdout"
python3 - plain.mm_profdata backwards.mm_profdata <<'EOF'
import struct, sys
buf = bytearray(open(sys.argv[1], "rb").read())
pos = 8
while True:  # the first events page
    tag, size = struct.unpack_from("<BI", buf, pos)
    if tag == 0:
        break
    pos += 5 + size
rec = pos + 5 + 8 + 5 * 32  # page payload, stream header, event 5
struct.pack_into("<I", buf, rec + 24, 0)
struct.pack_into("<I", buf, rec + 28, struct.unpack_from("<I", buf, rec + 28)[0] & 0xFFFF0000)
open(sys.argv[2], "wb").write(buf)
EOF
"$SELFPROF" view backwards.mm_profdata > out 2> err
[ $? -eq 1 ] && grep -Eqx 'selfprof: backwards.mm_profdata: event 5 is an interval that ends before it starts \(at byte [0-9]+\)' err ||
    fail "backwards interval: $(cat err)"
usage() {
    "$SELFPROF" view "$@" > out 2> err
    status=$?
    [ $status -eq 2 ] && [ "$(wc -l < err)" -eq 1 ] || fail "view $*: status $status, stderr: $(cat err)"
}
usage
usage plain.mm_profdata v9.mm_profdata
usage --unit h plain.mm_profdata
usage --from soon plain.mm_profdata
usage --to 5parsecs plain.mm_profdata
usage --thread x plain.mm_profdata
usage --thread 99999999999 plain.mm_profdata
"$SELFPROF" view -o nodir/x.txt plain.mm_profdata > out 2> err
[ $? -eq 3 ] && grep -q "cannot create" err || fail "unwritable output: $(cat err)"
if [ -w /dev/full ]; then
    "$SELFPROF" view -o /dev/full plain.mm_profdata > out 2> err
    [ $? -eq 3 ] && grep -q "/dev/full: write failed" err || fail "/dev/full: $(cat err)"
fi
"$SELFPROF" view --help | grep -q "^usage: selfprof view" || fail "--help"
set -e
[ $failed -eq 0 ] && echo "ok view ($checks outputs equal to the model)"
exit $failed
