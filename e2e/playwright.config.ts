import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * The composed platform, built for production once (support/global-setup.ts) and started the way
 * `npm start` starts it by each worker: its own instance on its own ports, with a fresh data directory
 * and its own registry file (support/test.ts), in Debian's Chromium (never a downloaded browser).
 * Spec files run in parallel, one worker per CPU core unless E2E_WORKERS says otherwise; the tests of
 * one file run in order on one worker, as before.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: 0,
  // Per test; generous because each worker's platform instance and browser share the cores with the others.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
