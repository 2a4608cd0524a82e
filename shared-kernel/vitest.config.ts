import { defineConfig } from 'vitest/config';

// The core is framework-free and must run on the server too, so tests default to Node; files that
// need a DOM (the event bus's DOM mirror, the React bindings, the UI widgets) opt in with
// `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Primer's components import their own CSS; Node cannot load `.css` from node_modules, so Vite
    // transforms Primer (and drops the styles: tests select by role and label, never by class).
    css: false,
    // Component tests render Primer in jsdom: a busy CI machine needs more than the default 5 s.
    testTimeout: 20_000,
    server: { deps: { inline: [/@primer\/react/] } },
  },
});
