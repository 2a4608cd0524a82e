import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';

// The child-items tree of the epic page (mf-epic), over the seeded tree of gitlab-org&6 "Self-managed
// onboarding" (server/src/seed/epicTree.ts): child epics and issues, lazy expansion, the empty state.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';

function tree(page: Page) {
  return page.getByRole('region', { name: 'Child issues and epics' });
}

test('the seeded tree shows its rows, counts and health, and a child epic expands on demand', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/groups/gitlab-org/-/epics/6');
  const rows = tree(page).getByRole('list', { name: 'Child issues and epics' });
  await expect(rows.getByRole('listitem', { name: 'Installer improvements' })).toBeVisible({ timeout: 20_000 });
  await expect(rows.getByRole('listitem', { name: 'First-run wizard' })).toBeVisible();
  const wizard = rows.getByRole('listitem', { name: 'First-run wizard' });
  await expect(wizard.getByLabel('Weight: 8')).toBeVisible();
  await expect(wizard.getByText('Needs attention')).toBeVisible();
  await expect(tree(page).getByRole('group', { name: 'Health status' })).toBeVisible();

  const installer = rows.getByRole('listitem', { name: 'Installer improvements' });
  await expect(installer.getByRole('listitem', { name: 'Helm chart defaults' })).toHaveCount(0);
  await installer.getByRole('button', { name: 'Expand' }).click();
  await expect(installer.getByRole('listitem', { name: 'Helm chart defaults' })).toBeVisible();
  await expect(installer.getByRole('listitem', { name: 'Installer checks the database version' })).toBeVisible();
  await installer.getByRole('button', { name: 'Collapse' }).click();
  await expect(installer.getByRole('listitem', { name: 'Helm chart defaults' })).toHaveCount(0);
});

test('an epic without children shows the empty state', async ({ page, request }) => {
  const response = await request.post('/api/v4/groups/gitlab-org/epics', { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title: `Lonely epic ${Date.now()}` } });
  expect(response.status()).toBe(201);
  const { web_url: webUrl } = (await response.json()) as { web_url: string };
  await signIn(page, 'developer');
  await page.goto(new URL(webUrl).pathname);
  await expect(tree(page).getByText("Link child issues and epics together to show that they're related, or that one blocks another.")).toBeVisible({ timeout: 20_000 });
});
