#!/usr/bin/env python3
"""chrome_check.py — checks `selfprof chrome` output against an independent
decoding of the profile (tests/integration/rawcount.py) and spec 8.1.

    chrome_check.py PROFILE TRACE.json [--minimum-duration US|TIME]
                    [--intervals-only] [--collapse-threads]

TRACE.json must come from `selfprof chrome` on PROFILE alone with the same
options. Every event is compared, in file order: one "X" per interval (those
shorter than US µs, or TIME such as 470ns or 1.3us, left out), one "i" per instant and one "C" per integer
(unless --intervals-only), with crox's fields and key order, ts =
floor((start_time + start) / 1000), dur = floor(d / 1000), args null or
{"arg0": ...}; counters at the latest earlier time of their thread (or the
profile start) with args {"value": N}; then process_name (from --crate-name)
and process_sort_index. With --collapse-threads each thread must map to one
lane. Prints one summary line:

    X=<n> i=<n> C=<n> M=<n> [lanes=<thread>-><lane>,...]

and exits 1 (after describing the first difference) when anything differs.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "integration"))
import rawcount  # noqa: E402

INSTANT, INTEGER = 2**48 - 1, 2**48 - 2


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def metadata(path):
    opener = rawcount.gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        buf = f.read()
    version, (ev, data, index) = rawcount.streams(buf)
    strings = rawcount.Strings(data, index, version >= 9)
    return json.loads(strings.text(rawcount.METADATA_ID))


def split(eid):
    parts = eid.split("\x1e")
    args = [a for a in parts[1:]]
    if args and args[-1] == "":
        args.pop()
    return parts[0], args


def duration_ns(text):
    """--minimum-duration's value in ns: microseconds, or a number with a
    unit (ns, us, ms, s), as selfprof reads it."""
    units = {"ns": 1, "us": 1000, "ms": 1000000, "s": 1000000000}
    num = text.rstrip("nums")
    unit = units[text[len(num):]] if text[len(num):] else 1000
    whole, _, frac = num.partition(".")
    return int(whole or 0) * unit + (int(frac) * unit // 10 ** len(frac) if frac else 0)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("profile")
    ap.add_argument("trace")
    ap.add_argument("--minimum-duration", type=duration_ns, default=0)
    ap.add_argument("--intervals-only", action="store_true")
    ap.add_argument("--collapse-threads", action="store_true")
    ap.add_argument("--all-counters", action="store_true")
    a = ap.parse_args(argv)
    profile, trace, minimum = a.profile, a.trace, a.minimum_duration
    intervals_only, collapse = a.intervals_only, a.collapse_threads
    all_counters = a.all_counters

    meta = metadata(profile)
    t0, pid = meta["start_time"], meta["process_id"]
    _, events = rawcount.load(profile)
    with open(trace, encoding="utf-8") as f:
        out = json.load(f)
    if not isinstance(out, list):
        fail("the trace is not a JSON array")

    expected = []
    latest = {}
    for kind, eid, thread, v1, v2 in events:
        label, args = split(eid)
        if v2 == INTEGER:
            # QueryCacheHitCount only with --all-counters; no counter (and no
            # instant: neither has a duration) with --minimum-duration.
            if intervals_only or minimum or (kind == "QueryCacheHitCount"
                                             and not all_counters):
                continue
            at = latest.get(thread, 0)
            expected.append(("C", [("name", label), ("cat", kind), ("ph", "C"),
                                   ("ts", (t0 + at) // 1000), ("pid", pid), ("tid", thread),
                                   ("args", {"value": v1})]))
            continue
        end = v1 if v2 == INSTANT else v2
        latest[thread] = max(latest.get(thread, end), end)
        a = {"arg%d" % i: x for i, x in enumerate(args)} or None
        if v2 == INSTANT:
            if intervals_only or minimum:
                continue
            expected.append(("i", [("name", label), ("cat", kind), ("ph", "i"),
                                   ("ts", (t0 + v1) // 1000), ("pid", pid), ("tid", thread),
                                   ("s", "t"), ("args", a)]))
        elif v2 - v1 >= minimum:
            expected.append(("X", [("name", label), ("cat", kind), ("ph", "X"),
                                   ("ts", (t0 + v1) // 1000), ("dur", (v2 - v1) // 1000),
                                   ("pid", pid), ("tid", thread), ("args", a)]))
    marker = " --crate-name "
    cmd = meta.get("cmd", "")
    crate = None
    if marker in cmd:
        crate = cmd.split(marker, 1)[1].split(" ")[0]
    else:  # GCC and clang: the compiler and the source file
        words = cmd.split(" ")
        prog = words[0].rsplit("/", 1)[-1]
        tool = ("gcc" if prog.startswith(("cc1", "lto1", "gcc", "g++")) else
                "clang" if prog.startswith("clang") else None)
        if tool:
            src = [w for w in words[1:] if w and not w.startswith("-") and
                   w.endswith((".c", ".cc", ".cpp", ".cxx", ".c++", ".C", ".i", ".ii", ".m",
                               ".mm", ".f", ".f90", ".json"))]
            crate = tool + (" " + src[0].rsplit("/", 1)[-1] if src else "")
    if crate is not None:
        expected.append(("M", [("args", {"name": crate}), ("cat", ""), ("name", "process_name"),
                               ("ph", "M"), ("pid", pid), ("tid", 0), ("ts", 0)]))
    expected.append(("M", [("args", {"sort_index": t0 // 1000}), ("cat", ""),
                           ("name", "process_sort_index"), ("ph", "M"), ("pid", pid),
                           ("tid", 0), ("ts", 0)]))

    if len(out) != len(expected):
        fail("%d trace events, expected %d" % (len(out), len(expected)))
    lanes = {}
    counts = {"X": 0, "i": 0, "C": 0, "M": 0}
    for n, (got, (ph, fields)) in enumerate(zip(out, expected)):
        counts[ph] += 1
        if list(got.keys()) != [k for k, _ in fields]:
            fail("event %d: keys %s, expected %s" % (n, list(got.keys()), [k for k, _ in fields]))
        for k, v in fields:
            if k == "tid" and collapse and ph != "M":
                lane = lanes.setdefault(v, got[k])
                if lane != got[k]:
                    fail("event %d: thread %d on lanes %d and %d" % (n, v, lane, got[k]))
            elif got[k] != v:
                fail("event %d: %s is %r, expected %r" % (n, k, got[k], v))
    line = "X=%(X)d i=%(i)d C=%(C)d M=%(M)d" % counts
    if collapse:
        line += " lanes=" + ",".join("%d->%d" % kv for kv in sorted(lanes.items()))
    print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
