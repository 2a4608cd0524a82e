import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import './domShims';
import { liveGraphql } from './fakeLiveGraphql';

// No Apollo Client or WebSocket in unit tests: live updates run against a test double.
vi.mock('shared-kernel/graphql', () => import('./fakeLiveGraphql'));
vi.mock('shared-kernel/live', () => import('./fakeLiveGraphql'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  liveGraphql.reset();
});
