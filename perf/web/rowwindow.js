// rowwindow.js — virtual rows for a long table (the detail page's 3,000
// queries): only the rows in view in the table's scroll container, plus a
// margin, are in the DOM; one spacer row above and one below stand for the
// others, so the scrollbar, the scroll positions and the sticky header
// and totals line behave as for the whole table. Laying out 3,000 rows x
// 20 cells took seconds; about a hundred rows take milliseconds.
// Rows must be one line high (the table's cells do not wrap): their
// height is measured once per table and taken for all of them.

const MARGIN = 10; // rows kept above and below the view (each costs layout)
const GUESS = 24; // px per row until it has been measured

// Shows rows [start, end) of the n rows of `table` inside the scroll
// container `box` (a bounded-height element with overflow: auto).
// rowHtml(i) gives row i's <tr> as HTML; fixedHtml the rows that stay
// first (the totals line; may be ''); head the <thead>; ncols the column
// count (for the spacers). Scrolling `box` redraws the window. Returns
// {reveal(i)}: scrolls row i into view and draws it at once (the caller
// may then focus it).
export function windowRows(table, box, head, n, rowHtml, fixedHtml, ncols) {
  const st = table.rowWindow || (table.rowWindow = { rowH: 0, offset: 0 });
  Object.assign(st, { table, box, n, rowHtml, fixedHtml, ncols, start: -1, end: -1 });
  st.body = document.createElement('tbody');
  table.replaceChildren(head, st.body);
  draw(st, true);
  if (!st.rowH && n) measure(st, head);
  box.onscroll = () => draw(st, false);
  return {
    reveal(i) {
      const y = st.offset + i * st.rowH;
      const view = box.clientHeight - st.offset; // below the sticky header and totals
      if (y < box.scrollTop + st.offset) box.scrollTop = y - st.offset;
      else if (y + st.rowH > box.scrollTop + st.offset + view) box.scrollTop = y + st.rowH - box.clientHeight;
      draw(st, false);
    },
  };
}

// The rows in view: [first, last) from the scroll position.
function inView(st) {
  const h = st.rowH || GUESS;
  // the container grows with its content up to its max-height: until it
  // scrolls, the window's height bounds the view
  const box = st.box;
  const height = box.scrollHeight > box.clientHeight ? box.clientHeight : window.innerHeight;
  const first = Math.max(0, Math.floor((st.box.scrollTop - st.offset) / h));
  return [Math.min(first, st.n), Math.min(st.n, first + Math.ceil(height / h) + 1)];
}

function spacer(st, rows) {
  const px = rows * (st.rowH || GUESS);
  return px ? `<tr class="spacer" aria-hidden="true"><td colspan="${st.ncols}" style="height:${px}px"></td></tr>` : '';
}

// Redraws when the rows in view are not all drawn (or always: force).
function draw(st, force) {
  const [first, last] = inView(st);
  if (!force && first >= st.start && last <= st.end) return;
  st.start = Math.max(0, first - MARGIN);
  st.end = Math.min(st.n, last + MARGIN);
  const parts = [st.fixedHtml, spacer(st, st.start)];
  for (let i = st.start; i < st.end; i++) parts.push(st.rowHtml(i));
  parts.push(spacer(st, st.n - st.end));
  // a focused row that is drawn again keeps the focus (keyboard users)
  const f = document.activeElement;
  const focused = f && st.body.contains(f) && f.dataset.index !== undefined ? f.dataset.index : null;
  st.body.innerHTML = parts.join('');
  if (focused !== null) {
    const tr = st.body.querySelector(`tr[data-index="${focused}"]`);
    if (tr) tr.focus({ preventScroll: true });
  }
  st.table.dataset.window = `${st.start}-${st.end}`; // the rows drawn, for a reader or test
}

// One layout of the drawn rows (a hundred, not thousands): the height of
// a row and where the first row starts under the header and totals line.
function measure(st, head) {
  const trs = st.body.querySelectorAll('tr[data-index]');
  const a = trs[0], b = trs[trs.length - 1];
  st.rowH = (b.offsetTop + b.offsetHeight - a.offsetTop) / trs.length || GUESS;
  const fixed = st.body.querySelector('tr:not(.spacer):not([data-index])');
  st.offset = head.offsetHeight + (fixed ? fixed.offsetHeight : 0);
  // the rows drawn stay (the margin covers a guess that was off); only
  // the spacers take the measured height
  const spacers = st.body.querySelectorAll('tr.spacer td');
  const top = st.start ? spacers[0] : null;
  if (top) top.style.height = `${st.start * st.rowH}px`;
  const bottom = st.end < st.n ? spacers[spacers.length - 1] : null;
  if (bottom) bottom.style.height = `${(st.n - st.end) * st.rowH}px`;
  draw(st, false);
}
