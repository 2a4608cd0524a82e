#!/usr/bin/env node
// `node bench/reviewViewSwitch.mjs` (after a production build, e.g. `npm run bench -- review`): the review
// scenario's data set (a 1,000-file merge request with 500 diff threads, and a ten-line one) on the bench's
// ports, then
// - the first diffs_batch.json page's bytes as the Changes tab reads it (5 files, view=inline), a full page
//   (50 files) and with both views (no view: the answer before the parameter, what other clients get);
// - cold visits alternating with the ten-line diff: first line visible, and the main thread's busy time
//   until then (CDP Performance.getMetrics TaskDuration when it shows: CPU thread time, steadier than wall time
//   on a shared machine);
// - the Inline ↔ Side-by-side switch on the big merge request: each click's interaction duration (Event
//   Timing, what INP takes) until the other view's first row shows.
// With MR_IID and SMALL_IID it measures merge requests of a platform already running on the bench's ports
// (e.g. the review scenario's, while it runs) instead of starting one and making the data.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { BENCH_PROJECT, shellOrigin } from './lib/config.mjs';
import { addDiffThreads, createMergeRequestWithFiles, longFile, manyFiles } from './lib/data.mjs';
import { signedInContext, startPlatform, waitFor } from './lib/platform.mjs';
import { watchVisible } from './lib/probes.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const SWITCHES = 4;
const LINE = '[data-line-type="new"]';
const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

/**
 * A cold visit as the review scenario's (`visit`: first `selector` visible, in ms from navigation start),
 * with the main thread's task time until then (CDP Performance metrics, enabled before the navigation).
 */
async function visitWithCpu(browser, url) {
  const { context, page } = await signedInContext(browser, 'developer');
  await watchVisible(page, LINE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__visibleAt !== undefined, null, { timeout: 120_000, polling: 'raf' });
  const { metrics } = await cdp.send('Performance.getMetrics');
  const visibleMs = await page.evaluate(() => window.__visibleAt);
  await cdp.detach();
  return { context, page, ms: Math.round(visibleMs), cpu: Math.round((metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000) };
}

const attached = Boolean(process.env.MR_IID && process.env.SMALL_IID);
const platform = attached ? null : startPlatform();
try {
  await waitFor(`${shellOrigin}/-/session`);
  let many = { iid: Number(process.env.MR_IID) };
  let small = { iid: Number(process.env.SMALL_IID) };
  if (!attached) {
    const stamp = Date.now();
    const files = manyFiles(1000);
    many = await createMergeRequestWithFiles('View switch: 1,000 files, 500 threads', `bench/view-${stamp}`, files);
    small = await createMergeRequestWithFiles('View switch: ten lines', `bench/view-small-${stamp}`, longFile(10));
    await addDiffThreads(many, files, 500);
  }
  const url = (mr) => `${shellOrigin}/${BENCH_PROJECT}/-/merge_requests/${mr.iid}/diffs`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  console.log(`load average ${load()}`);

  const { context: reader, page: readerPage } = await signedInContext(browser, 'developer');
  // The tab's first page (5 files) and a full one (50 files, its largest).
  for (const perPage of [5, 50]) {
    for (const view of [null, 'inline', 'parallel']) {
      const query = `page=1&per_page=${perPage}${view ? `&view=${view}` : ''}`;
      const response = await readerPage.request.get(`${url(many).replace(/\/diffs$/, '')}/diffs_batch.json?${query}`);
      const body = await response.body();
      console.log(`first diffs_batch.json page, ${perPage} files (${view ?? 'no view: both'}): ${body.length} bytes`);
    }
  }
  await reader.close();

  const big = [];
  const tiny = [];
  let last;
  for (let run = 0; run < RUNS; run += 1) {
    const smallVisit = await visitWithCpu(browser, url(small));
    tiny.push(smallVisit);
    await smallVisit.context.close();
    if (last) await last.context.close();
    last = await visitWithCpu(browser, url(many));
    big.push(last);
  }
  const bigMs = median(big.map((r) => r.ms));
  const tinyMs = median(tiny.map((r) => r.ms));
  const bigCpu = median(big.map((r) => r.cpu));
  const tinyCpu = median(tiny.map((r) => r.cpu));
  console.log(`first line, 1,000 files + 500 threads: ${bigMs} ms (runs ${big.map((r) => r.ms).join(', ')}); main thread busy ${bigCpu} ms (runs ${big.map((r) => r.cpu).join(', ')})`);
  console.log(`first line, ten-line diff: ${tinyMs} ms (runs ${tiny.map((r) => r.ms).join(', ')}); main thread busy ${tinyCpu} ms (runs ${tiny.map((r) => r.cpu).join(', ')})`);
  console.log(`ratio: wall ${(bigMs / Math.max(1, tinyMs)).toFixed(2)}, main thread ${(bigCpu / Math.max(1, tinyCpu)).toFixed(2)}`);

  const page = last.page;
  await page.waitForLoadState('networkidle');
  const requestsBefore = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('diffs_batch.json')).length);
  const durations = { parallel: [], inline: [] };
  for (let i = 0; i < SWITCHES; i += 1) {
    for (const [button, view] of [['Side-by-side', 'parallel'], ['Inline', 'inline']]) {
      await page.evaluate(() => (window.__interactions = []));
      await page.getByRole('button', { name: button, exact: true }).click();
      // The other view's rows are in the page: side-by-side rows have sides, inline ones none.
      await page.waitForFunction((parallel) => (document.querySelector('[data-side="old"]') !== null) === parallel && document.querySelector('[data-line-type="new"], [data-side="new"]') !== null, view === 'parallel', { timeout: 30_000 });
      await page.waitForTimeout(300);
      durations[view].push(await page.evaluate(() => Math.max(0, ...window.__interactions.map((entry) => entry.duration))));
    }
  }
  const requestsAfter = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('diffs_batch.json')).length);
  console.log(`switch to side-by-side: longest interaction ${durations.parallel.join(', ')} ms; back to inline: ${durations.inline.join(', ')} ms; diffs_batch reads during the switches: ${requestsAfter - requestsBefore}`);
  console.log(`\nload average ${load()}`);
  await last.context.close();
  await browser.close();
} finally {
  if (platform) process.kill(-platform.pid, 'SIGTERM');
}
process.exit(0);
