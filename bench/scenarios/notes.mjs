// The notes area: the 5,000-note issue (first batch, all pages, long tasks while scrolling),
// discussions.json under load, and a note seen live in another browser.
import { apiOrigin, BENCH_PROJECT, BUDGETS, log, RUNS, shellOrigin } from '../lib/config.mjs';
import { createIssueWithDiscussions } from '../lib/data.mjs';
import { measureApi } from '../lib/measure.mjs';
import { sessionCookieHeader, signedInContext } from '../lib/platform.mjs';
import { median, percentile } from '../lib/stats.mjs';

/**
 * One cold visit of an issue (a new context, signed in): the frame in which its first discussion is in
 * the page (checked before each paint: Playwright's own visibility polling backs off to 100-500 ms
 * steps and would measure its polling, not the page), where the time went (data requests and the last
 * script, in ms since navigation, and the long tasks so far), and the discussions pages seen so far.
 */
async function firstBatchVisit(browser, url) {
  const { context, page } = await signedInContext(browser, 'developer');
  const loading = { allLoadedAt: null, pages: 0, started: 0 };
  page.on('response', (response) => {
    if (!response.url().includes('/discussions.json')) return;
    loading.pages += 1;
    if (!response.headers()['x-next-page-cursor']) loading.allLoadedAt = Date.now();
  });
  await page.addInitScript(() => {
    const check = () => {
      const region = document.querySelector('section[aria-label="Discussion"]');
      const shown = region && [...region.querySelectorAll('li')].some((item) => item.textContent.includes('Bench discussion') && item.getBoundingClientRect().height > 0);
      if (shown) window.__firstBatchAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.addInitScript(() => {
    window.__loadLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__loadLongTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  loading.started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  await discussion.getByText('Bench discussion', { exact: false }).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => window.__firstBatchAt !== undefined);
  const firstBatchMs = Math.round(await page.evaluate(() => window.__firstBatchAt));
const timeline = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((entry) => entry.initiatorType === 'script');
    return {
      requests: resources
        .filter((entry) => entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest')
        .map((entry) => `${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${new URL(entry.name).pathname}`),
      scripts: scripts.length,
      lastScriptEnd: Math.round(Math.max(0, ...scripts.map((entry) => entry.responseEnd))),
      longTasks: window.__loadLongTasks,
    };
});
  return { context, page, loading, firstBatchMs, timeline };
}

export async function notesScenario(browser) {
  log('Creating an issue with 5,000 notes, one with 20 and one with 100 discussions…');
  const big = await createIssueWithDiscussions('Bench: 5,000 notes', 1000, 5);
  const small = await createIssueWithDiscussions('Bench: 20 notes', 20);
  const hundred = await createIssueWithDiscussions('Bench: 100 discussions for discussions.json', 100);

  // 1. First batch of the 5,000-note issue and of a 20-note issue, cold, alternating (so both see the
  // same machine), median of RUNS each; then, in the last visit of the big one, every page loaded and
  // the long tasks while scrolling.
  const url = `${shellOrigin}/${BENCH_PROJECT}/-/issues/${big.iid}`;
  const smallUrl = `${shellOrigin}/${BENCH_PROJECT}/-/issues/${small.iid}`;
  const firstBatchRuns = [];
  const smallFirstBatchRuns = [];
  const loadTimelines = [];
  let context;
  let page;
  let loading;
  for (let run = 0; run < RUNS; run += 1) {
    const smallVisit = await firstBatchVisit(browser, smallUrl);
    smallFirstBatchRuns.push(smallVisit.firstBatchMs);
    await smallVisit.context.close();
    if (context) await context.close();
    const visit = await firstBatchVisit(browser, url);
    ({ context, page, loading } = visit);
    firstBatchRuns.push(visit.firstBatchMs);
    loadTimelines.push(visit.timeline);
  }
  const smallFirstBatchMs = median(smallFirstBatchRuns);
  const firstBatchRatio = median(firstBatchRuns) / Math.max(1, smallFirstBatchMs);
  const firstBatchMs = median(firstBatchRuns);
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const deadline = Date.now() + 120_000;
  while (loading.allLoadedAt === null && Date.now() < deadline) await page.waitForTimeout(100);
  const allLoadedMs = loading.allLoadedAt === null ? null : loading.allLoadedAt - loading.started;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await discussion.hover();
  for (let step = 0; step < 120; step += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(25);
  }
  const longTasks = await page.evaluate(() => window.__longTasks);
  // What the scrolling went through: how far, and how many notes were rendered on the way.
  const scrolled = await page.evaluate(() => ({ y: Math.round(window.scrollY), lastRow: Math.max(-1, ...[...document.querySelectorAll('[data-index]')].map((row) => Number(row.getAttribute('data-index')))) }));
  await context.close();

  // 2. discussions.json with 100 discussions under load (a signed-in session, as the page sends it).
  const sessionCookie = await sessionCookieHeader('developer');
  log('Loading discussions.json (100 discussions) for 10 s at 50 connections…');
  const discussionsApi = await measureApi(
    `${apiOrigin}/${BENCH_PROJECT}/-/issues/${hundred.iid}/discussions.json?per_page=100`,
    { Cookie: sessionCookie },
    'GET {issue}/discussions.json, 100 discussions (signed-in session, PGlite)',
  );

  // 3. A note posted in one browser, visible in another.
  log('Posting notes in one browser and timing them in another…');
  const writer = await signedInContext(browser, 'developer');
  const reader = await signedInContext(browser, 'maintainer');
  const liveUrl = `${shellOrigin}/${BENCH_PROJECT}/-/issues/${hundred.iid}`;
  // Newest first: a new note appears at the top, inside the viewport (the list is virtualised, so a
  // note appended below the fold is not in the DOM until scrolled to).
  await reader.page.addInitScript(() => localStorage.setItem('sort_direction_Issue', JSON.stringify('desc')));
  await reader.page.goto(liveUrl);
  await reader.page.getByRole('region', { name: 'Discussion', exact: true }).getByText('Bench discussion', { exact: false }).first().waitFor({ timeout: 30_000 });
  await writer.page.goto(liveUrl);
  const csrfToken = (await (await writer.page.request.get(`${shellOrigin}/-/session`)).json()).csrf_token;
  const liveTimes = [];
  for (let i = 0; i < 20; i += 1) {
    const body = `Live bench note ${i} ${Date.now()}`;
    const waiting = reader.page.getByText(body).waitFor({ timeout: 15_000 }).then(
      () => Date.now(),
      () => null,
    );
    const postedAt = Date.now();
    const response = await writer.page.request.post(`${shellOrigin}/${BENCH_PROJECT}/notes`, {
      data: { note: { noteable_type: 'Issue', noteable_id: hundred.id, note: body } },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    if (!response.ok()) throw new Error(`posting a note failed: ${response.status()} ${await response.text()}`);
    const seenAt = await waiting;
    liveTimes.push(seenAt === null ? 15_000 : seenAt - postedAt);
  }
  await writer.context.close();
  await reader.context.close();

  const maxLongTask = longTasks.length ? Math.round(Math.max(...longTasks)) : 0;
  const live = { runs: liveTimes, p50: percentile(liveTimes, 50), p95: percentile(liveTimes, 95) };
  const verdict = {
    firstBatch: firstBatchMs <= BUDGETS.notesFirstBatchMs,
    firstBatchRatio: firstBatchRatio <= BUDGETS.firstBatchRatio,
    allLoaded: allLoadedMs !== null,
    scrolling: maxLongTask <= BUDGETS.scrollLongTaskMs,
    discussionsP90: discussionsApi.p90Ms <= BUDGETS.discussionsP90Ms,
    liveNote: live.p95 <= BUDGETS.liveNoteP95Ms,
  };
  const rows = [
    ['5,000 notes: first batch visible (median)', `${Math.round(firstBatchMs)} ms (runs ${firstBatchRuns.join(', ')})`, `≤ ${BUDGETS.notesFirstBatchMs} ms`, verdict.firstBatch],
    ['20 notes: first batch visible (median)', `${smallFirstBatchMs} ms (runs ${smallFirstBatchRuns.join(', ')})`, '', ''],
    ['First batch, 5,000 / 20 notes', firstBatchRatio.toFixed(2), `≤ ${BUDGETS.firstBatchRatio}`, verdict.firstBatchRatio],
    ['5,000 notes: all loaded', allLoadedMs === null ? 'not within 120 s' : `${allLoadedMs} ms (${loading.pages} pages)`, 'all', verdict.allLoaded],
    ['5,000 notes: longest task while scrolling', `${maxLongTask} ms (${longTasks.length} over 50 ms; ${scrolled.y} px, to row ${scrolled.lastRow})`, `≤ ${BUDGETS.scrollLongTaskMs} ms`, verdict.scrolling],
    ['discussions.json (100) p50', `${discussionsApi.p50Ms} ms`, '', ''],
    ['discussions.json (100) p90', `${discussionsApi.p90Ms} ms`, `≤ ${BUDGETS.discussionsP90Ms} ms`, verdict.discussionsP90],
    ['discussions.json throughput', `${discussionsApi.rps} req/s (${discussionsApi.errors} errors, ${discussionsApi.non2xx} non-2xx)`, '', ''],
    ['Note visible in another browser p50', `${live.p50} ms`, '', ''],
    ['Note visible in another browser p95', `${live.p95} ms`, `≤ ${BUDGETS.liveNoteP95Ms} ms`, verdict.liveNote],
  ];
  return {
    results: { smallIssue: { iid: small.iid, notes: 20, firstBatchMs: smallFirstBatchMs, firstBatchRuns: smallFirstBatchRuns }, firstBatchRatio: Number(firstBatchRatio.toFixed(2)), bigIssue: { iid: big.iid, notes: 5000, firstBatchMs: Math.round(firstBatchMs), firstBatchRuns, loadTimelines, allLoadedMs, pages: loading.pages, longTasks: longTasks.map(Math.round), scrolled }, discussionsApi, live, verdict },
    rows,
  };
}

