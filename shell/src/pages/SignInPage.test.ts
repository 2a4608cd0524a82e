import { describe, expect, it } from 'vitest';
import { safeRedirect } from './SignInPage';

describe('safeRedirect', () => {
  it.each([
    ['/gitlab-org/gitlab', '/gitlab-org/gitlab'],
    [null, '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (input, expected) => expect(safeRedirect(input)).toBe(expected));
});
