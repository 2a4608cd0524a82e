import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';

// The discussion area (mf-notes in the shell's `epic.notes` slot) of the seeded epic gitlab-org&1,
// against the server's epic note routes (`/groups/:groupPath/-/epics/:iid/…`) and `updateEpic`.
const EPIC = '/groups/gitlab-org/-/epics/1';

async function epicDiscussion(page: Page) {
  const area = page.getByRole('region', { name: 'Discussion', exact: true });
  await expect(area.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(area.getByLabel('Loading comments')).toHaveCount(0, { timeout: 20_000 });
  return area;
}

test('a developer comments on an epic, edits the comment and deletes it', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto(EPIC);
  const area = await epicDiscussion(page);
  const body = `An epic comment ${Date.now()}`;
  await area.getByRole('textbox', { name: 'Comment' }).fill(body);
  await area.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = area.getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: body });
  await expect(comment).toBeVisible();

  await page.reload();
  const saved = (await epicDiscussion(page)).getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: body });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Edit comment' }).click();
  await saved.getByRole('textbox', { name: 'Edit comment' }).fill(`${body} (changed)`);
  await saved.getByRole('button', { name: 'Save comment' }).click();
  const edited = page.getByRole('region', { name: 'Discussion', exact: true }).getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: `${body} (changed)` });
  await expect(edited).toContainText('Edited');

  await edited.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete comment' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure you want to delete this comment?' }).getByRole('button', { name: 'Delete comment' }).click();
  await expect(page.getByRole('region', { name: 'Discussion', exact: true }).getByText(body)).toHaveCount(0);
});

test('an epic thread takes replies and offers no resolving', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto(EPIC);
  const area = await epicDiscussion(page);
  const stamp = Date.now();
  await area.getByRole('textbox', { name: 'Comment' }).fill(`Which child first? ${stamp}`);
  await area.getByRole('button', { name: 'Comment type' }).click();
  await page.getByRole('menuitemradio', { name: /Start thread/ }).click();
  await area.getByRole('button', { name: 'Start thread', exact: true }).click();
  const thread = area.getByRole('listitem', { name: 'Thread' }).filter({ hasText: `Which child first? ${stamp}` });
  await expect(thread).toBeVisible();
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await thread.getByRole('textbox', { name: 'Reply' }).fill(`The API one ${stamp}`);
  await thread.getByRole('form', { name: 'Reply to thread' }).getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(thread).toContainText(`The API one ${stamp}`);
  await expect(thread.getByRole('button', { name: 'Resolve thread' })).toHaveCount(0);
});

test('the comment form closes and reopens the epic', async ({ page }) => {
  await signIn(page, 'maintainer');
  await page.goto(EPIC);
  const area = await epicDiscussion(page);
  await area.getByRole('button', { name: 'Close epic' }).click();
  await expect(area.getByRole('button', { name: 'Reopen epic' })).toBeVisible();
  await page.reload();
  const again = await epicDiscussion(page);
  await again.getByRole('textbox', { name: 'Comment' }).fill(`Back on the roadmap ${Date.now()}`);
  await again.getByRole('button', { name: 'Comment & reopen epic' }).click();
  await expect(again.getByRole('button', { name: 'Close epic' })).toBeVisible();
  await expect(again.getByRole('listitem', { name: 'Comment by Max Maintainer' }).filter({ hasText: 'Back on the roadmap' })).toBeVisible();
});
