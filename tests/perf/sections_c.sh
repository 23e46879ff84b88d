#!/bin/sh
# Sections of real GCC and clang profiles (perf/sections/): matrix-c
# collected at opt, 1 iteration and 1 self-profile, by two gcc-12
# artifacts (profiled through the GCC plugin) and by two clang artifacts
# (-ftime-trace, imported). `detail --json` of each pair names the
# compiler and has every section on both sides, each > 0, and together no
# more than the profile's span (first event's start -> last event's end,
# read independently through `selfprof view` of the stored raw file);
# the GCC sections equal the durations of the plugin's phase events (ipa:
# analyze_functions + ipa_passes), clang's those of Frontend, Optimizer
# and CodeGenPasses; a gcc-12 -O2 -flto -c profile, imported, has its
# lto_streaming (inside ipa_passes) counted once. The detail names each
# side's kind, shows clang's machine passes as RunPass(PASS) rows, and
# (text) leaves out rustc-only columns for C compilers. Skips (77) without gcc-12, its plugin, or clang.
set -eu
: "${SELFPROF:?}" "${SELFPROF_PERF:?}" "${SRCDIR:?}" "${BUILDDIR:?}"
command -v gcc-12 >/dev/null || { echo "SKIP: no gcc-12"; exit 77; }
command -v clang >/dev/null || { echo "SKIP: no clang"; exit 77; }
[ -f "$BUILDDIR/plugins/gcc/selfprof.so" ] || { echo "SKIP: the GCC plugin is not built"; exit 77; }
. "$SRCDIR/tests/perf/lib/engine.sh"
perf_test_db sections_c "$1"
cd "$work"
XDG_CACHE_HOME=$work/cache
export XDG_CACHE_HOME
P=$SELFPROF_PERF
suite=$SRCDIR/perf/benchmarks
"$P" init >/dev/null
"$P" artifact add g1 --cc gcc-12 --date 2026-01-01T00:00:00Z >/dev/null
"$P" artifact add g2 --cc gcc-12 --date 2026-01-02T00:00:00Z --parent g1 >/dev/null
"$P" artifact add c1 --cc clang --date 2026-01-03T00:00:00Z >/dev/null
"$P" artifact add c2 --cc clang --date 2026-01-04T00:00:00Z --parent c1 >/dev/null
for a in g2 c2; do
    "$P" queue "$a" --benchmarks matrix-c --profiles opt --scenarios full --iterations 1 \
        --self-profiles 1 --suite "$suite" >/dev/null
done
"$P" collect --until-empty --name sections --lease 30 --timeout 300 >collect.out 2>collect.err ||
    { cat collect.err; echo "FAIL: collect"; exit 1; }
"$P" detail g1 g2 matrix-c opt full --json >g2.json
"$P" detail c1 c2 matrix-c opt full --json >c2.json
for a in g1 g2 c1 c2; do
    "$P" raw "$a" matrix-c opt full -o "$a.raw" >/dev/null
    # a directory when the test case stored several files
    if [ -d "$a.raw" ]; then
        for f in "$a.raw"/*; do "$SELFPROF" view --unit ns --no-header "$f"; done
    else
        "$SELFPROF" view --unit ns --no-header "$a.raw"
    fi >"$a.tsv"
done
# gcc -flto -c: the plugin records lto_streaming inside ipa_passes, which
# the ipa section must not count twice; imported as a stored profile.
"$SELFPROF" record --out lto -- gcc-12 -O2 -flto -c "$suite/matrix-c/matrix.c" -o lto.o >/dev/null
"$P" artifact add l1 --cc gcc-12 --date 2026-01-05T00:00:00Z >/dev/null
"$P" artifact add l2 --cc gcc-12 --date 2026-01-06T00:00:00Z --parent l1 >/dev/null
for a in l1 l2; do "$P" import "$a" lto opt full lto/*.mm_profdata >/dev/null; done
"$P" detail l1 l2 lto opt full --json >l2.json
"$SELFPROF" view --unit ns --no-header lto/*.mm_profdata >l1.tsv
cp l1.tsv l2.tsv
python3 - <<'PY'
import json, sys
fail = []

def events(path):
    """(label, start, end) of every interval of a `selfprof view` dump."""
    out = []
    for line in open(path):
        f = line.rstrip('\n').split('\t')
        if f[6] != '-':
            out.append((f[2], int(float(f[5])), int(float(f[6]))))
    return out

RULES = {'gcc': {'parsing': ['parse'], 'ipa': ['analyze_functions', 'ipa_passes'],
                 'rtl': ['expand_all_functions'], 'assembly': ['final_assembly']},
         'clang': {'frontend': ['Frontend'], 'optimizer': ['Optimizer'],
                   'codegen': ['CodeGenPasses']}}
for a, b, compiler in (('g1', 'g2', 'gcc'), ('c1', 'c2', 'clang'), ('l1', 'l2', 'gcc')):
    s = json.load(open(b + '.json'))['sections']
    if s is None or s['compiler'] != compiler:
        fail.append(f'{b}: sections {s}')
        continue
    if b == 'l2':  # no expand_all_functions with -flto -c: no rtl section
        s['items'] = [i for i in s['items'] if i['name'] != 'rtl']
        if not any(l == 'lto_streaming' for l, _, _ in events('l2.tsv')):
            fail.append('no lto_streaming event in the -flto profile')
    names = [i['name'] for i in s['items']]
    if names != [n for n in RULES[compiler] if b != 'l2' or n != 'rtl']:
        fail.append(f'{b}: names {names}')
    for side in ('a', 'b'):
        vals = {i['name']: i[side] for i in s['items']}
        if any(v is None or v <= 0 for v in vals.values()):
            fail.append(f'{b} side {side}: {vals}')
            continue
        ev = events((a if side == 'a' else b) + '.tsv')
        span = max(e for _, _, e in ev) - min(s0 for _, s0, _ in ev)
        if sum(vals.values()) > span:
            fail.append(f'{b} side {side}: sections {sum(vals.values())} > span {span}')
        for name, labels in RULES[compiler].items():
            if name not in vals:
                continue
            want = sum(e - s0 for l, s0, e in ev if l in labels)
            if vals[name] != want:
                fail.append(f'{b} side {side}: {name} {vals[name]} != {want} ({labels})')
        print(compiler, side, {k: round(v / 1e6, 3) for k, v in vals.items()},
              'span', round(span / 1e6, 3), 'ms')
# Each compiler's words: the artifacts' kinds in the JSON; clang's machine
# passes (granularity 0, imported) are rows of their own.
for b, kind in (('g2', 'gcc'), ('c2', 'clang')):
    d = json.load(open(b + '.json'))
    if (d.get('kind_a'), d.get('kind_b')) != (kind, kind):
        fail.append(f"{b}: kinds {d.get('kind_a')} {d.get('kind_b')}, not {kind}")
if not any(r['label'].startswith('RunPass(') for r in json.load(open('c2.json'))['rows']):
    fail.append('c2: no RunPass(PASS) row')
if fail:
    print('FAIL: ' + '; '.join(fail))
    sys.exit(1)
PY
# The text detail of two C compilers leaves out rustc's columns.
"$P" detail g1 g2 matrix-c opt full >g2.txt
if ! grep -q '^label .* invoc d$' g2.txt || grep -q 'memhit' g2.txt; then
    sed -n 1,6p g2.txt
    echo "FAIL: gcc's detail shows rustc's columns"
    exit 1
fi
