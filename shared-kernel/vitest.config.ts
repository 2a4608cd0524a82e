import { defineConfig } from 'vitest/config';

// The core is framework-free and must run on the server too, so tests default to Node; files that
// need a DOM (the event bus's DOM mirror, the React bindings) opt in with `// @vitest-environment jsdom`.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
