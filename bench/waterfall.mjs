#!/usr/bin/env node
// `node bench/waterfall.mjs` (after `npm run bench`, which builds): the platform on the bench's ports,
// then the composed issue page loaded three times with an empty cache; prints each run's LCP and the
// last run's resource timeline (start, end in ms since navigation, initiator, address), to see which
// request waits for which. Not a measure: the bench's scenarios are.
import { chromium } from '@playwright/test';
import { startPlatform, waitFor, signInPage } from './lib/platform.mjs';
import { createIssueWithDiscussions } from './lib/data.mjs';
import { BENCH_PROJECT, shellOrigin } from './lib/config.mjs';
import { largestContentfulPaint } from './lib/floor.mjs';
import { serveSingleBundle, singleBundleOrigin } from './lib/singleBundle.mjs';

// `--single`: the same page built as one bundle (bench/single-bundle/dist, built by `npm run bench -- issue-page`).
const single = process.argv.includes('--single') ? serveSingleBundle() : null;
const origin = single ? singleBundleOrigin : shellOrigin;
const platform = startPlatform();
try {
  await waitFor(`${shellOrigin}/-/session`);
  if (single) await waitFor(`${singleBundleOrigin}/-/session`);
  const issue = await createIssueWithDiscussions('Bench: waterfall', 100);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInPage(page, 'developer');
  for (let run = 0; run < 3; run++) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${origin}/${BENCH_PROJECT}/-/issues/${issue.iid}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: issue.title }).waitFor({ timeout: 15000 });
    const lcp = await largestContentfulPaint(page);
    const entries = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const marks = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) marks.push([Math.round(e.startTime), Math.round(e.startTime + e.duration), e.entryType, e.name]);
          }).observe({ type: 'longtask', buffered: true });
          setTimeout(() => {
            const paints = performance.getEntriesByType('paint').map((e) => [Math.round(e.startTime), Math.round(e.startTime), 'paint', e.name]);
            const resources = performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.initiatorType, e.name.replace(/^http:\/\/localhost:/, '').slice(0, 110)]);
            resolve([...marks, ...paints, ...resources]);
          }, 50);
        }),
    );
    // Which element the LCP is (tag, test id or class, start of its text).
    const lcpElement = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const element = list.getEntries().at(-1)?.element;
            resolve(element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"` : 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve('none'), 100);
        }),
    );
    console.log(`run ${run} LCP ${Math.round(lcp)} ${lcpElement}`);
    if (run === 2) entries.push([Math.round(lcp), Math.round(lcp), 'lcp', '']);
    if (run === 2) for (const e of entries.sort((a, b) => a[0] - b[0])) console.log(e.join('\t'));
  }
  await browser.close();
} finally {
  process.kill(-platform.pid, 'SIGTERM');
  if (single) process.kill(-single.pid, 'SIGTERM');
}
process.exit(0);
