// table.js — the sortable tables of the compare and detail pages. Every
// header is a button (keyboard operable) with an arrow showing the order
// and aria-sort on its <th>; each header's title explains its column. An
// optional totals row is pinned under the header. A long table can show
// only the rows in view (opts.window, see rowwindow.js).
import { el } from './common.js';
import { windowRows } from './rowwindow.js';

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ESC[c]);
const plain = (t) => (t && typeof t === 'object' ? t.text : String(t ?? ''));
const LABEL_CH = 38; // style.css caps the detail's label column at 38ch

function sortRows(rows, col, dir) {
  const v = col.sortValue || col.text;
  return rows.slice().sort((x, y) => {
    const a = v(x), b = v(y);
    // values that do not exist (null, NaN) go last in both orders
    const an = a === null || a === undefined || Number.isNaN(a);
    const bn = b === null || b === undefined || Number.isNaN(b);
    if (an || bn) return an === bn ? 0 : an ? 1 : -1;
    if (typeof a === 'string') return dir * a.localeCompare(b);
    return dir * (a < b ? -1 : a > b ? 1 : 0);
  });
}

// A virtual table draws a window of rows, so the browser cannot size its
// columns from all of them: each header gets a min-width from its
// column's longest text (digits are 1ch wide with tabular-nums), so the
// columns keep their width while scrolling. Reading every cell's text
// (3,000 x 20) costs tens of ms: done once the page is idle, after the
// first paint, and kept per column key in table.colWidths for the next
// renders (sorting, filtering: the widest text seen so far).
function applyWidths(table, thead) {
  for (const th of thead.querySelectorAll('th')) {
    const ch = table.colWidths.get(th.dataset.key);
    if (ch !== undefined) th.style.minWidth = `calc(${ch}ch + 1.2em)`;
  }
}

function measureWidths(table, thead, columns, rows, totals) {
  const later = window.requestIdleCallback || ((f) => setTimeout(f, 50));
  later(() => {
    for (const c of columns) {
      let n = totals ? plain(c.text(totals)).length : 0;
      for (const r of rows) n = Math.max(n, plain(c.text(r)).length);
      if (c.key === 'label') n = Math.min(n, LABEL_CH);
      table.colWidths.set(c.key, Math.max(n, table.colWidths.get(c.key) || 0));
    }
    if (thead.isConnected) applyWidths(table, thead);
  });
}

// columns: [{key, label, title, num, sortValue(row), text(row), cls(row), tip(row)}]
// text(row) gives a string, {href, text} for a link, or {button, text}
// for a button (class "expand", aria-expanded from button.expanded: a
// click on it is the page's, not the row's); tip(row) the
// cell's tooltip (its title), when it has one.
// opts: {sort, dir ('asc'|'desc'), onSort(key, dir), totals (row-like
//        object rendered with the same columns), rowHref(row) (the row is a
//        link) or onRow(row, tr) (click, Enter, Space), rowAttrs(row),
//        window (the table's scroll container: draw only the rows in view)}
// Returns the rows in their shown order. The table element gets
// aria-rowcount (header, totals and every row, drawn or not), each <tr>
// its aria-rowindex, and `table.rowModel` = {keys (column keys), rows
// (shown order), text(i, key) (the text of row i's cell)}: what every row
// shows, also the rows a virtual table has not drawn (the browser tests
// read it and check the drawn rows against it).
export function renderTable(table, columns, rows, opts) {
  const sortCol = columns.find((c) => c.key === opts.sort) || null;
  const dir = opts.dir === 'asc' ? 1 : -1;
  if (sortCol) rows = sortRows(rows, sortCol, dir);
  const head = el('tr', { 'aria-rowindex': '1' }, columns.map((c) => {
    const active = sortCol && c.key === sortCol.key;
    const aria = active ? (dir > 0 ? 'ascending' : 'descending') : 'none';
    const arrow = active ? (dir > 0 ? '▲' : '▼') : '↕';
    const next = active && dir < 0 ? 'asc' : 'desc';
    return el('th', {
      class: c.num ? 'num' : '', 'aria-sort': aria, 'data-key': c.key, scope: 'col',
    }, el('button', {
      type: 'button', class: 'sort', title: c.title || c.label,
      'aria-label': `${c.label}: ${c.title || ''} Sort ${next === 'asc' ? 'ascending' : 'descending'}`,
      onclick: () => opts.onSort(c.key, next),
    }, [c.label, ' ', el('span', { class: 'arrow', 'aria-hidden': 'true' }, arrow)]));
  }));
  const thead = el('thead', {}, head);
  // rows as one HTML string: 3,000 rows x 20 cells built node by node
  // took seconds; escaped text and one innerHTML take a few tens of ms
  const cell = (c, r) => {
    const t = c.text(r);
    const cls = [c.num ? 'num' : '', c.cls ? c.cls(r) : ''].join(' ').trim();
    const inner = t && typeof t === 'object'
      ? (t.button ? `<button type="button" class="expand" aria-expanded="${t.button.expanded ? 'true' : 'false'}"` +
          ` title="${esc(t.button.title || '')}">${esc(t.text)}</button>` : `<a href="${esc(t.href)}">${esc(t.text)}</a>`)
      : esc(t ?? '');
    const tip = c.tip ? c.tip(r) : '';
    return `<td${cls ? ` class="${cls}"` : ''}${tip ? ` title="${esc(tip)}"` : ''} data-key="${c.key}">${inner}</td>`;
  };
  const first = opts.totals ? 3 : 2; // aria-rowindex of rows[0]
  const fixed = opts.totals
    ? `<tr class="totals" data-totals="1" aria-rowindex="2">${columns.map((c) => cell(c, opts.totals)).join('')}</tr>` : '';
  const rowHtml = (i) => {
    const r = rows[i];
    const attrs = { ...(opts.rowAttrs ? opts.rowAttrs(r) : {}) };
    if (opts.rowHref) attrs.class = [attrs.class, 'clickable'].filter(Boolean).join(' ');
    const a = Object.entries(attrs).filter(([, v]) => v !== null && v !== undefined && v !== false)
      .map(([k, v]) => ` ${k}="${esc(v)}"`).join('');
    return `<tr data-index="${i}" aria-rowindex="${i + first}"${a}>${columns.map((c) => cell(c, r)).join('')}</tr>`;
  };
  table.setAttribute('aria-rowcount', String(rows.length + first - 1));
  let reveal = null;
  if (opts.window) {
    if (!table.colWidths) table.colWidths = new Map();
    applyWidths(table, thead);
    reveal = windowRows(table, opts.window, thead, rows.length, rowHtml, fixed, columns.length).reveal;
    measureWidths(table, thead, columns, rows, opts.totals);
  } else {
    const body = document.createElement('tbody');
    body.innerHTML = fixed + rows.map((_, i) => rowHtml(i)).join('');
    table.replaceChildren(thead, body);
  }
  const byKey = new Map(columns.map((c) => [c.key, c]));
  table.rowModel = { keys: columns.map((c) => c.key), rows, text: (i, key) => plain(byKey.get(key).text(rows[i])) };
  // one listener for every row: a row goes where the link in it goes (the
  // link itself stays a real link: middle click, copy address, keyboard),
  // or to opts.onRow
  const rowOf = (e) => {
    const tr = e.target.closest('tbody tr[data-index]');
    return tr && table.contains(tr) ? tr : null;
  };
  table.onclick = (e) => {
    const tr = rowOf(e);
    if (!tr || e.target.closest('a, button') || window.getSelection().toString()) return;
    const r = rows[Number(tr.dataset.index)];
    if (opts.rowHref) location.href = opts.rowHref(r);
    else if (opts.onRow) opts.onRow(r, tr);
  };
  table.onkeydown = (e) => {
    const tr = rowOf(e);
    if (!tr || e.target.closest('button, a')) return;
    const i = Number(tr.dataset.index);
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && tr.hasAttribute('tabindex')) {
      // the next row may not be drawn yet: scroll to it, then focus it
      const j = i + (e.key === 'ArrowDown' ? 1 : -1);
      if (j < 0 || j >= rows.length) return;
      e.preventDefault();
      if (reveal) reveal(j);
      const next = table.querySelector(`tbody tr[data-index="${j}"]`);
      if (next) next.focus();
    } else if (opts.onRow && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      opts.onRow(rows[i], tr);
    }
  };
  // the totals row sticks under the header at a fixed offset (style.css):
  // measuring the header would force a layout of the whole table
  return rows;
}
