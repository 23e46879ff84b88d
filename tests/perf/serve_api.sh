#!/bin/sh
# selfprof-perf serve's JSON API on a database of real imported rustc 1.95
# self-profiles: /api/compare and /api/detail equal `selfprof-perf compare
# --json` and `detail --json` (the same report code), the compare filters
# keep exactly the rows they name with their own summary, the histories,
# the raw download byte-equal to `selfprof-perf raw` and readable by
# `selfprof summarize`, the flame graph a well-formed SVG, the Chrome trace
# JSON, the diff the text of `selfprof diff` on the same profiles, the
# differential flame graph that of `selfprof flamegraph --diff`; every
# bad parameter a 400 and every unknown name a 404 with a JSON error (SQL
# metacharacters included), and the server still serving after them;
# ETags on API answers (304 on If-None-Match, a different tag for the gzip
# form, a new tag after a commit), and the answer cache dropping only what
# a commit touched (X-Cache), on both engines.
set -eu
: "${SELFPROF:?}" "${SELFPROF_PERF:?}" "${TESTDATA:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/serve.sh"
perf_test_db serve-api "$1"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
cd "$work"
serve_fixture
serve_start
P=$SELFPROF_PERF
get() { # get PATH OUT: 200 expected
    c=$(curl -s -o "$2" -w '%{http_code}' "$URL$1")
    [ "$c" = 200 ] || { fail "$1 gave $c: $(head -c 300 "$2")"; return 1; }
}
same_json() { # same_json A B [KEY-TO-DROP]: equal as JSON values
    python3 -c 'import json, sys
a, b = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
for k in sys.argv[3:]: a.pop(k, None)
sys.exit(a != b)' "$@"
}

for m in wall-time cpu-time max-rss self-profile-overhead; do
    get "/api/compare?a=r1&b=r2&metric=$m" api.json
    "$P" compare r1 r2 --metric "$m" --json >cli.json
    same_json api.json cli.json total || fail "/api/compare $m differs from compare --json"
done
python3 -c 'import json; assert json.load(open("api.json"))["total"] == 5' || fail "compare total"
get "/api/compare?a=r1&b=r2" api.json
"$P" compare r1 r2 --json >cli.json
same_json api.json cli.json total || fail "/api/compare without metric"

# filters: the kept rows are exactly those the filter names, the summary
# is theirs (recomputed here from the rows)
for f in "name=tin" "profile=check" "scenario=incr-full" "significant=1" "direction=regressions" \
    "direction=improvements" "category=primary" "name=nocore&direction=improvements" "name=zzz"; do
    get "/api/compare?a=r1&b=r2&$f" filtered.json
    python3 - cli.json filtered.json "$f" <<'PY' || fail "compare filter $f"
import json, math, sys, urllib.parse
full, got = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
f = dict(urllib.parse.parse_qsl(sys.argv[3]))
def keep(r):
    return (("name" not in f or f["name"] in r["benchmark"]) and
            ("profile" not in f or r["profile"] == f["profile"]) and
            ("scenario" not in f or r["scenario"] == f["scenario"]) and
            ("category" not in f or r["category"] == f["category"]) and
            ("significant" not in f or r["significance"]["significant"]) and
            (f.get("direction") != "regressions" or r["change"] > 0) and
            (f.get("direction") != "improvements" or r["change"] < 0))
want = [r for r in full["rows"] if keep(r)]
assert got["rows"] == want, (got["rows"], want)
sig = [r["change"] for r in want if r["significance"]["significant"]]
reg = [c for c in sig if c > 0]
s = got["summary"]
assert s["all"]["count"] == len(sig) and s["regressions"]["count"] == len(reg), s
if sig:
    assert abs(s["all"]["mean"] - sum(sig) / len(sig)) < 1e-12, s
# the geometric mean of 1 + change (the interval rule's change is its
# estimate of the shift of every iteration, not after / before)
logs = [math.log1p(r["change"]) for r in want if math.isfinite(r["change"]) and r["change"] > -1]
assert s["geomean_n"] == len(logs)
if logs:
    assert abs(s["geomean"] - (math.exp(sum(logs) / len(logs)) - 1)) < 1e-12, s
assert got["total"] == len(full["rows"])
PY
done

# compare --explain: each significant change of a time is explained by
# the queries of both sides beyond noise in its direction (as detail
# judges them), by evidence and size (|delta| x (1 - 5 / |z|)), until 90%
# or 5 of them, the share at most 1; a query of one side only is counted
# apart, never a mover; nothing else is explained.
"$P" compare r1 r2 --metric wall-time --explain --json >explain.json || fail "compare --explain"
"$P" detail r1 r2 tiny check full --json >tcf.json || fail "detail tiny check full"
python3 - explain.json tcf.json <<'PY' || fail "compare --explain: $(head -c 600 explain.json)"
import json, sys
c, d = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
rows = {(r["benchmark"], r["profile"], r["scenario"]): r for r in c["rows"]}
for r in c["rows"]:
    if not r["significance"]["significant"]:
        assert "explanation" not in r, r
e = rows[("tiny", "check", "full")]["explanation"]
beyond = {x["label"]: x["noise"]["beyond"] for x in d["rows"]
          if x.get("noise", {}).get("beyond") and x["a"] and x["b"]}
assert e["beyond_noise"] == len(beyond) > 0, (e, d["beyond_noise"])
assert e["one_sided"]["count"] == sum(1 for x in d["rows"] if (x["a"] is None) != (x["b"] is None)), e
sign = 1 if e["delta"] > 0 else -1
q = e["queries"]
assert 0 < len(q) <= 5, q
assert all(beyond.get(x["label"]) == sign and x["delta"] * sign > 0 for x in q), (q, sign)
w = [abs(x["delta"]) * (1 - 5 / abs(x["z"])) if abs(x["z"]) > 5 else 0 for x in q]
assert all(w[i] >= w[i + 1] for i in range(len(q) - 1)), q
total = sum(x["delta"] for x in q)
assert abs(e["explained"] - min(1, total / e["delta"])) < 1e-9, e
assert len(q) == 5 or e["explained"] >= 0.9 or len(q) == sum(
    1 for l, b in beyond.items() if b == sign), e
PY
"$P" compare r1 r2 --metric wall-time --explain | grep -Eq '^    [+-][0-9.]+ m?s: .*% of the change \([0-9]+ quer(y|ies) beyond noise\)$' \
    || fail "compare --explain's line under a change"
"$P" compare r1 r2 --metric wall-time --json | grep -q explanation && fail "an explanation without --explain"
# /api/compare explain=1 (the compare page's expandable rows and its
# suite-wide table) is compare --explain --json; a filter keeps the rows
# it names and the suite-wide view of every test case
get "/api/compare?a=r1&b=r2&metric=wall-time&explain=1" api-explain.json \
    && { same_json api-explain.json explain.json total || fail "/api/compare explain=1 differs from compare --explain --json"; }
python3 -c 'import json, sys; assert json.load(open(sys.argv[1]))["queries"]' explain.json \
    || fail "compare --explain --json has no suite-wide queries"
get "/api/compare?a=r1&b=r2&metric=wall-time&explain=1&name=nocore" api-explain-f.json \
    && python3 - api-explain-f.json explain.json <<'PY' || fail "/api/compare explain=1 with a filter"
import json, sys
f, full = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
assert f["queries"] == full["queries"]
assert f["rows"] == [r for r in full["rows"] if "nocore" in r["benchmark"]]
PY
c=$(curl -s -o err.json -w '%{http_code}' "$URL/api/compare?a=r1&b=r2&explain=yes")
[ "$c" = 400 ] || fail "/api/compare explain=yes gave $c"

# report --markdown carries the explanation (the first explaining query of
# tiny check full, escaped as Markdown escapes it); /api/report is the
# same Markdown, its links on the address the page passes as url
"$P" report r1 r2 --metric wall-time --url http://h:1 >report.md || fail "report --markdown"
label=$(python3 -c 'import json, re, sys
e = [r for r in json.load(open(sys.argv[1]))["rows"] if r["benchmark"] == "tiny" and r["profile"] == "check" and r["scenario"] == "full"][0]["explanation"]
print(re.sub(r"([][\\`*_<>|#!~&{}()])", r"\\\1", e["queries"][0]["label"]))' explain.json)
grep -F "| [tiny](http://h:1/detail.html?a=r1&b=r2&benchmark=tiny&profile=check&scenario=full) | check | full |" report.md \
    | grep -qF " $label " || fail "report's row of tiny check full lacks its explanation ($label)"
get "/api/report?a=r1&b=r2&metric=wall-time&url=http%3A%2F%2Fh%3A1" api-report.md \
    && { cmp -s report.md api-report.md || fail "/api/report differs from report --markdown"; }
curl -s -D hdr -o /dev/null "$URL/api/report?a=r1&b=r2" && grep -qi '^content-type: text/markdown' hdr \
    || fail "/api/report's content type"
c=$(curl -s -o err.json -w '%{http_code}' "$URL/api/report?a=r1&b=nope")
[ "$c" = 404 ] || fail "/api/report of an unknown artifact gave $c"

# detail: every test case, and one side missing
while read -r b pr sc; do
    q="a=r1&b=r2&benchmark=$b&profile=$pr&scenario=$(printf %s "$sc" | sed 's/ /%20/g')"
    get "/api/detail?$q" api.json
    "$P" detail r1 r2 "$b" "$pr" "$sc" --json >cli.json
    same_json api.json cli.json || fail "/api/detail $b $pr $sc differs from detail --json"
done <<EOT
tiny check full
tiny debug full
tiny check incr-full
nocore check full
nocore opt full
EOT
# the detail repeats its compare row, on the page's metric: the row of
# /api/compare itself (whose pooled noise needs every test case)
for m in wall-time max-rss; do
    get "/api/detail?a=r1&b=r2&benchmark=tiny&profile=check&scenario=full&metric=$m" api.json
    get "/api/compare?a=r1&b=r2&metric=$m" c.json
    python3 "$SRCDIR/tests/perf/report_check.py" detail-row api.json c.json \
        || fail "/api/detail's compare row of $m"
done
python3 -c 'import json; d = json.load(open("api.json")); assert len(d["rows"]) > 100, len(d["rows"])' \
    || fail "detail rows"

get /api/metrics api.json
python3 -c 'import json
m = [x["name"] for x in json.load(open("api.json"))["metrics"]]
assert m == ["cpu-time", "max-rss", "self-profile-overhead", "wall-time"], m' || fail "metrics"
get "/api/history?benchmark=tiny&metric=wall-time" api.json
python3 -c 'import json
h = json.load(open("api.json"))
s = {(x["profile"], x["scenario"]): x["points"] for x in h["series"]}
assert sorted(s) == [("check", "full"), ("check", "incr-full"), ("debug", "full")], sorted(s)
p = s[("check", "full")]
assert [x["artifact"] for x in p] == ["r1", "r2"] and abs(p[0]["value"] - 0.5005) < 1e-9, p' \
    || fail "history"
get "/api/history?benchmark=tiny&metric=wall-time&profile=debug&scenario=full" api.json
python3 -c 'import json; assert len(json.load(open("api.json"))["series"]) == 1' || fail "history filter"
get "/api/query-history?benchmark=tiny&profile=check&scenario=full&label=typeck" api.json
"$P" detail r1 r2 tiny check full --json >cli.json
python3 -c 'import json
h, d = json.load(open("api.json")), json.load(open("cli.json"))
row = [r for r in d["rows"] if r["label"] == "typeck"][0]
assert [p["artifact"] for p in h["points"]] == ["r1", "r2"], h
assert h["points"][0]["values"] == row["a"] and h["points"][1]["values"] == row["b"], (h, row)' \
    || fail "query-history equals the detail's row"

# downloads
q="benchmark=tiny&profile=check&scenario=full"
curl -s -D hdr -o raw.mm_profdata "$URL/api/raw?artifact=r1&$q"
"$P" raw r1 tiny check full -o cli.mm_profdata
cmp -s raw.mm_profdata cli.mm_profdata || fail "/api/raw differs from selfprof-perf raw"
cmp -s raw.mm_profdata "$TESTDATA/rustc-1.95/plain.mm_profdata" || fail "/api/raw differs from the imported file"
grep -qi '^content-disposition: attachment; filename="r1-tiny-check-full.mm_profdata"' hdr \
    || fail "raw: Content-Disposition"
"$SELFPROF" summarize raw.mm_profdata >/dev/null || fail "raw download not readable by summarize"
get "/api/raw-files?artifact=r1&$q" api.json
python3 -c 'import json
f = json.load(open("api.json"))["files"]
assert f == [{"name": "plain.mm_profdata", "size": 118077}], f' || fail "raw-files"
get "/api/raw?artifact=r1&$q&file=plain.mm_profdata" named.mm_profdata && cmp -s named.mm_profdata raw.mm_profdata \
    || fail "raw with file="
get "/api/flamegraph?artifact=r2&$q" fg.svg
python3 -c 'import sys, xml.etree.ElementTree as E
r = E.parse("fg.svg").getroot()
assert r.tag.endswith("svg") and len(list(r.iter())) > 100' || fail "flamegraph is not an SVG"
"$P" raw r2 tiny check full -o r2.mm_profdata
mkdir a b && cp cli.mm_profdata a/plain.mm_profdata && cp r2.mm_profdata b/threads2.mm_profdata
# the server writes the stored files as a/NAME (its subtitle names them)
(cd b && mkdir a && cp threads2.mm_profdata a/ && "$SELFPROF" flamegraph a/threads2.mm_profdata \
    --title "r2 tiny check full" -o ../cli.svg)
cmp -s fg.svg cli.svg || fail "flame graph differs from selfprof flamegraph"
get "/api/chrome?artifact=r1&$q" trace.json
python3 -c 'import json
t = json.load(open("trace.json"))
ev = t if isinstance(t, list) else t["traceEvents"]
assert sum(1 for e in ev if e.get("ph") == "X") > 1000' || fail "chrome trace"
get "/api/diff?a=r1&b=r2&$q" diff.txt
"$SELFPROF" diff a/plain.mm_profdata b/threads2.mm_profdata >cli.txt
cmp -s diff.txt cli.txt || fail "diff differs from selfprof diff"
# the differential flame graph: shown (inline), a well-formed SVG byte-equal
# to the command on the same files (tests/cli/flamegraph_diff.sh checks it)
curl -s -D hdr -o dfg.svg "$URL/api/diff-flamegraph?a=r1&b=r2&$q"
grep -qi '^content-type: image/svg+xml' hdr && grep -qi \
    '^content-disposition: inline; filename="r1-vs-r2-tiny-check-full.diff.svg"' hdr \
    || fail "diff-flamegraph: headers $(tr -d '\r' <hdr | tr '\n' ' ')"
"$SELFPROF" flamegraph --diff --title "r1 → r2 tiny check full" -o cli.svg \
    a/plain.mm_profdata b/threads2.mm_profdata
cmp -s dfg.svg cli.svg || fail "diff-flamegraph differs from selfprof flamegraph --diff"
python3 -c 'import xml.etree.ElementTree as E
r = E.parse("dfg.svg").getroot()
assert r.tag.endswith("svg") and sum(1 for g in r.iter() if g.get("data-a")) > 100' \
    || fail "diff-flamegraph is not a differential SVG"
# at A's widths (widths=a): the command's --widths a, byte for byte
curl -s -o dfga.svg "$URL/api/diff-flamegraph?a=r1&b=r2&$q&widths=a"
"$SELFPROF" flamegraph --diff --widths a --title "r1 → r2 tiny check full" -o clia.svg \
    a/plain.mm_profdata b/threads2.mm_profdata
cmp -s dfga.svg clia.svg && grep -q 'data-b=' dfga.svg || fail "diff-flamegraph widths=a differs from --widths a"

# bad requests: a JSON 400 or 404 each, and the server keeps serving
expect() { # expect STATUS PATTERN PATH
    c=$(curl -s -o body -w '%{http_code}' "$URL$3")
    [ "$c" = "$1" ] && python3 -c 'import json, re, sys
b = json.load(open("body"))
assert b["status"] == int(sys.argv[1]) and re.search(sys.argv[2], b["error"]), b' "$1" "$2" \
        || fail "$3 gave $c: $(head -c 300 body)"
}
expect 400 "missing parameter 'b'" "/api/compare?a=r1"
expect 400 "missing parameter 'a'" "/api/compare?a=&b=r2"
expect 404 "unknown artifact 'nope'" "/api/compare?a=nope&b=r2"
expect 404 "unknown artifact 'r1' OR '1'='1'" "/api/compare?a=r1%27%20OR%20%271%27=%271&b=r2"
expect 404 "unknown artifact 'r1; DROP TABLE artifact;--'" "/api/compare?a=r1%3B%20DROP%20TABLE%20artifact%3B--&b=r2"
expect 404 "unknown metric 'bogus'" "/api/compare?a=r1&b=r2&metric=bogus"
expect 400 "significant 'yes'" "/api/compare?a=r1&b=r2&significant=yes"
expect 400 "direction 'up'" "/api/compare?a=r1&b=r2&direction=up"
expect 400 "category 'x'" "/api/compare?a=r1&b=r2&category=x"
expect 400 "profile 'fast'" "/api/compare?a=r1&b=r2&profile=fast"
expect 400 "given twice" "/api/compare?a=r1&b=r2&a=r2"
expect 400 "unknown parameter 'limit'" "/api/compare?a=r1&b=r2&limit=10"
expect 400 "longer than 512" "/api/compare?a=$(head -c 600 /dev/zero | tr '\0' x)&b=r2"
expect 400 "not UTF-8" "/api/compare?a=%ff%fe&b=r2"
expect 400 "not UTF-8" "/api/compare?a=r1%0a&b=r2"
expect 404 "unknown benchmark 'nope'" "/api/detail?a=r1&b=r2&benchmark=nope&profile=check&scenario=full"
expect 400 "scenario 'incr-patched: '" "/api/detail?a=r1&b=r2&benchmark=tiny&profile=check&scenario=incr-patched:%20"
expect 400 "missing parameter 'scenario'" "/api/detail?a=r1&b=r2&benchmark=tiny&profile=check"
expect 404 "" "/api/detail?a=r1&b=r2&benchmark=tiny&profile=opt&scenario=full"
expect 404 "no self-profile" "/api/raw?artifact=r1&benchmark=tiny&profile=opt&scenario=full"
expect 404 "no file 'x'" "/api/raw?artifact=r1&$q&file=x"
expect 404 "no file '../../etc/passwd'" "/api/raw?artifact=r1&$q&file=..%2f..%2fetc%2fpasswd"
expect 404 "unknown metric" "/api/history?benchmark=tiny&metric=nope"
expect 404 "" "/api/query-history?benchmark=tiny&profile=check&scenario=full&label=no_such_query"
expect 404 "unknown artifact" "/api/flamegraph?artifact=zz&$q"
expect 404 "unknown artifact" "/api/diff?a=r1&b=zz&$q"
expect 404 "unknown artifact" "/api/diff-flamegraph?a=zz&b=r2&$q"
expect 400 "missing parameter 'b'" "/api/diff-flamegraph?a=r1&$q"
expect 400 "widths: 'a' or 'b', not 'c'" "/api/diff-flamegraph?a=r1&b=r2&$q&widths=c"
[ "$("$QUEUE_DRIVER" sql "$DB" 'SELECT count(*) FROM artifact')" = 2 ] || fail "artifacts lost"
get /api/artifacts api.json || fail "not serving after the bad requests"

# the answer cache: repeated answers are equal, plain and gzip,
# and a commit by another program shows at the next request
get "/api/compare?a=r1&b=r2" c1.json
get "/api/compare?a=r1&b=r2" c2.json
cmp -s c1.json c2.json || fail "a repeated compare differs"
curl -s -H 'Accept-Encoding: gzip' "$URL/api/compare?a=r1&b=r2" | gzip -dc >c3.json
cmp -s c1.json c3.json || fail "the gzip answer differs"
# ETags: one per representation, 304 when the client has it
tag() { sed -n 's/^[Ee][Tt][Aa][Gg]: *\([^\r]*\).*/\1/p' "$1"; }
cq="$URL/api/compare?a=r1&b=r2"
curl -s -o /dev/null -D h.plain "$cq"
curl -s -o /dev/null -D h.gz -H 'Accept-Encoding: gzip' "$cq"
t_plain=$(tag h.plain) t_gz=$(tag h.gz)
[ -n "$t_plain" ] && [ -n "$t_gz" ] && [ "$t_plain" != "$t_gz" ] \
    || fail "ETags on /api/compare: plain '$t_plain', gzip '$t_gz'"
grep -qi '^cache-control: no-cache' h.plain || fail "an API answer with an ETag is not no-cache"
rm -f body # curl leaves the file alone on an empty answer
c=$(curl -s -o body -D h.304 -w '%{http_code}' -H "If-None-Match: $t_plain" "$cq")
[ "$c" = 304 ] && [ ! -s body ] && [ "$(tag h.304)" = "$t_plain" ] || fail "If-None-Match on compare gave $c"
c=$(curl -s -o body -w '%{http_code}' -H 'Accept-Encoding: gzip' -H "If-None-Match: W/$t_gz" "$cq")
[ "$c" = 304 ] || fail "If-None-Match (weak, gzip) on compare gave $c"
c=$(curl -s -o body -w '%{http_code}' -H 'Accept-Encoding: gzip' -H "If-None-Match: $t_plain" "$cq")
[ "$c" = 200 ] || fail "the plain ETag matched the gzip answer: $c"
c=$(curl -s -o body -w '%{http_code}' -H 'If-None-Match: "0000000000000000"' "$cq")
[ "$c" = 200 ] && cmp -s body c1.json || fail "a stale ETag gave $c"
dq="$URL/api/detail?a=r1&b=r2&benchmark=tiny&profile=check&scenario=full"
curl -s -o /dev/null -D h.detail "$dq"
c=$(curl -s -o body -w '%{http_code}' -H "If-None-Match: $(tag h.detail)" "$dq")
[ "$c" = 304 ] || fail "If-None-Match on detail gave $c"
# The status document holds the time it was made ("now", in seconds): two
# requests a second boundary apart are two answers. Three tries.
for _try in 1 2 3; do
    curl -s -o /dev/null -D h.status "$URL/api/status"
    c=$(curl -s -o body -w '%{http_code}' -H "If-None-Match: $(tag h.status)" "$URL/api/status")
    [ "$c" = 304 ] && break
done
[ "$c" = 304 ] || fail "If-None-Match on status gave $c"
c=$(curl -s -o body -w '%{http_code}' -H "If-None-Match: $t_plain" "$URL/api/compare?a=nope&b=r2")
[ "$c" = 404 ] || fail "an error answer matched an ETag: $c"
"$QUEUE_DRIVER" sql "$DB" "UPDATE sample SET value = value * 3 WHERE artifact_id =
    (SELECT id FROM artifact WHERE name = 'r2') AND benchmark_id = (SELECT id FROM benchmark
    WHERE name = 'tiny') AND profile = 'debug'" >/dev/null
get "/api/compare?a=r1&b=r2" c4.json
"$P" compare r1 r2 --json >cli.json
same_json c4.json cli.json total || fail "compare after a commit is not the new data"
cmp -s c1.json c4.json && fail "compare after a commit is the cached answer"
c=$(curl -s -o body -D h.new -w '%{http_code}' -H "If-None-Match: $t_plain" "$cq")
[ "$c" = 200 ] && cmp -s body c4.json || fail "the ETag from before the commit gave $c"
[ -n "$(tag h.new)" ] && [ "$(tag h.new)" != "$t_plain" ] || fail "the ETag did not change with the data"
"$P" artifact add r3 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" --date 2026-03-01T00:00:00Z >/dev/null
get /api/artifacts api.json
python3 -c 'import json
a = [x["name"] for x in json.load(open("api.json"))["artifacts"]]
assert a == ["r3", "r2", "r1"], a' || fail "a new artifact is not listed"
# One order for the terminal and the pages: two more artifacts of r3's
# date, added in the reverse of their names' order (by name the page
# would show a0 first, by id z9), are listed alike by both.
for n in a0 z9; do
    "$P" artifact add $n --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" \
        --date 2026-03-01T00:00:00Z >/dev/null
done
get /api/artifacts api.json
python3 -c 'import json
print(" ".join(x["name"] for x in json.load(open("api.json"))["artifacts"]))' >api.names
"$P" artifact list | cut -f1 | tr '\n' ' ' | sed 's/ $//' >cli.names
[ "$(cat api.names)" = "z9 a0 r3 r2 r1" ] && [ "$(cat cli.names)" = "z9 a0 r3 r2 r1" ] \
    || fail "artifact order: page '$(cat api.names)', terminal '$(cat cli.names)'"

# The answer cache drops only what a commit touched, on both engines
# (PostgreSQL: by the change log's seq, in commit order): X-Cache says
# whether an answer came from the cache.
{
    xc() { # xc PATH: the X-Cache of a GET of PATH
        curl -s -o /dev/null -D - "$URL$1" | sed -n 's/^[Xx]-[Cc]ache: *\([a-z]*\).*/\1/p'
    }
    cached() { # cached STATE PATH... (after the first request of each)
        want=$1
        shift
        for u in "$@"; do
            got=$(xc "$u")
            [ "$got" = "$want" ] || fail "$u: X-Cache '$got', expected '$want'"
        done
    }
    tc="benchmark=tiny&profile=check&scenario=full"
    cab="/api/compare?a=r1&b=r2" cac="/api/compare?a=r1&b=r3"
    dab="/api/detail?a=r1&b=r2&$tc" dac="/api/detail?a=r2&b=r3&$tc"
    for u in "$cab" "$cac" "$dab" "$dac" /api/artifacts; do xc "$u" >/dev/null; done
    cached hit "$cab" "$cac" "$dab" "$dac" /api/artifacts
    [ -z "$(xc /api/status)" ] || fail "X-Cache on /api/status, which is not cached"
    # commits touching nothing cached (a request; a benchmark upserted
    # unchanged, as every `queue` does) keep every answer
    "$QUEUE_DRIVER" sql "$DB" "INSERT INTO request (artifact_id, suite, iterations, created_at)
        SELECT id, '-', 1, 0 FROM artifact WHERE name = 'r1'" >/dev/null
    "$QUEUE_DRIVER" sql "$DB" "INSERT INTO benchmark (name, language, category, suite)
        SELECT name, language, category, suite FROM benchmark WHERE name = 'tiny'
        ON CONFLICT (name) DO UPDATE SET language = excluded.language,
        category = excluded.category, suite = excluded.suite" >/dev/null
    cached hit "$cab" "$cac" "$dab" "$dac" /api/artifacts
    # the collector's store of r3's results (r3 dated after r1 and r2)
    # drops the answers that read r3 and the lists, nothing else
    "$QUEUE_DRIVER" store "$DB" r3 tiny "$TESTDATA/rustc-1.95/plain.mm_profdata" >/dev/null
    cached hit "$cab" "$dab"
    cached miss "$cac" "$dac" /api/artifacts
    cached hit "$cac" "$dac" /api/artifacts
    get "$cac" api.json
    "$P" compare r1 r3 --json >cli.json
    same_json api.json cli.json total || fail "compare r1 r3 after r3's results"
    # an artifact added drops the lists; its results, dated before r1, drop
    # compare r1 r2 (its significance reads the history before r1), and
    # the details, which repeat their compare rows
    "$P" artifact add r0 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" \
        --date 2025-12-01T00:00:00Z >/dev/null
    cached hit "$cab" "$dab" "$cac"
    cached miss /api/artifacts
    "$QUEUE_DRIVER" store "$DB" r0 tiny "$TESTDATA/rustc-1.95/plain.mm_profdata" >/dev/null
    cached miss "$cab" "$cac" "$dab" "$dac"
    cached hit "$cab" "$cac" "$dab" "$dac"
    # prune drops the answers of the artifacts it pruned (r0, r1): every
    # answer here reads r1, or the history of r2 that holds it
    "$P" prune --drop-queries-older-than 2026-01-15 --apply --no-vacuum >/dev/null
    cached miss "$dab" "$dac"
    get "$dab" api.json
    "$P" detail r1 r2 tiny check full --json >cli.json
    same_json api.json cli.json || fail "detail r1 r2 after the prune"
    # a kind of change this serve does not know drops everything
    "$QUEUE_DRIVER" sql "$DB" "INSERT INTO change_log (kind) VALUES ('later')" >/dev/null
    cached miss "$dac" "$cab"
    # a hand edit of a sample (no program's note; the schema's trigger)
    # drops everything, and the answers are the new data
    for u in "$cab" "$cac" "$dab" "$dac" /api/artifacts; do xc "$u" >/dev/null; done
    cached hit "$cab" "$cac" "$dab" "$dac" /api/artifacts
    "$QUEUE_DRIVER" sql "$DB" "UPDATE sample SET value = value * 2 WHERE artifact_id =
        (SELECT id FROM artifact WHERE name = 'r2') AND benchmark_id = (SELECT id FROM
        benchmark WHERE name = 'tiny') AND profile = 'debug'" >/dev/null
    cached miss "$cab" "$cac" "$dab" "$dac" /api/artifacts
    cached hit "$cab"
    get "$cab" api.json
    "$P" compare r1 r2 --json >cli.json
    same_json api.json cli.json total || fail "compare r1 r2 after a hand edit"
}
serve_stop || fails=$((fails + 1))
[ "$fails" -eq 0 ] && echo "serve_api: ok" || exit 1
