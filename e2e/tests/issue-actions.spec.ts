import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';

// Issue actions that reach the server: submit as spam, new related issue (the new-issue page), copy
// email address and reference, move issue, and what a guest is not offered.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';

interface CreatedIssue {
  iid: number;
  title: string;
  web_url: string;
}

/** A fresh issue by root (REST with root's token). */
async function createIssue(request: APIRequestContext, title: string): Promise<CreatedIssue> {
  const response = await request.post(`/api/v4/projects/${encodeURIComponent(PROJECT)}/issues`, {
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
    data: { title: `${title} ${Date.now()}` },
  });
  expect(response.status(), 'create issue').toBe(201);
  return (await response.json()) as CreatedIssue;
}

/** A fresh issue by the page's signed-in user (cookie session + CSRF token, as the page's own client). */
async function createIssueAsPageUser(page: Page, title: string): Promise<CreatedIssue> {
  const session = (await (await page.request.get('/-/session')).json()) as { csrf_token: string };
  const response = await page.request.post(`/api/v4/projects/${encodeURIComponent(PROJECT)}/issues`, {
    headers: { 'X-CSRF-Token': session.csrf_token },
    data: { title: `${title} ${Date.now()}` },
  });
  expect(response.status(), 'create issue').toBe(201);
  return (await response.json()) as CreatedIssue;
}

function issueRegion(page: Page) {
  return page.getByRole('region', { name: 'Issue', exact: true });
}

async function openActions(page: Page) {
  await issueRegion(page).getByRole('button', { name: 'Issue actions' }).click();
  return page.getByRole('menu');
}

function toast(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test('an administrator submits an issue as spam, and the action is gone afterwards', async ({ page }) => {
  await signIn(page, 'developer');
  const created = await createIssueAsPageUser(page, 'Cheap pills');
  await page.context().clearCookies();
  await signIn(page, 'root');
  await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
  const menu = await openActions(page);
  await menu.getByRole('menuitem', { name: 'Submit as spam' }).click();
  await expect(toast(page, 'Issue was submitted as spam.')).toBeVisible();
  await page.keyboard.press('Escape');
  const again = await openActions(page);
  await expect(again.getByRole('menuitem', { name: 'Copy reference' })).toBeVisible();
  await expect(again.getByRole('menuitem', { name: 'Submit as spam' })).toHaveCount(0);
});

test('"New related issue" opens the new-issue page; the created issue is linked both ways', async ({ page, request }) => {
  const original = await createIssue(request, 'Needs a follow-up');
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/issues/${original.iid}`);
  const menu = await openActions(page);
  await menu.getByRole('menuitem', { name: 'New related issue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${PROJECT}/-/issues/new\\?add_related_issue=${original.iid}$`));

  const form = page.getByRole('form', { name: 'New issue' });
  await expect(form.getByRole('checkbox', { name: `Relate to #${original.iid}` })).toBeChecked();
  const create = form.getByRole('button', { name: 'Create issue' });
  await expect(create).toBeDisabled();
  const title = `Follow-up ${Date.now()}`;
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('What is left to do.');
  await create.click();

  await expect(page).toHaveURL(new RegExp(`/${PROJECT}/-/issues/\\d+$`));
  await expect(issueRegion(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  const newIid = Number(new URL(page.url()).pathname.split('/').pop());
  const links = issueRegion(page).getByRole('region', { name: 'Linked items' });
  await expect(links.getByRole('list', { name: 'relates to' }).getByRole('link', { name: original.title })).toBeVisible();

  await page.goto(`/${PROJECT}/-/issues/${original.iid}`);
  const back = issueRegion(page).getByRole('region', { name: 'Linked items' });
  await expect(back.getByRole('list', { name: 'relates to' }).getByRole('link', { name: title })).toBeVisible();
  await expect(back.getByText(`#${newIid}`, { exact: true })).toBeVisible();
});

test('the new-issue page sets assignees, labels, milestone and due date, and attaches a file to the description', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/issues/new`);
  const form = page.getByRole('form', { name: 'New issue' });
  const title = `With metadata ${Date.now()}`;
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('release notes') });
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(/\[notes\.txt\]\(\/uploads\/[0-9a-f]{32}\/notes\.txt\)/);

  await form.getByRole('button', { name: 'Assignees' }).click();
  await page.getByRole('dialog').getByRole('combobox').fill('Dana');
  const dana = page.getByRole('dialog').getByRole('option', { name: /Dana Developer/ });
  await expect(async () => {
    if ((await dana.getAttribute('aria-selected')) !== 'true') await dana.click({ timeout: 2_000 });
    await expect(dana).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(form.getByText('Dana Developer')).toBeVisible();

  await form.getByRole('button', { name: 'Labels' }).click();
  await form.getByRole('checkbox', { name: /^bug/ }).check();
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByRole('list', { name: 'Chosen labels' })).toContainText('bug');
  await form.getByRole('combobox', { name: 'Milestone' }).selectOption({ label: '16.2' });
  await form.getByLabel('Due date').fill('2030-01-31');
  await form.getByRole('button', { name: 'Create issue' }).click();

  await expect(issueRegion(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  const iid = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = (await (await page.request.get(`/api/v4/projects/${encodeURIComponent(PROJECT)}/issues/${iid}`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } })).json()) as {
    assignees: { username: string }[];
    labels: string[];
    milestone: { title: string } | null;
    due_date: string | null;
    description: string;
  };
  expect(saved.assignees.map((user) => user.username)).toEqual(['developer']);
  expect(saved.labels).toContain('bug');
  expect(saved.milestone?.title).toBe('16.2');
  expect(saved.due_date).toBe('2030-01-31');
  expect(saved.description).toMatch(/\/uploads\/[0-9a-f]{32}\/notes\.txt/);
});

test("quick actions in a new issue's description are applied on create and removed from it; /weight in a comment (issue 14)", async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/issues/new`);
  const form = page.getByRole('form', { name: 'New issue' });
  const title = `Quick actions on create ${Date.now()}`;
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('Steps to reproduce are below.\n/label ~bug\n/weight 3');
  await form.getByRole('button', { name: 'Create issue' }).click();

  await expect(issueRegion(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  const iid = Number(new URL(page.url()).pathname.split('/').pop());
  const sidebar = issueRegion(page).getByRole('complementary', { name: 'Issue sidebar' });
  await expect(sidebar.getByRole('region', { name: 'Labels' })).toContainText('bug');
  const weight = sidebar.getByRole('region', { name: 'Weight' });
  await expect(weight.getByText('3', { exact: true })).toBeVisible();
  const read = async () =>
    (await (await page.request.get(`/api/v4/projects/${encodeURIComponent(PROJECT)}/issues/${iid}`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } })).json()) as { labels: string[]; weight: number | null; description: string };
  const created = await read();
  expect(created.labels).toContain('bug');
  expect(created.weight).toBe(3);
  expect(created.description).toBe('Steps to reproduce are below.');

  const area = page.getByRole('region', { name: 'Discussion', exact: true });
  await area.getByRole('textbox', { name: 'Comment' }).fill('/weight 5');
  await area.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(weight.getByText('5', { exact: true })).toBeVisible();
  expect((await read()).weight).toBe(5);
});

test('the new-issue page refuses who may not create issues there', async ({ page }) => {
  await signIn(page, 'outsider');
  await page.goto('/gitlab-org/platform/infrastructure/-/issues/new');
  await expect(page.getByText("Page Not Found. Make sure the address is correct and the page hasn't moved.")).toBeVisible();
  await expect(page.getByRole('form', { name: 'New issue' })).toHaveCount(0);
});

test('copy the issue email address and the reference', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'developer');
  // "Release checklist for 16.3" (seedIssueStates.ts) has a reply address.
  await page.goto(`/${PROJECT}/-/issues/7`);
  await openActions(page).then((menu) => menu.getByRole('menuitem', { name: 'Copy issue email address' }).click());
  await expect(toast(page, 'Email address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^incoming\+gitlab-org-gitlab-\d+-issue-7@localhost$/);

  await openActions(page).then((menu) => menu.getByRole('menuitem', { name: 'Copy reference' }).click());
  await expect(toast(page, 'Reference copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PROJECT}#7`);
});

test('moving an issue lands on the copy; the original is closed (moved) with a link to it', async ({ page, request }) => {
  const original = await createIssue(request, 'Belongs to the website');
  await signIn(page, 'owner');
  await page.goto(`/${PROJECT}/-/issues/${original.iid}`);
  const move = page.getByRole('region', { name: 'Move issue' });
  await move.getByRole('button', { name: 'Move issue' }).click();
  await move.getByRole('textbox', { name: 'Search project' }).fill('website');
  await move.getByRole('radio', { name: 'Acme Corp / Website' }).check();
  await move.getByRole('button', { name: 'Move', exact: true }).click();

  await expect(page).toHaveURL(/\/acme-corp\/website\/-\/issues\/\d+$/);
  const movedPath = new URL(page.url()).pathname;
  await expect(issueRegion(page).getByRole('heading', { level: 1, name: original.title })).toBeVisible();

  await page.goto(`/${PROJECT}/-/issues/${original.iid}`);
  await expect(page.getByLabel('Issue header').getByLabel(/^Status: /)).toHaveText('Closed');
  await expect(issueRegion(page).getByRole('link', { name: 'moved' })).toHaveAttribute('href', movedPath);
  await expect(page.getByRole('region', { name: 'Move issue' })).toHaveCount(0);
});

test('a guest is offered neither spam, delete, promote, lock nor move', async ({ page }) => {
  await signIn(page, 'guest');
  await page.goto(`/${PROJECT}/-/issues/1`);
  const menu = await openActions(page);
  await expect(menu.getByRole('menuitem', { name: 'New related issue' })).toBeVisible();
  for (const name of ['Submit as spam', 'Delete issue', 'Promote to epic', 'Lock discussion']) {
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Issue sidebar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Move issue' })).toHaveCount(0);
});
