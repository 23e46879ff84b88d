#!/bin/sh
# Sections of real GCC and clang profiles (perf/sections/): matrix-c
# collected at opt, 1 iteration and 1 self-profile, by two gcc-12
# artifacts (profiled through the GCC plugin) and by two clang artifacts
# (-ftime-trace, imported). `detail --json` of each pair names the
# compiler and has every section on both sides, each > 0, and together no
# more than the profile's span (first event's start -> last event's end,
# read independently through `selfprof view` of the stored raw file);
# the GCC sections (GCC's pass manager: setup, parsing, lowering,
# early_gimple, ipa, gimple, rtl, late) equal what this script computes
# from the events itself (the "function" intervals by the phase they lie
# in, split at their "expand" pass), and add up to the phases' time;
# clang's equal the durations of Frontend, Optimizer and CodeGenPasses; a
# gcc-12 -O2 -flto -c profile, imported, has its lto_streaming (inside
# ipa_passes) counted once. Each side's shares of its sum are at most 1
# and add up to 1. The detail names each side's kind, shows clang's
# machine passes as RunPass(PASS) rows, and (text) leaves out rustc-only
# columns for C compilers and prints the sections' sum line. gcc-12
# against clang (g2 -> c2, the same stored profiles): each side's own
# sections (equal to that side's in its same-compiler detail), nothing
# paired, the detail marked cross_compiler with no row judged, and the
# text says the compilers differ instead of counting queries beyond
# noise. Skips (77) without gcc-12, its plugin, or clang.
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
"$P" detail g2 c2 matrix-c opt full --json >x.json
"$P" detail g2 c2 matrix-c opt full >x.txt
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

GCC = ['setup', 'parsing', 'lowering', 'early_gimple', 'ipa', 'gimple', 'rtl', 'late']
CLANG = {'frontend': ['Frontend'], 'optimizer': ['Optimizer'], 'codegen': ['CodeGenPasses']}


def gcc_sections(ev):
    """GCC's pass-manager sections of one process's events, computed here
    apart from support/sections.c: "function" intervals by the phase that
    holds them, split at the "expand" pass inside them."""
    def of(label):
        return [(s0, e) for l, s0, e in ev if l == label]

    def total(label):
        return sum(e - s0 for s0, e in of(label))

    def within(f, spans):
        return any(s0 <= f[0] and f[1] <= e for s0, e in spans)
    ipa, expand_all, expands = of('ipa_passes'), of('expand_all_functions'), of('expand')
    early = gimple = rtl = in_expand = 0
    for f in of('function'):
        if within(f, ipa):
            early += f[1] - f[0]
        elif within(f, expand_all):
            split = min([s0 for s0, _ in expands if f[0] <= s0 <= f[1]] or [f[1]])
            gimple += split - f[0]
            rtl += f[1] - split
            in_expand += f[1] - f[0]
    lto, ipa_t = of('lto_streaming'), total('ipa_passes') - early
    if lto and not (ipa and min(s0 for s0, _ in lto) >= min(s0 for s0, _ in ipa)
                    and max(e for _, e in lto) <= max(e for _, e in ipa)):
        ipa_t += total('lto_streaming')
    out = {'setup': total('setup'), 'parsing': total('parse'),
           'lowering': total('analyze_functions'), 'early_gimple': early, 'ipa': ipa_t,
           'gimple': gimple, 'rtl': rtl,
           'late': total('expand_all_functions') - in_expand + total('final_assembly')
           + total('finalize')}
    if not in_expand:
        out.pop('gimple')
        out.pop('rtl')
    return out


def check_side(name, side):
    """A side's own sections: shares at most 1, adding up to 1."""
    shares = [i['share'] for i in side['items'] if i['share'] is not None]
    if any(x < 0 or x > 1 for x in shares) or abs(sum(shares) - 1) > 1e-6:
        fail.append(f'{name}: shares {shares}')
    if side['total'] != sum(i['value'] for i in side['items'] if i['value'] is not None):
        fail.append(f'{name}: total {side["total"]}')


for a, b, compiler in (('g1', 'g2', 'gcc'), ('c1', 'c2', 'clang'), ('l1', 'l2', 'gcc')):
    s = json.load(open(b + '.json'))['sections']
    if s is None or s['compiler'] != compiler or not s['paired']:
        fail.append(f'{b}: sections {s}')
        continue
    names = [i['name'] for i in s['items']]
    if names != (GCC if compiler == 'gcc' else list(CLANG)):
        fail.append(f'{b}: names {names}')
    for side in ('a', 'b'):
        check_side(f'{b} side {side}', s['side_' + side])
        if s['side_' + side]['compiler'] != compiler:
            fail.append(f'{b} side {side}: compiler {s["side_" + side]["compiler"]}')
        vals = {i['name']: i[side] for i in s['items'] if i[side] is not None}
        ev = events((a if side == 'a' else b) + '.tsv')
        want = gcc_sections(ev) if compiler == 'gcc' else {
            n: sum(e - s0 for l, s0, e in ev if l in labels) for n, labels in CLANG.items()}
        if b == 'l2':  # -flto -c: no expand_all_functions, so no gimple or rtl
            if not any(l == 'lto_streaming' for l, _, _ in ev):
                fail.append('no lto_streaming event in the -flto profile')
            if 'gimple' in vals or 'rtl' in vals:
                fail.append(f'l2: gimple or rtl without expand_all_functions: {vals}')
        if vals != want:
            fail.append(f'{b} side {side}: {vals} != {want}')
        if any(v <= 0 for v in vals.values()):
            fail.append(f'{b} side {side}: a section not > 0: {vals}')
        span = max(e for _, _, e in ev) - min(s0 for _, s0, _ in ev)
        if sum(vals.values()) > span:
            fail.append(f'{b} side {side}: sections {sum(vals.values())} > span {span}')
        print(compiler, side, {k: round(v / 1e6, 3) for k, v in vals.items()},
              'span', round(span / 1e6, 3), 'ms')
# gcc-12 against clang: each side its own compiler's sections, the same as
# in that side's same-compiler detail; no row judged, nothing paired.
x = json.load(open('x.json'))
xs = x['sections']
if not x.get('cross_compiler') or (x['kind_a'], x['kind_b']) != ('gcc', 'clang'):
    fail.append(f"x: cross_compiler {x.get('cross_compiler')} kinds {x['kind_a']} {x['kind_b']}")
if xs['paired'] or xs['items']:
    fail.append(f'x: paired sections {xs["paired"]} {xs["items"]}')
for key, other, compiler in (('side_a', 'g2', 'gcc'), ('side_b', 'c2', 'clang')):
    mine, theirs = xs[key], json.load(open(other + '.json'))['sections']['side_b']
    if mine['compiler'] != compiler or mine != theirs:
        fail.append(f'x {key}: {mine} != {other}\'s B {theirs}')
    check_side(f'x {key}', mine)
if any('noise' in r for r in x['rows']) or x['beyond_noise'] != 0:
    fail.append('x: rows judged across compilers')
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
# The text detail of two C compilers leaves out rustc's columns, and
# gives each section's share and the sum.
"$P" detail g1 g2 matrix-c opt full >g2.txt
if ! grep -q '^label .* invoc d$' g2.txt || grep -q 'memhit' g2.txt; then
    sed -n 1,6p g2.txt
    echo "FAIL: gcc's detail shows rustc's columns"
    exit 1
fi
if ! grep -q '^sections (gcc) .*%A' g2.txt || ! grep -q '^early_gimple ' g2.txt ||
    ! grep -q '^(sum) .*100.00%' g2.txt; then
    sed -n '/^sections/,$p' g2.txt
    echo "FAIL: gcc's detail has no sections with shares"
    exit 1
fi
# Across compilers: the statement, each side's own sections, no count of
# queries beyond noise.
if ! grep -q 'A is gcc, B is clang: different compilers' x.txt ||
    grep -q 'beyond their noise' x.txt || ! grep -q '^sections of A g2 (gcc)' x.txt ||
    ! grep -q '^sections of B c2 (clang)' x.txt || ! grep -q '^optimizer ' x.txt; then
    cat x.txt | sed -n '1,8p;/^sections/,$p'
    echo "FAIL: the gcc -> clang detail"
    exit 1
fi
