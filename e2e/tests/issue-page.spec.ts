import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { E2E } from '../support/env';
import { signIn } from '../support/session';

// The issue page (mf-issue in the `issue.main` slot) against the real server and its seeded data.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';

interface CreatedIssue {
  iid: number;
  id: number;
  title: string;
}

/** A fresh issue (by root, through REST), so tests that change an issue never share one. */
async function createIssue(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<CreatedIssue> {
  const response = await request.post(`/api/v4/projects/${encodeURIComponent(PROJECT)}/issues`, {
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
    data: { title: `${title} ${Date.now()}`, ...extra },
  });
  expect(response.status(), 'create issue').toBe(201);
  return (await response.json()) as CreatedIssue;
}

/** Someone else's edit through REST (bumps lock_version). */
async function editAsRoot(request: APIRequestContext, iid: number, data: Record<string, unknown>): Promise<void> {
  const response = await request.put(`/api/v4/projects/${encodeURIComponent(PROJECT)}/issues/${iid}`, {
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
    data,
  });
  expect(response.ok(), 'edit as root').toBeTruthy();
}

function issueRegion(page: Page) {
  return page.getByRole('region', { name: 'Issue', exact: true });
}

/** The status badge of the header (the sticky header repeats it). */
function headerStatus(page: Page, type: 'Issue' | 'Incident' = 'Issue') {
  return page.getByLabel(`${type} header`).getByLabel(/^Status: /);
}

async function openActions(page: Page) {
  await issueRegion(page).getByRole('button', { name: 'Issue actions' }).click();
  return page.getByRole('menu');
}

test.describe('header', () => {
  test('an incident shows its status, type, pinned links and a sticky header', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/acme-corp/website/-/issues/incident/5');
    const incident = page.getByRole('region', { name: 'Incident', exact: true });
    await expect(incident.getByRole('heading', { level: 1, name: 'Incident: website returns 502 for 20 minutes' })).toBeVisible();
    await expect(headerStatus(page, 'Incident')).toHaveText('Open');
    await expect(incident.getByText('Incident', { exact: true })).toBeVisible();
    const pinned = incident.getByRole('navigation', { name: 'Pinned links' });
    await expect(pinned.getByRole('link', { name: 'Published on status page' })).toHaveAttribute('href', 'https://status.acme.example/incidents/website-502');
    await expect(pinned.getByRole('link', { name: 'Join Zoom meeting' })).toHaveAttribute('href', 'https://zoom.us/j/123456789');
    await expect(page.getByLabel('Incident header').getByRole('link', { name: 'Olivia Owner' })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 300 });
    await page.mouse.wheel(0, 2000);
    const sticky = page.getByRole('region', { name: 'Sticky header' });
    await expect(sticky).toBeVisible();
    await expect(sticky.getByRole('link', { name: 'Incident: website returns 502 for 20 minutes' })).toHaveAttribute('href', '#top');
  });

  test('a closed duplicate links to the issue it duplicates; locked and confidential issues say so', async ({ page }) => {
    await signIn(page, 'owner');
    await page.goto('/acme-corp/website/-/issues/3');
    const issue = issueRegion(page);
    await expect(headerStatus(page)).toHaveText('Closed');
    await expect(issue.getByRole('link', { name: 'duplicated' })).toHaveAttribute('href', '/acme-corp/website/-/issues/2');

    await page.goto('/acme-corp/website/-/issues/1');
    await expect(issueRegion(page).getByLabel('Locked issue')).toBeVisible();
    await page.goto('/acme-corp/website/-/issues/4');
    await expect(issueRegion(page).getByLabel('Confidential issue')).toBeVisible();
  });
});

test.describe('actions menu', () => {
  test('a guest sees only what §6 allows', async ({ page }) => {
    await signIn(page, 'guest');
    await page.goto(`/${PROJECT}/-/issues/2`);
    await expect(issueRegion(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(issueRegion(page).getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    const menu = await openActions(page);
    await expect(menu.getByRole('menuitem', { name: 'Copy reference' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Report abuse' })).toBeVisible();
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Notifications' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Close issue' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Delete issue' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Lock discussion' })).toHaveCount(0);
  });

  test('a signed-out visitor can only copy the reference', async ({ page }) => {
    await page.goto(`/${PROJECT}/-/issues/2`);
    const menu = await openActions(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Copy reference']);
  });

  test('copy reference shows its toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/2`);
    const menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Copy reference' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reference copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PROJECT}#2`);
  });

  test('closing in the header flips the comment form button without a reload, and reopening from the notes area flips the header', async ({ page, request }) => {
    const created = await createIssue(request, 'Close me');
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const discussion = page.getByRole('region', { name: 'Discussion' });
    await expect(discussion.getByRole('button', { name: 'Close issue' })).toBeVisible();

    const menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Close issue' }).click();
    await expect(headerStatus(page)).toHaveText('Closed');
    await expect(discussion.getByRole('button', { name: 'Reopen issue' })).toBeVisible();

    await discussion.getByRole('button', { name: 'Reopen issue' }).click();
    await expect(headerStatus(page)).toHaveText('Open');
    const again = await openActions(page);
    await expect(again.getByRole('menuitem', { name: 'Close issue' })).toBeVisible();
  });

  test('an owner locks the discussion from the menu', async ({ page, request }) => {
    const created = await createIssue(request, 'Lock me');
    await signIn(page, 'owner');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Lock discussion' }).click();
    await expect(issueRegion(page).getByLabel('Locked issue')).toBeVisible();
    await page.reload();
    await expect(issueRegion(page).getByLabel('Locked issue')).toBeVisible();
  });

  test('an owner deletes an issue after the danger confirmation', async ({ page, request }) => {
    const created = await createIssue(request, 'Delete me');
    await signIn(page, 'owner');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Delete issue' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete issue?' });
    await expect(dialog).toContainText('Issue will be removed! Are you sure?');
    await dialog.getByRole('button', { name: 'Delete issue' }).click();
    await expect(page).toHaveURL(new RegExp(`/${PROJECT}/-/issues$`));
    const gone = await request.get(`/api/v4/projects/${encodeURIComponent(PROJECT)}/issues/${created.iid}`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } });
    expect(gone.status()).toBe(404);
  });

  test('report abuse opens the drawer with the categories', async ({ page }) => {
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/2`);
    const menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Report abuse' }).click();
    const drawer = page.getByRole('dialog', { name: 'Report abuse to administrator' });
    await expect(drawer.getByRole('group', { name: /^Why are you reporting this user\?/ })).toBeVisible();
    await drawer.getByRole('button', { name: 'Next' }).click();
    await expect(drawer).toContainText('Choose a category.');
    await drawer.getByRole('radio', { name: "They're posting spam." }).check();
    await drawer.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your report.' })).toBeVisible();
  });
});

test.describe('server-backed actions', () => {
  test('notifications are toggled from the menu and stay after a reload', async ({ page, request }) => {
    const created = await createIssue(request, 'Subscribe');
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    let menu = await openActions(page);
    const toggle = menu.getByRole('menuitemcheckbox', { name: 'Notifications' });
    const before = await toggle.getAttribute('aria-checked');
    await toggle.click();
    await page.reload();
    menu = await openActions(page);
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Notifications' })).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  });

  test('a blocked issue asks before closing, listing its blockers', async ({ page, request }) => {
    const blocker = await createIssue(request, 'Blocker');
    const blocked = await createIssue(request, 'Blocked');
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${blocked.iid}`);
    const links = issueRegion(page).getByRole('region', { name: 'Linked items' });
    await links.getByRole('button', { name: 'Add' }).click();
    const form = links.getByRole('form', { name: 'Add a linked item' });
    await form.getByRole('radio', { name: 'is blocked by' }).check();
    await form.getByRole('textbox', { name: 'the following issues' }).fill(`#${blocker.iid}`);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect(links.getByRole('list', { name: 'is blocked by' }).getByRole('link', { name: blocker.title })).toBeVisible();

    const menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Close issue' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to close this blocked issue?' });
    await expect(dialog.getByRole('link', { name: new RegExp(blocker.title) })).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, close issue' }).click();
    await expect(headerStatus(page)).toHaveText('Closed');
  });

  test('linked items take the place kept for them before the first content: nothing below them moves', async ({ page, request }) => {
    const created = await createIssue(request, 'Linked items placeholder');
    // Each frame until the section is in: the placeholder's box, and the section's when it first shows.
    await page.addInitScript(() => {
      const seen: { placeholder?: { top: number; height: number }; section?: { top: number; height: number } } = {};
      (window as unknown as { __linkedItems: typeof seen }).__linkedItems = seen;
      const check = () => {
        const placeholder = document.querySelector('[data-testid="linked-items-placeholder"]');
        if (placeholder) {
          const { top, height } = placeholder.getBoundingClientRect();
          seen.placeholder = { top: top + window.scrollY, height };
        }
        const section = document.querySelector('section[aria-label="Linked items"]');
        if (section && !seen.section) {
          const { top, height } = section.getBoundingClientRect();
          seen.section = { top: top + window.scrollY, height };
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    await expect(issueRegion(page).getByRole('region', { name: 'Linked items' }).getByRole('button', { name: 'Add' })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { __linkedItems: { placeholder?: { top: number; height: number }; section?: { top: number; height: number } } }).__linkedItems);
    expect(seen.placeholder, 'a placeholder before the section').toBeDefined();
    expect(seen.section).toBeDefined();
    expect(Math.abs(seen.section!.top - seen.placeholder!.top)).toBeLessThan(1);
    expect(Math.abs(seen.section!.height - seen.placeholder!.height)).toBeLessThan(1);
  });

  test('an owner promotes an issue to an epic and lands on it', async ({ page, request }) => {
    const created = await createIssue(request, 'Promote me');
    await signIn(page, 'owner');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const menu = await openActions(page);
    await menu.getByRole('menuitem', { name: 'Promote to epic' }).click();
    await expect(page).toHaveURL(/\/groups\/gitlab-org\/-\/epics\/\d+$/);
  });

  test('labels are chosen in the dropdown, one per scope', async ({ page, request }) => {
    const created = await createIssue(request, 'Labels');
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    await expect(issueRegion(page).getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('l');
    const dropdown = issueRegion(page).getByRole('dialog', { name: 'Assign labels' });
    await dropdown.getByRole('checkbox', { name: 'priority::high' }).check();
    await dropdown.getByRole('checkbox', { name: 'priority::low' }).check();
    await expect(dropdown.getByRole('checkbox', { name: 'priority::high' })).not.toBeChecked();
    await dropdown.getByRole('checkbox', { name: 'frontend' }).check();
    await dropdown.getByRole('button', { name: 'Apply' }).click();
    const labels = issueRegion(page).getByRole('list', { name: 'Labels' });
    await expect(labels.getByRole('listitem')).toHaveCount(2);
    await expect(labels.getByText('priority::low')).toBeVisible();
    await page.reload();
    await expect(issueRegion(page).getByRole('list', { name: 'Labels' }).getByText('priority::low')).toBeVisible();
    await expect(issueRegion(page).getByRole('list', { name: 'Labels' }).getByText('frontend')).toBeVisible();
  });
});

test.describe('edit form', () => {
  test('saves a new title and description with Ctrl+Enter', async ({ page, request }) => {
    const created = await createIssue(request, 'Edit me');
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const issue = issueRegion(page);
    await issue.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = issue.getByRole('form', { name: 'Edit issue' });
    const title = form.getByRole('textbox', { name: 'Title' });
    await title.fill('');
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await title.fill('Edited in the browser');
    await form.getByRole('textbox', { name: 'Description' }).fill('Some **bold** text');
    await form.getByRole('textbox', { name: 'Description' }).press('Control+Enter');
    await expect(form).toHaveCount(0);
    await expect(issue.getByRole('heading', { level: 1, name: 'Edited in the browser' })).toBeVisible();
    await expect(issue.getByRole('region', { name: 'Description' }).locator('strong')).toHaveText('bold');
    await page.reload();
    await expect(issueRegion(page).getByRole('heading', { level: 1, name: 'Edited in the browser' })).toBeVisible();
  });

  test('a concurrent edit gives the warning with their changes, and the next save overwrites', async ({ page, request }) => {
    const created = await createIssue(request, 'Conflict');
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const issue = issueRegion(page);
    await issue.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = issue.getByRole('form', { name: 'Edit issue' });
    await form.getByRole('textbox', { name: 'Title' }).fill('My title');
    await editAsRoot(request, created.iid, { title: 'Their title' });
    await form.getByRole('button', { name: 'Save changes' }).click();
    const warning = form.getByRole('alert').filter({ hasText: 'Someone edited the issue at the same time you did.' });
    await expect(warning).toBeVisible();
    await expect(warning.getByLabel('Their title')).toHaveText('Their title');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(issue.getByRole('heading', { level: 1, name: 'My title' })).toBeVisible();
  });

  test('a draft survives a reload; an outdated one asks Keep or Discard', async ({ page, request }) => {
    const created = await createIssue(request, 'Draft', { description: 'Original' });
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    let issue = issueRegion(page);
    await issue.getByRole('button', { name: 'Edit', exact: true }).click();
    await issue.getByRole('textbox', { name: 'Description' }).fill('My unsaved draft');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    issue = issueRegion(page);
    await issue.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(issue.getByRole('textbox', { name: 'Description' })).toHaveValue('My unsaved draft');

    await editAsRoot(request, created.iid, { description: 'Changed by root' });
    await page.reload();
    issue = issueRegion(page);
    await issue.getByRole('button', { name: 'Edit', exact: true }).click();
    const prompt = issue.getByRole('alert').filter({ hasText: 'The comment you are editing has been changed by another user.' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Discard' }).click();
    await expect(issue.getByRole('textbox', { name: 'Description' })).toHaveValue('Changed by root');
  });

  test('a template fills the description, and Preview renders it', async ({ page, request }) => {
    const created = await createIssue(request, 'Template');
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const issue = issueRegion(page);
    await issue.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = issue.getByRole('form', { name: 'Edit issue' });
    await form.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Bug' });
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(/^## Summary/);
    await form.getByRole('tab', { name: 'Preview' }).click();
    await expect(form.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await form.getByRole('tab', { name: 'Write' }).click();
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(/^## Summary/);
  });

  test('the rich-text mode loads on demand and is remembered', async ({ page, request }) => {
    const created = await createIssue(request, 'Rich text', { description: 'Plain **bold** text' });
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const issue = issueRegion(page);
    await issue.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = issue.getByRole('form', { name: 'Edit issue' });
    await form.getByRole('button', { name: 'Switch to rich text editing' }).click();
    const rich = form.getByRole('textbox', { name: 'Description' });
    await expect(rich.locator('strong')).toHaveText('bold');
    await rich.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and more');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(issue.getByRole('region', { name: 'Description' })).toContainText('and more');
    await issue.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(form.getByRole('button', { name: 'Switch to plain text editing' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('gl-markdown-editor-mode'))).toBe('contentEditor');
    await form.getByRole('button', { name: 'Switch to plain text editing' }).click();
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(/Plain \*\*bold\*\* text and more/);
  });

  test('the e shortcut opens the form', async ({ page }) => {
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/2`);
    await expect(issueRegion(page).getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('e');
    await expect(issueRegion(page).getByRole('form', { name: 'Edit issue' })).toBeVisible();
  });
});

test.describe('description', () => {
  test('a task list checkbox saves the toggled description', async ({ page, request }) => {
    const created = await createIssue(request, 'Tasks', { description: '- [ ] first task\n- [ ] second task' });
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const description = issueRegion(page).getByRole('region', { name: 'Description' });
    await description.getByRole('checkbox', { name: 'first task' }).check();
    await expect(description.getByLabel('Task status')).toHaveText('1 of 2 checklist items completed');
    await page.reload();
    await expect(issueRegion(page).getByRole('checkbox', { name: 'first task' })).toBeChecked();
  });

  test('a task item is deleted or converted to a task from its menu', async ({ page, request }) => {
    const created = await createIssue(request, 'Task items', { description: '- [ ] drop me\n- [ ] make me a task\n- [ ] move me up' });
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const description = issueRegion(page).getByRole('region', { name: 'Description' });
    await description.getByRole('button', { name: 'Task actions: move me up' }).click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await expect(description.getByRole('listitem')).toHaveText([/drop me/, /move me up/, /make me a task/]);
    await description.getByRole('button', { name: 'Task actions: drop me' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(description.getByRole('checkbox', { name: 'drop me' })).toHaveCount(0);

    await description.getByRole('button', { name: 'Task actions: make me a task' }).click();
    await page.getByRole('menuitem', { name: 'Convert to task' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Converted to task' })).toBeVisible();
    await expect(description.getByRole('link', { name: /^#\d+/ })).toBeVisible();
  });

  test('an edit elsewhere shows up through polling', async ({ page, request }) => {
    const created = await createIssue(request, 'Polled');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    await expect(issueRegion(page).getByRole('heading', { level: 1 })).toBeVisible();
    await editAsRoot(request, created.iid, { title: 'Renamed elsewhere' });
    await expect(issueRegion(page).getByRole('heading', { level: 1, name: 'Renamed elsewhere' })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('awards', () => {
  test('a thumbs up is awarded and taken back', async ({ page, request }) => {
    const created = await createIssue(request, 'Awards');
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const bar = issueRegion(page).getByRole('group', { name: 'Emoji reactions' });
    const thumbsUp = bar.getByRole('button', { name: /^thumbsup/ });
    await thumbsUp.click();
    await expect(thumbsUp).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    const again = issueRegion(page).getByRole('group', { name: 'Emoji reactions' }).getByRole('button', { name: /^thumbsup/ });
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('incidents and types', () => {
  // A 1×1 PNG.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

  test('metric images of an incident: upload, edit the link, delete', async ({ page, request }) => {
    const created = await createIssue(request, 'Incident with metrics', { issue_type: 'incident' });
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/incident/${created.iid}`);
    const metrics = page.getByRole('region', { name: 'Metrics' });
    const upload = metrics.getByRole('form', { name: 'Upload a metric image' });
    await upload.getByLabel('Image').setInputFiles({ name: 'errors.png', mimeType: 'image/png', buffer: PNG });
    await upload.getByRole('textbox', { name: 'URL' }).fill('https://grafana.example/d/1');
    await upload.getByRole('textbox', { name: 'Link text' }).fill('Error rate');
    await upload.getByRole('button', { name: 'Upload' }).click();
    const image = metrics.getByRole('listitem', { name: 'errors.png' });
    await expect(image.getByRole('link', { name: 'Error rate' })).toHaveAttribute('href', 'https://grafana.example/d/1');
    await expect(image.getByRole('img', { name: 'errors.png' })).toBeVisible();

    await image.getByRole('button', { name: 'Edit errors.png' }).click();
    await image.getByRole('textbox', { name: 'Link text' }).fill('Errors per minute');
    await image.getByRole('button', { name: 'Save' }).click();
    await expect(image.getByRole('link', { name: 'Errors per minute' })).toBeVisible();

    await image.getByRole('button', { name: 'Delete errors.png' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(metrics.getByRole('listitem', { name: 'errors.png' })).toHaveCount(0);
  });

  test('changing the type to incident redirects to the incident page', async ({ page, request }) => {
    const created = await createIssue(request, 'Becomes an incident');
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/${created.iid}`);
    const issue = issueRegion(page);
    await issue.getByRole('button', { name: 'Edit', exact: true }).click();
    await issue.getByRole('combobox', { name: 'Type' }).selectOption('incident');
    await issue.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/${PROJECT}/-/issues/incident/${created.iid}$`));
    await expect(headerStatus(page, 'Incident')).toHaveText('Open');
  });

  test('the actions menu becomes a full-width button on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/2`);
    const button = issueRegion(page).getByRole('button', { name: 'Issue actions' });
    await expect(button).toHaveText('Issue actions');
    await button.click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Close issue' })).toBeVisible();
  });
});

test.describe('sidebar', () => {
  test('collapses and expands; shows participants', async ({ page }) => {
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/2`);
    const sidebar = issueRegion(page).getByRole('complementary', { name: 'Issue sidebar' });
    await expect(sidebar.getByRole('heading', { name: /Participant/ })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar.getByRole('heading', { name: 'Assignees' })).toBeVisible();
  });

  test('the l shortcut opens the labels dropdown', async ({ page }) => {
    await signIn(page, 'developer');
    await page.goto(`/${PROJECT}/-/issues/2`);
    await expect(issueRegion(page).getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('l');
    const dropdown = issueRegion(page).getByRole('dialog', { name: 'Assign labels' });
    await expect(dropdown.getByRole('textbox', { name: 'Search labels' })).toBeVisible();
    await dropdown.getByRole('button', { name: 'Cancel' }).click();
    await expect(dropdown).toHaveCount(0);
  });

  test('auto-collapses below 992 px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(`/${PROJECT}/-/issues/2`);
    await expect(issueRegion(page).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  });
});

test('standalone, the remote shows the page without the notes slot', async ({ page }) => {
  await page.goto(`${E2E.issueOrigin}/`);
  await expect(page.getByRole('heading', { name: 'mf-issue standalone' })).toBeVisible();
  await expect(issueRegion(page).getByRole('heading', { level: 1, name: 'Trial widget shows wrong number of days' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discussion', exact: true })).toHaveCount(0);
});
