// diff-flamegraph.js — the differential flame graph of one test case of
// two artifacts (/api/diff-flamegraph, `selfprof flamegraph --diff`), at
// B's widths or at A's (widths=a: the second graph, where the frames only
// A has are drawn), in an HTML page: the SVG keeps its own script (zoom,
// search) inside an <object>, and the page has a body, a toggle and a
// ready marker. State in the URL: a, b, benchmark, profile, scenario,
// widths (a or b; b by default).
import { getState, setState, showError } from './common.js';

const state = getState();

function load() {
  const widths = state.widths === 'a' ? 'a' : 'b';
  document.getElementById(`widths-${widths}`).checked = true;
  const q = new URLSearchParams({ a: state.a, b: state.b, benchmark: state.benchmark, profile: state.profile,
    scenario: state.scenario, widths });
  const url = `/api/diff-flamegraph?${q}`;
  document.getElementById('svg').href = url;
  const old = document.getElementById('graph');
  // a new <object> each time: changing data= of a loaded one keeps the old document in some browsers
  const obj = old.cloneNode(false);
  delete document.body.dataset.ready;
  const start = performance.now();
  obj.addEventListener('load', () => {
    const svg = obj.contentDocument && obj.contentDocument.documentElement;
    if (!svg || svg.localName !== 'svg') {
      showError(new Error(`${url}: ${obj.contentDocument ? obj.contentDocument.body.textContent : 'no answer'}`));
      return;
    }
    // the object as large as the graph, so the page scrolls, not the frame
    obj.style.width = `${svg.getAttribute('width')}px`;
    obj.style.height = `${svg.getAttribute('height')}px`;
    // load: from asking to drawn; render: from the answer's last byte to
    // drawn (the browser's part, without the server's selfprof run)
    const now = performance.now();
    const got = performance.getEntriesByName(new URL(url, location.href).href).pop();
    document.body.dataset.loadMs = String(Math.round(now - start));
    document.body.dataset.renderMs = String(Math.round(now - (got && got.responseEnd > start ? got.responseEnd : start)));
    document.body.dataset.ready = '1';
  });
  obj.addEventListener('error', () => showError(new Error(`${url}: the graph could not be loaded`)));
  obj.data = url;
  old.replaceWith(obj);
}

function main() {
  document.getElementById('title').textContent =
    `Differential flame graph: ${state.a} → ${state.b}, ${state.benchmark} ${state.profile} ${state.scenario}`;
  document.getElementById('controls').addEventListener('change', (e) => {
    state.widths = e.target.value;
    setState(state);
    load();
  });
  setState(state);
  load();
}

try { main(); } catch (e) { showError(e); }
