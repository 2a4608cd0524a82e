import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';
import { settled, watchRequests } from '../support/settled';

// The issue page's sidebar (mf-issue) against the real server: every widget changes a fresh issue
// created through REST, so the tests never share state.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}/issues`;

interface CreatedIssue {
  iid: number;
  id: number;
}

/**
 * Picks an option of the open picker after filtering it down, as a user types: in a long list the
 * panel scrolls the item into view on mousedown, and a click that moves under the pointer is lost.
 * A click that lands while the panel is still settling can be lost as well (seen under load in the
 * full suite): like a user, the helper clicks again until the option shows the change.
 * `select`/`unselect` are for multi-select pickers (they stay open); `single` ones close on a pick.
 */
async function pick(page: Page, filter: string, name: string | RegExp, mode: 'single' | 'select' | 'unselect' = 'single') {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await dialog.getByRole('combobox').fill(filter);
  const option = dialog.getByRole('option', { name });
  await expect(option).toBeVisible();
  const wanted = mode === 'select' ? 'true' : 'false';
  await expect(async () => {
    if (mode === 'single') {
      if (await option.isVisible()) await option.click({ timeout: 2_000 });
      await expect(dialog).toBeHidden({ timeout: 1_000 });
    } else {
      if ((await option.getAttribute('aria-selected')) !== wanted) await option.click({ timeout: 2_000 });
      await expect(option).toHaveAttribute('aria-selected', wanted, { timeout: 1_000 });
    }
  }).toPass({ timeout: 10_000 });
}

async function createIssue(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<CreatedIssue> {
  const response = await request.post(API, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title: `${title} ${Date.now()}`, ...extra } });
  expect(response.status(), 'create issue').toBe(201);
  return (await response.json()) as CreatedIssue;
}

/** The issue as REST answers it (what the server saved). */
async function saved(request: APIRequestContext, iid: number): Promise<Record<string, unknown>> {
  const response = await request.get(`${API}/${iid}`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Record<string, unknown>;
}

async function userIds(request: APIRequestContext, usernames: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const username of usernames) {
    const response = await request.get(`/api/v4/users?username=${username}`);
    const [user] = (await response.json()) as { id: number }[];
    if (!user) throw new Error(`no user ${username}`);
    ids.push(user.id);
  }
  return ids;
}

async function openIssue(page: Page, iid: number) {
  watchRequests(page);
  await page.goto(`/${PROJECT}/-/issues/${iid}`);
  const sidebar = page.getByRole('region', { name: 'Issue', exact: true }).getByRole('complementary', { name: 'Issue sidebar' });
  await expect(sidebar.getByRole('heading', { name: 'Assignees' })).toBeVisible();
  return sidebar;
}

test('assignees: assign yourself, the a shortcut picks more, unassign; +N counter', async ({ page }) => {
  const issue = await createIssue(page.request, 'Sidebar assignees');
  await signIn(page, 'maintainer');
  const sidebar = await openIssue(page, issue.iid);
  const assignees = sidebar.getByRole('region', { name: 'Assignees' });

  await assignees.getByRole('button', { name: 'assign yourself' }).click();
  await expect(assignees.getByRole('link', { name: 'Max Maintainer' })).toBeVisible();

  await settled(page);
  await page.keyboard.press('a');
  await pick(page, 'Dana', /Dana Developer/, 'select');
  await page.keyboard.press('Escape');
  await expect(assignees.getByRole('link', { name: 'Dana Developer' })).toBeVisible();
  expect(((await saved(page.request, issue.iid)).assignees as { username: string }[]).map((u) => u.username)).toEqual(['maintainer', 'developer']);

  await settled(page);
  await assignees.getByRole('button', { name: 'Edit assignees' }).click();
  await pick(page, 'Max', /Max Maintainer/, 'unselect');
  await page.keyboard.press('Escape');
  await expect(assignees.getByRole('link', { name: 'Max Maintainer' })).toHaveCount(0);
  await expect(assignees.getByRole('link', { name: 'Dana Developer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discussion', exact: true }).getByText('unassigned @maintainer')).toBeVisible();

  // Four assignees: two avatars and a +2 counter in the third slot.
  const four = await userIds(page.request, ['maintainer', 'developer', 'reporter', 'guest']);
  await page.request.put(`${API}/${issue.iid}`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { assignee_ids: four } });
  await page.reload();
  await expect(assignees.getByRole('link')).toHaveCount(2);
  await expect(assignees.getByLabel('2 more assignees')).toHaveText('+2');
});

test('milestone (m shortcut), iteration and parent epic pickers set and remove', async ({ page }) => {
  const issue = await createIssue(page.request, 'Sidebar pickers');
  await signIn(page, 'developer');
  const sidebar = await openIssue(page, issue.iid);

  await settled(page);
  await page.keyboard.press('m');
  await pick(page, '16.2', /^16\.2/);
  await expect(sidebar.getByRole('region', { name: 'Milestone' }).getByRole('link', { name: /^16\.2 · / })).toBeVisible();

  const iteration = sidebar.getByRole('region', { name: 'Iteration' });
  await settled(page);
  await iteration.getByRole('button', { name: 'Edit iteration' }).click();
  await pick(page, 'Sprint 13', /Sprint 13/);
  await expect(iteration.getByRole('link', { name: 'Sprint 13' })).toBeVisible();
  expect((await saved(page.request, issue.iid)).iteration).toMatchObject({ title: 'Sprint 13' });
  // The system note names the iteration (a link), not its raw reference `*iteration:<id>` (issue 14).
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const note = discussion.getByRole('listitem', { name: 'System note' }).filter({ hasText: 'changed iteration to' });
  await expect(note.getByRole('link', { name: 'Sprint 13' })).toHaveAttribute('href', /\/-\/iterations\/\d+$/);
  await expect(note).not.toContainText('*iteration:');
  await settled(page);
  await iteration.getByRole('button', { name: 'Edit iteration' }).click();
  await pick(page, 'No iteration', 'No iteration');
  await expect(iteration.getByText('None')).toBeVisible();

  const epic = sidebar.getByRole('region', { name: 'Epic' });
  await settled(page);
  await epic.getByRole('button', { name: 'Edit epic' }).click();
  await pick(page, 'redesign', /Issue page redesign/);
  await expect(epic.getByRole('link', { name: 'Issue page redesign' })).toHaveAttribute('href', /\/groups\/gitlab-org\/-\/epics\/1$/);
  expect((await saved(page.request, issue.iid)).epic_iid).toBe(1);
  await settled(page);
  await epic.getByRole('button', { name: 'Edit epic' }).click();
  await pick(page, 'No epic', 'No epic');
  await expect(epic.getByText('None')).toBeVisible();
  expect((await saved(page.request, issue.iid)).epic_iid).toBeNull();
});

test('weight, due date and health status are edited in place', async ({ page }) => {
  const issue = await createIssue(page.request, 'Sidebar values');
  await signIn(page, 'reporter');
  const sidebar = await openIssue(page, issue.iid);

  const weight = sidebar.getByRole('region', { name: 'Weight' });
  await weight.getByRole('button', { name: 'Edit weight' }).click();
  const weightForm = weight.getByRole('form', { name: 'Set weight' });
  await weightForm.getByLabel('Weight').fill('-3');
  await weightForm.getByRole('button', { name: 'Apply' }).click();
  await expect(weightForm.getByText('Enter a whole number of 0 or more.')).toBeVisible();
  await weightForm.getByLabel('Weight').fill('8');
  await weightForm.getByRole('button', { name: 'Apply' }).click();
  await expect(weight.getByText('8', { exact: true })).toBeVisible();
  expect((await saved(page.request, issue.iid)).weight).toBe(8);
  await weight.getByRole('button', { name: 'remove weight' }).click();
  await expect(weight.getByText('None')).toBeVisible();

  const dueDate = sidebar.getByRole('region', { name: 'Due date' });
  await dueDate.getByRole('button', { name: 'Edit due date' }).click();
  await dueDate.getByRole('form', { name: 'Set due date' }).getByLabel('Due date').fill('2030-06-15');
  await dueDate.getByRole('button', { name: 'Apply' }).click();
  await expect(dueDate.getByText('Jun 15, 2030')).toBeVisible();
  expect((await saved(page.request, issue.iid)).due_date).toBe('2030-06-15');
  await dueDate.getByRole('button', { name: 'remove due date' }).click();
  await expect(dueDate.getByText('None')).toBeVisible();

  const health = sidebar.getByRole('region', { name: 'Health status' });
  await health.getByRole('button', { name: 'Edit health status' }).click();
  await page.getByRole('menuitemradio', { name: 'Needs attention' }).click();
  await expect(health.getByText('Needs attention')).toBeVisible();
  expect((await saved(page.request, issue.iid)).health_status).toBe('needs_attention');
  await health.getByRole('button', { name: 'Edit health status' }).click();
  await page.getByRole('menuitemradio', { name: 'No status' }).click();
  await expect(health.getByText('None')).toBeVisible();

  const activity = page.getByRole('region', { name: 'Discussion', exact: true });
  await expect(activity.getByText('changed weight to 8')).toBeVisible();
  await expect(activity.getByText('changed due date to June 15, 2030')).toBeVisible();
});

test('confidentiality, lock and notifications toggles', async ({ page }) => {
  const issue = await createIssue(page.request, 'Sidebar toggles');
  await signIn(page, 'maintainer');
  const sidebar = await openIssue(page, issue.iid);

  const confidentiality = sidebar.getByRole('region', { name: 'Confidentiality' });
  await confidentiality.getByRole('button', { name: 'Turn on' }).click();
  await expect(confidentiality.getByText('This issue is confidential')).toBeVisible();
  expect((await saved(page.request, issue.iid)).confidential).toBe(true);
  await confidentiality.getByRole('button', { name: 'Turn off' }).click();
  await expect(confidentiality.getByText('Not confidential')).toBeVisible();

  const lock = sidebar.getByRole('region', { name: 'Lock discussion' });
  await lock.getByRole('button', { name: 'Lock' }).click();
  await expect(lock.getByText('Locked', { exact: true })).toBeVisible();
  expect((await saved(page.request, issue.iid)).discussion_locked).toBe(true);
  await lock.getByRole('button', { name: 'Unlock' }).click();
  await expect(lock.getByText('Unlocked', { exact: true })).toBeVisible();

  // Primer's ToggleSwitch is a button with aria-pressed.
  const toggle = () => sidebar.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Notifications' });
  const before = (await toggle().getAttribute('aria-pressed')) === 'true';
  await toggle().click();
  await expect(toggle()).toHaveAttribute('aria-pressed', String(!before));
  await page.reload();
  await expect(toggle()).toHaveAttribute('aria-pressed', String(!before));
});

test('participants: 8 shown, then "+ N more"; a new comment adds its author', async ({ page }) => {
  // Root writes it; the description mentions eight more people: nine participants.
  const issue = await createIssue(page.request, 'Sidebar participants', { description: 'cc @owner @developer @reporter @guest @outsider @ada @grace @ken' });
  await signIn(page, 'maintainer');
  const sidebar = await openIssue(page, issue.iid);
  const participants = sidebar.getByRole('region', { name: 'Participants' });
  await expect(participants.getByRole('heading', { name: '9 Participants' })).toBeVisible();
  await expect(participants.getByRole('link')).toHaveCount(8);
  await participants.getByRole('button', { name: '+ 1 more' }).click();
  await expect(participants.getByRole('link')).toHaveCount(9);
  await participants.getByRole('button', { name: '- show less' }).click();

  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  await discussion.getByRole('textbox', { name: 'Comment' }).fill(`Looking into it ${Date.now()}`);
  await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(participants.getByRole('heading', { name: '10 Participants' })).toBeVisible();
  await expect(participants.getByRole('button', { name: '+ 2 more' })).toBeVisible();
});

test('a guest sees the values without editors', async ({ page }) => {
  const issue = await createIssue(page.request, 'Sidebar read only', { weight: 3, due_date: '2030-01-02' });
  await signIn(page, 'guest');
  const sidebar = await openIssue(page, issue.iid);
  await expect(sidebar.getByRole('region', { name: 'Weight' }).getByText('3', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('region', { name: 'Due date' }).getByText('Jan 2, 2030')).toBeVisible();
  for (const name of ['Edit assignees', 'Edit milestone', 'Edit iteration', 'Edit weight', 'Edit due date', 'Edit health status', 'Edit epic']) {
    await expect(sidebar.getByRole('button', { name })).toHaveCount(0);
  }
});
