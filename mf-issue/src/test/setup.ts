import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { liveGraphql, resetEventBus, resetQueryClient } from 'shared-kernel/testing';

// No Apollo Client or WebSocket in unit tests: live updates run against the kernel's test double.
vi.mock('shared-kernel/graphql', () => import('shared-kernel/testing/live'));
vi.mock('shared-kernel/live', () => import('shared-kernel/testing/live'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  liveGraphql.reset();
  // Reads are cached per page: each test starts with an empty cache and bus.
  resetQueryClient();
  resetEventBus();
});
