#!/usr/bin/env node
// `node bench/waterfall.mjs` (after `npm run bench`, which builds): the platform on the bench's ports,
// then the composed issue page loaded three times with an empty cache; prints each run's LCP and the
// last run's resource timeline (start, end in ms since navigation, initiator, address), to see which
// request waits for which. Not a measure: the bench's scenarios are.
// `--epic=N`: the epic page of a new epic with N direct children instead (issue 11's tree), timed to its
// tree's first row. `--profile=file.cpuprofile`: the last run's CPU profile (CDP), with the functions of
// most self time printed.
import { chromium } from '@playwright/test';
import { startPlatform, waitFor, signInPage } from './lib/platform.mjs';
import { writeFileSync } from 'node:fs';
import { createEpicWithChildren, createIssueWithDiscussions } from './lib/data.mjs';
import { BENCH_PROJECT, shellOrigin } from './lib/config.mjs';
import { largestContentfulPaint } from './lib/floor.mjs';
import { serveSingleBundle, singleBundleOrigin } from './lib/singleBundle.mjs';

// The epic tree's rows (as the bench's epic-tree scenario finds them).
const TREE_ROWS = 'section[aria-label="Child issues and epics"] ul[aria-label="Child issues and epics"] > li';

// `--single`: the same page built as one bundle (bench/single-bundle/dist, built by `npm run bench -- issue-page`).
const single = process.argv.includes('--single') ? serveSingleBundle() : null;
const origin = single ? singleBundleOrigin : shellOrigin;
const platform = startPlatform();
try {
  await waitFor(`${shellOrigin}/-/session`);
  if (single) await waitFor(`${singleBundleOrigin}/-/session`);
  const epicChildren = Number(process.argv.find((arg) => arg.startsWith('--epic='))?.slice('--epic='.length) ?? 0);
  const profileFile = process.argv.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length);
  const target = epicChildren > 0 ? await epicTarget(epicChildren) : await issueTarget();

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInPage(page, 'developer');
  // The frame in which the target's element is first on screen (checked before each paint).
  await page.addInitScript((selector) => {
    const check = () => {
      const element = document.querySelector(selector);
      if (element && element.getBoundingClientRect().height > 0) window.__readyAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, target.selector);
  for (let run = 0; run < 3; run++) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    if (run === 2 && profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
    await target.ready(page);
    await page.waitForFunction(() => window.__readyAt !== undefined, null, { timeout: 30_000 });
    const readyAt = await page.evaluate(() => Math.round(window.__readyAt));
    if (run === 2 && profileFile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      printTopFunctions(profile);
    }
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
    console.log(`run ${run} LCP ${Math.round(lcp)} ${lcpElement}; ${target.readyLabel} at ${readyAt}`);
    if (run === 2) entries.push([Math.round(lcp), Math.round(lcp), 'lcp', ''], [readyAt, readyAt, 'ready', target.readyLabel]);
    if (run === 2) for (const e of entries.sort((a, b) => a[0] - b[0])) console.log(e.join('\t'));
  }
  await browser.close();
} finally {
  process.kill(-platform.pid, 'SIGTERM');
  if (single) process.kill(-single.pid, 'SIGTERM');
}
process.exit(0);

/** The issue page of a new issue with 100 discussions, ready when its title shows. */
async function issueTarget() {
  const issue = await createIssueWithDiscussions('Bench: waterfall', 100);
  return {
    path: `/${BENCH_PROJECT}/-/issues/${issue.iid}`,
    readyLabel: 'title',
    selector: 'h1',
    ready: (page) => page.getByRole('heading', { level: 1, name: issue.title }).waitFor({ timeout: 15000 }),
  };
}

/** The epic page of a new epic with `children` direct children, ready when its tree's first row shows. */
async function epicTarget(children) {
  const { epic } = await createEpicWithChildren(`Bench: waterfall ${children}`, children);
  return {
    path: `/groups/gitlab-org/-/epics/${epic.iid}`,
    readyLabel: 'first tree row',
    selector: TREE_ROWS,
    ready: (page) => page.locator(TREE_ROWS).first().waitFor({ timeout: 30000 }),
  };
}

/** The 25 functions of most self time in a CDP CPU profile (ms), with their script and line. */
function printTopFunctions(profile) {
  const self = new Map();
  const deltas = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const [index, sampleId] of (profile.samples ?? []).entries()) {
    const node = byId.get(sampleId);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^http:\/\/localhost:\d+\//, '')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[index] ?? 0) / 1000);
  }
  console.log('CPU profile: self time by function (ms)');
  for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
}
