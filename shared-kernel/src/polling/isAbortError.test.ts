import { describe, expect, it } from 'vitest';
import { isAbortError } from './isAbortError';

describe('isAbortError', () => {
  it.each<[string, unknown, boolean]>([
    ['axios CanceledError', { name: 'CanceledError', code: 'ERR_CANCELED' }, true],
    ['DOM AbortError', new DOMException('x', 'AbortError'), true],
    ['status 0 + aborted', { status: 0, aborted: true }, true],
    ['status 0 network error', { status: 0 }, false],
    ['server error', { status: 500 }, false],
    ['string', 'aborted', false],
    ['null', null, false],
  ])('%s → %s', (_, error, expected) => {
    expect(isAbortError(error)).toBe(expected);
  });
});
