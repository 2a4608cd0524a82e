import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signIn } from '../support/session';
import { E2E } from '../support/env';

// The merge request page and its Changes tab: mf-diffs' ./MergeRequestApp and ./DiffsApp in the shell's
// merge_request slots (and standalone on mf-diffs' own origin), mf-notes' discussion under the Overview,
// against the real server and the demo repository's branches (server/src/seed/demoRepository.ts).
const ROOT_TOKEN = 'glpat-demo-root-token-0000';
const PROJECT = 'gitlab-org/gitlab';
const API = `/api/v4/projects/${encodeURIComponent(PROJECT)}`;

/** The open merge request from `branch` into main: the seeded one, else one root opens now. */
async function mergeRequestFor(request: APIRequestContext, branch: string, title: string, description = ''): Promise<number> {
  const headers = { 'PRIVATE-TOKEN': ROOT_TOKEN };
  const list = await request.get(`${API}/merge_requests`, { headers, params: { source_branch: branch, state: 'opened' } });
  expect(list.status(), 'list merge requests').toBe(200);
  const open = (await list.json()) as { iid: number }[];
  if (open[0]) return open[0].iid;
  const created = await request.post(`${API}/merge_requests`, { headers, data: { source_branch: branch, target_branch: 'main', title, description } });
  expect(created.status(), `open a merge request from ${branch}`).toBe(201);
  return ((await created.json()) as { iid: number }).iid;
}

const fileHeader = (page: Page, path: string) => page.getByRole('group', { name: new RegExp(`^${path.replace(/[.]/g, '\\.')}( |$)`) });

test('the merge request page, its discussion, and the Changes tab: tree, views remembered, whitespace, viewed files', async ({ page }) => {
  const iid = await mergeRequestFor(
    page.request,
    'feature/display-names',
    'Show display names across the app',
    'Profiles, greetings, the weekly report and the hello endpoint now use the display name.',
  );
  await signIn(page, 'developer');
  const fromDiffsRemote: string[] = [];
  page.on('request', (request) => request.url().startsWith(`${E2E.diffsOrigin}/`) && fromDiffsRemote.push(new URL(request.url()).pathname));
  await page.goto(`/${PROJECT}/-/merge_requests/${iid}`);

  const header = page.getByRole('region', { name: 'Merge request header' });
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Show display names across the app');
  await expect(header.getByText('Open', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Source branch feature/display-names' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Target branch main' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Merge request', exact: true }).getByText('Profiles, greetings, the weekly report')).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Merge request sidebar' });
  await expect(sidebar.getByRole('region', { name: 'Reviewers' })).toBeVisible();
  await expect(sidebar.getByRole('region', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Merge', exact: true }).getByRole('button', { name: 'Merge' })).toBeVisible();
  // The discussion area is mf-notes', reading the merge request's JSON.
  await expect(page.getByRole('region', { name: 'Discussion', exact: true }).getByRole('textbox', { name: 'Comment' })).toBeVisible();
  expect(fromDiffsRemote).toContain('/mf-manifest.json');

  // Changes: the tab is a shell navigation to /diffs.
  await page.getByRole('navigation', { name: 'Merge request tabs' }).getByRole('link', { name: /Changes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/merge_requests/${iid}/diffs$`));
  await expect(page.getByText(/^Showing 7 changed files with \d+ additions and \d+ deletions?$/)).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Changed files' });
  await expect(tree.getByRole('treeitem', { name: 'user.rb' })).toContainText(/\+\d+ −\d+/);
  await expect(tree.getByRole('treeitem', { name: 'old-release-process.md' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search files' }).fill('*.py');
  await expect(tree.getByRole('treeitem', { name: 'report.py' })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: 'user.rb' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search files' }).fill('');
  await tree.getByRole('treeitem', { name: 'main.go' }).click();
  await expect(fileHeader(page, 'cmd/server/main.go')).toBeInViewport();

  const userRb = fileHeader(page, 'app/models/user.rb');
  await expect(userRb.getByRole('link', { name: /^View file @ [0-9a-f]{8}$/ })).toBeVisible();
  await userRb.getByRole('button', { name: 'Copy file path' }).click();
  await expect(userRb.getByText('Copied')).toBeVisible();
  await expect(page.locator('[data-line-type="new"]').first()).toBeVisible();

  // Unfolding hidden unchanged lines (GitLab's blob diff route) adds context lines.
  const context = page.locator('[data-line-type="context"]');
  const before = await context.count();
  await page.getByRole('button', { name: 'Show all unchanged lines' }).first().click();
  await expect.poll(() => context.count()).toBeGreaterThan(before);

  // Side by side, remembered across a reload (the diff_view cookie).
  await page.getByRole('button', { name: 'Side-by-side' }).click();
  await expect(page.locator('[data-side="old"]').first()).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'diff_view')?.value).toBe('parallel');

  // Viewed: the file collapses, and stays viewed after a reload.
  await userRb.getByRole('checkbox', { name: 'Viewed' }).check();
  await expect(userRb.getByRole('button', { name: 'Expand file' })).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(fileHeader(page, 'app/models/user.rb').getByRole('checkbox', { name: 'Viewed' })).toBeChecked();
  await expect(page.locator('[data-side="old"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Inline' }).click();

  // Hide whitespace changes: read again with w=1, kept in the address.
  const withoutWhitespace = page.waitForRequest((request) => request.url().includes('diffs_batch.json') && request.url().includes('w=1'));
  await page.getByRole('checkbox', { name: 'Hide whitespace changes' }).check();
  await withoutWhitespace;
  await expect(page).toHaveURL(/[?&]w=1/);

  // ] and [ move between files; the help lists them under "Merge requests".
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(']');
  await expect(tree.getByRole('treeitem', { selected: true })).toHaveCount(1);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('listitem', { name: 'Go to next file' })).toBeVisible();
  await expect(help.getByRole('listitem', { name: 'Go to previous file' })).toBeVisible();
});

test('viewers: renamed with no changes, mode change, images with 2-up, Swipe and Onion skin; merge states', async ({ page }) => {
  const renames = await mergeRequestFor(page.request, 'refactor/move-scripts', 'Rename the setup guide and the legacy script helpers');
  const modes = await mergeRequestFor(page.request, 'chore/deploy-permissions', 'Make the deploy script executable and pin the current configuration');
  const images = await mergeRequestFor(page.request, 'feature/new-logo', 'New logo and favicon');
  const draft = await mergeRequestFor(page.request, 'feature/health-check', 'Draft: Add a health check endpoint');
  await signIn(page, 'developer');

  await page.goto(`/${PROJECT}/-/merge_requests/${renames}/diffs`);
  await expect(fileHeader(page, 'docs/setup.md')).toContainText('docs/installation.md');
  await expect(page.getByText('File renamed with no changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Show file contents' }).click();
  await expect(page.getByText('File renamed with no changes.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New line 1' }).first()).toBeVisible();
  // git finds the helper's rename with its fix: one file, renamed with changes.
  await expect(fileHeader(page, 'scripts/legacy_utils.py')).toContainText('scripts/utils.py');
  await expect(page.locator('[data-line-type="new"]').first()).toBeVisible();

  await page.goto(`/${PROJECT}/-/merge_requests/${modes}/diffs`);
  await expect(page.getByText('File mode changed from 100644 to 100755')).toBeVisible();
  await expect(fileHeader(page, 'bin/deploy')).toContainText('100644 → 100755');

  await page.goto(`/${PROJECT}/-/merge_requests/${images}/diffs`);
  await expect(fileHeader(page, 'assets/logo.png')).toBeVisible();
  // The images come from the raw file route (/-/raw/:sha/:path) and load.
  await expect.poll(() => page.getByRole('img', { name: 'New image' }).first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: 'Old image' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '2-up' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Swipe' }).click();
  await expect(page.getByRole('slider', { name: 'Swipe' })).toHaveAttribute('aria-valuenow', '50');
  await page.getByRole('button', { name: 'Onion skin' }).click();
  await expect(page.getByRole('slider')).toHaveValue('100');
  await expect(page.getByText('No preview for this file type')).toBeVisible();

  await page.goto(`/${PROJECT}/-/merge_requests/${draft}`);
  await expect(page.getByRole('region', { name: 'Merge request header' }).getByText('Draft', { exact: true })).toBeVisible();
  const merge = page.getByRole('region', { name: 'Merge', exact: true });
  await expect(merge.getByText('Merge blocked: Select Mark as ready to remove it from Draft status.')).toBeVisible();
  await expect(merge.getByRole('button', { name: 'Merge' })).toBeDisabled();

  // A branch that conflicts with main says so before anyone tries (the page JSON's detailed_merge_status).
  const conflicting = await mergeRequestFor(page.request, 'docs/changelog-display-names', 'Mention display names in the changelog');
  await page.goto(`/${PROJECT}/-/merge_requests/${conflicting}`);
  const blocked = page.getByRole('region', { name: 'Merge', exact: true });
  await expect(blocked.getByText('Merge blocked: merge conflicts must be resolved.')).toBeVisible();
  await expect(blocked.getByRole('button', { name: 'Merge' })).toBeDisabled();
});

test('standalone, mf-diffs shows a merge request and its Changes tab from its own origin', async ({ page }) => {
  const iid = await mergeRequestFor(page.request, 'chore/deploy-permissions', 'Make the deploy script executable and pin the current configuration');
  await signIn(page, 'developer');
  await page.goto(`${E2E.diffsOrigin}/`);
  await expect(page.getByRole('heading', { name: 'mf-diffs standalone' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Merge request' });
  await form.getByRole('textbox', { name: 'Project path' }).fill(PROJECT);
  await form.getByRole('spinbutton', { name: 'Merge request iid' }).fill(String(iid));
  await form.getByRole('combobox', { name: 'Tab' }).selectOption('diffs');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('region', { name: 'Merge request header' }).getByRole('heading', { level: 1 })).toHaveText('Make the deploy script executable and pin the current configuration');
  await expect(page.getByText('File mode changed from 100644 to 100755')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discussion', exact: true })).toHaveCount(0);
});
