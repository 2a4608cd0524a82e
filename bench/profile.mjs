#!/usr/bin/env node
// `node bench/profile.mjs [runs] [--single] [--keep]` (after `npm run bench`, which builds; BENCH_PORT_OFFSET
// as for the bench): the platform on the bench's ports, then a 20-note issue loaded `runs` times (default 3)
// with an empty cache under a Chromium trace and a CPU profile, until its first discussion is on screen (the
// notes scenario's "first batch"). Per run: the main thread's CPU time (the trace's thread time, which a
// loaded machine does not inflate the way it inflates wall time), its kinds (script, style, layout, GC…),
// the long tasks with their CPU, React's commits. Over all runs: the sampled self time per package or
// workspace folder (through the builds' source maps) as a share of the page's busy time, and the costliest
// functions: shares stay comparable across runs on a shared machine, milliseconds do not. Not a budget
// measure (the bench's scenarios are). `--keep` writes each run's trace and profile to /tmp.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startPlatform, waitFor, signInPage } from './lib/platform.mjs';
import { createIssueWithDiscussions } from './lib/data.mjs';
import { BENCH_PROJECT, ports, repoRoot, shellOrigin } from './lib/config.mjs';
import { serveSingleBundle, singleBundleOrigin } from './lib/singleBundle.mjs';
import { sourceAt, sourceGroup, sourceMapsFor } from './lib/sourceMaps.mjs';


const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
const single = process.argv.includes('--single') ? serveSingleBundle() : null;
const origin = single ? singleBundleOrigin : shellOrigin;
const platform = startPlatform();

const CATEGORIES = (process.env.TRACE_CATEGORIES ?? 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,loading,blink.user_timing,v8').split(',');

function shortUrl(url) {
  if (!url) return '(inline/none)';
  return url.replace(/^http:\/\/localhost:\d+/, (m) => m.slice(-4)).replace(/\?.*$/, '');
}

/**
 * The page's main thread until `firstBatchMs`: wall time of its tasks and their thread CPU time (`tdur`, which
 * a loaded machine does not inflate: a task descheduled for 500 ms still costs its few ms of CPU), per kind
 * and its long tasks.
 */
function summarize(events, navigation, firstBatchMs) {
  const end = navigation.ts + firstBatchMs * 1000;
  const thread = `${navigation.pid}:${navigation.tid}`;
  const onThread = events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X' && event.ts >= navigation.ts && event.ts <= end);
  const tasks = onThread.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (RunTask may nest).
  const top = [];
  for (const task of tasks) if (!top.length || task.ts >= top.at(-1).ts + top.at(-1).dur) top.push(task);
  const busyMs = top.reduce((sum, task) => sum + Math.min(task.dur, end - task.ts), 0) / 1000;
  const cpuMs = top.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
  const perKind = new Map();
  const add = (map, key, event) => map.set(key, (map.get(key) ?? 0) + (event.tdur ?? 0) / 1000);
  const KINDS = ['ParseHTML', 'EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseAuthorStyleSheet', 'MinorGC', 'MajorGC', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'v8.run'];
  for (const event of onThread) {
    if (KINDS.includes(event.name)) add(perKind, event.name, event);
  }
  const longTasks = top.filter((task) => task.dur > 50_000).map((task) => `${Math.round((task.ts - navigation.ts) / 1000)}+${Math.round(task.dur / 1000)}(cpu ${Math.round((task.tdur ?? 0) / 1000)})`);
  return { busyMs: Math.round(busyMs), cpuMs: Math.round(cpuMs), idleMs: Math.round(firstBatchMs - busyMs), tasks: top.length, longTasks, perKind };
}

const buildDirs = {
  [`http://localhost:${ports.shell}`]: 'shell/dist',
  [`http://localhost:${ports.issue}`]: 'mf-issue/dist',
  [`http://localhost:${ports.notes}`]: 'mf-notes/dist',
  [`http://localhost:${ports.epic}`]: 'mf-epic/dist',
  [`http://localhost:${ports.diffs}`]: 'mf-diffs/dist',
  [`http://localhost:${ports.trial}`]: 'mf-trial/dist',
  [singleBundleOrigin]: 'bench/single-bundle/dist',
};
const mapOf = sourceMapsFor((origin) => (buildDirs[origin] ? path.join(repoRoot, buildDirs[origin]) : null));

/** Adds a CPU profile's self time, from navigation until `untilMs`, per source group and per function. */
function addProfile(totals, profile, navigationUs, untilMs) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const label = new Map();
  const labelOf = (node) => {
    if (label.has(node.id)) return label.get(node.id);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let group;
    if (!url) group = functionName.startsWith('(') ? functionName : `native ${functionName}`;
    else {
      const map = mapOf(url);
      const source = map && lineNumber >= 0 ? sourceAt(map, lineNumber, columnNumber) : null;
      group = source ? sourceGroup(source) : shortUrl(url);
      // PROFILE_DETAIL=mf: the federation runtime's share by file (runtime-core's, the sdk's, the bundler's modules).
      if (process.env.PROFILE_DETAIL === 'mf' && source && group.startsWith('Module Federation')) group = `MF ${/(?:^|\/)%3D/.test(source) ? '(federation start-up code the plugin inlines)' : source.replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]+\//, '').slice(0, 80)}`;
    }
    const result = { group, fn: url ? `${functionName || '(anonymous)'} [${group}]` : group };
    label.set(node.id, result);
    return result;
  };
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i];
    if (t < navigationUs) continue;
    if ((t - navigationUs) / 1000 > untilMs) break;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const { group, fn } = labelOf(byId.get(profile.samples[i]));
    totals.groups.set(group, (totals.groups.get(group) ?? 0) + ms);
    totals.functions.set(fn, (totals.functions.get(fn) ?? 0) + ms);
  }
}

try {
  await waitFor(`${shellOrigin}/-/session`);
  if (single) await waitFor(`${singleBundleOrigin}/-/session`);
  const issue = await createIssueWithDiscussions('Bench: profile (20 notes)', 20);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const totals = { groups: new Map(), functions: new Map() };
  const cpuRuns = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInPage(page, 'developer');
    // React's commits (a minimal DevTools hook, which production builds of react-dom also report to).
    await page.addInitScript(() => {
      window.__commits = [];
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer) {
          this.renderers.set(this.renderers.size + 1, renderer);
          return this.renderers.size;
        },
        onCommitFiberRoot() {
          window.__commits.push(Math.round(performance.now()));
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    // Same site as the page, so the navigation measured stays in this renderer (and its CPU profile).
    await page.goto(`${origin}/-/session`);
    await page.addInitScript(() => {
      const check = () => {
        const region = document.querySelector('section[aria-label="Discussion"]');
        const shown = region && [...region.querySelectorAll('li')].some((item) => item.textContent.includes('Bench discussion') && item.getBoundingClientRect().height > 0);
        if (shown) window.__firstBatchAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
    await page.goto(`${origin}/${BENCH_PROJECT}/-/issues/${issue.iid}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstBatchAt !== undefined, null, { timeout: 30_000 });
    const firstBatchMs = Math.round(await page.evaluate(() => window.__firstBatchAt));
    const timing = await page.evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      resources: performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.initiatorType, e.transferSize, e.name]),
      commits: window.__commits,
      paints: performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]),
    }));
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await done;
    // Navigation start on the trace clock: the renderer's navigationStart mark of the page's URL.
    const navigation = events.filter((event) => event.name === 'navigationStart' && String(event.args?.data?.documentLoaderURL ?? '').includes(`/-/issues/${issue.iid}`)).at(-1);
    const summary = summarize(events, navigation, firstBatchMs);
    // --keep: the trace (for chrome://tracing or DevTools) and the CPU profile with the window measured.
    if (process.argv.includes('--keep')) {
      writeFileSync(`/tmp/profile-run${run}.json`, JSON.stringify({ traceEvents: events }));
      writeFileSync(`/tmp/profile-run${run}.cpu.json`, JSON.stringify({ profile, navigationUs: navigation.ts, firstBatchMs }));
    }
    console.log(`\n=== run ${run}: first batch ${firstBatchMs} ms; main thread CPU ${summary.cpuMs} ms (tasks' wall time ${summary.busyMs} ms, idle ${summary.idleMs} ms), ${summary.tasks} tasks; long tasks ${summary.longTasks.join(' ') || 'none'}`);
    const commits = timing.commits.filter((at) => at <= firstBatchMs);
    console.log(`React commits until first batch: ${commits.length} (at ${commits.join(' ')})`);
    console.log(`paints: ${timing.paints.map(([name, at]) => `${name} ${at}`).join(', ')}`);
    console.log('CPU by kind (ms, nested kinds overlap):', [...summary.perKind.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${Math.round(v)}`).join(', '));
    addProfile(totals, profile, navigation.ts, firstBatchMs);
    cpuRuns.push(summary.cpuMs);
    if (run === runs - 1) {
      console.log('requests (start-end ms, initiator, transfer bytes, address):');
      for (const r of timing.resources.sort((a, b) => a[0] - b[0])) if (r[0] <= firstBatchMs) console.log(`  ${r[0]}-${r[1]}\t${r[2]}\t${r[3]}\t${shortUrl(r[4])}`);
    }
    await context.close();
  }
  await browser.close();
  const sorted = (map) => [...map.entries()].sort((x, y) => y[1] - x[1]);
  const busy = sorted(totals.groups).filter(([group]) => group !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
  const share = (ms) => `${((100 * ms) / busy).toFixed(1).padStart(5)}%`;
  console.log(`\n=== ${runs} runs: main thread CPU until first batch ${cpuRuns.join(', ')} ms (median ${[...cpuRuns].sort((x, y) => x - y)[Math.floor(runs / 2)]})`);
  console.log('Sampled self time by package / workspace folder, share of the busy samples ((program): the browser\'s own work, style, layout, compilation):');
  for (const [group, ms] of sorted(totals.groups).filter(([group]) => group !== '(idle)').slice(0, 30)) console.log(`  ${share(ms)}  ${group}`);
  if (process.env.PROFILE_DETAIL === 'mf') {
    const mfMs = [...totals.groups].filter(([group]) => group.startsWith('MF ')).reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`  ${share(mfMs)}  Module Federation runtime + bundler glue, all files (${Math.round(mfMs / runs)} ms of samples per run), by file:`);
    for (const [group, ms] of sorted(totals.groups).filter(([group]) => group.startsWith('MF '))) console.log(`    ${share(ms)}  ${group}`);
    console.log('  its costliest functions:');
    for (const [fn, ms] of sorted(totals.functions).filter(([fn]) => fn.includes('[MF ')).slice(0, 25)) console.log(`    ${share(ms)}  ${fn}`);
  }
  console.log('Costliest functions (self time, share of the busy samples):');
  for (const [fn, ms] of sorted(totals.functions).filter(([fn]) => !fn.startsWith('(')).slice(0, 25)) console.log(`  ${share(ms)}  ${fn}`);
} finally {
  process.kill(-platform.pid, 'SIGTERM');
  if (single) process.kill(-single.pid, 'SIGTERM');
}
process.exit(0);
