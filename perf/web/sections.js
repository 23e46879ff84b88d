// sections.js — the detailed view's sections chart: how each side's
// compile time divides into phases (detail JSON's "sections", computed by
// perf/sections/ from the stored raw profiles), as two stacked bars, A
// above B, on one scale (the larger side's sum is the full width), each
// segment titled with its time and share, and a table of the numbers
// under it: each section's time and share of its side's sum
// (-ftime-report's subtotals). When A and B are different compilers (gcc
// against clang), each side has its own compiler's sections: two bars
// with their own legends and a table a side, nothing paired.
import { el, ms, pct } from './common.js';

const COLORS = ['#0550ae', '#b08800', '#1a7f37', '#8250df', '#cf222e', '#1b7c83', '#953800', '#6e7781'];

// A share (0..1) as "12.3%" (never signed).
const share = (v) => (v === null || v === undefined ? '—' : pct(v, 1).replace('+', ''));

// One side's bar: a segment per section it has, width in % of `scale`.
function bar(sideKey, name, side, scale) {
  const segs = side.items.map((it, i) => (it.value === null ? null : el('span', {
    class: 'seg', 'data-section': it.name,
    style: `width:${(100 * it.value) / scale}%;background:${COLORS[i % COLORS.length]}`,
    title: `${it.name}: ${ms(it.value)} ms (${share(it.share)})`,
  }))).filter(Boolean);
  return el('div', { class: 'sections-row' }, [el('span', { class: 'sections-side' }, name),
    el('div', { class: 'sections-bar', 'data-side': sideKey }, segs)]);
}

const legendOf = (side) => el('p', { class: 'sections-legend' }, side.items.map((it, i) => el('span', {},
  [el('i', { style: `background:${COLORS[i % COLORS.length]}` }), ` ${it.name} `])));

const n = (v) => (v === null || v === undefined ? '—' : ms(v));
const head = (cols) => el('thead', {}, el('tr', {}, cols.map((h, i) => el('th', { class: i ? 'num' : '' }, h))));

// The paired table: A and B of one compiler, section by section, with a
// sum line.
function pairedTable(s) {
  const byName = (side) => new Map(side.items.map((it) => [it.name, it]));
  const sa = byName(s.side_a), sb = byName(s.side_b);
  const rows = s.items.map((it) => {
    const a = sa.get(it.name) || {}, b = sb.get(it.name) || {};
    return el('tr', { 'data-section': it.name }, [el('td', {}, it.name),
      el('td', { class: 'num' }, n(it.a)), el('td', { class: 'num share-a' }, share(a.share)),
      el('td', { class: 'num' }, n(it.b)), el('td', { class: 'num share-b' }, share(b.share)),
      el('td', { class: 'num' }, it.a !== null && it.b !== null ? ms(it.b - it.a) : '—'),
      el('td', { class: 'num' }, it.a && it.b !== null ? pct((it.b - it.a) / it.a) : '—')]);
  });
  const ta = s.side_a.total, tb = s.side_b.total;
  rows.push(el('tr', { class: 'sum', 'data-section': '(sum)' }, [el('td', {}, '(sum)'),
    el('td', { class: 'num' }, n(ta)), el('td', { class: 'num' }, ta === null ? '—' : '100%'),
    el('td', { class: 'num' }, n(tb)), el('td', { class: 'num' }, tb === null ? '—' : '100%'),
    el('td', { class: 'num' }, ta !== null && tb !== null ? ms(tb - ta) : '—'),
    el('td', { class: 'num' }, ta && tb !== null ? pct((tb - ta) / ta) : '—')]));
  return el('table', { class: 'data', id: 'sections-table' }, [
    head(['Section', 'A (ms)', 'A %', 'B (ms)', 'B %', 'Δ (ms)', 'Δ%']), el('tbody', {}, rows)]);
}

// One side's own table (two compilers: nothing pairs).
function sideTable(sideKey, label, side) {
  const rows = side.items.map((it) => el('tr', { 'data-section': it.name }, [el('td', {}, it.name),
    el('td', { class: 'num' }, n(it.value)), el('td', { class: `num share-${sideKey}` }, share(it.share))]));
  rows.push(el('tr', { class: 'sum', 'data-section': '(sum)' }, [el('td', {}, '(sum)'),
    el('td', { class: 'num' }, n(side.total)), el('td', { class: 'num' }, '100%')]));
  return el('table', { class: 'data sections-side-table', id: `sections-table-${sideKey}` }, [
    head([`${label}: ${side.compiler}'s sections`, 'ms', '%']), el('tbody', {}, rows)]);
}

// Fills `box` from detail `d`; says so when neither side has sections.
export function renderSections(box, d) {
  const s = d.sections;
  const some = (side) => side && side.compiler && side.items.some((it) => it.value !== null);
  if (!s || !s.side_a || (!some(s.side_a) && !some(s.side_b))) {
    box.replaceChildren(el('p', { class: 'muted' }, 'No sections: no raw profile of this test case is stored.'));
    return;
  }
  const sides = [['a', `A ${d.a}`, s.side_a], ['b', `B ${d.b}`, s.side_b]].filter(([, , side]) => side.compiler);
  const scale = Math.max(...sides.map(([, , side]) => side.total || 0)) || 1;
  const bars = sides.map(([k, name, side]) => bar(k, name, side, scale));
  if (s.paired || sides.length === 1) {
    box.replaceChildren(
      el('p', { class: 'muted' }, `${s.compiler}'s phases (see the legend), each with its share of its side's sum; bars on one scale, A above B.`),
      ...bars, legendOf(sides[0][2]), pairedTable(s));
    return;
  }
  box.replaceChildren(
    el('p', { class: 'cross-compiler-sections', id: 'sections-cross' },
      `A is ${s.side_a.compiler}, B is ${s.side_b.compiler}: each side's own phases, under its own compiler's names (nothing pairs); bars on one scale, A above B.`),
    bars[0], legendOf(s.side_a), bars[1], legendOf(s.side_b),
    el('div', { class: 'sections-sides' }, sides.map(([k, name, side]) => sideTable(k, name, side))));
}
