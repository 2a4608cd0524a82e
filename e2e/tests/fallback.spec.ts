import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { E2E } from '../support/env';

test('with mf-trial unreachable the shell still renders, and the slot offers a working Retry', async ({ page }) => {
  await signIn(page, 'developer');
  // A first visit lets the page server hint the widget's chunks too (it reads the remote's manifest):
  // those hints then fail with the remote, and Retry must load the chunks anyway.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Trial status' })).toContainText('Day 12/30');
  await page.route(`${E2E.trialOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const hinted = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((link) => link.href));
  expect(hinted.filter((href) => href.startsWith(E2E.trialOrigin) && /\.js$/.test(href)).length).toBeGreaterThan(1);

  await expect(page.getByRole('heading', { name: 'Welcome, Dana Developer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
  await expect(page.getByText('Trial status could not be loaded')).toBeVisible();

  await page.unroute(`${E2E.trialOrigin}/**`);
  await page.getByRole('button', { name: 'Retry' }).filter({ visible: true }).click();
  await expect(page.getByRole('region', { name: 'Trial status' })).toContainText('Day 12/30');
});

test('with mf-issue unreachable the issue page keeps its frame, and the Issue slot offers a working Retry', async ({ page }) => {
  await signIn(page, 'developer');
  const heading = page.getByRole('region', { name: 'Issue', exact: true }).getByRole('heading', { level: 1 });
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  await expect(heading).toBeVisible();
  await page.route(`${E2E.issueOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/gitlab-org/gitlab/-/issues/1');
  await expect(page.getByText('Issue could not be loaded')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discussion', exact: true })).toBeVisible();

  await page.unroute(`${E2E.issueOrigin}/**`);
  await page.getByRole('button', { name: 'Retry' }).filter({ visible: true }).click();
  await expect(heading).toBeVisible();
});

test('the operator page reports the failed module', async ({ page }) => {
  await signIn(page, 'root');
  await page.route(`${E2E.trialOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/-/modules');
  const row = page.getByRole('table', { name: 'Registered modules' }).getByRole('row', { name: /mf_trial/ });
  await expect(row).toContainText('unreachable');
});
