import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';
import { subscriptionSent } from '../support/live';

// The epic tree is live (`epicTreeUpdated` over the page's graphql-ws socket): what one user adds, reorders
// or removes shows in another browser without a reload, and a confidential child never reaches a guest.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const headers = { 'PRIVATE-TOKEN': ROOT_TOKEN };

function tree(page: Page) {
  return page.getByRole('region', { name: 'Child issues and epics' });
}

/** A new issue of gitlab-org/gitlab, created by root through REST v4. */
async function createIssue(page: Page, title: string, confidential = false): Promise<{ id: number; iid: number }> {
  const response = await page.request.post('/api/v4/projects/gitlab-org%2Fgitlab/issues', { headers, data: { title, confidential } });
  expect(response.status(), title).toBe(201);
  return (await response.json()) as { id: number; iid: number };
}

/** Issue `issueId` goes under epic `iid` of gitlab-org (EpicIssues API, as root). */
async function addToEpic(page: Page, iid: number, issueId: number) {
  expect((await page.request.post(`/api/v4/groups/gitlab-org/epics/${iid}/issues/${issueId}`, { headers })).status()).toBe(201);
}

test("one user's adds, reorders and removes show in another browser's tree without a reload; a confidential child never reaches a guest", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const created = await page.request.post('/api/v4/groups/gitlab-org/epics', { headers, data: { title: `Live tree ${stamp}` } });
  expect(created.status()).toBe(201);
  const parent = (await created.json()) as { id: number; iid: number; web_url: string };
  const first = await createIssue(page, `Live first ${stamp}`);
  const second = await createIssue(page, `Live second ${stamp}`);
  const third = await createIssue(page, `Live third ${stamp}`);
  await addToEpic(page, parent.iid, second.id);
  await addToEpic(page, parent.iid, first.id);
  const path = new URL(parent.web_url).pathname;

  // The watcher: a guest of gitlab-org, in its own browser context, subscribed before anything changes.
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await signIn(watcher, 'guest');
  const subscribed = subscriptionSent(watcher, 'epicTreeUpdated');
  await watcher.goto(path);
  const watched = tree(watcher).getByRole('list', { name: 'Child issues and epics' });
  const watchedNames = () => watched.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  await expect.poll(watchedNames, { timeout: 20_000 }).toEqual([`Live first ${stamp}`, `Live second ${stamp}`]);
  await subscribed;
  // Let the server register the subscription before the first change.
  await watcher.waitForTimeout(300);

  // The actor: a developer on the same epic page.
  await signIn(page, 'developer');
  await page.goto(path);
  const rows = tree(page).getByRole('list', { name: 'Child issues and epics' });
  await expect(rows.getByRole('listitem', { name: `Live second ${stamp}` })).toBeVisible({ timeout: 20_000 });

  // Add an existing issue by reference.
  await tree(page).getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add an existing issue' }).click();
  const form = tree(page).getByRole('form', { name: 'Add an existing issue' });
  await form.getByPlaceholder('Paste issue link or reference').fill(`gitlab-org/gitlab#${third.iid}`);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(rows.getByRole('listitem', { name: `Live third ${stamp}` })).toBeVisible();
  await expect.poll(watchedNames, { timeout: 5_000 }).toEqual([`Live third ${stamp}`, `Live first ${stamp}`, `Live second ${stamp}`]);
  await expect(tree(watcher).getByRole('button', { name: /^Counts: 0 epics, 3 issues/ })).toBeVisible({ timeout: 5_000 });

  // Reorder with the keyboard.
  await rows.getByRole('button', { name: `Move Live third ${stamp}`, exact: true }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(watchedNames, { timeout: 5_000 }).toEqual([`Live first ${stamp}`, `Live third ${stamp}`, `Live second ${stamp}`]);

  // Remove a child.
  await rows.getByRole('button', { name: `Remove Live first ${stamp}` }).click();
  await page.getByRole('alertdialog', { name: 'Remove issue' }).getByRole('button', { name: 'Remove' }).click();
  await expect(rows.getByRole('listitem', { name: `Live first ${stamp}` })).toHaveCount(0);
  await expect.poll(watchedNames, { timeout: 5_000 }).toEqual([`Live third ${stamp}`, `Live second ${stamp}`]);

  // A confidential issue the developer sees arrive; the guest is not told (rows and counts), and still
  // hears the next public change.
  const secret = await createIssue(page, `Live secret ${stamp}`, true);
  await addToEpic(page, parent.iid, secret.id);
  await expect(rows.getByRole('listitem', { name: `Live secret ${stamp}` })).toBeVisible({ timeout: 5_000 });
  await expect(tree(page).getByRole('button', { name: /^Counts: 0 epics, 3 issues/ })).toBeVisible();
  const late = await createIssue(page, `Live late ${stamp}`);
  await addToEpic(page, parent.iid, late.id);
  await expect.poll(watchedNames, { timeout: 5_000 }).toEqual([`Live late ${stamp}`, `Live third ${stamp}`, `Live second ${stamp}`]);
  await expect(tree(watcher).getByRole('button', { name: /^Counts: 0 epics, 3 issues/ })).toBeVisible();
  await expect(watched.getByRole('listitem', { name: `Live secret ${stamp}` })).toHaveCount(0);
  await watcherContext.close();
});
