import { expect, test } from '../support/test';
import { signIn } from '../support/session';

// Issue 14, "the product around the pages": the project overview and navigation, repository files,
// members, global search, the create menu and the top bar's counters. Few tests, each checking a
// whole journey on as few page loads as possible.

test('signed out: project overview with README and navigation, repository files, search from the top bar', async ({ page }) => {
  await page.goto('/gitlab-org/gitlab');
  await expect(page.getByRole('heading', { level: 1, name: /GitLab/ })).toBeVisible();
  const stats = page.getByRole('list', { name: 'Project information' });
  await expect(stats.getByRole('link', { name: /^\d+ open issues$/ })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues');
  await expect(stats.getByRole('link', { name: /^\d+ members$/ })).toHaveAttribute('href', '/gitlab-org/gitlab/-/project_members');
  // The README, rendered by the server from the repository.
  const readme = page.getByRole('region', { name: 'README.md' });
  await expect(readme.getByRole('heading', { name: 'GitLab' })).toBeVisible();

  // The project's navigation in the left sidebar: only pages that exist (no merge request list yet).
  const projectNav = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('navigation', { name: 'Project navigation' });
  await expect(projectNav.getByRole('link', { name: 'Project overview' })).toHaveAttribute('aria-current', 'page');
  await expect(projectNav.getByRole('link', { name: 'Issues' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues');
  await expect(projectNav.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/project_members');
  await expect(projectNav.getByRole('link', { name: 'Merge requests' })).toHaveCount(0);

  // Repository files: a directory, then a file.
  await projectNav.getByRole('link', { name: 'Repository' }).click();
  await expect(page).toHaveURL(/\/gitlab-org\/gitlab\/-\/tree\/main$/);
  const files = page.getByRole('table', { name: 'Files' });
  await files.getByRole('link', { name: '.gitlab' }).click();
  await expect(page).toHaveURL(/\/-\/tree\/main\/\.gitlab$/);
  await page.getByRole('table', { name: 'Files' }).getByRole('link', { name: 'issue_templates' }).click();
  await page.getByRole('table', { name: 'Files' }).getByRole('link', { name: 'Bug.md' }).click();
  await expect(page).toHaveURL(/\/-\/blob\/main\/\.gitlab\/issue_templates\/Bug\.md$/);
  await expect(page.getByRole('region', { name: 'File .gitlab/issue_templates/Bug.md' })).toContainText('/label ~bug');
  await expect(projectNav.getByRole('link', { name: 'Repository' })).toHaveAttribute('aria-current', 'page');

  // `/` focuses the top bar's search; suggestions come as one types.
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search GitLab' });
  await expect(search).toBeFocused();
  await search.fill('dark mode');
  const suggestions = page.getByRole('region', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('link', { name: 'Add dark mode to the issue page' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues/2');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?search=dark(%20|\+)mode/);
  const scopes = page.getByRole('navigation', { name: 'Search scopes' });
  await expect(scopes.getByRole('link', { name: /Issues/ })).toContainText('1');
  await scopes.getByRole('link', { name: /Issues/ }).click();
  await expect(page.getByRole('region', { name: 'Issues results' }).getByRole('link', { name: 'Add dark mode to the issue page' })).toBeVisible();
  await expect(page).toHaveTitle(/dark mode · Search/);

  // A confidential issue by reference: not for a signed-out reader.
  await page.goto('/search?search=gitlab-org%2Fgitlab%235&scope=issues');
  await expect(page.getByText(/We couldn.t find any issues matching/)).toBeVisible();
});

test('signed in: create menu, assigned issues count, members page, code hidden from a guest of a private project', async ({ page }) => {
  await signIn(page, 'guest');
  await page.goto('/gitlab-org/platform/infrastructure');
  await expect(page.getByRole('heading', { level: 1, name: /Infrastructure/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d+ members$/ })).toBeVisible();
  // A guest of a private project sees its issues, not its code.
  await expect(page.getByRole('heading', { name: 'Recent issues' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'README.md' })).toHaveCount(0);

  // The top bar: assigned issues next to the to-dos, and the '+' menu for this project.
  await expect(page.getByRole('link', { name: /^Assigned issues: \d+$/ })).toHaveAttribute('href', '/dashboard/issues?scope=assigned_to_me');
  await page.getByRole('button', { name: 'Create new...' }).click();
  await expect(page.getByRole('menuitem', { name: 'New issue' })).toHaveAttribute('href', '/gitlab-org/platform/infrastructure/-/issues/new');
  await page.keyboard.press('Escape');

  // Members: inherited from the groups above, each with their role.
  await page.getByRole('link', { name: /^\d+ members$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Project members' })).toBeVisible();
  const members = page.getByRole('region', { name: /Members/ });
  await expect(members.getByRole('listitem').filter({ hasText: 'Olivia Owner' })).toContainText('Owner');

  // Search finds the private project's issue by reference for its member.
  await page.goto('/search?search=gitlab-org%2Fplatform%2Finfrastructure%231&scope=issues');
  await expect(page.getByRole('region', { name: 'Issues results' }).getByRole('link', { name: 'Rotate database credentials' })).toBeVisible();
});

test('signed out: help, a user profile, milestone and iteration pages reached from an issue, discover', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Markdown references' }).getByText('group/project#123')).toBeVisible();
  await page.getByRole('button', { name: 'Show keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog')).toContainText('Focus search');
  await page.keyboard.press('Escape');

  // `/users/<username>` is the profile at `/<username>`: activity, groups, contributed projects.
  await page.goto('/users/maintainer');
  await expect(page).toHaveURL(/\/maintainer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Max Maintainer' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Groups/ }).getByRole('link', { name: 'GitLab.org' })).toHaveAttribute('href', '/groups/gitlab-org');
  const activity = page.getByRole('region', { name: /Activity/ });
  await expect(activity.getByRole('link', { name: 'Search is slow on large projects' })).toHaveAttribute('href', '/gitlab-org/gitlab/-/issues/3');
  // Their confidential issue is not shown to a signed-out reader.
  await expect(activity.getByText('Security: session fixation on sign-in')).toHaveCount(0);

  // A project milestone, from the project's milestone list, with its progress and issues.
  await page.goto('/gitlab-org/gitlab/-/milestones');
  const milestones = page.getByRole('list', { name: 'Milestones' });
  await expect(milestones.getByRole('link', { name: '16.2' })).toHaveAttribute('href', '/groups/gitlab-org/-/milestones/1');
  await milestones.getByRole('link', { name: '16.1' }).click();
  await expect(page).toHaveURL(/\/gitlab-org\/gitlab\/-\/milestones\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: '16.1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Progress' })).toContainText('Total issues');
  await expect(page.getByRole('region', { name: /Open issues/ }).getByRole('link', { name: 'Add dark mode to the issue page' })).toBeVisible();

  // The issue sidebar's milestone and iteration links resolve to their pages.
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  await page.getByRole('link', { name: /^16\.2/ }).first().click();
  await expect(page).toHaveURL(/\/groups\/gitlab-org\/-\/milestones\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: '16.2' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Open issues/ }).getByRole('link', { name: 'Trial widget shows wrong number of days' })).toBeVisible();
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  await page.getByRole('link', { name: /Sprint 12/ }).first().click();
  await expect(page).toHaveURL(/\/groups\/gitlab-org\/-\/iterations\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sprint 12' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^\d+% complete$/ })).toBeAttached();
  await expect(page.getByRole('region', { name: 'Progress' })).toContainText('Total issues');

  await page.goto('/groups/gitlab-org/-/discover');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Premium and Ultimate features' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Paid features' })).toContainText('Epics and roadmaps');
  // Billing needs an account.
  await page.getByRole('link', { name: "See this group's plan and trial" }).click();
  await expect(page.getByRole('heading', { name: 'You need to sign in or sign up before continuing.' })).toBeVisible();
});

test('registration signs the new account in; a member sees the group billing with its trial', async ({ page }) => {
  await page.goto('/users/sign_in');
  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/users\/sign_up$/);
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Full name').fill('Nora New');
  await form.getByLabel('Username').fill('nora');
  await form.getByLabel('Email').fill('nora@example.com');
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toContainText('is too short (minimum is 8 characters)');
  await form.getByLabel('Password').fill('a-long-enough-password');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nora New' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu for Nora New' })).toBeVisible();

  // The trial widget in the navigation leads to the group's billing.
  await signIn(page, 'owner');
  await page.goto('/groups/gitlab-org');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Trial/ }).first().click();
  await expect(page).toHaveURL(/\/groups\/gitlab-org\/-\/billings$/);
  await expect(page.getByRole('heading', { name: /GitLab\.org is currently using the .* Plan/ })).toBeVisible();
  const subscription = page.getByRole('table', { name: 'Subscription' });
  await expect(subscription.getByRole('row', { name: /Seats currently in use \d+/ })).toBeVisible();
  await expect(subscription.getByRole('row', { name: /Trial end date/ })).toBeVisible();
  await expect(page.getByText(/days left in your trial/)).toBeVisible();
  // Billing is in the group's navigation.
  await expect(page.getByRole('navigation', { name: 'Group navigation' }).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
});
