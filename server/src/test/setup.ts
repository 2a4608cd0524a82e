import { beforeAll } from 'vitest';
import { testDatabase } from './harness.ts';

// Start the worker's database before any test's own timeout starts ticking (PGlite boots in seconds).
beforeAll(async () => {
  await testDatabase();
}, 120_000);
