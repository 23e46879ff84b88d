// table.js — the sortable tables of the compare and detail pages. Every
// header is a button (keyboard operable) with an arrow showing the order
// and aria-sort on its <th>; each header's title explains its column. An
// optional totals row is pinned under the header.
import { el } from './common.js';

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ESC[c]);

// columns: [{key, label, title, num, sortValue(row), text(row), cls(row)}]
// text(row) gives a string, or {href, text} for a link.
// opts: {sort, dir ('asc'|'desc'), onSort(key, dir), totals (row-like
//        object rendered with the same columns), rowHref(row) (the row is a
//        link) or onRow(row, tr) (click, Enter, Space), rowAttrs(row)}
export function renderTable(table, columns, rows, opts) {
  const sortCol = columns.find((c) => c.key === opts.sort) || null;
  const dir = opts.dir === 'asc' ? 1 : -1;
  if (sortCol) {
    const v = sortCol.sortValue || sortCol.text;
    rows = rows.slice().sort((x, y) => {
      const a = v(x), b = v(y);
      // values that do not exist (null, NaN) go last in both orders
      const an = a === null || a === undefined || Number.isNaN(a);
      const bn = b === null || b === undefined || Number.isNaN(b);
      if (an || bn) return an === bn ? 0 : an ? 1 : -1;
      if (typeof a === 'string') return dir * a.localeCompare(b);
      return dir * (a < b ? -1 : a > b ? 1 : 0);
    });
  }
  const head = el('tr', {}, columns.map((c) => {
    const active = sortCol && c.key === sortCol.key;
    const aria = active ? (dir > 0 ? 'ascending' : 'descending') : 'none';
    const arrow = active ? (dir > 0 ? '▲' : '▼') : '↕';
    const next = active && dir < 0 ? 'asc' : 'desc';
    return el('th', { class: c.num ? 'num' : '', 'aria-sort': aria, 'data-key': c.key, scope: 'col' },
      el('button', {
        type: 'button', class: 'sort', title: c.title || c.label,
        'aria-label': `${c.label}: ${c.title || ''} Sort ${next === 'asc' ? 'ascending' : 'descending'}`,
        onclick: () => opts.onSort(c.key, next),
      }, [c.label, ' ', el('span', { class: 'arrow', 'aria-hidden': 'true' }, arrow)]));
  }));
  const thead = el('thead', {}, head);
  // The body as one HTML string: 3,000 rows x 20 cells built node by node
  // took seconds; escaped text and one innerHTML take a few tens of ms.
  const cell = (c, r) => {
    const t = c.text(r);
    const cls = [c.num ? 'num' : '', c.cls ? c.cls(r) : ''].join(' ').trim();
    const inner = t && typeof t === 'object' ? `<a href="${esc(t.href)}">${esc(t.text)}</a>` : esc(t ?? '');
    return `<td${cls ? ` class="${cls}"` : ''} data-key="${c.key}">${inner}</td>`;
  };
  const parts = [];
  if (opts.totals)
    parts.push(`<tr class="totals" data-totals="1">${columns.map((c) => cell(c, opts.totals)).join('')}</tr>`);
  rows.forEach((r, i) => {
    const attrs = { ...(opts.rowAttrs ? opts.rowAttrs(r) : {}) };
    if (opts.rowHref) attrs.class = [attrs.class, 'clickable'].filter(Boolean).join(' ');
    const a = Object.entries(attrs).filter(([, v]) => v !== null && v !== undefined && v !== false)
      .map(([k, v]) => ` ${k}="${esc(v)}"`).join('');
    parts.push(`<tr data-index="${i}"${a}>${columns.map((c) => cell(c, r)).join('')}</tr>`);
  });
  const body = document.createElement('tbody');
  body.innerHTML = parts.join('');
  // one listener for every row: a row goes where the link in it goes (the
  // link itself stays a real link: middle click, copy address, keyboard),
  // or to opts.onRow
  const rowOf = (e) => {
    const tr = e.target.closest('tbody tr[data-index]');
    return tr && table.contains(tr) ? tr : null;
  };
  table.onclick = (e) => {
    const tr = rowOf(e);
    if (!tr || e.target.closest('a') || window.getSelection().toString()) return;
    const r = rows[Number(tr.dataset.index)];
    if (opts.rowHref) location.href = opts.rowHref(r);
    else if (opts.onRow) opts.onRow(r, tr);
  };
  table.onkeydown = (e) => {
    const tr = rowOf(e);
    if (!tr || !opts.onRow || (e.key !== 'Enter' && e.key !== ' ') || e.target.closest('button, a')) return;
    e.preventDefault();
    opts.onRow(rows[Number(tr.dataset.index)], tr);
  };
  table.replaceChildren(thead, body);
  // the totals row sticks under the header at a fixed offset (style.css):
  // measuring the header would force a layout of the whole table
  return rows;
}
