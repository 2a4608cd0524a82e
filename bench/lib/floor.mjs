// The floor of a page's LCP: the same first screen as a static HTML page (the rendered DOM without
// its scripts, the same stylesheets and images), served by the same server (the shell's static
// server serves any file of its build), measured the same way. What a page costs above it is the
// price of loading and running its code.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, RUNS, shellOrigin } from './config.mjs';
import { median } from './stats.mjs';

const floorDir = path.join(repoRoot, 'shell', 'dist', '__bench');

/** Writes what `page` shows now as `/__bench/<name>.html` on the shell's origin; returns its URL. */
export async function writeFloorPage(page, name) {
  const html = await page.evaluate(() => {
    const root = document.documentElement.cloneNode(true);
    for (const element of root.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]')) element.remove();
    // Absolute addresses: the copy lives at another path (remotes' stylesheets are on their origins already).
    for (const link of root.querySelectorAll('link[href]')) link.setAttribute('href', link.href);
    for (const image of root.querySelectorAll('img[src]')) image.setAttribute('src', image.src);
    return `<!doctype html>\n${root.outerHTML}`;
  });
  mkdirSync(floorDir, { recursive: true });
  writeFileSync(path.join(floorDir, `${name}.html`), html);
  return `${shellOrigin}/__bench/${name}.html`;
}

/** Removes the floor pages from the shell's build. */
export function removeFloorPages() {
  rmSync(floorDir, { recursive: true, force: true });
}

/** The largest contentful paint of the page in `page` (ms since navigation), once the page is idle. */
export async function largestContentfulPaint(page) {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 100);
      }),
  );
}

/** RUNS cold visits of a floor page: its LCP per run and the median. */
export async function measureFloor(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    await cdp.send('Network.clearBrowserCache');
    await page.goto(url, { waitUntil: 'commit' });
    runs.push(await largestContentfulPaint(page));
  }
  await context.close();
  return { page: url.replace(shellOrigin, ''), runs: runs.map(Math.round), median: median(runs) };
}
