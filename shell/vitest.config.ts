import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __MODULE_VERSION__: JSON.stringify('0.0.0-test'), __MODULE_NAME__: JSON.stringify('shell') },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Component tests render Primer in jsdom: a busy CI machine needs more than the default 5 s.
    testTimeout: 20_000,
    // Primer ships CSS imports inside its ESM: let Vite transform it instead of Node importing .css.
    server: { deps: { inline: [/@primer\/react/] } },
  },
});
