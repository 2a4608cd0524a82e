#!/usr/bin/env node
// `npm run bench`: production build, then the platform on its own ports with a fresh database,
// measured in Debian's Chromium and with autocannon. Writes bench/results/<name>.json and prints
// a table. Budgets are checked and reported, never asserted by tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const SCENARIOS = ['foundation', 'issue-page', 'notes'];
const requested = process.argv.slice(2);
const scenarios = requested.length > 0 ? requested : SCENARIOS;
for (const scenario of scenarios) if (!SCENARIOS.includes(scenario)) throw new Error(`unknown scenario "${scenario}" (known: ${SCENARIOS.join(', ')})`);
const ports = { api: 3200, shell: 8280, issue: 8281, notes: 8282, trial: 8285 };
const remotePorts = { [String(ports.issue)]: 'mf-issue', [String(ports.notes)]: 'mf-notes', [String(ports.trial)]: 'mf-trial' };
const shellOrigin = `http://localhost:${ports.shell}`;
const apiOrigin = `http://127.0.0.1:${ports.api}`;
const dataDir = path.join(benchDir, '.data');
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const RUNS = 5;

const BUDGETS = {
  pageJsGzipKb: 400,
  widgetVisibleMs: 1000,
  apiP99Ms: 50,
  issuePageJsGzipKb: 500,
  issuePageLcpMs: 1000,
  notesFirstBatchMs: 1000,
  scrollLongTaskMs: 50,
  discussionsP90Ms: 50,
  liveNoteP95Ms: 500,
};

function log(message) {
  process.stderr.write(`${message}\n`);
}

async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startPlatform() {
  rmSync(dataDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(ports.api),
    API_ORIGIN: apiOrigin,
    SHELL_PORT: String(ports.shell),
    MF_ISSUE_PORT: String(ports.issue),
    MF_NOTES_PORT: String(ports.notes),
    MF_TRIAL_PORT: String(ports.trial),
    SHELL_ORIGIN: shellOrigin,
    MF_ISSUE_ORIGIN: `http://localhost:${ports.issue}`,
    MF_NOTES_ORIGIN: `http://localhost:${ports.notes}`,
    MF_TRIAL_ORIGIN: `http://localhost:${ports.trial}`,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  return spawn(process.execPath, [path.join(repoRoot, 'server', 'bin', 'platform.mjs'), 'start'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** file name → shared package, from every build's mf-manifest.json. */
async function sharedFileMap(origins) {
  const map = new Map();
  for (const origin of origins) {
    const manifest = await (await fetch(`${origin}/mf-manifest.json`)).json();
    for (const shared of manifest.shared ?? []) {
      for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) map.set(file, shared.name);
    }
  }
  return map;
}

function packageOfShared(name) {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
}

async function signedInContext(browser, login) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInPage(page, login);
  return { context, page };
}

/**
 * Signs `page` in as `login`: once per login for the whole run, then by the session cookie (the
 * sign-in endpoint allows 10 attempts a minute per login, fewer than the runs need).
 */
const sessionCookies = new Map();
async function signInPage(page, login) {
  const cookies = sessionCookies.get(login);
  if (cookies) {
    await page.context().addCookies(cookies);
    return;
  }
  const session = await (await page.request.get(`${shellOrigin}/-/session`)).json();
  const response = await page.request.post(`${shellOrigin}/users/sign_in`, {
    data: { login, password: 'demo-password' },
    headers: { 'X-CSRF-Token': session.csrf_token },
  });
  if (!response.ok()) throw new Error(`sign in as ${login} failed: ${response.status()}`);
  sessionCookies.set(login, await page.context().cookies());
}

/** The package a source-map path belongs to: a node_modules package, the kernel, or null (app code). */
function packageOfSource(source) {
  const nodeModules = source.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [first, second] = source.slice(nodeModules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  return /(^|\/)shared-kernel\//.test(source) ? 'shared-kernel' : null;
}

/**
 * Bytes per package in one downloaded file, read from its source map (`<file>.map`, emitted by every
 * production build). Attributing files by what they contain, not by their chunk names, keeps a
 * remote's chunk that merely sits in a shared package's chunk group from counting as that package.
 */
async function composition(url) {
  const response = await fetch(`${url}.map`).catch(() => null);
  if (!response?.ok) return null;
  const map = await response.json();
  const bytes = {};
  const modules = {};
  map.sources.forEach((source, index) => {
    const name = packageOfSource(source) ?? '(own code)';
    const size = map.sourcesContent?.[index]?.length ?? 0;
    bytes[name] = (bytes[name] ?? 0) + size;
    // The module's path inside the repository, the same whichever build bundled it.
    if (name !== '(own code)') modules[source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '')] = { name, size };
  });
  return { bytes, modules };
}

/** JS downloads of one first visit, split into shell, each remote and shared libraries. */
async function splitDownloads(downloads, fileMap) {
  const sharedPackages = new Set([...fileMap.values()].map(packageOfShared));
  const byPart = {};
  const files = [];
  const seenUrls = new Map();
  const moduleOrigins = new Map();
  for (const d of downloads) {
    const u = new URL(d.url);
    seenUrls.set(d.url, (seenUrls.get(d.url) ?? 0) + 1);
    const found = await composition(d.url);
    const contents = found?.bytes;
    let dominant = null;
    if (found) {
      for (const [name, size] of Object.entries(contents)) if (!dominant || size > contents[dominant]) dominant = name;
      for (const [modulePath, { name, size }] of Object.entries(found.modules)) {
        // A module of a shared package fetched from two builds (modules under 256 bytes are the consume
        // shims every build emits, not copies).
        // The kernel's internal helpers are bundled into each subpath on purpose (the subpaths are
        // the shared modules); they keep page-wide state on globalThis, so a copy is harmless.
        if (!sharedPackages.has(name) || size < 256 || modulePath.startsWith('shared-kernel/src/internal/')) continue;
        const entry = moduleOrigins.get(modulePath) ?? { name, origins: new Set() };
        entry.origins.add(u.origin);
        moduleOrigins.set(modulePath, entry);
      }
    } else {
      const shared = fileMap.get(u.pathname.slice(1));
      dominant = shared ? packageOfShared(shared) : null;
    }
    let part;
    if (dominant && sharedPackages.has(dominant)) part = `shared:${dominant}`;
    else if (u.origin === shellOrigin) part = 'shell';
    else part = remotePorts[u.port] ?? u.origin;
    files.push({ url: d.url, part, gzip: d.gzip, ...(contents ? { contents } : {}) });
    byPart[part] = byPart[part] ?? { files: 0, bytes: 0, gzip: 0 };
    byPart[part].files += 1;
    byPart[part].bytes += d.bytes;
    byPart[part].gzip += d.gzip;
  }
  const sharedOrigins = new Map();
  for (const [modulePath, { name, origins }] of moduleOrigins) if (origins.size > 1) sharedOrigins.set(name, [...(sharedOrigins.get(name) ?? []), modulePath]);
  const duplicateUrls = [...seenUrls].filter(([, n]) => n > 1).map(([u]) => u);
  const sharedFromSeveralOrigins = [...sharedOrigins.keys()];
  return {
    jsGzipBytes: downloads.reduce((sum, d) => sum + d.gzip, 0),
    jsBytes: downloads.reduce((sum, d) => sum + d.bytes, 0),
    byPart,
    duplicateDownloads: duplicateUrls.length + sharedFromSeveralOrigins.length,
    duplicateUrls,
    sharedFromSeveralOrigins,
    duplicateModules: Object.fromEntries(sharedOrigins),
    // Every file, biggest first, with what it contains: where to look when a budget is missed.
    files: files.sort((a, b) => b.gzip - a.gzip),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]);
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

/**
 * RUNS first visits of `url` with an empty cache, signed in as `login`. `ready(page)` resolves when
 * the thing measured is on screen; its time (ms since navigation start) is recorded per run, plus the
 * page's largest contentful paint. The JS of the first run is split by part.
 */
async function measureFirstVisits(browser, fileMap, { url, login, ready }) {
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
    await page.waitForLoadState('networkidle');
    lcpTimes.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            let last = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) last = entry.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(last), 100);
          }),
      ),
    );
    page.off('response', onResponse);
    if (run === 0) downloads = runDownloads;
  }
  await context.close();
  return {
    page: url.replace(shellOrigin, ''),
    ...(await splitDownloads(downloads, fileMap)),
    readyMs: { runs: readyTimes.map(Math.round), median: median(readyTimes) },
    lcpMs: { runs: lcpTimes.map(Math.round), median: median(lcpTimes) },
  };
}

async function measureApi(url, headers, label) {
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

// ---- demo data for the issue and notes scenarios, written through the public API ----

async function api(method, pathname, body) {
  const response = await fetch(`${apiOrigin}${pathname}`, {
    method,
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

async function inParallel(count, concurrency, task) {
  let next = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  });
  await Promise.all(workers);
}

const BENCH_PROJECT = 'gitlab-org/gitlab';

async function createIssueWithDiscussions(title, discussions, notesPerDiscussion = 1) {
  const project = encodeURIComponent(BENCH_PROJECT);
  const issue = await api('POST', `/api/v4/projects/${project}/issues`, { title, description: `${title}, created by the benchmark.` });
  await inParallel(discussions, 16, async (index) => {
    const discussion = await api('POST', `/api/v4/projects/${project}/issues/${issue.iid}/discussions`, { body: `Bench discussion ${index + 1}: ${'lorem ipsum '.repeat(8)}` });
    for (let reply = 1; reply < notesPerDiscussion; reply += 1) {
      await api('POST', `/api/v4/projects/${project}/issues/${issue.iid}/discussions/${discussion.id}/notes`, { body: `Reply ${reply} in discussion ${index + 1}` });
    }
  });
  return issue;
}

// ---- scenarios ----

async function foundationScenario(browser, fileMap) {
  const page = await measureFirstVisits(browser, fileMap, {
    url: `${shellOrigin}/`,
    login: 'developer',
    ready: (p) => p.getByRole('progressbar').first().waitFor({ state: 'visible', timeout: 15_000 }),
  });
  log('Loading GET /api/v4/projects for 10 s at 50 connections…');
  const projectsApi = await measureApi(`${apiOrigin}/api/v4/projects`, { 'PRIVATE-TOKEN': ROOT_TOKEN }, 'GET /api/v4/projects (root token, PGlite)');
  const verdict = {
    pageJs: page.jsGzipBytes / 1024 <= BUDGETS.pageJsGzipKb,
    sharedOnce: page.duplicateDownloads === 0,
    widgetVisible: page.readyMs.median <= BUDGETS.widgetVisibleMs,
    apiP99: projectsApi.p99Ms <= BUDGETS.apiP99Ms,
  };
  const rows = [
    ...jsRows('JS on the dashboard (gzip)', page, BUDGETS.pageJsGzipKb, verdict.pageJs),
    ['Trial widget visible (median of 5)', `${page.readyMs.median} ms`, `≤ ${BUDGETS.widgetVisibleMs} ms`, verdict.widgetVisible],
    ['API GET /api/v4/projects p50', `${projectsApi.p50Ms} ms`, '', ''],
    ['API GET /api/v4/projects p99', `${projectsApi.p99Ms} ms`, `≤ ${BUDGETS.apiP99Ms} ms`, verdict.apiP99],
    ['API throughput', `${projectsApi.rps} req/s (${projectsApi.errors} errors, ${projectsApi.non2xx} non-2xx)`, '', ''],
  ];
  return { results: { page, api: projectsApi, verdict }, rows };
}

async function issuePageScenario(browser, fileMap) {
  log('Creating an issue with 100 discussions…');
  const issue = await createIssueWithDiscussions('Bench: composed issue page with 100 discussions', 100);
  const url = `${shellOrigin}/${BENCH_PROJECT}/-/issues/${issue.iid}`;
  const page = await measureFirstVisits(browser, fileMap, {
    url,
    login: 'developer',
    ready: async (p) => {
      await p.getByRole('heading', { level: 1, name: issue.title }).waitFor({ timeout: 15_000 });
      await p.getByRole('region', { name: 'Discussion', exact: true }).getByText('Bench discussion', { exact: false }).first().waitFor({ timeout: 15_000 });
    },
  });
  const verdict = {
    pageJs: page.jsGzipBytes / 1024 <= BUDGETS.issuePageJsGzipKb,
    sharedOnce: page.duplicateDownloads === 0,
    lcp: page.lcpMs.median <= BUDGETS.issuePageLcpMs,
  };
  const rows = [
    ...jsRows('JS on the issue page (gzip)', page, BUDGETS.issuePageJsGzipKb, verdict.pageJs),
    ['LCP (median of 5)', `${page.lcpMs.median} ms`, `≤ ${BUDGETS.issuePageLcpMs} ms`, verdict.lcp],
    ['Title and first discussion visible', `${page.readyMs.median} ms`, '', ''],
  ];
  return { results: { issue: { iid: issue.iid, discussions: 100 }, page, verdict }, rows };
}

async function notesScenario(browser) {
  log('Creating an issue with 5,000 notes and one with 100 discussions…');
  const big = await createIssueWithDiscussions('Bench: 5,000 notes', 1000, 5);
  const hundred = await createIssueWithDiscussions('Bench: 100 discussions for discussions.json', 100);

  // 1. The 5,000-note issue: first batch (cold, in a new context, median of RUNS), everything
  // loaded, long tasks while scrolling (in the last run's page).
  const url = `${shellOrigin}/${BENCH_PROJECT}/-/issues/${big.iid}`;
  const firstBatchRuns = [];
  const loadTimelines = [];
  let context;
  let page;
  let allLoadedAt = null;
  let pages = 0;
  let started = 0;
  for (let run = 0; run < RUNS; run += 1) {
    if (context) await context.close();
    ({ context, page } = await signedInContext(browser, 'developer'));
    allLoadedAt = null;
    pages = 0;
    page.on('response', (response) => {
      if (!response.url().includes('/discussions.json')) return;
      pages += 1;
      if (!response.headers()['x-next-page-cursor']) allLoadedAt = Date.now();
    });
    // The frame in which the first discussion is in the page (checked before each paint: Playwright's
    // own visibility polling backs off to 100-500 ms steps and would measure its polling, not the page).
    await page.addInitScript(() => {
      const check = () => {
        const region = document.querySelector('section[aria-label="Discussion"]');
        const shown = region && [...region.querySelectorAll('li')].some((item) => item.textContent.includes('Bench discussion') && item.getBoundingClientRect().height > 0);
        if (shown) window.__firstBatchAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    // Long tasks during the load, for the timeline below.
    await page.addInitScript(() => {
      window.__loadLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__loadLongTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
    await discussion.getByText('Bench discussion', { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => window.__firstBatchAt !== undefined);
    firstBatchRuns.push(Math.round(await page.evaluate(() => window.__firstBatchAt)));
    // Where the time went (kept in the results, for when the budget is missed): data requests and
    // the last script, with start and end in ms since navigation, and the long tasks so far.
    loadTimelines.push(await page.evaluate(() => {
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
    }));
  }
  const firstBatchMs = median(firstBatchRuns);
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const deadline = Date.now() + 120_000;
  while (allLoadedAt === null && Date.now() < deadline) await page.waitForTimeout(100);
  const allLoadedMs = allLoadedAt === null ? null : allLoadedAt - started;
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
  const sessionResponse = await fetch(`${shellOrigin}/-/session`);
  const csrf = (await sessionResponse.json()).csrf_token;
  const cookie = sessionResponse.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const signIn = await fetch(`${shellOrigin}/users/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, Cookie: cookie },
    body: JSON.stringify({ login: 'developer', password: 'demo-password' }),
    redirect: 'manual',
  });
  // The sign-in rotates the session: its Set-Cookie replaces the first one (a stale session cookie
  // would make every request anonymous-with-bad-credentials, which the read cache never serves).
  const jar = new Map();
  for (const header of [...sessionResponse.headers.getSetCookie(), ...signIn.headers.getSetCookie()]) {
    const [pair] = header.split(';');
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  if (!signIn.ok) throw new Error(`sign in for discussions.json failed: ${signIn.status}`);
  const sessionCookie = [...jar.values()].join('; ');
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
    allLoaded: allLoadedMs !== null,
    scrolling: maxLongTask <= BUDGETS.scrollLongTaskMs,
    discussionsP90: discussionsApi.p90Ms <= BUDGETS.discussionsP90Ms,
    liveNote: live.p95 <= BUDGETS.liveNoteP95Ms,
  };
  const rows = [
    ['5,000 notes: first batch visible (median)', `${Math.round(firstBatchMs)} ms (runs ${firstBatchRuns.join(', ')})`, `≤ ${BUDGETS.notesFirstBatchMs} ms`, verdict.firstBatch],
    ['5,000 notes: all loaded', allLoadedMs === null ? 'not within 120 s' : `${allLoadedMs} ms (${pages} pages)`, 'all', verdict.allLoaded],
    ['5,000 notes: longest task while scrolling', `${maxLongTask} ms (${longTasks.length} over 50 ms; ${scrolled.y} px, to row ${scrolled.lastRow})`, `≤ ${BUDGETS.scrollLongTaskMs} ms`, verdict.scrolling],
    ['discussions.json (100) p50', `${discussionsApi.p50Ms} ms`, '', ''],
    ['discussions.json (100) p90', `${discussionsApi.p90Ms} ms`, `≤ ${BUDGETS.discussionsP90Ms} ms`, verdict.discussionsP90],
    ['discussions.json throughput', `${discussionsApi.rps} req/s (${discussionsApi.errors} errors, ${discussionsApi.non2xx} non-2xx)`, '', ''],
    ['Note visible in another browser p50', `${live.p50} ms`, '', ''],
    ['Note visible in another browser p95', `${live.p95} ms`, `≤ ${BUDGETS.liveNoteP95Ms} ms`, verdict.liveNote],
  ];
  return {
    results: { bigIssue: { iid: big.iid, notes: 5000, firstBatchMs: Math.round(firstBatchMs), firstBatchRuns, loadTimelines, allLoadedMs, pages, longTasks: longTasks.map(Math.round), scrolled }, discussionsApi, live, verdict },
    rows,
  };
}

function jsRows(label, page, budgetKb, ok) {
  return [
    [label, `${(page.jsGzipBytes / 1024).toFixed(1)} KB`, `≤ ${budgetKb} KB`, ok],
    ...Object.entries(page.byPart)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([part, v]) => [`  ${part}`, `${(v.gzip / 1024).toFixed(1)} KB (${v.files} files)`, '', '']),
    ['Duplicate downloads', String(page.duplicateDownloads), '0', page.duplicateDownloads === 0],
  ];
}

const RUNNERS = { foundation: foundationScenario, 'issue-page': issuePageScenario, notes: notesScenario };

async function main() {
  log('Building every module for production…');
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'server', 'bin', 'platform.mjs'), 'build', '--force'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('build failed');

  log('Starting the platform on bench ports…');
  const platform = startPlatform();
  try {
    await waitFor(`${shellOrigin}/-/session`);
    const origins = [shellOrigin, ...Object.keys(remotePorts).map((port) => `http://localhost:${port}`)];
    const live = [];
    for (const origin of origins) if ((await fetch(`${origin}/mf-manifest.json`).catch(() => null))?.ok || origin === shellOrigin) live.push(origin);
    const fileMap = await sharedFileMap(live);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const machine = { cpus: (await import('node:os')).cpus().length, node: process.version };
    mkdirSync(path.join(benchDir, 'results'), { recursive: true });
    for (const scenario of scenarios) {
      log(`Scenario "${scenario}"…`);
      const { results, rows } = await RUNNERS[scenario](browser, fileMap);
      writeFileSync(
        path.join(benchDir, 'results', `${scenario}.json`),
        `${JSON.stringify({ name: scenario, at: new Date().toISOString(), machine, budgets: BUDGETS, ...results }, null, 2)}\n`,
      );
      console.log(`\nBench "${scenario}" (results in bench/results/${scenario}.json)\n`);
      console.log(`${'Measure'.padEnd(44)}${'Value'.padEnd(44)}${'Budget'.padEnd(12)}Within`);
      for (const [label, value, budget, ok] of rows) {
        console.log(`${label.padEnd(44)}${value.padEnd(44)}${budget.padEnd(12)}${ok === '' ? '' : ok ? 'yes' : 'NO'}`);
      }
    }
    await browser.close();
  } finally {
    try {
      process.kill(-platform.pid, 'SIGTERM');
    } catch {
      platform.kill('SIGTERM');
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
