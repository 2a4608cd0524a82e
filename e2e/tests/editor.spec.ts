import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';

// The shared markdown editor (autocomplete, formatting toolbar, both modes), the markdown stylesheet with
// highlighted code, and GitLab's identicon avatars with names beside the sidebar's assignees.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}`;

async function createIssue(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<{ iid: number }> {
  const response = await request.post(`${API}/issues`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, data: { title: `${title} ${Date.now()}`, ...extra } });
  expect(response.status(), 'create issue').toBe(201);
  return (await response.json()) as { iid: number };
}

async function openIssue(page: Page, who: string, iid: number) {
  await signIn(page, who);
  await page.goto(`/${PROJECT}/-/issues/${iid}`);
  await expect(page.getByRole('region', { name: 'Issue', exact: true }).getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const style = (locator: ReturnType<Page['locator']>, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('comment form: autocomplete and toolbar in markdown mode; the note renders styled and highlighted; avatars', async ({ page, request }) => {
  const users = (await (await request.get('/api/v4/users?username=root', { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } })).json()) as { id: number }[];
  const issue = await createIssue(request, 'Editor', { assignee_ids: [users[0]!.id] });
  await openIssue(page, 'developer', issue.iid);
  await page.evaluate(() => localStorage.setItem('gl-markdown-editor-mode', 'markdownField'));
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const box = discussion.getByRole('textbox', { name: 'Comment' });
  const suggestions = discussion.getByRole('listbox', { name: 'Suggestions' });

  // @ members: filtered as typed, arrows move, Enter inserts `@username `.
  await box.click();
  await box.pressSequentially('Thanks @ro');
  await expect(suggestions.getByRole('option').first()).toContainText('root');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Thanks @root ');
  await expect(suggestions).toHaveCount(0);

  // : emoji, # issues (the issue's reference), Escape closes without leaving the form.
  await box.pressSequentially(':tad');
  await expect(suggestions.getByRole('option', { name: /:tada:/ })).toBeVisible();
  await page.keyboard.press('Tab');
  await box.pressSequentially(`#${issue.iid}`);
  await expect(suggestions.getByRole('option', { name: new RegExp(`#${issue.iid} Editor`) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(`Thanks @root :tada: #${issue.iid} `);
  await box.pressSequentially('~');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions).toHaveCount(0);
  await expect(box).toBeFocused();

  // / quick actions with their descriptions.
  await box.press('End');
  await box.press('Backspace');
  await box.press('Enter');
  await box.pressSequentially('/tod');
  await expect(suggestions.getByRole('option', { name: /\/todo.*Add a to do/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // Toolbar and shortcuts on the selection; then a table, a task list and code.
  await box.fill('important');
  await box.selectText();
  await page.keyboard.press('Control+b');
  await expect(box).toHaveValue('**important**');
  await box.press('End');
  await discussion.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Add a table' }).click();
  await box.press('Control+End');
  await box.pressSequentially('\n\n');
  await discussion.getByRole('button', { name: 'Add a checklist' }).click();
  await box.pressSequentially('ship it\n\n```js\nconst answer = 42; // why\n```');
  await page.keyboard.press('Control+Enter');

  const note = discussion.getByRole('listitem', { name: 'Comment by Dana Developer' }).filter({ hasText: 'important' });
  await expect(note.locator('strong', { hasText: 'important' })).toBeVisible();
  await expect(note.getByRole('table')).toBeVisible();
  expect(await style(note.getByRole('cell').first(), 'border-top-style')).toBe('solid');
  const task = note.getByRole('listitem').filter({ hasText: 'ship it' });
  expect(await style(task, 'list-style-type')).toBe('none');
  const keyword = note.locator('pre span', { hasText: 'const' });
  await expect(keyword).toHaveClass('k');
  expect(await style(keyword, 'color')).not.toBe(await style(note.locator('pre code'), 'color'));
  expect(await style(note.locator('pre'), 'background-color')).not.toBe('rgba(0, 0, 0, 0)');

  // Identicons (first letter, id % 7 + 1) and names beside the sidebar's assignees.
  const sidebar = page.getByRole('complementary', { name: 'Issue sidebar' });
  const assignee = sidebar.getByRole('region', { name: 'Assignees' }).getByRole('link', { name: 'Administrator @root' });
  await expect(assignee).toBeVisible();
  await expect(assignee).toContainText('A');
  await expect(assignee.locator('.gl-avatar-identicon')).toHaveClass(new RegExp(`gl-avatar-identicon-bg${(users[0]!.id % 7) + 1}`));
});

test('description editor: autocomplete and toolbar in rich-text mode, saved as markdown', async ({ page, request }) => {
  const issue = await createIssue(request, 'Rich editor', { description: 'Start' });
  await openIssue(page, 'developer', issue.iid);
  await page.evaluate(() => localStorage.setItem('gl-markdown-editor-mode', 'contentEditor'));
  await page.reload();
  const region = page.getByRole('region', { name: 'Issue', exact: true });
  await region.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = region.getByRole('form', { name: 'Edit issue' });
  const rich = form.getByRole('textbox', { name: 'Description' });
  await expect(rich).toHaveAttribute('contenteditable', 'true');
  await rich.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' see @root');
  const suggestions = form.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toContainText('root');
  await page.keyboard.press('Enter');
  await page.keyboard.type('and ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('bold');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Add a checklist' }).click();
  await page.keyboard.type('a task');
  // The task's checkbox sits on the line of its text.
  const item = rich.locator('li', { hasText: 'a task' });
  const [boxTop, textTop] = await Promise.all([item.getByRole('checkbox').boundingBox(), item.locator('p').boundingBox()]);
  expect(Math.abs(boxTop!.y + boxTop!.height / 2 - (textTop!.y + textTop!.height / 2))).toBeLessThan(8);
  await form.getByRole('button', { name: 'Switch to plain text editing' }).click();
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(/^Start see @root and \*\*bold\*\*\n\n- \[ \] a task\n?$/);
  await form.getByRole('button', { name: 'Cancel' }).click();
});
