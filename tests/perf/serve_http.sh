#!/bin/sh
# selfprof-perf serve at the HTTP level, on a database of real imported
# rustc 1.95 self-profiles: JSON endpoints, gzip when accepted (and the
# bytes it decompresses to), ETag and 304, JSON 404/400/405/413 errors,
# unknown, repeated, overlong and non-UTF-8 parameters, path traversal
# (plain and %-encoded), oversized headers, a slow client cut off by the
# idle timeout while others are served, parallel clients, and a clean exit
# 0 on SIGTERM and on SIGINT. Start-up errors are one line.
set -eu
: "${SELFPROF_PERF:?}" "${TESTDATA:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/serve.sh"
perf_test_db serve-http "$1"
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
cd "$work"

# start-up refusals: one line each, before listening
st=0
"$SELFPROF_PERF" serve --db "sqlite:$work/none.db" >out 2>err || st=$?
[ "$st" -eq 1 ] && [ "$(wc -l <err)" -eq 1 ] && grep -q 'none.db: no such database' err \
    || { fail "missing database: status $st"; cat err; }
st=0
"$SELFPROF_PERF" serve --listen localhost:80x >out 2>err || st=$?
[ "$st" -eq 2 ] && [ "$(wc -l <err)" -eq 1 ] || { fail "bad --listen: status $st"; cat err; }
st=0
"$SELFPROF_PERF" serve --threads 0 >out 2>err || st=$?
[ "$st" -eq 2 ] || fail "--threads 0: status $st"

serve_fixture
serve_start --timeout 2
code() { rm -f body; curl -s -m 30 -o body -w '%{http_code}' "$@"; }
is_error() { # is_error STATUS PATTERN: body is {"error": ~PATTERN, "status": STATUS}
    python3 -c 'import json,re,sys
b = json.load(open("body"))
assert b["status"] == int(sys.argv[1]) and re.search(sys.argv[2], b["error"]), b' "$1" "$2"
}
expect() { # expect STATUS PATTERN CURL-ARGS...
    s=$1 p=$2
    shift 2
    c=$(code "$@")
    [ "$c" = "$s" ] && is_error "$s" "$p" 2>/dev/null || { fail "$* gave $c: $(head -c 300 body)"; }
}

# JSON endpoints
[ "$(code "$URL/api/artifacts")" = 200 ] || fail "artifacts status"
python3 -c 'import json
a = json.load(open("body"))["artifacts"]
assert [x["name"] for x in a] == ["r2", "r1"] and a[0]["parent"] == "r1", a
assert a[0]["self_profiles"] == 5 and a[0]["samples"] == 60, a' || fail "artifacts content"
[ "$(code "$URL/api/benchmarks")" = 200 ] || fail "benchmarks status"
python3 -c 'import json
t = json.load(open("body"))["test_cases"]
assert len(t) == 5 and t[0] == {"name": "nocore", "language": "rust", "category": "primary",
    "profile": "check", "scenario": "full"}, t' || fail "benchmarks content"
[ "$(code "$URL/api/status")" = 200 ] || fail "status status"
python3 -c 'import json; s = json.load(open("body")); assert s["jobs"] == [] and "now" in s' \
    || fail "status content"

# gzip when accepted, identical bytes after decompression
for path in /api/benchmarks /index.html /vendor/uPlot.esm.js; do
    curl -s -m 30 -o plain -D h1 "$URL$path"
    curl -s -m 30 -o packed -D h2 -H 'Accept-Encoding: gzip, deflate' "$URL$path"
    grep -qi '^content-encoding: gzip' h2 || fail "$path: no gzip when accepted"
    grep -qi '^content-encoding' h1 && fail "$path: compressed without Accept-Encoding"
    grep -qi '^vary: accept-encoding' h2 || fail "$path: no Vary"
    gzip -dc packed | cmp -s - plain || fail "$path: gzip body differs"
    [ "$(wc -c <packed)" -lt "$(wc -c <plain)" ] || fail "$path: gzip not smaller"
done
curl -s -m 30 -o packed -D h2 -H 'Accept-Encoding: gzip;q=0' "$URL/index.html"
grep -qi '^content-encoding' h2 && fail "gzip;q=0 still compressed"

# ETag and 304; the vendored licence is served
curl -s -m 30 -o plain -D h1 "$URL/common.js"
etag=$(sed -n 's/^[Ee][Tt][Aa][Gg]: *\([^\r]*\).*/\1/p' h1)
[ -n "$etag" ] || fail "no ETag on /common.js"
[ "$(code -H "If-None-Match: $etag" "$URL/common.js")" = 304 ] || fail "If-None-Match did not give 304"
[ ! -s body ] || fail "304 with a body"
[ "$(code -H 'If-None-Match: "0000000000000000"' "$URL/common.js")" = 200 ] || fail "stale ETag not 200"
[ "$(code "$URL/vendor/uPlot.LICENSE")" = 200 ] && grep -q 'MIT' body || fail "uPlot licence"
[ "$(curl -s -m 30 -I -o /dev/null -w '%{http_code}' "$URL/api/artifacts")" = 200 ] || fail "HEAD"

# errors: JSON, with the status in the body
expect 404 'no such endpoint' "$URL/api/nope"
expect 404 'no such page' "$URL/nope.html"
expect 404 'no such page' --path-as-is "$URL/../../../etc/passwd"
expect 404 'no such page' --path-as-is "$URL/%2e%2e/%2e%2e/etc/passwd"
expect 404 'no such page' --path-as-is "$URL/vendor/../index.html"
expect 404 'no such page' "$URL/vendor/"
expect 400 "unknown parameter 'x'" "$URL/api/artifacts?x=1"
expect 400 "unknown parameter" "$URL/api/artifacts?%27%20OR%201=1--=1"
expect 405 'not allowed' -X POST "$URL/api/artifacts"
expect 405 'not allowed' -X DELETE "$URL/index.html"
expect 413 'body' -X GET --data-binary @"$TESTDATA/rustc-1.95/plain.mm_profdata" "$URL/api/status"
# a 40 KB header: refused (431) or the connection closed, never served
c=$(curl -s -m 30 -o /dev/null -w '%{http_code}' -H "X-Big: $(head -c 40000 /dev/zero | tr '\0' a)" \
    "$URL/api/status" || true)
case $c in 431 | 413 | 400 | 000) ;; *) fail "40 KB header gave $c" ;; esac
c=$(curl -s -m 30 -o /dev/null -w '%{http_code}' "$URL/api/status?x=$(head -c 40000 /dev/zero | tr '\0' a)" || true)
case $c in 414 | 431 | 400 | 000) ;; *) fail "40 KB URL gave $c" ;; esac

# a slow client is cut off after the idle timeout (2 s) while others are
# served; 24 parallel clients all get their answer
python3 - "$URL" <<'PY' || fail "slow client"
import socket, sys, time, urllib.request
host, port = sys.argv[1][7:].split(":")
s = socket.create_connection((host, int(port)))
s.sendall(b"GET /api/status HTTP/1.1\r\nHost: x\r\n")   # never finished
t0 = time.time()
assert urllib.request.urlopen(sys.argv[1] + "/api/artifacts").status == 200
s.settimeout(15)
got = s.recv(4096)
took = time.time() - t0
assert took < 10, f"slow client held for {took:.1f} s"
assert not got.startswith(b"HTTP/1.1 200"), got
PY
i=0 pids=
while [ $i -lt 24 ]; do
    curl -s -m 30 -o "par$i" -w '%{http_code}\n' "$URL/api/benchmarks" >"code$i" &
    pids="$pids $!"
    i=$((i + 1))
done
for pid in $pids; do wait "$pid" || true; done
i=0
while [ $i -lt 24 ]; do
    [ "$(cat "code$i")" = 200 ] && cmp -s "par$i" par0 || fail "parallel client $i"
    i=$((i + 1))
done
[ "$(code "$URL/api/artifacts")" = 200 ] || fail "not serving after the bad requests"
serve_stop || fails=$((fails + 1))

# SIGINT stops it too
serve_start
serve_stop INT || fails=$((fails + 1))
grep -q 'SIGINT, stopping' "$work/serve.err" || fail "SIGINT not reported"
[ "$fails" -eq 0 ] && echo "serve_http: ok" || exit 1
