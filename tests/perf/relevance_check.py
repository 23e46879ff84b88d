#!/usr/bin/env python3
"""relevance_check.py — the model behind tests/perf/triage_report.sh:
rustc-perf's magnitude, relevance, summary, direction and triage rule,
re-implemented here from its source (site/src/comparison.rs:
TestResultComparison::magnitude and is_relevant, Metric::
relative_change_magnitude, ArtifactComparisonSummary::summarize and
direction, Direction::join, deserves_attention_icount, populate_report),
independently of perf/report/relevance.c.

  relevance_check.py sql          the setup SQL: artifacts base, new, next
                                  (2026-01-01..03) and out (2026-02-01);
                                  a0, a1, a2 (2025-12-01..03); worked cases
                                  as one-iteration samples of exact metrics
                                  (threshold 0.2%)
  relevance_check.py compare JSON...
                                  checks each `compare --json` (its metric
                                  from the document) against the model: every
                                  row's magnitude and relevance, the summary's
                                  relevance; and that the documents together
                                  cover every magnitude, every direction and
                                  every branch of the triage rule
  relevance_check.py markdown XML JSON [URL]
                                  checks `report --markdown [--url URL]`
                                  (cmark-gfm's XML of it) against `compare
                                  --json` (with --explain where the report
                                  has explanations): the line under the
                                  title, the summary table, the relevant
                                  regressions and improvements (or "None."),
                                  their explanations and links (none without
                                  URL), the table by profile, scenario and
                                  category
Exit 0 when everything matches, 1 with one line per difference."""
import json
import math
import sys
import urllib.parse
import xml.etree.ElementTree as ET

BENCHES = [f"w{i:02d}" for i in range(12)]  # even: primary, odd: secondary
# metric -> {benchmark: relative change of new against base}
GRID = [0.00005, 0.0015, 0.0025, 0.004, 0.007, 0.015, 0.03, 0.08, -0.0025, -0.005, -0.02, -0.1]
WORKED = {
    # not noisy: every magnitude, primary and secondary; a medium primary
    # change: deserves attention
    "instructions:u": dict(zip(BENCHES, GRID)),
    # not noisy, small regressions only: 3 x 2 + 2 = 8 < 9, no attention
    "instructions:cachegrind": {"w00": 0.004, "w01": 0.004, "w02": 0.004, "w03": 0.004},
    # noisy (halved): improvements only
    "size:w-imp": {"w00": -0.03, "w01": -0.01, "w02": -0.001},
    # small ones both ways, 3 of 5 regressions: mixed
    "size:w-mixed": {"w00": 0.008, "w02": 0.008, "w04": 0.008, "w06": -0.008, "w08": -0.008},
    # 10 small regressions, 1 small improvement (91%): regression
    "size:w-mostly": {**{b: 0.008 for b in BENCHES[:10]}, "w10": -0.008},
    # a medium improvement and a small regression (50% >= 15%): mixed
    "size:w-medimp": {"w00": -0.015, "w02": 0.008},
    # not noisy (a count of the compiler's work); nothing relevant
    # (significant but very small): none
    "query-executions": {"w00": 0.0025, "w01": -0.0025},
}
# The branches of deserves_attention_icount that base -> new does not
# reach, as artifacts a1 and a2 against a0 (dated before the triage
# ranges): artifact -> metric -> {benchmark: relative change against a0}
ICOUNT = {
    "a1": {"instructions:u": {"w00": 0.004, "w01": 0.03},  # a large secondary change
           "instructions:cachegrind": {"w00": 0.004, "w02": 0.004, "w04": 0.004}},  # 3 x 3 = 9
    "a2": {"instructions:u": {"w00": 0.004, "w01": 0.015},  # secondary medium, 3 + 1 < 9
           "instructions:cachegrind": {b: 0.004 for b in ("w00", "w02", "w01", "w03", "w05")}},  # 9
}
UNITS = {"instructions:u": "instructions", "instructions:cachegrind": "instructions",
         "query-executions": "count"}
ARTIFACTS = [("base", "2026-01-01T00:00:00Z", None), ("new", "2026-01-02T00:00:00Z", "base"),
             ("next", "2026-01-03T00:00:00Z", "new"), ("out", "2026-02-01T00:00:00Z", "next"),
             ("a0", "2025-12-01T00:00:00Z", None), ("a1", "2025-12-02T00:00:00Z", None),
             ("a2", "2025-12-03T00:00:00Z", None)]
BASE = 1000000.0


def values():
    """(artifact, benchmark, metric, value)"""
    out = []
    for m, changes in WORKED.items():
        for b, x in changes.items():
            new = BASE * (1 + x)
            # next: as new, but one small primary change of instructions:u
            nxt = new * 1.004 if (m, b) == ("instructions:u", "w04") else new
            out += [("base", b, m, BASE), ("new", b, m, new), ("next", b, m, nxt),
                    ("out", b, m, BASE * 1.5)]
    for a, metrics in ICOUNT.items():
        for m, changes in metrics.items():
            out += [(a, b, m, BASE * (1 + x)) for b, x in changes.items()]
    out += [("a0", b, m, BASE) for b, m in sorted({(b, m) for metrics in ICOUNT.values()
                                                   for m, ch in metrics.items() for b in ch})]
    return out


def sql():
    lines = []
    for name, date, parent in ARTIFACTS:
        par = f"(SELECT id FROM artifact WHERE name = '{parent}')" if parent else "NULL"
        lines.append("INSERT INTO artifact (name, kind, compiler, version, date, parent_id, "
                     f"added_at) VALUES ('{name}', 'rustc', '/bin/true', 'rustc 0', '{date}', "
                     f"{par}, '{date}');")
    for i, b in enumerate(BENCHES):
        cat = "primary" if i % 2 == 0 else "secondary"
        lines.append("INSERT INTO benchmark (name, language, category, suite) VALUES "
                     f"('{b}', 'rust', '{cat}', 'test');")
    for m in WORKED:
        lines.append(f"INSERT INTO metric (name, unit) VALUES ('{m}', '{UNITS.get(m, 'bytes')}');")
    for (a, b, m, v) in values():
        lines.append(
            "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, "
            "iteration, self_profiled, value) SELECT a.id, b.id, 'check', 'full', m.id, 1, 0, "
            f"{v!r} FROM artifact a, benchmark b, metric m WHERE a.name = '{a}' AND "
            f"b.name = '{b}' AND m.name = '{m}';")
    print("\n".join(lines))


# ---- rustc-perf's rules --------------------------------------------------

NAMES = ["very small", "small", "medium", "large", "very large"]


def noisy(metric):
    # rustc-perf: every metric but instructions; here also the
    # self-profile's counts, which noise does not move either (the
    # settlement beside perf/metric/metric.c's table)
    return metric not in ("instructions:u", "instructions:cachegrind", "query-executions",
                          "query-cache-hits", "self-profile-events")


def magnitude(change, threshold, is_noisy):
    """TestResultComparison::magnitude, as 1..5."""
    change = abs(change)
    if change < 0.0001:
        return 1
    t = math.inf if threshold is None else threshold
    over = (1 if change < t * 1.5 else 2 if change < t * 3 else 3 if change < t * 6
            else 4 if change < t * 12 else 5)
    p = change * 100 / (2.0 if is_noisy else 1.0)
    absolute = 1 if p < 0.2 else 2 if p < 1 else 3 if p < 2 else 4 if p < 5 else 5
    return (over + absolute) // 2


class Summary:
    """ArtifactComparisonSummary over (change, magnitude) of relevant rows."""

    def __init__(self, rel):
        self.rel = sorted(rel, key=lambda r: r[0])
        self.reg = [r for r in self.rel if r[0] > 0]
        self.imp = [r for r in self.rel if not r[0] > 0]

    def direction(self):
        if not self.rel:
            return "none"
        if not self.reg:
            return "improvement"
        if not self.imp:
            return "regression"
        ratio = len(self.reg) / len(self.rel)
        mr = any(m >= 3 for _, m in self.reg)
        mi = any(m >= 3 for _, m in self.imp)
        if mi and mr:
            return "mixed"
        if mi:
            return "mixed" if ratio >= 0.15 else "improvement"
        if mr:
            return "mixed" if ratio < 0.85 else "regression"
        if 0.1 <= ratio <= 0.9:
            return "mixed"
        return "improvement" if ratio <= 0.1 else "regression"

    def largest(self):
        if not self.rel:
            return None
        neg, pos = self.rel[0], self.rel[-1]
        return neg if abs(neg[0]) > abs(pos[0]) else pos


def join(a, b):
    if a == "none":
        return b
    if b == "none" or a == b:
        return a
    return "mixed"


def deserves(metric, primary, secondary):
    """(whether, which branch of the rule decided)"""
    if join(primary.direction(), secondary.direction()) == "none":
        return False, "direction none"
    if not noisy(metric):  # deserves_attention_icount
        p, s = primary.largest(), secondary.largest()
        if p and p[1] >= 3:
            return True, "primary medium or more"
        if s and s[1] >= 4:
            return True, "secondary large or more"
        n = len(primary.rel) * 3 + len(secondary.rel)
        return n >= 9, "3 x primary + secondary >= 9" if n >= 9 else "3 x primary + secondary < 9"
    big = primary.largest() or secondary.largest()
    return big is not None and big[1] >= 2, "not an instruction count: a relevant change"


def close(a, b):
    return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)


def check_stats(bad, where, got, xs):
    if got["count"] != len(xs) or (xs and not (close(got["mean"], sum(xs) / len(xs)) and
                                               close(got["min"], min(xs)) and
                                               close(got["max"], max(xs)))):
        bad.append(f"{where}: {got} want {xs}")


def check_summary(bad, where, got, summ):
    check_stats(bad, f"{where} regressions", got["regressions"], [c for c, _ in summ.reg])
    check_stats(bad, f"{where} improvements", got["improvements"], [c for c, _ in summ.imp])
    check_stats(bad, f"{where} all", got["all"], [c for c, _ in summ.rel])
    if got["direction"] != summ.direction():
        bad.append(f"{where}: direction {got['direction']} want {summ.direction()}")
    big = summ.largest()
    if (big is None) != (got["largest"] is None) or (big and (
            not close(got["largest"], big[0]) or got["largest_magnitude"] != NAMES[big[1] - 1])):
        bad.append(f"{where}: largest {got['largest']} {got['largest_magnitude']} want {big}")


def check_compare(paths):
    bad, seen = [], set()
    for path in paths:
        doc = json.load(open(path))
        metric = doc["metric"]
        # the worked cases of this pair: the exact rule's threshold, the
        # intended change
        changes = (WORKED.get(metric, {}) if (doc["a"], doc["b"]) == ("base", "new") else
                   ICOUNT.get(doc["b"], {}).get(metric, {}) if doc["a"] == "a0" else {})
        rel = {"primary": [], "secondary": []}
        groups = {}
        for r in doc["rows"]:
            case = f"{metric} {r['benchmark']} {r['profile']} {r['scenario']}"
            s = r["significance"]
            if r["benchmark"] in changes:
                want = changes[r["benchmark"]]
                if s["source"] != "exact" or not close(s["threshold"], 0.002) or \
                        not math.isclose(r["change"], want, rel_tol=1e-6):
                    bad.append(f"{case}: {s['source']} {s['threshold']} {r['change']} want {want}")
            m = magnitude(r["change"], s["threshold"], noisy(metric))
            relevant = s["significant"] and m >= 2
            seen.add(("magnitude", m))
            if s["significant"] and not relevant:
                seen.add(("significant, not relevant",))
            if r["magnitude"] != NAMES[m - 1] or r["relevant"] != relevant:
                bad.append(f"{case}: {r['magnitude']} {r['relevant']} want {NAMES[m - 1]} "
                           f"{relevant} (change {r['change']}, threshold {s['threshold']})")
            item = (r["change"], m)
            scen = "incr-patched" if r["scenario"].startswith("incr-patched") else r["scenario"]
            for kind, name in (("by_profile", r["profile"]), ("by_scenario", scen),
                               ("by_category", r["category"])):
                groups.setdefault(kind, {}).setdefault(name, [])
                if relevant:
                    groups[kind][name].append(item)
            if relevant:
                rel["primary" if r["category"] == "primary" else "secondary"].append(item)
        got = doc["summary"]["relevance"]
        p, s = Summary(rel["primary"]), Summary(rel["secondary"])
        check_summary(bad, f"{path} primary", got["primary"], p)
        check_summary(bad, f"{path} secondary", got["secondary"], s)
        direction = join(p.direction(), s.direction())
        attention, why = deserves(metric, p, s)
        seen.add(("direction", direction))
        seen.add(("deserves", attention))
        seen.add(("deserves because", why))
        if got["direction"] != direction or got["deserves_attention"] != attention:
            bad.append(f"{path}: direction {got['direction']} attention "
                       f"{got['deserves_attention']} want {direction} {attention}")
        for kind, want in groups.items():
            names = [g["name"] for g in got[kind]]
            if names != sorted(want, key=lambda x: x.encode()):
                bad.append(f"{path}: {kind} {names} want {sorted(want)}")
            for g in got[kind]:
                if g["name"] in want:
                    check_summary(bad, f"{path} {kind} {g['name']}", g, Summary(want[g["name"]]))
    want_seen = ({("magnitude", m) for m in range(1, 6)} | {("significant, not relevant",)} |
                 {("direction", d) for d in ("none", "improvement", "regression", "mixed")} |
                 {("deserves", True), ("deserves", False)} |
                 {("deserves because", w) for w in (
                     "direction none", "primary medium or more", "secondary large or more",
                     "3 x primary + secondary >= 9", "3 x primary + secondary < 9",
                     "not an instruction count: a relevant change")})
    for miss in sorted(want_seen - seen, key=str):
        bad.append(f"the worked cases do not cover {miss}")
    return bad


# ---- the Markdown report ----------------------------------------------------

NS = "{http://commonmark.org/xml/1.0}"


def cell_text(cell):
    return "".join(t.text or "" for t in cell.iter() if t.tag in (NS + "text", NS + "code"))


def pct(text):
    return float(text.strip().rstrip("%"))


def pct_ok(text, frac):
    return abs(pct(text) - round(100 * frac, 2)) < 0.00501


def secs(s):
    """markdown.c's "+41.2 ms" / "-3.10 s" (printf's rounding is Python's)."""
    return "%+.2f s" % s if abs(s) >= 1 else "%+.1f ms" % (1e3 * s)


def explanation_text(e):
    """The queries cell of an explained row, from compare --explain --json."""
    items = ", ".join(f"{q['label']} {secs(q['delta'])}" for q in e["queries"])
    span = lambda s: "%.2f s" % s if abs(s) >= 1 else "%.1f ms" % (1e3 * s)
    one = e.get("one_sided") or {"count": 0}
    n = one["count"]
    return (f"{secs(e['delta'])}: {items or 'no query changed beyond noise this way'}; "
            f"{100 * e['explained']:.0f}% of \u0394" +
            (f"; on one side only (not movers): {n} quer{'y' if n == 1 else 'ies'}, "
             f"A {span(one['only_a'])}, B {span(one['only_b'])}" if n else "") +
            (f"; per-query noise too large to judge ({e['query_noise']:.2f} of ln self time a "
             f"run: a query must change by {100 * e['judgeable']:.0f}%; more self-profiled runs "
             f"or a quieter machine would help)" if e.get("noise_too_large") else ""))


def sections(root):
    """{heading text: the block after it} and the blocks before any heading
    but the title, in document order."""
    out, head, lead = {}, None, []
    for el in root:
        if el.tag == NS + "heading":
            head = cell_text(el)
            out.setdefault(head, [])
        elif head is None or not out:
            lead.append(el)
        else:
            out[head].append(el)
    return out, lead


def check_markdown(xml_path, json_path, url):
    doc = json.load(open(json_path))
    root = ET.parse(xml_path).getroot()
    bad = []
    rel = doc["summary"]["relevance"]
    title = cell_text(root.find(f"{NS}heading"))
    if title != f"{doc['a']} \u2192 {doc['b']}: {doc['metric']}":
        bad.append(f"title {title!r}")
    blocks, _ = sections(root)
    body = blocks.get(title, [])
    # the line under the title: test cases, relevant changes, direction, attention
    intro = "".join(t.text or "" for t in body[0].iter() if t.tag == NS + "text") if body else ""
    n_rel = rel["primary"]["all"]["count"] + rel["secondary"]["all"]["count"]
    want = (f": {len(doc['rows'])} test case{'' if len(doc['rows']) == 1 else 's'}, {n_rel} "
            f"relevant change{'' if n_rel == 1 else 's'}; direction: {rel['direction']}; "
            f"{'deserves attention' if rel['deserves_attention'] else 'does not deserve attention'}.")
    if want not in intro:
        bad.append(f"the line under the title {intro!r} lacks {want!r}")
    tables = [b for b in body if b.tag == NS + "table"]
    if len(tables) != 1:
        return bad + [f"{len(tables)} tables under the title, want the summary"]
    # the summary table: rustc-perf's five rows
    rows = tables[0].findall(f"{NS}table_row")
    want = [("Regressions", "(primary)", rel["primary"]["regressions"]),
            ("Regressions", "(secondary)", rel["secondary"]["regressions"]),
            ("Improvements", "(primary)", rel["primary"]["improvements"]),
            ("Improvements", "(secondary)", rel["secondary"]["improvements"]),
            ("All", "(primary)", rel["primary"]["all"])]
    if len(rows) != 5:
        bad.append(f"summary table: {len(rows)} rows")
    for row, (what, cat, st) in zip(rows, want):
        cells = [cell_text(c) for c in row.findall(f"{NS}table_cell")]
        if not (cells[0].startswith(what) and cells[0].endswith(cat)):
            bad.append(f"summary row {cells[0]!r} want {what} {cat}")
        if int(cells[3]) != st["count"]:
            bad.append(f"summary {what} {cat}: count {cells[3]} want {st['count']}")
        if st["count"]:
            lo, _, hi = cells[2].strip("[]").partition(", ")
            if not (hi and pct_ok(cells[1], st["mean"]) and pct_ok(lo, st["min"]) and
                    pct_ok(hi, st["max"])):
                bad.append(f"summary {what} {cat}: {cells[1:3]} want {st}")
        elif cells[1:3] != ["-", "-"]:
            bad.append(f"summary {what} {cat}: {cells[1:3]} for no change")
    # the relevant regressions and improvements, largest first, linked,
    # with their explanation; "None." instead of a table when there is none
    for what, sign in (("Regressions", 1), ("Improvements", -1)):
        want = [r for r in doc["rows"] if r["relevant"] and (r["change"] > 0) == (sign > 0)]
        want.sort(key=lambda r: -abs(r["change"]))
        block = blocks.get(f"{what} ({len(want)})")
        if block is None:
            bad.append(f"no heading '{what} ({len(want)})': {sorted(blocks)}")
            continue
        table = block[0] if block and block[0].tag == NS + "table" else None
        if not want:
            if table is not None or cell_text(block[0]) != "None.":
                bad.append(f"{what}: none relevant, yet not 'None.'")
            continue
        got = table.findall(f"{NS}table_row") if table is not None else []
        if len(got) != len(want):
            bad.append(f"{len(got)} relevant rows of sign {sign}, want {len(want)}")
        for row, w in zip(got, want):
            cells = row.findall(f"{NS}table_cell")
            texts = [cell_text(c) for c in cells]
            case = f"{w['benchmark']} {w['profile']} {w['scenario']}"
            if texts[:4] != [w["benchmark"], w["profile"], w["scenario"], w["category"]]:
                bad.append(f"row {texts[:4]} want {case}")
            if not pct_ok(texts[4], w["change"]) or texts[5] != w["magnitude"] or \
                    abs(float(texts[6].rstrip("x")) - round(w["significance"]["factor"], 2)) > 0.00501:
                bad.append(f"{case}: {texts[4:7]} want {w['change']} {w['magnitude']}")
            e = w.get("explanation")
            if texts[7] != (explanation_text(e) if e else "-"):
                bad.append(f"{case}: queries {texts[7]!r} want {explanation_text(e) if e else '-'!r}")
            link = cells[0].find(f"{NS}link")
            if url is None:
                if link is not None:
                    bad.append(f"{case}: a link without a url")
                continue
            if link is None:
                bad.append(f"{case}: no link")
                continue
            u = urllib.parse.urlsplit(link.get("destination"))
            q = dict(urllib.parse.parse_qsl(u.query))
            if f"{u.scheme}://{u.netloc}" != url.rstrip("/") or u.path != "/detail.html" or \
                    q != {"a": doc["a"], "b": doc["b"], "benchmark": w["benchmark"],
                          "profile": w["profile"], "scenario": w["scenario"]}:
                bad.append(f"{case}: link {link.get('destination')}")
    # the groups: by profile, scenario and category, as summary.relevance's
    block = blocks.get("By profile, scenario and category", [])
    got = [[cell_text(c) for c in r.findall(f"{NS}table_cell")]
           for r in (block[0].findall(f"{NS}table_row") if block else [])]
    want = [[f"{kind} {g['name']}", str(g["regressions"]["count"]), str(g["improvements"]["count"]),
             g["all"]["mean"] if g["all"]["count"] else None, g["direction"]]
            for kind in ("profile", "scenario", "category") for g in rel[f"by_{kind}"]]
    if len(got) != len(want):
        bad.append(f"groups table: {len(got)} rows, want {len(want)}")
    for g, w in zip(got, want):
        if g[:3] != w[:3] or g[4] != w[4] or \
                (g[3] != "-" if w[3] is None else not pct_ok(g[3], w[3])):
            bad.append(f"groups row {g} want {w}")
    return bad


def main():
    if sys.argv[1] == "sql":
        sql()
        return 0
    if sys.argv[1] == "compare":
        bad = check_compare(sys.argv[2:])
    else:
        bad = check_markdown(sys.argv[2], sys.argv[3], sys.argv[4] if len(sys.argv) > 4 else None)
    for b in bad[:30]:
        print(f"relevance_check {sys.argv[1]}: {b}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
