import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const postgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  resolve: {
    // Node loads graphql's CommonJS entry for Yoga; tests must use the same copy, or schemas built
    // by one are "from another realm" for the other.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One database per worker, shared by that worker's files (src/test/harness.ts): PGlite costs
    // seconds and ~0.8 GB to start. PostgreSQL runs one worker so reruns reset one schema.
    isolate: false,
    maxWorkers: postgres ? 1 : 2,
    fileParallelism: !postgres,
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
