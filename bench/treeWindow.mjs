#!/usr/bin/env node
// `node bench/treeWindow.mjs` (after a production build): what happens between the Changes tab's code
// asking for its first batch (the view mounted) and its first content on screen, for the 1,000-file MR
// (its file tree) and the ten-line diff (its first line), visited in turns; the CPU profile of that
// window only, summed by function over the runs; then the 10,000-line file scrolled to its end (long
// tasks, and the profile's self time by source file). Thread time and in-run comparisons hold on a
// loaded machine better than wall times.
import { chromium } from '@playwright/test';
import { BENCH_PROJECT, shellOrigin } from './lib/config.mjs';
import { startProfile, topFunctions } from './lib/cpuProfile.mjs';
import { createMergeRequestWithFiles, longFile, manyFiles } from './lib/data.mjs';
import { signedInContext, startPlatform, waitFor } from './lib/platform.mjs';
import { longTasksSinceWatch, watchLongTasks, watchVisible, wheelToEnd } from './lib/probes.mjs';

const TREE_ITEM = '[role="tree"][aria-label="Changed files"] [role="treeitem"]';
const LINE = '[data-line-type="new"]';
const RUNS = Number(process.env.RUNS ?? 4);

/** The profile restricted to samples within [from, to] (ms of the page's clock, `zero` = the profile's start). */
function windowOf(profile, zero, from, to) {
  const samples = [];
  const deltas = [];
  let t = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i] / 1000;
    const at = zero + t;
    if (at >= from && at <= to) {
      samples.push(profile.samples[i]);
      deltas.push(profile.timeDeltas[i + 1] ?? 0);
    }
  }
  return { nodes: profile.nodes, samples, timeDeltas: [0, ...deltas] };
}

/** Inclusive time of each mapped source function under src/ (a component's render with its children). */
async function inclusive(profile) {
  const { default: sourceMap } = await import('source-map-js');
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const maps = new Map();
  const nameOf = async (frame) => {
    if (!frame.url) return null;
    if (!maps.has(frame.url)) maps.set(frame.url, await fetch(`${frame.url}.map`).then((r) => (r.ok ? r.json() : null)).then((raw) => (raw ? new sourceMap.SourceMapConsumer(raw) : null)).catch(() => null));
    const consumer = maps.get(frame.url);
    const original = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!original?.source) return null;
    const source = original.source.replace(/^webpack:\/\/[^/]*\//, '');
    if (!/src\/features|octicons|primer\/react|virtual-core|react-virtual/.test(source)) return null;
    return `${source.replace(/.*node_modules\//, '').replace(/^src\/features\/diffs\//, '')}:${original.line}${original.name ? ` (${original.name})` : ''} [${frame.functionName}]`;
  };
  const names = new Map();
  for (const node of profile.nodes) names.set(node.id, await nameOf(node.callFrame));
  const total = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const name = names.get(id);
      if (name && !seen.has(name)) {
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + ms);
      }
    }
  }
  return [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

async function visit(browser, url, selector) {
  const { context, page } = await signedInContext(browser, 'developer');
  await page.addInitScript(() => {
    // A marker the profile can find: the page's clock at a known sample.
    window.__markerAt = performance.now();
    (function difftreeClockMarker() {
      const until = performance.now() + 4;
      while (performance.now() < until);
    })();
  });
  await watchVisible(page, selector);
  const stop = await startProfile(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__visibleAt !== undefined, null, { timeout: 60_000 });
  const profile = await stop();
  const info = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    const of = (part) => entries.find((entry) => entry.name.includes(part));
    const meta = of('diffs_metadata.json');
    const batch = of('diffs_batch.json');
    return {
      visibleAt: Math.round(window.__visibleAt),
      metaEnd: meta ? Math.round(meta.responseEnd) : null,
      metaSize: meta?.decodedBodySize ?? null,
      batchStart: batch ? Math.round(batch.startTime) : null,
      batchEnd: batch ? Math.round(batch.responseEnd) : null,
      tasks: window.__longTasks,
      markerAt: window.__markerAt,
    };
  });
  await context.close();
  return { info, profile };
}

const platform = startPlatform();
try {
  await waitFor(`${shellOrigin}/-/session`);
  const stamp = Date.now();
  const many = await createMergeRequestWithFiles('Window: 1,000 files', `bench/wmany-${stamp}`, manyFiles(1000));
  const small = await createMergeRequestWithFiles('Window: ten lines', `bench/wsmall-${stamp}`, longFile(10));
  const long = await createMergeRequestWithFiles('Window: 10,000-line file', `bench/wlong-${stamp}`, longFile(10_000));
  const url = (mr) => `${shellOrigin}/${BENCH_PROJECT}/-/merge_requests/${mr.iid}/diffs`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  // One warm-up visit of each (the server's first git and JSON work).
  for (const [mr, sel] of [[many, TREE_ITEM], [small, LINE]]) await visit(browser, url(mr), sel);

  const merged = { many: [], small: [] };
  const rows = { many: [], small: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [name, mr, sel] of [['small', small, LINE], ['many', many, TREE_ITEM]]) {
      const { info, profile } = await visit(browser, url(mr), sel);
      // The page's clock at each sample: from the marker's sample, whose page time the page noted.
      const from = info.batchStart ?? info.metaEnd ?? 0;
      const marker = new Set(profile.nodes.filter((n) => n.callFrame.functionName === 'difftreeClockMarker').map((n) => n.id));
      let t = 0;
      let markerT = null;
      for (let i = 0; i < profile.samples.length && markerT === null; i += 1) {
        t += profile.timeDeltas[i] / 1000;
        if (marker.has(profile.samples[i])) markerT = t;
      }
      const zero = markerT === null ? 0 : info.markerAt - markerT;
      const windowProfile = windowOf(profile, zero, from - 5, info.visibleAt);
      const threadMs = windowProfile.timeDeltas.reduce((a, b) => a + b, 0) / 1000;
      const idle = windowProfile.samples.filter((id) => profile.nodes.find((n) => n.id === id)?.callFrame.functionName === '(idle)').length;
      rows[name].push({ ...info, windowMs: info.visibleAt - from, busyMs: Math.round(threadMs - (idle * threadMs) / Math.max(1, windowProfile.samples.length)) });
      merged[name].push(windowProfile);
      const tasks = info.tasks.filter(([start]) => start >= from - 5 && start < info.visibleAt);
      console.log(`${name} run ${run}: visible ${info.visibleAt} ms, metadata end ${info.metaEnd} (${info.metaSize} B), batch ${info.batchStart} → ${info.batchEnd}; mount → visible ${info.visibleAt - from} ms, busy ${rows[name].at(-1).busyMs} ms; long tasks then: ${tasks.map(([s, d]) => `${d}@${s}`).join(' ') || 'none'}`);
    }
  }
  const med = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  for (const name of ['small', 'many']) {
    const r = rows[name];
    console.log(`\n${name}: median visible ${med(r.map((x) => x.visibleAt))} ms; metadata end ${med(r.map((x) => x.metaEnd))}; mount → visible ${med(r.map((x) => x.windowMs))} ms; busy in that window ${med(r.map((x) => x.busyMs))} ms`);
  }
  console.log(`ratio many/small visible: ${(med(rows.many.map((x) => x.visibleAt)) / med(rows.small.map((x) => x.visibleAt))).toFixed(2)}`);
  for (const name of ['many']) {
    const all = merged[name];
    // Node ids differ per profile: the last run's window is listed.
    const top = await topFunctions(all.at(-1), 30);
    console.log(`\n${name}: last run, mount → visible window, self time by function (${top.total} ms):`);
    for (const row of top.rows) console.log(row);
    console.log('inclusive, by source function (ours and a few libraries):');
    for (const row of await inclusive(all.at(-1))) console.log(row);
    console.log('by file:');
    for (const row of top.files) console.log(row);
  }

  if (process.env.SCROLL !== '0') {
    const { context, page } = await signedInContext(browser, 'developer');
    await page.goto(url(long));
    await page.getByRole('button', { name: 'Expand file' }).first().click();
    await page.locator(LINE).first().waitFor();
    await watchLongTasks(page);
    const stop = await startProfile(page);
    await wheelToEnd(page);
    const profile = await stop();
    const tasks = await longTasksSinceWatch(page);
    const rowsInPage = await page.evaluate(() => document.querySelectorAll('[data-index]').length);
    const sorted = [...tasks].sort((a, b) => b - a);
    console.log(`\n10,000-line scroll: ${tasks.length} long tasks, longest ${sorted.slice(0, 8).join(', ')}; rows in the page at the end: ${rowsInPage}`);
    const top = await topFunctions(profile, 25);
    console.log(`scroll profile (${top.total} ms):`);
    for (const row of top.rows) console.log(row);
    for (const row of top.files) console.log(row);
    await context.close();
  }
  await browser.close();
} finally {
  process.kill(-platform.pid, 'SIGTERM');
}
process.exit(0);
