import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
// jsdom shims (ResizeObserver, IntersectionObserver, the Popover API, scrolling) and the kernel's test doubles.
import { resetQueryClient, resetRoutes } from 'shared-kernel/testing';

// Primer's first render in jsdom takes longer than findBy's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts with an empty page cache and route table, as a fresh page would.
afterEach(() => {
  resetQueryClient();
  resetRoutes();
});
