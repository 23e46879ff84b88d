#!/usr/bin/env python3
"""runner_check.py — checks runner_driver's output (tests/perf/runner/*.sh).

Usage: runner_check.py OUT RAWDIR --scenarios A|B|... --iterations N
           --sizes K,K --counters 0|1 --selfprof PATH

Every scenario has, for iterations 0..N, the samples wall-time, cpu-time
(s), max-rss (KiB) and size:K (bytes), all > 0, with self_profiled set
exactly on iteration 0; instructions:u on every one when the machine has
counters and on none when it has not; no sample of another scenario. Every
scenario has one self-profile, whose raw files (RAWDIR/I/) `selfprof
summarize --json` reads with the same number of rows and events as the
summary stored in the results. Prints one line per scenario; exit 1 on the
first failure."""
import argparse
import glob
import json
import subprocess
import sys


def fail(msg):
    print("runner_check: FAIL: " + msg, file=sys.stderr)
    sys.exit(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("raw")
    ap.add_argument("--scenarios", required=True)
    ap.add_argument("--iterations", type=int, required=True)
    ap.add_argument("--sizes", default="")
    ap.add_argument("--counters", type=int, required=True)
    ap.add_argument("--selfprof", required=True)
    a = ap.parse_args()
    scenarios = a.scenarios.split("|")
    sizes = [s for s in a.sizes.split(",") if s]
    samples = {}
    profiles = []
    for line in open(a.out, encoding="utf-8"):
        kind, _, rest = line.rstrip("\n").partition(" ")
        f = rest.split("\t")
        if kind == "sample":
            scen, metric, unit, it, sp, value = f
            key = (scen, int(it), metric)
            if key in samples:
                fail("two samples for %s" % (key,))
            samples[key] = (unit, int(sp), float(value))
        elif kind == "profile":
            profiles.append((f[0], int(f[1]), int(f[2]), int(f[3])))
    want_units = {"wall-time": "s", "cpu-time": "s", "max-rss": "KiB"}
    for s in sizes:
        want_units["size:" + s] = "bytes"
    for scen in scenarios:
        for it in range(a.iterations + 1):
            for metric, unit in want_units.items():
                got = samples.get((scen, it, metric))
                if not got:
                    fail("no %s sample for %s, iteration %d" % (metric, scen, it))
                if got[0] != unit or got[2] <= 0 or got[1] != (1 if it == 0 else 0):
                    fail("%s %s iteration %d: %s" % (scen, metric, it, got))
            instr = samples.get((scen, it, "instructions:u"))
            if a.counters and (not instr or instr[2] <= 0 or instr[0] != "instructions"):
                fail("no instructions:u for %s, iteration %d on a machine with counters"
                     % (scen, it))
            if not a.counters and instr:
                fail("instructions:u %s for %s without hardware counters (must be absent)"
                     % (instr, scen))
    others = {k[0] for k in samples} - set(scenarios)
    if others:
        fail("samples of scenarios not asked for: %s" % sorted(others))
    if [p[0] for p in profiles] != scenarios:
        fail("self-profiles %s, wanted one per scenario %s"
             % ([p[0] for p in profiles], scenarios))
    for i, (scen, nfiles, rows, events) in enumerate(profiles):
        files = sorted(glob.glob("%s/%d/*.mm_profdata" % (a.raw, i)))
        if len(files) != nfiles or nfiles == 0:
            fail("%s: %d raw files written, the results hold %d" % (scen, len(files), nfiles))
        out = subprocess.run([a.selfprof, "summarize", "--json"] + files, check=True,
                             capture_output=True, text=True).stdout
        d = json.loads(out)
        if len(d["query_data"]) != rows or d["event_count"] != events:
            fail("%s: summarize --json has %d rows, %d events; the stored summary %d, %d"
                 % (scen, len(d["query_data"]), d["event_count"], rows, events))
        w = [samples[(scen, it, "wall-time")][2] for it in range(1, a.iterations + 1)]
        print("ok %s: %d labels, %d events; wall iteration 0 %.3f s, clean %s"
              % (scen, rows, events, samples[(scen, 0, "wall-time")][2],
                 " ".join("%.3f" % x for x in w)))


if __name__ == "__main__":
    main()
