#!/bin/sh
# selfprof-perf serve cannot be starved by slow clients (perf/serve/door.h):
# 600 connections from 20 client addresses that trickle a header line every
# second (and reconnect when cut) are held at the door, each cut when its
# head is not in within --timeout (3 s) however it trickles, and the oldest
# waiting ones give way to new clients; meanwhile normal requests from
# another address are answered, each within 1 s (a generous bound: they
# take milliseconds). One address gets at most 32 connections waiting at
# once. An invalid Content-Length (-1, 20 digits, text) and 500 query
# parameters get one 400 at once (libmicrohttpd alone sent the status line
# and headers twice, or hung until the idle timeout). The engine does not
# matter: the test runs on SQLite.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/serve.sh"
perf_test_db serve-starve "$1"
"$SELFPROF_PERF" init >/dev/null
serve_start --timeout 3
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

python3 - "$URL" <<'PY' || fail "malformed requests"
import socket, sys, time
host, port = sys.argv[1][7:].split(":")
def ask(raw):
    s = socket.create_connection((host, int(port)), timeout=10)
    t0 = time.time()
    s.sendall(raw)
    got = b""
    while True:
        b = s.recv(65536)
        if not b:
            break
        got += b
    s.close()
    return got, time.time() - t0
many = "&".join("x%d=1" % i for i in range(500))
for raw in [b"GET /api/status HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
            b"GET /api/status HTTP/1.1\r\nHost: x\r\nContent-Length: 12345678901234567890\r\n\r\n",
            b"GET /api/status HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n",
            b"GET /api/status HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
            ("GET /api/status?%s HTTP/1.1\r\nHost: x\r\n\r\n" % many).encode()]:
    got, took = ask(raw)
    assert got.count(b"HTTP/1.1 ") == 1, (raw[:60], got)
    assert got.startswith(b"HTTP/1.1 400 "), (raw[:60], got)
    assert got.endswith(b',"status":400}'), (raw[:60], got)
    assert took < 5, (raw[:60], took)
# 64 parameters still reach the router (which names the unknown one)
got, _ = ask(("GET /api/status?%s HTTP/1.1\r\nHost: x\r\n\r\n" %
              "&".join("y%d=1" % i for i in range(64))).encode())
assert b"unknown parameter 'y0'" in got, got
PY

python3 - "$URL" <<'PY' || fail "slow clients"
import selectors, socket, sys, threading, time, urllib.request
url = sys.argv[1]
host, port = url[7:].split(":")
port = int(port)

def slow(addr):
    s = socket.socket()
    s.bind((addr, 0))
    s.setblocking(False)
    s.connect_ex((host, port))
    return s

# one address: at most 32 of its connections wait at the door
crowd = [slow("127.0.0.22") for _ in range(60)]
time.sleep(0.2)
for s in crowd:
    try:
        s.send(b"GET /api/status HTTP/1.1\r\nHost: x\r\n")
    except OSError:
        pass
time.sleep(0.8)  # well before the 3 s deadline cuts the other 32
closed = 0
for s in crowd:
    try:
        closed += s.recv(100) == b""
    except BlockingIOError:
        pass
    except OSError:
        closed += 1
    s.close()
assert 28 <= closed <= 40, f"{closed} of 60 connections of one address closed, expected 28"

# tricklers: a header line a second each, cut ones reopened at the next
# second; returns (seconds each lived until cut, normal requests' answers)
def trickle(count, addresses, seconds, with_requests):
    sel = selectors.DefaultSelector()
    born, started, lifetimes, answers = {}, set(), [], []
    def open_one(addr):
        s = slow(addr)
        sel.register(s, selectors.EVENT_READ, addr)
        born[s] = time.time()
    for i in range(count):
        open_one("127.0.0.%d" % (2 + i % addresses))
    def normal():
        end = time.time() + seconds - 1
        while time.time() < end:
            t0 = time.time()
            try:
                st = urllib.request.urlopen(url + "/api/artifacts", timeout=15).status
            except Exception as e:
                st = repr(e)
            answers.append((st, time.time() - t0))
            time.sleep(0.25)
    t = threading.Thread(target=normal)
    if with_requests:
        time.sleep(0.5)
        t.start()
    end = time.time() + seconds
    next_line, reopen = time.time(), []
    while time.time() < end:
        for key, _ in sel.select(timeout=0.1):
            s = key.fileobj
            try:
                data = s.recv(4096)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            assert not data.startswith(b"HTTP/1.1 200"), data[:80]
            lifetimes.append(time.time() - born.pop(s))
            started.discard(s)
            sel.unregister(s)
            s.close()
            reopen.append(key.data)
        if time.time() >= next_line:
            next_line += 1
            for addr in reopen:
                open_one(addr)
            reopen = []
            for s in list(born):
                try:
                    s.send(b"X-Trickle: 1\r\n" if s in started else
                           b"GET /api/status HTTP/1.1\r\nHost: x\r\n")
                    started.add(s)
                except OSError:
                    pass
    if with_requests:
        t.join()
    for s in list(born):
        s.close()
    return lifetimes, answers

# 100 (fewer than the door holds): each cut when its head is not in after
# --timeout 3 s, although it sends a line every second
lifetimes, _ = trickle(100, 5, 5, False)
print(f"{len(lifetimes)} trickling connections cut after {min(lifetimes):.1f} to {max(lifetimes):.1f} s")
assert len(lifetimes) >= 100, len(lifetimes)
assert 2.5 < min(lifetimes) and max(lifetimes) < 3 + 2, (min(lifetimes), max(lifetimes))

# 600 from 20 addresses, more than the door holds: normal requests from
# another address stay fast
lifetimes, answers = trickle(600, 20, 7, True)
slow_ones = [a for a in answers if a[0] != 200 or a[1] >= 1.0]
print(f"{len(answers)} normal requests beside 600 tricklers, slowest {max(a[1] for a in answers):.3f} s; "
      f"{len(lifetimes)} trickling connections cut")
assert len(answers) >= 10, answers
assert not slow_ones, f"normal requests failed or slow behind slow clients: {slow_ones}"
assert max(lifetimes) < 3 + 2, f"a trickling connection lived {max(lifetimes):.1f} s (--timeout 3)"
PY
# still serving, and stops cleanly
[ "$(curl -s -m 30 -o /dev/null -w '%{http_code}' "$URL/api/status")" = 200 ] || fail "not serving after"
serve_stop || fails=$((fails + 1))
[ "$fails" -eq 0 ] && echo "serve_starve: ok" || exit 1
