import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// jsdom shims (ResizeObserver, IntersectionObserver, the Popover API, scrolling) and the kernel's test doubles.
import { resetQueryClient, resetRoutes, markFirstContentShown, resetFirstContent } from 'shared-kernel/testing';

// Primer's first render in jsdom takes longer than findBy's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// A unit test renders a part as on a page whose first content is on screen (shared-kernel/first-content);
// a test of what waits for it calls resetFirstContent() and holds the signal itself.
beforeEach(() => markFirstContentShown());

// Each test starts with an empty page cache and route table, as a fresh page would.
// Test files share one module graph (vitest.base.ts), so Testing Library's own per-file cleanup hook is
// registered once only: unmount here, after every test of every file.
afterEach(() => {
  cleanup();
  resetFirstContent();
  resetQueryClient();
  resetRoutes();
});
