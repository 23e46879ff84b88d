#!/usr/bin/env python3
"""gcc_wall_coverage.py — how much of a real cc1 process the GCC plugin's
profile leaves out, measured from outside the process.

    gcc_wall_coverage.py [--max-share F] [--tries N] GCC PLUGIN SOURCE [CFLAG...]

Asks the driver for the cc1 command of `GCC CFLAGS -S SOURCE` with the
plugin (-###), runs that cc1 directly and reads the wall clock (Unix epoch,
ns) just before starting it and just after it exits.  The profile's
metadata start_time and its first and last interval give the time before
the first event and after the last one; `selfprof coverage --json` gives
the untracked time between them.  What cc1 does before any plugin can run
(exec, dynamic loading, GCC's option decoding) is measured apart, as the
best wall time of `cc1 --version` (3 runs), and subtracted.  Fails when the
rest — time before the first event beyond that start-up, untracked time
inside, time after the last event (closing the profile, the process's
exit) — is at least --max-share (default 0.01) of the wall time, in each
of --tries runs (default 3: two retries, so that a run delayed by another
process on a busy machine does not fail the test).  Prints the figures of
every run.
"""
import argparse
import glob
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rawcount  # noqa: E402


def cc1_command(gcc, plugin, source, flags, outdir, asm):
    cmd = [gcc] + flags + ["-S", source, "-o", asm, "-fplugin=" + plugin,
                           "-fplugin-arg-selfprof-dir=" + outdir, "-###"]
    err = subprocess.run(cmd, stderr=subprocess.PIPE, text=True, check=True).stderr
    for line in err.splitlines():
        if line.startswith(" "):
            argv = shlex.split(line)
            if os.path.basename(argv[0]) in ("cc1", "cc1plus"):
                return argv
    sys.exit("gcc_wall_coverage: FAIL: no cc1 command in %s -### output:\n%s" % (gcc, err))


def startup(cc1):
    best = None
    for _ in range(3):
        t0 = time.perf_counter_ns()
        subprocess.run([cc1, "--version"], stdout=subprocess.DEVNULL, check=True)
        t = time.perf_counter_ns() - t0
        best = t if best is None else min(best, t)
    return best


def one_run(cc1, outdir):
    shutil.rmtree(outdir, ignore_errors=True)
    t0 = time.time_ns()
    subprocess.run(cc1, check=True)
    t1 = time.time_ns()
    files = glob.glob(os.path.join(outdir, "*.mm_profdata"))
    if len(files) != 1:
        sys.exit("gcc_wall_coverage: FAIL: expected one profile in %s: %s" % (outdir, files))
    _, evs, meta = rawcount.load(files[0], with_metadata=True)
    ivs = [(a, b, eid) for _, eid, _, a, b in evs if b not in (rawcount.INSTANT, rawcount.INTEGER)]
    labels = {eid.split("\x1e")[0] for _, _, eid in ivs}
    for phase in ("setup", "finalize"):
        if phase not in labels:
            sys.exit("gcc_wall_coverage: FAIL: no '%s' phase in %s" % (phase, files[0]))
    first, last = min(a for a, _, _ in ivs), max(b for _, b, _ in ivs)
    cov = json.loads(subprocess.run([os.environ["SELFPROF"], "coverage", "--json", files[0]],
                                    stdout=subprocess.PIPE, check=True).stdout)
    st = meta["start_time"]
    return dict(wall=t1 - t0, before=st + first - t0, after=t1 - (st + last),
                inside=cov["total"]["untracked"], span=last - first)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-share", type=float, default=0.01)
    ap.add_argument("--tries", type=int, default=3)
    ap.add_argument("gcc")
    ap.add_argument("plugin")
    ap.add_argument("source")
    a, a.flags = ap.parse_known_args()  # the rest (-O2, ...) goes to gcc
    work = tempfile.mkdtemp(prefix="selfprof-wallcov.")
    try:
        outdir = os.path.join(work, "prof")
        cc1 = cc1_command(a.gcc, a.plugin, a.source, a.flags, outdir, os.path.join(work, "x.s"))
        base = startup(cc1[0])
        ms = lambda ns: "%.2fms" % (ns / 1e6)  # noqa: E731
        for i in range(a.tries):
            r = one_run(cc1, outdir)
            missed = max(r["before"] - base, 0) + r["inside"] + r["after"]
            share = missed / r["wall"]
            print("gcc_wall_coverage: %s %s %s: wall %s, span %s; before the first event %s "
                  "(cc1 --version %s), untracked inside %s, after the last %s: %.2f%% missed"
                  % (a.gcc, os.path.basename(a.source), " ".join(a.flags), ms(r["wall"]),
                     ms(r["span"]), ms(r["before"]), ms(base), ms(r["inside"]), ms(r["after"]),
                     100 * share))
            if share < a.max_share:
                return 0
        print("gcc_wall_coverage: FAIL: %s misses %.2f%% of cc1's wall time (limit %.2f%%)"
              % (a.gcc, 100 * share, 100 * a.max_share), file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
