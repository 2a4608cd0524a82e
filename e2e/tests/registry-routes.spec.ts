import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { defaultModules, removeOperatorRegistry, writeOperatorRegistry, type RegistryEntry } from '../support/registry';

test.afterEach(() => removeOperatorRegistry());

/** A new page as data: an address, a slot, and how the shell frames it (docs/shared-kernel.md, "Registry routes"). */
const TRIAL_PAGE = {
  id: 'trial.status',
  path: '/groups/:groupPath+/-/trial_status',
  title: 'Trial status · {groupPath}',
  crumbs: [{ label: '{groupPath|last}', to: '/groups/{groupPath}' }, { label: 'Trial status' }],
  slots: [{ slot: 'trial.page', label: 'Trial status', required: true }],
  props: { namespacePath: '{groupPath}' },
  group: '{groupPath}',
};

/** The repository's registry with mf-trial filling the new page's slot with a component it already exposes. */
function withTrialPage(): RegistryEntry[] {
  return defaultModules().map((entry) =>
    entry.name === 'mf_trial'
      ? {
          ...entry,
          slots: [...(entry.slots as string[]), 'trial.page'],
          exposes: { ...(entry.exposes as Record<string, string>), 'trial.page': './TrialWidget' },
          routes: [TRIAL_PAGE],
        }
      : entry,
  );
}

test('a registry edit adds a page to the shell, with no rebuild: a remote release plus a registry entry', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/groups/gitlab-org/-/trial_status');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();

  writeOperatorRegistry(withTrialPage());
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Trial status' })).toContainText('Day 12/30');
  await expect(page).toHaveTitle('Trial status · gitlab-org · Platform');
  const crumb = main.getByRole('link', { name: 'gitlab-org' });
  await expect(crumb).toHaveAttribute('href', '/groups/gitlab-org');

  // The page is part of the shell's routing: in-page navigation away and back, no reload.
  await page.evaluate(() => ((window as unknown as { stayedInPage: boolean }).stayedInPage = true));
  await crumb.click();
  await expect(page).toHaveURL(/\/groups\/gitlab-org$/);
  await expect(main.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await page.goBack();
  await expect(main.getByRole('region', { name: 'Trial status' })).toContainText('Day 12/30');
  expect(await page.evaluate(() => (window as unknown as { stayedInPage?: boolean }).stayedInPage)).toBe(true);

  // Operators see the page among the module's routes.
  await signIn(page, 'root');
  await page.goto('/-/modules');
  await expect(page.getByRole('table', { name: 'Registered modules' }).getByRole('row', { name: /mf_trial/ })).toContainText(
    'trial.status /groups/:groupPath+/-/trial_status',
  );
});

test('a page route of a disabled module goes with it', async ({ page }) => {
  writeOperatorRegistry(withTrialPage().map((entry) => (entry.name === 'mf_trial' ? { ...entry, enabled: false } : entry)));
  await signIn(page, 'owner');
  await page.goto('/groups/gitlab-org/-/trial_status');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
});
