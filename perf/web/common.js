// common.js — what every page shares: fetching the API, building
// elements, formatting numbers, reading and writing the page's state in
// the URL (every view is shareable by its address).

// GET a JSON endpoint; throws an Error carrying the server's message.
export async function api(path, params) {
  const url = params ? `${path}?${new URLSearchParams(params)}` : path;
  const r = await fetch(url);
  let body;
  try { body = await r.json(); } catch { throw new Error(`${url}: ${r.status}, not JSON`); }
  if (!r.ok) throw new Error(body.error || `${url}: ${r.status}`);
  return body;
}

// el('a', {href: ...}, children): children are nodes, strings or arrays.
export function el(tag, attrs, children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
  const add = (c) => {
    if (c === undefined || c === null) return;
    if (Array.isArray(c)) c.forEach(add);
    else e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  };
  add(children);
  return e;
}

export function showError(err) {
  let box = document.getElementById('error');
  if (!box) {
    box = el('p', { id: 'error', class: 'error', role: 'alert' });
    document.querySelector('main').prepend(box);
  }
  box.textContent = String(err.message || err);
}

// The page's state: URL query parameters.
export function getState() {
  return Object.fromEntries(new URLSearchParams(location.search));
}

// Replaces the URL's query with `state` (empty values dropped).
export function setState(state, push) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(state)) if (v !== '' && v !== undefined && v !== null) p.set(k, v);
  const url = `${location.pathname}?${p}`;
  if (push) history.pushState(null, '', url); else history.replaceState(null, '', url);
}

// A relative change (fraction) as a percentage text: "+1.23%".
export function pct(x, digits = 2) {
  if (x === null || x === undefined || Number.isNaN(x)) return '';
  if (!Number.isFinite(x)) return x > 0 ? '+inf%' : '-inf%';
  const s = (x * 100).toFixed(digits);
  return (x > 0 ? '+' : '') + s + '%';
}

// Nanoseconds as milliseconds, 3 decimals: the detail view's one unit.
export function ms(ns) {
  return (ns / 1e6).toFixed(3);
}

// A signed millisecond difference.
export function msDelta(ns) {
  const s = ms(ns);
  return ns > 0 ? '+' + s : s;
}

// A value in its metric's unit, for the compare table.
export function fmtValue(v, unit) {
  if (v === null || v === undefined) return '';
  if (unit === 's') return v.toFixed(4);
  if (Math.abs(v) >= 1e6) return Math.round(v).toLocaleString('en-US');
  return Number.isInteger(v) ? String(v) : v.toFixed(3);
}
