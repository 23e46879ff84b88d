// graphs.js — a metric of one benchmark across the artifacts in history
// order (date, then the order added), one line per test case (profile ×
// scenario), raw or relative to the test case's oldest point. One x slot
// per artifact (artifact_axis.js), so every point is drawn. State in the
// URL: benchmark, metric, relative (1).
import { artifactAxisOptions, artifactSlots } from './artifact_axis.js';
import { api, el, fmtValue, getState, pct, setState, showError } from './common.js';
import uPlot from '/vendor/uPlot.esm.js';

const state = getState();
const COLORS = ['#0550ae', '#b42318', '#1a7f37', '#8250df', '#b08800', '#57606a', '#d1242f', '#0a7ea4'];
let plot = null;

async function draw() {
  const h = await api('/api/history', { benchmark: state.benchmark, metric: state.metric });
  const rel = state.relative === '1';
  // one x axis for all series: a slot per artifact, in history order
  const { arts, at } = artifactSlots(h.series.map((s) => s.points));
  const xs = arts.map((_, i) => i);
  const data = [xs];
  for (const s of h.series) {
    // the API gives each series oldest first: its first point is the oldest
    const first = s.points.length ? s.points[0].value : 0;
    const ys = xs.map(() => null);
    for (const p of s.points) ys[at.get(p.artifact)] = rel ? (first ? 100 * (p.value / first - 1) : null) : p.value;
    data.push(ys);
  }
  const box = document.getElementById('chart');
  if (plot) plot.destroy();
  box.replaceChildren();
  const x = artifactAxisOptions(arts);
  plot = new uPlot({
    width: Math.min(1100, box.clientWidth || 1100), height: 380,
    scales: { x: x.scale },
    series: [x.series, ...h.series.map((s, i) => ({
      label: `${s.profile} ${s.scenario}`, stroke: COLORS[i % COLORS.length], width: 2, spanGaps: true, points: { show: true, size: 7 },
    }))],
    axes: [x.axis, { label: rel ? '% vs oldest' : h.unit, size: 70 }],
  }, data, box);
  box.plot = plot; // for the browser test: the data drawn, the scales
  const rows = h.series.flatMap((s) => s.points.map((p, i) => el('tr', {}, [
    el('td', {}, `${s.profile} ${s.scenario}`), el('td', {}, p.artifact), el('td', {}, p.date),
    el('td', { class: 'num' }, fmtValue(p.value, h.unit)),
    el('td', { class: 'num' }, i ? pct(s.points[0].value ? p.value / s.points[0].value - 1 : NaN) : ''),
    el('td', { class: 'num' }, String(p.iterations))])));
  document.getElementById('points').replaceChildren(
    el('thead', {}, el('tr', {}, ['Test case', 'Artifact', 'Date', `Value (${h.unit})`, 'vs oldest', 'Iterations']
      .map((t, i) => el('th', { class: i >= 3 ? 'num' : '' }, t)))),
    el('tbody', {}, rows));
  document.getElementById('message').textContent = h.series.length ? '' : `No ${state.metric} values for ${state.benchmark}.`;
  await drawChanges();
  document.body.dataset.ready = '1';
}

// The change points of this benchmark's test cases (/api/changes, the
// rule of `selfprof-perf changes`), each linking to the comparison of the
// artifact with the one before it.
async function drawChanges() {
  const c = await api('/api/changes', { benchmark: state.benchmark, metric: state.metric });
  const t = document.getElementById('changes');
  if (!c.changes.length) {
    t.replaceChildren(el('tbody', {}, el('tr', {}, el('td', {}, 'No change points in this history.'))));
    return;
  }
  t.replaceChildren(
    el('thead', {}, el('tr', {}, ['Test case', 'Artifact', 'Date', `Before (${c.unit})`, `After (${c.unit})`, 'Step', 't', 'Comparison']
      .map((h, i) => el('th', { class: i >= 3 && i < 7 ? 'num' : '' }, h)))),
    el('tbody', {}, c.changes.map((x) => el('tr', {}, [
      el('td', {}, `${x.profile} ${x.scenario}`), el('td', {}, x.artifact), el('td', {}, x.date),
      el('td', { class: 'num' }, fmtValue(x.before, c.unit)), el('td', { class: 'num' }, fmtValue(x.after, c.unit)),
      el('td', { class: `num ${x.change > 0 ? 'regress' : 'improve'}` }, pct(x.change)),
      el('td', { class: 'num' }, x.t === null ? '∞' : x.t.toFixed(1)),
      el('td', {}, el('a', { href: x.compare, 'data-change': x.artifact }, `${x.parent} → ${x.artifact}`))]))));
}

async function main() {
  const [b, m] = await Promise.all([api('/api/benchmarks'), api('/api/metrics')]);
  const names = [...new Set(b.test_cases.map((t) => t.name))];
  if (!names.length) {
    document.getElementById('message').textContent = 'No benchmarks measured yet.';
    return;
  }
  state.benchmark = names.includes(state.benchmark) ? state.benchmark : names[0];
  // no metric asked for: the server's default (cpu-time where measured,
  // as compare's), learnt from the history it answers without one
  if (!state.metric) state.metric = (await api('/api/history', { benchmark: state.benchmark })).metric;
  const bs = document.getElementById('benchmark');
  bs.replaceChildren(...names.map((n) => el('option', { value: n, selected: n === state.benchmark }, n)));
  const ms = document.getElementById('metric');
  ms.replaceChildren(...m.metrics.map((x) => el('option', { value: x.name, selected: x.name === state.metric }, `${x.name} (${x.unit})`)));
  document.getElementById('relative').checked = state.relative === '1';
  document.getElementById('controls').addEventListener('change', () => {
    state.benchmark = bs.value;
    state.metric = ms.value;
    state.relative = document.getElementById('relative').checked ? '1' : '';
    setState(state);
    draw().catch(showError);
  });
  setState(state);
  await draw();
}

main().catch(showError);
