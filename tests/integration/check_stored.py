#!/usr/bin/env python3
"""check_stored.py DB ARTIFACT BENCHMARK PROFILE SCENARIO SUMMARY.json FILE...

Checks, reading the database with other tools than selfprof-perf's (Python's
own sqlite3 for a file, psql for a postgres:// URL) and the zstd command,
that the self-profile selfprof-perf stored for the test case equals
`selfprof summarize --json` of FILEs: every label with every field (its
query_block decoded by query_block.py, with the zstd command, from the
format's description in perf/block/query_block.h), the
artifact sizes by label, the total time, the untracked time (`selfprof
coverage --json` of FILEs, with $SELFPROF), and each raw file's name and size.
Exits 1 listing the differences."""
import csv, io, json, os, sqlite3, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import query_block  # noqa: E402 (beside this file)

csv.field_size_limit(sys.maxsize)  # psql's bytea: twice a raw profile's compressed size


class Psql:
    """The part of sqlite3.Connection used below, through psql --csv:
    '?' parameters become quoted literals, values come back as text
    (converted by the callers), bytea as bytes."""

    def __init__(self, url):
        self.url = url

    def execute(self, sql, params=()):
        parts = sql.split("?")
        assert len(parts) == len(params) + 1
        text = parts[0]
        for p, rest in zip(params, parts[1:]):
            text += ("'%s'" % p.replace("'", "''") if isinstance(p, str) else str(int(p))) + rest
        out = subprocess.run(["psql", "-X", "-q", "--csv", "-t", "-v", "ON_ERROR_STOP=1", self.url,
                              "-c", text], stdout=subprocess.PIPE, check=True, text=True).stdout
        rows = [tuple(r) for r in csv.reader(io.StringIO(out))]
        return Rows([tuple(bytes.fromhex(v[2:]) if v.startswith("\\x") else v for v in r)
                     for r in rows])


class Rows(list):
    def fetchone(self):
        return self[0] if self else None

    def fetchall(self):
        return list(self)


db, art, bench, prof, scen, want_path = sys.argv[1:7]
files = sys.argv[7:]
want = json.load(open(want_path))
con = Psql(db) if db.startswith(("postgres://", "postgresql://")) else sqlite3.connect(db)
sp = con.execute(
    "SELECT s.id, s.total_time, s.file_count, s.untracked_time FROM self_profile s JOIN artifact a ON a.id = s.artifact_id "
    "JOIN benchmark b ON b.id = s.benchmark_id WHERE a.name = ? AND b.name = ? AND s.profile = ? AND s.scenario = ?",
    (art, bench, prof, scen)).fetchone()
errors = []
if sp is None:
    sys.exit("no self_profile row for %s %s %s %s" % (art, bench, prof, scen))
sp_id, total, nfiles = (int(v) for v in sp[:3])
untracked = None if sp[3] in (None, "") else int(sp[3])

def ns(d):
    return d["secs"] * 1_000_000_000 + d["nanos"] if isinstance(d, dict) else d

cols = ["self_time", "time", "blocked_time", "blocked_count", "incremental_load_time",
        "incremental_load_count", "incremental_hashing_time", "invocation_count",
        "number_of_cache_misses", "number_of_cache_hits"]


stored = {}
block = con.execute("SELECT zstd FROM query_block WHERE self_profile_id = ?", (sp_id,)).fetchone()
names = dict((int(i), n) for i, n in con.execute("SELECT id, name FROM label").fetchall())
for label_id, (in_first, figures, _) in (query_block.decode(block[0]) if block else {}).items():
    if in_first:
        stored[names[label_id]] = dict(zip(cols, figures))
expected = {}
for q in want["query_data"]:
    expected[q["label"]] = {c: ns(q[c]) for c in cols if c in q}
if set(stored) != set(expected):
    errors.append("labels differ: only stored %s, only in summarize %s" %
                  (sorted(set(stored) - set(expected))[:5], sorted(set(expected) - set(stored))[:5]))
for label, fields in expected.items():
    for c, v in fields.items():
        if label in stored and stored[label][c] != v:
            errors.append("%s.%s: stored %s, summarize %s" % (label, c, stored[label][c], v))
want_total = ns(want["total_time"])
if total != want_total:
    errors.append("total_time: stored %s, summarize %s" % (total, want_total))
cov = json.loads(subprocess.run([os.environ["SELFPROF"], "coverage", "--json"] + files,
                                stdout=subprocess.PIPE, check=True, text=True).stdout)
if untracked != cov["total"]["untracked"]:
    errors.append("untracked_time: stored %s, selfprof coverage %s" % (untracked, cov["total"]["untracked"]))
sizes = dict((l, int(v)) for l, v in con.execute("SELECT l.name, a.value FROM artifact_size a JOIN label l ON l.id = a.label_id "
                         "WHERE a.self_profile_id = ?", (sp_id,)).fetchall())
want_sizes = {a["label"]: a["value"] for a in want.get("artifact_sizes", [])}
if sizes != want_sizes:
    errors.append("artifact sizes: stored %s, summarize %s" % (sizes, want_sizes))
raw = dict((n, int(v)) for n, v in con.execute(
    "SELECT file_name, raw_size FROM raw_profile WHERE self_profile_id = ?", (sp_id,)).fetchall())
want_raw = {os.path.basename(f): os.path.getsize(f) for f in files}
if raw != want_raw or nfiles != len(files):
    errors.append("raw files: stored %s, given %s" % (raw, want_raw))
by_name = {os.path.basename(f): f for f in files}
for name, blob in con.execute("SELECT file_name, zstd FROM raw_blob WHERE self_profile_id = ?", (sp_id,)):
    # The zstd command, not our code, decompresses: the round trip is real.
    back = subprocess.run(["zstd", "-d", "-c", "-q"], input=blob, stdout=subprocess.PIPE, check=True).stdout
    if name in by_name and back != open(by_name[name], "rb").read():
        errors.append("raw %s does not decompress to the file" % name)
if not expected:
    errors.append("summarize gave no rows: nothing was compared")
for e in errors[:20]:
    print("FAIL:", e)
sys.exit(1 if errors else 0)
