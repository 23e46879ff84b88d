#!/bin/sh
# A profile whose metadata names a counter other than wall time: the table
# says which counter and prints plain counts instead of milliseconds; the
# JSON carries the counter and unit.
set -eu
: "${SELFPROF:?}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$tmp/insn.mm_profdata" <<'PY'
import struct, sys
meta = ('{ "start_time": 1, "process_id": 7, "cmd": "cc x.c ", "counter": '
        '{ "name": "instructions:u", "units": [["instructions", 1]] } }').encode()
data = bytearray(b"MMSD\x09\0\0\0")
def string(s):
    addr = len(data); data.extend(s + b"\xff"); return addr + 100000003
meta_id = string(meta)
kind, outer, inner = string(b"GenericActivity"), string(b"parse"), string(b"lex")
events = bytearray(b"MMES\x09\0\0\0")
def interval(k, i, t, s, e):
    events.extend(struct.pack("<QQIIII", k, i, t, s & 0xffffffff, e & 0xffffffff,
                              ((s >> 32) << 16) | (e >> 32)))
interval(kind, inner, 1, 1000, 251000)        # 250000 instructions
interval(kind, outer, 1, 0, 1234567)
index = b"MMSI\x09\0\0\0" + struct.pack("<QQ", 100000001, meta_id - 100000003)
out = bytearray(b"MMPD\x09\0\0\0")
for tag, s in ((0, events), (1, data), (2, index)):
    out += struct.pack("<BI", tag, len(s)) + s
open(sys.argv[1], "wb").write(out)
PY
"$SELFPROF" summarize "$tmp/insn.mm_profdata" >"$tmp/table"
grep -q "counter instructions:u, values in instructions" "$tmp/table" || { cat "$tmp/table"; echo "FAIL: counter not named"; exit 1; }
grep -Eq "^parse +984567 " "$tmp/table" || { cat "$tmp/table"; echo "FAIL: parse self count"; exit 1; }
grep -Eq "^lex +250000 " "$tmp/table" || { cat "$tmp/table"; echo "FAIL: lex self count"; exit 1; }
if grep -Eq "[0-9](ns|us|ms|s)( |$)" "$tmp/table"; then cat "$tmp/table"; echo "FAIL: times shown for a non-time counter"; exit 1; fi
"$SELFPROF" summarize --json "$tmp/insn.mm_profdata" | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert d["counter"] == "instructions:u" and d["unit"] == "instructions", d
assert d["total_time"] == {"secs": 0, "nanos": 1234567}, d["total_time"]
'
echo "counter: ok"
