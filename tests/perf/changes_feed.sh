#!/bin/sh
# Change points and verdicts on a constructed feed (issue 34): 8 builds
# f1..f8 of benchmark "feed" (check, full), each measured in a session of
# its own at another level of the machine (x1.00, 1.25, 0.80, 1.20, 0.85,
# 1.15, 0.90, 1.30: the drift between collections), with its parent
# measured again beside it in that session (session_sample, at the same
# level, iteration by iteration); f5..f8 are 10% slower: the step f4 -> f5
# is the one real change. 5 runs a side, +-0.5% of noise from a fixed
# pseudo-random sequence, so the test cannot flake. Expected: `changes`
# names f5 (parent f4) and no other build; compare f4 f5 is a significant
# regression near +10%, measured side by side; compare f2 f3 (a level
# 36% lower, nothing changed) is not significant. On the raw series (the
# own values alone) the same history is all drift.
# A second benchmark, "jolt", never changes (level 1, +-0.5%), but in the
# session of f6 two of f5's five runs beside it were 30% faster (a load
# jump hitting one side of two pairs): compare f5 f6 calls that step too
# noisy, while the chain (which multiplies the steps from the session's
# minima) moves up 40% from f6 on, which Perfherder's windows alone took
# for a change. A third, "nudge", steps +3% at f6, its 5 pairs there 1.2%
# apart: compare calls it significant (t 5.5 beside a quantile of 4.6)
# but not with the certainty a change point needs (its interval at
# 99.9% includes 0: t 5.5 beside 8.6 at 4 degrees of freedom). `changes`
# names no step of jolt or nudge: a step measured side by side is decided
# by its own pairs.
set -eu
: "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${QUEUE_DRIVER:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db changes_feed "$1"
cd "$work"
P=$SELFPROF_PERF
rustc=$(sh "$SRCDIR/scripts/find-rustc.sh")
q() { "$QUEUE_DRIVER" sql "$DB" "$1"; }
"$P" init >/dev/null
for i in 1 2 3 4 5 6 7 8; do
    parent=
    [ "$i" -gt 1 ] && parent="--parent f$((i - 1))"
    # shellcheck disable=SC2086 # $parent: none or two words
    "$P" artifact add "f$i" --rustc "$rustc" --date "2026-01-0${i}T00:00:00Z" $parent >/dev/null
done
q "INSERT INTO benchmark (name, language, category, suite) VALUES ('feed', 'rust', 'primary', 'test')
   RETURNING id" >/dev/null
q "INSERT INTO metric (name, unit) VALUES ('cpu-time', 's') RETURNING id" >/dev/null
# own runs of f1..f8 and, from f2 on, the parent's runs beside it:
# (artifact, beside, iteration, value, measured_at); beside '' = own
rows=$(awk -v q="'" 'BEGIN {
    split("1.00 1.25 0.80 1.20 0.85 1.15 0.90 1.30", lvl, " ")
    x = 4242; sep = ""
    for (a = 1; a <= 8; a++) for (i = 1; i <= 5; i++) for (s = 0; s <= (a > 1); s++) {
        x = (x * 1103515245 + 12345) % 2147483648
        art = s ? a - 1 : a
        v = lvl[a] * (art >= 5 ? 1.10 : 1.0) * (1 + 0.01 * (x / 2147483648 - 0.5))
        printf "%s(%sf%d%s, %s%s%s, %d, %.9f, %d)", sep, q, art, q, q, s ? "f" a : "", q, i, v,
            1800000000 + 100000 * a + 10 * i + (s ? (i % 2 ? 5 : -5) : 0)
        sep = ", "
    }
}')
q "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, iteration,
       self_profiled, value, measured_at)
   SELECT a.id, b.id, 'check', 'full', m.id, v.column3, 0, v.column4, v.column5
   FROM (VALUES $rows) v JOIN artifact a ON a.name = v.column1
   JOIN benchmark b ON b.name = 'feed' JOIN metric m ON m.name = 'cpu-time'
   WHERE v.column2 = ''" >/dev/null
q "INSERT INTO session_sample (beside_id, artifact_id, benchmark_id, profile, scenario, metric_id,
       iteration, value, measured_at, collector)
   SELECT x.id, a.id, b.id, 'check', 'full', m.id, v.column3, v.column4, v.column5, 'one'
   FROM (VALUES $rows) v JOIN artifact a ON a.name = v.column1
   JOIN artifact x ON x.name = v.column2
   JOIN benchmark b ON b.name = 'feed' JOIN metric m ON m.name = 'cpu-time'" >/dev/null
# extra NAME ROWS: a benchmark of that name with ROWS as the feed's
extra() {
    q "INSERT INTO benchmark (name, language, category, suite) VALUES ('$1', 'rust', 'primary',
       'test') RETURNING id" >/dev/null
    q "INSERT INTO sample (artifact_id, benchmark_id, profile, scenario, metric_id, iteration,
           self_profiled, value, measured_at)
       SELECT a.id, b.id, 'check', 'full', m.id, v.column3, 0, v.column4, v.column5
       FROM (VALUES $2) v JOIN artifact a ON a.name = v.column1
       JOIN benchmark b ON b.name = '$1' JOIN metric m ON m.name = 'cpu-time'
       WHERE v.column2 = ''" >/dev/null
    q "INSERT INTO session_sample (beside_id, artifact_id, benchmark_id, profile, scenario,
           metric_id, iteration, value, measured_at, collector)
       SELECT x.id, a.id, b.id, 'check', 'full', m.id, v.column3, v.column4, v.column5, 'one'
       FROM (VALUES $2) v JOIN artifact a ON a.name = v.column1
       JOIN artifact x ON x.name = v.column2
       JOIN benchmark b ON b.name = '$1' JOIN metric m ON m.name = 'cpu-time'" >/dev/null
}
# rows KIND: jolt or nudge, as the feed's rows
rows() {
    awk -v q="'" -v kind="$1" 'BEGIN {
        x = 777; sep = ""
        split("0.012 -0.012 0.012 -0.012 0", e, " ")
        for (a = 1; a <= 8; a++) for (i = 1; i <= 5; i++) for (s = 0; s <= (a > 1); s++) {
            x = (x * 1103515245 + 12345) % 2147483648
            art = s ? a - 1 : a
            v = 1 + 0.01 * (x / 2147483648 - 0.5)
            if (kind == "jolt" && s && a == 6 && i % 2 == 0) v *= 0.70 # f5 beside f6, pairs 2, 4
            if (kind == "nudge" && art >= 6) v *= 1.03
            if (kind == "nudge" && a == 6) v = s ? 1 : 1.03 * (1 + e[i]) # the pairs of the step
            printf "%s(%sf%d%s, %s%s%s, %d, %.9f, %d)", sep, q, art, q, q, s ? "f" a : "", q,
                i, v, 1800000000 + 100000 * a + 10 * i + (s ? (i % 2 ? 5 : -5) : 0)
            sep = ", "
        }
    }'
}
extra jolt "$(rows jolt)"
extra nudge "$(rows nudge)"
"$P" changes --json >changes.json
for k in 2 3 4 5 6 7 8; do
    "$P" compare "f$((k - 1))" "f$k" --json >"step$k.json"
done
python3 - <<'PY'
import json, sys
fail = []
ch = json.load(open('changes.json'))['changes']
named = sorted(c['artifact'] for c in ch)
if any(c['benchmark'] in ('jolt', 'nudge') for c in ch):
    fail.append(f'a change point of jolt or nudge: {ch}')
elif named != ['f5']:
    fail.append(f'change points at {named}, want f5 alone: {ch}')
elif ch[0]['parent'] != 'f4' or abs(ch[0]['change'] - 0.10) > 0.02:
    fail.append(f'the step: {ch[0]}')
jolt = [r for r in json.load(open('step6.json'))['rows'] if r['benchmark'] == 'jolt']
if len(jolt) != 1 or jolt[0]['significance']['significant']:
    fail.append(f'jolt f5 -> f6 is not a too noisy step: {jolt}')
nudge = [r for r in json.load(open('step6.json'))['rows'] if r['benchmark'] == 'nudge']
if len(nudge) != 1 or not nudge[0]['significance']['significant']:
    fail.append(f'nudge f5 -> f6 is not a significant step: {nudge}')
for k in range(2, 9):
    r = [r for r in json.load(open(f'step{k}.json'))['rows'] if r['benchmark'] == 'feed'][0]
    s = r['significance']
    if s['measured'] != 'side by side (A measured again)':
        fail.append(f'step {k} measured {s["measured"]}')
    if k == 5 and not (s['significant'] and abs(r['change'] - 0.10) < 0.02):
        fail.append(f'step 5 not found: {r["change"]} {s}')
    if k != 5 and s['significant']:
        fail.append(f'step {k}: a false alarm {r["change"]} {s}')
if fail:
    print('FAIL: ' + '; '.join(fail))
    sys.exit(1)
print('changes_feed: ok')
PY
