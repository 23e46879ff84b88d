// explain.js — the compare page's explanations (compare --explain,
// /api/compare explain=1): the line under an expanded row ("+41.2 ms:
// typeck +22.0 ms, ...; 90% of Δ, 10% unexplained") and the suite-wide
// table of the queries that moved beyond noise in the most test cases.
// Every query and test case links to the test case's detailed view.
import { el, pct } from './common.js';

// A change in seconds, readably: "+41.2 ms", "-1.25 s" (compare's table).
export function fmtSecs(s) {
  const sign = s > 0 ? '+' : s < 0 ? '-' : '';
  const a = Math.abs(s);
  return a >= 1 ? `${sign}${a.toFixed(2)} s` : `${sign}${(a * 1e3).toFixed(1)} ms`;
}

// The key of a test case in the page's state `open` (rows expanded).
export const caseKey = (r) => `${r.benchmark}/${r.profile}/${r.scenario}`;

// detailHref(testCase, label?): the detailed view, filtered to a label.
function detailLink(href, testCase, text, label) {
  return el('a', { href: href(testCase, label) }, text);
}

// The content of an expanded row: the explanation `e` of test case `r`.
// What is left ("unexplained") is time in queries within noise, in many
// small changes, or outside any query (untracked time, the linker).
export function explanationNode(e, r, href) {
  const parts = [el('strong', {}, `${fmtSecs(e.delta)}:`)];
  if (e.cross_compiler) {
    parts.push(` A is ${e.kind_a}, B is ${e.kind_b}: their query names differ, so no query explains this change; compare the totals and each side's sections in the `,
      detailLink(href, r, 'detailed view'), '.');
    return el('div', { class: 'explanation cross-compiler', 'data-cross-compiler': 'true' }, parts);
  }
  e.queries.forEach((q, i) => {
    parts.push(i ? ', ' : ' ', detailLink(href, r, q.label, q.label), ` ${fmtSecs(q.delta)}`);
  });
  if (!e.queries.length)
    parts.push(' no query\'s self time changed beyond its noise this way (the change is outside the queries, or spread thin over many)');
  // the share is capped at 100%: more than all of it means other time
  // moved the other way
  const left = e.attributed !== undefined && Math.abs(e.attributed) > Math.abs(e.delta)
    ? `, the listed queries sum to ${fmtSecs(e.attributed)}: other time moved the other way`
    : `, ${pct(1 - e.explained, 0).replace('+', '')} unexplained`;
  parts.push(`; ${pct(e.explained, 0).replace('+', '')} of Δ`,
    el('span', { class: 'muted', title: 'queries within noise, many small changes, and time outside any query (untracked time, the linker, start-up)' }, left),
    ` (${e.beyond_noise} quer${e.beyond_noise === 1 ? 'y' : 'ies'} beyond noise)`);
  const one = e.one_sided;
  if (one && one.count) {
    parts.push(el('div', { class: 'one-sided', 'data-count': String(one.count) }, [
      `On one side only (renamed, added or removed; no noise to judge them by, so never movers): ${one.count} quer${one.count === 1 ? 'y' : 'ies'}, A ${fmtSecs(one.only_a).replace('+', '')}, B ${fmtSecs(one.only_b).replace('+', '')}: `,
      ...one.largest.map((q, i) => [i ? ', ' : '', detailLink(href, r, q.label, q.label), ` (${q.side} only) ${fmtSecs(q.time).replace('+', '')}`]).flat()]));
  }
  if (e.noise_too_large) {
    parts.push(el('div', { class: 'noise-warning' },
      `Per-query noise too large to judge: ${e.query_noise.toFixed(2)} of ln self time a run, so a query must change by ${pct(e.judgeable, 0).replace('+', '')} to be seen. More self-profiled runs (queue --self-profiles) or a quieter machine would help.`));
  }
  return el('div', { class: 'explanation', 'data-explained': String(e.explained) }, parts);
}

// The suite-wide table: one row a query and direction, most test cases
// first (the server's order), each test case a link.
export function queriesTable(queries, href) {
  const head = el('tr', {}, ['Query', 'Change', 'Test cases', 'Total Δ', 'Where'].map((t, i) =>
    el('th', { scope: 'col', class: i === 2 || i === 3 ? 'num' : '' }, t)));
  const rows = queries.map((q) => el('tr', { 'data-label': q.label, 'data-direction': q.direction }, [
    el('td', {}, q.label),
    el('td', { class: q.direction === 'grew' ? 'regress' : 'improve' }, q.direction),
    el('td', { class: 'num' }, String(q.test_cases)),
    el('td', { class: 'num' }, fmtSecs(q.delta)),
    el('td', {}, q.cases.map((c, i) => [i ? ', ' : '',
      detailLink(href, c, `${c.benchmark} ${c.profile} ${c.scenario}`, q.label), ` ${fmtSecs(c.delta)}`])),
  ]));
  return [el('thead', {}, head), el('tbody', {}, rows)];
}
