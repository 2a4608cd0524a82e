import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/session';

/** GET /api/v4/user from the page with only the token (no cookie), as a script or CLI would. */
async function fetchUser(page: Page, token: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (secret) => {
    const response = await fetch('/api/v4/user', { headers: { 'PRIVATE-TOKEN': secret, Accept: 'application/json' }, credentials: 'omit' });
    return { status: response.status, body: (await response.json()) as unknown };
  }, token);
}

test('a user creates a personal access token, uses it on the API, revokes it and it stops working', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/-/profile/personal_access_tokens');
  await expect(page.getByRole('heading', { name: 'Personal Access Tokens', level: 1 })).toBeVisible();

  const name = `e2e token ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Token name/ }).fill(name);
  await page.getByRole('checkbox', { name: 'read_user' }).check();
  await page.getByLabel('Expiration date').fill('2999-12-31');
  await page.getByRole('button', { name: 'Create personal access token' }).click();

  const shown = page.getByRole('textbox', { name: 'Your new personal access token' });
  await expect(shown).toHaveValue(/^glpat-[A-Za-z0-9_-]{20}$/);
  const token = await shown.inputValue();
  const row = page.getByRole('table', { name: 'Active personal access tokens' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('read_user');
  await expect(row).toContainText('2999-12-31');

  const before = await fetchUser(page, token);
  expect(before.status).toBe(200);
  expect(before.body).toMatchObject({ username: 'developer' });

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(row).toHaveCount(0);

  const after = await fetchUser(page, token);
  expect(after).toEqual({ status: 401, body: { error: 'invalid_token', error_description: 'Token was revoked. You have to re-authorize from the user.' } });
  // After a reload the secret is gone for good: it is shown once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Personal Access Tokens', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your new personal access token' })).toHaveCount(0);
});
