// dashboard.mjs — the dashboard's pages in a real browser (Debian's
// chromium, driven by playwright-core), against a running server:
//   node dashboard.mjs PLAYWRIGHT_DIR URL COMPARE_JSON DETAIL_JSON SHOTS_DIR SELFPROF FOLDED_A FOLDED_B
// COMPARE_JSON is `selfprof-perf compare r1 r2 --json`, DETAIL_JSON
// `selfprof-perf detail r1 r2 tiny check full --json`: every number the
// pages show is checked against them. FOLDED_A and FOLDED_B are `selfprof
// collapse` of try-1-base's and try-1's self-profiles of tiny check full
// (rustc 1.63 and 1.95): the frames only A has. Prints one line per check group;
// exits 1 on the first failure (with what differed), so a missing browser
// or playwright fails the test.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [pwDir, base, compareFile, detailFile, shots, selfprof, foldedA, foldedB] = process.argv.slice(2);
const { chromium } = await import(join(pwDir, 'node_modules/playwright-core/index.mjs'));
const cmp = JSON.parse(readFileSync(compareFile, 'utf8'));
const det = JSON.parse(readFileSync(detailFile, 'utf8'));
// detail --json gives each side's values as an array in the order of
// `fields`: objects here, with the deltas b - a
const obj = (arr) => (arr ? Object.fromEntries(det.fields.map((f, i) => [f, arr[i]])) : null);
for (const r of det.rows) {
  r.a = obj(r.a);
  r.b = obj(r.b);
  r.delta = Object.fromEntries(det.fields.map((f) => [f, (r.b ? r.b[f] : 0) - (r.a ? r.a[f] : 0)]));
}
det.totals = { a: obj(det.totals.a), b: obj(det.totals.b) };
mkdirSync(shots, { recursive: true });

function check(cond, what) {
  if (!cond) throw new Error(`FAIL: ${what}`);
}
const close = (a, b, tol) => Math.abs(a - b) <= tol;
// the verdict the compare page shows for a row of compare --json (or
// /api/compare): regression / improvement only when significant
const verdictOf = (r) => (r.significance.significant ? (r.change > 0 ? 'regression' : 'improvement')
  : ['too noisy', 'too few runs'].includes(r.significance.verdict) ? r.significance.verdict : 'no change');
// the sort orders of the pages' word columns (compare.js, detail.js)
const VERDICT_RANK = { regression: 4, improvement: 3, 'too noisy': 2, 'too few runs': 1, 'no change': 0 };
const verdictRank = (t) => (t in VERDICT_RANK ? VERDICT_RANK[t] : null);
const noiseRank = (t) => ({ grew: 1, within: 0, shrank: -1 }[t] ?? null);
const NOISE_TEXT = { 1: 'grew', '-1': 'shrank', 0: 'within' };
const COLOURS = ['regress', 'improve'];
const coloured = (cls) => (cls || '').split(' ').some((c) => COLOURS.includes(c));
const num = (t) => {
  if (t === '' || t === undefined) return null;
  const v = parseFloat(t.replace(/[+,%x]/g, '').replace('inf', 'Infinity'));
  return Number.isNaN(v) ? null : v;
};

// Every row of a table, also the rows a virtual table (the detail's, see
// perf/web/rowwindow.js) has not drawn: scrolls the table's container from
// top to bottom a view at a time, as a user would, and collects the drawn
// rows by aria-rowindex. Checks that they are every row once (aria-rowindex
// 2 .. aria-rowcount, none missing), and that each drawn row shows what
// the table's row model (table.rowModel, perf/web/table.js) says, cell by
// cell; so a check on the model's order is a check on the pages's rows.
// Returns {rows: [{totals, label, index, cells}], drawnMax (most rows in
// the DOM at once), steps (views read)}.
async function tableRows(sel) {
  const got = await page.evaluate(async (s) => {
    const t = document.querySelector(s);
    const box = t.parentElement;
    // Two animation frames (the scroll handler has drawn), or a second at
    // most: a starved renderer then still ends the loop below.
    const frame = () => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); setTimeout(r, 1000); });
    const read = (tr) => ({
      totals: tr.classList.contains('totals'), label: tr.dataset.label, index: Number(tr.getAttribute('aria-rowindex')),
      cells: Object.fromEntries([...tr.children].map((td) => [td.dataset.key, td.textContent])),
      classes: Object.fromEntries([...tr.children].map((td) => [td.dataset.key, td.className])),
    });
    const seen = new Map();
    const bad = [];
    let drawnMax = 0, steps = 0, stuck = 0;
    box.scrollTop = 0;
    await frame();
    for (;;) {
      const trs = t.querySelectorAll('tbody tr:not(.spacer)');
      drawnMax = Math.max(drawnMax, trs.length);
      steps++;
      for (const tr of trs) {
        const r = read(tr);
        seen.set(r.index, r);
        if (r.totals) continue;
        const m = t.rowModel;
        const i = Number(tr.dataset.index);
        if (r.index !== i + (t.querySelector('tr.totals') ? 3 : 2)) bad.push(`row ${i} has aria-rowindex ${r.index}`);
        for (const k of m.keys) if (r.cells[k] !== m.text(i, k)) bad.push(`row ${i} ${k}: drawn '${r.cells[k]}', model '${m.text(i, k)}'`);
      }
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) break;
      // The bottom by another reckoning (rounding of fractional row
      // heights): the scroll position no longer moves, five times in a
      // row. Once is not enough: on a loaded machine a redraw can land
      // between the scroll and its frame (the renderer's scroll anchoring
      // then moves the position back), and the loop stopped half-way
      // (202 of 370 rows read, once in CI). The checks below then say
      // whether every row was drawn; no endless loop.
      const before = box.scrollTop;
      box.scrollTop = before + Math.max(50, box.clientHeight - 80); // views overlap
      await frame();
      if (box.scrollTop > before) stuck = 0;
      else if (++stuck >= 5) break;
      if (steps > 10000) break;
    }
    box.scrollTop = 0;
    await frame();
    return { count: Number(t.getAttribute('aria-rowcount')), modelRows: t.rowModel.rows.length, rows: [...seen.values()], drawnMax, steps, bad: bad.slice(0, 5) };
  }, sel);
  check(got.bad.length === 0, `${sel}: drawn rows differ from the row model:\n  ${got.bad.join('\n  ')}`);
  got.rows.sort((a, b) => a.index - b.index);
  got.rows.forEach((r, k) => check(r.index === k + 2, `${sel}: row ${k + 2} never drawn while scrolling (got ${r.index})`));
  check(got.rows.length === got.count - 1, `${sel}: ${got.rows.length} rows drawn while scrolling, aria-rowcount ${got.count} (with the header)`);
  check(got.rows.filter((r) => !r.totals).length === got.modelRows, `${sel}: ${got.rows.length} rows, the model ${got.modelRows}`);
  return got;
}

// Scrolls a table's container until the row with data-label=label is drawn.
async function revealRow(sel, label) {
  const found = await page.evaluate(async ([s, l]) => {
    const t = document.querySelector(s);
    const box = t.parentElement;
    // Two animation frames (the scroll handler has drawn), or a second at
    // most: a starved renderer then still ends the loop below.
    const frame = () => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); setTimeout(r, 1000); });
    box.scrollTop = 0;
    await frame();
    for (;;) {
      const tr = [...t.querySelectorAll('tbody tr[data-label]')].find((x) => x.dataset.label === l);
      if (tr) { // in the middle of the view, scrolled to the left (for the screenshot)
        box.scrollTop = tr.offsetTop - box.clientHeight / 2;
        box.scrollLeft = 0;
        await frame();
        return true;
      }
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) return false;
      const before = box.scrollTop;
      box.scrollTop += Math.max(50, box.clientHeight - 80);
      await frame();
      if (box.scrollTop <= before) return false; // the bottom (see tableRows)
    }
  }, [sel, label]);
  check(found, `${sel}: no row ${label} while scrolling`);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
const problems = [];
page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
// A fetch the page still had running when the test navigated away is
// cancelled by Chromium (net::ERR_ABORTED): not the server's failure (a
// detail page's /api/raw-files once, on a loaded CI machine). Any other
// failure (reset, empty answer, refused) is a problem.
page.on('requestfailed', (r) => {
  const why = r.failure()?.errorText ?? '';
  if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} (${why})`);
});
page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });

// ---- compare ----------------------------------------------------------
async function compareRows() {
  return page.$$eval('#results tbody tr', (trs) => trs.map((tr) => ({
    benchmark: tr.dataset.benchmark, profile: tr.dataset.profile, scenario: tr.dataset.scenario,
    cells: Object.fromEntries([...tr.children].map((td) => [td.dataset.key, td.textContent])),
    classes: [...tr.children].map((td) => td.className).join(' '),
    href: tr.querySelector('a') && tr.querySelector('a').getAttribute('href'),
  })));
}
// Every row of the compare page against the API's rows (want): values,
// change ± (the larger distance to the interval's ends), verdict, rule,
// and the change colours on significant rows only.
async function checkCompareRows(want, what) {
  const got = await compareRows();
  check(got.length === want.rows.length, `${what}: ${got.length} test cases shown, the API ${want.rows.length}`);
  for (const w of want.rows) {
    const r = got.find((x) => x.benchmark === w.benchmark && x.profile === w.profile && x.scenario === w.scenario);
    const id = `${what}: ${w.benchmark} ${w.profile} ${w.scenario}`;
    check(r, `compare page lacks ${id}`);
    const s = w.significance;
    check(close(num(r.cells.before), w.before, 5e-5 * Math.max(1, Math.abs(w.before))), `${id} before ${r.cells.before} vs ${w.before}`);
    check(close(num(r.cells.after), w.after, 5e-5 * Math.max(1, Math.abs(w.after))), `${id} after ${r.cells.after} vs ${w.after}`);
    const [chg, pm] = r.cells.change.split(' ± ');
    check(close(num(chg), 100 * w.change, 0.005), `${id} change ${r.cells.change} vs ${w.change}`);
    const iv = s.interval;
    if (iv && iv.hi > iv.lo)
      check(pm !== undefined && close(num(pm), 100 * Math.max(w.change - iv.lo, iv.hi - w.change), 0.005), `${id} ± ${r.cells.change} vs [${iv.lo}, ${iv.hi}]`);
    else check(pm === undefined, `${id}: ± without an interval: ${r.cells.change}`);
    check(s.threshold === null ? r.cells.threshold === '' : close(num(r.cells.threshold), 100 * s.threshold, 0.005), `${id} threshold ${r.cells.threshold}`);
    check(close(num(r.cells.factor), s.factor, 0.005), `${id} factor ${r.cells.factor}`);
    check(r.cells.verdict === verdictOf(w), `${id} verdict '${r.cells.verdict}', the API: ${s.verdict}, significant ${s.significant}`);
    check(r.cells.rule === s.source, `${id} rule ${r.cells.rule} vs ${s.source}`);
    check(r.cells.magnitude === w.magnitude, `${id} magnitude ${r.cells.magnitude} vs ${w.magnitude}`);
    check(coloured(r.classes) === s.significant, `${id}: ${s.significant ? 'significant, not' : `${s.verdict}, yet`} coloured as a change (${r.classes})`);
    check(r.href && r.href.startsWith('/detail.html?'), `${id} has no link to its detail`);
  }
  // the note under the summary: present exactly when a row was not judged
  const note = await page.$eval('#verdict-note', (p) => (p.hidden ? '' : p.textContent));
  const noisy = want.rows.filter((w) => verdictOf(w) === 'too noisy').length;
  const few = want.rows.filter((w) => verdictOf(w) === 'too few runs').length;
  check(/too noisy/.test(note) === noisy > 0 && /too few runs/.test(note) === few > 0 && (note === '') === (noisy + few === 0),
    `${what}: the note '${note}' for ${noisy} too noisy, ${few} too few runs`);
  if (noisy) check(/--iterations/.test(note) && /instructions:cachegrind/.test(note), `${what}: the note says what to do: ${note}`);
  return got;
}
await page.goto(`${base}/compare.html?a=r1&b=r2`);
await page.waitForSelector('body[data-ready="1"]');
await page.screenshot({ path: join(shots, 'compare.png'), fullPage: true });
let rows = await checkCompareRows(cmp, cmp.metric);
check(await page.inputValue('#metric') === cmp.metric, `the metric shown is the one compared (${cmp.metric})`);
const stat = async (k) => page.$eval(`[data-stat="${k}"] .big`, (e) => e.textContent);
check(await stat('regressions') === String(cmp.summary.regressions.count), 'regressions count');
check(await stat('improvements') === String(cmp.summary.improvements.count), 'improvements count');
check(await stat('all') === String(cmp.summary.all.count), 'all count');
check(close(num(await stat('geomean')), 100 * cmp.summary.geomean, 0.005), 'geometric mean');
console.log(`compare: ${rows.length} test cases equal compare --json (change ±, verdict, rule, colours), summary too`);
// the relevant changes by group: rustc-perf's summary (primary, secondary),
// then by profile, scenario and category, as compare --json's
// summary.relevance; the Relevant card splits its count the same way
{
  const rel = cmp.summary.relevance;
  const got = await page.$$eval('#relevance tbody tr', (trs) => trs.map((tr) => ({
    group: tr.dataset.group, cells: Object.fromEntries([...tr.querySelectorAll('td')].map((td) => [td.dataset.key, td.textContent])),
  })));
  const want = [['primary', rel.primary], ['secondary', rel.secondary],
    ...['profile', 'scenario', 'category'].flatMap((k) => rel[`by_${k}`].map((g) => [`${k} ${g.name}`, g]))];
  check(JSON.stringify(got.map((g) => g.group)) === JSON.stringify(want.map(([n]) => n)), `the groups: ${got.map((g) => g.group)}`);
  const nums = (t) => (t.match(/[+-]?\d+(\.\d+)?/g) || []).map(Number);
  const same = (text, s) => {
    const n = nums(text);
    return s.count === 0 ? text === '0' : n.length === 4 && n[0] === s.count &&
      [s.mean, s.min, s.max].every((x, k) => close(n[k + 1], 100 * x, 0.005));
  };
  for (const [k, [name, g]] of want.entries()) {
    const c = got[k].cells;
    check(same(c.regressions, g.regressions) && same(c.improvements, g.improvements), `${name}: ${c.regressions} / ${c.improvements} vs ${JSON.stringify(g)}`);
    check(g.all.count ? close(num(c.mean), 100 * g.all.mean, 0.005) : c.mean === '—', `${name}: mean ${c.mean} vs ${g.all.mean}`);
    check(c.direction === g.direction, `${name}: direction ${c.direction} vs ${g.direction}`);
  }
  check(rel.primary.relevant + rel.secondary.relevant > 0, 'the fixture has relevant changes');
  const card = await page.$eval('[data-stat="relevant"]', (e) => e.textContent);
  check(card.includes(`primary ${rel.primary.relevant}, secondary ${rel.secondary.relevant}`) && card.includes(rel.direction),
    `the Relevant card: ${card}`);
  console.log(`compare: the relevant changes of ${want.length} groups (primary, secondary, profile, scenario, category) equal compare --json`);
}
// max-rss: the fixture has a test case too noisy to judge and one with too few runs
{
  const api = await (await page.request.get(`${base}/api/compare?a=r1&b=r2&metric=max-rss`)).json();
  const vs = api.rows.map(verdictOf);
  check(vs.includes('too noisy') && vs.includes('too few runs') && vs.includes('regression'), `max-rss verdicts of the fixture: ${vs}`);
  await page.goto(`${base}/compare.html?a=r1&b=r2&metric=max-rss`);
  await page.waitForSelector('body[data-ready="1"]');
  await checkCompareRows(api, 'max-rss');
  await checkSorted('#results', 'verdict', verdictRank, api.rows.map((r) => `${r.benchmark} ${r.profile} ${r.scenario}`));
  await checkSorted('#results', 'threshold', undefined, api.rows.map((r) => `${r.benchmark} ${r.profile} ${r.scenario}`));
  await page.screenshot({ path: join(shots, 'compare-max-rss.png'), fullPage: true });
  await page.goto(`${base}/compare.html?a=r1&b=r2`);
  await page.waitForSelector('body[data-ready="1"]');
  console.log(`compare: max-rss verdicts (${vs.join(', ')}) equal the API's, uncoloured unless significant, the note says what to do`);
}

// sorting: every column, both directions, arrow and aria-sort
// ids: what identifies the table's rows, in the API's data (compare
// --json's test cases, detail --json's labels): sorted, the table has
// exactly these rows.
async function checkSorted(tableSel, key, kind, ids) {
  for (const dirWanted of ['descending', 'ascending']) {
    const th = page.locator(`${tableSel} thead th[data-key="${key}"]`);
    if (await th.getAttribute('aria-sort') !== dirWanted) await th.locator('button').click();
    if (await th.getAttribute('aria-sort') !== dirWanted) await th.locator('button').click();
    check(await th.getAttribute('aria-sort') === dirWanted, `${tableSel} ${key}: aria-sort ${dirWanted}`);
    const arrow = await th.locator('.arrow').textContent();
    check(arrow === (dirWanted === 'ascending' ? '▲' : '▼'), `${tableSel} ${key}: arrow ${arrow}`);
    const others = await page.$$eval(`${tableSel} thead th[aria-sort="none"]`, (x) => x.length);
    const nth = await page.$$eval(`${tableSel} thead th`, (x) => x.length);
    check(others === nth - 1, `${tableSel}: one sorted column`);
    const all = (await tableRows(tableSel)).rows.filter((r) => !r.totals);
    const vals = all.map((r) => r.cells[key]);
    check(vals.every((x) => x !== undefined), `${tableSel} ${key}: a row without this cell`);
    const shown = all.map((r) => r.label ?? `${r.cells.benchmark} ${r.cells.profile} ${r.cells.scenario}`).sort();
    check(JSON.stringify(shown) === JSON.stringify(ids.slice().sort()), `${tableSel} sorted by ${key}: the rows are not the API's`);
    const v = kind === 'text' ? vals : vals.map(typeof kind === 'function' ? kind : num);
    const present = v.filter((x) => x !== null);
    for (let i = 1; i < present.length; i++) {
      const c = kind === 'text' ? present[i - 1].localeCompare(present[i]) : present[i - 1] - present[i];
      check(dirWanted === 'descending' ? c >= 0 : c <= 0, `${tableSel} sorted ${dirWanted} by ${key}: ${present[i - 1]} then ${present[i]}`);
    }
    // values that do not exist come last
    const firstNull = v.indexOf(null);
    check(firstNull < 0 || v.slice(firstNull).every((x) => x === null), `${tableSel} ${key}: empty cells last`);
  }
}
const MAGNITUDES = ['very small', 'small', 'medium', 'large', 'very large'];
const magnitudeRank = (t) => MAGNITUDES.indexOf(t);
for (const [k, kind] of [['benchmark', 'text'], ['profile', 'text'], ['scenario', 'text'], ['before'], ['after'],
  ['change'], ['threshold'], ['factor'], ['magnitude', magnitudeRank], ['verdict', verdictRank], ['explained'], ['rule', 'text']])
  await checkSorted('#results', k, kind, cmp.rows.map((r) => `${r.benchmark} ${r.profile} ${r.scenario}`));
// keyboard: focus a header button and press Enter
await page.focus('#results thead th[data-key="change"] button');
const before = await page.getAttribute('#results thead th[data-key="change"]', 'aria-sort');
await page.keyboard.press('Enter');
check(await page.getAttribute('#results thead th[data-key="change"]', 'aria-sort') !== before, 'sorting by keyboard');
check(page.url().includes('sort=change'), 'the order is in the URL');
console.log('compare: every column sorts both ways (arrow, aria-sort, keyboard, URL)');

// filters: the rows are the API's filtered rows, and the state is in the URL
await page.selectOption('#profile', 'check');
await page.waitForSelector('body[data-ready="1"]');
rows = await compareRows();
check(rows.length === cmp.rows.filter((r) => r.profile === 'check').length && rows.every((r) => r.profile === 'check'),
  `profile filter: ${rows.length} rows`);
check(page.url().includes('profile=check'), 'filter in the URL');
await page.check('#significant');
await page.waitForSelector('body[data-ready="1"]');
rows = await compareRows();
const wantSig = cmp.rows.filter((r) => r.profile === 'check' && r.significance.significant);
check(rows.length === wantSig.length, `significant filter: ${rows.length} vs ${wantSig.length}`);
await page.reload();
await page.waitForSelector('body[data-ready="1"]');
check((await compareRows()).length === wantSig.length && await page.isChecked('#significant'), 'filters survive a reload (URL state)');
console.log('compare: filters keep the API rows and live in the URL');

// relevance: only the relevant rows (significant, magnitude small or
// more); the copy button puts /api/report's Markdown on the clipboard
await page.goto(`${base}/compare.html?a=r1&b=r2`);
await page.waitForSelector('body[data-ready="1"]');
await page.check('#relevant');
await page.waitForSelector('body[data-ready="1"]');
rows = await compareRows();
const wantRel = cmp.rows.filter((r) => r.relevant);
check(wantRel.length > 0 && wantRel.length < cmp.rows.length, `the fixture has relevant and other rows (${wantRel.length})`);
check(rows.length === wantRel.length && rows.every((r) => r.cells.magnitude !== 'very small'),
  `relevant filter: ${rows.length} rows vs ${wantRel.length}`);
check(page.url().includes('relevant=1'), 'the relevant filter in the URL');
check(await page.$eval('[data-stat="relevant"] .big', (e) => e.textContent) === String(wantRel.length), 'relevant count');
await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
await page.click('#copy-md');
await page.waitForFunction(() => document.getElementById('copy-status').textContent.startsWith('Copied'));
const copied = await page.evaluate(() => navigator.clipboard.readText());
const origin = new URL(base).origin;
const md = await (await page.request.get(`${base}/api/report?a=r1&b=r2&url=${encodeURIComponent(origin)}`)).text();
check(copied === md && md.includes(`](${origin}/detail.html?a=r1&b=r2&benchmark=`), `the copied Markdown is /api/report's (${copied.length} vs ${md.length} bytes)`);
await page.screenshot({ path: join(shots, 'compare-relevant.png'), fullPage: true });
console.log(`compare: relevant only (${rows.length} rows), magnitudes equal compare --json, Copy as Markdown copies /api/report`);

// explanations (/api/compare explain=1): a row's Explained button opens
// the queries behind its change with their share of Δ, without leaving
// the page; the suite-wide table lists /api/compare's queries and its
// test cases link to their detailed views, filtered to the query
{
  const ex = await (await page.request.get(`${base}/api/compare?a=r1&b=r2&explain=1`)).json();
  const er = ex.rows.find((r) => r.explanation && r.explanation.queries.length);
  check(er && ex.queries.length > 0, 'the fixture has an explained change and suite-wide queries');
  await page.goto(`${base}/compare.html?a=r1&b=r2`);
  await page.waitForSelector('body[data-ready="1"]');
  const key = `${er.benchmark}/${er.profile}/${er.scenario}`;
  const tr = page.locator(`#results tbody tr[data-benchmark="${er.benchmark}"][data-profile="${er.profile}"][data-scenario="${er.scenario}"]`);
  const button = tr.locator('button.expand');
  check(await button.getAttribute('aria-expanded') === 'false', 'an explained row starts closed');
  check(await page.locator('#results tbody tr.explain-row').count() === 0, 'no explanation shown before a click');
  await button.click();
  const line = page.locator(`#results tbody tr.explain-row[data-explains="${key}"]`);
  await line.waitFor();
  const text = await line.textContent();
  const share = `${Math.round(100 * er.explanation.explained)}% of Δ`;
  // the share is at most 100%; listed queries summing to more say so
  check(er.explanation.explained <= 1, `a share of at most 100% (${er.explanation.explained})`);
  const left = Math.abs(er.explanation.attributed) > Math.abs(er.explanation.delta) ? 'other time moved the other way'
    : `${Math.round(100 * (1 - er.explanation.explained))}% unexplained`;
  check(er.explanation.queries.every((q) => text.includes(q.label)) && text.includes(share) && text.includes(left),
    `the explanation of ${key} shows its queries, '${share}' and '${left}': ${text}`);
  check(new URL(page.url()).pathname === '/compare.html' && new URL(page.url()).searchParams.get('open') === key,
    `expanding stays on the page, the open row in the URL (${page.url()})`);
  check(await tr.locator('button.expand').getAttribute('aria-expanded') === 'true', 'aria-expanded after the click');
  const qrows = await page.$$eval('#queries tbody tr', (trs) => trs.map((x) => x.dataset.label));
  check(JSON.stringify(qrows) === JSON.stringify(ex.queries.map((q) => q.label)), `the suite-wide table is /api/compare's queries: ${qrows}`);
  await page.screenshot({ path: join(shots, 'compare-explain.png'), fullPage: true });
  await page.locator('#results tbody tr button.expand[aria-expanded="true"]').click();
  check(await page.locator('#results tbody tr.explain-row').count() === 0, 'a second click hides the explanation');
  const q = ex.queries[0], c = q.cases[0];
  await Promise.all([page.waitForURL((u) => u.pathname === '/detail.html'), page.locator('#queries tbody tr').first().locator('a').first().click()]);
  await page.waitForSelector('body[data-ready="1"]');
  const u = new URL(page.url()).searchParams;
  check(u.get('benchmark') === c.benchmark && u.get('profile') === c.profile && u.get('scenario') === c.scenario && u.get('filter') === q.label,
    `the suite-wide table's first link opens ${c.benchmark} ${c.profile} ${c.scenario} filtered to ${q.label}: ${page.url()}`);
  const labels = await page.$eval('#queries', (t) => t.rowModel.rows.map((r) => r.label));
  check(await page.inputValue('#filter') === q.label && labels.includes(q.label) && labels.every((l) => l.includes(q.label)),
    `the detailed view shows ${q.label} (filter ${await page.inputValue('#filter')}: ${labels.slice(0, 5)})`);
  console.log(`compare: the explanation of ${key} opens in its row (${er.explanation.queries.length} queries, ${share}); the suite-wide table (${ex.queries.length} queries) links to the detailed views`);
  await page.goto(`${base}/compare.html?a=r1&b=r2&relevant=1`);
  await page.waitForSelector('body[data-ready="1"]');
}

// click a benchmark row: its detailed view
const target = `/detail.html?${new URLSearchParams({ a: 'r1', b: 'r2', benchmark: 'tiny', profile: 'check', scenario: 'full' })}`;
const row = page.locator('#results tbody tr[data-benchmark="tiny"][data-profile="check"][data-scenario="full"]');
check(await row.count() === 1, 'the tiny check full row is listed');
check(await row.evaluate((tr) => getComputedStyle(tr).cursor) === 'pointer', 'the row looks clickable');
// the row's change as its tooltip states it, for the detail page
const rowTip = await row.locator('td[data-key="change"]').getAttribute('title');
const t0 = Date.now();
await Promise.all([page.waitForURL((u) => u.pathname === '/detail.html'), row.locator('td[data-key="scenario"]').click()]);
await page.waitForSelector('body[data-ready="1"]');
const rendered = Date.now() - t0;
{
  const got = new URL(page.url()).searchParams;
  check([...new URL(base + target).searchParams].every(([k, v]) => got.get(k) === v) && got.get('metric'),
    `row click went to ${page.url()} (the test case and the compare page's metric)`);
}
// the detail page repeats its compare row: the same change as the row's
// tooltip, the row's rule and verdict, and before/after that give it
{
  const { crow, dcmp } = await page.evaluate(async () => {
    const u = new URL(location.href).searchParams;
    const q = new URLSearchParams({ a: u.get('a'), b: u.get('b'), metric: u.get('metric') });
    const c = await (await fetch(`/api/compare?${q}`)).json();
    for (const k of ['benchmark', 'profile', 'scenario']) q.set(k, u.get(k));
    const d = await (await fetch(`/api/detail?${q}`)).json();
    return { crow: c.rows.find((r) => r.benchmark === u.get('benchmark') && r.profile === u.get('profile') && r.scenario === u.get('scenario')),
      dcmp: d.compare };
  });
  // /api/detail carries the same row, on the page's metric
  check(JSON.stringify(dcmp.row) === JSON.stringify(crow), `/api/detail's compare row is /api/compare's: ${JSON.stringify(dcmp.row)}`);
  const box = page.locator('#compare-row');
  const text = await box.textContent();
  const tipPct = rowTip.split(':')[0];
  check(crow && Number(await box.getAttribute('data-change')) === crow.change && text.includes(tipPct) &&
    text.includes(`rule ${crow.significance.source}`),
  `the detail page repeats its compare row (${tipPct}, rule ${crow && crow.significance.source}): ${text}`);
  check(Math.abs(crow.after / crow.before - 1 - crow.change) < 0.005,
    `the row's before/after give its change: ${crow.before} -> ${crow.after}, ${crow.change}`);
  check(text.includes('self-profiled run') && text.endsWith(dcmp.relation),
    `the detail page says how its self-profile relates to the row, in /api/detail's words: ${text}`);
  // the tooltip, the row and the page agree on the verdict and interval
  const iv = crow.significance.interval;
  check(!iv || text.includes(`[${(100 * iv.lo).toFixed(2)}`) || text.includes(`[+${(100 * iv.lo).toFixed(2)}`),
    `the page gives the row's interval: ${text}`);
  check((await box.getAttribute('data-verdict')) === (crow.significance.significant ? (crow.change > 0 ? 'regression' : 'improvement') : crow.significance.verdict),
    'the page gives the row\'s verdict');
  console.log(`detail: repeats its compare row (${tipPct}, rule ${crow.significance.source}) and says how its figures relate`);
}
console.log(`compare: clicking the row opens ${target}`);

// ---- detail -------------------------------------------------------------
await page.waitForSelector('body[data-rendered-ms]');
const readyMs = Number(await page.getAttribute('body', 'data-rendered-ms'));
await page.screenshot({ path: join(shots, 'detail.png'), fullPage: true });
const FIELDS = Object.keys(det.rows[0].a || det.rows[0].b);
async function detailTable() {
  return (await tableRows('#queries')).rows;
}
// the table is virtual: fewer rows drawn than it has, all reached by scrolling
const virt = await tableRows('#queries');
check(virt.drawnMax < det.rows.length && virt.steps > 2,
  `the detail table draws only the rows in view (${virt.drawnMax} of ${det.rows.length} drawn, ${virt.steps} views)`);
check(await page.getAttribute('#queries', 'aria-rowcount') === String(det.rows.length + 2), 'aria-rowcount counts every row');
let drows = virt.rows;
check(drows[0].totals, 'the totals line is the first row');
check(await page.$eval('#queries tr.totals td', (td) => getComputedStyle(td).position) === 'sticky', 'the totals line is pinned');
let body = drows.slice(1);
check(body.length === det.rows.length, `detail shows ${body.length} rows, detail --json ${det.rows.length}`);
const byLabel = new Map(det.rows.map((r) => [r.label, r]));
const msOf = (v) => (v / 1e6).toFixed(3);
for (const r of body) {
  const w = byLabel.get(r.label);
  check(w, `detail row ${r.label} not in detail --json`);
  for (const [k, f, side] of [['self_time_a', 'self_time', 'a'], ['self_time_b', 'self_time', 'b'], ['time_a', 'time', 'a'], ['time_b', 'time', 'b']]) {
    if (r.cells[k] === undefined) continue;
    const want = w[side] ? msOf(w[side][f]) : '';
    check(r.cells[k] === want, `${r.label} ${k}: ${r.cells[k]} vs ${want}`);
  }
  if (r.cells.self_time_d !== undefined) {
    const d = w.delta.self_time;
    check(r.cells.self_time_d === (d > 0 ? '+' : '') + msOf(d), `${r.label} self Δ ${r.cells.self_time_d} vs ${d}`);
  }
  for (const [k, side] of [['inv_a', 'a'], ['inv_b', 'b']])
    check(r.cells[k] === (w[side] ? String(w[side].invocation_count) : ''), `${r.label} ${k}`);
  // the self-time deltas carry the change colour only beyond noise
  const beyond = w.noise ? w.noise.beyond : 0;
  check(r.cells.noise === (w.noise ? NOISE_TEXT[w.noise.beyond] : ''), `${r.label} noise '${r.cells.noise}' vs ${JSON.stringify(w.noise)}`);
  for (const k of ['self_time_d', 'self_time_pct', 'noise']) {
    const cls = r.classes[k] || '';
    check(coloured(cls) === (beyond !== 0) && (!beyond || cls.includes(beyond > 0 ? 'regress' : 'improve')),
      `${r.label} ${k} class '${cls}' with noise ${JSON.stringify(w.noise)}`);
  }
}
const nBeyond = det.rows.filter((r) => r.noise && r.noise.beyond).length;
check(det.runs_a >= 2 && det.runs_b >= 2 && nBeyond > 0 && nBeyond < det.rows.length && det.beyond_noise === nBeyond,
  `the fixture's tiny check full: ${det.runs_a}/${det.runs_b} runs, ${nBeyond} of ${det.rows.length} rows beyond noise (${det.beyond_noise})`);
{
  const line = await page.textContent('#noise-line');
  check(line.includes(`self-profiled runs: A ${det.runs_a}, B ${det.runs_b}`) && line.includes(`${nBeyond} queries changed beyond noise`) &&
    line.includes('counts are exact'), `the noise line: ${line}`);
}
console.log(`detail: ${body.length} rows equal detail --json (self, inclusive, Δ, invocations, noise; ${nBeyond} coloured beyond noise, no other); ` +
  `virtual: at most ${virt.drawnMax} drawn, ${virt.steps} views scrolled, each drawn row equal to the row model`);

// keyboard: Arrow keys move between rows, also into rows not drawn yet
{
  await page.$eval('#queries', (t) => { t.parentElement.scrollTop = 0; });
  const last = await page.$eval('#queries', (t) => Number(t.dataset.window.split('-')[1]) - 1);
  await page.focus(`#queries tbody tr[data-index="${last}"]`);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => document.activeElement.dataset.index);
  check(focused === String(last + 3), `ArrowDown past the drawn rows focuses row ${last + 3} (got ${focused})`);
  await page.keyboard.press('ArrowUp');
  check(await page.evaluate(() => document.activeElement.dataset.index) === String(last + 2), 'ArrowUp');
}

// the totals line: every column that adds up the sum of the rows; the
// inclusive times (a query's time is in its callers' too) left empty
async function checkTotals(what) {
  drows = await detailTable();
  const tot = drows[0].cells;
  body = drows.slice(1);
  let n = 0;
  for (const k of ['time_a', 'time_b', 'time_d'])
    if (tot[k] !== undefined) check(tot[k] === '', `${what}: the inclusive total ${k} is left empty, not '${tot[k]}'`);
  for (const k of Object.keys(tot)) {
    if (k === 'label' || k.endsWith('_pct') || k === 'share' || k.includes('hit') || k === 'noise' || k.startsWith('time_')) continue;
    const sum = body.reduce((s, r) => s + (num(r.cells[k]) || 0), 0);
    const isMs = !k.startsWith('inv');
    check(close(num(tot[k]), sum, isMs ? 0.0005 * body.length + 0.001 : 0), `${what}: total ${k} ${tot[k]} vs sum ${sum}`);
    n++;
  }
  // and against the raw values: the sum of detail --json's rows shown
  const shown = new Set(body.map((r) => r.label));
  for (const [k, f, side] of [['self_time_a', 'self_time', 'a'], ['self_time_b', 'self_time', 'b'],
    ['inv_a', 'invocation_count', 'a'], ['incremental_load_time_b', 'incremental_load_time', 'b']]) {
    if (tot[k] === undefined) continue;
    const raw = det.rows.filter((r) => shown.has(r.label)).reduce((s, r) => s + (r[side] ? r[side][f] : 0), 0);
    check(tot[k] === (k.startsWith('inv') ? String(raw) : msOf(raw)), `${what}: total ${k} ${tot[k]} vs ${raw}`);
  }
  return n;
}
const nTot = await checkTotals('all rows');
check(drows[0].cells.self_time_a === msOf(det.totals.a.self_time), 'totals equal detail --json totals');
console.log(`detail: the totals line is the sum of the rows in ${nTot} columns, and equals detail --json's totals`);

// sorting every column
const keys = await page.$$eval('#queries thead th', (ths) => ths.map((t) => t.dataset.key));
for (const k of keys) await checkSorted('#queries', k, k === 'label' ? 'text' : k === 'noise' ? noiseRank : 'num', det.rows.map((r) => r.label));
check((await detailTable())[0].totals, 'the totals line stays first when sorted');
console.log(`detail: all ${keys.length} columns sort both ways, totals stay pinned`);

// header explanations and the legend
const titles = await page.$$eval('#queries thead th button', (bs) => bs.map((b) => b.title));
check(titles.every((t) => t.length > 10), 'every header has a tooltip');
check(titles.some((t) => /not cache misses/.test(t)), 'invocations are told apart from cache misses');
check(await page.$$eval('#legend-list dt', (x) => x.length) >= 10, 'the legend lists the columns');
check(!keys.some((k) => /miss/.test(k)), 'no cache-miss column');

// the label filter
await page.fill('#filter', 'typeck');
const nTypeck = det.rows.filter((r) => r.label.toLowerCase().includes('typeck')).length;
await page.waitForFunction((n) => document.querySelector('#queries').getAttribute('aria-rowcount') === String(n + 2), nTypeck);
const typeckRows = (await detailTable()).filter((r) => !r.totals);
check(typeckRows.length === nTypeck && typeckRows.every((r) => r.label.toLowerCase().includes('typeck')), `label filter: ${nTypeck} rows`);
await checkTotals('filtered');
check(page.url().includes('filter=typeck'), 'label filter in the URL');
await page.fill('#filter', '');
await page.waitForFunction((n) => document.querySelector('#queries').getAttribute('aria-rowcount') === String(n + 2), det.rows.length);
console.log(`detail: the label filter keeps ${nTypeck} rows, totals follow`);

// changed beyond noise only: exactly the rows with noise.beyond != 0
await page.check('#changed');
await page.waitForFunction((n) => document.querySelector('#queries').getAttribute('aria-rowcount') === String(n + 2), nBeyond);
{
  const got = (await detailTable()).filter((r) => !r.totals).map((r) => r.label).sort();
  const want = det.rows.filter((r) => r.noise && r.noise.beyond).map((r) => r.label).sort();
  check(JSON.stringify(got) === JSON.stringify(want), `changed-only filter: ${got.length} rows, detail --json ${want.length} beyond noise`);
  check(page.url().includes('changed=1'), 'changed-only filter in the URL');
  await checkTotals('changed only');
  await page.screenshot({ path: join(shots, 'detail-changed.png'), fullPage: true });
}
await page.uncheck('#changed');
await page.waitForFunction((n) => document.querySelector('#queries').getAttribute('aria-rowcount') === String(n + 2), det.rows.length);
console.log(`detail: changed beyond noise only shows the ${nBeyond} rows beyond noise, in the URL`);

// the hide-empty toggle
const empty = FIELDS.filter((f) => det.rows.every((r) => !(r.a && r.a[f]) && !(r.b && r.b[f])));
check(empty.includes('incremental_load_time'), `a full build has no incremental loads (${empty})`);
const colsHidden = await page.$$eval('#queries thead th', (x) => x.length);
check(!(await page.$$eval('#queries thead th', (ths) => ths.map((t) => t.dataset.key))).includes('incremental_load_time_a'), 'empty column hidden');
await page.uncheck('#hide');
const colsAll = await page.$$eval('#queries thead th', (x) => x.length);
check(colsAll > colsHidden, `hide-empty toggle: ${colsHidden} vs ${colsAll} columns`);
check((await page.$$eval('#queries thead th', (ths) => ths.map((t) => t.dataset.key))).includes('incremental_load_time_a'), 'empty column shown');
check(page.url().includes('hide=0'), 'toggle in the URL');
await checkTotals('all columns');
console.log(`detail: hide-empty toggles ${colsAll - colsHidden} empty columns (${empty.join(', ')})`);

// the history chart of a query
await revealRow('#queries', 'typeck');
await page.click('#queries tbody tr[data-label="typeck"]');
await page.waitForSelector('#chart .uplot canvas');
check(page.url().includes('query=typeck'), 'selected query in the URL');
await page.screenshot({ path: join(shots, 'detail-chart.png'), fullPage: true });
console.log('detail: clicking a query draws its history (uPlot)');

// downloads
const hrefs = await page.$$eval('#downloads a', (as) => Object.fromEntries(as.map((a) => [a.dataset.download, a.getAttribute('href')])));
for (const k of ['raw-A', 'raw-B', 'flamegraph-A', 'chrome-A', 'diff'])
  check(hrefs[k], `download link ${k}`);
const rawA = await page.request.get(base + hrefs['raw-A']);
check(rawA.ok(), 'raw A download');
const rawPath = join(shots, 'raw-a.mm_profdata');
writeFileSync(rawPath, await rawA.body());
const summary = execFileSync(selfprof, ['summarize', '--json', rawPath]);
check(JSON.parse(summary).query_data.length > 100, 'the raw download is readable by selfprof summarize');
const trace = await page.request.get(base + hrefs['chrome-A']);
const events = JSON.parse(await trace.text());
check((Array.isArray(events) ? events : events.traceEvents).length > 1000, 'the Chrome trace parses as JSON');
const svg = await (await page.request.get(base + hrefs['flamegraph-A'])).text();
check(svg.includes('<svg') && svg.trimEnd().endsWith('</svg>'), 'the flame graph is an SVG');
const difftext = await (await page.request.get(base + hrefs.diff)).text();
check(/total time .* -> /.test(difftext.split('\n')[0]), 'the diff is selfprof diff text');
check((await page.textContent('#commands')).includes("selfprof-perf raw 'r1' 'tiny' check 'full' -o a.mm_profdata"), 'reproduce commands');
check(/untracked|not stored/.test(await page.textContent('#sides')), 'untracked time shown');
console.log('detail: raw (summarize reads it), Chrome trace (JSON), flame graph (SVG) and diff downloads work');

// each compiler's words (serve_browser.sh's g1, g2 are gcc, c1 clang): the
// reproduce box gives that compiler's command, the legend and table leave
// out rustc's cache and blocked columns
{
  const rustCmd = await page.textContent('#commands');
  const rustLegend = await page.$$eval('#legend-list dt', (x) => x.map((d) => d.textContent));
  check(rustCmd.includes('RUSTC_BOOTSTRAP=1 cargo rustc') && rustLegend.includes('Incr. hit %'), 'rustc: its command and cache columns');
  for (const [b, want] of [['g2', '-fplugin='], ['c1', '-ftime-trace -ftime-trace-granularity=0']]) {
    await page.goto(`${base}/detail.html?${new URLSearchParams({ a: 'g1', b, benchmark: 'tiny', profile: 'check', scenario: 'full' })}`);
    await page.waitForSelector('body[data-rendered-ms]');
    // the reproduce box is filled with the downloads, after the table is
    // drawn (renderDownloads): wait for it, not for the table alone
    await page.waitForFunction(() => document.getElementById('commands').textContent.length > 0);
    const cmd = await page.textContent('#commands');
    const legend = await page.$$eval('#legend-list dt', (x) => x.map((d) => d.textContent));
    const heads = await page.$$eval('#queries thead th button', (bs) => bs.map((x) => x.textContent));
    check(cmd.includes('-fplugin=') && cmd.includes(want) && !cmd.includes('RUSTC_BOOTSTRAP'), `g1 -> ${b}: the reproduce box says ${cmd}`);
    check(!legend.some((l) => /Incr|Mem\. hit|Blocked/.test(l)) && !heads.some((h) => /Incr|Mem\. hit|Blocked/.test(h)),
      `g1 -> ${b}: rustc's columns shown: ${legend} / ${heads}`);
  }
  console.log('detail: gcc and clang pages give -fplugin / -ftime-trace commands and no rustc-only columns');
  // real gcc-12 and clang profiles (serve_browser.sh's REAL_C): GCC's
  // sections with their shares and sum; across compilers, the statement
  // and each side's own sections; no share above 100%
  if (process.env.REAL_C === '1') {
    const open = async (b) => {
      await page.goto(`${base}/detail.html?${new URLSearchParams({ a: 'g1', b, benchmark: 'tiny', profile: 'check', scenario: 'full' })}`);
      await page.waitForSelector('body[data-rendered-ms]');
      await page.waitForSelector('#sections table');
      const det = await (await page.request.get(`${base}/api/detail?${new URLSearchParams({ a: 'g1', b, benchmark: 'tiny', profile: 'check', scenario: 'full' })}`)).json();
      // every share: the sections' and the %-of-total columns (not the Δ%)
      const shares = (await page.$$eval('#sections td.share-a, #sections td.share-b, #queries td', (tds) => tds.map((td) => td.textContent)))
        .filter((t) => /^\d+(\.\d+)?%$/.test(t)).map((t) => parseFloat(t));
      check(shares.length > 0 && shares.every((x) => x <= 100), `g1 -> ${b}: a share above 100% on the page: ${shares.filter((x) => x > 100)}`);
      return det;
    };
    const GCC = ['setup', 'parsing', 'lowering', 'early_gimple', 'ipa', 'gimple', 'rtl', 'late'];
    const pct1 = (x) => `${(100 * x).toFixed(1)}%`;
    let det = await open('g2');
    const rows = await page.$$eval('#sections-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
    check(det.sections.paired && rows.map((r) => r[0]).join() === [...GCC, '(sum)'].join(), `g1 -> g2: the sections ${JSON.stringify(rows)}`);
    for (const [k, it] of det.sections.side_a.items.entries())
      check(rows[k][2] === pct1(it.share) && rows[k][4] === pct1(det.sections.side_b.items[k].share), `g1 -> g2: ${it.name}'s shares ${rows[k]}`);
    check(rows[GCC.length][2] === '100%' && rows[GCC.length][1] === (det.sections.side_a.total / 1e6).toFixed(3), `g1 -> g2: the sum line ${rows[GCC.length]}`);
    check(await page.locator('#legend-gcc-function').count() === 1, 'g1 -> g2: the legend explains GCC\'s function row');
    check(!(await page.locator('#noise-line.cross-compiler').count()), 'g1 -> g2: one compiler, no cross-compiler statement');
    await page.locator('#sections').screenshot({ path: join(shots, 'gcc-sections.png') });
    det = await open('c1');
    const line = await page.textContent('#noise-line');
    check(det.cross_compiler && /A is gcc, B is clang: different compilers, whose query names differ/.test(line) &&
      !/changed beyond noise/.test(line), `g1 -> c1: the statement ${line}`);
    check(await page.locator('#queries tr[data-noise]').count() === 0, 'g1 -> c1: no row judged across compilers');
    const side = async (k) => page.$$eval(`#sections-table-${k} tbody tr`, (trs) => trs.map((tr) => tr.children[0].textContent));
    check((await side('a')).join() === [...GCC, '(sum)'].join() && (await side('b')).join() === 'frontend,optimizer,codegen,(sum)',
      `g1 -> c1: each side's sections: ${await side('a')} / ${await side('b')}`);
    check(await page.locator('#sections .sections-bar[data-side="b"] .seg').count() === 3, 'g1 -> c1: B\'s bar has clang\'s three sections');
    await page.locator('#sections').screenshot({ path: join(shots, 'cross-compiler-sections.png') });
    console.log('detail: gcc-12 -> gcc-12 shows GCC\'s sections with shares; gcc-12 -> clang each side\'s own, and says the query names differ');
  } else {
    console.log('detail: no gcc-12 with the plugin or no clang here: the real GCC and clang pages are not checked');
  }
  await page.goto(base + target); // back to r1 -> r2 for what follows
  await page.waitForSelector('body[data-rendered-ms]');
}

// the differential flame graph: the button opens its page in a tab of its
// own, B's frames with A's totals (data-a), the hover line saying A, B and Δ
{
  const btn = page.locator('#diff-flamegraph');
  check(await btn.isVisible(), 'the differential flame graph button is shown');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), btn.click()]);
  await tab.waitForSelector('body[data-ready="1"]');
  check(new URL(tab.url()).pathname === '/diff-flamegraph.html', `the button opened ${tab.url()}`);
  const got = await tab.evaluate(() => {
    const d = document.getElementById('graph').contentDocument;
    const r = d.querySelector('g.f rect');
    r.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    return { root: d.documentElement.localName, title: d.getElementById('title').textContent,
      frames: d.querySelectorAll('g.f[data-a]').length, hover: d.getElementById('details').textContent };
  });
  check(got.root === 'svg', 'it is an SVG document');
  check(got.title === 'r1 → r2 tiny check full', `its title names the test case: ${got.title}`);
  check(got.frames > 100, `${got.frames} frames with A's totals`);
  check(/ — .*; A .* → B .*, Δ /.test(got.hover), `hover line: ${got.hover}`);
  await tab.screenshot({ path: join(shots, 'diff-flamegraph.png') });
  await tab.close();
  console.log(`detail: the differential flame graph opens (${got.frames} frames; hover: A, B, Δ)`);
}

// the sections chart: a bar per side, a segment per section with its
// time, to one scale (the larger side's sum is the bar's width); the table
// under it shows detail --json's sections
{
  await page.goto(base + target);
  await page.waitForSelector('body[data-ready="1"]');
  const s = det.sections;
  check(s && s.compiler === 'rustc' && s.items.map((i) => i.name).join() === 'frontend,backend,linker',
    `detail --json's sections: ${JSON.stringify(s)}`);
  const scale = Math.max(...['a', 'b'].map((k) => s.items.reduce((t, i) => t + (i[k] ?? 0), 0)));
  for (const side of ['a', 'b']) {
    const bar = page.locator(`#sections .sections-bar[data-side="${side}"]`);
    const full = await bar.evaluate((e) => e.clientWidth); // inside the border
    const segs = await bar.locator('.seg').evaluateAll((es) => es.map((e) => ({ name: e.dataset.section, w: e.getBoundingClientRect().width, title: e.title })));
    const want = s.items.filter((i) => i[side] !== null);
    check(segs.map((x) => x.name).join() === want.map((i) => i.name).join(), `side ${side}'s segments: ${segs.map((x) => x.name)}`);
    for (const [k, x] of segs.entries()) {
      check(close(x.w, (full * want[k][side]) / scale, 1.5), `side ${side} ${x.name}: ${x.w} px of ${full} for ${want[k][side]} of ${scale}`);
      const share = s[`side_${side}`].items.find((i) => i.name === x.name).share;
      check(x.title === `${x.name}: ${(want[k][side] / 1e6).toFixed(3)} ms (${(100 * share).toFixed(1)}%)`, `side ${side} ${x.name}'s title: ${x.title}`);
    }
  }
  const rows = await page.$$eval('#sections-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  const ms3 = (v) => (v === null ? '—' : (v / 1e6).toFixed(3));
  // each section's A, A's share, B, B's share, then a sum line
  check(rows.length === s.items.length + 1 && s.items.every((it, k) => rows[k][0] === it.name && rows[k][1] === ms3(it.a) && rows[k][3] === ms3(it.b)) &&
    rows[s.items.length][0] === '(sum)' && rows[s.items.length][1] === ms3(s.side_a.total),
    `the sections table: ${JSON.stringify(rows)}`);
  await page.locator('#sections').screenshot({ path: join(shots, 'sections.png') });
  console.log(`detail: the sections chart draws ${s.items.length} sections a side to scale, as detail --json`);
}

// the graphs page's change points (serve_browser.sh's history h01..h08 of
// nocore opt full steps at h05): the table is /api/changes, and a change
// point's link opens the comparison of that artifact with its parent
{
  const api = await (await page.request.get(`${base}/api/changes?benchmark=nocore&metric=wall-time`)).json();
  check(api.changes.some((c) => c.profile === 'opt' && c.artifact === 'h05' && c.parent === 'h04'),
    `/api/changes finds the step at h05: ${JSON.stringify(api.changes)}`);
  await page.goto(`${base}/graphs.html?benchmark=nocore&metric=wall-time`);
  await page.waitForSelector('body[data-ready="1"]');
  const links = await page.$$eval('#changes a[data-change]', (as) => as.map((a) => a.getAttribute('href')));
  check(links.join() === api.changes.map((c) => c.compare).join(), `the page's change points ${links} vs ${api.changes.map((c) => c.compare)}`);
  await page.screenshot({ path: join(shots, 'graphs-changes.png'), fullPage: true });
  await Promise.all([page.waitForURL((u) => u.pathname === '/compare.html'), page.click('#changes a[data-change="h05"]')]);
  await page.waitForSelector('body[data-ready="1"]');
  const u = new URL(page.url());
  check(u.searchParams.get('a') === 'h04' && u.searchParams.get('b') === 'h05' && u.searchParams.get('metric') === 'wall-time', `the link opened ${page.url()}`);
  const ids = await page.$$eval('#results tbody tr', (trs) => trs.length);
  check(ids >= 1, `the comparison h04 -> h05 shows ${ids} rows`);
  console.log(`graphs: ${api.changes.length} change point(s) as /api/changes; h05's opens the comparison h04 → h05 (${ids} rows)`);
}

// a test case with one self-profiled run a side: noise unknown, nothing coloured
{
  await page.goto(`${base}/detail.html?${new URLSearchParams({ a: 'r1', b: 'r2', benchmark: 'tiny', profile: 'debug', scenario: 'full' })}`);
  await page.waitForSelector('body[data-ready="1"]');
  const line = await page.textContent('#noise-line');
  check(/A 1, B 1/.test(line) && /noise unknown/.test(line) && /--self-profiles 2/.test(line), `one run a side: ${line}`);
  check(await page.isDisabled('#changed'), 'the changed-only filter is disabled without noise');
  const all = (await detailTable()).filter((r) => !r.totals);
  const bad = all.filter((r) => coloured(r.classes.self_time_d) || coloured(r.classes.self_time_pct));
  check(all.length > 100 && bad.length === 0, `one run a side: ${bad.length} of ${all.length} self-time deltas coloured`);
  console.log(`detail: one run a side: noise unknown (said), none of ${all.length} self-time deltas coloured`);
}

// ---- issue 35: the views of a try ---------------------------------------
// serve_browser.sh added try-1-base and try-1 of one date (in that order,
// named the other way), with samples of tiny check full, and e0, newer,
// measured on nothing.
{
  const h = await (await page.request.get(`${base}/api/history?benchmark=tiny&metric=wall-time`)).json();
  const cf = h.series.find((x) => x.profile === 'check' && x.scenario === 'full');
  const names = cf.points.map((p) => p.artifact);
  const i0 = names.indexOf('try-1-base');
  check(i0 >= 0 && names[i0 + 1] === 'try-1' && cf.points[i0].date === cf.points[i0 + 1].date && i0 + 2 === names.length,
    `/api/history: try-1-base then try-1 (one date, the order added), e0 (no samples) left out: ${names}`);
  await page.goto(`${base}/graphs.html?benchmark=tiny&metric=wall-time`);
  await page.waitForSelector('body[data-ready="1"]');
  const drawn = () => page.evaluate(() => {
    const u = document.getElementById('chart').plot;
    return { x: u.data[0], labels: u.series.slice(1).map((x) => x.label), ys: u.data.slice(1), min: u.scales.x.min,
      max: u.scales.x.max, names: u.data[0].map((i) => u.series[0].value(u, i)), axis: u.axes[1].label };
  });
  let d = await drawn();
  check(new Set(d.x).size === d.x.length && d.min >= -0.5 && d.max <= d.x.length - 0.5,
    `the x axis: ${d.x.length} artifact slots, from ${d.min} to ${d.max}`);
  let points = 0;
  for (const ser of h.series) {
    const k = d.labels.indexOf(`${ser.profile} ${ser.scenario}`);
    check(k >= 0, `no line for ${ser.profile} ${ser.scenario}`);
    check(d.ys[k].filter((y) => y !== null).length === ser.points.length,
      `${ser.profile} ${ser.scenario}: ${d.ys[k].filter((y) => y !== null).length} points drawn of ${ser.points.length}`);
    for (const p of ser.points) {
      const slot = d.names.findIndex((n) => n === `${p.artifact} (${p.date.slice(0, 10)})`);
      check(slot >= 0 && close(d.ys[k][slot], p.value, 1e-12), `${ser.profile} ${ser.scenario} ${p.artifact}: drawn ${d.ys[k][slot]} at slot ${slot}, the API ${p.value}`);
      points++;
    }
  }
  const slotOf = (n) => d.names.findIndex((x) => x.startsWith(`${n} (`));
  check(slotOf('try-1') === slotOf('try-1-base') + 1, `try-1-base's slot before try-1's: ${d.names}`);
  await page.screenshot({ path: join(shots, 'graphs-try.png'), fullPage: true });
  // relative: each line against its oldest point
  await page.check('#relative');
  await page.waitForFunction(() => document.getElementById('chart').plot.axes[1].label === '% vs oldest');
  d = await drawn();
  const k = d.labels.indexOf('check full');
  for (const p of cf.points)
    check(close(d.ys[k][slotOf(p.artifact)], 100 * (p.value / cf.points[0].value - 1), 1e-9), `relative ${p.artifact}: ${d.ys[k][slotOf(p.artifact)]}`);
  console.log(`graphs: two same-dated artifacts, every point drawn (${points} of ${points}) in the order added, x from ${d.min} to ${d.max}; relative to the oldest (${cf.points[0].artifact})`);
}
// the differential flame graph of rustc 1.63 -> 1.95: at A's widths every
// frame only A has of 1% of A's time or more is drawn (at B's none can
// be, and the subtitle counts them); each renders within 2 s
{
  const folded = (file) => {
    const t = new Map();
    let sum = 0;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line) continue;
      const i = line.lastIndexOf(' '), v = Number(line.slice(i + 1)), fr = line.slice(0, i).split(';');
      sum += v;
      for (let n = 1; n <= fr.length; n++) t.set(fr.slice(0, n).join(';'), (t.get(fr.slice(0, n).join(';')) || 0) + v);
    }
    return { t, sum };
  };
  const A = folded(foldedA), B = folded(foldedB);
  const aOnly = [...A.t].filter(([k, v]) => v >= 0.01 * A.sum && !(B.t.get(k) > 0)).map(([k]) => k);
  check(aOnly.length >= 5, `the fixture's frames only in A of 1% or more: ${aOnly.length}`);
  // the frames drawn, each with its path from the root (the frame below
  // it whose range holds it), drawn width and fill
  const frames = () => page.evaluate(() => {
    const doc = document.getElementById('graph').contentDocument;
    const fs = [...doc.querySelectorAll('g.f')].map((g) => {
      const r = g.querySelector('rect');
      return { label: g.querySelector('title').textContent.split('\n')[0], x: Number(g.getAttribute('data-x')),
        w: Number(g.getAttribute('data-w')), y: Number(r.getAttribute('y')), px: r.getBoundingClientRect().width,
        fill: r.getAttribute('fill'), b: g.getAttribute('data-b') };
    });
    const ys = [...new Set(fs.map((f) => f.y))].sort((p, q) => q - p);
    const byDepth = ys.map((y) => fs.filter((f) => f.y === y));
    for (const [dep, row] of byDepth.entries())
      for (const f of row) {
        const up = dep ? byDepth[dep - 1].find((p) => p.x <= f.x && f.x + f.w <= p.x + p.w) : null;
        f.path = up ? `${up.path};${f.label}` : f.label;
      }
    return { frames: fs.map(({ path, px, fill, b }) => ({ path, px, fill, b })), subtitle: doc.getElementById('subtitle').textContent };
  });
  const q = 'a=try-1-base&b=try-1&benchmark=tiny&profile=check&scenario=full';
  const times = {};
  for (const widths of ['b', 'a']) {
    await page.goto(`${base}/diff-flamegraph.html?${q}&widths=${widths}`);
    await page.waitForSelector('body[data-ready="1"]');
    const first = Number(await page.getAttribute('body', 'data-load-ms'));
    await page.reload();
    await page.waitForSelector('body[data-ready="1"]');
    const render = Number(await page.getAttribute('body', 'data-render-ms'));
    const load = Number(await page.getAttribute('body', 'data-load-ms'));
    times[widths] = `${render} ms rendering (${load} ms with the answer, ${first} ms the first time)`;
    check(render <= 2000, `widths=${widths}: rendered in ${render} ms`);
    const g = await frames();
    const at = new Map(g.frames.map((f) => [f.path, f]));
    if (widths === 'b') {
      const shown = aOnly.filter((p) => at.has(p));
      check(shown.length === 0, `at B's widths, frames only in A drawn: ${shown}`);
      check(/only in A, not drawn: \d+ frames, .* \(drawn at A's widths\)/.test(g.subtitle), `B's subtitle: ${g.subtitle}`);
    } else {
      const missing = aOnly.filter((p) => !at.has(p) || at.get(p).px < 1);
      check(missing.length === 0, `at A's widths, ${missing.length} of ${aOnly.length} frames only in A (1% or more) not drawn: ${missing.slice(0, 5)}`);
      const notBlue = aOnly.filter((p) => at.get(p).fill !== 'rgb(30,30,255)' || at.get(p).b !== '0');
      check(notBlue.length === 0, `frames only in A not full blue with data-b 0: ${notBlue.slice(0, 5)}`);
      check(/^.*width: A; .*only in B, not drawn: /.test(g.subtitle), `A's subtitle: ${g.subtitle}`);
    }
    const t0 = Date.now();
    await page.screenshot({ path: join(shots, `diff-flamegraph-${widths}.png`), fullPage: true, timeout: 15000 });
    times[widths] += `, full-page screenshot ${Date.now() - t0} ms`;
  }
  // the toggle: B's widths from A's, in the URL
  await page.check('#widths-b');
  await page.waitForSelector('body[data-ready="1"]');
  check(new URL(page.url()).searchParams.get('widths') === 'b', `the toggle's state in the URL: ${page.url()}`);
  console.log(`diff flame graph 1.63 -> 1.95: all ${aOnly.length} frames only in A of 1% or more drawn at A's widths, none at B's; B: ${times.b}; A: ${times.a}`);
}
// an empty comparison says why: e0 has no samples yet; a filter that
// leaves nothing is not called empty
{
  const e = await (await page.request.get(`${base}/api/compare?a=try-1&b=e0&metric=wall-time`)).json();
  check(e.rows.length === 0 && /^e0 has no wall-time samples yet/.test(e.empty ?? ''), `try-1 -> e0: ${e.rows.length} rows, empty: ${e.empty}`);
  const f = await (await page.request.get(`${base}/api/compare?a=r1&b=r2&name=no-such-benchmark`)).json();
  check(f.rows.length === 0 && f.empty === null, `a filter leaving no row: empty ${f.empty}`);
  await page.goto(`${base}/compare.html?a=try-1&b=e0&metric=wall-time`);
  await page.waitForSelector('body[data-ready="1"]');
  const msg = await page.textContent('#message');
  check(msg === `Nothing to compare: ${e.empty}.`, `the compare page's message: ${msg}`);
  await page.screenshot({ path: join(shots, 'compare-empty.png') });
  console.log(`compare: an empty comparison says why: ${e.empty}`);
}

// ---- status ----------------------------------------------------------
// serve_browser.sh made a queue: job 1 running under 'holder' (a live
// lease), job 2 queued, job 3 done, job 4 failed with a two-line error;
// a collector past its lease and one that exited.
// Every job /api/status lists is in the page's table for its state.
{
  const st = await (await page.request.get(`${base}/api/status`)).json();
  const byState = (x) => st.jobs.filter((j) => j.state === x);
  check(byState('running').length === 1 && byState('queued').length === 1 && byState('failed').length === 1,
    `the fixture's queue in /api/status: ${st.jobs.map((j) => `#${j.id} ${j.state}`).join(', ')}`);
  await page.goto(`${base}/status.html`);
  await page.waitForSelector('body[data-ready="1"]');
  const cells = (id) => page.$$eval(`#${id} tbody tr`, (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  const running = await cells('running');
  for (const j of byState('running')) {
    const r = running.find((c) => c[0] === `#${j.id}`);
    check(r, `status: running job #${j.id} not listed`);
    check(r[1].startsWith(`${j.artifact} ${j.benchmark} ${j.profile}`) && r[2] === j.collector, `status: running #${j.id}: ${r}`);
    check(j.lease_until > st.now && !r[5].includes('expired'), `status: #${j.id}'s lease is live: ${r[5]}`);
  }
  const queued = await cells('queued');
  check(byState('queued').every((j) => queued.some((c) => c[0] === `#${j.id}`)) && queued.length === byState('queued').length,
    `status: queued jobs ${queued.map((c) => c[0])}`);
  const failures = await page.$$eval('#failures > div', (ds) => ds.map((d) => ({ head: d.querySelector('p').textContent, error: d.querySelector('pre').textContent })));
  for (const j of byState('failed')) {
    const f = failures.find((x) => x.head.startsWith(`#${j.id} `));
    check(f && f.error === j.error && /cannot find value x/.test(f.error), `status: failed #${j.id} with its error text`);
  }
  const collectors = await cells('collectors');
  check(collectors.some((c) => c[0] === 'holder' && c[5] === 'running' && c[6] === '#1'), `status: collector holder on #1: ${collectors}`);
  // serve_browser.sh's collectors 'late' (silent past its lease) and
  // 'gone1' (exited): marked as such
  check(collectors.some((c) => c[0] === 'late' && /^past its lease of 40 s/.test(c[5])), `status: 'late' past its lease: ${collectors}`);
  check(collectors.some((c) => c[0] === 'gone1' && /^gone: exited /.test(c[5])), `status: 'gone1' gone: ${collectors}`);
  const requests = await cells('requests');
  const rq = st.requests[0];
  check(requests.some((c) => c[0] === `#${rq.id}` && c[5] === String(rq.queued) && c[6] === String(rq.running) &&
    c[7] === String(rq.done) && c[8] === String(rq.failed)), `status: request #${rq.id}'s counts: ${requests}`);
  await page.screenshot({ path: join(shots, 'status.png'), fullPage: true });
  console.log(`status: ${running.length} running (live lease), ${queued.length} queued, ${failures.length} failed with their error, as /api/status`);
}

// the other pages load without errors
for (const p of ['/', '/graphs.html?benchmark=tiny&metric=wall-time', '/help.html']) {
  const r = await page.goto(base + p);
  if (!r.ok()) { check(false, `${p}: HTTP ${r.status()}`); }
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(shots, `${p === '/' ? 'index' : p.slice(1).split('.')[0]}.png`), fullPage: true });
}
check(problems.length === 0, `browser problems:\n  ${problems.join('\n  ')}`);
console.log('pages: no console errors, failed requests or HTTP errors');
// time from navigation start until the detail table is rendered, twice
// more on a warm page (modules cached), as the figure of the issue
const warm = [];
for (let i = 0; i < 3; i++) {
  await page.goto(base + target);
  await page.waitForSelector('body[data-rendered-ms]');
  warm.push(Number(await page.getAttribute('body', 'data-rendered-ms')));
}
console.log(`detail-render-first ${readyMs} ms (click to rendered ${rendered} ms)`);
console.log(`detail-render-warm ${Math.min(...warm)} ms (of ${warm.join(', ')})`);
await browser.close();
