import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetEventBus, resetQueryClient, markFirstContentShown, resetFirstContent } from 'shared-kernel/testing';

// Primer's first render in jsdom takes longer than findBy's 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// A unit test renders a part as on a page whose first content is on screen (shared-kernel/first-content);
// a test of what waits for it calls resetFirstContent() and holds the signal itself.
beforeEach(() => markFirstContentShown());

afterEach(() => {
  cleanup();
  resetFirstContent();
  localStorage.clear();
  resetQueryClient();
  resetEventBus();
});
