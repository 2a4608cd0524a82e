#!/usr/bin/env node
// `node bench/diffsProfile.mjs` (after a production build, e.g. `npm run bench -- diffs`): the platform on
// the bench's ports, a 1,000-file and a 10,000-line merge request, then for each of three cold visits
// of the 1,000-file MR's Changes tab: when its file tree shows, the request timeline (start, end in ms
// since navigation) and the long tasks before it; then the 10,000-line file expanded and scrolled to
// its end: the long tasks meanwhile. For both, a CPU profile (CDP, sampled every 0.5 ms) summed by
// function and mapped to the sources through the builds' source maps: what the main thread spent its
// time on. Evidence that holds on a loaded machine better than the bench's absolute times, which it
// does not replace.
import { chromium } from '@playwright/test';
import { BENCH_PROJECT, shellOrigin } from './lib/config.mjs';
import { startProfile, topFunctions } from './lib/cpuProfile.mjs';
import { createMergeRequestWithFiles, longFile, manyFiles } from './lib/data.mjs';
import { signedInContext, startPlatform, waitFor } from './lib/platform.mjs';
import { longTasksSinceWatch, watchLongTasks, watchVisible, wheelToEnd } from './lib/probes.mjs';

const TREE_ITEM = '[role="tree"][aria-label="Changed files"] [role="treeitem"]';
const platform = startPlatform();
try {
  await waitFor(`${shellOrigin}/-/session`);
  const stamp = Date.now();
  const many = await createMergeRequestWithFiles('Profile: 1,000 files', `bench/pmany-${stamp}`, manyFiles(1000));
  const long = await createMergeRequestWithFiles('Profile: 10,000-line file', `bench/plong-${stamp}`, longFile(10_000));
  const url = (mr) => `${shellOrigin}/${BENCH_PROJECT}/-/merge_requests/${mr.iid}/diffs`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

  for (let run = 0; run < 3; run += 1) {
    const { context, page } = await signedInContext(browser, 'developer');
    await watchVisible(page, TREE_ITEM);
    const stop = await startProfile(page);
    await page.goto(url(many), { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__visibleAt !== undefined, null, { timeout: 60_000 });
    const profile = await stop();
    const { visibleAt, longTasks, resources, treeItems } = await page.evaluate(() => ({
      visibleAt: Math.round(window.__visibleAt),
      longTasks: window.__longTasks,
      treeItems: document.querySelectorAll('[role="tree"] [role="treeitem"]').length,
      resources: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < window.__visibleAt)
        .map((entry) => `${String(Math.round(entry.startTime)).padStart(5)} → ${String(Math.round(entry.responseEnd)).padStart(5)}  ${entry.name.replace(/^http:\/\/localhost:/, '').slice(0, 100)}`),
    }));
    const busy = longTasks.filter(([start]) => start < visibleAt);
    console.log(`\n1,000-file MR, run ${run}: file tree visible at ${visibleAt} ms (${treeItems} tree items in the DOM); long tasks before it: ${busy.map(([start, ms]) => `${ms} ms @${start}`).join(', ') || 'none'} (sum ${busy.reduce((sum, [, ms]) => sum + ms, 0)} ms)`);
    if (run === 2) {
      console.log('Requests before it:');
      for (const line of resources) console.log(`  ${line}`);
      const top = await topFunctions(profile);
      console.log(`CPU profile until then (${top.total} ms sampled), self time by function:`);
      for (const row of top.rows) console.log(row);
    }
    await context.close();
  }

  // The 10,000-line file: expanded, then scrolled to its end with the wheel.
  const { context, page } = await signedInContext(browser, 'developer');
  await page.goto(url(long));
  await page.getByRole('button', { name: 'Expand file' }).first().click();
  await page.locator('[data-line-type="new"]').first().waitFor();
  await watchLongTasks(page);
  const stop = await startProfile(page);
  const started = Date.now();
  await wheelToEnd(page);
  const profile = await stop();
  const tasks = await longTasksSinceWatch(page);
  console.log(`\n10,000-line file scrolled to its end in ${Date.now() - started} ms; long tasks: ${tasks.join(', ') || 'none'}`);
  const top = await topFunctions(profile);
  console.log(`CPU profile while scrolling (${top.total} ms sampled, idle included), self time by function:`);
  for (const row of top.rows) console.log(row);
  await context.close();
  await browser.close();
} finally {
  process.kill(-platform.pid, 'SIGTERM');
}
process.exit(0);
