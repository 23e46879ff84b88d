#!/bin/sh
# Sections of real stored rustc 1.95 profiles (perf/sections/): `detail
# --json`'s frontend, backend and linker of each side equal what the events
# of the stored file say, read independently through `selfprof view`
# (first event's start -> codegen_crate's start, codegen_crate's start ->
# finish_ongoing_codegen's end, link_crate's duration), so frontend +
# backend is the span from the first event to the end of codegen; the
# terminal's sections block shows the same milliseconds and each side's
# share of its sum (as the JSON's side_a/side_b); a test case
# without a raw profile on one side has that side null.
set -eu
: "${SELFPROF:?}" "${SELFPROF_PERF:?}" "${TESTDATA:?}" "${SRCDIR:?}"
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db sections "$1"
cd "$work"
P=$SELFPROF_PERF
d=$TESTDATA/rustc-1.95
rustc=$(sh "$SRCDIR/scripts/find-rustc.sh")
"$P" init >/dev/null
"$P" artifact add r1 --rustc "$rustc" --date 2026-01-01T00:00:00Z >/dev/null
"$P" artifact add r2 --rustc "$rustc" --date 2026-02-01T00:00:00Z --parent r1 >/dev/null
"$P" import r1 tiny debug full "$d/plain.mm_profdata" >/dev/null
"$P" import r2 tiny debug full "$d/threads2.mm_profdata" >/dev/null
"$P" import r1 tiny check full "$d/plain.mm_profdata" >/dev/null
"$P" detail r1 r2 tiny debug full --json >detail.json
"$P" detail r1 r2 tiny debug full >detail.txt
"$P" detail r1 r2 tiny check full --json >only_a.json
"$SELFPROF" view --unit ns --no-header "$d/plain.mm_profdata" >a.tsv
"$SELFPROF" view --unit ns --no-header "$d/threads2.mm_profdata" >b.tsv
python3 - <<'PY'
import json, sys

def expected(path):
    first, cg, fin, link = None, None, None, 0
    for line in open(path):
        f = line.rstrip('\n').split('\t')
        if f[6] == '-':  # instants and integers
            continue
        start, end = int(float(f[5])), int(float(f[6]))
        first = start if first is None else min(first, start)
        if f[2] == 'codegen_crate':
            cg = start if cg is None else min(cg, start)
        elif f[2] == 'finish_ongoing_codegen':
            fin = end if fin is None else max(fin, end)
        elif f[2] == 'link_crate':
            link += end - start
    return {'frontend': cg - first, 'backend': fin - cg, 'linker': link}, fin - first

d = json.load(open('detail.json'))
s = d['sections']
fail = []
if s['compiler'] != 'rustc':
    fail.append(f"compiler {s['compiler']}")
names = [i['name'] for i in s['items']]
if names != ['frontend', 'backend', 'linker']:
    fail.append(f'sections {names}')
for side, tsv in (('a', 'a.tsv'), ('b', 'b.tsv')):
    want, span = expected(tsv)
    got = {i['name']: i[side] for i in s['items']}
    if got != want:
        fail.append(f'side {side}: {got} != {want}')
    if got['frontend'] + got['backend'] != span:
        fail.append(f'side {side}: frontend + backend != first event -> end of codegen ({span})')
    if not 0 < got['linker'] < got['backend']:
        fail.append(f'side {side}: linker {got["linker"]}')
text = open('detail.txt').read()
if 'sections (rustc)' not in text:
    fail.append('no sections block in the terminal output')
else:
    block = text.split('sections (rustc)')[1].splitlines()[1:4]
    for line, item in zip(block, s['items']):
        f = line.split()
        shares = [next(x['share'] for x in s['side_' + k]['items'] if x['name'] == item['name'])
                  for k in 'ab']
        if f[0] != item['name'] or f[1] != f"{item['a'] / 1e6:.3f}" or f[3] != f"{item['b'] / 1e6:.3f}" \
                or f[2] != f"{100 * shares[0]:.2f}%" or f[4] != f"{100 * shares[1]:.2f}%":
            fail.append(f'terminal line {line!r} vs {item} {shares}')
o = json.load(open('only_a.json'))['sections']
if any(i['b'] is not None for i in o['items']) or any(i['a'] is None for i in o['items']):
    fail.append(f'one-sided test case: {o}')
if fail:
    print('FAIL: ' + '; '.join(fail))
    sys.exit(1)
print('sections: ok', {i['name']: (i['a'], i['b']) for i in s['items']})
PY
