// The unit-test configuration every front-end workspace shares (shared-kernel, issuable-ui, the shell and
// the remotes). Each workspace's vitest.config.ts calls `workspaceTestConfig` with only what differs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

export interface WorkspaceTestOptions {
  /**
   * A federated build (the shell, a remote): its `__MODULE_NAME__` and `__MODULE_VERSION__` constants, the
   * version given or read from the workspace's package.json (`new URL('./package.json', import.meta.url)`).
   */
  module?: { name: string; version: string | URL };
  /**
   * Whether test files that mock nothing share one module graph per worker (the default; see
   * isolationProjects). shared-kernel says no: its singletons live on the global object, which
   * sharing files would carry from one file to the next.
   */
  shareModules?: boolean;
  /** Anything else that differs, merged over the shared settings. */
  overrides?: ViteUserConfig;
}

function versionOf(version: string | URL): string {
  if (typeof version === 'string') return version;
  return (JSON.parse(readFileSync(version, 'utf8')) as { version: string }).version;
}

/** Test files (under `src/`, relative to the workspace) that replace modules or timers: they need a module graph of their own. */
const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock|unmock|useFakeTimers|resetModules|stubGlobal)\(/;

function testFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(path.join(dir, 'src'));
  return found.sort();
}

/**
 * Two projects per workspace. Most test files share one module graph and one jsdom per worker
 * (`isolate: false`): importing React, Primer and jsdom once per worker instead of once per file is what
 * makes the unit suite fast (mf-notes: 480 s → 30 s on a loaded machine). Files that mock modules or
 * timers (`vi.mock`, `vi.useFakeTimers`…) run isolated, as before, because a mock registered by one file
 * would otherwise stay in the modules the next file imports. The setup file runs for every file in both.
 */
function isolationProjects(dir: string, shareModules: boolean): ViteUserConfig['test'] {
  const files = testFiles(dir);
  const isolated = shareModules ? files.filter((file) => NEEDS_ISOLATION.test(readFileSync(path.join(dir, file), 'utf8'))) : files;
  const shared = files.filter((file) => !isolated.includes(file));
  const projects: NonNullable<NonNullable<ViteUserConfig['test']>['projects']> = [];
  if (shared.length) projects.push({ extends: true, test: { name: 'shared', include: shared, isolate: false } });
  if (isolated.length) projects.push({ extends: true, test: { name: 'isolated', include: isolated, isolate: true } });
  return { projects };
}

/**
 * jsdom with vitest's globals, tests under `src/`, the setup file `src/test/setup.ts`, mocks restored and
 * stubbed globals undone after each test, and room for Primer in jsdom on a busy machine.
 */
export function workspaceTestConfig({ module, shareModules = true, overrides = {} }: WorkspaceTestOptions = {}): ViteUserConfig {
  const shared = defineConfig({
    ...(module ? { define: { __MODULE_VERSION__: JSON.stringify(versionOf(module.version)), __MODULE_NAME__: JSON.stringify(module.name) } } : {}),
    test: {
      environment: 'jsdom',
      globals: true,
      // `include` is per project (isolationProjects): test files under `src/`.
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Primer's components import their own CSS files: Vite (not Node) transforms Primer and drops the
      // styles (tests select by role and label, never by class).
      css: false,
      server: { deps: { inline: [/@primer\/react/] } },
      // Primer's first renders and role queries in jsdom are slow on a busy machine (npm test runs two
      // workspaces at a time on two cores): a test gets more than the default 5 s.
      testTimeout: 20_000,
    },
  });
  return mergeConfig(mergeConfig(shared, { test: isolationProjects(process.cwd(), shareModules) }), overrides);
}
