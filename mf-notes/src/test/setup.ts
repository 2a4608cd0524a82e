import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import './domShims';
import { liveGraphql } from './fakeLiveGraphql';

// The first render of a file loads Primer; on a busy machine that takes longer than findBy's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// No Apollo Client or WebSocket in unit tests: live notes run against a test double.
vi.mock('shared-kernel/live', () => import('./fakeLiveGraphql'));
vi.mock('shared-kernel/graphql', () => import('./fakeLiveGraphql'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  liveGraphql.reset();
});
