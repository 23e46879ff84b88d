#!/usr/bin/env python3
"""check_crate_diff.py — checks one crate's entry of `selfprof diff --json
BASEDIR NEWDIR` against rawcount.py's independent decoding of its files.

    check_crate_diff.py DIFF.json CRATE --base FILE... --new FILE...

The crate's total times on each side must equal rawcount's (summed over
the side's files), and every row's signed self time and invocation
changes must equal the differences of rawcount's self time and executions
(a label absent on a side counts 0 there). Prints "ok" or the mismatches
and exits 1.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rawcount  # noqa: E402


def signed_ns(v):
    d = v["duration"]
    n = d["secs"] * 10**9 + d["nanos"]
    return n if v["is_positive"] else -n


def side(files):
    total, labels = 0, {}
    for f in files:
        c = rawcount.count(f)
        total += c["total_time"]
        for label, r in c["labels"].items():
            t = labels.setdefault(label, {"self_time": 0, "executions": 0})
            t["self_time"] += r["self_time"]
            t["executions"] += r["executions"]
    return total, labels


def main(argv):
    path, crate = argv[0], argv[1]
    rest = argv[2:]
    i = rest.index("--new")
    base_files, new_files = rest[1:i], rest[i + 1:]
    assert rest[0] == "--base"
    doc = json.load(open(path))
    entry = [c for c in doc["crates"] if c["crate"] == crate]
    if len(entry) != 1:
        print("FAIL: %d entries for crate %s" % (len(entry), crate))
        return 1
    d = entry[0]["diff"]
    bt, bl = side(base_files)
    nt, nl = side(new_files)
    bad = []
    for key, want in (("base_total_time", bt), ("new_total_time", nt)):
        got = d[key]["secs"] * 10**9 + d[key]["nanos"]
        if got != want:
            bad.append("%s: diff %d, rawcount %d" % (key, got, want))
    zero = {"self_time": 0, "executions": 0}
    rows = 0
    for row in d["query_data"]:
        b, n = bl.get(row["label"], zero), nl.get(row["label"], zero)
        rows += 1
        if signed_ns(row["self_time"]) != n["self_time"] - b["self_time"]:
            bad.append("%s: self time change %d, rawcount %d" % (
                row["label"], signed_ns(row["self_time"]), n["self_time"] - b["self_time"]))
        if row["invocation_count"] != n["executions"] - b["executions"]:
            bad.append("%s: invocations change %d, rawcount %d" % (
                row["label"], row["invocation_count"], n["executions"] - b["executions"]))
    if rows == 0:
        bad.append("no rows")
    for line in bad[:20]:
        print("FAIL: %s: %s" % (crate, line))
    if not bad:
        print("ok %s: %d rows, total %d -> %d ns" % (crate, rows, bt, nt))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
