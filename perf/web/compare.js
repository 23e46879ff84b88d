// compare.js — the comparison of two artifacts over every test case.
// State in the URL: a, b, metric, the filters (name, profile, scenario,
// category, direction, significant) and the order (sort, dir).
import { api, el, fmtValue, getState, pct, setState, showError } from './common.js';
import { renderTable } from './table.js';

const FILTERS = ['name', 'profile', 'scenario', 'category', 'direction', 'significant'];
let state = getState();
let artifacts = [];

function detailHref(data, r) {
  return `/detail.html?${new URLSearchParams({ a: data.a, b: data.b, benchmark: r.benchmark,
    profile: r.profile, scenario: r.scenario })}`;
}

function changeClass(r) {
  if (!r.significance.significant) return '';
  return r.change > 0 ? 'regress sig' : r.change < 0 ? 'improve sig' : '';
}

function columns(data) {
  const unit = data.unit;
  return [
    { key: 'benchmark', label: 'Benchmark', title: 'The benchmark; click for its query-by-query view',
      sortValue: (r) => r.benchmark,
      text: (r) => ({ href: detailHref(data, r), text: r.benchmark }) },
    { key: 'profile', label: 'Profile', title: 'check, debug or opt build', text: (r) => r.profile },
    { key: 'scenario', label: 'Scenario', title: 'full, incr-full, incr-unchanged or incr-patched: NAME', text: (r) => r.scenario },
    { key: 'before', label: `Before (${unit})`, num: true, title: `A's value: the minimum over its clean iterations, in ${unit}`,
      sortValue: (r) => r.before, text: (r) => fmtValue(r.before, unit) },
    { key: 'after', label: `After (${unit})`, num: true, title: `B's value: the minimum over its clean iterations, in ${unit}`,
      sortValue: (r) => r.after, text: (r) => fmtValue(r.after, unit) },
    { key: 'change', label: '% change', num: true, title: '(after - before) / before',
      sortValue: (r) => r.change, text: (r) => pct(r.change), cls: changeClass },
    { key: 'threshold', label: 'Threshold', num: true, title: 'The change needed to be significant (from the history, the iterations, or 0.2%)',
      sortValue: (r) => r.significance.threshold, text: (r) => pct(r.significance.threshold).replace('+', '') },
    { key: 'factor', label: 'Factor', num: true, title: 'Significance factor: |change| / threshold; 1 or more is significant',
      sortValue: (r) => r.significance.factor, text: (r) => `${r.significance.factor.toFixed(2)}x` },
    { key: 'significant', label: 'Significant', title: 'Whether |change| reaches the threshold, and which rule set it',
      sortValue: (r) => (r.significance.significant ? 1 : 0),
      text: (r) => (r.significance.significant ? `yes (${r.significance.source})` : `no (${r.significance.source})`) },
  ];
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
  renderTable(document.getElementById('results'), columns(data), data.rows, {
    sort: state.sort || 'factor', dir: state.dir || 'desc', // most significant first
    onSort: (key, dir) => { state.sort = key; state.dir = dir; setState(state); render(data); },
    rowHref: (r) => detailHref(data, r),
    rowAttrs: (r) => ({ 'data-benchmark': r.benchmark, 'data-profile': r.profile, 'data-scenario': r.scenario }),
  });
  document.getElementById('message').textContent = data.rows.length ? '' : 'No test case matches.';
  document.body.dataset.ready = '1'; // the browser tests wait for it
}

async function load() {
  if (!state.a || !state.b) return;
  delete document.body.dataset.ready;
  const params = { a: state.a, b: state.b };
  if (state.metric) params.metric = state.metric;
  for (const f of FILTERS) if (state[f]) params[f] = state[f];
  render(await api('/api/compare', params));
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
  const ms = metrics.metrics.map((m) => [m.name, `${m.name} (${m.unit})`]);
  fillSelect(document.getElementById('metric'), ms, state.metric || 'wall-time');
  for (const f of ['name', 'profile', 'scenario', 'category', 'direction'])
    document.getElementById(f).value = state[f] || '';
  document.getElementById('significant').checked = state.significant === '1';
  setState(state);
  const form = document.getElementById('controls');
  let timer = null;
  const changed = () => {
    for (const f of ['a', 'b', 'metric', 'name', 'profile', 'scenario', 'category', 'direction'])
      state[f] = document.getElementById(f).value;
    state.significant = document.getElementById('significant').checked ? '1' : '';
    setState(state);
    load().catch(showError);
  };
  form.addEventListener('change', changed);
  document.getElementById('name').addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(changed, 200); });
  form.addEventListener('submit', (e) => e.preventDefault());
  await load();
}

main().catch(showError);
