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
const name = process.argv[2] ?? 'foundation';
const ports = { api: 3200, shell: 8280, trial: 8285 };
const shellOrigin = `http://localhost:${ports.shell}`;
const apiOrigin = `http://127.0.0.1:${ports.api}`;
const dataDir = path.join(benchDir, '.data');
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const RUNS = 5;

const BUDGETS = {
  pageJsGzipKb: 400,
  widgetVisibleMs: 1000,
  apiP99Ms: 50,
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
    MF_TRIAL_PORT: String(ports.trial),
    SHELL_ORIGIN: shellOrigin,
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

async function measurePage(browser, fileMap) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Sign in through the API (as the shell's form does) so the first measured load is the page itself.
  const session = await (await page.request.get(`${shellOrigin}/-/session`)).json();
  const signIn = await page.request.post(`${shellOrigin}/users/sign_in`, {
    data: { login: 'developer', password: 'demo-password' },
    headers: { 'X-CSRF-Token': session.csrf_token },
  });
  if (!signIn.ok()) throw new Error(`sign in failed: ${signIn.status()}`);

  const widgetTimes = [];
  let downloads = [];
  for (let run = 0; run < RUNS; run += 1) {
    const runDownloads = [];
    const onResponse = async (response) => {
      const url = response.url();
      if (!/\.m?js(\?|$)/.test(url)) return;
      try {
        const body = await response.body();
        runDownloads.push({ url, bytes: body.length, gzip: gzipSync(body).length });
      } catch {
        // redirected or aborted
      }
    };
    page.on('response', onResponse);
    // A fresh cache each run: measure the first visit, not a warm one.
    await context.clearCookies().catch(() => {});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.request.post(`${shellOrigin}/users/sign_in`, {
      data: { login: 'developer', password: 'demo-password' },
      headers: { 'X-CSRF-Token': (await (await page.request.get(`${shellOrigin}/-/session`)).json()).csrf_token },
    });
    await page.goto(`${shellOrigin}/`, { waitUntil: 'commit' });
    await page.getByRole('progressbar').first().waitFor({ state: 'visible', timeout: 15_000 });
    widgetTimes.push(await page.evaluate(() => performance.now()));
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    if (run === 0) downloads = runDownloads;
  }
  await context.close();

  const byPart = {};
  const seenUrls = new Map();
  const sharedOrigins = new Map();
  for (const d of downloads) {
    const u = new URL(d.url);
    const file = u.pathname.slice(1);
    seenUrls.set(d.url, (seenUrls.get(d.url) ?? 0) + 1);
    const shared = fileMap.get(file);
    let part;
    if (shared) {
      part = `shared:${packageOfShared(shared)}`;
      // A duplicate is one shared module (e.g. `react-dom/client`) fetched from two builds.
      sharedOrigins.set(shared, new Set([...(sharedOrigins.get(shared) ?? []), u.origin]));
    } else if (u.origin === shellOrigin) part = 'shell';
    else if (u.port === String(ports.trial)) part = 'mf-trial';
    else part = u.origin;
    byPart[part] = byPart[part] ?? { files: 0, bytes: 0, gzip: 0 };
    byPart[part].files += 1;
    byPart[part].bytes += d.bytes;
    byPart[part].gzip += d.gzip;
  }
  const duplicateUrls = [...seenUrls].filter(([, n]) => n > 1).map(([u]) => u);
  const sharedFromSeveralOrigins = [...sharedOrigins].filter(([, origins]) => origins.size > 1).map(([pkg]) => pkg);
  const totalGzip = downloads.reduce((sum, d) => sum + d.gzip, 0);
  widgetTimes.sort((a, b) => a - b);
  return {
    page: '/ (dashboard: shell + mf-trial)',
    jsGzipBytes: totalGzip,
    jsBytes: downloads.reduce((sum, d) => sum + d.bytes, 0),
    byPart,
    duplicateDownloads: duplicateUrls.length + sharedFromSeveralOrigins.length,
    duplicateUrls,
    sharedFromSeveralOrigins,
    widgetVisibleMs: { runs: widgetTimes.map(Math.round), median: Math.round(widgetTimes[Math.floor(widgetTimes.length / 2)]) },
  };
}

async function measureApi() {
  const result = await autocannon({
    url: `${apiOrigin}/api/v4/projects`,
    connections: 50,
    duration: 10,
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
  });
  return {
    route: 'GET /api/v4/projects (root token, PGlite)',
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
    const fileMap = await sharedFileMap([shellOrigin, `http://localhost:${ports.trial}`]);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const page = await measurePage(browser, fileMap);
    await browser.close();
    log('Loading the API for 10 s at 50 connections…');
    const api = await measureApi();

    const results = {
      name,
      at: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      budgets: BUDGETS,
      page,
      api,
      verdict: {
        pageJs: page.jsGzipBytes / 1024 <= BUDGETS.pageJsGzipKb,
        sharedOnce: page.duplicateDownloads === 0,
        widgetVisible: page.widgetVisibleMs.median <= BUDGETS.widgetVisibleMs,
        apiP99: api.p99Ms <= BUDGETS.apiP99Ms,
      },
    };
    mkdirSync(path.join(benchDir, 'results'), { recursive: true });
    writeFileSync(path.join(benchDir, 'results', `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);

    const rows = [
      ['JS on the page (gzip)', `${(page.jsGzipBytes / 1024).toFixed(1)} KB`, `≤ ${BUDGETS.pageJsGzipKb} KB`, results.verdict.pageJs],
      ...Object.entries(page.byPart)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([part, v]) => [`  ${part}`, `${(v.gzip / 1024).toFixed(1)} KB (${v.files} files)`, '', '']),
      ['Duplicate downloads', String(page.duplicateDownloads), '0', results.verdict.sharedOnce],
      ['Trial widget visible (median of 5)', `${page.widgetVisibleMs.median} ms`, `≤ ${BUDGETS.widgetVisibleMs} ms`, results.verdict.widgetVisible],
      ['API GET /api/v4/projects p50', `${api.p50Ms} ms`, '', ''],
      ['API GET /api/v4/projects p99', `${api.p99Ms} ms`, `≤ ${BUDGETS.apiP99Ms} ms`, results.verdict.apiP99],
      ['API throughput', `${api.rps} req/s (${api.errors} errors, ${api.non2xx} non-2xx)`, '', ''],
    ];
    console.log(`\nBench "${name}" (results in bench/results/${name}.json)\n`);
    console.log(`${'Measure'.padEnd(40)}${'Value'.padEnd(40)}${'Budget'.padEnd(12)}Within`);
    for (const [label, value, budget, ok] of rows) {
      console.log(`${label.padEnd(40)}${value.padEnd(40)}${budget.padEnd(12)}${ok === '' ? '' : ok ? 'yes' : 'NO'}`);
    }
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
