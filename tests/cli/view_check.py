#!/usr/bin/env python3
"""view_check.py — what `selfprof view` must print, from an independent
decoding of the profile (tests/integration/rawcount.py) and spec 8.3.

    view_check.py PROFILE [--mmview] [--unit U] [--no-header]
                  [--thread N[,N]]... [--kind K[,K]]... [--label TEXT]
                  [--from NS] [--to NS]

prints the expected output (--from/--to in nanoseconds here). The test
compares it with selfprof's output byte for byte.
"""
import argparse
import sys

sys.path.insert(0, __file__.rsplit("/", 2)[0] + "/integration")
import rawcount  # noqa: E402

INSTANT, INTEGER = 2**48 - 1, 2**48 - 2
DECIMALS = {"ns": 0, "us": 3, "ms": 6, "s": 9}


def fixed(ns, unit):
    d = DECIMALS[unit]
    if d == 0:
        return str(ns)
    return "%d.%0*d" % (ns // 10**d, d, ns % 10**d)


def tsv(s):
    out = []
    for ch in s:
        c = ord(ch)
        if ch == "\t":
            out.append("\\t")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\\":
            out.append("\\\\")
        elif c < 0x20 or c == 0x7F:
            out.append("\\x%02x" % c)
        else:
            out.append(ch)
    return "".join(out)


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("profile")
    ap.add_argument("--mmview", action="store_true")
    ap.add_argument("--no-header", action="store_true")
    ap.add_argument("--unit", default="us")
    ap.add_argument("--thread", action="append", default=[])
    ap.add_argument("--kind", action="append", default=[])
    ap.add_argument("--label")
    ap.add_argument("--from", dest="start", type=int)
    ap.add_argument("--to", dest="stop", type=int)
    a = ap.parse_args(argv)
    threads = {int(t) for x in a.thread for t in x.split(",")}
    kinds = {k for x in a.kind for k in x.split(",")}
    _, events = rawcount.load(a.profile)
    starts = [v1 for _, _, _, v1, v2 in events if v2 != INTEGER]
    if a.mmview and not starts:
        sys.stderr.write("No events.\n")
        return
    g = min(starts) if starts else 0
    out = sys.stdout
    if not a.mmview and not a.no_header:
        u = a.unit
        out.write("index\tkind\tlabel\targs\tthread\tstart_%s\tend_%s\tduration_%s\tvalue\n"
                  % (u, u, u))
    for index, (kind, eid, thread, v1, v2) in enumerate(events):
        parts = eid.split("\x1e")
        label, args = parts[0], parts[1:]
        if args and args[-1] == "":
            args.pop()
        end = v1 if v2 == INSTANT else v2
        if threads and thread not in threads:
            continue
        if a.start is not None or a.stop is not None:
            if v2 == INTEGER:
                continue
            if a.start is not None and end - g < a.start:
                continue
            if a.stop is not None and v1 - g > a.stop:
                continue
        if kinds and kind not in kinds:
            continue
        if a.label is not None and a.label not in label:
            continue
        if a.mmview:
            if v2 == INTEGER:
                payload = str(v1)
            elif v2 == INSTANT:
                payload = "%d \u03bcs" % ((v1 - g) // 1000)
            else:
                payload = "%d \u03bcs - %d \u03bcs" % ((v1 - g) // 1000, (v2 - g) // 1000)
            out.write("{\n    kind: %s,\n    label: %s,\n    additional_data: [%s],\n"
                      "    payload: %s,\n    thread_id: %d,\n}\n"
                      % (kind, label, ",".join(args), payload, thread))
            continue
        cols = [str(index), tsv(kind), tsv(label), ",".join(tsv(x) for x in args) or "-",
                str(thread)]
        if v2 == INTEGER:
            cols += ["-", "-", "-", str(v1)]
        elif v2 == INSTANT:
            cols += [fixed(v1 - g, a.unit), "-", "-", "-"]
        else:
            cols += [fixed(v1 - g, a.unit), fixed(v2 - g, a.unit), fixed(v2 - v1, a.unit), "-"]
        out.write("\t".join(cols) + "\n")


if __name__ == "__main__":
    sys.stdout.reconfigure(encoding="utf-8", newline="\n")
    main(sys.argv[1:])
