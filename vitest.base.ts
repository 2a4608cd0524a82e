// The unit-test configuration every front-end workspace shares (shared-kernel, issuable-ui, the shell and
// the remotes). Each workspace's vitest.config.ts calls `workspaceTestConfig` with only what differs.
import { readFileSync } from 'node:fs';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

export interface WorkspaceTestOptions {
  /**
   * A federated build (the shell, a remote): its `__MODULE_NAME__` and `__MODULE_VERSION__` constants, the
   * version given or read from the workspace's package.json (`new URL('./package.json', import.meta.url)`).
   */
  module?: { name: string; version: string | URL };
  /** Anything else that differs, merged over the shared settings. */
  overrides?: ViteUserConfig;
}

function versionOf(version: string | URL): string {
  if (typeof version === 'string') return version;
  return (JSON.parse(readFileSync(version, 'utf8')) as { version: string }).version;
}

/**
 * jsdom with vitest's globals, tests under `src/`, the setup file `src/test/setup.ts`, mocks restored and
 * stubbed globals undone after each test, and room for Primer in jsdom on a busy machine.
 */
export function workspaceTestConfig({ module, overrides = {} }: WorkspaceTestOptions = {}): ViteUserConfig {
  const shared = defineConfig({
    ...(module ? { define: { __MODULE_VERSION__: JSON.stringify(versionOf(module.version)), __MODULE_NAME__: JSON.stringify(module.name) } } : {}),
    test: {
      environment: 'jsdom',
      globals: true,
      include: ['src/**/*.test.{ts,tsx}'],
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
  return mergeConfig(shared, overrides);
}
