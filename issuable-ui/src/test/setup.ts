import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetEventBus, resetQueryClient } from 'shared-kernel/testing';

// Primer's first render in jsdom takes longer than findBy's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetQueryClient();
  resetEventBus();
});
