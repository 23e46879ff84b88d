#!/usr/bin/env python3
"""rawcount.py — an independent, minimal decoder of .mm_profdata (v8, v9).

Written from the format spec only (it shares no code with libselfprof), so
the integration tests can check selfprof's numbers against it.

    rawcount.py [--by-arg] FILE[.gz]
    rawcount.py --coverage [--top N] [--min-gap NS] FILE[.gz]...

prints JSON:
  version, events, threads      format version, event count, events per thread
  kinds   {kind: {interval|instant|integer: n}}
  total_time                    sum over threads of (last end - first start)
  labels  {label: {executions, other_intervals, cache_hits, incremental_loads,
                   blocked, self_time, time, blocked_time, incremental_load_time}}
  artifact_sizes {label: summed value}

executions = Query + GenericActivity intervals; other_intervals = intervals
of kinds measureme does not know (e.g. "LLVM Pass"); cache_hits follows
measureme 12.0.3 (spec 7.2): walking backwards, QueryCacheHitCount values
are added and mark their label, and QueryCacheHit instants count only for
labels not (yet) marked. Self time is an interval's duration minus that
of the intervals nested in it (same thread, contained in time). With --by-arg the key is the whole event id text
(label 0x1E args), as `selfprof summarize --by-arg` groups rows.

With --coverage it prints what `selfprof coverage --json` prints (see
coverage() for how it is computed here), for the files in the order given.
"""
import gzip
import json
import re
import struct
import sys

METADATA_ID, INVALID_ID, FIRST_REGULAR_ID = 100000001, 100000002, 100000003
INSTANT, INTEGER = 2**48 - 1, 2**48 - 2
KNOWN_INTERVALS = {"Query", "GenericActivity", "QueryBlocked",
                   "IncrementalLoadResult", "IncrementalResultHashing"}


def streams(buf):
    """Splits the paged container into its three reassembled streams."""
    if buf[:4] != b"MMPD":
        raise ValueError("not an MMPD file")
    version = struct.unpack_from("<I", buf, 4)[0]
    parts = {0: [], 1: [], 2: []}
    pos = 8
    while pos < len(buf):
        tag, size = struct.unpack_from("<BI", buf, pos)
        if tag not in parts or size == 0 or pos + 5 + size > len(buf):
            raise ValueError("bad page at %d" % pos)
        parts[tag].append(buf[pos + 5:pos + 5 + size])
        pos += 5 + size
    out = [b"".join(parts[t]) for t in (0, 1, 2)]
    for s, magic in zip(out, (b"MMES", b"MMSD", b"MMSI")):
        if s[:4] != magic or struct.unpack_from("<I", s, 4)[0] != version:
            raise ValueError("bad stream header %r" % s[:8])
    return version, out


class Strings:
    def __init__(self, data, index, wide):
        self.data, self.wide, self.memo = data, wide, {}
        fmt = "<QQ" if wide else "<II"
        self.index = dict(struct.iter_unpack(fmt, index[8:]))  # last entry wins

    def text(self, sid, active=()):
        if sid in self.memo:
            return self.memo[sid]
        if sid <= METADATA_ID:
            addr = self.index.get(sid)
        else:
            addr = None if sid == INVALID_ID else sid - FIRST_REGULAR_ID
        if addr is None or sid in active:
            return "<unknown>"
        out, pos, d = [], addr, self.data
        while d[pos] != 0xFF:
            if d[pos] == 0xFE:
                ref = struct.unpack_from("<Q" if self.wide else "<I", d, pos + 1)[0]
                out.append(self.text(ref, active + (sid,)))
                pos += 9 if self.wide else 5
            else:
                end = pos
                while d[end] not in (0xFE, 0xFF):
                    end += 1
                out.append(d[pos:end].decode("utf-8", "replace"))
                pos = end
        self.memo[sid] = s = "".join(out)
        return s


def load(path, with_metadata=False):
    """Returns the version and a list of (kind, event id text, thread,
    value1, value2) in file order; with_metadata: and the metadata, with
    "unit" the counter's smallest unit."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        buf = f.read()
    version, (ev, data, index) = streams(buf)
    wide = version >= 9
    strings = Strings(data, index, wide)
    rec = struct.Struct("<QQIIII" if wide else "<IIIIII")
    evs = [(strings.text(kind), strings.text(eid), thread,
            p1 | (hi >> 16) << 32, p2 | (hi & 0xFFFF) << 32)
           for kind, eid, thread, p1, p2, hi in rec.iter_unpack(ev[8:])]
    if not with_metadata:
        return version, evs
    text = strings.text(METADATA_ID)
    try:
        meta = json.loads(text)
        units = meta.get("counter", {}).get("units") or [["ns", 1]]
    except ValueError:  # measureme writes \' and \u{..} escapes, not JSON
        meta = {}
        units = [(u, int(f)) for u, f in re.findall(r'\["([^"\\]+)",\s*(\d+)\]', text)]
        units = units or [("ns", 1)]
    meta["unit"] = min(units, key=lambda u: u[1])[0]
    return version, evs, meta


def count(path, by_arg=False):
    version, evs = load(path)
    kinds, threads, spans, labels, artifacts = {}, {}, {}, {}, {}

    def row(label):
        return labels.setdefault(label, dict(
            executions=0, other_intervals=0, cache_hits=0, incremental_loads=0, blocked=0,
            self_time=0, time=0, blocked_time=0, incremental_load_time=0))
    marked, stacks = set(), {}
    for kind, eid, thread, v1, v2 in reversed(evs):
        rtype = "instant" if v2 == INSTANT else "integer" if v2 == INTEGER else "interval"
        k = kinds.setdefault(kind, {})
        k[rtype] = k.get(rtype, 0) + 1
        threads[thread] = threads.get(thread, 0) + 1
        label = eid if by_arg else eid.split("\x1e")[0]
        if kind == "ArtifactSize" and rtype == "integer":
            label = eid.split("\x1e")[0]
            artifacts[label] = artifacts.get(label, 0) + v1
        elif kind == "QueryCacheHitCount" and rtype == "integer":
            row(label)["cache_hits"] += v1
            marked.add(label)
        elif kind == "QueryCacheHit" and rtype == "instant":
            row(label)["cache_hits"] += label not in marked
        elif rtype == "interval":
            lo, hi = spans.get(thread, (v1, v2))
            spans[thread] = (min(lo, v1), max(hi, v2))
            # Self time: in reverse a parent comes before its children; the
            # parent is the innermost earlier interval containing this one.
            d, stack = v2 - v1, stacks.setdefault(thread, [])
            while stack and not (stack[-1][0] <= v1 and v2 <= stack[-1][1]):
                stack.pop()
            if stack:
                parent = labels[stack[-1][2]]
                parent["self_time"] -= d
                if stack[-1][3] == "IncrementalLoadResult":
                    parent["incremental_load_time"] -= d
            stack.append((v1, v2, label, kind))
            r = row(label)
            r["self_time"] += d
            r["time"] += d if kind != "IncrementalResultHashing" else 0
            if kind in ("Query", "GenericActivity"):
                r["executions"] += 1
            elif kind == "IncrementalLoadResult":
                r["incremental_loads"] += 1
                r["incremental_load_time"] += d
            elif kind == "QueryBlocked":
                r["blocked"] += 1
                r["blocked_time"] += d
            elif kind not in KNOWN_INTERVALS:
                r["other_intervals"] += 1
    return dict(version=version, events=len(evs),
                threads={str(t): n for t, n in sorted(threads.items())},
                kinds=kinds, total_time=sum(e - s for s, e in spans.values()),
                labels=labels, artifact_sizes=artifacts)


def coverage(paths, top=10, min_gap=0):
    """The untracked time of every thread, the way the header of
    selfprof/coverage.h defines it, computed differently from selfprof's
    lib/analyze/coverage.c (a merge during a reverse walk): here all
    intervals of a thread are sorted by start and swept once.  Intervals are
    closed ranges: touching ones leave no gap.  The event before a gap is,
    of those ending where it starts, the one with the smallest start (then
    the first in the file); the event after it, of those starting where it
    ends, the one with the largest end (then the first in the file)."""
    threads, all_gaps = [], []
    total = dict(threads=0, intervals=0, span=0, untracked=0, gaps=0, large_gaps=0,
                 large_untracked=0)
    units = set()
    for path in paths:
        _, evs, meta = load(path, with_metadata=True)
        units.add(meta.get("unit", "ns"))
        per = {}
        for index, (kind, eid, thread, v1, v2) in enumerate(evs):
            if v2 in (INSTANT, INTEGER):
                continue
            per.setdefault(thread, []).append((v1, v2, index, eid.split("\x1e")[0]))
        for tid in sorted(per):
            ivs = sorted(per[tid])
            best_start, best_end = {}, {}   # start -> (-end, index, label), end -> (start, ...)
            for s, e, i, label in ivs:
                if s not in best_start or (-e, i) < best_start[s][:2]:
                    best_start[s] = (-e, i, label)
                if e not in best_end or (s, i) < best_end[e][:2]:
                    best_end[e] = (s, i, label)
            blocks = []
            for s, e, _, _ in ivs:
                if blocks and s <= blocks[-1][1]:
                    blocks[-1][1] = max(blocks[-1][1], e)
                else:
                    blocks.append([s, e])
            gaps = [(b[0] - a[1], a[1], b[0]) for a, b in zip(blocks, blocks[1:])]
            large = [g for g in gaps if g[0] >= min_gap]
            start, end = blocks[0][0], blocks[-1][1]
            t = dict(profile=path, thread=tid, start=start, end=end, intervals=len(ivs),
                     span=end - start, untracked=sum(g[0] for g in gaps), gaps=len(gaps),
                     large_gaps=len(large), large_untracked=sum(g[0] for g in large))
            t["untracked_share"] = t["untracked"] / t["span"] if t["span"] else 0.0
            listed = sorted(large, key=lambda g: (-g[0], g[1]))[:top]
            t["largest_gaps"] = [dict(start=a, end=b, length=n, at=a - start,
                                      before=best_end[a][2], after=best_start[b][2])
                                 for n, a, b in listed]
            for g in t["largest_gaps"]:
                all_gaps.append((len(threads), g))
            threads.append(t)
            total["threads"] += 1
            for k in ("intervals", "span", "untracked", "gaps", "large_gaps",
                      "large_untracked"):
                total[k] += t[k]
    if len(units) > 1:
        raise ValueError("mixed counter units %s" % sorted(units))
    total["untracked_share"] = total["untracked"] / total["span"] if total["span"] else 0.0
    all_gaps.sort(key=lambda x: (-x[1]["length"], x[0], x[1]["start"]))
    largest = [dict(profile=threads[n]["profile"], thread=threads[n]["thread"], **g)
               for n, g in all_gaps[:top]]
    return dict(unit=units.pop() if units else "ns", min_gap=min_gap, top=top,
                profiles=list(paths), total=total, threads=threads, largest_gaps=largest)


def main(argv):
    sys.setrecursionlimit(100000)  # def paths are chains of references
    if argv and argv[0] == "--coverage":
        import argparse
        ap = argparse.ArgumentParser(prog="rawcount.py --coverage")
        ap.add_argument("--top", type=int, default=10)
        ap.add_argument("--min-gap", type=int, default=0)
        ap.add_argument("files", nargs="+")
        a = ap.parse_args(argv[1:])
        json.dump(coverage(a.files, a.top, a.min_gap), sys.stdout, indent=1, sort_keys=True)
        print()
        return
    by_arg = "--by-arg" in argv
    files = [a for a in argv if a != "--by-arg"]
    if len(files) != 1:
        sys.exit(__doc__)
    json.dump(count(files[0], by_arg), sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main(sys.argv[1:])
