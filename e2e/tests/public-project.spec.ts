import { expect, test } from '../support/test';

test('a signed-out visitor can read a public project and its issues', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'GitLab.org / GitLab' }).click();
  await expect(page).toHaveURL(/\/gitlab-org\/gitlab$/);
  await expect(page.getByRole('heading', { level: 1, name: /GitLab/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Issues' }).getByRole('listitem').first()).toBeVisible();
  await expect(page).toHaveTitle(/GitLab · Platform/);
});

test('a private project is a 404 for a signed-out visitor, with no hint it exists', async ({ page }) => {
  await page.goto('/gitlab-org/platform/infrastructure');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
});

test('an unknown address shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/gitlab-org/gitlab/-/nonsense');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
