#!/bin/sh
# Change points (perf/changes/, `selfprof-perf changes`) on a constructed
# history of 20 artifacts: benchmark "stepped" is 1.000 s +-0.3% of noise
# until c10 and 1.050 s +-0.3% from c11 on: exactly one change point, at
# c11 with parent c10, +5%, linking to that comparison; benchmark "steady"
# has the same noise and no step: none (also none at --min-step 0). The
# noise is a fixed pseudo-random sequence, so the test cannot flake. Then
# /api/changes says the same as --json.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
. "$SRCDIR/tests/perf/lib/serve.sh"
perf_test_db changes "$1"
cd "$work"
P=$SELFPROF_PERF
rustc=$(sh "$SRCDIR/scripts/find-rustc.sh")
"$P" init >/dev/null
for i in $(seq 1 20); do
    n=$(printf 'c%02d' "$i")
    "$P" artifact add "$n" --rustc "$rustc" --date "2026-01-$(printf %02d "$i")T00:00:00Z" >/dev/null
done
"$QUEUE_DRIVER" sql "$DB" "INSERT INTO benchmark (name, language, category, suite) VALUES
    ('stepped', 'rust', 'primary', 'test'), ('steady', 'rust', 'primary', 'test') RETURNING id" >/dev/null
"$QUEUE_DRIVER" sql "$DB" "INSERT INTO metric (name, unit) VALUES ('wall-time', 's') RETURNING id" >/dev/null
# 3 clean iterations per artifact; noise: an LCG's value in [-0.003, 0.003]
values=$(awk -v q="'" 'BEGIN {
    x = 12345; sep = ""
    for (b = 1; b <= 2; b++) for (a = 1; a <= 20; a++) for (i = 1; i <= 3; i++) {
        x = (x * 1103515245 + 12345) % 2147483648
        v = (b == 1 && a > 10 ? 1.05 : 1.0) * (1 + 0.006 * (x / 2147483648 - 0.5))
        printf "%s(%sc%02d%s, %s%s%s, %d, %.9f)", sep, q, a, q, q, b == 1 ? "stepped" : "steady", q, i, v
        sep = ", "
    }
}')
"$QUEUE_DRIVER" sql "$DB" "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario,
    metric_id, iteration, self_profiled, value)
    SELECT a.id, b.id, 'check', 'full', m.id, v.column3, 0, v.column4
    FROM (VALUES $values) v JOIN artifact a ON a.name = v.column1
    JOIN benchmark b ON b.name = v.column2 JOIN metric m ON m.name = 'wall-time'" >/dev/null
"$P" changes --metric wall-time --json >changes.json
"$P" changes --metric wall-time >changes.txt
"$P" changes --metric wall-time --benchmark steady --min-step 0 --json >steady0.json
"$P" changes --help | grep -q "^Usage: selfprof-perf changes" || { echo "FAIL: changes --help"; exit 1; }
rc=0
"$P" changes --min-step x 2>err.txt || rc=$?
[ "$rc" -eq 2 ] && grep -q "not a percentage" err.txt || { echo "FAIL: --min-step x: status $rc"; exit 1; }
serve_start
curl -sf "$URL/api/changes?metric=wall-time" >api.json
serve_stop
python3 - <<'PY'
import json, sys
c = json.load(open('changes.json'))
fail = []
ch = c['changes']
if len(ch) != 1:
    fail.append(f'{len(ch)} change points: {ch}')
else:
    x = ch[0]
    if (x['benchmark'], x['artifact'], x['parent']) != ('stepped', 'c11', 'c10'):
        fail.append(f'the change is {x}')
    if abs(x['change'] - 0.05) > 0.005:
        fail.append(f"change {x['change']}")
    if x['compare'] != '/compare.html?a=c10&b=c11&metric=wall-time':
        fail.append(f"compare {x['compare']}")
    if not x['t'] >= 7:
        fail.append(f"t {x['t']}")
if json.load(open('steady0.json'))['changes']:
    fail.append('noise only gave a change point at --min-step 0')
if json.load(open('api.json')) != c:
    fail.append('/api/changes differs from --json')
t = open('changes.txt').read().splitlines()
if len(t) != 3 or 'c10' not in t[1] or '/compare.html?a=c10&b=c11' not in t[1]:
    fail.append(f'terminal: {t}')
if fail:
    print('FAIL: ' + '; '.join(fail))
    sys.exit(1)
print('changes: ok', ch[0]['t'], ch[0]['change'])
PY
