#!/usr/bin/env python3
"""Writes a small synthetic v9 .mm_profdata file (spec sections 2-4).

usage: synth_profile.py OUT EVENTS
EVENTS is a text file, one event per line, in file order:
    THREAD START END LABEL...
an interval; END "instant" makes an instant at START, END "counter" an
integer event of value START.
LABEL is the rest of the line, with \\xNN escapes for arbitrary bytes.
Every event has kind "Query"; the label is a plain string (no arguments).
"""
import struct
import sys


def main(out, events_path):
    data = bytearray(b"MMSD" + struct.pack("<I", 9))
    index = bytearray(b"MMSI" + struct.pack("<I", 9))
    ids = {}

    def string(text):
        if text not in ids:
            ids[text] = len(data) + 100000003
            data.extend(text + b"\xff")
        return ids[text]

    meta = (b'{"start_time":1000000000,"process_id":42,"cmd":"synth",'
            b'"counter":{"name":"wall-time","units":[["ns",1]]}}')
    index.extend(struct.pack("<QQ", 100000001, len(data)))
    data.extend(meta + b"\xff")
    kind = string(b"Query")
    events = bytearray(b"MMES" + struct.pack("<I", 9))
    with open(events_path, "rb") as f:
        for line in f:
            line = line.rstrip(b"\n")
            if not line or line.startswith(b"#"):
                continue
            thread, start, end, label = line.split(b" ", 3)
            label = label.decode("ascii").encode("latin-1").decode("unicode_escape") \
                .encode("latin-1")
            # the raw end values of instants and integers (spec 4)
            end = {b"instant": b"281474976710655", b"counter": b"281474976710654"}.get(end, end)
            start, end = int(start), int(end)
            hi = ((start >> 32) << 16) | (end >> 32)
            events.extend(struct.pack("<QQIIII", kind, string(label), int(thread),
                                      start & 0xFFFFFFFF, end & 0xFFFFFFFF, hi))
    with open(out, "wb") as f:
        f.write(b"MMPD" + struct.pack("<I", 9))
        for tag, stream in ((0, events), (1, data), (2, index)):
            f.write(struct.pack("<BI", tag, len(stream)) + stream)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
