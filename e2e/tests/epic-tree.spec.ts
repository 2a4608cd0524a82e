import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/session';

// The child-items tree of the epic page (mf-epic), over the seeded tree of gitlab-org&6 "Self-managed
// onboarding" (server/src/seed/epicTree.ts): child epics and issues, lazy expansion, the empty state.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';

function tree(page: Page) {
  return page.getByRole('region', { name: 'Child issues and epics' });
}

test('the seeded tree shows its rows, counts and health, and a child epic expands on demand', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/groups/gitlab-org/-/epics/6');
  const rows = tree(page).getByRole('list', { name: 'Child issues and epics' });
  await expect(rows.getByRole('listitem', { name: 'Installer improvements' })).toBeVisible({ timeout: 20_000 });
  await expect(rows.getByRole('listitem', { name: 'First-run wizard' })).toBeVisible();
  const wizard = rows.getByRole('listitem', { name: 'First-run wizard' });
  await expect(wizard.getByLabel('Weight: 8')).toBeVisible();
  await expect(wizard.getByText('Needs attention')).toBeVisible();
  await expect(tree(page).getByRole('group', { name: 'Health status' })).toBeVisible();

  const installer = rows.getByRole('listitem', { name: 'Installer improvements' });
  await expect(installer.getByRole('listitem', { name: 'Helm chart defaults' })).toHaveCount(0);
  await installer.getByRole('button', { name: 'Expand' }).click();
  await expect(installer.getByRole('listitem', { name: 'Helm chart defaults' })).toBeVisible();
  await expect(installer.getByRole('listitem', { name: 'Installer checks the database version' })).toBeVisible();
  await installer.getByRole('button', { name: 'Collapse' }).click();
  await expect(installer.getByRole('listitem', { name: 'Helm chart defaults' })).toHaveCount(0);
});

test("the tree's first page is the page's startup query (one GET with the page, no POST); a child epic's level is read from the server", async ({ page }) => {
  await signIn(page, 'developer');
  const childQueries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/graphql') return;
    if (request.method() === 'GET' && url.searchParams.get('operationName') === 'epicChildItems') childQueries.push(`GET ${JSON.parse(url.searchParams.get('variables') ?? '{}').iid}`);
    if (request.method() === 'POST' && request.postDataJSON()?.operationName === 'epicChildItems') childQueries.push(`POST ${request.postDataJSON().variables.iid}`);
  });
  await page.goto('/groups/gitlab-org/-/epics/6');
  const rows = tree(page).getByRole('list', { name: 'Child issues and epics' });
  await expect(rows.getByRole('listitem', { name: 'Installer improvements' })).toBeVisible({ timeout: 20_000 });
  expect(childQueries).toEqual(['GET 6']);

  // Expanding a child epic reads its level from the server. (The page's own level is read again when the
  // page socket connects, after the first content: a `POST 6` may come meanwhile.)
  const installer = rows.getByRole('listitem', { name: 'Installer improvements' });
  await installer.getByRole('button', { name: 'Expand' }).click();
  await expect(installer.getByRole('listitem', { name: 'Helm chart defaults' })).toBeVisible();
  expect(childQueries.filter((query) => query.endsWith(' 7'))).toEqual(['POST 7']);
  expect(childQueries.filter((query) => query.endsWith(' 6')).slice(1)).toEqual(childQueries.filter((query) => query === 'POST 6'));
});

test('an epic without children shows the empty state', async ({ page, request }) => {
  const response = await request.post('/api/v4/groups/gitlab-org/epics', { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title: `Lonely epic ${Date.now()}` } });
  expect(response.status()).toBe(201);
  const { web_url: webUrl } = (await response.json()) as { web_url: string };
  await signIn(page, 'developer');
  await page.goto(new URL(webUrl).pathname);
  await expect(tree(page).getByText("Link child issues and epics together to show that they're related, or that one blocks another.")).toBeVisible({ timeout: 20_000 });
});

interface CreatedEpic {
  id: number;
  iid: number;
  web_url: string;
}

/** An epic of gitlab-org created by root through REST v4, under `parentId` if given. */
async function createEpic(page: Page, title: string, parentId?: number, extra: Record<string, unknown> = {}): Promise<CreatedEpic> {
  const response = await page.request.post('/api/v4/groups/gitlab-org/epics', { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title, ...(parentId ? { parent_id: parentId } : {}), ...extra } });
  expect(response.status(), title).toBe(201);
  return (await response.json()) as CreatedEpic;
}

test('the group\'s epics list leads to an epic whose tree creates issues and epics, remembers the project and removes a child', async ({ page }) => {
  const stamp = Date.now();
  const parent = await createEpic(page, `Roadshow ${stamp}`);
  await createEpic(page, `Roadshow child ${stamp}`, parent.id);
  await signIn(page, 'developer');

  await page.goto(`/groups/gitlab-org/-/epics?search=${stamp}`);
  const list = page.getByRole('list', { name: 'Epics' });
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^All/ })).toContainText('2');
  await expect(page.getByRole('button', { name: 'New epic' })).toBeVisible();
  await page.getByRole('tab', { name: /^Closed/ }).click();
  await expect(page.getByText('Sorry, your filter produced no results')).toBeVisible();
  await page.getByRole('tab', { name: /^All/ }).click();
  await list.getByRole('link', { name: `Roadshow ${stamp}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/groups/gitlab-org/-/epics/${parent.iid}$`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Epics' })).toHaveAttribute('href', '/groups/gitlab-org/-/epics');

  const rows = tree(page).getByRole('list', { name: 'Child issues and epics' });
  await expect(rows.getByRole('listitem', { name: `Roadshow child ${stamp}` })).toBeVisible({ timeout: 20_000 });
  await tree(page).getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Add a new issue' }).click();
  const issueForm = tree(page).getByRole('form', { name: 'Add a new issue' });
  await expect(issueForm.getByRole('button', { name: 'Create issue' })).toBeDisabled();
  await issueForm.getByRole('textbox', { name: 'Search projects' }).fill('gitlab');
  await issueForm.getByRole('listbox', { name: 'Projects' }).getByRole('option', { name: 'GitLab.org / GitLab', exact: true }).click();
  await issueForm.getByPlaceholder('New issue title').fill(`Roadshow issue ${stamp}`);
  await issueForm.getByPlaceholder('New issue title').press('Enter');
  await expect(rows.getByRole('listitem', { name: `Roadshow issue ${stamp}` })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: /^Counts: 1 epics, 1 issues/ })).toBeVisible();

  // The project is remembered as recently used.
  await tree(page).getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Add a new issue' }).click();
  await tree(page).getByRole('listbox', { name: 'Recently used' }).getByRole('option', { name: 'GitLab.org / GitLab' }).click();
  await expect(tree(page).getByText('Project: GitLab.org / GitLab')).toBeVisible();

  // Creating an epic replaces the issue form (one form at a time).
  await tree(page).getByRole('button', { name: 'Add' }).click();
  await page.getByRole('menuitem', { name: 'Add a new epic' }).click();
  await expect(tree(page).getByRole('form', { name: 'Add a new issue' })).toHaveCount(0);
  const epicForm = tree(page).getByRole('form', { name: 'Add a new epic' });
  await expect(epicForm.getByRole('option', { name: /^GitLab\.org/ }).first()).toHaveAttribute('aria-selected', 'true');
  await epicForm.getByPlaceholder('New epic title').fill(`Roadshow sub-epic ${stamp}`);
  await epicForm.getByRole('button', { name: 'Create epic' }).click();
  await expect(rows.getByRole('listitem', { name: `Roadshow sub-epic ${stamp}` })).toBeVisible();
  await expect(tree(page).getByRole('button', { name: /^Counts: 2 epics, 1 issues/ })).toBeVisible();

  await rows.getByRole('button', { name: `Remove Roadshow sub-epic ${stamp}` }).click();
  await page.getByRole('alertdialog', { name: 'Remove epic' }).getByRole('button', { name: 'Remove' }).click();
  await expect(rows.getByRole('listitem', { name: `Roadshow sub-epic ${stamp}` })).toHaveCount(0);
  await expect(tree(page).getByRole('button', { name: /^Counts: 1 epics, 1 issues/ })).toBeVisible();
});

test('a reporter labels the epic, reorders the tree with the keyboard and by dragging, moves a row into a child epic after hovering it and into an emptied one, and sees the roadmap', async ({ page }) => {
  const stamp = Date.now();
  const parent = await createEpic(page, `Reorder ${stamp}`);
  const first = await createEpic(page, `First ${stamp}`, parent.id, { start_date_is_fixed: true, start_date_fixed: '2026-11-02', due_date_is_fixed: true, due_date_fixed: '2027-01-15' });
  await createEpic(page, `Second ${stamp}`, parent.id);
  await createEpic(page, `Grandchild ${stamp}`, first.id);
  await signIn(page, 'developer');
  await page.goto(new URL(parent.web_url).pathname);
  const rows = tree(page).getByRole('list', { name: 'Child issues and epics' });
  const names = () => rows.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  await expect(rows.getByRole('listitem', { name: `Second ${stamp}` })).toBeVisible({ timeout: 20_000 });

  // The sidebar's labels: the group's labels, saved on the epic.
  const sidebar = page.getByRole('complementary', { name: 'Epic sidebar' });
  await sidebar.getByRole('button', { name: 'Edit labels' }).click();
  await sidebar.getByRole('checkbox', { name: 'priority::high' }).check();
  await sidebar.getByRole('button', { name: 'Apply' }).click();
  await expect(sidebar.getByRole('list', { name: 'Labels' }).getByText('priority::high')).toBeVisible();

  // A new child goes first.
  await expect.poll(names).toEqual([`Second ${stamp}`, `First ${stamp}`]);

  await rows.getByRole('button', { name: `Move Second ${stamp}`, exact: true }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect.poll(names).toEqual([`First ${stamp}`, `Second ${stamp}`]);
  await expect(rows.getByRole('button', { name: `Move Second ${stamp}`, exact: true })).toBeFocused();
  await page.reload();
  await expect.poll(names, { timeout: 20_000 }).toEqual([`First ${stamp}`, `Second ${stamp}`]);

  // Drag Second onto First, hovering First (collapsed) until it opens, then drop Second before its child.
  const firstRow = rows.getByRole('listitem', { name: `First ${stamp}` });
  await rows.getByRole('button', { name: `Move Second ${stamp}`, exact: true }).hover();
  await page.mouse.down();
  await firstRow.getByRole('button', { name: 'Expand' }).hover();
  await expect(firstRow.getByRole('listitem', { name: `Grandchild ${stamp}` })).toBeVisible({ timeout: 5_000 });
  await firstRow.getByRole('listitem', { name: `Grandchild ${stamp}` }).hover({ position: { x: 300, y: 10 }, force: true });
  await page.mouse.up();
  await expect(firstRow.getByRole('listitem', { name: `Second ${stamp}` })).toBeVisible();
  await expect.poll(names).toEqual([`First ${stamp}`]);
  await page.reload();
  await rows.getByRole('listitem', { name: `First ${stamp}` }).getByRole('button', { name: 'Expand' }).click({ timeout: 20_000 });
  const nested = rows.getByRole('list', { name: `Children of First ${stamp}` });
  const nestedNames = () => nested.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  await expect.poll(nestedNames).toEqual([`Second ${stamp}`, `Grandchild ${stamp}`]);
  await expect(page.getByRole('complementary', { name: 'Epic sidebar' }).getByRole('list', { name: 'Labels' }).getByText('priority::high')).toBeVisible();

  // Both children leave First by keyboard (Alt+ArrowLeft); First stays expanded, empty, and takes a row dragged into it.
  for (const title of [`Second ${stamp}`, `Grandchild ${stamp}`]) {
    await nested.getByRole('button', { name: `Move ${title}`, exact: true }).focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(rows.locator(`:scope > li[aria-label="${title}"]`)).toBeVisible();
  }
  await expect.poll(nestedNames).toEqual([]);
  await rows.getByRole('button', { name: `Move Grandchild ${stamp}`, exact: true }).hover();
  await page.mouse.down();
  const dropZone = tree(page).getByText('Drop here to move the item into this epic');
  await page.mouse.move(200, 200);
  await dropZone.hover();
  await page.mouse.up();
  await expect.poll(nestedNames).toEqual([`Grandchild ${stamp}`]);
  await page.reload();
  await rows.getByRole('listitem', { name: `First ${stamp}` }).getByRole('button', { name: 'Expand' }).click({ timeout: 20_000 });
  await expect.poll(nestedNames).toEqual([`Grandchild ${stamp}`]);

  // The roadmap tab draws the dated child epic on its time line.
  await tree(page).getByRole('tab', { name: 'Roadmap view' }).click();
  const roadmap = tree(page).getByRole('list', { name: 'Child epics on the roadmap' });
  await expect(roadmap.getByRole('listitem')).toHaveCount(1);
  await expect(roadmap.getByRole('listitem', { name: `First ${stamp}: 2026-11-02 – 2027-01-15` })).toBeVisible();
  await expect(tree(page).getByRole('region', { name: 'Roadmap' })).toContainText('Nov 2026');
});
