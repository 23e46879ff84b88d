// compare.js — the comparison of two artifacts over every test case.
// State in the URL: a, b, metric, the filters (name, profile, scenario,
// category, direction, significant, relevant), the order (sort, dir) and
// the rows whose explanation is shown (open: their test cases, "|" apart).
// "Copy as Markdown" copies /api/report's Markdown (selfprof-perf report).
// The explanations and the suite-wide queries are /api/compare's with
// explain=1 (explain.js draws them); the relevant changes by group are its
// summary.relevance (relevance.js).
import { api, el, fmtValue, getState, pct, setState, showError } from './common.js';
import { caseKey, explanationNode, queriesTable } from './explain.js';
import { relevanceTable } from './relevance.js';
import { renderTable } from './table.js';

const FILTERS = ['name', 'profile', 'scenario', 'category', 'direction', 'significant', 'relevant'];
const CHECKBOXES = ['significant', 'relevant'];
// rustc-perf's magnitudes, smallest first (perf/report/relevance.h)
const MAGNITUDES = ['very small', 'small', 'medium', 'large', 'very large'];
let state = getState();
let artifacts = [];
// /api/metrics: the Metric list, each with its kind (perf/metric/'s table)
let metricList = [];

// The detailed view of test case r; with a label, filtered to it.
function detailHref(data, r, label) {
  const p = { a: data.a, b: data.b, benchmark: r.benchmark, profile: r.profile, scenario: r.scenario, metric: data.metric };
  if (label) p.filter = label;
  return `/detail.html?${new URLSearchParams(p)}`;
}

// The test cases whose explanation is shown.
const openSet = () => new Set((state.open || '').split('|').filter(Boolean));

// The row's verdict as the page shows it: regression or improvement
// (significant changes only), else the rule's verdict: no change, too
// noisy (the interval could hide a change of 5% or more: no judgement)
// or too few runs (no interval: never judged).
export function verdictOf(r) {
  const s = r.significance;
  if (s.significant) return r.change > 0 ? 'regression' : r.change < 0 ? 'improvement' : 'no change';
  return s.verdict === 'too noisy' || s.verdict === 'too few runs' || s.verdict === 'one sample' ? s.verdict : 'no change';
}
// Sorting by verdict: regressions first (descending), then improvements,
// the rows that could not be judged, and the unchanged.
const VERDICT_RANK = { regression: 4, improvement: 3, 'too noisy': 2, 'too few runs': 1, 'one sample': 1, 'no change': 0 };
// Only a significant change is coloured; too noisy / too few runs have
// their own neutral styles, never the change colours.
const VERDICT_CLASS = { regression: 'regress sig', improvement: 'improve sig', 'too noisy': 'noisy', 'too few runs': 'few', 'one sample': 'few' };
const verdictClass = (r) => VERDICT_CLASS[verdictOf(r)] || '';
const unsigned = (x) => pct(x).replace('+', '');
// ± : the larger distance from the change to the interval's ends
const margin = (r) => {
  const iv = r.significance.interval;
  return iv && iv.hi > iv.lo ? Math.max(r.change - iv.lo, iv.hi - r.change) : null;
};
const RULES = {
  history: 'history: the threshold is Q3 + 3 x IQR of the relative changes between up to 30 earlier artifacts (rustc-perf\'s rule)',
  interval: 'interval: the Hodges-Lehmann shift between A\'s and B\'s clean iterations and its exact 99% Mann-Whitney interval; a change when the interval excludes 0 (5 iterations a side needed)',
  paired: 'interval (side by side): the mean of the paired runs\' log ratios (trimmed from 10 pairs) and its 99% Student t interval; a change when the interval excludes 0 (5 pairs needed)',
  exact: 'exact: a count that noise does not move; any change from 0.2% counts',
  apart: 'apart: A\'s and B\'s runs were measured in two sessions (another collect, another hour), so the machine\'s drift between them is part of the difference: the Hodges-Lehmann interval widened by the noise between two sessions of one artifact; queue B with --base A to measure them side by side',
  default: 'default: a change of 0.2% or more counts',
};

// The rule of a row, one description: the interval rule says which of
// its two methods (paired runs or Hodges-Lehmann) this row used.
const ruleText = (s) => (s.source === 'interval' && s.paired ? RULES.paired : RULES[s.source] || s.source);

// What the row's Before and After are (the JSON's basis_text), with the
// minima when they are not what is shown.
function basisTip(r, side, unit) {
  const min = side === 'before' ? r.min_before : r.min_after, v = r[side];
  const base = r.basis_text || '';
  return r.basis === 'runs' && min !== undefined && min !== null && min !== v
    ? `${fmtValue(v, unit)}: ${base}; the minimum of the clean runs is ${fmtValue(min, unit)}`
    : `${fmtValue(v, unit)}: ${base}`;
}

function changeText(r) {
  const m = margin(r);
  return m === null ? pct(r.change) : `${pct(r.change)} ± ${unsigned(m)}`;
}

function changeTip(r) {
  const s = r.significance, iv = s.interval;
  const what = s.source === 'apart' ? `Hodges-Lehmann estimate of the shift, ${s.measured}`
    : s.verdict === 'one sample' ? 'shown, not judged: one sample a side'
    : s.source !== 'interval' ? '(after - before) / before'
    : !s.paired ? 'Hodges-Lehmann estimate of the shift'
      : `${s.trimmed ? `mean trimmed by ${s.trimmed} pair${s.trimmed > 1 ? 's' : ''} at each end` : 'mean'} of the paired runs' log ratios (Student t, ${s.df === null ? 'many' : s.df.toFixed(1)} df${s.pooled ? ', noise shared with the other test cases' : ''})`;
  if (!iv) return `${pct(r.change)}: ${what}; no interval (${s.verdict === 'too few runs' ? 'too few runs' : `${s.source} rule`})`;
  if (s.source === 'exact') return `${pct(r.change)}: an exact count, [${pct(iv.lo)}, ${pct(iv.hi)}]`;
  return `${pct(r.change)}: ${what}; ${(100 * iv.confidence).toFixed(1)}% interval [${pct(iv.lo)}, ${pct(iv.hi)}]` +
    (s.p_value !== undefined && s.p_value !== null ? `; p = ${s.p_value.toPrecision(2)}` : '');
}

// Why a row is "no change": under the interval rules, a change of 5% or
// more ruled out by the 90% interval (two one-sided tests at 5%), which
// the ± column (99%) does not show.
function noChangeWhy(s) {
  const e = s.equivalence;
  if (!e) return 'the change does not reach the threshold';
  const pct = (x) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(2)}%`;
  return `a change of ${100 * e.margin}% or more is ruled out: the ${100 * e.confidence}% interval ` +
    `${pct(e.lo)} to ${pct(e.hi)} lies within ±${100 * e.margin}% (two one-sided tests at 5%)`;
}

function verdictTip(r) {
  const s = r.significance, v = verdictOf(r);
  const why = v === 'too noisy' ? 'not judged: the 90% interval could hide a change of 5% or more'
    : v === 'too few runs' ? 'not judged: fewer than 5 clean iterations on a side'
    : v === 'one sample' ? 'not judged: the metric has one sample a side (the self-profiled run), which no rule can judge'
      : v === 'no change' ? noChangeWhy(s) : `significant ${v}`;
  if (v === 'one sample') return `${v}: ${why}`;
  return `${v}: ${why}. Rule ${ruleText(s)}` +
    (s.source === 'history' ? ` (${s.history_points} points)` : '') +
    (s.measured && s.measured !== '-' ? `. Runs ${s.measured}` : '');
}

function columns(data) {
  const unit = data.unit;
  return [
    { key: 'benchmark', label: 'Benchmark', title: 'The benchmark; click for its query-by-query view',
      sortValue: (r) => r.benchmark,
      text: (r) => ({ href: detailHref(data, r), text: r.benchmark }) },
    { key: 'profile', label: 'Profile', title: 'check, debug or opt build', text: (r) => r.profile },
    { key: 'scenario', label: 'Scenario', title: 'full, incr-full, incr-unchanged or incr-patched: NAME', text: (r) => r.scenario },
    { key: 'before', label: `Before (${unit})`, num: true, title: `A's value on the basis of the change, in ${unit}: the minimum of its clean runs, or, where the change is an estimate over every run, their geometric mean (hover a cell)`,
      sortValue: (r) => r.before, text: (r) => fmtValue(r.before, unit), tip: (r) => basisTip(r, 'before', unit) },
    { key: 'after', label: `After (${unit})`, num: true, title: `B's value on the basis of the change, in ${unit}: the minimum of its clean runs, or before x (1 + change) where the change is an estimate over every run (hover a cell)`,
      sortValue: (r) => r.after, text: (r) => fmtValue(r.after, unit), tip: (r) => basisTip(r, 'after', unit) },
    { key: 'change', label: '% change ± 99%', num: true,
      title: 'The change by the row\'s rule ± the larger distance to its 99% interval; after = before x (1 + change). Hover a cell for the method and the interval',
      sortValue: (r) => r.change, text: changeText, cls: verdictClass, tip: changeTip },
    { key: 'threshold', label: 'Threshold', num: true,
      title: 'The change needed to be significant (the interval\'s half-width, from the history, or 0.2%); empty: too few runs to judge',
      sortValue: (r) => r.significance.threshold, text: (r) => unsigned(r.significance.threshold) },
    { key: 'factor', label: 'Factor', num: true, title: 'Significance factor: |change| / threshold; 1 or more is significant',
      sortValue: (r) => r.significance.factor, text: (r) => `${r.significance.factor.toFixed(2)}x` },
    { key: 'magnitude', label: 'Magnitude',
      title: 'How much the change matters (rustc-perf\'s magnitude: the mean of its size against the threshold and its absolute size, halved except for the instruction counts and the self-profile\'s counts); relevant = significant and small or more (bold)',
      sortValue: (r) => MAGNITUDES.indexOf(r.magnitude), text: (r) => r.magnitude,
      cls: (r) => (r.relevant ? 'relevant' : '') },
    { key: 'verdict', label: 'Verdict', title: 'regression or improvement (significant changes only), no change, too noisy (not judged: more iterations needed) or too few runs; hover a cell for why',
      sortValue: (r) => VERDICT_RANK[verdictOf(r)],
      text: (r) => (r.significance.source === 'apart' ? `${verdictOf(r)} · ${r.significance.measured}` : verdictOf(r)),
      cls: verdictClass, tip: verdictTip },
    { key: 'explained', label: 'Explained', num: true,
      title: 'The share of a significant change of a time that the queries beyond their noise account for (2 self-profiled runs a side needed); click to show them',
      sortValue: (r) => (r.explanation && !r.explanation.cross_compiler ? r.explanation.explained : null),
      text: (r) => {
        if (!r.explanation) return '';
        const open = openSet().has(caseKey(r));
        // two compilers: no query of one is a query of the other, so no share
        const e = r.explanation;
        return { button: { expanded: open, title: `${open ? 'Hide' : 'Show'} ${e.cross_compiler ? 'why no query explains' : 'the queries behind'} this change` },
          text: `${e.cross_compiler ? `${e.kind_a} vs ${e.kind_b}` : pct(e.explained, 0).replace('+', '')} ${open ? '▾' : '▸'}` };
      } },
    { key: 'rule', label: 'Rule', title: 'The rule that judged the change: history, interval, exact (counts) or default (0.2%)',
      sortValue: (r) => r.significance.source, text: (r) => r.significance.source, tip: (r) => ruleText(r.significance) },
  ];
}

// What to compare on when rows are too noisy, only as the Metric list
// offers it: its instruction counts (or how to measure one), and cpu-time
// for a metric that is neither.
function steadier(metric) {
  const offered = (name) => metricList.some((m) => m.name === name);
  const counts = metricList.filter((m) => m.kind === 'instructions').map((m) => m.name);
  const ways = counts.length ? [`compare --metric ${counts.join(' or ')}`]
    : ['measure instructions:cachegrind (queue --metrics instructions)'];
  if (metric !== 'cpu-time' && !counts.includes(metric) && offered('cpu-time')) ways.push('cpu-time');
  return ways.join(' or ');
}

// One line under the summary when some rows could not be judged.
function verdictNote(rows, metric) {
  const n = (v) => rows.filter((r) => verdictOf(r) === v).length;
  const noisy = n('too noisy'), few = n('too few runs'), one = n('one sample');
  const cases = (k) => `${k} test case${k === 1 ? '' : 's'}`;
  const parts = [];
  if (noisy) parts.push(`${cases(noisy)} too noisy to judge (the 90% interval could hide a change of 5% or more): ` +
    `run more --iterations, on a quieter machine, or ${steadier(metric)}`);
  if (few) parts.push(`${cases(few)} with too few runs to judge (fewer than 5 clean iterations a side): queue --iterations 5 or more`);
  if (one) parts.push(`${cases(one)} of ${metric}, which has one sample a side (the self-profiled run): shown, never judged`);
  return parts.length ? `Not judged: ${parts.join('; ')}.` : '';
}

function statCard(title, s) {
  const body = s.count
    ? [el('div', { class: 'big' }, String(s.count)), el('div', {}, `mean ${pct(s.mean)}`),
      el('div', {}, `range ${pct(s.min)} … ${pct(s.max)}`)]
    : [el('div', { class: 'big' }, '0')];
  return el('div', { class: 'card', 'data-stat': title.toLowerCase() }, [el('h3', {}, title), body]);
}

function render(data) {
  document.getElementById('heading').textContent =
    `${data.metric} (${data.unit}): ${data.a} (${data.a_date}) → ${data.b} (${data.b_date}); ` +
    `${data.rows.length} of ${data.total} test cases shown` +
    (data.only_a || data.only_b ? `; measured on one side only: ${data.only_a} in ${data.a}, ${data.only_b} in ${data.b}` : '');
  const s = data.summary;
  document.getElementById('summary').replaceChildren(
    statCard('Regressions', s.regressions), statCard('Improvements', s.improvements), statCard('All', s.all),
    el('div', { class: 'card', 'data-stat': 'geomean' }, [el('h3', {}, 'Geometric mean'),
      el('div', { class: 'big' }, pct(s.geomean)), el('div', {}, `of after/before over ${s.geomean_n} test cases`)]));
  const rel = s.relevance;
  const relevantCount = rel.primary.relevant + rel.secondary.relevant;
  document.getElementById('summary').append(el('div', { class: 'card', 'data-stat': 'relevant' }, [
    el('h3', { title: 'Significant changes of magnitude small or more, as rustc-perf counts them' }, 'Relevant'),
    el('div', { class: 'big' }, String(relevantCount)),
    el('div', {}, `primary ${rel.primary.relevant}, secondary ${rel.secondary.relevant}`),
    el('div', { 'data-direction': rel.direction }, `${rel.direction}${rel.deserves_attention ? '; deserves attention' : ''}`)]));
  const note = document.getElementById('verdict-note');
  note.textContent = verdictNote(data.rows, data.metric);
  // without metric= the server picks its default (cpu-time where measured)
  document.getElementById('metric').value = data.metric;
  note.hidden = !note.textContent;
  const shown = renderTable(document.getElementById('results'), columns(data), data.rows, {
    sort: state.sort || 'factor', dir: state.dir || 'desc', // most significant first
    onSort: (key, dir) => { state.sort = key; state.dir = dir; setState(state); render(data); },
    rowHref: (r) => detailHref(data, r),
    rowAttrs: (r) => ({ 'data-benchmark': r.benchmark, 'data-profile': r.profile, 'data-scenario': r.scenario,
      'data-verdict': verdictOf(r) }),
  });
  showExplanations(data, shown);
  document.getElementById('relevance').replaceChildren(...relevanceTable(rel));
  renderQueries(data);
  // an empty comparison says why (the API's "empty": B not measured yet, ...)
  document.getElementById('message').textContent = data.rows.length ? ''
    : data.empty ? `Nothing to compare: ${data.empty}.` : 'No test case matches.';
  document.body.dataset.ready = '1'; // the browser tests wait for it
}

// Under each open row, its explanation (a row of its own).
function showExplanations(data, shown) {
  const open = openSet();
  const table = document.getElementById('results');
  const span = table.querySelector('thead tr').children.length;
  for (const tr of table.querySelectorAll('tbody tr[data-index]')) {
    const r = shown[Number(tr.dataset.index)];
    if (!r.explanation || !open.has(caseKey(r))) continue;
    tr.after(el('tr', { class: 'explain-row', 'data-explains': caseKey(r) },
      el('td', { colspan: String(span) }, explanationNode(r.explanation, r, (c, l) => detailHref(data, c, l)))));
  }
}

// The suite-wide view: the queries beyond noise in the most explained
// test cases (of every test case, whatever the filters).
function renderQueries(data) {
  const section = document.getElementById('queries-section');
  const qs = data.queries || [];
  section.hidden = false;
  document.getElementById('queries').replaceChildren(...(qs.length ? queriesTable(qs, (c, l) => detailHref(data, c, l)) : []));
  document.getElementById('queries-none').hidden = qs.length > 0;
}

// A click on a row's Explained button shows or hides its explanation.
function toggleExplanation(e) {
  const button = e.target.closest('button.expand');
  if (!button || !current) return;
  const tr = button.closest('tr[data-index]');
  const key = `${tr.dataset.benchmark}/${tr.dataset.profile}/${tr.dataset.scenario}`;
  const open = openSet();
  if (open.has(key)) open.delete(key); else open.add(key);
  state.open = [...open].join('|');
  setState(state);
  render(current);
  // keep the keyboard where it was
  const again = [...document.querySelectorAll('#results tbody tr[data-index]')].find((x) =>
    `${x.dataset.benchmark}/${x.dataset.profile}/${x.dataset.scenario}` === key);
  if (again) again.querySelector('button.expand').focus();
}

let current = null; // the comparison shown

async function load() {
  if (!state.a || !state.b) return;
  delete document.body.dataset.ready;
  const params = { a: state.a, b: state.b, explain: '1' };
  if (state.metric) params.metric = state.metric;
  for (const f of FILTERS) if (state[f]) params[f] = state[f];
  current = await api('/api/compare', params);
  render(current);
}

// The comparison shown (whatever the filters) as selfprof-perf report's
// Markdown, its links on this dashboard's address, to the clipboard.
async function copyMarkdown() {
  const status = document.getElementById('copy-status');
  const params = new URLSearchParams({ a: state.a, b: state.b, url: window.location.origin });
  if (state.metric) params.set('metric', state.metric);
  const res = await fetch(`/api/report?${params}`);
  if (!res.ok) throw new Error(`/api/report: ${res.status} ${await res.text()}`);
  const md = await res.text();
  await navigator.clipboard.writeText(md);
  status.textContent = `Copied the report as Markdown (${md.split('\n').length - 1} lines).`;
}

function fillSelect(sel, options, value) {
  sel.replaceChildren(...options.map(([v, label]) => el('option', { value: v, selected: v === value }, label)));
}

async function main() {
  const [arts, metrics] = await Promise.all([api('/api/artifacts'), api('/api/metrics')]);
  artifacts = arts.artifacts;
  if (!artifacts.length) {
    document.getElementById('message').textContent = 'No artifacts in the database yet.';
    return;
  }
  // default: the newest and its parent (or the next older one)
  if (!state.b) state.b = artifacts[0].name;
  if (!state.a) {
    const b = artifacts.find((x) => x.name === state.b) || artifacts[0];
    const i = artifacts.indexOf(b);
    state.a = b.parent || (artifacts[i + 1] || b).name;
  }
  const names = artifacts.map((x) => [x.name, `${x.name} (${x.date.slice(0, 10)})`]);
  fillSelect(document.getElementById('a'), names, state.a);
  fillSelect(document.getElementById('b'), names, state.b);
  metricList = metrics.metrics;
  const ms = metricList.map((m) => [m.name, `${m.name} (${m.unit})`]);
  fillSelect(document.getElementById('metric'), ms, state.metric || ''); // set from the answer (render)
  for (const f of ['name', 'profile', 'scenario', 'category', 'direction'])
    document.getElementById(f).value = state[f] || '';
  for (const f of CHECKBOXES) document.getElementById(f).checked = state[f] === '1';
  setState(state);
  const form = document.getElementById('controls');
  let timer = null;
  const changed = () => {
    for (const f of ['a', 'b', 'metric', 'name', 'profile', 'scenario', 'category', 'direction'])
      state[f] = document.getElementById(f).value;
    for (const f of CHECKBOXES) state[f] = document.getElementById(f).checked ? '1' : '';
    setState(state);
    load().catch(showError);
  };
  form.addEventListener('change', changed);
  document.getElementById('name').addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(changed, 200); });
  form.addEventListener('submit', (e) => e.preventDefault());
  document.getElementById('copy-md').addEventListener('click', () => copyMarkdown().catch(showError));
  document.getElementById('results').addEventListener('click', toggleExplanation);
  await load();
}

main().catch(showError);
