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
const platform = startPlatform();
try {
  await waitFor(`${shellOrigin}/-/session`);
  const issue = await createIssueWithDiscussions('Bench: waterfall', 100);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInPage(page, 'developer');
  for (let run = 0; run < 3; run++) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${shellOrigin}/${BENCH_PROJECT}/-/issues/${issue.iid}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: issue.title }).waitFor({ timeout: 15000 });
    const lcp = await largestContentfulPaint(page);
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.initiatorType, e.name.replace(/^http:\/\/localhost:/, '').slice(0, 110)]));
    console.log(`run ${run} LCP ${Math.round(lcp)}`);
    if (run === 2) for (const e of entries.sort((a, b) => a[0] - b[0])) console.log(e.join('\t'));
  }
  await browser.close();
} finally {
  process.kill(-platform.pid, 'SIGTERM');
}
process.exit(0);
