import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import './domShims';
import { liveGraphql } from './fakeLiveGraphql';

// No Apollo Client or WebSocket in unit tests: live notes run against a test double.
vi.mock('shared-kernel/graphql', () => import('./fakeLiveGraphql'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  liveGraphql.reset();
});
