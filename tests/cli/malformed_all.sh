#!/bin/sh
# The error contract on malformed profiles, for every subcommand that reads
# them (summarize, diff, collapse, flamegraph, chrome, view): exit status 1,
# exactly one stderr line "selfprof: FILE: what is wrong (at byte N)",
# nothing on stdout, no signal, no hang, and bounded memory: under
# `ulimit -v` of 1 GiB a file that claims a 4 GiB page would make a huge
# allocation fail (and the run crash or say "out of memory").
set -u
: "${SELFPROF:?}" "${TESTDATA:?}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0 runs=0
plain="$TESTDATA/rustc-1.95/plain.mm_profdata"

python3 - "$tmp" "$plain" <<'PY'
import struct, sys
d, plain = sys.argv[1], sys.argv[2]
real = open(plain, "rb").read()

def profile(strings_extra=b"", label_ref=None, version=9):
    """A small v9 profile: one Query event whose label is a string of the
    string data; label_ref = the bytes of that string (default "q")."""
    data = bytearray(b"MMSD" + struct.pack("<I", 9))
    index = bytearray(b"MMSI" + struct.pack("<I", 9))
    meta = (b'{"start_time":1000000000,"process_id":42,"cmd":"m",'
            b'"counter":{"name":"wall-time","units":[["ns",1]]}}')
    index += struct.pack("<QQ", 100000001, len(data))
    data += meta + b"\xff"
    kind = len(data) + 100000003
    data += b"Query\xff"
    label = len(data) + 100000003
    data += label_ref(label) if label_ref else b"q\xff"
    events = bytearray(b"MMES" + struct.pack("<I", 9))
    events += struct.pack("<QQIIII", kind, label, 1, 10, 20, 0)
    out = bytearray(b"MMPD" + struct.pack("<I", version))
    for tag, stream in ((0, events), (1, data), (2, index)):
        out += struct.pack("<BI", tag, len(stream)) + stream
    return bytes(out)

files = {
    # the first 1000 bytes of a real profile: a page runs past the end
    "truncated": real[:1000],
    # a header only, cut inside the first page header
    "cut-header": real[:10],
    "bad-magic": b"MMPX" + real[4:200],
    "text": b"hello world, not a profile at all\n",
    "empty": b"",
    "bad-version": real[:4] + struct.pack("<I", 10) + real[8:],
    "version-0": profile(version=0),
    # 40 bytes: the header, then a page that claims 4 GiB - 1 bytes
    "huge-page": (b"MMPD" + struct.pack("<I", 9) + b"\x00" + struct.pack("<I", 0xFFFFFFFF)
                  + b"MMES" + struct.pack("<I", 9)).ljust(40, b"\x00"),
    # an unknown page tag
    "bad-tag": b"MMPD" + struct.pack("<I", 9) + b"\x07" + struct.pack("<I", 8) + b"MMES" + struct.pack("<I", 9),
    # a label that refers to itself: 0xFE <its own id> 0xFF
    "cyclic-string": profile(label_ref=lambda me: b"\xfe" + struct.pack("<Q", me) + b"\xff"),
    # a label referring to an address beyond the string data
    "dangling-string": profile(label_ref=lambda me: b"\xfe" + struct.pack("<Q", me + 999999) + b"\xff"),
}
assert len(files["huge-page"]) == 40
for name, data in files.items():
    open(f"{d}/{name}.mm_profdata", "wb").write(data)
PY

# ulimit -v cannot be combined with ASan's shadow memory (sanitize.sh runs
# this script again in such a build): then the limit is left out.
limit="ulimit -v 1048576;"
sh -c "$limit \"\$0\" --help" "$SELFPROF" >/dev/null 2>&1 || limit=

# run NAME ARGS...: selfprof ARGS (FILE = the malformed file) must exit 1
# with one line naming the file and a byte offset.
check() {
    name=$1 file=$2
    shift 2
    runs=$((runs + 1))
    timeout 20 sh -c "$limit exec \"\$@\"" sh "$SELFPROF" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    lines=$(wc -l <"$tmp/err")
    if [ "$got" -ne 1 ] || [ "$lines" -ne 1 ] || [ -s "$tmp/out" ] ||
        ! grep -Eq "^selfprof: $file: .+ \(at byte [0-9]+\)$" "$tmp/err"; then
        echo "FAIL ($name): selfprof $*: status $got (want 1), $lines stderr lines:"
        head -n 5 "$tmp/err"
        fails=$((fails + 1))
    fi
}

for f in "$tmp"/*.mm_profdata; do
    n=$(basename "$f" .mm_profdata)
    check "$n" "$f" summarize "$f"
    check "$n" "$f" summarize --json --by-arg "$f"
    check "$n" "$f" diff "$plain" "$f"
    check "$n" "$f" diff --json "$f" "$plain"
    check "$n" "$f" collapse "$f"
    check "$n" "$f" flamegraph "$f"
    check "$n" "$f" chrome -o "$tmp/trace.json" "$f" # streams: partial output in the file
    check "$n" "$f" view -o "$tmp/view.txt" "$f"
    check "$n" "$f" coverage "$f"
done
# The statuses are documented: every reading subcommand's man page has an
# EXIT STATUS section naming 0, 1 (malformed input) and 2 (usage).
if [ -n "${SRCDIR:-}" ]; then
    for c in summarize diff collapse flamegraph chrome view coverage import; do
        page="$SRCDIR/docs/man/selfprof-$c.1.scd"
        sed -n '/^# EXIT STATUS/,/^# [A-Z]/p' "$page" >"$tmp/status"
        for s in 0 1 2; do
            grep -q "\*$s\*" "$tmp/status" || {
                echo "FAIL: $page: EXIT STATUS does not document $s"; fails=$((fails + 1)); }
        done
    done
fi
if [ "$fails" -ne 0 ]; then
    echo "malformed_all: $fails of $runs runs failed"
    exit 1
fi
echo "malformed_all: $runs runs, each one line and exit 1${limit:+ under ulimit -v 1 GiB}"
