import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: {
    __MODULE_VERSION__: JSON.stringify(version),
    __MODULE_NAME__: JSON.stringify('mf_notes'),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Primer's dist imports its CSS files; inlining lets Vite (not Node) resolve those imports.
    server: { deps: { inline: [/@primer\/react/] } },
    // Primer-heavy integration tests take seconds in jsdom; a busy machine (a build alongside) must not fail them.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
