import { describe, expect, it } from 'vitest';
import { isNotesAreaHash } from './anchors';

describe('isNotesAreaHash', () => {
  it.each([
    ['#note_123', true],
    ['note_123', true],
    ['#note_', true],
    ['#diff-content-4f1e2a', true],
    ['diff-content', true],
    ['#top', false],
    ['#user-content-steps', false],
    ['#notes', false],
    ['', false],
    ['#', false],
  ])('%s → %s', (hash, expected) => {
    expect(isNotesAreaHash(hash)).toBe(expected);
  });
});
