import '@testing-library/jest-dom/vitest';
// jsdom shims (ResizeObserver, IntersectionObserver, the Popover API, scrolling) and the kernel's test doubles.
import { resetQueryClient, resetRoutes } from 'shared-kernel/testing';

// Each test starts with an empty page cache and route table, as a fresh page would.
afterEach(() => {
  resetQueryClient();
  resetRoutes();
});
