import { afterEach } from 'vitest';
import { configure } from '@testing-library/dom';

// The widget tests render Primer in jsdom; on a busy machine (npm test runs two workspaces at a time on
// two cores) the first render of a file takes longer than findBy's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// Test files share one module graph (vitest.base.ts), so Testing Library's own per-file cleanup hook is
// registered once only: the files that render (in jsdom) are unmounted here, after every test.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
