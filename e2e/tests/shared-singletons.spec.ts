import { expect, test, type APIRequestContext } from '../support/test';
import { signIn } from '../support/session';
import { E2E } from '../support/env';

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/**
 * Maps each build's shared-module chunk files to the shared modules (e.g. `react-dom/client`) they hold:
 * one file can hold several (the shell puts each library it shares in one chunk).
 */
async function sharedFiles(request: APIRequestContext): Promise<Map<string, string[]>> {
  const files = new Map<string, string[]>();
  for (const origin of [E2E.shellOrigin, E2E.trialOrigin]) {
    const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.set(`${origin}/${file}`, [...(files.get(`${origin}/${file}`) ?? []), shared.name]);
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

  // Shared module (`react`, `react-dom/client`, `shared-kernel/api`, …) → where its files came from.
  const byModule = new Map<string, { origins: Set<string>; urls: string[] }>();
  for (const url of downloads) {
    for (const name of files.get(url) ?? []) {
      const entry = byModule.get(name) ?? { origins: new Set(), urls: [] };
      entry.origins.add(new URL(url).origin);
      entry.urls.push(url);
      byModule.set(name, entry);
    }
  }
  const packageOf = (name: string) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!);
  // The first view uses these from the shell and from mf-trial. Each was downloaded, and no
  // module of it was downloaded twice or from two builds.
  for (const pkg of ['react', 'react-dom', 'rxjs', 'shared-kernel']) {
    expect([...byModule.keys()].some((name) => packageOf(name) === pkg), `${pkg} was downloaded`).toBe(true);
  }
  // Whatever else is shared (shared-kernel/graphql, with Apollo Client, loads only on pages that use GraphQL) is never doubled.
  for (const [name, entry] of byModule) {
    expect([...entry.origins], `${name} came from one build`).toHaveLength(1);
    expect(new Set(entry.urls).size, `${name} files fetched once each`).toBe(entry.urls.length);
  }
  // Nothing at all, shared or not (e.g. a preloaded chunk), was downloaded twice.
  expect(downloads.filter((url, index) => downloads.indexOf(url) !== index)).toEqual([]);
  // Both builds provide React; the page used the shell's copy and never fetched mf-trial's.
  expect([...byModule.get('react')!.origins]).toEqual([E2E.shellOrigin]);
  // Primer is the kernel's shared-kernel/primer (tree-shaken into it), the shell's copy.
  expect([...byModule.get('shared-kernel/primer')!.origins]).toEqual([E2E.shellOrigin]);
  // One Module Federation runtime: mf-trial's container ran on the shell's, never loading its own.
  expect(downloads.filter((url) => url.endsWith('/mf-runtime.js'))).toEqual([]);
  expect(await page.evaluate(() => (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM?.name)).toBe('shell');
});
