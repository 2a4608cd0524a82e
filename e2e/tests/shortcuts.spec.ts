import { expect, test } from '../support/test';
import { signIn } from '../support/session';

test('? opens the keyboard shortcuts help; the global keys navigate', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: 'Go to your groups' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Shift+G');
  await expect(page).toHaveURL(/\/dashboard\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your groups' })).toBeVisible();

  await page.keyboard.press('Shift+P');
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your projects' })).toBeVisible();
  await page.getByRole('link', { name: 'GitLab.org / GitLab', exact: false }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('GitLab');

  // `g i` on a project goes to its issues.
  await page.keyboard.press('g');
  await page.keyboard.press('i');
  await expect(page).toHaveURL(/\/gitlab-org\/gitlab\/-\/issues$/);
  await expect(page.getByRole('heading', { name: 'Issues' })).toBeVisible();
});

test('a user rebinds a shortcut in the help dialog and it stays rebound after a reload', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/');
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await dialog.getByRole('button', { name: 'Change keys for Go to your groups' }).click();
  const recorder = dialog.getByRole('textbox', { name: /New keys for/ });
  await recorder.press('Shift+K');
  await recorder.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Restore default keys for Go to your groups' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await page.keyboard.press('Shift+G');
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Shift+K');
  await expect(page).toHaveURL(/\/dashboard\/groups$/);
});
