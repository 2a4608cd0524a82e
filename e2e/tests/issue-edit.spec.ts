import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';

// The issue page's description, edit form, live updates and awards against the real server (what
// issue-page.spec.ts does not cover already).
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}`;

interface CreatedIssue {
  id: number;
  iid: number;
  title: string;
}

async function createIssue(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<CreatedIssue> {
  const response = await request.post(`${API}/issues`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title: `${title} ${Date.now()}`, ...extra } });
  expect(response.status(), 'create issue').toBe(201);
  return (await response.json()) as CreatedIssue;
}

async function editAsRoot(request: APIRequestContext, iid: number, data: Record<string, unknown>): Promise<void> {
  const response = await request.put(`${API}/issues/${iid}`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data });
  expect(response.ok(), 'edit as root').toBeTruthy();
}

async function issueAsRoot(request: APIRequestContext, iid: number) {
  return request.get(`${API}/issues/${iid}`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } });
}

const issueRegion = (page: Page) => page.getByRole('region', { name: 'Issue', exact: true });
const description = (page: Page) => issueRegion(page).getByRole('region', { name: 'Description' });

async function openIssue(page: Page, who: string, iid: number) {
  await signIn(page, who);
  await page.goto(`/${PROJECT}/-/issues/${iid}`);
  await expect(issueRegion(page).getByRole('heading', { level: 1 })).toBeVisible();
  // The page's first reads (notes, links, the live socket's catch-up) settle before a test clicks.
  await page.waitForLoadState('networkidle');
}

async function openForm(page: Page) {
  await issueRegion(page).getByRole('button', { name: 'Edit', exact: true }).click();
  return issueRegion(page).getByRole('form', { name: 'Edit issue' });
}

test.describe('edit form', () => {
  test('a description with a token asks first: Cancel keeps the form, Proceed saves', async ({ page, request }) => {
    const created = await createIssue(request, 'Token');
    await openIssue(page, 'developer', created.iid);
    const form = await openForm(page);
    const token = `glpat-${'a1B2c3D4e5F6g7H8i9J0'}`;
    await form.getByRole('textbox', { name: 'Description' }).fill(`Use ${token} to log in`);
    await form.getByRole('button', { name: 'Save changes' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'This description appears to have a token in it. Are you sure you want to add it?' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeVisible();
    expect(((await (await issueAsRoot(request, created.iid)).json()) as { description: string | null }).description).toBeFalsy();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await prompt.getByRole('button', { name: 'Proceed' }).click();
    await expect(form).toHaveCount(0);
    await expect(description(page)).toContainText(token);
  });

  test('leaving with unsaved changes asks first; Cancel asks too and drops them', async ({ page, request }) => {
    const created = await createIssue(request, 'Leave', { description: 'Kept as it was' });
    await openIssue(page, 'developer', created.iid);
    const form = await openForm(page);
    await form.getByRole('textbox', { name: 'Description' }).fill('Unsaved words');

    // A link in the page: the browser's confirm with the spec's text; dismissing stays.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await issueRegion(page).getByLabel('Issue header').getByRole('link').first().click();
    expect(await asked).toBe('Are you sure you want to lose your issue information?');
    await expect(page).toHaveURL(new RegExp(`/-/issues/${created.iid}$`));
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Unsaved words');

    // A reload: the browser's own leave-page prompt.
    const unload = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    void page.reload().catch(() => {});
    expect(await unload).toBe('beforeunload');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Unsaved words');

    await form.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to lose your issue information?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(form).toHaveCount(0);
    await expect(description(page)).toHaveText(/Kept as it was/);
    // The draft went with the changes.
    await openForm(page);
    await expect(issueRegion(page).getByRole('textbox', { name: 'Description' })).toHaveValue('Kept as it was');
  });

  test('rich text keeps task lists, tables, code and links: save in rich text, reload, the same markdown', async ({ page, request }) => {
    const source = [
      'Intro with a [link](https://example.com/docs) and *emphasis*.',
      '',
      '- [ ] open task',
      '- [x] done task',
      '',
      '| Name | Value |',
      '| ---- | ----- |',
      '| a    | 1     |',
      '',
      '```js',
      'const answer = 42;',
      '```',
    ].join('\n');
    const created = await createIssue(request, 'Round trip', { description: source });
    await openIssue(page, 'developer', created.iid);
    await page.evaluate(() => localStorage.setItem('gl-markdown-editor-mode', 'markdownField'));
    let form = await openForm(page);
    await form.getByRole('button', { name: 'Switch to rich text editing' }).click();
    const rich = form.getByRole('textbox', { name: 'Description' });
    await expect(rich.getByRole('table')).toBeVisible();
    await rich.getByText('Intro with a').click();
    await page.keyboard.press('Home');
    await page.keyboard.type('New. ');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form).toHaveCount(0);

    await page.reload();
    const shown = description(page);
    await expect(shown.getByRole('checkbox', { name: 'open task' })).not.toBeChecked();
    await expect(shown.getByRole('checkbox', { name: 'done task' })).toBeChecked();
    await expect(shown.getByRole('cell', { name: 'a' })).toBeVisible();
    await expect(shown.getByRole('link', { name: 'link' })).toHaveAttribute('href', 'https://example.com/docs');
    await expect(shown.getByText('const answer = 42;')).toBeVisible();
    form = await openForm(page);
    await form.getByRole('button', { name: 'Switch to plain text editing' }).click();
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(`New. ${source}`);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });
});

test.describe('task list', () => {
  test('a checkbox saves with update_task; a concurrent edit gives the task-list conflict', async ({ page, request }) => {
    const created = await createIssue(request, 'Update task', { description: '- [ ] first\n- [ ] second' });
    await openIssue(page, 'developer', created.iid);
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/-/issues/${created.iid}.json`));
    await description(page).getByRole('checkbox', { name: 'first' }).check();
    expect((await saved).postDataJSON()).toEqual({ issue: { lock_version: 0, update_task: { index: 1, checked: true, line_number: 1, line_source: '- [ ] first' } } });
    await expect(description(page).getByLabel('Task status')).toHaveText('1 of 2 checklist items completed');

    // Someone inserts a line above the tasks just before the next toggle reaches the server.
    await page.route(`**/-/issues/${created.iid}.json`, async (route) => {
      if (route.request().method() === 'PUT') await editAsRoot(request, created.iid, { description: 'Intro\n\n- [x] first\n- [ ] second' });
      await route.continue();
    });
    await description(page).getByRole('checkbox', { name: 'second' }).check();
    await expect(description(page).getByRole('alert')).toHaveText(
      'Someone edited this issue at the same time you did. The description has been updated and you will need to make your changes again.',
    );
    await expect(description(page).getByText('Intro')).toBeVisible();
    await expect(description(page).getByRole('checkbox', { name: 'second' })).not.toBeChecked();
  });

  test('items reorder by drag and drop, and the order is saved', async ({ page, request }) => {
    const created = await createIssue(request, 'Drag tasks', { description: '- [ ] alpha\n- [ ] beta\n- [ ] gamma' });
    await openIssue(page, 'developer', created.iid);
    const list = description(page);
    const alpha = list.getByRole('listitem').filter({ hasText: 'alpha' });
    await list.getByRole('img', { name: 'Drag to reorder: gamma' }).dragTo(alpha, { targetPosition: { x: 40, y: 2 } });
    await expect(list.getByRole('listitem')).toHaveText([/gamma/, /alpha/, /beta/]);
    await page.reload();
    await expect(description(page).getByRole('listitem')).toHaveText([/gamma/, /alpha/, /beta/]);
  });

  test('Convert to task has an Undo: the item comes back and the task goes', async ({ page, request }) => {
    const created = await createIssue(request, 'Undo convert', { description: '- [ ] keep me\n- [ ] make me a task' });
    await openIssue(page, 'owner', created.iid);
    const list = description(page);
    const createdTask = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`${API}/issues`));
    await list.getByRole('button', { name: 'Task actions: make me a task' }).click();
    await page.getByRole('menuitem', { name: 'Convert to task' }).click();
    const task = (await (await createdTask).json()) as CreatedIssue;
    const toast = page.getByRole('status').filter({ hasText: 'Converted to task' });
    await expect(list.getByRole('link', { name: new RegExp(`^#${task.iid}`) })).toBeVisible();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Task reverted' })).toBeVisible();
    await expect(list.getByRole('checkbox', { name: 'make me a task' })).toBeVisible();
    expect((await issueAsRoot(request, task.iid)).status()).toBe(404);
  });
});

test.describe('live updates', () => {
  test('an edit in one browser shows in another at once: title, description, state', async ({ browser, request }) => {
    const created = await createIssue(request, 'Live', { description: 'Before' });
    const watcherContext = await browser.newContext();
    const editorContext = await browser.newContext();
    try {
      const watcher = await watcherContext.newPage();
      const sockets: string[] = [];
      watcher.on('websocket', (socket) => sockets.push(socket.url()));
      await openIssue(watcher, 'reporter', created.iid);
      const editor = await editorContext.newPage();
      await openIssue(editor, 'developer', created.iid);
      await expect.poll(() => sockets.some((url) => url.endsWith('/api/graphql'))).toBe(true);

      const form = await openForm(editor);
      await form.getByRole('textbox', { name: 'Title' }).fill('Renamed live');
      await form.getByRole('textbox', { name: 'Description' }).fill('After, **bold**');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(issueRegion(watcher).getByRole('heading', { level: 1, name: 'Renamed live' })).toBeVisible();
      await expect(description(watcher).getByText('bold')).toBeVisible();

      // The state never comes with realtime_changes: only the live event tells it.
      await issueRegion(editor).getByRole('button', { name: 'Issue actions' }).click();
      await editor.getByRole('menuitem', { name: 'Close issue' }).click();
      await expect(watcher.getByLabel('Issue header').getByLabel(/^Status: /)).toHaveText('Closed');
    } finally {
      await watcherContext.close();
      await editorContext.close();
    }
  });
});

test.describe('awards and the emoji picker', () => {
  test('search, a category, and the frequently used list after using one', async ({ page, request }) => {
    const created = await createIssue(request, 'Emoji');
    await openIssue(page, 'developer', created.iid);
    await page.evaluate(() => localStorage.removeItem('frequently_used_emojis'));
    const bar = issueRegion(page).getByRole('group', { name: 'Emoji reactions' });
    await bar.getByRole('button', { name: 'Add reaction' }).click();
    let picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('tab', { name: 'Food' }).click();
    await expect(picker.getByRole('button', { name: 'pizza', exact: true })).toBeVisible();
    await picker.getByRole('textbox', { name: 'Search for an emoji' }).fill('tada');
    await picker.getByRole('button', { name: 'tada', exact: true }).click();
    await expect(bar.getByRole('button', { name: /^tada 1/ })).toHaveAttribute('aria-pressed', 'true');

    await bar.getByRole('button', { name: 'Add reaction' }).click();
    picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('tab', { name: 'Frequently used' }).click();
    await expect(picker.getByRole('grid').getByRole('button', { name: 'tada', exact: true })).toBeVisible();
  });

  test('thumbs up and thumbs down exclude each other', async ({ page, request }) => {
    const created = await createIssue(request, 'Thumbs');
    await openIssue(page, 'developer', created.iid);
    const bar = issueRegion(page).getByRole('group', { name: 'Emoji reactions' });
    const up = bar.getByRole('button', { name: /^thumbsup/ });
    const down = bar.getByRole('button', { name: /^thumbsdown/ });
    await up.click();
    await expect(up).toHaveAttribute('aria-pressed', 'true');
    await down.click();
    await expect(down).toHaveAttribute('aria-pressed', 'true');
    await expect(up).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    const again = issueRegion(page).getByRole('group', { name: 'Emoji reactions' });
    await expect(again.getByRole('button', { name: /^thumbsdown/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByRole('button', { name: /^thumbsup/ })).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('around the description', () => {
  test('a label is created from the labels dropdown and applied', async ({ page, request }) => {
    const created = await createIssue(request, 'New label');
    await openIssue(page, 'developer', created.iid);
    const name = `e2e-${Date.now()}`;
    await page.keyboard.press('l');
    const dropdown = issueRegion(page).getByRole('dialog', { name: 'Assign labels' });
    await dropdown.getByRole('button', { name: 'Create project label' }).click();
    // The dropdown turns into its create view (and back to the list after Create).
    const create = issueRegion(page).getByRole('dialog', { name: 'Create label' }).getByRole('form', { name: 'Create label' });
    await create.getByRole('textbox', { name: 'Label name' }).fill(name);
    await create.getByRole('group', { name: 'Suggested colors' }).getByRole('button').nth(2).click();
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(dropdown.getByRole('checkbox', { name })).toBeChecked();
    await dropdown.getByRole('button', { name: 'Apply' }).click();
    await expect(issueRegion(page).getByRole('list', { name: 'Labels' }).getByText(name)).toBeVisible();
    await page.reload();
    await expect(issueRegion(page).getByRole('list', { name: 'Labels' }).getByText(name)).toBeVisible();
  });

  test('a linked item is removed', async ({ page, request }) => {
    const created = await createIssue(request, 'Links');
    const other = await createIssue(request, 'Linked');
    const linked = await request.post(`${API}/issues/${created.iid}/links`, {
      headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
      data: { target_project_id: PROJECT, target_issue_iid: other.iid },
    });
    expect(linked.status()).toBe(201);
    await openIssue(page, 'developer', created.iid);
    const section = issueRegion(page).getByRole('region', { name: 'Linked items' });
    await expect(section.getByRole('link', { name: new RegExp(other.title) })).toBeVisible();
    await section.getByRole('button', { name: `Remove #${other.iid}` }).click();
    await expect(section.getByRole('link', { name: new RegExp(other.title) })).toHaveCount(0);
    await page.reload();
    await expect(issueRegion(page).getByRole('region', { name: 'Linked items' }).getByRole('link', { name: new RegExp(other.title) })).toHaveCount(0);
  });

  test('promote to epic says so before it redirects', async ({ page, request }) => {
    const created = await createIssue(request, 'Promote with message');
    await openIssue(page, 'owner', created.iid);
    // The page leaves at once: record what the status region said on the way.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => {
        for (const region of document.querySelectorAll('[role="status"]')) if (region.textContent) said.push(region.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await issueRegion(page).getByRole('button', { name: 'Issue actions' }).click();
    await page.getByRole('menuitem', { name: 'Promote to epic' }).click();
    await expect(page).toHaveURL(/\/groups\/gitlab-org\/-\/epics\/\d+$/);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.some((text) => text.includes('The issue was successfully promoted to an epic. Redirecting to epic...'))).toBe(true);
  });
});
