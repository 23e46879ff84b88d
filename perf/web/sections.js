// sections.js — the detailed view's sections chart: how each side's
// compile time divides into phases (detail JSON's "sections", computed by
// perf/sections/ from the stored raw profiles), as two stacked bars, A
// above B, on one scale (the larger side's sum is the full width), each
// segment titled with its time, and a table of the numbers under it.
import { el, ms, pct } from './common.js';

const COLORS = ['#0550ae', '#b08800', '#1a7f37', '#8250df'];

// One side's bar: a segment per section it has, width in % of `scale`.
function bar(side, name, items, scale) {
  const segs = items.map((it, i) => (it[side] === null ? null : el('span', {
    class: 'seg', 'data-section': it.name,
    style: `width:${(100 * it[side]) / scale}%;background:${COLORS[i % COLORS.length]}`,
    title: `${it.name}: ${ms(it[side])} ms`,
  }))).filter(Boolean);
  return el('div', { class: 'sections-row' }, [el('span', { class: 'sections-side' }, name),
    el('div', { class: 'sections-bar', 'data-side': side }, segs)]);
}

// Fills `box` from detail `d`; says so when neither side has sections.
export function renderSections(box, d) {
  const s = d.sections;
  if (!s || !s.compiler || !s.items.some((it) => it.a !== null || it.b !== null)) {
    box.replaceChildren(el('p', { class: 'muted' }, 'No sections: no raw profile of this test case is stored.'));
    return;
  }
  const sum = (side) => s.items.reduce((t, it) => t + (it[side] ?? 0), 0);
  const scale = Math.max(sum('a'), sum('b')) || 1;
  const legend = el('p', { class: 'sections-legend' }, s.items.map((it, i) => el('span', {},
    [el('i', { style: `background:${COLORS[i % COLORS.length]}` }), ` ${it.name} `])));
  const n = (v) => (v === null ? '—' : ms(v));
  const rows = s.items.map((it) => el('tr', { 'data-section': it.name }, [el('td', {}, it.name),
    el('td', { class: 'num' }, n(it.a)), el('td', { class: 'num' }, n(it.b)),
    el('td', { class: 'num' }, it.a !== null && it.b !== null ? ms(it.b - it.a) : '—'),
    el('td', { class: 'num' }, it.a && it.b !== null ? pct((it.b - it.a) / it.a) : '—')]));
  box.replaceChildren(
    el('p', { class: 'muted' }, `${s.compiler}'s phases (see the legend); bars on one scale, A above B.`),
    bar('a', `A ${d.a}`, s.items, scale), bar('b', `B ${d.b}`, s.items, scale), legend,
    el('table', { class: 'data', id: 'sections-table' }, [
      el('thead', {}, el('tr', {}, ['Section', 'A (ms)', 'B (ms)', 'Δ (ms)', 'Δ%'].map((h, i) =>
        el('th', { class: i ? 'num' : '' }, h)))),
      el('tbody', {}, rows)]));
}
