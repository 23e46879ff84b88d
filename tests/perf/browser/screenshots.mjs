// screenshots.mjs — screenshots of dashboard pages for the guide
// (docs/images), in the browser the tests use:
//   node screenshots.mjs PLAYWRIGHT_DIR WIDTHxHEIGHT URL=PNG...
// Each URL is loaded, the page's ready marker (body[data-ready]; none for
// an SVG) awaited,
// and the view (not the full page) written to PNG. E.g. against
// `selfprof-perf serve` on the serve_browser fixture (tests/perf/lib/serve.sh):
//   node tests/perf/browser/screenshots.mjs "$(sh scripts/npm-deps.sh)" 1500x1000 \
//     "$URL/compare.html?a=r1&b=r2&metric=max-rss=docs/images/dashboard-compare-verdicts.png"
import { join } from 'node:path';

const [pwDir, size, ...shots] = process.argv.slice(2);
const { chromium } = await import(join(pwDir, 'node_modules/playwright-core/index.mjs'));
const [width, height] = size.split('x').map(Number);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({ viewport: { width, height } });
for (const shot of shots) {
  const i = shot.lastIndexOf('=');
  const [url, png] = [shot.slice(0, i), shot.slice(i + 1)];
  await page.goto(url);
  // a page of the dashboard says when it is ready; an SVG (the flame
  // graphs) is once loaded
  if (await page.evaluate(() => document.documentElement.localName !== 'svg'))
    await page.waitForSelector('body[data-ready="1"]');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: png });
  console.log(`${png}: ${url}`);
}
await browser.close();
