// First visits with an empty cache (time until a page-specific "ready", LCP, JS) and API load (autocannon).
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { RUNS, shellOrigin } from './config.mjs';
import { splitDownloads } from './downloads.mjs';
import { largestContentfulPaint, measureFloor, writeFloorPage } from './floor.mjs';
import { signedInContext, signInPage } from './platform.mjs';
import { median } from './stats.mjs';

/**
 * RUNS first visits of `url` with an empty cache, signed in as `login`. `ready(page)` resolves when
 * the thing measured is on screen; its time (ms since navigation start) is recorded per run, plus the
 * page's largest contentful paint. The JS of the first run is split by part. With `floor` (a name), the
 * first run's screen is also saved as a static page and its LCP measured (`floorLcpMs`).
 */
export async function measureFirstVisits(browser, fileMap, { url, login, ready, floor }) {
  let floorUrl = null;
  const { context, page } = await signedInContext(browser, login);
  const readyTimes = [];
  const lcpTimes = [];
  let downloads = [];
  for (let run = 0; run < RUNS; run += 1) {
    const runDownloads = [];
    const onResponse = async (response) => {
      const responseUrl = response.url();
      if (!/\.m?js(\?|$)/.test(responseUrl)) return;
      try {
        const body = await response.body();
        runDownloads.push({ url: responseUrl, bytes: body.length, gzip: gzipSync(body).length });
      } catch {
        // redirected or aborted
      }
    };
    page.on('response', onResponse);
    // A fresh cache each run: measure the first visit, not a warm one.
    await context.clearCookies().catch(() => {});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await signInPage(page, login);
    await page.goto(url, { waitUntil: 'commit' });
    await ready(page);
    readyTimes.push(await page.evaluate(() => performance.now()));
    lcpTimes.push(await largestContentfulPaint(page));
    // The same first screen as static HTML, for the floor (see floor.mjs).
    if (run === 0 && floor) floorUrl = await writeFloorPage(page, floor);
    page.off('response', onResponse);
    if (run === 0) downloads = runDownloads;
  }
  await context.close();
  return {
    page: url.replace(shellOrigin, ''),
    ...(await splitDownloads(downloads, fileMap)),
    readyMs: { runs: readyTimes.map(Math.round), median: median(readyTimes) },
    lcpMs: { runs: lcpTimes.map(Math.round), median: median(lcpTimes) },
    ...(floorUrl ? { floorLcpMs: await measureFloor(browser, floorUrl) } : {}),
  };
}

export async function measureApi(url, headers, label) {
  const result = await autocannon({ url, connections: 50, duration: 10, headers });
  return {
    route: label,
    connections: 50,
    durationS: 10,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p90Ms: result.latency.p90,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

