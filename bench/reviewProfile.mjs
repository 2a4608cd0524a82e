#!/usr/bin/env node
// `node bench/reviewProfile.mjs` (after a production build, e.g. `npm run bench -- review`): the platform on
// the bench's ports and the review scenario's data set (a 1,000-file merge request with 500 diff threads),
// then for each of two cold visits of its Changes tab: when its first line and first thread show, then
// the page scrolled to its end as the bench scrolls it, with the long tasks meanwhile, the threads in the
// page at the end and a CPU profile of the scroll (CDP, self time by source file and by function, mapped
// through the builds' source maps). Evidence that holds on a loaded machine better than the bench's
// absolute times, which it does not replace.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { BENCH_PROJECT, shellOrigin } from './lib/config.mjs';
import { startProfile, topFunctions } from './lib/cpuProfile.mjs';
import { addDiffThreads, createMergeRequestWithFiles, manyFiles } from './lib/data.mjs';
import { startPlatform, waitFor } from './lib/platform.mjs';
import { scrollToEndTasks, visit } from './scenarios/diffs.mjs';

const RUNS = 2;
const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

const platform = startPlatform();
try {
  await waitFor(`${shellOrigin}/-/session`);
  const files = manyFiles(1000);
  const many = await createMergeRequestWithFiles('Profile: 1,000 files, 500 threads', `bench/preview-${Date.now()}`, files);
  await addDiffThreads(many, files, 500);
  const url = `${shellOrigin}/${BENCH_PROJECT}/-/merge_requests/${many.iid}/diffs`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  console.log(`load average ${load()}`);
  for (let run = 0; run < RUNS; run += 1) {
    const shown = await visit(browser, url, '[data-line-type="new"]', '[data-testid="diff-thread"]');
    await shown.page.waitForLoadState('networkidle');
    const stop = await startProfile(shown.page);
    const started = Date.now();
    const tasks = (await scrollToEndTasks(shown.page)).map(Math.round);
    const profile = await stop();
    const threads = await shown.page.evaluate(() => document.querySelectorAll('[data-testid="diff-thread"]').length);
    console.log(
      `\nRun ${run}: first line ${shown.visibleMs} ms, first thread ${shown.secondMs} ms; scrolled to the end in ${Date.now() - started} ms; ` +
        `long tasks: ${tasks.join(', ') || 'none'} (${tasks.length}, sum ${tasks.reduce((a, b) => a + b, 0)} ms); ${threads} threads in the page at the end`,
    );
    if (run === RUNS - 1) {
      const top = await topFunctions(profile);
      console.log(`CPU profile while scrolling (${top.total} ms sampled, idle included), self time by source:`);
      for (const row of top.files) console.log(row);
      console.log('by function:');
      for (const row of top.rows) console.log(row);
    }
    await shown.context.close();
  }
  console.log(`\nload average ${load()}`);
  await browser.close();
} finally {
  process.kill(-platform.pid, 'SIGTERM');
}
process.exit(0);
