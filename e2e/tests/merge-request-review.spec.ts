import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';
import { subscriptionSent } from '../support/live';

// Diff threads (issue 13): line, range, file and image comments from the Changes tab, a thread appearing
// live in another browser's Changes tab, and reply + resolve from the Overview timeline, against the real
// server and git.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}`;
const HINT = 'Add a comment to this line or drag for multiple lines';
// A 4×4 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP8z4APMOGVHbHSAEEsAQfTvFUXAAAAAElFTkSuQmCC';

/** A branch with a text file and an image, and root's merge request from it. */
async function reviewMergeRequest(request: APIRequestContext): Promise<{ iid: number; branch: string }> {
  const headers = { 'PRIVATE-TOKEN': ROOT_TOKEN };
  const branch = `review/e2e-${Date.now()}`;
  const commit = await request.post(`${API}/repository/commits`, {
    headers,
    data: {
      branch,
      start_branch: 'main',
      commit_message: 'Add review notes and a dot',
      actions: [
        { action: 'create', file_path: 'review/notes.txt', content: 'alpha\nbravo\ncharlie\ndelta\necho\n' },
        { action: 'create', file_path: 'review/dot.png', content: PNG, encoding: 'base64' },
      ],
    },
  });
  expect(commit.status(), 'commit on a new branch').toBe(201);
  const created = await request.post(`${API}/merge_requests`, { headers, data: { source_branch: branch, target_branch: 'main', title: 'Review notes' } });
  expect(created.status(), 'open the merge request').toBe(201);
  return { iid: ((await created.json()) as { iid: number }).iid, branch };
}

const lineRow = (page: Page, text: string) => page.locator('.diff-line-row', { hasText: text }).first();

test('diff threads: line, range, file and image comments, live in another browser, reply and resolve from the timeline', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { iid } = await reviewMergeRequest(page.request);
  const changes = `/${PROJECT}/-/merge_requests/${iid}/diffs`;
  await signIn(page, 'developer');

  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await signIn(watcher, 'maintainer');
  const subscribed = subscriptionSent(watcher, 'workItemNoteCreated');
  await watcher.goto(changes);
  await expect(lineRow(watcher, 'bravo')).toBeVisible();
  await subscribed;
  await watcher.waitForTimeout(300);

  await page.goto(changes);
  // A line comment from the gutter.
  const bravo = lineRow(page, 'bravo');
  await bravo.hover();
  await bravo.getByRole('button', { name: HINT }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Why bravo?');
  await page.getByRole('button', { name: 'Add comment now' }).click();
  await expect(page.getByTestId('diff-thread').filter({ hasText: 'Why bravo?' })).toBeVisible();
  await expect(page.getByTestId('unresolved-threads')).toHaveText('1 unresolved thread');
  // It shows under its line in the other browser's Changes tab, live.
  await expect(watcher.getByTestId('diff-thread').filter({ hasText: 'Why bravo?' })).toBeVisible({ timeout: 3_000 });

  // A range: drag from charlie's button to echo's.
  await lineRow(page, 'charlie').hover();
  await lineRow(page, 'charlie').getByRole('button', { name: HINT }).hover();
  await page.mouse.down();
  await lineRow(page, 'echo').hover();
  await page.mouse.up();
  await expect(page.getByText('Commenting on lines 3 to 5')).toBeVisible();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Three lines');
  await page.getByRole('button', { name: 'Add comment now' }).click();
  await expect(page.getByTestId('diff-thread').filter({ hasText: 'Three lines' })).toBeVisible();

  // A file comment from the file header.
  const header = page.getByRole('group', { name: /^review\/notes\.txt/ });
  await header.getByRole('button', { name: 'Comment on this file' }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('About the whole file');
  await page.getByRole('button', { name: 'Add comment now' }).click();
  await expect(page.getByTestId('diff-thread').filter({ hasText: 'About the whole file' })).toBeVisible();

  // An image comment: a click on the new image.
  const image = page.getByRole('img', { name: 'New image' });
  await image.click({ position: { x: 1, y: 1 } });
  await page.getByRole('textbox', { name: 'Comment' }).fill('This pixel');
  await page.getByRole('button', { name: 'Add comment now' }).click();
  await expect(page.getByTestId('diff-thread').filter({ hasText: 'This pixel' })).toBeVisible();

  const discussions = (await (await page.request.get(`${API}/merge_requests/${iid}/discussions`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } })).json()) as { notes: { position?: { position_type: string; new_line?: number; line_range?: unknown } }[] }[];
  const positions = discussions.map((d) => d.notes[0]?.position).filter(Boolean);
  expect(positions.map((p) => p!.position_type).sort()).toEqual(['file', 'image', 'text', 'text']);
  expect(positions.find((p) => p!.new_line === 5)!.line_range).toBeTruthy();

  // The Overview timeline: the excerpt, a reply and resolving.
  await watcherContext.close();
  await page.goto(`/${PROJECT}/-/merge_requests/${iid}`);
  const thread = page.getByRole('listitem', { name: 'Thread' }).filter({ hasText: 'Why bravo?' });
  await expect(thread.getByTestId('diff-excerpt')).toContainText('bravo');
  await thread.getByRole('button', { name: /Reply/ }).first().click();
  await thread.getByRole('textbox').first().fill('Because it follows alpha.');
  await thread.getByRole('button', { name: /^(Reply|Comment|Add comment now)$/ }).last().click();
  await expect(thread.getByText('Because it follows alpha.')).toBeVisible();
  await thread.getByRole('button', { name: 'Resolve thread' }).last().click();
  await expect(page.getByRole('listitem', { name: 'Resolved thread' }).filter({ hasText: 'Why bravo?' })).toBeVisible();
});
