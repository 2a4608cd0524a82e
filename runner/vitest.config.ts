import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // dependencyRules.test.ts runs dependency-cruiser's CLI (~2 s of CPU each); a busy machine stretches that.
    testTimeout: 120_000,
  },
});
