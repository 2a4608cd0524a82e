import { expect, test } from '../support/test';
import { E2E } from '../support/env';
import { signIn } from '../support/session';
import { defaultModules, removeOperatorRegistry, writeOperatorRegistry } from '../support/registry';

test.afterEach(() => removeOperatorRegistry());

test('the operator page lists each module with its version, origin, status and load time', async ({ page }) => {
  await signIn(page, 'root');
  await page.goto('/');
  await page.getByRole('link', { name: 'Modules' }).click();
  const row = page.getByRole('table', { name: 'Registered modules' }).getByRole('row', { name: /mf_trial/ });
  await expect(row).toContainText('2.0.0');
  await expect(row).toContainText(E2E.trialOrigin);
  await expect(row).toContainText('loaded');
  await expect(row).toContainText(/\d+ ms/);
  const shared = page.getByRole('table', { name: 'Shared libraries' });
  await expect(shared.getByRole('row', { name: /^react 19\./ })).toBeVisible();
});

test('the operator page is not found for someone who is not an administrator', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/-/modules');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
});

test('a bad registry entry is reported on the operator page and skipped; the rest still loads', async ({ page }) => {
  const modules = defaultModules();
  writeOperatorRegistry([...modules, { name: 'mf_broken', manifest: 'not a url', version: 'one' }]);
  await signIn(page, 'root');
  await page.goto('/-/modules');
  const problems = page.getByLabel('Registry problems');
  await expect(problems).toContainText(`Entry ${modules.length + 1} (mf_broken)`);
  const row = page.getByRole('table', { name: 'Registered modules' }).getByRole('row', { name: /mf_trial/ });
  await expect(row).toBeVisible();
});

test('a page whose module is not in the registry says so instead of going blank', async ({ page }) => {
  writeOperatorRegistry(defaultModules().filter((entry) => entry.name !== 'mf_issue'));
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  await expect(page.getByRole('heading', { name: 'Module not installed' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a module switched off in the registry is reported as disabled on its page', async ({ page }) => {
  writeOperatorRegistry([
    ...defaultModules().filter((entry) => entry.name !== 'mf_issue'),
    { name: 'mf_issue', manifest: `${E2E.issueOrigin}/mf-manifest.json`, version: '1.0.0', enabled: false, slots: ['issue.main'] },
  ]);
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  await expect(page.getByRole('heading', { name: 'Module disabled' })).toBeVisible();
});
