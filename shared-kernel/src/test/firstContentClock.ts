import { afterEach, beforeEach, vi } from 'vitest';
import { resetFirstContent } from 'shared-kernel/first-content';

type FakedTimer = 'setTimeout' | 'clearTimeout' | 'requestAnimationFrame' | 'cancelAnimationFrame';

/**
 * The first-content tests' clock: fake timers (and frames where the environment has them), the document's
 * start at 0, and a fresh signal before and after each test.
 */
export function withFirstContentClock(toFake: FakedTimer[]): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake });
    vi.spyOn(performance, 'now').mockReturnValue(0);
    resetFirstContent();
  });

  afterEach(() => {
    resetFirstContent();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
