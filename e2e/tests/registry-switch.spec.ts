import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { defaultModules, removeOperatorRegistry, writeOperatorRegistry } from '../support/registry';
import { E2E } from '../support/env';

test.afterEach(() => removeOperatorRegistry());

test('pointing the registry at another build of mf-trial shows it after a reload, with no shell rebuild', async ({ page }) => {
  await signIn(page, 'root');
  await page.goto('/-/modules');
  const row = page.getByRole('table', { name: 'Registered modules' }).getByRole('row', { name: /mf_trial/ });
  await expect(row).toContainText(E2E.trialOrigin);
  await expect(row).toContainText('2.0.0');

  writeOperatorRegistry(
    defaultModules().map((entry) =>
      entry.name === 'mf_trial' ? { ...entry, manifest: `${E2E.altTrialOrigin}/mf-manifest.json`, version: E2E.altTrialVersion } : entry,
    ),
  );
  const shellDownloads: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(E2E.altTrialOrigin)) shellDownloads.push(response.url());
  });
  await page.reload();
  await expect(row).toContainText(E2E.altTrialOrigin);
  await expect(row).toContainText(E2E.altTrialVersion);
  await expect(row).toContainText('loaded');
  await expect(page.getByRole('region', { name: 'Trial status' })).toBeVisible();
  expect(shellDownloads.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('switching a module off in the registry removes it from the page', async ({ page }) => {
  writeOperatorRegistry(defaultModules().map((entry) => ({ ...entry, enabled: false })));
  await signIn(page, 'developer');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial status' })).toHaveCount(0);
});
