import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/session';
import { E2E } from '../support/env';

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** Maps each build's shared-library chunk files to the package they belong to. */
async function sharedFiles(request: APIRequestContext): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const origin of [E2E.shellOrigin, E2E.trialOrigin]) {
    const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;
    for (const shared of manifest.shared) {
      const pkg = shared.name.startsWith('@') ? shared.name.split('/').slice(0, 2).join('/') : shared.name.split('/')[0]!;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.set(`${origin}/${file}`, pkg);
    }
  }
  return files;
}

test('every shared library is downloaded exactly once on the composed page', async ({ page }) => {
  const files = await sharedFiles(page.request);
  const downloads: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) downloads.push(response.url());
  });
  await signIn(page, 'developer');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Trial status' })).toContainText('Day 12/30');
  await page.waitForLoadState('networkidle');

  const byPackage = new Map<string, { origins: Set<string>; urls: string[] }>();
  for (const url of downloads) {
    const pkg = files.get(url);
    if (!pkg) continue;
    const entry = byPackage.get(pkg) ?? { origins: new Set(), urls: [] };
    entry.origins.add(new URL(url).origin);
    entry.urls.push(url);
    byPackage.set(pkg, entry);
  }
  // The first view uses these, from the shell and from mf-trial: one copy each, from one origin.
  for (const pkg of ['react', 'react-dom', 'rxjs', '@primer/react', 'shared-kernel']) {
    const entry = byPackage.get(pkg);
    expect(entry, `${pkg} was downloaded`).toBeDefined();
    expect([...entry!.origins], `${pkg} came from one build`).toHaveLength(1);
    expect(new Set(entry!.urls).size, `${pkg} files fetched once each`).toBe(entry!.urls.length);
  }
  // Whatever else is shared (Apollo Client and graphql load only on pages that use GraphQL) is never doubled.
  for (const [pkg, entry] of byPackage) {
    expect([...entry.origins], `${pkg} came from one build`).toHaveLength(1);
    expect(new Set(entry.urls).size, `${pkg} files fetched once each`).toBe(entry.urls.length);
  }
  // Both builds provide these packages; the page used the shell's copy and never fetched mf-trial's.
  expect([...byPackage.get('react')!.origins]).toEqual([E2E.shellOrigin]);
});
