#!/usr/bin/env python3
"""Checks a GCC plugin profile through `selfprof view` (TSV on stdin).

  gcc_plugin_check.py [--args] [--lto] [--functions N] < view.tsv

- every interval of a thread nests properly (no partial overlap);
- every GimplePass/RtlPass interval lies in a "function" interval, which lies
  in a phase (analyze_functions, ipa_passes, expand_all_functions, lto_main);
  every IpaPass in ipa_passes or lto_main; parse_function in parse;
- the phases run in order, at most once each, at the top level; with
  --lto only setup is required (an -flto compile writes no assembly, lto1
  has no parse), without it every phase;
- passes known to run at -O2 appear with sane counts: expand, final, ira,
  reload, ... once per compiled function, ssa and cfg once per function
  lowered, the IPA passes once;
- with --args: every per-function pass names a function, the same one as
  its "function" parent, and IPA passes name none.
Prints a one-line summary; exits 1 with the reasons on failure.
"""
import sys
from collections import Counter

PHASES = ["setup", "parse", "analyze_functions", "ipa_passes", "expand_all_functions",
          "final_assembly", "finalize"]
FUNCTION_PARENTS = {"analyze_functions", "ipa_passes", "expand_all_functions", "lto_main"}
PASS_KINDS = {"GimplePass", "RtlPass", "IpaPass"}
# Passes that run once per function expanded to RTL at -O2 (gcc 11 and 12).
PER_EXPANDED = ["expand", "final", "ira", "reload", "combine", "sched2", "pre", "optimized",
                "vregs", "cse1", "dse1", "pro_and_epilogue"]
# Passes that run once per function lowered (before IPA).
PER_LOWERED = ["ssa", "cfg", "lower", "eh", "einline", "early_optimizations"]
# Passes that run several times per expanded function (several instances).
MULTI = {"fre": 2, "dce": 2, "vrp": 2, "ccp": 2, "forwprop": 2, "dse": 2}
IPA_ONCE = ["inline", "cp", "visibility", "icf", "pure-const"]


def main():
    want_args = "--args" in sys.argv
    lto = "--lto" in sys.argv
    nfunc = None
    if "--functions" in sys.argv:
        nfunc = int(sys.argv[sys.argv.index("--functions") + 1])
    rows = []
    lines = sys.stdin.read().splitlines()
    for line in lines[1:]:
        f = line.split("\t")
        if f[5] == "-" or f[6] == "-":
            continue
        args = [] if f[3] == "-" else f[3].split(",")
        rows.append({"i": int(f[0]), "kind": f[1], "label": f[2], "args": args,
                     "thread": f[4], "start": float(f[5]), "end": float(f[6])})
    errors = []
    # Parents by containment, per thread: longest first at equal starts.
    by_thread = {}
    for r in rows:
        by_thread.setdefault(r["thread"], []).append(r)
    top = []
    for evs in by_thread.values():
        evs.sort(key=lambda r: (r["start"], -r["end"]))
        stack = []
        for r in evs:
            while stack and stack[-1]["end"] <= r["start"] and not (
                    stack[-1]["end"] == r["start"] == r["end"]):
                stack.pop()
            if stack and r["end"] > stack[-1]["end"]:
                errors.append("event %d %s [%s, %s] overlaps event %d %s [%s, %s]" % (
                    r["i"], r["label"], r["start"], r["end"], stack[-1]["i"],
                    stack[-1]["label"], stack[-1]["start"], stack[-1]["end"]))
            # ggc_collect may sit anywhere; the structural parent skips it.
            parents = [s for s in stack if s["label"] != "ggc_collect"]
            r["parent"] = parents[-1] if parents else None
            if r["parent"] is None:
                top.append(r)
            stack.append(r)
    count = Counter(r["label"] for r in rows if r["kind"] in PASS_KINDS)
    for r in rows:
        p = r["parent"]
        plabel = p["label"] if p else None
        if r["kind"] in ("GimplePass", "RtlPass"):
            if plabel != "function":
                errors.append("pass %s (event %d) not inside a function but %s" %
                              (r["label"], r["i"], plabel))
            elif want_args:
                if not r["args"]:
                    errors.append("pass %s (event %d) has no function argument" %
                                  (r["label"], r["i"]))
                elif p["args"][:1] != r["args"][:1]:
                    errors.append("pass %s on %s inside function %s" %
                                  (r["label"], r["args"][:1], p["args"][:1]))
        elif r["kind"] == "IpaPass":
            if plabel not in ("ipa_passes", "lto_main"):
                errors.append("IPA pass %s (event %d) inside %s" % (r["label"], r["i"], plabel))
            if want_args and r["args"] and r["args"][0] in functions_named(rows):
                errors.append("IPA pass %s has a function argument" % r["label"])
        elif r["label"] == "function":
            if plabel not in FUNCTION_PARENTS:
                errors.append("function (event %d) inside %s" % (r["i"], plabel))
            if want_args and not r["args"]:
                errors.append("function (event %d) has no argument" % r["i"])
        elif r["label"] == "parse_function":
            if plabel not in ("parse", "parse_function"):
                errors.append("parse_function (event %d) inside %s" % (r["i"], plabel))
    # Phases: at the top, in order, once each.
    seq = [r["label"] for r in sorted(top, key=lambda r: r["start"])]
    phases = [l for l in seq if l in PHASES or l == "lto_main"]
    if len(phases) != len(set(phases)):
        errors.append("a phase appears twice: %s" % phases)
    order = [l for l in PHASES if l in phases]
    if [l for l in phases if l in PHASES] != order:
        errors.append("phases out of order: %s" % phases)
    stray = [l for l in seq if l not in PHASES and l not in ("lto_main", "ggc_collect")]
    if stray:
        errors.append("events outside any phase: %s" % Counter(stray).most_common(5))
    if lto and "setup" not in phases:
        errors.append("phase setup missing")
    if not lto:
        for ph in PHASES:
            if ph not in phases:
                errors.append("phase %s missing" % ph)
        nexp = count["expand"]
        if nfunc is not None and not (1 <= nexp <= nfunc):
            errors.append("expand ran %d times for %d functions" % (nexp, nfunc))
        for name in PER_EXPANDED:
            if count[name] != nexp:
                errors.append("%s ran %d times, expand %d" % (name, count[name], nexp))
        nlow = count["ssa"]
        if nlow < nexp or (nfunc is not None and nlow > nfunc + 40):
            errors.append("ssa ran %d times, expand %d" % (nlow, nexp))
        for name in PER_LOWERED:
            if count[name] != nlow:
                errors.append("%s ran %d times, ssa %d" % (name, count[name], nlow))
        for name, k in MULTI.items():
            if count[name] < k * nexp:
                errors.append("%s ran %d times, expected >= %d" % (name, count[name], k * nexp))
        for name in IPA_ONCE:
            if count[name] != 1:
                errors.append("IPA pass %s ran %d times" % (name, count[name]))
    if errors:
        for e in errors[:20]:
            print("gcc_plugin_check: " + e, file=sys.stderr)
        print("gcc_plugin_check: %d problems" % len(errors), file=sys.stderr)
        return 1
    print("ok: %d intervals, %d pass executions, %d distinct passes, expand x%d, ssa x%d, phases %s"
          % (len(rows), sum(count.values()), len(count), count["expand"], count["ssa"],
             ",".join(phases)))
    return 0


_named = None


def functions_named(rows):
    global _named
    if _named is None:
        _named = {r["args"][0] for r in rows if r["label"] == "function" and r["args"]}
    return _named


if __name__ == "__main__":
    sys.exit(main())
