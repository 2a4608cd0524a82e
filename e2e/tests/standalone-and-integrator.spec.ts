import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { E2E } from '../support/env';

test('mf-trial runs standalone from its own origin', async ({ page }) => {
  await signIn(page, 'developer');
  await page.goto(E2E.trialOrigin);
  await expect(page.getByRole('heading', { name: /mf-trial/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial status' })).toContainText('Day 12/30');
});

test('a plain HTML page with no React mounts mf-trial through mount(), updates and unmounts it', async ({ page }) => {
  await signIn(page, 'owner');
  await page.goto(`${E2E.integratorOrigin}/integrator.html`);
  await expect(page.getByRole('status')).toHaveText('Mounted');
  const embedded = page.getByRole('region', { name: 'Embedded trial status' });
  await expect(embedded.getByRole('region', { name: 'Trial status' })).toContainText('Day 12/30');
  expect(await page.evaluate(() => 'React' in window)).toBe(false);

  await page.evaluate(() => (window as unknown as { trialHandle: { update(p: object): void } }).trialHandle.update({ namespacePath: 'acme-corp' }));
  await expect(embedded).toContainText('Your 30-day trial has ended');

  await page.evaluate(() => (window as unknown as { trialHandle: { unmount(): void } }).trialHandle.unmount());
  await expect(embedded.getByRole('region', { name: 'Trial status' })).toHaveCount(0);
});
