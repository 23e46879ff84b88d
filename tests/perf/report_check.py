#!/usr/bin/env python3
"""report_check.py — the model behind tests/perf/report_verbs.sh.

  report_check.py sql                 prints the setup SQL: artifacts' samples
                                      (deterministic, seeded), benchmarks, metrics
  report_check.py compare JSON METRIC checks `compare --json` against this
                                      model: minima, changes, rustc-perf's
                                      significance rule re-implemented here
                                      from its source (site/src/comparison.rs),
                                      the interval rule (an exact Mann-Whitney
                                      interval written here independently of
                                      perf/stats), the summary
  report_check.py detail JSON SUM_A SUM_B
                                      checks `detail --json` label for label and
                                      field for field against `selfprof
                                      summarize --json` of the raw profiles
                                      (the totals' inclusive time null)
  report_check.py detail-row JSON COMPARE_JSON
                                      checks its "compare": the test case's
                                      row of `compare --json`, the
                                      self-profile's own change, the relation
Exit 0 when everything matches, 1 with one line per difference."""
import json
import math
import random
import sys

HISTORY = [f"h{i:02d}" for i in range(12)]  # dated 2025-12-01 .. 12, oldest first
# test case -> (history artifacts it has, clean iterations per artifact)
CASES = {
    ("tiny", "check", "full"): (12, 3),        # full history: rustc-perf's rule
    ("tiny", "check", "incr-full"): (5, 5),    # short history: the interval rule
    ("tiny", "debug", "full"): (0, 6),         # +0.1% within 1% noise: no change
    ("tiny", "debug", "incr-full"): (0, 3),    # 3 + 3 runs: too few for 99%
    ("bee", "opt", "full"): (0, 1),            # one iteration: too few
}
ONLY_NEW = ("bee", "debug", "full")
METRICS = {"wall-time": "s", "max-rss": "KiB"}


def samples():
    """(artifact, benchmark, profile, scenario, metric, iteration, self_profiled, value)"""
    rnd = random.Random(20261203)
    out = []
    for (bench, prof, scen), (nhist, iters) in sorted(CASES.items()):
        arts = HISTORY[len(HISTORY) - nhist:] + ["base", "new"]
        for art in arts:
            for metric in METRICS:
                base = 2.0 if metric == "wall-time" else 150000.0
                level = base * (1.10 if art == "new" and prof == "check" else 1.0)
                if art == "new" and (bench, prof) == ("tiny", "debug"):
                    level = base * 1.001  # inside the noise
                if art == "new" and bench == "bee":
                    level = base * 0.97
                for it in range(1, iters + 1):
                    out.append((art, bench, prof, scen, metric, it, 0,
                                round(level * (1 + rnd.uniform(0, 0.01)), 6)))
                out.append((art, bench, prof, scen, metric, 0, 1,
                            round(level * (1.05 + rnd.uniform(0, 0.02)), 6)))
    bench, prof, scen = ONLY_NEW
    out.append(("new", bench, prof, scen, "wall-time", 1, 0, 1.0))
    return out


def sql():
    lines = ["INSERT INTO benchmark (name, language, category, suite) VALUES "
             "('bee', 'c', 'secondary', 'test');"]
    for m, u in METRICS.items():
        lines.append(f"INSERT INTO metric (name, unit) VALUES ('{m}', '{u}');")
    for (a, b, p, s, m, it, sp, v) in samples():
        lines.append(
            "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, "
            "iteration, self_profiled, value) SELECT a.id, b.id, "
            f"'{p}', '{s}', m.id, {it}, {sp}, {v!r} FROM artifact a, benchmark b, metric m "
            f"WHERE a.name = '{a}' AND b.name = '{b}' AND m.name = '{m}';")
    print("\n".join(lines))


def rustc_perf_threshold(data):
    """HistoricalData::significance_threshold, data newest first."""
    deltas = [abs(data[i] - data[i + 1]) for i in range(len(data) - 1)]
    pcs = sorted(d / r for d, r in zip(deltas, data))

    def median(d):
        return (d[(len(d) - 1) // 2] + d[len(d) // 2]) / 2 if len(d) % 2 == 0 else d[len(d) // 2]
    n = len(pcs)
    if n <= 2:
        h1, h2 = 0, min(n, 1)
    elif n % 2 == 0:
        h1, h2 = n // 2 - 2, n // 2 + 1
    else:
        h1, h2 = n // 2 - 1, n // 2 + 1
    q1, q3 = median(pcs[:h1 + 1]), median(pcs[h2:])
    return q3 + (q3 - q1) * 3.0


def mw_interval(a, b, conf=0.99):
    """Hodges-Lehmann shift of ln(x) with the exact Mann-Whitney interval, as
    relative changes: (estimate, lo, hi, coverage) or None when too few."""
    na, nb = len(a), len(b)
    # counts of U = 0..na*nb over all C(na+nb, na) arrangements (no ties)
    cnt = [[[0] * (i * j + 1) for j in range(nb + 1)] for i in range(na + 1)]
    for i in range(na + 1):
        for j in range(nb + 1):
            if i == 0 or j == 0:
                cnt[i][j][0] = 1
                continue
            for u in range(i * j + 1):
                x = cnt[i - 1][j][u - j] if u - j >= 0 and u - j <= (i - 1) * j else 0
                y = cnt[i][j - 1][u] if u <= i * (j - 1) else 0
                cnt[i][j][u] = x + y
    dist = cnt[na][nb]
    total = sum(dist)
    k, below = 0, 0
    while 2 * (below + dist[k]) / total <= (1 - conf) * (1 + 1e-9):
        below += dist[k]
        k += 1
    if k == 0:
        return None
    d = sorted(math.log(y) - math.log(x) for x in a for y in b)
    m = len(d)
    est = d[m // 2] if m % 2 else (d[m // 2 - 1] + d[m // 2]) / 2
    return math.expm1(est), math.expm1(d[k - 1]), math.expm1(d[m - k]), 1 - 2 * below / total


def value(vals, overhead):
    clean = [v for (sp, v) in vals if not sp]
    spv = [v for (sp, v) in vals if sp]
    if overhead:
        return 100 * (min(spv) / min(clean) - 1) if clean and spv else None
    return min(clean) if clean else (min(spv) if spv else None)


def expected(metric):
    overhead = metric == "self-profile-overhead"
    src = "wall-time" if overhead else metric
    by = {}
    for (a, b, p, s, m, it, sp, v) in samples():
        if m == src:
            by.setdefault((b, p, s), {}).setdefault(a, []).append((sp, v))
    rows = []
    for case in sorted(by):
        arts = by[case]
        if "base" not in arts or "new" not in arts:
            continue
        before, after = value(arts["base"], overhead), value(arts["new"], overhead)
        hist = [value(arts[h], overhead) for h in reversed(HISTORY) if h in arts]
        if overhead:  # on the ratio self-profiled / clean
            hist = [1 + v / 100 for v in hist]
            change = (1 + after / 100) / (1 + before / 100) - 1
        else:
            change = (after - before) / abs(before)
        ca = [v for (sp, v) in arts["base"] if not sp]
        cb = [v for (sp, v) in arts["new"] if not sp]
        verdict, interval = None, None
        min_before, min_after, basis = before, after, "overhead" if overhead else "minimum"
        if overhead:  # one self-profiled run a side: shown, never judged
            thr, source, verdict = math.inf, "default", "one sample"
        elif len(hist) >= 10:
            thr, source = rustc_perf_threshold(hist), "history"
        elif ca and cb and not overhead:
            source = "interval"
            iv = mw_interval(ca, cb)
            if iv is None:
                thr, verdict = math.inf, "too few runs"
            else:
                change, lo, hi, cov = iv
                interval = (lo, hi, cov)
                # shown on the change's basis: A's geometric mean, and
                # that times 1 + change
                before = math.exp(sum(math.log(v) for v in ca) / len(ca))
                after = before * (1 + change)
                basis = "runs"
                margin = change - lo if change >= 0 else hi - change
                thr = max(0.002, margin)
                if lo <= 0 <= hi and thr <= abs(change):
                    thr = math.nextafter(abs(change), math.inf)
                if abs(change) < thr:
                    verdict = "too noisy" if lo < -0.05 or hi > 0.05 else "no change"
        else:
            thr, source = 0.002, "default"
        thr = max(thr, 1e-6)
        sig = abs(change) >= thr and math.isfinite(thr)
        if verdict is None:
            verdict = "change" if sig else "no change"
        rows.append(dict(benchmark=case[0], profile=case[1], scenario=case[2], before=before,
                         after=after, min_before=min_before, min_after=min_after, basis=basis,
                         change=change, threshold=thr if math.isfinite(thr) else None,
                         source=source, significant=sig,
                         factor=abs(change) / thr if math.isfinite(thr) else 0,
                         history_points=len(hist) if source == "history" else 0,
                         verdict=verdict, interval=interval))
    return rows


def close(a, b):
    return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)


def check_compare(path, metric):
    got = json.load(open(path))
    want = expected(metric)
    bad = []
    if got["metric"] != metric:
        bad.append(f"metric {got['metric']}")
    if len(got["rows"]) != len(want):
        bad.append(f"{len(got['rows'])} rows, want {len(want)}")
    for g, w in zip(got["rows"], want):
        case = f"{w['benchmark']} {w['profile']} {w['scenario']}"
        for k in ("benchmark", "profile", "scenario", "basis"):
            if g[k] != w[k]:
                bad.append(f"{case}: {k} {g[k]!r}")
        for k in ("before", "after", "min_before", "min_after", "change"):
            if not close(g[k], w[k]):
                bad.append(f"{case}: {k} {g[k]} want {w[k]}")
        s = g["significance"]
        for k in ("threshold", "factor"):
            if not (close(s[k], w[k]) or s[k] is w[k] is None):
                bad.append(f"{case}: {k} {s[k]} want {w[k]}")
        for k in ("source", "significant", "history_points", "verdict"):
            if s[k] != w[k]:
                bad.append(f"{case}: {k} {s[k]} want {w[k]}")
        if w["interval"]:
            gi = s.get("interval") or {}
            for k, wv in zip(("lo", "hi", "confidence"), w["interval"]):
                if not close(gi.get(k), wv):
                    bad.append(f"{case}: interval {k} {gi.get(k)} want {wv}")
        elif "interval" in s and w["source"] != "history":
            bad.append(f"{case}: an interval where none is wanted")
    sig = [w["change"] for w in want if w["significant"]]
    reg = [c for c in sig if c > 0]
    imp = [c for c in sig if c < 0]
    summ = got["summary"]
    for name, xs in (("regressions", reg), ("improvements", imp), ("all", sig)):
        st = summ[name]
        if st["count"] != len(xs) or (xs and not (close(st["mean"], sum(xs) / len(xs)) and
                                                  close(st["min"], min(xs)) and
                                                  close(st["max"], max(xs)))):
            bad.append(f"summary {name}: {st} want {xs}")
    pos = [w for w in want if math.isfinite(w["change"]) and w["change"] > -1]
    gm = math.exp(sum(math.log1p(w["change"]) for w in pos) / len(pos)) - 1 if pos else 0
    if summ["geomean_n"] != len(pos) or not close(summ["geomean"], gm):
        bad.append(f"geomean {summ['geomean']} ({summ['geomean_n']}) want {gm} ({len(pos)})")
    want_only_b = 1 if metric in ("wall-time", "self-profile-overhead") else 0
    if got["only_b"] != want_only_b or got["only_a"] != 0:
        bad.append(f"only_a {got['only_a']} only_b {got['only_b']}")
    return bad


def ns(d):
    return d["secs"] * 1_000_000_000 + d["nanos"]


FIELDS = ["self_time", "time", "blocked_time", "incremental_load_time",
          "incremental_hashing_time"]
COUNTS = ["blocked_count", "incremental_load_count", "invocation_count",
          "number_of_cache_misses", "number_of_cache_hits"]


def summary_rows(s):
    return {r["label"]: {**{k: ns(r[k]) for k in FIELDS}, **{k: r[k] for k in COUNTS}}
            for r in s["query_data"]}


def check_detail(path, sum_a, sum_b):
    d = json.load(open(path))
    bad = []
    names = d["fields"]
    if sorted(names) != sorted(FIELDS + COUNTS):
        return [f"fields {names}"]

    def obj(arr):
        return None if arr is None else dict(zip(names, arr))
    for side, spath in (("a", sum_a), ("b", sum_b)):
        s = json.load(open(spath))
        want = summary_rows(s)
        got = {r["label"]: obj(r[side]) for r in d["rows"] if r[side] is not None}
        if set(got) != set(want):
            bad.append(f"side {side}: labels differ: {sorted(set(got) ^ set(want))[:5]}")
        for label, w in want.items():
            if got.get(label) is not None and got[label] != w:
                bad.append(f"side {side}: {label}: {got[label]} want {w}")
        info = d["side_" + side]
        for k, v in (("total_time", ns(s["total_time"])), ("event_count", s["event_count"]),
                     ("file_count", s["file_count"]), ("counter", s["counter"]),
                     ("unit", s["unit"])):
            if info[k] != v:
                bad.append(f"side {side}: {k} {info[k]} want {v}")
        tot = obj(d["totals"][side])
        for k in FIELDS + COUNTS:
            # inclusive times do not add up: no sum given
            if tot[k] != (None if k == "time" else sum(w[k] for w in want.values())):
                bad.append(f"totals {side} {k}: {tot[k]}")
        sizes = {x["label"]: x["value"] for x in s["artifact_sizes"]}
        got_sizes = {x["label"]: x[side] for x in d["artifact_sizes"] if x[side] is not None}
        if sizes != got_sizes:
            bad.append(f"side {side}: artifact sizes {got_sizes} want {sizes}")
    # sorted by the larger self time, then label
    si = names.index("self_time")
    keys = [(-max((r["a"] or [0] * 10)[si], (r["b"] or [0] * 10)[si]), r["label"].encode())
            for r in d["rows"]]
    if keys != sorted(keys):
        bad.append("rows are not sorted by the larger self time, then label")
    return bad


def check_detail_row(path, compare_path):
    """detail --json's "compare" is its test case's row of compare --json
    (of the same metric), with the self-profile's own change beside it."""
    d, c = json.load(open(path)), json.load(open(compare_path))
    got = d["compare"]
    rows = [r for r in c["rows"] if (r["benchmark"], r["profile"], r["scenario"])
            == (d["benchmark"], d["profile"], d["scenario"])]
    bad = []
    if (got["metric"], got["unit"]) != (c["metric"], c["unit"]):
        bad.append(f"metric {got['metric']} {got['unit']} want {c['metric']} {c['unit']}")
    if got["row"] != (rows[0] if rows else None):
        bad.append(f"row {got['row']} want {rows}")
    a, b = d["side_a"], d["side_b"]
    want = b["total_time"] / a["total_time"] - 1 if a and b else None
    sp = got["self_profile_change"]
    if (sp is not None or want is not None) and not close(sp, want):
        bad.append(f"self_profile_change {got['self_profile_change']} want {want}")
    if "self-profiled run" not in got["relation"] or c["metric"] not in got["relation"]:
        bad.append(f"relation: {got['relation']}")
    return bad


def main():
    if sys.argv[1] == "sql":
        sql()
        return 0
    bad = (check_compare(sys.argv[2], sys.argv[3]) if sys.argv[1] == "compare"
           else check_detail_row(sys.argv[2], sys.argv[3]) if sys.argv[1] == "detail-row"
           else check_detail(sys.argv[2], sys.argv[3], sys.argv[4]))
    for b in bad[:20]:
        print(f"report_check {sys.argv[1]}: {b}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
