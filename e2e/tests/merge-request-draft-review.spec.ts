import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';

// Draft review (issue 13): start a review on a line in the Changes tab, add a reply to root's diff thread
// from the Overview timeline, reload (the drafts are still there), the reply shows Pending inside its
// thread in the Changes tab, the line's draft is edited in place, another user sees none of them, then
// submit with a summary and the approval: everything is published and the merge request approved.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}`;
const HINT = 'Add a comment to this line or drag for multiple lines';

/** Root's merge request from a new branch with one text file, and a diff thread of root's on its third line. */
async function mergeRequestWithThread(request: APIRequestContext): Promise<number> {
  const headers = { 'PRIVATE-TOKEN': ROOT_TOKEN };
  const branch = `review/drafts-e2e-${Date.now()}`;
  const commit = await request.post(`${API}/repository/commits`, {
    headers,
    data: { branch, start_branch: 'main', commit_message: 'Add the drafts file', actions: [{ action: 'create', file_path: 'review/drafts.txt', content: 'alpha\nbravo\ncharlie\n' }] },
  });
  expect(commit.status(), 'commit on a new branch').toBe(201);
  const created = await request.post(`${API}/merge_requests`, { headers, data: { source_branch: branch, target_branch: 'main', title: 'Draft review' } });
  expect(created.status(), 'open the merge request').toBe(201);
  const iid = ((await created.json()) as { iid: number }).iid;
  type Refs = { base_sha: string; start_sha: string; head_sha: string };
  let refs: Refs | null = null;
  for (let attempt = 0; attempt < 50 && !refs; attempt += 1) {
    refs = ((await (await request.get(`${API}/merge_requests/${iid}`, { headers })).json()) as { diff_refs: Refs | null }).diff_refs;
  }
  if (!refs) throw new Error('the merge request has no diff version');
  const position = { ...refs, position_type: 'text', old_path: 'review/drafts.txt', new_path: 'review/drafts.txt', new_line: 3 };
  const thread = await request.post(`${API}/merge_requests/${iid}/discussions`, { headers, data: { body: 'Root asks a question', position } });
  expect(thread.status(), 'start a thread').toBe(201);
  return iid;
}

const lineRow = (page: Page, text: string) => page.locator('.diff-line-row', { hasText: text }).first();
const rootThread = (page: Page) => page.getByRole('listitem', { name: 'Thread' }).filter({ hasText: 'Root asks a question' });

test('draft review: start on a line, reply from the timeline (Pending inside its diff thread), edit in place, hidden from others, submit with a summary and approval', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const iid = await mergeRequestWithThread(page.request);
  const overview = `/${PROJECT}/-/merge_requests/${iid}`;
  const changes = `${overview}/diffs`;
  await signIn(page, 'developer');

  // Start a review on a line of the Changes tab: the draft shows under its line, Pending.
  await page.goto(changes);
  const bravo = lineRow(page, 'bravo');
  await bravo.hover();
  await bravo.getByRole('button', { name: HINT }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill('Draft on bravo');
  await page.getByRole('button', { name: 'Start a review' }).click();
  const lineDraft = page.getByTestId('draft-note').filter({ hasText: 'Draft on bravo' });
  await expect(lineDraft).toBeVisible();
  await expect(lineDraft.getByText('Pending', { exact: true })).toBeVisible();
  await expect(lineDraft).toContainText('Pending comments are hidden until you submit your review.');
  await expect(page.getByTestId('review-count')).toHaveText('1 pending comment');

  // Add a reply to the review from the Overview timeline.
  await page.goto(overview);
  const thread = rootThread(page);
  await thread.getByRole('button', { name: /Reply/ }).first().click();
  await thread.getByRole('textbox').first().fill('Draft reply');
  await thread.getByRole('button', { name: 'Add to review' }).click();
  await expect(thread.getByRole('list', { name: 'Pending replies' })).toContainText('Draft reply');
  await expect(page.getByTestId('review-count')).toHaveText('2 pending comments');

  // A reload keeps them.
  await page.reload();
  await expect(rootThread(page).getByRole('list', { name: 'Pending replies' })).toContainText('Draft reply');
  await expect(page.getByTestId('review-count')).toHaveText('2 pending comments');

  // In the Changes tab the reply is inside root's diff thread, Pending; the line's draft is edited in place.
  await page.goto(changes);
  const diffThread = page.getByTestId('diff-thread').filter({ hasText: 'Root asks a question' });
  const pendingReply = diffThread.getByTestId('draft-note').filter({ hasText: 'Draft reply' });
  await expect(pendingReply).toBeVisible();
  await expect(pendingReply.getByText('Pending', { exact: true })).toBeVisible();
  await lineDraft.getByRole('button', { name: 'Edit comment' }).click();
  await lineDraft.getByRole('textbox', { name: 'Edit comment' }).fill('Draft on bravo, edited');
  await lineDraft.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByTestId('draft-note').filter({ hasText: 'Draft on bravo, edited' }).locator('.md')).toHaveText('Draft on bravo, edited');

  // Another user sees none of them, in either tab.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'maintainer');
  await other.goto(overview);
  await expect(rootThread(other)).toBeVisible();
  await expect(other.getByText('Draft reply')).toHaveCount(0);
  await expect(other.getByTestId('review-bar')).toHaveCount(0);
  await other.goto(changes);
  await expect(lineRow(other, 'bravo')).toBeVisible();
  await expect(other.getByText('Draft on bravo')).toHaveCount(0);

  // Submit the review with a summary: the comments are published.
  await page.getByRole('button', { name: 'Submit review' }).click();
  await page.getByRole('textbox', { name: 'Summary comment (optional)' }).fill('Review summary');
  await page.getByRole('checkbox', { name: 'Approve merge request' }).check();
  await page.getByTestId('submit-review-form').getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByTestId('review-bar')).toHaveCount(0);
  await expect(page.getByTestId('draft-note')).toHaveCount(0);

  await other.goto(overview);
  await expect(rootThread(other)).toContainText('Draft reply');
  await expect(other.getByText('Review summary')).toBeVisible();
  await other.goto(changes);
  await expect(other.getByTestId('diff-thread').filter({ hasText: 'Draft on bravo, edited' })).toBeVisible();
  await expect(other.getByTestId('diff-thread').filter({ hasText: 'Root asks a question' })).toContainText('Draft reply');
  await otherContext.close();
  // The same submit approved the merge request.
  const approvals = await page.request.get(`${API}/merge_requests/${iid}/approvals`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN } });
  expect(((await approvals.json()) as { approved_by: { user: { username: string } }[] }).approved_by.map((a) => a.user.username)).toContain('developer');
});
