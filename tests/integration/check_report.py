#!/usr/bin/env python3
"""check_report.py — checks `selfprof summarize` on real profiles.

    check_report.py [--by-arg] [--expect-incr] [--expect-args] [--expect-version N]
                    [--expect-kind KIND]... PROFILE|DIR...

Runs $SELFPROF summarize on the inputs as a table (--unit ns, the default
units and us/ms/s), --csv and --json, and checks:
  - every run exits 0; no NaN/inf; the CSV rows have every field;
  - table, CSV and JSON list the same rows in the same order with the same
    numbers; the table's % of total and shares are the JSON's numbers;
  - the total line is the sum of the rows; the rows' % of total add up to
    the total line's %; the total's self time <= total time;
  - per row, the shares of lookups (invocations, memory hits, incremental
    loads) add up to 100%;
  - counts per label (executions, cache hits, incremental loads, blocked
    waits) and times (self, time, blocked, incremental load), the total
    time, the event count and the artifact sizes equal rawcount.py's
    independent decoding;
  - with several files: the combined JSON is the sum of the per-file JSONs,
    and --per-file gives one report per file equal to that file's own;
  - with --by-arg: the label+argument rows sum up to the label rows.
Prints one line per checked report; exits 1 with the reasons on failure.
"""
import csv
import io
import json
import math
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rawcount  # noqa: E402

SELFPROF = os.environ.get("SELFPROF", "selfprof")
FAILURES = []
NUMERIC = ("time", "self_time", "number_of_cache_misses", "number_of_cache_hits",
           "invocation_count", "blocked_time", "incremental_load_time",
           "incremental_hashing_time", "incremental_load_count", "blocked_count")


def check(cond, what):
    if not cond:
        FAILURES.append(what)
        if len(FAILURES) <= 40:
            print("FAIL:", what, file=sys.stderr)
    return cond


def summarize(*args):
    cmd = [SELFPROF, "summarize", *args]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit("FAIL: %s exited %d: %s" % (" ".join(cmd), p.returncode, p.stderr.strip()))
    return p.stdout


def reject_constant(name):
    raise ValueError("%s in JSON output" % name)


def load_json(text):
    return json.loads(text, parse_constant=reject_constant)


def ns(d):
    return d["secs"] * 10**9 + d["nanos"]


def json_rows(doc):
    """JSON rows as dicts of integers, plus their key (label 0x1E args)."""
    rows = []
    for r in doc["query_data"]:
        row = {k: ns(r[k]) if isinstance(r[k], dict) else r[k] for k in NUMERIC}
        row["key"] = r["label"] + "".join("\x1e" + a for a in r.get("args", []))
        shown = r["label"] + ("(" + ", ".join(r["args"]) + ")" if r.get("args") else "")
        # Tables and CSV show control bytes as spaces, so a row stays one line.
        row["display"] = re.sub(r"[\x00-\x1f]", " ", shown)
        rows.append(row)
    return rows


def lookups(r):
    return r["invocation_count"] + r["number_of_cache_hits"] + r["incremental_load_count"]


def share(part, whole):
    return "-" if whole == 0 else "%.2f%%" % (100.0 * part / whole)


UNITS = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}


def parse_value(cell):
    m = re.fullmatch(r"(-?[0-9.]+)(ns|us|ms|s)", cell)
    if not m:
        check(False, "bad time cell %r" % cell)
        return 0, 0
    digits = len(m.group(1).split(".")[1]) if "." in m.group(1) else 0
    unit = UNITS[m.group(2)]
    return float(m.group(1)) * unit, 0.5 * 10**-digits * unit  # value, rounding


# The table's columns after Item: (header, key); the optional ones are shown
# only when some row is not zero there (or with --all-columns).
COLUMNS = [("Self time", "self"), ("% total", "pct"), ("Time", "time"),
           ("Invocations", "inv"), ("Mem hits", "mem"), ("Incr hits", "incr"),
           ("Incr load", "load"), ("Incr hash", "hash"), ("Blocked", "blocked")]
OPTIONAL = {"mem": "number_of_cache_hits", "incr": "incremental_load_count",
            "load": "incremental_load_time", "hash": "incremental_hashing_time",
            "blocked": "blocked_time"}


MAX_LABEL_WIDTH = 120


def parse_table(text):
    """Returns (header numbers, total row, rows) of one table report; a
    row has None for the columns the table does not show."""
    lines = text.rstrip("\n").split("\n")
    m = re.fullmatch(r".*: total time (\S+) \(sum of per-thread spans\), (\d+) events, "
                     r"(\d+) rows", lines[0])
    if not check(m, "table title line %r" % lines[0]):
        return None
    rest = lines[1]
    check(rest.startswith("Item "), "table column line %r" % lines[1])
    rest = rest[len("Item"):]
    shown = []
    for name, key in COLUMNS:
        if rest.lstrip().startswith(name):
            rest = rest.lstrip()[len(name):]
            shown.append(key)
        else:
            check(key in OPTIONAL, "table lacks column %s: %r" % (name, lines[1]))
    check(rest.strip() == "", "table column line %r has unknown columns" % lines[1])
    hidden = [name for name, key in COLUMNS if key not in shown]
    rows = []
    notes = []
    aligned = []
    for line in lines[2:]:
        if line.startswith("(") and not line.startswith("(total)"):
            notes.append(line)
            continue
        if line == "" or notes:
            break  # the artifact table follows
        parts = line.rsplit(None, len(shown))
        aligned.append((line, parts[0].rstrip()))
        if not check(len(parts) == len(shown) + 1, "table line with %d fields: %r"
                     % (len(parts), line)):
            continue
        row = dict.fromkeys(key for _, key in COLUMNS)
        row.update(zip(shown, parts[1:]))
        row["display"] = parts[0].rstrip()
        row["inv"] = int(row["inv"])
        for key in "pct", "mem", "incr":
            if row[key] is not None:
                check(re.fullmatch(r"\d+\.\d\d%|-", row[key]), "bad percent cell %r in %r"
                      % (row[key], line))
        rows.append(row)
    # The label column is as wide as the widest label up to MAX_LABEL_WIDTH
    # (tools/report/summary_report.c); a longer label pushes its own row's
    # cells right by its excess, so every other cell stays aligned.
    w0 = max([len("(total)")] + [min(len(label), MAX_LABEL_WIDTH) for _, label in aligned])
    for line, label in aligned:
        check(len(line) == len(lines[1]) + max(0, len(label) - w0),
              "table line not aligned with the column line: %r / %r" % (line, lines[1]))
    note = ("(zero in every row, not shown: %s; --all-columns shows them)" % ", ".join(hidden)
            if hidden else None)
    check(note is None or note in notes, "hidden columns %s but notes %r" % (hidden, notes))
    check(note is not None or not any(n.startswith("(zero") for n in notes),
          "a note on hidden columns but none is hidden: %r" % notes)
    head = dict(total=m.group(1), events=int(m.group(2)), rows=int(m.group(3)))
    check(rows and rows[0]["display"] == "(total)", "first table line is not (total)")
    if rows:
        check(rows[0]["time"] == "-", "the total line's Time is %r, not -" % rows[0]["time"])
    return head, rows[0], rows[1:]


def check_table(text, doc, rows, where):
    """The table (--unit ns) against the JSON rows; the total line's sums;
    a column is hidden exactly when it is zero in every row."""
    parsed = parse_table(text)
    if not parsed:
        return
    head, total, trows = parsed
    total_time = ns(doc["total_time"])
    check(head["total"] == "%dns" % total_time, "%s: table total time %s != JSON %d"
          % (where, head["total"], total_time))
    check(head["rows"] == len(rows) == len(trows), "%s: row counts: title %d, JSON %d, "
          "table %d" % (where, head["rows"], len(rows), len(trows)))
    check(head["events"] == doc["event_count"], "%s: event count" % where)
    for key, field in OPTIONAL.items():
        nonzero = any(r[field] != 0 for r in rows)
        check((total[key] is not None) == nonzero, "%s: column %s shown=%s, non-zero=%s"
              % (where, key, total[key] is not None, nonzero))

    def cells(r, t):
        want = dict(display=r["display"], self="%dns" % r["self_time"],
                    pct=share(r["self_time"], total_time), time="%dns" % r["time"],
                    inv=r["invocation_count"], mem=share(r["number_of_cache_hits"], lookups(r)),
                    incr=share(r["incremental_load_count"], lookups(r)),
                    load="%dns" % r["incremental_load_time"],
                    hash="%dns" % r["incremental_hashing_time"],
                    blocked="%dns" % r["blocked_time"])
        return {k: v for k, v in want.items() if t[k] is not None}

    for t, r in zip(trows, rows):
        want = cells(r, t)
        got = {k: t[k] for k in want}
        check(got == want, "%s: table row %r != JSON %r" % (where, got, want))
    # The total line is the sum of the rows (of all rows, and of the JSON's).
    sums = {k: sum(r[k] for r in rows) for k in NUMERIC}
    sums["display"] = "(total)"
    check(sums["self_time"] == sum(int(t["self"][:-2]) for t in trows), "%s: Σself table" % where)
    want = cells(sums, total)
    want["time"] = "-"
    got = {k: total[k] for k in want}
    check(got == want, "%s: total line %r != sum of rows %r" % (where, got, want))
    check(sum(t["inv"] for t in trows) == total["inv"], "%s: Σ invocations" % where)
    # Σ of the rounded row percentages = the total's percentage, up to rounding.
    pcts = [float(t["pct"][:-1]) for t in trows if t["pct"] != "-"]
    if total["pct"] != "-":
        tol = 0.005 * (len(pcts) + 1) + 1e-9
        check(abs(sum(pcts) - float(total["pct"][:-1])) <= tol,
              "%s: Σ row %% %.3f != total %s" % (where, sum(pcts), total["pct"]))
    check(sums["self_time"] <= total_time, "%s: Σself %d > total time %d"
          % (where, sums["self_time"], total_time))
    check_artifacts(text, doc, where)
    return trows


def check_artifacts(text, doc, where):
    """The artifact table after the main one lists the JSON's artifact_sizes."""
    arts = doc["artifact_sizes"]
    _, sep, tail = text.partition("\nArtifact sizes (")
    check(bool(sep) == bool(arts), "%s: artifact table present=%s, JSON has %d"
          % (where, bool(sep), len(arts)))
    if not sep:
        return
    lines = tail.rstrip("\n").split("\n")[2:]
    got = [tuple(line.rsplit(None, 1)) for line in lines]
    want = [(a["label"], str(a["value"])) for a in arts]
    check(got == want, "%s: artifact table %r != JSON %r" % (where, got, want))


def check_human_table(text, ns_rows, where):
    """The default-unit table shows the same rows, rounded."""
    parsed = parse_table(text)
    if not parsed:
        return
    _, _, trows = parsed
    check(len(trows) == len(ns_rows), "%s: default-unit table row count" % where)
    for t, n in zip(trows, ns_rows):
        check((t["display"], t["pct"], t["inv"], t["mem"], t["incr"])
              == (n["display"], n["pct"], n["inv"], n["mem"], n["incr"]),
              "%s: default-unit row %r differs from ns row %r" % (where, t, n))
        for col in ("self", "time", "load", "hash", "blocked"):
            if t[col] is None:
                continue
            v, tol = parse_value(t[col])
            exact = int(n[col][:-2])
            check(abs(v - exact) <= tol * 1.0001 + 1e-9, "%s: %s %s != %dns"
                  % (where, t["display"], t[col], exact))


def check_csv(text, rows, where):
    table = list(csv.reader(io.StringIO(text)))
    header = table[0]
    check(header[0] == "label" and len(header) == 14, "%s: CSV header %r" % (where, header))
    check(len(table) - 1 == len(rows), "%s: CSV has %d rows, JSON %d"
          % (where, len(table) - 1, len(rows)))
    for line, r in zip(table[1:], rows):
        if not check(len(line) == len(header), "%s: CSV line %r" % (where, line)):
            continue
        c = dict(zip(header, line))
        got = tuple(int(c[k]) for k in ("self_time", "invocations", "memory_cache_hits",
                                         "incremental_loads", "incremental_load_time",
                                         "blocked_time", "time", "cache_misses",
                                         "incremental_hashing_time"))
        want = tuple(r[k] for k in ("self_time", "invocation_count", "number_of_cache_hits",
                                     "incremental_load_count", "incremental_load_time",
                                     "blocked_time", "time", "number_of_cache_misses",
                                     "incremental_hashing_time"))
        for k in "percent_of_total", "memory_cache_hit_percent", "incremental_hit_percent":
            check(re.fullmatch(r"\d+\.\d{4}|", c[k]), "%s: CSV %s = %r" % (where, k, c[k]))
        label_ok = c["label"] == r["display"]
        check(label_ok and got == want, "%s: CSV row %r != JSON %r"
              % (where, line, r))
        # Shares of lookups add up to 100% (each printed with 2 decimals).
        n = lookups(r)
        if n:
            inv = 100.0 * r["invocation_count"] / n
            total = inv + float(c["memory_cache_hit_percent"]) + float(c["incremental_hit_percent"])
            check(abs(total - 100.0) <= 0.000101, "%s: shares of %s add up to %.4f%%"
                  % (where, r["display"], total))
        else:
            check(c["memory_cache_hit_percent"] == "" == c["incremental_hit_percent"],
                  "%s: shares of %s without lookups" % (where, r["display"]))


def check_raw(doc, rows, raws, where):
    """Counts per label equal the independent decoder's."""
    raw = {}
    for r in raws:
        for key, v in r["labels"].items():
            acc = raw.setdefault(key, dict.fromkeys(v, 0))
            for k in v:
                acc[k] += v[k]
    keys = [r["key"] for r in rows]
    check(len(set(keys)) == len(keys), "%s: duplicate rows" % where)
    check(set(keys) == set(raw), "%s: labels only in selfprof %s, only in rawcount %s"
          % (where, sorted(set(keys) - set(raw))[:5], sorted(set(raw) - set(keys))[:5]))
    for r in rows:
        x = raw.get(r["key"])
        if x is None:
            continue
        got = (r["number_of_cache_misses"], r["invocation_count"], r["number_of_cache_hits"],
               r["incremental_load_count"], r["blocked_count"], r["self_time"], r["time"],
               r["blocked_time"], r["incremental_load_time"])
        want = (x["executions"], x["executions"] + x["other_intervals"], x["cache_hits"],
                x["incremental_loads"], x["blocked"], x["self_time"], x["time"],
                x["blocked_time"], x["incremental_load_time"])
        check(got == want, "%s: %r (misses, invocations, hits, loads, blocked, self, time, "
              "blocked time, load time) = %s, rawcount %s" % (where, r["key"], got, want))
    check(ns(doc["total_time"]) == sum(r["total_time"] for r in raws),
          "%s: total time %d != rawcount %d" % (where, ns(doc["total_time"]),
                                               sum(r["total_time"] for r in raws)))
    check(doc["event_count"] == sum(r["events"] for r in raws), "%s: event count" % where)
    sizes = {}
    for r in raws:
        for k, v in r["artifact_sizes"].items():
            sizes[k] = sizes.get(k, 0) + v
    check({a["label"]: a["value"] for a in doc["artifact_sizes"]} == sizes,
          "%s: artifact sizes" % where)


def by_key(rows):
    return {r["key"]: {k: r[k] for k in NUMERIC} for r in rows}


def summed(docs):
    """Per-label sums of several JSON reports."""
    out = {}
    for d in docs:
        for key, r in by_key(json_rows(d)).items():
            acc = out.setdefault(key, dict.fromkeys(NUMERIC, 0))
            for k in NUMERIC:
                acc[k] += r[k]
    return out


def check_report(inputs, opts, where):
    """All format checks of one (possibly combined) report."""
    doc = load_json(summarize("--json", *opts, *inputs))
    rows = json_rows(doc)
    check(all(a["self_time"] >= b["self_time"] for a, b in zip(rows, rows[1:])),
          "%s: rows not sorted by self time" % where)
    ns_rows = check_table(summarize("--unit", "ns", *opts, *inputs), doc, rows, where)
    if ns_rows is not None:
        check_human_table(summarize(*opts, *inputs), ns_rows, where)
        if len(rows) < 5000:  # the fixed units too, where that is quick
            for unit in "us", "ms", "s":
                check_human_table(summarize("--unit", unit, *opts, *inputs), ns_rows,
                                  where + " --unit " + unit)
    check_csv(summarize("--csv", *opts, *inputs), rows, where)
    return doc, rows


def profiles_of(inputs):
    files = []
    for p in inputs:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p)
                            if f.endswith(".mm_profdata"))
        else:
            files.append(p)
    return files


def main(argv):
    opts, inputs, expect_kinds, version, incr, expect_args = [], [], [], None, False, False
    it = iter(argv)
    for a in it:
        if a == "--by-arg":
            opts.append(a)
        elif a == "--expect-incr":
            incr = True
        elif a == "--expect-args":
            expect_args = True
        elif a == "--expect-version":
            version = int(next(it))
        elif a == "--expect-kind":
            expect_kinds.append(next(it))
        else:
            inputs.append(a)
    files = profiles_of(inputs)
    if not files:
        sys.exit("check_report: no profiles in %s" % inputs)
    by_arg = "--by-arg" in opts
    raws = [rawcount.count(f, by_arg) for f in files]
    where = " ".join(inputs)
    for f, r in zip(files, raws):
        if version is not None:
            check(r["version"] == version, "%s: format version %s, expected %d"
                  % (f, r["version"], version))
        for k in expect_kinds:
            check(k in r["kinds"], "%s: no %s events (kinds: %s)" % (f, k, sorted(r["kinds"])))

    doc, rows = check_report(inputs, opts, where)
    check_raw(doc, rows, raws, where)
    check(doc["file_count"] == len(files), "%s: file_count %s" % (where, doc["file_count"]))

    if len(files) > 1:
        singles = []
        for f, r in zip(files, raws):
            d, rr = check_report([f], opts, f)
            check_raw(d, rr, [r], f)
            singles.append(d)
        check(by_key(rows) == summed(singles), "%s: combined rows != sum of per-file rows"
              % where)
        check(ns(doc["total_time"]) == sum(ns(d["total_time"]) for d in singles),
              "%s: combined total time != sum" % where)
        per_file = load_json(summarize("--per-file", "--json", *opts, *inputs))
        check([p["path"] for p in per_file["files"]] == files, "%s: --per-file paths %s"
              % (where, [p["path"] for p in per_file["files"]]))
        check([p["summary"] for p in per_file["files"]] == singles,
              "%s: --per-file JSON != the files' own JSON" % where)
        table = summarize("--per-file", "--unit", "ns", *opts, *inputs)
        # A section starts at each title line (a section has blank lines
        # of its own, before its artifact table).
        sections = [sec.rstrip("\n") for sec in
                    re.split(r"\n\n(?=.*: total time .* rows(?:;.*)?\n)", table.rstrip("\n"))]
        check(len(sections) == len(files), "%s: --per-file table has %d sections"
              % (where, len(sections)))
        for sec, d, f in zip(sections, singles, files):
            check_table(sec + "\n", d, json_rows(d), f + " (--per-file)")
        # --per-file CSV is one table: one header, a leading file column, and
        # per file the rows of that file's own CSV.
        csv_rows = list(csv.reader(io.StringIO(summarize("--per-file", "--csv", *opts, *inputs))))
        check(csv_rows[0][:2] == ["file", "label"] and
              sum(r[0] == "file" for r in csv_rows) == 1, "%s: --per-file CSV header" % where)
        for f in files:
            own = list(csv.reader(io.StringIO(summarize("--csv", *opts, f))))[1:]
            check([r[1:] for r in csv_rows[1:] if r[0] == f] == own,
                  "%s: --per-file CSV rows of %s" % (where, f))

    if by_arg:
        plain = load_json(summarize("--json", *inputs))
        grouped = {}
        for r in rows:
            acc = grouped.setdefault(r["key"].split("\x1e")[0], dict.fromkeys(NUMERIC, 0))
            for k in NUMERIC:
                acc[k] += r[k]
        instants = any("instant" in r["kinds"].get("QueryCacheHit", {}) for r in raws)
        if instants:  # hits from instants are de-duplicated per key, not per label
            for v in grouped.values():
                del v["number_of_cache_hits"]
        want = by_key(json_rows(plain))
        if instants:
            for v in want.values():
                del v["number_of_cache_hits"]
        check(grouped == want, "%s: --by-arg rows do not sum up to the label rows" % where)
        if expect_args:
            check(any("\x1e" in r["key"] for r in rows), "%s: --by-arg gave no argument rows"
                  % where)

    if incr:
        loaded = [r for r in rows if r["incremental_load_count"] > 0]
        check(loaded, "%s: no rows with incremental loads" % where)
        check(all(r["incremental_load_time"] > 0 for r in loaded), "%s: loads without time" % where)
        table = summarize(*opts, *inputs)
        total = parse_table(table)[1]
        check(float(total["incr"][:-1]) > 0, "%s: total incr hits share %s" % (where, total["incr"]))

    n_rows = len(rows)
    totals = {k: sum(r[k] for r in rows) for k in NUMERIC}
    if FAILURES:
        print("%s: %d failed checks" % (where, len(FAILURES)))
        return 1
    print("ok %s: %d files, %d events, %d rows, total %d ns, Σself %d, %d invocations, %d hits, "
          "%d incr loads, %d blocked" % (where, len(files), doc["event_count"], n_rows,
                                          ns(doc["total_time"]), totals["self_time"],
                                          totals["invocation_count"],
                                          totals["number_of_cache_hits"],
                                          totals["incremental_load_count"],
                                          totals["blocked_count"]))
    return 0


if __name__ == "__main__":
    sys.setrecursionlimit(100000)
    sys.exit(main(sys.argv[1:]))
