#!/usr/bin/env node
// `node bench/ab.mjs [pairs]` (after `npm run bench -- issue-page`, which builds both): the composed
// issue page federated and as one bundle, loaded alternately with an empty cache (default 8 pairs),
// LCP of each, and the federated / single-bundle ratio as the ratio of medians and as the median of
// each pair's ratio. On a machine shared with other work the load drifts within a run; alternating
// the two pages keeps that drift out of the ratio better than five runs of each one after the other.
// A check while working, not the measure: the bench's issue-page scenario is.
import { chromium } from '@playwright/test';
import { startPlatform, waitFor, signInPage } from './lib/platform.mjs';
import { createIssueWithDiscussions } from './lib/data.mjs';
import { BENCH_PROJECT, shellOrigin } from './lib/config.mjs';
import { serveSingleBundle, singleBundleOrigin } from './lib/singleBundle.mjs';
import { largestContentfulPaint } from './lib/floor.mjs';
const N = Number(process.argv[2] ?? 8);

const platform = startPlatform();
const single = serveSingleBundle();
const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};
try {
  await waitFor(`${shellOrigin}/-/session`);
  await waitFor(`${singleBundleOrigin}/-/session`);
  const issue = await createIssueWithDiscussions('Bench: ab', 100);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  const res = { fed: [], single: [] };
  const ctxs = {};
  for (const [k, origin] of [['fed', shellOrigin], ['single', singleBundleOrigin]]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInPage(page, 'developer');
    await page.goto(`${origin}/${BENCH_PROJECT}/-/issues/${issue.iid}`);
    await page.waitForLoadState('networkidle');
    ctxs[k] = { context, page, origin, cdp: await context.newCDPSession(page) };
  }
  for (let i = 0; i < N; i++) {
    for (const k of i % 2 ? ['single', 'fed'] : ['fed', 'single']) {
      const { page, origin, cdp } = ctxs[k];
      await cdp.send('Network.clearBrowserCache');
      await page.goto(`${origin}/${BENCH_PROJECT}/-/issues/${issue.iid}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: issue.title }).waitFor({ timeout: 15000 });
      await page.getByRole('region', { name: 'Discussion', exact: true }).getByText('Bench discussion', { exact: false }).first().waitFor({ timeout: 15000 });
      res[k].push(Math.round(await largestContentfulPaint(page)));
    }
  }
  const ratios = res.fed.map((f, i) => f / res.single[i]);
  console.log(`fed ${median(res.fed)} [${res.fed}]\nsingle ${median(res.single)} [${res.single}]\nratio of medians ${(median(res.fed) / median(res.single)).toFixed(2)}, median of pair ratios ${median(ratios).toFixed(2)}`);
  await browser.close();
} finally {
  process.kill(-platform.pid, 'SIGTERM');
  process.kill(-single.pid, 'SIGTERM');
}
process.exit(0);
