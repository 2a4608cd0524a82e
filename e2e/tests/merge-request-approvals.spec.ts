import { expect, test } from '../support/test';
import { signIn } from '../support/session';

// Around the review: approving and revoking on the merge request's Overview (mf-diffs' approval widget),
// the history it writes (mf-notes' timeline) and the merge request activity filters hiding it, and asking
// for a review from the sidebar, against the real server.
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}`;

test('approve, see the approvers, revoke; the history and its activity filter; request a review from the sidebar', async ({ page }) => {
  // A branch of its own with one commit (the commits API), and a merge request from it.
  const headers = { 'PRIVATE-TOKEN': ROOT_TOKEN };
  const branch = `e2e-approvals-${Date.now()}`;
  const commit = await page.request.post(`${API}/repository/commits`, {
    headers,
    data: { branch, start_branch: 'main', commit_message: 'Document approvals', actions: [{ action: 'create', file_path: `docs/${branch}.md`, content: '# Approvals\n' }] },
  });
  expect(commit.status(), 'commit on a new branch').toBe(201);
  const created = await page.request.post(`${API}/merge_requests`, { headers, data: { source_branch: branch, target_branch: 'main', title: 'Document approvals' } });
  expect(created.status(), 'open the merge request').toBe(201);
  const { iid } = (await created.json()) as { iid: number };

  await signIn(page, 'maintainer');
  await page.goto(`/${PROJECT}/-/merge_requests/${iid}`);
  await page.evaluate(() => localStorage.removeItem('mr_activity_filters'));

  // Approve: the summary names the viewer and lists the approver's avatar.
  const approvals = page.getByRole('region', { name: 'Approvals' });
  await expect(approvals.getByText('Approval is optional')).toBeVisible();
  await approvals.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approvals.getByText('Approved by you', { exact: true })).toBeVisible();
  await expect(approvals.getByRole('list', { name: 'Approved by' }).getByRole('listitem')).toHaveCount(1);
  await expect(approvals.getByRole('list', { name: 'Approved by' }).getByRole('link')).toHaveAttribute('href', /\/maintainer$/);

  // The history says so; leaving out "Approvals" hides it, choosing it again shows it.
  const discussion = page.getByRole('region', { name: 'Discussion', exact: true });
  const approvedNote = discussion.getByRole('listitem', { name: 'System note' }).filter({ hasText: 'approved this merge request' });
  await page.reload();
  await expect(approvedNote).toBeVisible();
  await discussion.getByRole('button', { name: 'Filter activity: All activity' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Approvals' }).click();
  await page.keyboard.press('Escape');
  await expect(discussion.getByRole('button', { name: /^Filter activity: Assignees & reviewers \+\d+ more$/ })).toBeVisible();
  await expect(approvedNote).toHaveCount(0);
  await discussion.getByRole('button', { name: /^Filter activity:/ }).click();
  await page.getByRole('menuitem', { name: 'Select all' }).click();
  await page.keyboard.press('Escape');
  await expect(approvedNote).toBeVisible();

  // Revoke.
  await page.getByRole('region', { name: 'Approvals' }).getByRole('button', { name: 'Revoke approval' }).click();
  await expect(page.getByRole('region', { name: 'Approvals' }).getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Approvals' }).getByText('Approval is optional')).toBeVisible();

  // Request a review from the sidebar: the reviewer shows with their state, and the history tells it.
  const sidebar = page.getByRole('complementary', { name: 'Merge request sidebar' });
  await sidebar.getByRole('button', { name: 'Edit reviewers' }).click();
  await page.getByRole('option', { name: /Dana Developer/ }).click();
  await page.keyboard.press('Escape');
  const reviewers = sidebar.getByRole('list', { name: 'Reviewers' });
  await expect(reviewers).toContainText('Dana Developer');
  await expect(reviewers.getByTestId('reviewer-state')).toHaveText('Awaiting review');
  await page.reload();
  await expect(discussion.getByRole('listitem', { name: 'System note' }).filter({ hasText: 'requested review from @developer' })).toBeVisible();
});
