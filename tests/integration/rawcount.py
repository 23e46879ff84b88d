#!/usr/bin/env python3
"""rawcount.py — an independent, minimal decoder of .mm_profdata (v8, v9).

Written from the format spec only (it shares no code with libselfprof), so
the integration tests can check selfprof's numbers against it.

    rawcount.py [--by-arg] FILE[.gz]

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
"""
import gzip
import json
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


def load(path):
    """Returns the version and a list of (kind, event id text, thread,
    value1, value2) in file order."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rb") as f:
        buf = f.read()
    version, (ev, data, index) = streams(buf)
    wide = version >= 9
    strings = Strings(data, index, wide)
    rec = struct.Struct("<QQIIII" if wide else "<IIIIII")
    return version, [(strings.text(kind), strings.text(eid), thread,
                      p1 | (hi >> 16) << 32, p2 | (hi & 0xFFFF) << 32)
                     for kind, eid, thread, p1, p2, hi in rec.iter_unpack(ev[8:])]


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


def main(argv):
    sys.setrecursionlimit(100000)  # def paths are chains of references
    by_arg = "--by-arg" in argv
    files = [a for a in argv if a != "--by-arg"]
    if len(files) != 1:
        sys.exit(__doc__)
    json.dump(count(files[0], by_arg), sys.stdout, indent=1, sort_keys=True)
    print()


if __name__ == "__main__":
    main(sys.argv[1:])
