import { expect, test, type APIRequestContext } from '../support/test';
import { signIn } from '../support/session';
import { defaultModules, removeOperatorRegistry, writeOperatorRegistry } from '../support/registry';
import { E2E } from '../support/env';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/layout.mjs';

/** Today's kernel, as shared-kernel/package.json versions it (the shell builds against it). */
const kernelVersion = (JSON.parse(readFileSync(path.join(repoRoot, 'shared-kernel', 'package.json'), 'utf8')) as { version: string }).version;

// A remote deployed alone keeps working as the kernel moves: mf-trial built against shared-kernel 1.0
// (fixtures/kernel-1.0, see its README) runs in today's shell, which provides today's kernel (a later 1.x minor).

test.afterEach(() => removeOperatorRegistry());

interface Manifest {
  shared: Array<{ name: string; version: string; requiredVersion: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

async function manifestOf(request: APIRequestContext, origin: string): Promise<Manifest> {
  return (await (await request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;
}

test('mf-trial built against kernel 1.0 works in today\'s shell, which keeps one copy of the kernel', async ({ page }) => {
  const oldOrigin = E2E.kernel10TrialOrigin;
  const oldManifest = await manifestOf(page.request, oldOrigin);
  // The premise: the fixture was built against the previous minor and asks for it.
  const oldKernel = oldManifest.shared.filter((shared) => shared.name.startsWith('shared-kernel/'));
  expect(oldKernel.length).toBeGreaterThan(0);
  for (const shared of oldKernel) expect([shared.name, shared.version, shared.requiredVersion]).toEqual([shared.name, '1.0.0', '^1.0.0']);
  const shellKernel = (await manifestOf(page.request, E2E.shellOrigin)).shared.filter((shared) => shared.name.startsWith('shared-kernel/'));
  // …and the shell provides today's kernel: a later minor of the same major, which satisfies ^1.0.0.
  expect(kernelVersion).toMatch(/^1\.[1-9]\d*\./);
  expect(shellKernel.length).toBeGreaterThan(0);
  for (const shared of shellKernel) expect([shared.name, shared.version]).toEqual([shared.name, kernelVersion]);
  // Kernel chunk files of each build, by URL, with the subpaths each holds (the shell puts all it provides in one).
  const kernelFiles = new Map<string, string[]>();
  for (const [origin, shared] of [
    [oldOrigin, oldKernel],
    [E2E.shellOrigin, shellKernel],
  ] as const) {
    for (const entry of shared) for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) kernelFiles.set(`${origin}/${file}`, [...(kernelFiles.get(`${origin}/${file}`) ?? []), entry.name]);
  }

  writeOperatorRegistry(
    defaultModules().map((entry) => (entry.name === 'mf_trial' ? { ...entry, manifest: `${oldOrigin}/mf-manifest.json`, version: '2.0.0-kernel-1.0' } : entry)),
  );
  const downloads: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) downloads.push(response.url());
  });
  await signIn(page, 'developer');
  await page.goto('/');

  // The widget works: it loads the namespace's trial from the API and opens its popover. It is secondary
  // work (after the page's first content, at most FIRST_CONTENT_MAX_WAIT_MS from the start), and this build
  // brings its own copy of Primer to download and compile: on a loaded machine that takes a while.
  const trial = page.getByRole('region', { name: 'Trial status' });
  await expect(trial).toContainText('Ultimate Trial', { timeout: 30_000 });
  await expect(trial).toContainText('Day 12/30');
  await trial.getByRole('link', { name: /Ultimate Trial/ }).hover();
  await expect(page.getByRole('dialog', { name: /18 days remaining/ })).toContainText("You've got 18 days remaining on GitLab Ultimate!");
  await page.waitForLoadState('networkidle');
  expect(downloads.some((url) => url === `${oldOrigin}/remoteEntry.js`), 'the kernel-1.0 build was loaded').toBe(true);

  // One copy of the kernel. Each kernel subpath the page downloaded came from one build, once; those the
  // shell provides (the event bus, the API clients and session, the React bindings…) came from the
  // shell's build of today's kernel. A subpath the shell does not use (dates) is the remote's own, as for today's build.
  const provided = new Set(shellKernel.map((shared) => shared.name));
  const origins = new Map<string, Set<string>>();
  for (const url of downloads.filter((download) => kernelFiles.has(download))) {
    for (const name of kernelFiles.get(url)!) origins.set(name, (origins.get(name) ?? new Set()).add(new URL(url).origin));
  }
  expect([...origins.keys()]).toEqual(expect.arrayContaining(['shared-kernel/event-bus', 'shared-kernel/api', 'shared-kernel/react']));
  for (const [name, from] of origins) {
    expect([...from], `${name} came from one build`).toHaveLength(1);
    if (provided.has(name)) expect([...from], `${name} came from the shell`).toEqual([E2E.shellOrigin]);
  }
  expect(downloads.filter((url, index) => downloads.indexOf(url) !== index), 'nothing downloaded twice').toEqual([]);
  // Since kernel 1.8 the page's Primer is shared-kernel/primer and nothing provides `@primer/react` (see
  // docs/architecture.md, "Primer"): the 1.0 build, which consumes `@primer/react`, runs on its own fallback copy.
  expect(oldManifest.shared.some((shared) => shared.name === '@primer/react')).toBe(true);
  expect(downloads.filter((url) => url.startsWith(`${oldOrigin}/`) && /primer_react_dist_index_js/.test(url)), "the 1.0 build's own Primer").toHaveLength(1);
  // …and the federation runtime resolved each kernel subpath the remote uses to one version: the
  // shell's where the shell provides it.
  const loaded = await page.evaluate((names) => {
    type Scope = Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>;
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Scope>> } }).__FEDERATION__?.__SHARE__ ?? {};
    return names.map((name) => {
      const versions = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const scope of Object.values(scopes)) {
          for (const [version, shared] of Object.entries(scope[name] ?? {})) if (shared.loaded || shared.lib) versions.add(version);
        }
      }
      return [name, [...versions]] as const;
    });
  }, oldKernel.map((shared) => shared.name));
  for (const [name, versions] of loaded) {
    expect(versions, `${name} loaded at one version`).toHaveLength(1);
    if (provided.has(name)) expect(versions, `${name} loaded at the shell's version`).toEqual([shellKernel.find((shared) => shared.name === name)!.version]);
  }
});
