#!/usr/bin/env node
// `npm run bench`: production build, then the platform on its own ports with a fresh database,
// measured in Debian's Chromium and with autocannon. Writes bench/results/<name>.json and prints
// a table. Budgets are checked and reported, never asserted by tests.
// One module per measure: bench/scenarios/*.mjs, sharing bench/lib/*.mjs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchDir, BUDGETS, log, remotePorts, repoRoot, shellOrigin } from './lib/config.mjs';
import { sharedFileMap } from './lib/downloads.mjs';
import { removeFloorPages } from './lib/floor.mjs';
import { buildSingleBundle, serveSingleBundle, singleBundleOrigin } from './lib/singleBundle.mjs';
import { startPlatform, waitFor } from './lib/platform.mjs';
import { foundationScenario } from './scenarios/foundation.mjs';
import { issuePageScenario } from './scenarios/issuePage.mjs';
import { notesScenario } from './scenarios/notes.mjs';
import { epicTreeScenario } from './scenarios/epicTree.mjs';
import { diffsScenario } from './scenarios/diffs.mjs';
import { reviewScenario } from './scenarios/review.mjs';

const RUNNERS = { foundation: foundationScenario, 'issue-page': issuePageScenario, notes: notesScenario, 'epic-tree': epicTreeScenario, diffs: diffsScenario, review: reviewScenario };
const SCENARIOS = Object.keys(RUNNERS);
const requested = process.argv.slice(2);
const scenarios = requested.length > 0 ? requested : SCENARIOS;
for (const scenario of scenarios) if (!SCENARIOS.includes(scenario)) throw new Error(`unknown scenario "${scenario}" (known: ${SCENARIOS.join(', ')})`);

async function main() {
  // BENCH_REUSE_BUILD=1 measures the last production build again (a rerun of a scenario on unchanged code).
  if (process.env.BENCH_REUSE_BUILD === '1') log('Reusing the last production build (BENCH_REUSE_BUILD=1)…');
  else {
    log('Building every module for production…');
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'runner', 'bin', 'platform.mjs'), 'build', '--force'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  if (scenarios.includes('issue-page')) {
    log('Building the composed pages as one bundle (bench/single-bundle)…');
    buildSingleBundle();
  }

  log('Starting the platform on bench ports…');
  const platform = startPlatform();
  const singleBundle = scenarios.includes('issue-page') ? serveSingleBundle() : null;
  try {
    await waitFor(`${shellOrigin}/-/session`);
    // Not fatal: the issue-page scenario then reports the single bundle as not measured.
    if (singleBundle) await waitFor(`${singleBundleOrigin}/-/session`, 60_000).catch((error) => log(`single bundle not served: ${error.message}`));
    const origins = [shellOrigin, ...Object.keys(remotePorts).map((port) => `http://localhost:${port}`)];
    const live = [];
    for (const origin of origins) if ((await fetch(`${origin}/mf-manifest.json`).catch(() => null))?.ok || origin === shellOrigin) live.push(origin);
    const fileMap = await sharedFileMap(live);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    // The load average says how far the absolute figures of this run can be trusted (ratios hold better).
    const os = await import('node:os');
    const machine = { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))) };
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
    removeFloorPages();
    if (singleBundle) {
      try {
        process.kill(-singleBundle.pid, 'SIGTERM');
      } catch {
        singleBundle.kill('SIGTERM');
      }
    }
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
