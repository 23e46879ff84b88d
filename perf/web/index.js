// index.js — the home page: the artifacts, each linked to its comparison
// with its parent (or the next older artifact).
import { api, el, showError } from './common.js';

async function main() {
  const data = await api('/api/artifacts');
  const tbody = document.querySelector('#artifacts tbody');
  const list = data.artifacts;
  list.forEach((a, i) => {
    const base = a.parent || (list[i + 1] && list[i + 1].name);
    const name = base
      ? el('a', { href: `/compare.html?${new URLSearchParams({ a: base, b: a.name })}` }, a.name)
      : a.name;
    tbody.append(el('tr', {}, [el('td', {}, name), el('td', {}, a.kind), el('td', {}, a.date),
      el('td', {}, a.parent || ''), el('td', { class: 'num' }, String(a.self_profiles)),
      el('td', { class: 'num' }, String(a.samples)), el('td', { class: 'version' }, a.version)]));
  });
  if (!list.length)
    document.getElementById('message').textContent =
      'No artifacts yet: selfprof-perf artifact add NAME --rustc PATH, then queue and collect.';
}

main().catch(showError);
