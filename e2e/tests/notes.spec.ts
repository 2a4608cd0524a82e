import { expect, test, type APIRequestContext, type Locator } from '../support/test';
import { E2E } from '../support/env';
import { signIn } from '../support/session';
import { subscriptionSent } from '../support/live';

test('a developer comments on an issue, edits the comment and deletes it', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
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
  await expect(page.getByRole('region', { name: 'Discussion', exact: true }).getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discussion', exact: true }).getByText(body)).toHaveCount(0);
});

test('a signed-out visitor is asked to register or sign in to reply', async ({ page }) => {
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  await expect(discussion).toContainText('Please register or sign in to reply');
  await expect(discussion.getByRole('link', { name: 'register' })).toBeVisible();
  await expect(discussion.getByRole('link', { name: 'sign in' })).toBeVisible();
  await expect(discussion.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
});

const ROOT_TOKEN = 'glpat-demo-root-token-0000';

/** The unresolved-thread counter's number (0 when all are resolved or there is no resolvable thread). */
async function unresolvedCount(area: Locator): Promise<number> {
  const status = area.getByRole('group', { name: 'Unresolved threads' }).getByRole('status');
  if ((await status.count()) === 0) return 0;
  return Number(/^(\d+) unresolved/.exec((await status.textContent()) ?? '')?.[1] ?? 0);
}

/** Waits until the discussion area has loaded every page. */
async function loaded(area: Locator): Promise<void> {
  await expect(area.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(area.getByLabel('Loading comments')).toHaveCount(0, { timeout: 20_000 });
}

/** The newest note of an issue, through REST v4 as root (setup only). */
async function newestNoteId(request: APIRequestContext, iid: number): Promise<number> {
  const response = await request.get(`${E2E.apiOrigin}/api/v4/projects/${encodeURIComponent('gitlab-org/gitlab')}/issues/${iid}/notes?sort=desc&order_by=created_at&per_page=1`, {
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { id: number }[])[0]!.id;
}

test('a thread: start it, reply with Resolve thread, reopen it; replying to a comment makes a thread; Up edits the last note', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/gitlab-org/gitlab/-/issues/2');
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const stamp = Date.now();
  await loaded(discussion);
  const before = await unresolvedCount(discussion);

  await discussion.getByRole('textbox', { name: 'Comment' }).fill(`Which theme first? ${stamp}`);
  await discussion.getByRole('button', { name: 'Comment type' }).click();
  await page.getByRole('menuitemradio', { name: /Start thread/ }).click();
  await discussion.getByRole('button', { name: 'Start thread', exact: true }).click();
  const thread = discussion.getByRole('listitem', { name: 'Thread' }).filter({ hasText: `Which theme first? ${stamp}` });
  await expect(thread).toBeVisible();
  await expect.poll(() => unresolvedCount(discussion)).toBe(before + 1);

  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  const replyForm = thread.getByRole('form', { name: 'Reply to thread' });
  await replyForm.getByRole('textbox', { name: 'Reply' }).fill(`Dark first ${stamp}`);
  await replyForm.getByRole('checkbox', { name: 'Resolve thread' }).check();
  await replyForm.getByRole('button', { name: 'Reply', exact: true }).click();
  const resolved = discussion.getByRole('listitem', { name: 'Resolved thread' }).filter({ hasText: `Which theme first? ${stamp}` });
  await expect(resolved).toContainText('Resolved by Dana Developer');
  await expect.poll(() => unresolvedCount(discussion)).toBe(before);

  await page.reload();
  const again = page.getByRole('region', { name: 'Discussion', exact: true }).getByRole('listitem', { name: 'Resolved thread' }).filter({ hasText: `Which theme first? ${stamp}` });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Show thread' }).click();
  await expect(again).toContainText(`Dark first ${stamp}`);
  await again.getByRole('button', { name: 'Unresolve thread' }).click();
  await expect.poll(() => unresolvedCount(page.getByRole('region', { name: 'Discussion', exact: true }))).toBe(before + 1);

  // A reply to an individual comment turns it into a thread.
  const area = page.getByRole('region', { name: 'Discussion', exact: true });
  await area.getByRole('textbox', { name: 'Comment' }).fill(`Just a remark ${stamp}`);
  await area.getByRole('button', { name: 'Comment', exact: true }).click();
  const remark = area.getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: `Just a remark ${stamp}` });
  await remark.getByRole('button', { name: 'Reply to comment' }).click();
  await remark.getByRole('textbox', { name: 'Reply' }).fill(`An answer ${stamp}`);
  await remark.getByRole('button', { name: 'Reply', exact: true }).click();
  const converted = area.getByRole('listitem', { name: 'Thread' }).filter({ hasText: `Just a remark ${stamp}` });
  await expect(converted).toContainText(`An answer ${stamp}`);

  // Up in the empty comment box edits the viewer's last note.
  await area.getByRole('textbox', { name: 'Comment' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(area.getByRole('textbox', { name: 'Edit comment' })).toHaveValue(`An answer ${stamp}`);
});

test('a thread started in this page load is resolved from its button, without a reload (issue 14)', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/gitlab-org/gitlab/-/issues/2');
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const text = `Resolve me at once ${Date.now()}`;
  await loaded(discussion);
  await discussion.getByRole('textbox', { name: 'Comment' }).fill(text);
  await discussion.getByRole('button', { name: 'Comment type' }).click();
  await page.getByRole('menuitemradio', { name: /Start thread/ }).click();
  await discussion.getByRole('button', { name: 'Start thread', exact: true }).click();
  const thread = discussion.getByRole('listitem', { name: 'Thread' }).filter({ hasText: text });
  await expect(thread).toBeVisible();

  await thread.getByRole('button', { name: 'Resolve thread', exact: true }).first().click();
  await expect(discussion.getByRole('listitem', { name: 'Resolved thread' }).filter({ hasText: text })).toContainText('Resolved by Dana Developer');
  await expect(page.getByText('Something went wrong while resolving this discussion')).toHaveCount(0);
});

// gitlab-org/gitlab#4 was reported by the guest: an internal note stays hidden from the person who
// reported the issue (a guest here) and from signed-out visitors, while project members with the
// Reporter role or higher read it (GitLab's read_internal_note).
test('an internal note is hidden from the issue\'s reporter (a guest) and signed-out visitors; project reporters see it', async ({ page, browser }) => {
  // The premise: the person who reported #4 is its author, a guest of the project.
  const issue = await page.request.get(`${E2E.apiOrigin}/api/v4/projects/${encodeURIComponent('gitlab-org/gitlab')}/issues/4`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } });
  expect(((await issue.json()) as { author: { username: string } }).author.username).toBe('guest');
  await signIn(page, 'maintainer');
  await page.goto('/gitlab-org/gitlab/-/issues/4');
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const body = `Internal only ${Date.now()}`;
  await discussion.getByRole('textbox', { name: 'Comment' }).fill(body);
  await discussion.getByRole('checkbox', { name: 'Make this an internal note' }).check();
  await discussion.getByRole('button', { name: 'Add internal note' }).click();
  await expect(discussion.getByRole('listitem', { name: 'Internal note by Max Maintainer' }).filter({ hasText: body })).toBeVisible();
  await expect(discussion.getByRole('checkbox', { name: 'Make this an internal note' })).not.toBeChecked();

  for (const viewer of ['reporter', 'guest', null] as const) {
    const context = await browser.newContext();
    const other = await context.newPage();
    if (viewer) await signIn(other, viewer);
    await other.goto('/gitlab-org/gitlab/-/issues/4');
    const area = other.getByRole('region', { name: 'Discussion', exact: true });
    await expect(area.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(area.getByLabel('Loading comments')).toHaveCount(0);
    if (viewer === 'reporter') await expect(area.getByText(body)).toBeVisible();
    else await expect(area.getByText(body)).toHaveCount(0);
    await context.close();
  }
});

test('quick actions and the close/reopen button change the state and publish status-changed', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { statusEvents: string[] }).statusEvents = seen;
    window.addEventListener('platform:status-changed', (event) => {
      const detail = (event as CustomEvent<{ payload?: { state?: string } }>).detail;
      seen.push(String(detail?.payload?.state));
    });
  });
  await signIn(page, 'developer');
  await page.goto('/gitlab-org/gitlab/-/issues/4');
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  await expect(discussion.getByRole('button', { name: 'Reopen issue' })).toBeVisible();

  await discussion.getByRole('textbox', { name: 'Comment' }).fill('/reopen');
  await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(discussion.getByRole('button', { name: 'Close issue' })).toBeVisible();
  await expect(discussion.getByRole('listitem', { name: 'System note' }).filter({ hasText: 'reopened' })).toBeVisible();

  await discussion.getByRole('button', { name: 'Close issue' }).click();
  await expect(discussion.getByRole('button', { name: 'Reopen issue' })).toBeVisible();
  await expect(discussion.getByRole('listitem', { name: 'System note' }).filter({ hasText: 'closed' }).last()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { statusEvents: string[] }).statusEvents)).toEqual(['reopened', 'closed']);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Discussion', exact: true }).getByRole('button', { name: 'Reopen issue' })).toBeVisible();
});

test('sort and filter are remembered after a reload; history only offers its two buttons', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  await discussion.getByRole('button', { name: 'Sort: Oldest first' }).click();
  await page.getByRole('menuitemradio', { name: 'Newest first' }).click();
  await discussion.getByRole('button', { name: 'Filter: All activity' }).click();
  await page.getByRole('menuitemradio', { name: 'History only' }).click();
  await expect(discussion.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Discussion', exact: true });
  await expect(reloaded.getByRole('button', { name: 'Sort: Newest first' })).toBeVisible();
  await expect(reloaded.getByRole('button', { name: 'Filter: History only' })).toBeVisible();
  await reloaded.getByRole('button', { name: 'Show comments only' }).click();
  await expect(reloaded.getByRole('button', { name: 'Filter: Comments only' })).toBeVisible();
  await expect(reloaded.getByRole('textbox', { name: 'Comment' })).toBeVisible();
  await reloaded.getByRole('button', { name: 'Filter: Comments only' }).click();
  await page.getByRole('menuitemradio', { name: 'All activity' }).click();
  await reloaded.getByRole('button', { name: 'Sort: Newest first' }).click();
  await page.getByRole('menuitemradio', { name: 'Oldest first' }).click();
});

test('the 1,200-note issue pages to the end (20, 30, 45, 68, 100…) and a #note_ anchor switches to all activity and scrolls to it', async ({ page }) => {
  test.setTimeout(90_000);
  const last = await newestNoteId(page.request, 3);
  await signIn(page, 'developer');
  await page.goto('/gitlab-org/gitlab/-/issues/3');
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  await discussion.getByRole('button', { name: 'Filter: All activity' }).click();
  await page.getByRole('menuitemradio', { name: 'Comments only' }).click();
  await expect(discussion.getByRole('button', { name: 'Filter: Comments only' })).toBeVisible();

  const sizes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/discussions.json')) sizes.push(url.searchParams.get('per_page') ?? '');
  });
  // A fresh page for the link (from the same page, a hash change alone would show the all-activity
  // pages still in the page's cache, or refetch them once stale: timing, not behaviour).
  await page.goto('about:blank');
  await page.goto(`/gitlab-org/gitlab/-/issues/3#note_${last}`);
  await expect(discussion.getByRole('button', { name: 'Filter: All activity' })).toBeVisible();
  await loaded(discussion);
  const target = page.locator(`#note_${last}`);
  await expect(target).toHaveAttribute('aria-current', 'location', { timeout: 20_000 });
  await expect(target).toBeInViewport();
  // The anchored page's load (the first page of 20, then growing pages).
  const reload = sizes.slice(sizes.lastIndexOf('20'));
  expect(reload.slice(0, 5)).toEqual(['20', '30', '45', '68', '100']);
  expect(new Set(reload.slice(5))).toEqual(new Set(['100']));
  // Only the rows near the viewport are in the DOM.
  expect(await discussion.getByRole('list', { name: 'Comments and activity' }).getByRole('listitem').count()).toBeLessThan(200);
});

test('a comment posted in one browser shows up in another without a reload', async ({ page, browser }) => {
  test.setTimeout(45_000);
  await signIn(page, 'developer');
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await signIn(watcher, 'maintainer');
  // The watcher's notes subscribe over graphql-ws; wait until the created-note subscription went out
  // (after the server acknowledged the socket), so the comment below arrives live.
  const subscribed = subscriptionSent(watcher, 'workItemNoteCreated');
  await watcher.goto('/gitlab-org/gitlab/-/issues/1');
  await expect(watcher.getByRole('region', { name: 'Discussion', exact: true }).getByRole('heading', { name: 'Activity' })).toBeVisible();
  await subscribed;
  // Let the server register the subscription before posting.
  await watcher.waitForTimeout(300);

  const body = `Live ${Date.now()}`;
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  await discussion.getByRole('textbox', { name: 'Comment' }).fill(body);
  await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(discussion.getByText(body)).toBeVisible();
  // Live, not polled: the notes poll runs every 6 s (and is paused while the socket is up).
  await expect(watcher.getByRole('region', { name: 'Discussion', exact: true }).getByText(body)).toBeVisible({ timeout: 3_000 });
  await watcherContext.close();
});
