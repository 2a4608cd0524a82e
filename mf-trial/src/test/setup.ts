import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// jsdom shims and the kernel's test doubles.
import { resetQueryClient } from 'shared-kernel/testing';

// Primer's first render in jsdom takes longer than findBy's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Each test starts with an empty page cache, as a fresh page would.
  resetQueryClient();
});
