#!/usr/bin/env python3
"""Checks a profile imported from a clang -ftime-trace JSON against the JSON.

Usage: clang_trace_check.py TRACE.json VIEW.tsv SUMMARY.json [--expect-label L]...
                            [--expect-arg LABEL=SUBSTRING]...

VIEW.tsv is `selfprof view --unit ns PROFILE`, SUMMARY.json is
`selfprof summarize --json PROFILE`.  Checks, independently of the importer:
  - every X event of the trace (except clang's "Total ..." sums) is exactly
    one interval: the same multiset of (label, detail, thread), durations
    within clang's 1 us rounding, and no "Total ..." label in the profile;
  - b/e pairs (clang 19) are one interval each, on thread tid + 2^31;
  - per thread, the records come in non-decreasing end order and the
    intervals nest (no partial overlaps), so readers infer the nesting;
  - summarize's self time per label equals the self time computed here from
    the trace's own nesting (within 1 us per event), every self time >= 0,
    and the self times add up to the total time.
Prints one line per failure and exits 1 if there was any.
"""
import argparse
import collections
import json
import sys

ROUND_NS = 1000
ASYNC = 1 << 31


def trace_intervals(path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    events = doc["traceEvents"] if isinstance(doc, dict) else doc
    out = []
    opened = collections.defaultdict(list)
    stacks = collections.defaultdict(list)
    for e in events:
        ph, name = e.get("ph"), e.get("name", "")
        if ph == "E":
            ts0, n0, d0 = stacks[e.get("tid", 0)].pop()
            out.append((n0, d0, e.get("tid", 0), round(ts0 * 1000), round(e["ts"] * 1000)))
            continue
        if name.startswith("Total ") or ph not in ("X", "b", "e", "B"):
            continue
        detail = (e.get("args") or {}).get("detail", "")
        if name == "RunPass" and detail:  # a machine pass: its own label
            name, detail = f"RunPass({detail})", ""
        tid = e.get("tid", 0)
        if ph == "B":
            stacks[tid].append((e["ts"], name, detail))
        elif ph == "X":
            out.append((name, detail, tid, round(e["ts"] * 1000), round((e["ts"] + e["dur"]) * 1000)))
        elif ph == "b":
            opened[(tid, e.get("cat", ""), str(e.get("id")), name)].append((e["ts"], detail))
        else:
            ts0, d = opened[(tid, e.get("cat", ""), str(e.get("id")), name)].pop()
            out.append((name, d, tid + ASYNC, round(ts0 * 1000), round(e["ts"] * 1000)))
    return out


def clean(s):
    return "".join(" " if ord(c) < 0x20 else c for c in s)


def unescape(s):
    """selfprof view writes tab, newline and backslash as \\t, \\n, \\\\."""
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append({"t": "\t", "n": "\n", "\\": "\\"}.get(s[i + 1], s[i + 1]))
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def view_rows(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            r = dict(zip(header, line.rstrip("\n").split("\t")))
            args = "" if r["args"] == "-" else unescape(r["args"])
            rows.append((r["kind"], unescape(r["label"]), args, int(r["thread"]), int(r["start_ns"]),
                         int(r["end_ns"])))
    return rows


def self_times(intervals):
    """Self time per label from containment (children inside parents).

    Two events of the same span nest as the profile's readers nest them:
    clang writes an event when it ends, so the enclosing one comes later
    in the file, and summarize (like measureme) takes the later one as the
    parent. Breaking that tie by name instead swapped parent and child
    when their names sorted the other way (a flaky 12 us vs 0 us)."""
    per_thread = collections.defaultdict(list)
    for i, (name, _d, tid, s, e) in enumerate(intervals):
        per_thread[tid].append((s, -e, -i, name))
    selft = collections.Counter()
    for evs in per_thread.values():
        evs.sort()
        stack = []  # [end, name, child_total, start]
        def pop():
            end, name, child, start = stack.pop()
            selft[name] += (end - start) - child
            if stack:
                stack[-1][2] += end - start
        for s, ne, _i, name in evs:
            e = -ne
            while stack and s >= stack[-1][0]:
                pop()
            while stack and e > stack[-1][0] + ROUND_NS:
                pop()  # partial overlap beyond rounding: not nested
            if stack and e > stack[-1][0]:
                e = stack[-1][0]  # clang's rounding: clamp into the parent
            stack.append([e, name, 0, s])
        while stack:
            pop()
    return selft


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("trace")
    ap.add_argument("view")
    ap.add_argument("summary")
    ap.add_argument("--expect-label", action="append", default=[])
    ap.add_argument("--expect-arg", action="append", default=[])
    a = ap.parse_args()
    fails = []
    tr = trace_intervals(a.trace)
    rows = view_rows(a.view)
    base = min((r[4] for r in rows), default=0)
    tbase = min((t[3] for t in tr), default=0)

    if len(rows) != len(tr):
        fails.append(f"{len(tr)} X/b-e events in the trace, {len(rows)} events in the profile")
    kinds = {r[0] for r in rows}
    if kinds - {"GenericActivity"}:
        fails.append(f"unexpected kinds {sorted(kinds)}")
    totals = [r for r in rows if r[1].startswith("Total ")]
    if totals:
        fails.append(f"{len(totals)} 'Total ...' events were not skipped")
    want = collections.Counter((clean(n), clean(d), t) for n, d, t, _s, _e in tr)
    got = collections.Counter((r[1], r[2], r[3]) for r in rows)
    if want != got:
        diff = list((want - got).items())[:3] + list((got - want).items())[:3]
        fails.append(f"labels/args/threads differ, e.g. {diff}")
    # start and end per event, matched in sorted order within each key
    bykey = collections.defaultdict(list)
    for n, d, t, s, e in tr:
        bykey[(clean(n), clean(d), t)].append((s - tbase, e - tbase))
    gotkey = collections.defaultdict(list)
    for _k, n, d, t, s, e in rows:
        gotkey[(n, d, t)].append((s - base, e - base))
    bad = 0
    for k, v in bykey.items():
        for (ws, we), (gs, ge) in zip(sorted(v), sorted(gotkey.get(k, []))):
            if ws != gs or not (we <= ge <= we + ROUND_NS):
                bad += 1
    if bad:
        fails.append(f"{bad} events with other times than the trace's (beyond 1 us rounding)")

    # per-thread order and nesting in the profile
    last_end = {}
    for i, (_k, n, _d, t, s, e) in enumerate(rows):
        if e < last_end.get(t, 0):
            fails.append(f"event {i} ({n}) ends before an earlier record of thread {t}")
            break
        last_end[t] = e
    per_thread = collections.defaultdict(list)
    for _k, n, _d, t, s, e in rows:
        per_thread[t].append((s, -e, n))
    overlaps = 0
    for evs in per_thread.values():
        evs.sort()
        stack = []
        for s, ne, n in evs:
            e = -ne
            while stack and s >= stack[-1]:
                stack.pop()
            if stack and e > stack[-1]:
                overlaps += 1
            stack.append(e)
    if overlaps:
        fails.append(f"{overlaps} intervals partly overlap another on their thread")

    with open(a.summary, encoding="utf-8") as f:
        summ = json.load(f)
    ns = lambda d: d["secs"] * 10**9 + d["nanos"]
    rows_self = {q["label"]: ns(q["self_time"]) for q in summ["query_data"]}
    counts = collections.Counter(clean(n) for n, *_ in tr)
    for label, v in rows_self.items():
        if v < 0:
            fails.append(f"negative self time for {label}")
    total = ns(summ["total_time"])
    covered = 0  # per thread, the time covered by top-level intervals
    for evs in per_thread.values():
        end = None
        for s, ne, _n in evs:  # sorted by start, longest first
            if end is None or s >= end:
                covered += -ne - s
                end = -ne
    if sum(rows_self.values()) != covered or covered > total:
        fails.append(f"self times add up to {sum(rows_self.values())} ns; top-level intervals "
                     f"cover {covered} ns, total time {total} ns")
    mine = self_times([(clean(n), d, t, s, e) for n, d, t, s, e in tr])
    for label, v in mine.items():
        g = rows_self.get(label)
        if g is None or abs(g - v) > ROUND_NS * 2 * counts[label] + ROUND_NS:
            fails.append(f"self time of {label}: summarize {g} ns, from the trace {v} ns")
    for label in a.expect_label:
        if label not in rows_self:
            fails.append(f"no {label} events")
    for spec in a.expect_arg:
        label, sub = spec.split("=", 1)
        if not any(r[1] == label and sub in r[2] for r in rows):
            fails.append(f"no {label} event with an argument containing '{sub}'")
    for f in fails:
        print("FAIL:", f)
    if not fails:
        print(f"ok: {len(rows)} intervals on {len(per_thread)} threads, {len(rows_self)} labels")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
