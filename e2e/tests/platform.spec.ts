import { expect, test } from '../support/test';
import { signIn } from '../support/session';

test('the shell shows the trial widget from the registry, with its popover', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/');
  const trial = page.getByRole('region', { name: 'Trial status' });
  await expect(trial).toContainText('Ultimate Trial');
  await expect(trial).toContainText('Day 12/30');
  await expect(trial.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent issues' })).toBeVisible();

  await trial.getByRole('link', { name: /Ultimate Trial/ }).hover();
  const popover = page.getByRole('dialog', { name: /18 days remaining/ });
  await expect(popover).toContainText("You've got 18 days remaining on GitLab Ultimate!");
  await expect(popover.getByRole('link', { name: 'Contact sales' })).toBeVisible();
});

test('an expired trial reads as ended', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto('/groups/acme-corp');
  await expect(page.getByRole('region', { name: 'Trial status' })).toContainText('Your 30-day trial has ended');
});

test('the trial widget is hidden on small screens', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Trial status' })).toBeVisible();
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(page.getByRole('region', { name: 'Trial status' })).toBeHidden();
});

test('collapsing the navigation publishes sidebar-collapse on the bus and as a DOM event', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Trial status' })).toBeVisible();
  const published = page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener('platform:sidebar-collapse', (event) => resolve((event as CustomEvent).detail), { once: true });
      }),
  );
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  expect(await published).toMatchObject({ type: 'sidebar-collapse', version: 1, source: 'shell', payload: { collapsed: true, sidebar: 'left' } });
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
});
