#!/bin/sh
# examples/queries.c end to end: the profile it writes (through SELFPROF_*
# environment variables only) is a valid v9 file whose metadata is strict
# JSON even with a quote, an apostrophe and non-ASCII text on the command
# line; `selfprof summarize` gives a report that agrees with rawcount.py's
# independent decoding and shows executions, cache hits and blocked time.
set -eu
: "${SELFPROF:?}" "${SRCDIR:?}" "${BUILDDIR:?}"
command -v python3 >/dev/null || { echo "SKIP: python3 not found"; exit 77; }
EXAMPLE=$BUILDDIR/examples/example_queries
[ -x "$EXAMPLE" ] || { echo "FAIL: $EXAMPLE not built"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-rec.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"

# argv[0] with ' " and é: measureme would write invalid JSON here.
name="it's-\"q\"-caf\303\251"
ln -s "$EXAMPLE" "$WORK/$name"

run() { # run DIR EVENTS
    mkdir -p "$1"
    SELFPROF_DIR="$WORK/$1" SELFPROF_EVENTS="$2" "$WORK/$name" --items 300 >/dev/null
    set -- "$WORK/$1"/queries-*.mm_profdata
    [ $# -eq 1 ] && [ -f "$1" ] || { echo "FAIL: expected one profile, got: $*"; exit 1; }
}

run default default
run all all
run keys default,query-keys

python3 - "$WORK" "$name" <<'PY'
import glob, json, os, struct, sys
sys.path.insert(0, os.path.join(os.environ["SRCDIR"], "tests", "integration"))
import rawcount
work, name = sys.argv[1], sys.argv[2]
fail = []
for d in ("default", "all", "keys"):
    path = glob.glob(os.path.join(work, d, "queries-*.mm_profdata"))[0]
    pid = int(path.rsplit("-", 1)[1].split(".")[0])
    if not os.path.basename(path) == "queries-%07d.mm_profdata" % pid:
        fail.append("%s: file name" % path)
    buf = open(path, "rb").read()
    version, (ev, data, index) = rawcount.streams(buf)
    # pages: <= 256 KiB, event pages hold whole records
    pos, first = 8, True
    while pos < len(buf):
        tag, size = struct.unpack_from("<BI", buf, pos)
        if size > 262144:
            fail.append("%s: page of %d bytes" % (d, size))
        if tag == 0 and (size - (8 if first else 0)) % 32:
            fail.append("%s: event page of %d bytes" % (d, size))
        if tag == 0:
            first = False
        pos += 5 + size
    # metadata: address 8, index entry (100000001, 8), strict JSON
    if struct.unpack_from("<QQ", index, 8) != (100000001, 8):
        fail.append("%s: first index entry" % d)
    meta = data[8:data.index(b"\xff", 8)].decode("utf-8")
    try:
        m = json.loads(meta)
    except ValueError as e:
        fail.append("%s: metadata is not JSON (%s): %s" % (d, e, meta))
        continue
    if m["process_id"] != pid or not m["cmd"].endswith(name + " --items 300 "):
        fail.append("%s: metadata %r" % (d, m))
    if m["counter"]["name"] != "wall-time":
        fail.append("%s: counter %r" % (d, m["counter"]))
    c = rawcount.count(path)
    kinds = set(c["kinds"])
    want = {"default": {"Query", "GenericActivity", "QueryBlocked", "IncrementalResultHashing",
                        "QueryCacheHitCount", "ArtifactSize"},
            "all": {"Query", "GenericActivity", "QueryBlocked", "IncrementalResultHashing",
                    "QueryCacheHitCount", "QueryCacheHit", "ArtifactSize"},
            "keys": {"Query", "GenericActivity", "QueryBlocked", "IncrementalResultHashing",
                     "QueryCacheHitCount", "ArtifactSize"}}[d]
    if kinds != want:
        fail.append("%s: kinds %s, want %s" % (d, sorted(kinds), sorted(want)))
    t = c["labels"]["type_of"]
    if t["executions"] != 300 or t["cache_hits"] == 0 or t["blocked"] < 1:
        fail.append("%s: type_of %r" % (d, t))
    if c["labels"]["mir_built"]["executions"] != 300:
        fail.append("%s: mir_built %r" % (d, c["labels"]["mir_built"]))
for f in fail:
    print("FAIL:", f)
sys.exit(1 if fail else 0)
PY

check() { python3 "$SRCDIR/tests/integration/check_report.py" "$@"; }
check "$WORK"/default/*.mm_profdata --expect-version 9 --expect-kind Query \
    --expect-kind QueryBlocked --expect-kind QueryCacheHitCount
check "$WORK"/all/*.mm_profdata --expect-kind QueryCacheHit
check --by-arg --expect-args "$WORK"/keys/*.mm_profdata
"$SELFPROF" summarize "$WORK"/default/*.mm_profdata | grep -q '^type_of ' ||
    { echo "FAIL: no type_of row"; exit 1; }
echo "record_example: ok"
