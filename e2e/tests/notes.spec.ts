import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';

test('a developer comments on an issue, edits the comment and deletes it', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  const discussion = page.getByRole('region', { name: 'Discussion' });
  await expect(discussion.getByRole('heading', { name: 'Activity' })).toBeVisible();

  const body = `An e2e comment ${Date.now()}`;
  await discussion.getByRole('textbox', { name: 'Comment' }).fill(body);
  await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = discussion.getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: body });
  await expect(comment).toBeVisible();
  await expect(discussion.getByRole('textbox', { name: 'Comment' })).toHaveValue('');

  await comment.getByRole('button', { name: 'Edit comment' }).click();
  await comment.getByRole('textbox', { name: 'Edit comment' }).fill(`${body} (edited)`);
  await comment.getByRole('button', { name: 'Save comment' }).click();
  const edited = discussion.getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: `${body} (edited)` });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete comment' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this comment?' });
  await dialog.getByRole('button', { name: 'Delete comment' }).click();
  await expect(discussion.getByText(body)).toHaveCount(0);

  // The deletion reached the server: a reload does not bring the comment back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Discussion' }).getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discussion' }).getByText(body)).toHaveCount(0);
});

test('a signed-out visitor is asked to register or sign in to reply', async ({ page }) => {
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  const discussion = page.getByRole('region', { name: 'Discussion' });
  await expect(discussion).toContainText('Please register or sign in to reply');
  await expect(discussion.getByRole('link', { name: 'register' })).toBeVisible();
  await expect(discussion.getByRole('link', { name: 'sign in' })).toBeVisible();
  await expect(discussion.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
});
