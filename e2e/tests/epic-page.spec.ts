import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';
import { E2E } from '../support/env';

// The epic page: mf-epic's ./EpicApp in the shell's `epic.main` slot (and standalone on mf-epic's own
// origin), against the real server.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';

/** A fresh epic in gitlab-org (an issue created and promoted by root), so tests never share one. */
async function createEpic(request: APIRequestContext, title: string): Promise<{ iid: number; path: string; title: string }> {
  const unique = `${title} ${Date.now()}`;
  const issue = await request.post(`/api/v4/projects/${encodeURIComponent(PROJECT)}/issues`, {
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
    data: { title: unique, description: 'Epic body' },
  });
  expect(issue.status(), 'create issue').toBe(201);
  const { iid } = (await issue.json()) as { iid: number };
  const promoted = await request.post('/api/graphql', {
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
    data: {
      query: 'mutation promote($input: PromoteToEpicInput!) { promoteToEpic(input: $input) { epic { iid webPath } errors } }',
      variables: { input: { projectPath: PROJECT, iid: String(iid) } },
    },
  });
  const body = (await promoted.json()) as { data: { promoteToEpic: { epic: { iid: string; webPath: string }; errors: string[] } } };
  expect(body.data.promoteToEpic.errors).toEqual([]);
  return { iid: Number(body.data.promoteToEpic.epic.iid), path: body.data.promoteToEpic.epic.webPath, title: unique };
}

function epicRegion(page: Page) {
  return page.getByRole('region', { name: 'Epic', exact: true });
}

function headerStatus(page: Page) {
  return page.getByLabel('Epic header').getByLabel(/^Status: /);
}

async function openActions(page: Page) {
  await epicRegion(page).getByRole('button', { name: 'Epic actions' }).click();
  return page.getByRole('menu');
}

test('a seeded epic shows its header, description, labels, colour and participants', async ({ page }) => {
  await signIn(page, 'developer');
  const fromEpicRemote: string[] = [];
  page.on('request', (request) => request.url().startsWith(`${E2E.epicOrigin}/`) && fromEpicRemote.push(new URL(request.url()).pathname));
  await page.goto('/groups/gitlab-org/-/epics/2');
  const epic = epicRegion(page);
  await expect(epic.getByRole('heading', { level: 1, name: 'Epic discussions' })).toBeVisible();
  await expect(headerStatus(page)).toHaveText('Open');
  await expect(page.getByLabel('Epic header').getByRole('link', { name: 'Max Maintainer' })).toBeVisible();
  await expect(epic.getByRole('region', { name: 'Description' }).getByRole('checkbox', { name: 'Notes on epics in the API' })).toBeChecked();
  const sidebar = epic.getByRole('complementary', { name: 'Epic sidebar' });
  await expect(sidebar.getByLabel('Color: Green')).toBeVisible();
  await expect(sidebar.getByText('workflow::in dev')).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: '5 Participants' })).toBeVisible();
  await expect(epic.getByRole('group', { name: 'Emoji reactions' }).getByRole('button', { name: /^thumbsup/ })).toContainText('2');
  // The page is mf-epic's, from its own origin (mf-issue carries no epic code).
  expect(fromEpicRemote).toContain('/mf-manifest.json');
  expect(fromEpicRemote.some((file) => file.includes('EpicApp'))).toBe(true);
});

test('standalone, mf-epic shows the epic page from its own origin without the notes slot', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto(`${E2E.epicOrigin}/`);
  await expect(page.getByRole('heading', { name: 'mf-epic standalone' })).toBeVisible();
  await expect(epicRegion(page).getByRole('heading', { level: 1, name: 'Epic discussions' })).toBeVisible();
  await expect(epicRegion(page).getByRole('complementary', { name: 'Epic sidebar' }).getByLabel('Color: Green')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discussion', exact: true })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Epic' });
  await form.getByRole('spinbutton', { name: 'Epic iid' }).fill('4');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(epicRegion(page).getByRole('heading', { level: 1, name: 'Legacy sidebar removal' })).toBeVisible();
  await expect(headerStatus(page)).toHaveText('Closed');
});

test('a guest reads a confidential epic as missing; a reporter sees it marked', async ({ page }) => {
  await signIn(page, 'guest');
  await page.goto('/groups/gitlab-org/-/epics/3');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong while loading the epic. Please try again.' })).toBeVisible();
  await signIn(page, 'reporter');
  await page.goto('/groups/gitlab-org/-/epics/3');
  await expect(epicRegion(page).getByLabel('Confidential epic')).toBeVisible();
});

test('edits the title and description', async ({ page, request }) => {
  const created = await createEpic(request, 'Edit epic');
  await signIn(page, 'reporter');
  await page.goto(created.path);
  const epic = epicRegion(page);
  await epic.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = epic.getByRole('form', { name: 'Edit epic' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Epic edited in the browser');
  await form.getByRole('textbox', { name: 'Description' }).fill('Some **bold** plan');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toHaveCount(0);
  await expect(epic.getByRole('heading', { level: 1, name: 'Epic edited in the browser' })).toBeVisible();
  await expect(epic.getByRole('region', { name: 'Description' }).locator('strong')).toHaveText('bold');
  await page.reload();
  await expect(epicRegion(page).getByRole('heading', { level: 1, name: 'Epic edited in the browser' })).toBeVisible();
});

test('closes and reopens from the actions menu', async ({ page, request }) => {
  const created = await createEpic(request, 'Close epic');
  await signIn(page, 'reporter');
  await page.goto(created.path);
  await expect(headerStatus(page)).toHaveText('Open');
  await (await openActions(page)).getByRole('menuitem', { name: 'Close epic' }).click();
  await expect(headerStatus(page)).toHaveText('Closed');
  await page.reload();
  await expect(headerStatus(page)).toHaveText('Closed');
  await (await openActions(page)).getByRole('menuitem', { name: 'Reopen epic' }).click();
  await expect(headerStatus(page)).toHaveText('Open');
});

test('changes the colour to one of the suggested colours', async ({ page, request }) => {
  const created = await createEpic(request, 'Colour epic');
  await signIn(page, 'reporter');
  await page.goto(created.path);
  const sidebar = epicRegion(page).getByRole('complementary', { name: 'Epic sidebar' });
  await expect(sidebar.getByLabel('Color: Blue')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Edit color' }).click();
  const picker = page.getByRole('menu');
  await expect(picker.getByRole('menuitemradio')).toHaveText(['Blue', 'Green', 'Red', 'Orange', 'Purple']);
  await picker.getByRole('menuitemradio', { name: 'Purple' }).click();
  await expect(sidebar.getByLabel('Color: Purple')).toBeVisible();
  await page.reload();
  await expect(epicRegion(page).getByLabel('Color: Purple')).toBeVisible();
});

test('awards a thumbs up and takes it back', async ({ page, request }) => {
  const created = await createEpic(request, 'Award epic');
  await signIn(page, 'guest');
  await page.goto(created.path);
  const thumbsUp = epicRegion(page).getByRole('group', { name: 'Emoji reactions' }).getByRole('button', { name: /^thumbsup/ });
  await thumbsUp.click();
  await expect(thumbsUp).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const again = epicRegion(page).getByRole('group', { name: 'Emoji reactions' }).getByRole('button', { name: /^thumbsup/ });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(again).toHaveAttribute('aria-pressed', 'false');
});

test('promoting an issue lands on a working epic page', async ({ page, request }) => {
  const issue = await request.post(`/api/v4/projects/${encodeURIComponent(PROJECT)}/issues`, {
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
    data: { title: `Promote to a working epic ${Date.now()}` },
  });
  const { iid, title } = (await issue.json()) as { iid: number; title: string };
  await signIn(page, 'owner');
  await page.goto(`/${PROJECT}/-/issues/${iid}`);
  await page.getByRole('region', { name: 'Issue', exact: true }).getByRole('button', { name: 'Issue actions' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Promote to epic' }).click();
  await expect(page).toHaveURL(/\/groups\/gitlab-org\/-\/epics\/\d+$/);
  const epic = epicRegion(page);
  await expect(epic.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(headerStatus(page)).toHaveText('Open');
  const menu = await openActions(page);
  await expect(menu.getByRole('menuitem', { name: 'Delete epic' })).toBeVisible();
});
