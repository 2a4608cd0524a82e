import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// The kernel's jsdom shims (Primer needs them on mount) and test doubles.
import { liveGraphql, resetEventBus, resetQueryClient, markFirstContentShown, resetFirstContent } from 'shared-kernel/testing';

// The first render of a file loads Primer; on a busy machine that takes longer than findBy's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// No Apollo Client or WebSocket in unit tests: live notes run against the kernel's test double.
vi.mock('shared-kernel/live', () => import('shared-kernel/testing/live'));
vi.mock('shared-kernel/graphql', () => import('shared-kernel/testing/live'));

// A unit test renders a part as on a page whose first content is on screen (shared-kernel/first-content);
// a test of what waits for it calls resetFirstContent() and holds the signal itself.
beforeEach(() => markFirstContentShown());

afterEach(() => {
  cleanup();
  resetFirstContent();
  localStorage.clear();
  liveGraphql.reset();
  // Each test reads its own fake server: nothing cached by the previous one, no subscriber left on the bus.
  resetQueryClient();
  resetEventBus();
  // Anchor tests navigate to `#note_…`.
  window.location.hash = '';
});
