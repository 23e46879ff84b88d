// detail.js — one test case (benchmark × profile × scenario) of two
// artifacts, query by query: the stored self-profile rows of A and B.
// State in the URL: a, b, benchmark, profile, scenario, filter (label
// substring), changed (1: only the queries whose self time changed beyond
// noise), hide (1: hide empty columns; the default), sort, dir, query
// (the label charted).
// Colours: a self-time delta is red/green only when the row's self time
// changed beyond its noise (noise.beyond, from every self-profiled run of
// each side); other time deltas are never coloured (one run's difference
// is mostly noise); invocation deltas are, being exact counts.
import { artifactAxisOptions, artifactSlots } from './artifact_axis.js';
import { api, el, getState, ms, msDelta, pct, setState, showError } from './common.js';
import { renderSections } from './sections.js';
import { renderTable } from './table.js';

const state = getState();
const FIELDS = ['self_time', 'time', 'blocked_time', 'blocked_count', 'incremental_load_time',
  'incremental_load_count', 'incremental_hashing_time', 'invocation_count',
  'number_of_cache_misses', 'number_of_cache_hits'];

const val = (side, f) => (side ? side[f] : null);
// in-memory cache hits among all lookups (hits + executions)
export const memHit = (s) => (s && s.number_of_cache_hits + s.number_of_cache_misses
  ? s.number_of_cache_hits / (s.number_of_cache_hits + s.number_of_cache_misses) : null);
// executions whose result was loaded from the incremental cache
export const incrHit = (s) => (s && s.invocation_count
  ? s.incremental_load_count / s.invocation_count : null);
const share = (v) => (v === null || v === undefined ? '' : `${(v * 100).toFixed(2)}%`);
const msText = (v) => (v === null || v === undefined ? '' : ms(v));
const intText = (v) => (v === null || v === undefined ? '' : String(v));
const signed = (v) => (v > 0 ? `+${v}` : String(v));
const deltaCls = (d) => (d > 0 ? 'regress' : d < 0 ? 'improve' : '');
// the self-time deltas: coloured when beyond noise, muted when within it
const noiseCls = (r) => (!r.noise ? '' : r.noise.beyond > 0 ? 'regress sig' : r.noise.beyond < 0 ? 'improve sig' : 'within');
const NOISE_TEXT = { 1: 'grew', '-1': 'shrank', 0: 'within' };
export const noiseText = (r) => (r.noise ? NOISE_TEXT[r.noise.beyond] : '');
const noiseTip = (r) => (!r.noise ? '' :
  `${r.noise.beyond ? `self time ${noiseText(r)} beyond noise` : 'within noise'}: z = ${r.noise.z.toFixed(1)} ` +
  `(median change in standard errors), noise σ = ${(100 * r.noise.sigma).toFixed(1)}% a run for queries of this size; ` +
  'beyond noise: |z| ≥ 5, every run of B apart from every run of A, and at least 0.1% of the test case');
const diff = (r, f) => (val(r.b, f) ?? 0) - (val(r.a, f) ?? 0);
const rel = (r, f) => {
  const a = val(r.a, f) ?? 0;
  return a ? diff(r, f) / a : null;
};

// What only rustc records: GCC's plugin and clang's trace have no query
// caches, incremental loads or blocked queries, so when both artifacts are
// C compilers these columns (all 0) and their legend entries are left out.
const RUSTC_ONLY = new Set(['number_of_cache_hits', 'incremental_load_count', 'incremental_load_time', 'blocked_time']);
const isC = (kind) => kind === 'gcc' || kind === 'clang';
const forCompilers = (cols, d) => (d && isC(d.kind_a) && isC(d.kind_b) ? cols.filter((c) => !RUSTC_ONLY.has(c.field)) : cols);

// One row's columns; `total` is the totals row (for % of total time).
function columns(total) {
  // the totals row leaves a column empty when its sum means nothing
  const summed = (f, text) => (r) => (r.isTotal && !SUMMED.has(f) ? '' : text(r));
  const time = (f, name, what, cls = () => '') => [
    { key: `${f}_a`, field: f, label: `${name} A`, num: true, title: `${what} in A (ms)`,
      sortValue: (r) => val(r.a, f), text: summed(f, (r) => msText(val(r.a, f))) },
    { key: `${f}_b`, field: f, label: `${name} B`, num: true, title: `${what} in B (ms)`,
      sortValue: (r) => val(r.b, f), text: summed(f, (r) => msText(val(r.b, f))) },
    { key: `${f}_d`, field: f, label: `${name} Δ`, num: true, title: `${what}: B − A (ms)`,
      sortValue: (r) => diff(r, f), text: summed(f, (r) => msDelta(diff(r, f))), cls },
  ];
  const ratio = (key, fn, field, name, what) => [
    { key: `${key}_a`, field, label: `${name} A`, num: true, title: `${what} in A`,
      sortValue: (r) => fn(r.a), text: (r) => share(fn(r.a)) },
    { key: `${key}_b`, field, label: `${name} B`, num: true, title: `${what} in B`,
      sortValue: (r) => fn(r.b), text: (r) => share(fn(r.b)) },
  ];
  const totalB = total && total.b ? total.b.self_time : 0;
  const totalA = total && total.a ? total.a.self_time : 0;
  const pctOfTotal = (r) => (r.b && totalB ? r.b.self_time / totalB : r.a && totalA ? r.a.self_time / totalA : null);
  return [
    { key: 'label', label: 'Query / activity', title: 'The query or activity (its event label)',
      sortValue: (r) => r.label, text: (r) => r.label },
    ...time('self_time', 'Self', 'Self time: time in this query, without the queries it called', noiseCls),
    { key: 'self_time_pct', field: 'self_time', label: 'Self Δ%', num: true,
      title: 'Self time: (B − A) / A; coloured only when beyond noise',
      sortValue: (r) => rel(r, 'self_time'), text: (r) => pct(rel(r, 'self_time')), cls: noiseCls },
    { key: 'noise', field: 'noise', label: 'Noise', title: 'Whether the self time changed beyond its noise, from every self-profiled run of A and B: grew, shrank, or within (empty: fewer than 2 runs a side); hover a cell for z and σ',
      sortValue: (r) => (r.noise ? r.noise.beyond * 1e9 + Math.max(-1e8, Math.min(1e8, r.noise.z)) : null),
      text: noiseText, cls: noiseCls, tip: noiseTip },
    { key: 'share', field: 'self_time', label: '% of total', num: true,
      title: "Share of the total self time of all queries: B's (A's when only A has it)",
      sortValue: pctOfTotal, text: (r) => share(pctOfTotal(r)) },
    ...time('time', 'Incl.', 'Inclusive time: self time plus the queries it called'),
    { key: 'inv_a', field: 'invocation_count', label: 'Invocations A', num: true,
      title: 'Invocations in A: how many times the query was executed (not looked up in the in-memory cache); not cache misses of the CPU',
      sortValue: (r) => val(r.a, 'invocation_count'), text: (r) => intText(val(r.a, 'invocation_count')) },
    { key: 'inv_b', field: 'invocation_count', label: 'Invocations B', num: true,
      title: 'Invocations in B: how many times the query was executed (not looked up in the in-memory cache); not cache misses of the CPU',
      sortValue: (r) => val(r.b, 'invocation_count'), text: (r) => intText(val(r.b, 'invocation_count')) },
    { key: 'inv_d', field: 'invocation_count', label: 'Invocations Δ', num: true, title: 'Invocations: B − A',
      sortValue: (r) => diff(r, 'invocation_count'), text: (r) => signed(diff(r, 'invocation_count')),
      cls: (r) => deltaCls(diff(r, 'invocation_count')) },
    ...ratio('memhit', memHit, 'number_of_cache_hits', 'Mem. hit %',
      'In-memory cache hit %: lookups answered from the in-memory query cache, of all lookups (hits + executions)'),
    ...ratio('incrhit', incrHit, 'incremental_load_count', 'Incr. hit %',
      'Incremental cache hit %: executions whose result was loaded from the incremental cache on disk instead of computed'),
    ...time('incremental_load_time', 'Incr. load', 'Incremental load time: time loading results from the incremental cache'),
    ...time('blocked_time', 'Blocked', 'Blocked time: time waiting for another thread computing the same query'),
  ];
}

// The fields whose sum over rows means something: self times add up to
// the time in queries (a query's time is counted once), counts add up;
// inclusive times do not (a query's time is in its callers' too).
const SUMMED = new Set(FIELDS.filter((f) => f !== 'time'));

// The totals of the rows shown: each summable field summed per side.
function totals(rows, d) {
  const sum = (side) => {
    const t = Object.fromEntries(FIELDS.map((f) => [f, SUMMED.has(f) ? 0 : null]));
    for (const r of rows) if (r[side]) for (const f of SUMMED) t[f] += r[side][f];
    return t;
  };
  return { label: `Total of ${rows.length} rows (self times sum; inclusive times do not)`, isTotal: true,
    a: d.side_a ? sum('a') : null, b: d.side_b ? sum('b') : null };
}

function emptyFields(rows) {
  const empty = new Set([...FIELDS, 'noise']);
  for (const r of rows) {
    for (const f of FIELDS) if (val(r.a, f) || val(r.b, f)) empty.delete(f);
    if (r.noise) empty.delete('noise');
  }
  return empty;
}

// The API sends each side's ten values as an array in the order of
// `fields` (a 3,000-row detail stays small); the page works on objects.
export function objects(fields, arr) {
  return arr ? Object.fromEntries(fields.map((f, i) => [f, arr[i]])) : null;
}

let uplotModule = null;
async function chart(d, label) {
  const box = document.getElementById('chart');
  document.getElementById('chart-title').textContent = `History of ${label}`;
  const h = await api('/api/query-history', { benchmark: d.benchmark, profile: d.profile, scenario: d.scenario, label });
  if (!uplotModule) {
    // uPlot and its styles only when a chart is drawn (most visits draw none)
    document.head.append(el('link', { rel: 'stylesheet', href: '/vendor/uPlot.min.css' }));
    uplotModule = (await import('/vendor/uPlot.esm.js')).default;
  }
  // a slot per artifact (same-dated ones apart), oldest first as the API gives them
  const { arts } = artifactSlots([h.points]);
  const xs = arts.map((_, i) => i);
  const x = artifactAxisOptions(arts);
  const values = h.points.map((p) => objects(h.fields, p.values));
  const self = values.map((v) => v.self_time / 1e6);
  const incl = values.map((v) => v.time / 1e6);
  box.replaceChildren(el('p', { class: 'muted' },
    `${label}: ${h.points.length} artifacts (${h.points.map((p) => p.artifact).join(', ')})`));
  new uplotModule({
    width: Math.min(900, box.clientWidth || 900), height: 240,
    scales: { x: x.scale },
    series: [x.series, { label: 'self time (ms)', stroke: '#0550ae', width: 2, points: { show: true } },
      { label: 'inclusive time (ms)', stroke: '#b08800', width: 1, points: { show: true } }],
    axes: [x.axis, { label: 'ms' }],
  }, [xs, self, incl], box);
}

function render(d) {
  const filter = (state.filter || '').toLowerCase();
  const changed = state.changed === '1';
  const rows = filter || changed ? d.rows.filter((r) => (!filter || r.label.toLowerCase().includes(filter)) &&
    (!changed || (r.noise && r.noise.beyond !== 0))) : d.rows;
  const total = totals(rows, d);
  const hide = state.hide !== '0';
  const empty = emptyFields(d.rows);
  const cols = forCompilers(columns(total), d).filter((c) => !(hide && c.field && empty.has(c.field)));
  const table = document.getElementById('queries');
  renderTable(table, cols, rows, {
    sort: state.sort || 'self_time_b', dir: state.dir || 'desc', totals: total,
    window: table.parentElement, // only the rows in view are drawn (rowwindow.js)
    onSort: (key, dir) => { state.sort = key; state.dir = dir; setState(state); render(d); },
    rowAttrs: (r) => ({ 'data-label': r.label, 'data-noise': r.noise ? String(r.noise.beyond) : null,
      class: r.label === state.query ? 'selected' : null, tabindex: '0' }),
    onRow: (r, tr) => {
      state.query = r.label;
      setState(state);
      document.querySelectorAll('#queries tr.selected').forEach((x) => x.classList.remove('selected'));
      tr.classList.add('selected');
      chart(d, state.query).catch(showError);
    },
  });
  document.getElementById('message').textContent =
    `${rows.length} of ${d.rows.length} queries and activities shown` +
    (hide && empty.size ? `; hidden, empty here: ${[...empty].join(', ')}` : '');
}

// How far the self times can be trusted: the runs behind them.
function noiseLine(d) {
  if (d.cross_compiler)
    return `A is ${d.kind_a}, B is ${d.kind_b}: different compilers, whose query names differ, so no query's change is judged; compare the totals and each side's sections (below)`;
  const ra = d.runs_a ?? 1, rb = d.runs_b ?? 1;
  const runs = `self-profiled runs: A ${ra}, B ${rb}`;
  if (ra < 2 || rb < 2 || !d.rows.some((r) => r.noise))
    return `${runs}: per-query noise unknown, so no self-time change is marked (queue --self-profiles 2 or more); counts are exact`;
  const k = d.beyond_noise ?? d.rows.filter((r) => r.noise && r.noise.beyond).length;
  if (!k) return `${runs}; 0 queries changed beyond noise: every self-time Δ here is within noise (not coloured); counts are exact`;
  return `${runs}; ${k} quer${k === 1 ? 'y' : 'ies'} changed beyond noise (marked grew/shrank, coloured); ` +
    'the other self-time deltas are within noise (not coloured); counts are exact';
}

// The compare row of this test case (/api/detail's "compare": the page's
// metric, else the default), repeated, then how the self-profile figures
// below relate to it (the server's words, as detail's).
export function compareRowText(c, r) {
  const s = r.significance, iv = s.interval;
  const verdict = s.significant ? (r.change > 0 ? 'regression' : 'improvement') : s.verdict;
  const interval = iv ? `, ${(100 * iv.confidence).toFixed(1)}% interval [${pct(iv.lo)}, ${pct(iv.hi)}]` : '';
  return `Compare row (${c.metric}): ${pct(r.change)}${interval}; ${verdict}; rule ${s.source}; runs ${s.measured || '-'}; ` +
    `over ${r.before_iterations} and ${r.after_iterations} clean runs (before ${r.before}, after ${r.after} ${c.unit}: ${r.basis_text}). ` +
    c.relation;
}

function sideText(name, s) {
  if (!s) return `${name}: no self-profile of this test case`;
  const untracked = s.untracked_time === null ? 'untracked time not stored'
    : `untracked ${ms(s.untracked_time)} ms (${share(s.untracked_time / s.total_time)} of wall time covered by no event)`;
  return `${name}: total ${ms(s.total_time)} ms, ${s.event_count} events in ${s.file_count} file(s), counter ${s.counter} (${s.unit}); ${untracked}`;
}

function renderSizes(d) {
  const t = document.getElementById('sizes');
  if (!d.artifact_sizes.length) {
    t.replaceChildren(el('tbody', {}, el('tr', {}, el('td', {}, 'No artifact sizes stored.'))));
    return;
  }
  const n = (v) => (v === null ? '—' : v.toLocaleString('en-US'));
  t.replaceChildren(el('thead', {}, el('tr', {}, ['Artifact', 'A (bytes)', 'B (bytes)', 'Δ', 'Δ%'].map((h, i) =>
    el('th', { class: i ? 'num' : '' }, h)))),
  el('tbody', {}, d.artifact_sizes.map((s) => el('tr', {}, [el('td', {}, s.label), el('td', { class: 'num' }, n(s.a)),
    el('td', { class: 'num' }, n(s.b)), el('td', { class: `num ${deltaCls((s.b ?? 0) - (s.a ?? 0))}` }, signed((s.b ?? 0) - (s.a ?? 0))),
    el('td', { class: 'num' }, pct(s.a ? ((s.b ?? 0) - s.a) / s.a : null))]))));
}

// The differential flame graph of the two stored profiles (both needed),
// opened in a tab of its own.
function renderViews(d) {
  const p = document.getElementById('views');
  p.hidden = !(d.side_a && d.side_b);
  const q = { a: d.a, b: d.b, benchmark: d.benchmark, profile: d.profile, scenario: d.scenario };
  document.getElementById('diff-flamegraph').href = `/diff-flamegraph.html?${new URLSearchParams(q)}`;
}

async function renderDownloads(d) {
  const ul = document.getElementById('downloads');
  const tc = { benchmark: d.benchmark, profile: d.profile, scenario: d.scenario };
  const items = [];
  for (const [side, art, present] of [['A', d.a, d.side_a], ['B', d.b, d.side_b]]) {
    if (!present) continue;
    const q = { artifact: art, ...tc };
    const files = (await api('/api/raw-files', q)).files;
    for (const f of files) {
      const p = files.length > 1 ? { ...q, file: f.name } : q;
      items.push(el('a', { href: `/api/raw?${new URLSearchParams(p)}`, download: '', 'data-download': `raw-${side}` },
        `raw profile ${side}${files.length > 1 ? ` (${f.name})` : ''}`));
    }
    items.push(el('a', { href: `/api/flamegraph?${new URLSearchParams(q)}`, 'data-download': `flamegraph-${side}` }, `flame graph ${side}`));
    items.push(el('a', { href: `/api/chrome?${new URLSearchParams(q)}`, download: '', 'data-download': `chrome-${side}` }, `Chrome trace ${side} (Perfetto)`));
  }
  if (d.side_a && d.side_b)
    items.push(el('a', { href: `/api/diff?${new URLSearchParams({ a: d.a, b: d.b, ...tc })}`, 'data-download': 'diff' }, 'selfprof diff A → B'));
  ul.replaceChildren(...items.map((a) => el('li', {}, a)));
  const sq = (s) => `'${s.replace(/'/g, "'\\''")}'`;
  const args = `${sq(d.benchmark)} ${d.profile} ${sq(d.scenario)}`;
  document.getElementById('commands').textContent = [
    '# the stored profiles, then any selfprof report of them',
    `selfprof-perf raw ${sq(d.a)} ${args} -o a.mm_profdata`,
    `selfprof-perf raw ${sq(d.b)} ${args} -o b.mm_profdata`,
    'selfprof summarize a.mm_profdata',
    'selfprof diff a.mm_profdata b.mm_profdata',
    `selfprof-perf detail ${sq(d.a)} ${sq(d.b)} ${args}`,
    '# a new profile of your own: the same compiler with self-profiling on',
    ...[...new Set([d.kind_a, d.kind_b])].flatMap((k) => ownProfile(k, d.profile)),
  ].join('\n');
}

// The commands that self-profile one compile with the compiler of `kind`
// (the artifact's kind): rustc's -Zself-profile, GCC's plugin, clang's
// -ftime-trace imported.
function ownProfile(kind, profile) {
  const opt = { debug: '-O0 -g', opt: '-O2' }[profile] ?? `-O2  # the flags of profile ${profile}`;
  if (kind === 'gcc')
    return [`gcc ${opt} -c FILE.c -fplugin=/path/to/selfprof.so -fplugin-arg-selfprof-dir=profiles`,
      '# (the selfprof.so built for that gcc; selfprof record -- make does the same for a build)'];
  if (kind === 'clang')
    return [`clang ${opt} -ftime-trace -ftime-trace-granularity=0 -c FILE.c -o FILE.o`,
      'selfprof import clang-time-trace FILE.json -o profiles/FILE.mm_profdata'];
  return ['RUSTC_BOOTSTRAP=1 cargo rustc' + (profile === 'opt' ? ' --release' : profile === 'check' ? ' --profile check' : '') +
    ' -- -Zself-profile=profiles'];
}

function renderLegend(d) {
  const cols = forCompilers(columns(null), d);
  const dl = document.getElementById('legend-list');
  const seen = new Set();
  const items = [];
  for (const c of cols) {
    const base = c.label.replace(/ (A|B|Δ)$/, '');
    if (seen.has(base)) continue;
    seen.add(base);
    items.push(el('dt', {}, base), el('dd', {}, c.title.replace(/ in A( \(ms\))?$/, '$1')));
  }
  items.push(el('dt', {}, 'Total line'), el('dd', {}, 'The sum of the rows shown, column by column (percentages from the summed counts); inclusive times are left empty, as a query\'s time is also in its callers\' and their sum counts it again. All rows\' self times sum to the time in queries: the total below less its untracked time.'));
  // GCC's pass-manager bookkeeping: the top row of most GCC profiles
  if (d && (d.kind_a === 'gcc' || d.kind_b === 'gcc'))
    items.push(el('dt', { id: 'legend-gcc-function' }, 'function (GCC)'), el('dd', {}, 'The passes of one function in one run of its pass list. Its self time is the pass manager\'s work around the passes, which the plugin does not time as theirs: each pass\'s TODOs (CFG cleanup, SSA update and renaming, unreachable-block removal, verification with checking on), gates, dump files and the bookkeeping between passes. -ftime-report counts that work in each pass\'s timer (or in "tree CFG cleanup", "tree SSA incremental"); here a pass is its execute() alone. The sections below count it with its function (lowering, early_gimple, gimple or rtl).'));
  dl.replaceChildren(...items);
}

async function main() {
  for (const k of ['a', 'b', 'benchmark', 'profile', 'scenario'])
    if (!state[k]) throw new Error(`this page needs ${k}= in its address (open it from the Compare page)`);
  document.getElementById('back').href = `/compare.html?${new URLSearchParams({ a: state.a, b: state.b })}`;
  document.getElementById('filter').value = state.filter || '';
  document.getElementById('hide').checked = state.hide !== '0';
  renderLegend(null);
  const q = { a: state.a, b: state.b, benchmark: state.benchmark, profile: state.profile, scenario: state.scenario };
  if (state.metric) q.metric = state.metric; // the compare row's
  const d = await api('/api/detail', q);
  for (const r of d.rows) {
    r.a = objects(d.fields, r.a);
    r.b = objects(d.fields, r.b);
  }
  document.getElementById('title').textContent = `${d.benchmark} ${d.profile} ${d.scenario}: ${d.a} → ${d.b}`;
  document.title = `${d.benchmark} ${d.profile} ${d.scenario} · selfprof-perf`;
  document.getElementById('sides').replaceChildren(el('span', { id: 'side-a' }, sideText(`A (${d.a})`, d.side_a)), el('br'),
    el('span', { id: 'side-b' }, sideText(`B (${d.b})`, d.side_b)));
  renderViews(d);
  renderLegend(d);
  const cmp = d.compare, cr = cmp ? cmp.row : null, box = document.getElementById('compare-row');
  box.textContent = cr ? compareRowText(cmp, cr)
    : cmp ? cmp.relation : 'No compare row: nothing has been measured on these artifacts yet (only self-profiles).';
  if (cr) {
    box.dataset.change = String(cr.change);
    box.dataset.verdict = cr.significance.significant ? (cr.change > 0 ? 'regression' : 'improvement') : cr.significance.verdict;
  }
  const noise = document.getElementById('noise-line');
  noise.textContent = noiseLine(d);
  noise.classList.toggle('cross-compiler', !!d.cross_compiler);
  const changedBox = document.getElementById('changed');
  changedBox.checked = state.changed === '1';
  if (!d.rows.some((r) => r.noise)) {
    changedBox.disabled = true;
    changedBox.parentElement.title = 'Needs 2 or more self-profiled runs a side (queue --self-profiles)';
  }
  render(d);
  renderSizes(d);
  renderSections(document.getElementById('sections'), d);
  let timer = null;
  document.getElementById('filter').addEventListener('input', (e) => {
    clearTimeout(timer);
    timer = setTimeout(() => { state.filter = e.target.value; setState(state); render(d); }, 150);
  });
  changedBox.addEventListener('change', (e) => {
    state.changed = e.target.checked ? '1' : '';
    setState(state);
    render(d);
  });
  document.getElementById('hide').addEventListener('change', (e) => {
    state.hide = e.target.checked ? '' : '0';
    setState(state);
    render(d);
  });
  document.getElementById('controls').addEventListener('submit', (e) => e.preventDefault());
  // the table is there: the browser tests wait for it. How long it took
  // from the start of navigation, layout and paint included: a
  // requestAnimationFrame callback runs before the frame's style, layout
  // and paint, a task queued from it after them.
  document.body.dataset.ready = '1';
  requestAnimationFrame(() => setTimeout(() => {
    document.body.dataset.renderedMs = String(Math.round(performance.now()));
  }));
  await renderDownloads(d);
  if (state.query) await chart(d, state.query);
}

main().catch(showError);
