#!/bin/sh
# perf_systemd_units.sh: the systemd units shipped under perf/systemd, as
# the build configured them, pass `systemd-analyze verify` without a
# warning (an unknown key or a bad value is only a warning there, so any
# line on stderr fails), and keep what the guide's "Running it for years"
# promises: the dedicated user, the environment file, restart on failure.
# Nothing is started. Skipped (77) without systemd-analyze.
set -eu
: "${BUILDDIR:?}" "${SRCDIR:?}" "${SELFPROF_PERF:?}"
command -v systemd-analyze >/dev/null || { echo "SKIP: no systemd-analyze"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-perf-units.XXXXXX")
trap 'rm -rf "$work"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
units=$BUILDDIR/perf/systemd
# The installed program's path is not there in a build tree: the build's.
for u in selfprof-perf-serve.service selfprof-perf-collect@.service; do
    [ -f "$units/$u" ] || { fail "$u not configured"; continue; }
    grep -q '^ExecStart=/.*/selfprof-perf ' "$units/$u" || fail "$u: ExecStart"
    sed "s|^ExecStart=/[^ ]*/selfprof-perf |ExecStart=$SELFPROF_PERF |" "$units/$u" >"$work/$u"
    for want in 'User=selfprof-perf' 'EnvironmentFile=/etc/selfprof-perf/env' \
                'Restart=on-failure' 'WantedBy=multi-user.target'; do
        grep -qx "$want" "$work/$u" || fail "$u: no $want"
    done
done
cp "$work/selfprof-perf-collect@.service" "$work/selfprof-perf-collect@1.service"
for u in selfprof-perf-serve.service selfprof-perf-collect@1.service; do
    st=0
    (cd "$work" && systemd-analyze verify --man=no "./$u") >"$work/out" 2>&1 || st=$?
    [ "$st" = 0 ] && [ ! -s "$work/out" ] || { fail "verify $u (status $st):"; cat "$work/out"; }
done
# A unit that verify would only warn about fails this test (it can fail).
sed 's/^Restart=on-failure/Restart=sometimes/' "$work/selfprof-perf-serve.service" \
    >"$work/broken.service"
(cd "$work" && systemd-analyze verify --man=no ./broken.service) >"$work/out" 2>&1 || true
[ -s "$work/out" ] || fail "verify says nothing of a bad Restart="
# The environment file's example sets what the units read.
for v in SELFPROF_PERF_DB SELFPROF_PERF_LISTEN; do
    grep -q "^$v=" "$SRCDIR/perf/systemd/selfprof-perf.env" || fail "selfprof-perf.env: no $v"
done
[ "$fails" -eq 0 ] || exit 1
echo "perf_systemd_units: ok"
