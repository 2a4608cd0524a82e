import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
// jsdom shims and the kernel's test doubles.
import { resetQueryClient } from 'shared-kernel/testing';

afterEach(() => {
  cleanup();
  // Each test starts with an empty page cache, as a fresh page would.
  resetQueryClient();
});
