#!/usr/bin/env python3
"""check_coverage.py — `selfprof coverage --json` against rawcount.py's own
count of spans and gaps (a sort and sweep, no code shared with selfprof).

    check_coverage.py [--top N] [--min-gap NS] [--expect-gaps] FILE...

Runs $SELFPROF coverage --json (with the same --top and --min-gap) on the
files, computes the same figures with rawcount.coverage, and fails with the
first difference: every thread's span, intervals, untracked time, gap
counts and its largest gaps with their labels, the totals and the largest
gaps of all.  The shares are compared to 1e-6 (selfprof prints 6 digits).
It also checks the invariants that hold whatever the decoder: untracked <=
span, large figures <= all figures, lists sorted longest first, totals the
sums of the threads.  --expect-gaps fails when no thread has a gap (so a
test cannot pass on profiles where there is nothing to compare).  Prints
one summary line.
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rawcount  # noqa: E402

FIGURES = ("intervals", "span", "untracked", "gaps", "large_gaps", "large_untracked")


def fail(msg):
    sys.exit("check_coverage: FAIL: " + msg)


def same(where, got, want):
    if isinstance(want, float):
        if abs(got - want) > 1e-6:
            fail("%s: selfprof %r, rawcount %r" % (where, got, want))
    elif isinstance(want, dict):
        if set(got) != set(want):
            fail("%s: fields %s, rawcount has %s" % (where, sorted(got), sorted(want)))
        for k in want:
            same("%s.%s" % (where, k), got[k], want[k])
    elif isinstance(want, list):
        if len(got) != len(want):
            fail("%s: %d entries, rawcount %d:\n%s\n%s" % (where, len(got), len(want),
                                                          got[:3], want[:3]))
        for i, (g, w) in enumerate(zip(got, want)):
            same("%s[%d]" % (where, i), g, w)
    elif got != want:
        fail("%s: selfprof %r, rawcount %r" % (where, got, want))


def invariants(doc):
    for t in doc["threads"]:
        w = "%s thread %d" % (t["profile"], t["thread"])
        if not (t["large_untracked"] <= t["untracked"] <= t["span"] == t["end"] - t["start"]):
            fail("%s: untracked/span figures %s" % (w, t))
        if not t["large_gaps"] <= t["gaps"] <= max(t["intervals"] - 1, 0):
            fail("%s: gap counts %s" % (w, t))
        lens = [g["length"] for g in t["largest_gaps"]]
        if lens != sorted(lens, reverse=True) or sum(lens) > t["large_untracked"]:
            fail("%s: largest gaps not longest first, or longer than the total" % w)
        for g in t["largest_gaps"]:
            # <=: 0-length intervals may open or close the span
            if not (t["start"] <= g["start"] < g["end"] <= t["end"] and
                    g["length"] == g["end"] - g["start"] >= doc["min_gap"]):
                fail("%s: gap %s outside the span or below --min-gap" % (w, g))
    for k in FIGURES:
        if doc["total"][k] != sum(t[k] for t in doc["threads"]):
            fail("total %s is not the sum of the threads'" % k)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--min-gap", type=int, default=0)
    ap.add_argument("--expect-gaps", action="store_true")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    sys.setrecursionlimit(100000)
    cmd = [os.environ["SELFPROF"], "coverage", "--json", "--top", str(a.top),
           "--min-gap", "%dns" % a.min_gap] + a.files
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE).stdout
    got = json.loads(out)
    want = rawcount.coverage(a.files, a.top, a.min_gap)
    invariants(got)
    same("coverage", got, want)
    tot = got["total"]
    if a.expect_gaps and tot["gaps"] == 0:
        fail("no gaps at all in %s: nothing was compared" % a.files)
    print("check_coverage: %d files, %d threads, %d intervals, %d gaps, untracked %d of %d "
          "(%.2f%%): equal to rawcount" % (len(a.files), tot["threads"], tot["intervals"],
                                          tot["gaps"], tot["untracked"], tot["span"],
                                          100 * tot["untracked_share"]))


if __name__ == "__main__":
    main()
