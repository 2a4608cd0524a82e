import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';

// The epic page's header additions and sidebar (mf-epic), against the real server: New epic, the to-do
// toggle with the shell's counter, confidentiality, the report wording.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';

/** A fresh epic in gitlab-org, created by root through the REST API, so tests never share one. */
async function createEpic(request: APIRequestContext, title: string): Promise<{ path: string; title: string }> {
  const unique = `${title} ${Date.now()}`;
  const response = await request.post('/api/v4/groups/gitlab-org/epics', { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title: unique } });
  expect(response.status(), 'create epic').toBe(201);
  const { web_url: webUrl } = (await response.json()) as { web_url: string };
  return { path: new URL(webUrl).pathname, title: unique };
}

function epicRegion(page: Page) {
  return page.getByRole('region', { name: 'Epic', exact: true });
}

function sidebar(page: Page) {
  return epicRegion(page).getByRole('complementary', { name: 'Epic sidebar' });
}

async function todoCount(page: Page): Promise<number> {
  const counter = page.getByRole('banner').getByRole('link', { name: /^To-Do List: \d+ pending$/ });
  const label = (await counter.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1]);
}

test('New epic: a reporter creates one from the actions menu and lands on its page', async ({ page }) => {
  await signIn(page, 'reporter');
  await page.goto('/groups/gitlab-org/-/epics/2');
  await epicRegion(page).getByRole('button', { name: 'Epic actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'New epic' }).click();
  const form = page.getByRole('form', { name: 'New epic' });
  const title = `Created from the menu ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create epic' }).click();
  await expect(page).toHaveURL(/\/groups\/gitlab-org\/-\/epics\/\d+$/);
  await expect(epicRegion(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(epicRegion(page).getByLabel('Confidential epic')).toBeVisible();
});

test('a guest sees no New epic, and the report item reads "Report abuse to administrator"', async ({ page }) => {
  await signIn(page, 'guest');
  await page.goto('/groups/gitlab-org/-/epics/2');
  await epicRegion(page).getByRole('button', { name: 'Epic actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Report abuse to administrator' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'New epic' })).toHaveCount(0);
});

test('adds a to do and marks it done, on the sidebar and on the To-Do List; the top bar counter follows', async ({ page, request }) => {
  const epic = await createEpic(request, 'To-do epic');
  await signIn(page, 'developer');
  await page.goto(epic.path);
  await expect(epicRegion(page).getByRole('heading', { level: 1, name: epic.title })).toBeVisible();
  const before = await todoCount(page);
  await sidebar(page).getByRole('button', { name: 'Add a to do' }).click();
  await expect(sidebar(page).getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: `To-Do List: ${before + 1} pending` })).toBeVisible();

  // The counter leads to the To-Do List: the to-do links to the epic and is marked done there.
  await page.getByRole('banner').getByRole('link', { name: /^To-Do List/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/todos$/);
  const todo = page.getByRole('list', { name: 'To-dos' }).getByRole('listitem', { name: new RegExp(`added a to-do for ${epic.title}$`) });
  await expect(todo.getByRole('link')).toHaveAttribute('href', epic.path);
  await todo.getByRole('button', { name: `Mark as done: ${epic.title}` }).click();
  await expect(todo).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: `To-Do List: ${before} pending` })).toBeVisible();
  await page.getByRole('tab', { name: /^Done/ }).click();
  await expect(page.getByRole('list', { name: 'To-dos' }).getByRole('listitem', { name: new RegExp(`${epic.title}$`) })).toBeVisible();

  await page.goto(epic.path);
  await sidebar(page).getByRole('button', { name: 'Add a to do' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: `To-Do List: ${before + 1} pending` })).toBeVisible();
  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Mark as done' }).click();
  await expect(sidebar(page).getByRole('button', { name: 'Add a to do' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: `To-Do List: ${before} pending` })).toBeVisible();
});

test('a reporter turns confidentiality on from the sidebar', async ({ page, request }) => {
  const epic = await createEpic(request, 'Confidential toggle epic');
  await signIn(page, 'reporter');
  await page.goto(epic.path);
  await sidebar(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(sidebar(page).getByText('This epic is confidential')).toBeVisible();
  await page.reload();
  await expect(sidebar(page).getByText('This epic is confidential')).toBeVisible();
});

test('the sidebar is collapsed below 992 px and expands on demand', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 900 });
  await signIn(page, 'developer');
  await page.goto('/groups/gitlab-org/-/epics/2');
  const aside = sidebar(page);
  await expect(aside.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(aside.getByText('Participants')).toHaveCount(0);
  await aside.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(aside.getByRole('heading', { name: '5 Participants' })).toBeVisible();
});

test('a reporter fixes a start date, sees it after a reload, then inherits it again', async ({ page, request }) => {
  const epic = await createEpic(request, 'Dated epic');
  await signIn(page, 'reporter');
  await page.goto(epic.path);
  const start = sidebar(page).getByRole('region', { name: 'Start date' });
  await expect(start.getByLabel('Start date: None')).toBeVisible();
  await start.getByRole('button', { name: 'Edit start date' }).click();
  await start.getByLabel('Choose start date').fill('2026-03-05');
  await expect(start.getByLabel('Start date: Mar 5, 2026')).toBeVisible();
  await page.reload();
  await expect(start.getByLabel('Start date: Mar 5, 2026')).toBeVisible();
  await expect(start.getByRole('radio', { name: /Fixed:/ })).toBeChecked();
  await start.getByRole('radio', { name: /Inherited:/ }).click();
  await expect(start.getByLabel('Start date: None')).toBeVisible();
});

test('a child epic lists its parent under Ancestors', async ({ page, request }) => {
  const parent = await createEpic(request, 'Ancestor epic');
  const parentIid = parent.path.split('/').pop();
  const response = await request.post(`/api/v4/groups/gitlab-org/epics/${parentIid}/epics`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title: `Child ${Date.now()}` } });
  expect(response.status(), 'create child epic').toBe(201);
  const { url } = (await response.json()) as { url: string };
  await signIn(page, 'reporter');
  await page.goto(new URL(url, 'http://localhost').pathname);
  const ancestors = sidebar(page).getByRole('region', { name: 'Ancestors' });
  await expect(ancestors.getByRole('link', { name: parent.title })).toBeVisible({ timeout: 20_000 });
});

test("a reporter creates a group label from the epic's labels dropdown and applies it", async ({ page, request }) => {
  const epic = await createEpic(request, 'E2E epic label');
  const name = `e2e-group-label-${Date.now()}`;
  await signIn(page, 'reporter');
  await page.goto(epic.path);
  const side = sidebar(page);
  await side.getByRole('button', { name: 'Edit labels' }).click();
  await side.getByRole('button', { name: 'Create group label' }).click();
  await side.getByRole('textbox', { name: 'Label name' }).fill(name);
  await side.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(side.getByRole('checkbox', { name })).toBeChecked();
  await side.getByRole('button', { name: 'Apply' }).click();
  await expect(side.getByRole('list', { name: 'Labels' }).getByText(name)).toBeVisible();
  // A label of the group (REST `POST /groups/:id/labels`), on the epic after a reload too.
  const labels = await request.get(`/api/v4/groups/gitlab-org/labels?search=${name}`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } });
  expect(((await labels.json()) as { name: string }[]).map((label) => label.name)).toEqual([name]);
  await page.reload();
  await expect(sidebar(page).getByRole('list', { name: 'Labels' }).getByText(name)).toBeVisible();
});
