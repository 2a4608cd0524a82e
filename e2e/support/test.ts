// What every spec imports instead of '@playwright/test': the same API, plus this worker's own platform
// instance (support/instance.ts) started before its first test, and `baseURL` pointing at its shell.
import { test as base } from '@playwright/test';
import { startInstance, type PlatformInstance } from './instance';

export * from '@playwright/test';

/** Starting an instance: the API seeds a fresh database, the static servers open; the builds exist. */
const START_TIMEOUT_MS = 180_000;

export const test = base.extend<object, { platform: PlatformInstance }>({
  platform: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function uses from its first parameter.
    async ({}, use, workerInfo) => {
      const instance = await startInstance(workerInfo.parallelIndex, START_TIMEOUT_MS);
      await use(instance);
      await instance.stop();
    },
    { scope: 'worker', auto: true, timeout: START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ platform }, use) => use(platform.shellOrigin),
});
