import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: {
    __MODULE_VERSION__: JSON.stringify(version),
    __MODULE_NAME__: JSON.stringify('mf_issue'),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Primer's dist imports its CSS files; inlining lets Vite (not Node) resolve those imports.
    server: { deps: { inline: [/@primer\/react/] } },
    // Primer's role queries in jsdom are slow on a busy machine: whole-page tests get room.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
