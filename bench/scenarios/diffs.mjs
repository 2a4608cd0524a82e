// The Changes tab (issue 12): a merge request with one 10,000-line file and one with 1,000 changed files
// (in the bench's data set, never the demo seed), against a ten-line diff in the same run: first diff
// lines visible (the long file comes collapsed, as GitLab's: from 'Expand file'), switching inline ↔ side-by-side as an interaction (Event Timing, the INP measure), long
// tasks while scrolling to the end, the file tree of the 1,000-file MR and the JS heap after scrolling it,
// and `diffs_batch.json` (the page's first batch) at 50 connections; each with its ratio to the ten-line diff.
import { apiOrigin, BUDGETS, log, RUNS, shellOrigin, BENCH_PROJECT } from '../lib/config.mjs';
import { createMergeRequestWithFiles, longFile, manyFiles } from '../lib/data.mjs';
import { measureApi } from '../lib/measure.mjs';
import { sessionCookieHeader, signedInContext } from '../lib/platform.mjs';
import { median } from '../lib/stats.mjs';

const LINE = '[data-line-type="new"]';
const TREE_ITEM = '[role="tree"][aria-label="Changed files"] [role="treeitem"]';
// Files per `diffs_batch.json` page: the Changes tab's largest page (mf-diffs MAX_BATCH_SIZE; its first page has 5).
const BATCH_PER_PAGE = 50;

/**
 * One cold visit of a Changes tab: the frame in which `selector` is first on screen (and, when given, the
 * frame in which `second` is).
 */
export async function visit(browser, url, selector, second = null) {
  const { context, page } = await signedInContext(browser, 'developer');
  await page.addInitScript(([wanted, also]) => {
    window.__interactions = [];
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    const shown = (css) => {
      const found = document.querySelector(css);
      return Boolean(found && found.getBoundingClientRect().height > 0);
    };
    const check = () => {
      if (window.__visibleAt === undefined && shown(wanted)) window.__visibleAt = performance.now();
      if (also && window.__secondAt === undefined && shown(also)) window.__secondAt = performance.now();
      if (window.__visibleAt === undefined || (also && window.__secondAt === undefined)) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, [selector, second]);
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await page.waitForFunction((also) => window.__visibleAt !== undefined && (!also || window.__secondAt !== undefined), second, { timeout: 60_000 });
  } catch (error) {
    await page.screenshot({ path: '/tmp/bench-diffs-fail.png' });
    throw new Error(`${url}: ${selector} not visible; the page says: ${(await page.locator('main').innerText().catch(() => '')).slice(0, 500)}`, { cause: error });
  }
  const [visibleMs, secondMs] = await page.evaluate(() => [window.__visibleAt, window.__secondAt ?? null]);
  return { context, page, visibleMs: Math.round(visibleMs), secondMs: secondMs === null ? null : Math.round(secondMs) };
}

/**
 * The 10,000-line file comes collapsed, as GitLab collapses large files: from the click on 'Expand file'
 * (taken in the page) to the frame in which its first lines are on screen.
 */
async function expandMs(page) {
  await page.getByRole('button', { name: 'Expand file' }).first().waitFor();
  await page.evaluate((selector) => {
    window.__clickAt = undefined;
    window.__linesAt = undefined;
    document.addEventListener('click', () => (window.__clickAt ??= performance.now()), { capture: true, once: true });
    const check = () => {
      const found = document.querySelector(selector);
      if (window.__clickAt !== undefined && found && found.getBoundingClientRect().height > 0) window.__linesAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, LINE);
  await page.getByRole('button', { name: 'Expand file' }).first().click();
  await page.waitForFunction(() => window.__linesAt !== undefined, null, { timeout: 60_000 });
  return Math.round(await page.evaluate(() => window.__linesAt - window.__clickAt));
}

/** The longest interaction since the last call. */
async function lastInteractionMs(page) {
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const longest = Math.max(0, ...window.__interactions);
    window.__interactions = [];
    return Math.round(longest);
  });
}

/** Scrolls the page to its end (new batches keep arriving), returning the longest task meanwhile. */
export async function scrollToEnd(page) {
  return Math.round(Math.max(0, ...(await scrollToEndTasks(page))));
}

/** The same, returning every long task (ms) seen meanwhile. */
export async function scrollToEndTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  let last = -1;
  for (let step = 0; step < 400; step += 1) {
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(20);
    if (step % 20 === 19) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4);
      if (atEnd && height === last) break;
      last = height;
    }
  }
  return page.evaluate(() => window.__longTasks);
}

export async function diffsScenario(browser) {
  log('Creating merge requests: one 10,000-line file, 1,000 files, ten lines…');
  const stamp = Date.now();
  const long = await createMergeRequestWithFiles('Bench: 10,000-line file', `bench/long-${stamp}`, longFile(10_000));
  const many = await createMergeRequestWithFiles('Bench: 1,000 files', `bench/many-${stamp}`, manyFiles(1000));
  const small = await createMergeRequestWithFiles('Bench: ten lines', `bench/small-${stamp}`, longFile(10));
  const url = (mr) => `${shellOrigin}/${BENCH_PROJECT}/-/merge_requests/${mr.iid}/diffs`;

  const longRuns = [];
  const expandRuns = [];
  const smallRuns = [];
  let longVisit;
  let smallSwitch = null;
  for (let run = 0; run < RUNS; run += 1) {
    const tiny = await visit(browser, url(small), LINE);
    smallRuns.push(tiny.visibleMs);
    if (run === RUNS - 1) {
      // The same switch on the ten-line diff, for the ratio.
      await tiny.page.getByRole('button', { name: 'Side-by-side' }).click();
      const toParallel = await lastInteractionMs(tiny.page);
      await tiny.page.getByRole('button', { name: 'Inline' }).click();
      smallSwitch = Math.max(toParallel, await lastInteractionMs(tiny.page));
    }
    await tiny.context.close();
    if (longVisit) await longVisit.context.close();
    longVisit = await visit(browser, url(long), TREE_ITEM);
    longRuns.push(longVisit.visibleMs);
    expandRuns.push(await expandMs(longVisit.page));
  }

  // Inline ↔ side-by-side on the expanded 10,000-line file, then scrolling it to the end.
  await longVisit.page.getByRole('button', { name: 'Side-by-side' }).click();
  const toParallelMs = await lastInteractionMs(longVisit.page);
  await longVisit.page.getByRole('button', { name: 'Inline' }).click();
  const toInlineMs = await lastInteractionMs(longVisit.page);
  const longScrollTaskMs = await scrollToEnd(longVisit.page);
  await longVisit.context.close();

  // The 1,000-file MR: the file tree's first item, then every file scrolled through and the heap.
  const treeRuns = [];
  let manyVisit;
  for (let run = 0; run < RUNS; run += 1) {
    if (manyVisit) await manyVisit.context.close();
    manyVisit = await visit(browser, url(many), TREE_ITEM);
    treeRuns.push(manyVisit.visibleMs);
  }
  const manyScrollTaskMs = await scrollToEnd(manyVisit.page);
  const cdp = await manyVisit.context.newCDPSession(manyVisit.page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const heapMb = Math.round(usedSize / 1024 / 1024);
  await manyVisit.context.close();

  // diffs_batch.json under load: the first page of the 1,000-file MR (50 files), and of the ten-line diff.
  const cookie = await sessionCookieHeader('developer');
  const batchUrl = (mr) => `${apiOrigin}/${BENCH_PROJECT}/-/merge_requests/${mr.iid}/diffs_batch.json?page=1&per_page=${BATCH_PER_PAGE}&view=inline`;
  log('Loading diffs_batch.json (1,000-file MR, first 50 files) for 10 s at 50 connections…');
  const batchApi = await measureApi(batchUrl(many), { Cookie: cookie }, `GET {mr}/diffs_batch.json?page=1&per_page=${BATCH_PER_PAGE}&view=inline, 1,000-file MR (signed-in session, PGlite)`);
  log('Loading diffs_batch.json (ten-line diff) for 10 s at 50 connections…');
  const smallBatchApi = await measureApi(batchUrl(small), { Cookie: cookie }, `GET {mr}/diffs_batch.json?page=1&per_page=${BATCH_PER_PAGE}&view=inline, ten-line diff (signed-in session, PGlite)`);

  const pageMs = median(longRuns);
  const firstLinesMs = median(expandRuns);
  const smallMs = median(smallRuns);
  const treeMs = median(treeRuns);
  const switchMs = Math.max(toParallelMs, toInlineMs);
  const verdict = {
    firstLines: firstLinesMs <= BUDGETS.diffsFirstLinesMs,
    switchView: switchMs <= BUDGETS.diffsSwitchInpMs,
    longScrolling: longScrollTaskMs <= BUDGETS.scrollLongTaskMs,
    fileTree: treeMs <= BUDGETS.diffsFileTreeMs,
    heap: heapMb <= BUDGETS.diffsHeapMb,
  };
  const rows = [
    ['10,000-line file: page with its (collapsed) file (median)', `${pageMs} ms (runs ${longRuns.join(', ')})`, '', ''],
    ['10,000-line file: Expand file → first lines visible (median)', `${firstLinesMs} ms (runs ${expandRuns.join(', ')})`, `≤ ${BUDGETS.diffsFirstLinesMs} ms`, verdict.firstLines],
    ['  ten-line diff: first lines visible (median)', `${smallMs} ms (runs ${smallRuns.join(', ')})`, '', ''],
    ['Page, 10,000 lines / ten lines', (pageMs / Math.max(1, smallMs)).toFixed(2), '', ''],
    ['Inline ↔ side-by-side (interaction, worse of the two)', `${switchMs} ms (${toParallelMs} / ${toInlineMs})`, `≤ ${BUDGETS.diffsSwitchInpMs} ms`, verdict.switchView],
    ['  ten-line diff: the same switch', `${smallSwitch} ms`, '', ''],
    ['  ratio to the ten-line diff', (switchMs / Math.max(1, smallSwitch)).toFixed(2), '', ''],
    ['10,000-line file scrolled to the end: longest task', `${longScrollTaskMs} ms`, `≤ ${BUDGETS.scrollLongTaskMs} ms`, verdict.longScrolling],
    ['1,000-file MR: file tree visible (median)', `${treeMs} ms (runs ${treeRuns.join(', ')})`, `≤ ${BUDGETS.diffsFileTreeMs} ms`, verdict.fileTree],
    ['  ratio to the ten-line diff', (treeMs / Math.max(1, smallMs)).toFixed(2), '', ''],
    ['1,000-file MR scrolled to the end: longest task', `${manyScrollTaskMs} ms`, '', ''],
    ['1,000-file MR: JS heap after scrolling (after GC)', `${heapMb} MB`, `≤ ${BUDGETS.diffsHeapMb} MB`, verdict.heap],
    ['diffs_batch.json (1,000-file MR, 50 files) at 50 connections: p50 / p90', `${batchApi.p50Ms} / ${batchApi.p90Ms} ms`, '', ''],
    ['  throughput', `${batchApi.rps} req/s (${batchApi.errors} errors, ${batchApi.non2xx} non-2xx)`, '', ''],
    ['  ten-line diff: p50 / p90', `${smallBatchApi.p50Ms} / ${smallBatchApi.p90Ms} ms (${smallBatchApi.rps} req/s)`, '', ''],
    ['  p90 ratio to the ten-line diff', (batchApi.p90Ms / Math.max(1, smallBatchApi.p90Ms)).toFixed(2), '', ''],
  ];
  return {
    results: { long: { iid: long.iid, pageMs, pageRuns: longRuns, firstLinesMs, expandRuns }, small: { iid: small.iid, firstLinesMs: smallMs, runs: smallRuns }, switchMs: { toParallelMs, toInlineMs, smallMs: smallSwitch }, longScrollTaskMs, diffsBatch: { many: batchApi, small: smallBatchApi }, many: { iid: many.iid, fileTreeMs: treeMs, runs: treeRuns, scrollTaskMs: manyScrollTaskMs, heapMb }, verdict },
    rows,
  };
}
