import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { liveGraphql, markFirstContentShown, resetEventBus, resetFirstContent, resetQueryClient } from 'shared-kernel/testing';

// Primer's first render in jsdom takes longer than findBy's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// No Apollo Client or WebSocket in unit tests: live updates run against the kernel's test double.
vi.mock('shared-kernel/graphql', () => import('shared-kernel/testing/live'));
vi.mock('shared-kernel/live', () => import('shared-kernel/testing/live'));

// A unit test renders a part as on a page whose first content is on screen (shared-kernel/first-content);
// a test of what waits for it calls resetFirstContent() and holds the signal itself.
beforeEach(() => markFirstContentShown());

afterEach(() => {
  cleanup();
  resetFirstContent();
  localStorage.clear();
  liveGraphql.reset();
  // Reads are cached per page: each test starts with an empty cache and bus.
  resetQueryClient();
  resetEventBus();
});
