import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// jsdom shims (ResizeObserver, IntersectionObserver, the Popover API, scrolling) and the kernel's test doubles.
import { resetQueryClient, resetRoutes } from 'shared-kernel/testing';

// Primer's first render in jsdom takes longer than findBy's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts with an empty page cache and route table, as a fresh page would.
// Test files share one module graph (vitest.base.ts), so Testing Library's own per-file cleanup hook is
// registered once only: unmount here, after every test of every file.
afterEach(() => {
  cleanup();
  resetQueryClient();
  resetRoutes();
});
