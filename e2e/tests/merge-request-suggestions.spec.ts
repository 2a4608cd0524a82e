import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';
import { E2E } from '../support/env';

// Suggestions in the Changes tab (issue 13): a developer inserts a suggestion on a line, applies it (a real
// commit on the source branch, in the Commits tab and the branch's log), then applies two suggestions as
// one batch commit; a push then outdates a commented line (the thread shows its original excerpt and
// GitLab's 'changed this line' system note); against the real server and git.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}`;
const HINT = 'Add a comment to this line or drag for multiple lines';

async function suggestionMergeRequest(request: APIRequestContext): Promise<{ iid: number; branch: string }> {
  const headers = { 'PRIVATE-TOKEN': ROOT_TOKEN };
  const branch = `suggest/e2e-${Date.now()}`;
  const commit = await request.post(`${API}/repository/commits`, {
    headers,
    data: { branch, start_branch: 'main', commit_message: 'Add the settings', actions: [{ action: 'create', file_path: 'suggest/settings.txt', content: 'one\ntwo\nthree\nfour\nfive\n' }] },
  });
  expect(commit.status(), 'commit on a new branch').toBe(201);
  const created = await request.post(`${API}/merge_requests`, { headers, data: { source_branch: branch, target_branch: 'main', title: 'Settings' } });
  expect(created.status(), 'open the merge request').toBe(201);
  return { iid: ((await created.json()) as { iid: number }).iid, branch };
}

interface Commit {
  title: string;
  author_name: string;
  committer_name: string;
}
async function branchLog(request: APIRequestContext, branch: string): Promise<Commit[]> {
  const answer = await request.get(`${E2E.apiOrigin}${API}/repository/commits`, { headers: { 'PRIVATE-TOKEN': ROOT_TOKEN }, params: { ref_name: branch } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Commit[];
}

/** The diff line showing `text` (case-sensitive: 'two' is not 'TWO'). */
const lineRow = (page: Page, text: string) => page.locator('.diff-line-row').filter({ hasText: new RegExp(text) }).first();

/** Opens the comment form on the line showing `text`, inserts a suggestion and turns the line into `replacement`. */
async function suggest(page: Page, text: string, replacement: string) {
  const row = lineRow(page, text);
  await row.hover();
  await row.getByRole('button', { name: HINT }).click();
  const form = page.getByTestId('diff-comment-form');
  await form.getByRole('button', { name: 'Insert suggestion' }).click();
  const field = form.getByRole('textbox', { name: 'Comment' });
  await expect(field).toHaveValue(`\`\`\`suggestion:-0+0\n${text}\n\`\`\`\n`);
  await field.fill(`\`\`\`suggestion:-0+0\n${replacement}\n\`\`\`\n`);
  await form.getByRole('button', { name: 'Add comment now' }).click();
  const thread = page.getByTestId('diff-thread').filter({ has: page.getByTestId('suggestion') }).filter({ hasText: new RegExp(replacement) });
  await expect(thread.getByTestId('suggestion')).toContainText(replacement);
  return thread;
}

test('suggestions in the Changes tab: insert, apply one, apply a batch as one commit; a push outdates a thread', async ({ page }) => {
  test.setTimeout(150_000);
  const { iid, branch } = await suggestionMergeRequest(page.request);
  await signIn(page, 'developer');
  await page.goto(`/${PROJECT}/-/merge_requests/${iid}/diffs`);
  await expect(lineRow(page, 'two')).toBeVisible();

  // A plain comment on 'one', outdated by a push at the end.
  await lineRow(page, 'one').hover();
  await lineRow(page, 'one').getByRole('button', { name: HINT }).click();
  await page.getByTestId('diff-comment-form').getByRole('textbox', { name: 'Comment' }).fill('Is one right?');
  await page.getByRole('button', { name: 'Add comment now' }).click();
  await expect(page.getByTestId('diff-thread').filter({ hasText: 'Is one right?' })).toBeVisible();
  // The header's navigation lands on it (diff-position order), and `p` does too (the only unresolved one).
  await page.getByRole('button', { name: 'Go to next unresolved thread' }).click();
  await expect(lineRow(page, 'one')).toHaveAttribute('data-highlighted', 'true');
  await page.keyboard.press('p');
  await expect(lineRow(page, 'one')).toHaveAttribute('data-highlighted', 'true');

  // One suggestion, applied with the default message.
  const single = await suggest(page, 'two', 'TWO');
  await single.getByRole('button', { name: 'Apply suggestion' }).click();
  await page.getByRole('dialog', { name: 'Apply suggestion' }).getByRole('button', { name: 'Apply' }).click();
  // The commit made a new version: the Changes tab shows it.
  await expect(lineRow(page, 'TWO')).toBeVisible({ timeout: 15_000 });
  let log = await branchLog(page.request, branch);
  expect(log[0]).toMatchObject({ title: 'Apply 1 suggestion(s) to 1 file(s)', author_name: 'Dana Developer', committer_name: 'Dana Developer' });

  // Two suggestions in a batch, applied as one commit.
  const four = await suggest(page, 'four', 'FOUR');
  await four.getByRole('button', { name: 'Add suggestion to batch' }).click();
  const five = await suggest(page, 'five', 'FIVE');
  await five.getByRole('button', { name: 'Add suggestion to batch' }).click();
  await five.getByRole('button', { name: /Apply suggestions/ }).click();
  await expect(lineRow(page, 'FOUR')).toBeVisible({ timeout: 15_000 });
  await expect(lineRow(page, 'FIVE')).toBeVisible({ timeout: 15_000 });
  log = await branchLog(page.request, branch);
  expect(log.map((commit) => commit.title).slice(0, 3)).toEqual(['Apply 2 suggestion(s) to 1 file(s)', 'Apply 1 suggestion(s) to 1 file(s)', 'Add the settings']);

  // Both commits are in the merge request's Commits tab.
  await page.goto(`/${PROJECT}/-/merge_requests/${iid}/commits`);
  const commits = page.getByRole('list', { name: 'Commits' });
  await expect(commits.getByText('Apply 2 suggestion(s) to 1 file(s)')).toBeVisible();
  await expect(commits.getByText('Apply 1 suggestion(s) to 1 file(s)')).toBeVisible();

  // A push changing 'one': its thread is outdated, with its original excerpt and GitLab's system note.
  const pushed = await page.request.post(`${E2E.apiOrigin}${API}/repository/commits`, {
    headers: { 'PRIVATE-TOKEN': ROOT_TOKEN },
    data: { branch, commit_message: 'Spell one', actions: [{ action: 'update', file_path: 'suggest/settings.txt', content: 'uno\nTWO\nthree\nFOUR\nFIVE\n' }] },
  });
  expect(pushed.status()).toBe(201);
  await page.goto(`/${PROJECT}/-/merge_requests/${iid}`);
  const outdated = page.getByRole('listitem', { name: 'Thread' }).filter({ hasText: 'Is one right?' });
  await expect(outdated.getByTestId('diff-excerpt')).toContainText('(outdated)');
  await expect(outdated.getByTestId('diff-excerpt')).toContainText('one');
  await expect(outdated.getByRole('link', { name: 'version 4 of the diff' })).toBeVisible();
  await expect(outdated).toContainText('changed this line in version 4 of the diff');
  // The Changes tab shows the new version without the outdated thread.
  await page.goto(`/${PROJECT}/-/merge_requests/${iid}/diffs`);
  await expect(lineRow(page, 'uno')).toBeVisible();
  await expect(page.getByTestId('diff-thread').filter({ hasText: 'Is one right?' })).toHaveCount(0);
});
