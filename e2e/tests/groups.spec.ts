import { expect, test } from '../support/test';
import { signIn } from '../support/session';

test('the group page shows the group, its subgroups, projects and members, and links to its epics', async ({ page }) => {
  await page.goto('/groups/gitlab-org');
  await expect(page.getByRole('heading', { level: 1, name: /GitLab\.org/ })).toBeVisible();
  await expect(page.getByText('Open source software to collaborate on code')).toBeVisible();
  await expect(page.getByRole('region', { name: /Subgroups/ }).getByRole('link', { name: 'Platform' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Projects/ }).getByRole('link', { name: 'GitLab', exact: true })).toBeVisible();
  const members = page.getByRole('region', { name: /Members/ });
  await expect(members.getByText('Olivia Owner')).toBeVisible();
  await expect(members.getByRole('listitem').filter({ hasText: 'Olivia Owner' })).toContainText('Owner');
  await expect(page.getByRole('main').getByRole('link', { name: 'Epics' })).toHaveAttribute('href', '/groups/gitlab-org/-/epics');
  await expect(page).toHaveTitle(/GitLab\.org/);

  // A subgroup's page, reached from the list; its private project only for members.
  await page.getByRole('region', { name: /Subgroups/ }).getByRole('link', { name: 'Platform' }).click();
  await expect(page).toHaveURL(/\/groups\/gitlab-org\/platform$/);
  await expect(page.getByRole('heading', { level: 1, name: /GitLab\.org \/ Platform/ })).toBeVisible();
  await expect(page.getByText('This group has no projects you can see.')).toBeVisible();
  // Members inherited from GitLab.org.
  await expect(page.getByRole('region', { name: /Members/ }).getByText('Olivia Owner')).toBeVisible();
});

test('a member sees the private projects of a group', async ({ page }) => {
  await signIn(page, 'guest');
  await page.goto('/groups/gitlab-org/platform');
  await expect(page.getByRole('region', { name: /Projects/ }).getByRole('link', { name: 'Infrastructure' })).toHaveAttribute('href', '/gitlab-org/platform/infrastructure');
});

test('an unknown group is the 404 page', async ({ page }) => {
  await page.goto('/groups/no-such-group');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
});
