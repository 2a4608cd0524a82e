import { defineConfig, devices } from '@playwright/test';
import { E2E } from './support/env';

/**
 * The composed platform, built for production and started the way `npm start` starts it, on its
 * own ports and a fresh data directory, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One platform instance and one registry file: tests that edit the registry must not overlap.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E.shellOrigin,
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
  webServer: {
    command: 'node support/start.mjs',
    url: `${E2E.shellOrigin}/-/session`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
