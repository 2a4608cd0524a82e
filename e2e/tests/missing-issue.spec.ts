import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/session';

test('a missing issue is the 404 page, not a load error', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/gitlab-org/gitlab/-/issues/99999');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
  await expect(page.getByText('Something went wrong while loading the issue')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle('Not found · Platform');
});

test('an issue an outsider may not read is the 404 page too', async ({ page }) => {
  await signIn(page, 'outsider');
  await page.goto('/gitlab-org/platform/infrastructure/-/issues/1');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
});

test('signed out, an unreadable issue asks to sign in and comes back to it after signing in', async ({ page }) => {
  await page.goto('/gitlab-org/platform/infrastructure/-/issues/1');
  await expect(page.getByRole('heading', { name: 'You need to sign in or sign up before continuing.' })).toBeVisible();
  await page.getByRole('region', { name: 'You need to sign in or sign up before continuing.' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/users\/sign_in\?redirect=/);
  await page.getByLabel('Username or primary email').fill('developer');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/gitlab-org\/platform\/infrastructure\/-\/issues\/1$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toHaveCount(0);
});
