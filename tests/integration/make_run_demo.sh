#!/bin/sh
# `make run`'s demo end to end (scripts/run-demo.sh, which the Makefile
# calls after building): it prints the report of a real rustc compilation
# and the next steps, collects the demo suite with Debian's rustc 1.63 and
# rustup's 1.95 into a fresh SQLite database, and ends serving the
# dashboard at a printed URL. Checked here: the report and the next steps
# are printed; the asked port is taken (by this test), so the demo says so
# and serves on a free one; the URL serves the page and an /api/compare of
# the two builds holding all three demo benchmarks in every scenario, and
# an /api/detail of itoa with query rows; SIGINT to the demo's process
# group (what Ctrl-C sends) stops the server, and nothing listens after.
set -eu
: "${BUILDDIR:?}" "${SRCDIR:?}"
command -v curl >/dev/null || { echo "SKIP: no curl"; exit 77; }
sh "$SRCDIR/scripts/find-rustc.sh" >/dev/null || { echo "SKIP: no rustc 1.95"; exit 77; }
[ -x /usr/bin/rustc ] && [ -x /usr/bin/cargo ] || { echo "SKIP: no Debian rustc/cargo"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-test-make-run.XXXXXX")
demo=""
holder=""
cleanup() {
    [ -n "$demo" ] && kill -KILL "-$demo" 2>/dev/null || true
    [ -n "$holder" ] && kill "$holder" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# Hold a loopback port so the demo's first serve cannot listen on it.
python3 -c 'import socket, sys, time
s = socket.socket(); s.bind(("127.0.0.1", 0)); s.listen(1)
print(s.getsockname()[1], flush=True); time.sleep(3600)' >"$work/busy" &
holder=$!
i=0
while [ ! -s "$work/busy" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
busy=$(cat "$work/busy")

# The demo in its own process group (as the terminal's foreground job is),
# its temporary folders inside $work.
TMPDIR=$work PORT=$busy setsid sh "$SRCDIR/scripts/run-demo.sh" "$BUILDDIR" >"$work/out" 2>&1 &
demo=$!
url=""
i=0
while [ $i -lt 1600 ]; do # 800 s: the demo takes a few minutes on a loaded machine
    url=$(sed -n 's|.*serve: listening on \(http://127\.0\.0\.1:[0-9]*\)/.*|\1|p' "$work/out")
    [ -n "$url" ] && break
    kill -0 "$demo" 2>/dev/null || break
    sleep 0.5
    i=$((i + 1))
done
if [ -z "$url" ]; then
    cat "$work/out"
    echo "FAIL: the demo ended or timed out without serving"
    exit 1
fi

out=$work/out
grep -q "Where rustc spent its time compiling sample_crate" "$out" || fail "no report of the sample crate"
grep -q '^Next steps' "$out" || fail "no next steps"
grep -q "serve --db sqlite:$work/selfprof-perf-demo\.[^/]*/perf.db --listen 127.0.0.1:$busy\$" "$out" \
    || fail "the serve command is not printed"
grep -qF "(serving on a free port instead of $busy)" "$out" || fail "no note about the busy port"
grep -q "Ctrl-C stops it" "$out" || fail "no word on how to stop it"

c=$(curl -s -o "$work/index.html" -w '%{http_code}' "$url/")
[ "$c" = 200 ] && grep -qi '<html' "$work/index.html" || fail "/ gave $c"
c=$(curl -s -o "$work/compare.json" -w '%{http_code}' "$url/api/compare?a=rustc-1.63&b=rustc-1.95")
[ "$c" = 200 ] || fail "/api/compare gave $c"
python3 - "$work/compare.json" <<'PY' || fail "/api/compare does not hold the demo suite"
import json, sys
rows = json.load(open(sys.argv[1]))["rows"]
got = sorted((r["benchmark"], r["profile"], r["scenario"]) for r in rows)
# incr-unchanged is measured after the incr-full build it starts from
want = sorted((b, "check", s) for b in ("either", "fnv", "itoa")
              for s in ("full", "incr-full", "incr-unchanged"))
assert got == want, got
assert all(r["before"] > 0 and r["after"] > 0 for r in rows), rows
PY
c=$(curl -s -o "$work/detail.json" -w '%{http_code}' \
    "$url/api/detail?a=rustc-1.63&b=rustc-1.95&benchmark=itoa&profile=check&scenario=full")
[ "$c" = 200 ] || fail "/api/detail gave $c"
python3 - "$work/detail.json" <<'PY' || fail "/api/detail of itoa has no query rows"
import json, sys
d = json.load(open(sys.argv[1]))
labels = {r["label"] for r in d["rows"]}
assert len(labels) > 20 and "typeck" in labels, sorted(labels)[:30]
PY

# Ctrl-C: SIGINT to the whole group; the server shuts down cleanly.
kill -INT "-$demo"
i=0
while kill -0 "-$demo" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
if kill -0 "-$demo" 2>/dev/null; then
    fail "the demo's processes still run 10 s after SIGINT"
else
    demo=""
fi
curl -s -o /dev/null "$url/" && fail "$url still answers after SIGINT"

[ "$fails" -eq 0 ] || { cat "$out"; exit 1; }
echo "ok: make run's demo served $url and stopped on SIGINT"
