// serve_render.mjs — time until a dashboard page has rendered in Chromium:
//   node serve_render.mjs PLAYWRIGHT_DIR RUNS NAME=URL...
// Loads every URL RUNS times, interleaved (so several servers, e.g. two
// versions of the pages, are measured side by side on a loaded machine),
// after one warm-up load each. A page says it is ready by setting
// body[data-ready="1"]; measured is the time from navigation start to the
// first frame after that (a requestAnimationFrame callback runs before the
// frame's style, layout and paint; a task queued from it runs after them),
// so the table's layout is in the figure, not only the script. Prints
// `serve_render_NAME_p50 VALUE ms` and `_max` lines.
import { join } from 'node:path';

const [pwDir, runsArg, ...targets] = process.argv.slice(2);
const runs = Number(runsArg);
const { chromium } = await import(join(pwDir, 'node_modules/playwright-core/index.mjs'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width: 1500, height: 1000 } });
page.on('pageerror', (e) => { console.error(`serve_render: page error: ${e.message}`); process.exitCode = 1; });
await page.addInitScript(() => {
  new MutationObserver((_, obs) => {
    if (document.body && document.body.dataset.ready === '1') {
      obs.disconnect();
      requestAnimationFrame(() => setTimeout(() => { window.renderedMs = performance.now(); }));
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
});
async function once(url) {
  await page.goto(url);
  await page.waitForFunction(() => window.renderedMs !== undefined, null, { timeout: 60000 });
  return page.evaluate(() => window.renderedMs);
}
const list = targets.map((t) => { const i = t.indexOf('='); return { name: t.slice(0, i), url: t.slice(i + 1), ms: [] }; });
for (const t of list) await once(t.url);
for (let i = 0; i < runs; i++) for (const t of list) t.ms.push(await once(t.url));
for (const t of list) {
  const s = t.ms.slice().sort((a, b) => a - b);
  console.log(`serve_render_${t.name}_p50 ${s[Math.floor(s.length / 2)].toFixed(0)} ms`);
  console.log(`serve_render_${t.name}_max ${s[s.length - 1].toFixed(0)} ms`);
}
await browser.close();
