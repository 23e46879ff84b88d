#!/bin/sh
# selfprof-perf serve at the HTTP level, on a database of real imported
# rustc 1.95 self-profiles: JSON endpoints, gzip when accepted (and the
# bytes it decompresses to), ETag and 304, JSON 404/400/405/413 errors,
# unknown, repeated, overlong and non-UTF-8 parameters, path traversal
# (plain, %-encoded, double-encoded, backslashes, NUL), a raw NUL byte in
# the path or a header value (400), oversized and
# too many headers, a chunked body, unknown methods and HTTP versions, a
# TLS hello, a huge Content-Length, a slow client and 16 at once cut off
# by the head deadline (--timeout) while others are served, parallel clients, a backup
# restored in place while it runs (sqlite3 .restore), and a clean exit
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
assert a[0]["self_profiles"] == 5 and a[0]["samples"] == 88, a' || fail "artifacts content"
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

# more traversal spellings, a NUL, a chunked body, many headers, an unknown
# method, a huge value, bytes that are not HTTP: each a 4xx or a closed
# connection
expect 404 'no such page' --path-as-is "$URL/%252e%252e/%252e%252e/etc/passwd"
expect 404 'no such page' --path-as-is "$URL/..%2f..%2fetc%2fpasswd"
expect 404 'no such page' --path-as-is "$URL/vendor/..%5c..%5cindex.html"
expect 404 'no such page' --path-as-is "$URL//etc/passwd"
expect 404 'no such page' --path-as-is "$URL/index.html%00.js"
expect 404 "unknown artifact 'r1%00x'" "$URL/api/compare?a=r1%00x&b=r2"
expect 404 'no such endpoint' --path-as-is "$URL/api/../api/status/../../etc/passwd"
expect 413 'body' -X GET -H 'Transfer-Encoding: chunked' --data-binary 'abc' "$URL/api/status"
expect 400 "longer than 512" "$URL/api/detail?a=r1&b=r2&benchmark=$(head -c 4000 /dev/zero | tr '\0' b)&profile=check&scenario=full"
expect 400 "unknown parameter 'a'" "$URL/api/history?a=1&benchmark=tiny&metric=wall-time"
hdrs=$(i=0; while [ $i -lt 600 ]; do printf -- "-H\nX-H$i: v\n"; i=$((i + 1)); done)
c=$(printf '%s\n' "$hdrs" | tr '\n' '\0' | xargs -0 curl -s -m 30 -o /dev/null -w '%{http_code}' "$URL/api/status" || true)
case $c in 431 | 413 | 400 | 000) ;; *) fail "600 headers gave $c" ;; esac
python3 - "$URL" <<'PY' || fail "raw requests"
import socket, sys
host, port = sys.argv[1][7:].split(":")
def ask(raw):
    s = socket.create_connection((host, int(port)), timeout=15)
    s.sendall(raw)
    got = b""
    try:
        while True:
            b = s.recv(65536)
            if not b:
                break
            got += b
    except (ConnectionResetError, socket.timeout):
        pass
    s.close()
    return got.split(b"\r\n", 1)[0]
for raw in [b"FOO /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(200),   # a TLS hello
            b"GET /api/status HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n",
            b"GET /api/status HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n",
            b"GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"]:
    line = ask(raw)
    assert line == b"" or line.split(b" ")[1][:1] in (b"4", b"5"), (raw[:40], line)
    assert b" 200 " not in line, (raw[:40], line)
# a raw NUL in the path or a header value: 400 (libmicrohttpd would read
# the path up to it and serve /index.html)
for raw in [b"GET /index.html\0../x HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /api/status\0 HTTP/1.1\r\nHost: x\r\n\r\n",
            b"GET /index.html HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n",
            b"GET /index.html HTTP/1.1\r\nHost: x\0\r\n\r\n"]:
    line = ask(raw)
    assert line == b"HTTP/1.1 400 Bad Request", (raw, line)
# the same requests without the NUL are served
assert ask(b"GET /index.html HTTP/1.1\r\nHost: x\r\nX-A: ab\r\n\r\n") == b"HTTP/1.1 200 OK"
PY

# a slow client is cut off after the head deadline (2 s) while others are
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
# 16 clients that never finish their headers (more than the 4 workers)
# hold nobody up, and are all cut off
python3 - "$URL" <<'PY' || fail "16 slow clients"
import socket, sys, time, urllib.request
host, port = sys.argv[1][7:].split(":")
slow = []
for i in range(16):
    s = socket.create_connection((host, int(port)))
    s.sendall(b"GET /api/status HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    slow.append(s)
t0 = time.time()
for _ in range(8):
    assert urllib.request.urlopen(sys.argv[1] + "/api/artifacts", timeout=10).status == 200
assert time.time() - t0 < 5, f"served slowly behind slow clients: {time.time() - t0:.1f} s"
for s in slow:
    s.settimeout(15)
    try:
        got = s.recv(4096)
    except ConnectionResetError:
        got = b""
    assert not got.startswith(b"HTTP/1.1 200"), got
assert time.time() - t0 < 12, f"slow clients held for {time.time() - t0:.1f} s"
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

# A backup restored in place while serve runs (docs/guide.md 17.3:
# sqlite3's .restore, which goes through SQLite's locks): the next request
# answers from the restored database, the cached compare included.
curl -s -o before.json "$URL/api/compare?a=r1&b=r2"
backup=$work/backup.db
sqlite3 "${DB#sqlite:}" ".backup '$backup'"
SELFPROF_PERF_DB=sqlite:$backup "$SELFPROF_PERF" artifact add r3 --rustc "$(sh "$SRCDIR/scripts/find-rustc.sh")" >/dev/null
sqlite3 "$backup" "DELETE FROM sample WHERE scenario = 'incr-full'"
sqlite3 "${DB#sqlite:}" ".restore '$backup'"
curl -s -o restored.json "$URL/api/artifacts"
grep -q '"name":"r3"' restored.json || fail "the restored database is not served: $(cat restored.json)"
curl -s -o after.json "$URL/api/compare?a=r1&b=r2"
python3 - before.json after.json <<'PY' || fail "compare after the restore is the cached one"
import json, sys
before, after = (json.load(open(p))["rows"] for p in sys.argv[1:3])
assert any(r["scenario"] == "incr-full" for r in before), before
assert not any(r["scenario"] == "incr-full" for r in after), after
PY
serve_stop || fails=$((fails + 1))

# SIGINT stops it too
serve_start
serve_stop INT || fails=$((fails + 1))
grep -q 'SIGINT, stopping' "$work/serve.err" || fail "SIGINT not reported"
[ "$fails" -eq 0 ] && echo "serve_http: ok" || exit 1
