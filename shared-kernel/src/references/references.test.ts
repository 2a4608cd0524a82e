import { describe, expect, it } from 'vitest';
import { isWorkItemReference, parseReference, splitReferences } from './references';

describe('work-item references', () => {
  it.each([
    ['#101', true],
    ['&101', true],
    ['gitlab-org&101', true],
    ['gitlab-org/project-path#101', true],
    ['gitlab-org/sub-group/project-path#101', true],
    ['101', false],
    ['#', false],
    ['&', false],
    [' &101', false],
    ['gitlab-org', false],
    ['gitlab-org101#', false],
    ['#gitlab-org101', false],
  ])('isWorkItemReference(%j) → %s', (text, expected) => {
    expect(isWorkItemReference(text)).toBe(expected);
  });

  it.each([
    ['#101', { sigil: '#', iid: 101 }],
    ['&7', { sigil: '&', iid: 7 }],
    ['gitlab-org&101', { fullPath: 'gitlab-org', sigil: '&', iid: 101 }],
    ['gitlab-org/sub-group/project-path#101', { fullPath: 'gitlab-org/sub-group/project-path', sigil: '#', iid: 101 }],
    ['gitlab-org', null],
  ])('parseReference(%j) → %j', (text, expected) => {
    expect(parseReference(text)).toEqual(expected);
  });

  it('splits on whitespace, dropping blanks and duplicates', () => {
    expect(splitReferences('  #1 &2\n\tgroup/project#3  #1 \n')).toEqual(['#1', '&2', 'group/project#3']);
    expect(splitReferences('   ')).toEqual([]);
  });
});
