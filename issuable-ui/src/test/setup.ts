import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { resetEventBus, resetQueryClient } from 'shared-kernel/testing';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetQueryClient();
  resetEventBus();
});
