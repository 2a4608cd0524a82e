import { expect, test } from '../support/test';
import { signIn } from '../support/session';

test('the project issue list: tabs with counts, filtered search, sort and the address keeping them', async ({ page }) => {
  await page.goto('/gitlab-org/gitlab/-/issues');
  await expect(page.getByRole('heading', { level: 1, name: 'Issues' })).toBeVisible();
  const open = page.getByRole('tab', { name: /^Open/ });
  await expect(open).toHaveAttribute('aria-selected', 'true');
  await expect(open).toHaveAccessibleName(/^Open\s*\(\d+\)$/);
  const rows = page.getByRole('list', { name: 'Issues' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const openCount = Number(/\((\d+)\)/.exec((await open.textContent()) ?? '')?.[1]);
  expect(await rows.count()).toBe(Math.min(openCount, 20));
  await expect(rows.filter({ hasText: 'Closed' })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Closed/ }).click();
  await expect(page).toHaveURL(/state=closed/);
  await expect(page.getByRole('link', { name: 'Outage: API 500s on the issues endpoint' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Search or filter results...' }).fill('type:incident outage');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/type=incident/);
  await expect(page.getByRole('list', { name: 'Issues' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: /^Closed/ })).toHaveAccessibleName(/^Closed\s*\(1\)$/);

  // A reload keeps the view; a filter that matches nothing says so.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search or filter results...' })).toHaveValue('type:incident outage');
  await page.getByRole('textbox', { name: 'Search or filter results...' }).fill('nothing-matches-this-xyz');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Sorry, your filter produced no results')).toBeVisible();

  // Sort by title, ascending.
  await page.getByRole('textbox', { name: 'Search or filter results...' }).fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('tab', { name: /^All/ }).click();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
  await page.getByRole('button', { name: 'Sort direction: Descending' }).click();
  await expect(page).toHaveURL(/sort=title_asc/);
  // The list reads the new order from the server: wait for its rows, then for them in title order.
  const titles = page.getByRole('list', { name: 'Issues' }).getByRole('listitem').locator('a');
  const allCount = Number(/\((\d+)\)/.exec((await page.getByRole('tab', { name: /^All/ }).textContent()) ?? '')?.[1]);
  expect(allCount).toBeGreaterThan(1);
  await expect(titles).toHaveCount(Math.min(allCount, 20));
  await expect
    .poll(async () => {
      const shown = await titles.allTextContents();
      return shown.join('\n') === [...shown].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())).join('\n');
    })
    .toBe(true);
});

test('a reporter bulk edits issues (adds a label); a guest has no bulk edit', async ({ page }) => {
  await signIn(page, 'guest');
  await page.goto('/gitlab-org/gitlab/-/issues');
  await expect(page.getByRole('list', { name: 'Issues' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New issue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bulk edit' })).toHaveCount(0);

  await signIn(page, 'reporter');
  await page.goto('/gitlab-org/gitlab/-/issues?sort=created_asc');
  await page.getByRole('button', { name: 'Bulk edit' }).click();
  const first = page.getByRole('list', { name: 'Issues' }).getByRole('listitem').first();
  const title = (await first.locator('a').first().textContent()) ?? '';
  await first.getByRole('checkbox').check();
  const label = `bulk-${Date.now()}`;
  await page.getByRole('textbox', { name: 'Add labels (comma-separated)' }).fill(label);
  await page.getByRole('button', { name: 'Update all' }).click();
  await expect(page.getByRole('list', { name: 'Issues' }).getByRole('listitem').filter({ hasText: title }).first()).toContainText(label);
  await page.getByRole('textbox', { name: 'Search or filter results...' }).fill(`label:~${label}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: 'Issues' }).getByRole('listitem')).toHaveCount(1);
});

test('a reporter bulk edits the assignee and milestone and removes a label', async ({ page, request }) => {
  // A fresh issue (by root, with its token) so the seeded ones keep their state.
  const marker = `bulk-sidebar-${Date.now()}`;
  const created = await request.post(`/api/v4/projects/${encodeURIComponent('gitlab-org/gitlab')}/issues`, {
    headers: { 'PRIVATE-TOKEN': 'glpat-demo-root-token-0000' },
    data: { title: `Bulk sidebar ${marker}`, labels: `${marker},keep-${marker}` },
  });
  expect(created.status()).toBe(201);
  await signIn(page, 'reporter');
  await page.goto('/gitlab-org/gitlab/-/issues');
  await page.getByRole('textbox', { name: 'Search or filter results...' }).fill(`label:~${marker}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('list', { name: 'Issues' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);

  await page.getByRole('button', { name: 'Bulk edit' }).click();
  await rows.first().getByRole('checkbox').check();
  await page.getByRole('combobox', { name: 'Assignee' }).selectOption('user');
  await page.getByRole('textbox', { name: 'Assignee username' }).fill('developer');
  await page.getByRole('combobox', { name: 'Milestone' }).selectOption({ label: '16.2' });
  await page.getByRole('textbox', { name: 'Remove labels (comma-separated)' }).fill(marker);
  await page.getByRole('button', { name: 'Update all' }).click();
  // The label it filtered by is gone: the list is empty; the other label finds the issue, changed.
  await expect(page.getByText('Sorry, your filter produced no results')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search or filter results...' }).fill(`label:~keep-${marker}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('16.2');
  await expect(rows.first()).toContainText(/assigned to \S/);
});

test('an unknown project\'s issue list is the 404 page', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/no-such-group/no-such-project/-/issues');
  await expect(page.getByRole('heading', { name: '404: Page not found' })).toBeVisible();
});

test('the dashboard lists the issues assigned to me and created by me', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/dashboard/issues');
  await expect(page.getByRole('heading', { level: 1, name: 'Issues assigned to me' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Open/ })).toHaveAccessibleName(/^Open\s*\(\d+\)$/);
  await page.getByRole('link', { name: 'Issues created by me' }).click();
  await expect(page).toHaveURL(/\/dashboard\/issues\?scope=created_by_me/);
  await expect(page.getByRole('heading', { level: 1, name: 'Issues created by me' })).toBeVisible();
  await page.getByRole('tab', { name: /^All/ }).click();
  await expect(page).toHaveURL(/scope=created_by_me&state=all/);
  const rows = page.getByRole('list', { name: 'Issues' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // Across projects, each issue names its project.
  await expect(rows.first()).toContainText(/[\w-]+\/[\w-]+#\d+/);
});

test('signed out, the dashboard issue list is the sign-in prompt, not the public issues', async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v4\/issues(_statistics)?(\?|$)/.test(new URL(request.url()).pathname + new URL(request.url()).search)) lists.push(request.url());
  });
  await page.goto('/dashboard/issues?scope=created_by_me');
  const prompt = page.getByRole('region', { name: 'You need to sign in or sign up before continuing.' });
  await expect(prompt).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Platform');
  await expect(page.getByRole('heading', { name: /^Issues (assigned to|created by) me$/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Issues' })).toHaveCount(0);
  expect(lists).toEqual([]);
  // Signing in comes back to the list.
  await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/users/sign_in?redirect=${encodeURIComponent('/dashboard/issues?scope=created_by_me')}`);
});
