// table.js — the sortable tables of the compare and detail pages. Every
// header is a button (keyboard operable) with an arrow showing the order
// and aria-sort on its <th>; each header's title explains its column. An
// optional totals row is pinned under the header.
import { el } from './common.js';

// columns: [{key, label, title, num, sortValue(row), text(row), cls(row)}]
// opts: {sort, dir ('asc'|'desc'), onSort(key, dir), totals (row-like
//        object rendered with the same columns), rowHref(row), rowAttrs(row)}
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
  const body = el('tbody');
  const cell = (c, r) => {
    const t = c.text(r);
    return el('td', { class: [c.num ? 'num' : '', c.cls ? c.cls(r) : ''].join(' ').trim() || null,
      'data-key': c.key }, t);
  };
  if (opts.totals) {
    body.append(el('tr', { class: 'totals', 'data-totals': '1' },
      columns.map((c) => cell(c, opts.totals))));
  }
  for (const r of rows) {
    const attrs = opts.rowAttrs ? opts.rowAttrs(r) : {};
    const tr = el('tr', attrs, columns.map((c) => cell(c, r)));
    if (opts.rowHref) {
      tr.classList.add('clickable');
      // the row goes where the link in it goes; the link itself stays a
      // real link (middle click, copy address, keyboard)
      tr.addEventListener('click', (e) => {
        if (e.target.closest('a') || window.getSelection().toString()) return;
        location.href = opts.rowHref(r);
      });
    }
    body.append(tr);
  }
  table.replaceChildren(thead, body);
  // the totals row sticks just under the header
  if (opts.totals) {
    const h = head.getBoundingClientRect().height;
    body.firstChild.querySelectorAll('td').forEach((td) => { td.style.top = `${h}px`; });
  }
  return rows;
}
