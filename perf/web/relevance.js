// relevance.js — the compare page's table of the relevant changes by group
// (/api/compare's summary.relevance, perf/report/relevance.h): rustc-perf's
// summary split into primary and secondary benchmarks, then the same per
// profile, scenario and category. Each row: the regressions and the
// improvements (count, mean, range), the mean of all, the direction. The
// numbers are the API's, as the Markdown report has them.
import { el, pct } from './common.js';

// "2: mean +1.85%, +0.70% … +3.00%", or "0".
function statText(s) {
  return s.count ? `${s.count}: mean ${pct(s.mean)}, ${pct(s.min)} … ${pct(s.max)}` : '0';
}

// One row: `label` (what data-group says too) and its stats `g`.
function groupRow(label, g) {
  return el('tr', { 'data-group': label }, [
    el('th', { scope: 'row' }, label),
    el('td', { class: 'num', 'data-key': 'regressions' }, statText(g.regressions)),
    el('td', { class: 'num', 'data-key': 'improvements' }, statText(g.improvements)),
    el('td', { class: 'num', 'data-key': 'mean' }, g.all.count ? pct(g.all.mean) : '—'),
    el('td', { 'data-key': 'direction', 'data-direction': g.direction }, g.direction),
  ]);
}

// The table's head and body for summary.relevance `rel`: rustc-perf's
// summary first, "primary" and "secondary" (every benchmark not primary,
// as rustc-perf counts them), then each profile, scenario and category in
// the API's order ("category secondary" is that category alone).
export function relevanceTable(rel) {
  const head = el('tr', {}, ['Group', 'Regressions', 'Improvements', 'Mean', 'Direction'].map((t, i) =>
    el('th', { scope: 'col', class: i >= 1 && i <= 3 ? 'num' : '' }, t)));
  const rows = [groupRow('primary', rel.primary), groupRow('secondary', rel.secondary)];
  for (const kind of ['profile', 'scenario', 'category'])
    for (const g of rel[`by_${kind}`]) rows.push(groupRow(`${kind} ${g.name}`, g));
  return [el('thead', {}, head), el('tbody', {}, rows)];
}
