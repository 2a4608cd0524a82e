#!/usr/bin/env node
// `node bench/scrollTrace.mjs` (after a production build; BENCH_REUSE_BUILD=1 serves it as it is): the platform
// on the bench's ports and a 10,000-line merge request; its file expanded and scrolled to its end with the
// wheel as the bench scrolls it, inline then side by side (VIEWS=inline,parallel), under a Chromium trace
// (devtools.timeline). For each view: the long tasks (over 50 ms, LONG_MS) of the page's main thread and,
// for the longest ones, what they were made of (their direct children in the trace: script, style, layout,
// paint, garbage collection, …, in ms). Where the CPU profile of diffsProfile.mjs says which functions ran,
// this says which part of a frame the long task was. TRACE_DIR=<dir> keeps each view's trace (scroll-<view>.json,
// for Chromium's performance panel).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BENCH_PROJECT, shellOrigin } from './lib/config.mjs';
import { createMergeRequestWithFiles, longFile } from './lib/data.mjs';
import { signedInContext, startPlatform, waitFor } from './lib/platform.mjs';
import { wheelToEnd } from './lib/probes.mjs';

const LONG_MS = Number(process.env.LONG_MS ?? 50);
const VIEWS = (process.env.VIEWS ?? 'inline,parallel').split(',');
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink.user_timing'];

/** The renderer main thread's complete events of the trace, and its top-level tasks. */
function mainThread(trace) {
  const events = trace.traceEvents;
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const main = events.filter((e) => e.ph === 'X' && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && typeof e.dur === 'number');
  // The page's renderer: the one whose main thread was busiest.
  const byPid = new Map();
  for (const e of main) byPid.set(e.pid, (byPid.get(e.pid) ?? 0) + (e.name === 'RunTask' ? e.dur : 0));
  const pid = [...byPid.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = main.filter((e) => e.pid === pid).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return own;
}

/** Direct children of each long RunTask, summed by name (ms). */
function longTasks(events) {
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= LONG_MS);
  return tasks.map((task) => {
    // The scheduler's own wrapper around a task is not a part of it.
    const inside = events.filter((e) => e !== task && e.name !== 'ThreadControllerImpl::RunTask' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const parts = new Map();
    const stack = [];
    for (const e of inside) {
      while (stack.length > 0 && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      const depth = stack.length;
      stack.push(e);
      // Depth 0: the task's direct children; depth 1 under a script call: what the script forced (layout, style).
      if (depth === 0) parts.set(e.name, (parts.get(e.name) ?? 0) + e.dur / 1000);
      else if (depth <= 2 && ['Layout', 'UpdateLayoutTree', 'MinorGC', 'MajorGC', 'ParseHTML', 'FunctionCall', 'ResizeObserverController::DeliverObservations', 'FireAnimationFrame', 'EventDispatch', 'TimerFire', 'RunMicrotasks'].includes(e.name)) {
        const key = `  ↳ ${e.name} (in ${stack[0].name})`;
        parts.set(key, (parts.get(key) ?? 0) + e.dur / 1000);
      }
    }
    return { ms: Math.round(task.dur / 1000), parts: [...parts.entries()].filter(([, ms]) => ms >= 1).sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${ms.toFixed(1)}`) };
  });
}

const platform = startPlatform();
try {
  await waitFor(`${shellOrigin}/-/session`);
  const long = await createMergeRequestWithFiles('Trace: 10,000-line file', `bench/tlong-${Date.now()}`, longFile(10_000));
  const url = `${shellOrigin}/${BENCH_PROJECT}/-/merge_requests/${long.iid}/diffs`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const view of VIEWS) {
    const { context, page } = await signedInContext(browser, 'developer');
    await page.goto(`${url}?view=${view}`);
    await page.getByRole('button', { name: 'Expand file' }).first().click();
    await page.locator(view === 'parallel' ? '[data-side="new"] [data-linenumber]' : '[data-line-type="new"]').first().waitFor();
    await page.waitForTimeout(500);
    await browser.startTracing(page, { categories: CATEGORIES });
    const started = Date.now();
    await wheelToEnd(page);
    const raw = await browser.stopTracing();
    if (process.env.TRACE_DIR) writeFileSync(path.join(process.env.TRACE_DIR, `scroll-${view}.json`), raw);
    const trace = JSON.parse(raw.toString('utf8'));
    const events = mainThread(trace);
    const tasks = longTasks(events);
    const busy = events.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + e.dur / 1000, 0);
    console.log(`\n${view}: scrolled to the end in ${Date.now() - started} ms, main thread busy ${Math.round(busy)} ms; tasks ≥ ${LONG_MS} ms: ${tasks.map((t) => t.ms).join(', ') || 'none'}`);
    for (const task of tasks.sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`  ${task.ms} ms: ${task.parts.join(', ')}`);
    await context.close();
  }
  await browser.close();
} finally {
  process.kill(-platform.pid, 'SIGTERM');
}
process.exit(0);
