import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  define: {
    __MODULE_VERSION__: JSON.stringify(version),
    __MODULE_NAME__: JSON.stringify('mf_trial'),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Component tests render Primer in jsdom: a busy CI machine needs more than the default 5 s.
    testTimeout: 20_000,
    // Primer's dist imports its CSS files; inlining lets Vite (not Node) resolve those imports.
    server: { deps: { inline: [/@primer\/react/] } },
    restoreMocks: true,
    unstubGlobals: true,
  },
});
