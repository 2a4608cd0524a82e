import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Primer's dist imports its CSS files; inlining lets Vite (not Node) resolve those imports.
    server: { deps: { inline: [/@primer\/react/] } },
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
