import { expect, test } from '../support/test';
import { DEMO_PASSWORD } from '../support/session';

test('a wrong password is refused with GitLab\'s message, then signing in and out works', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/users\/sign_in/);

  await page.getByLabel('Username or primary email').fill('developer');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login or password.');

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Dana Developer' })).toBeVisible();
  await expect(page.getByRole('button', { name: /User menu for Dana Developer/ })).toBeVisible();

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore projects' })).toBeVisible();
});
