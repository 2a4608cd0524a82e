import { describe, expect, it } from 'vitest';
import { ACCESS } from '../memberships/rules.ts';
import { epicColorErrors, epicTextColor, epicValidationErrors, evaluateEpicAbilities } from './rules.ts';

const user = { id: 2, isAdmin: false };
const admin = { id: 1, isAdmin: true };
const epic = { confidential: false, authorId: 9 };

describe('evaluateEpicAbilities (EpicPolicy, simplified)', () => {
  it.each([
    ['anonymous on a public group', null, 'public', 0, epic, { readEpic: true, createNote: false, awardEmoji: false, updateEpic: false, destroyEpic: false }],
    ['a non-member on a public group', user, 'public', 0, epic, { readEpic: true, createNote: true, awardEmoji: true, updateEpic: false, createConfidentialNote: false }],
    ['a non-member on a private group', user, 'private', 0, epic, { readEpic: false, createNote: false, updateEpic: false }],
    ['a guest of a private group', user, 'private', ACCESS.GUEST, epic, { readEpic: true, createNote: true, updateEpic: false }],
    ['a guest on a confidential epic', user, 'public', ACCESS.GUEST, { ...epic, confidential: true }, { readEpic: false, createNote: false }],
    ['a reporter on a confidential epic', user, 'public', ACCESS.REPORTER, { ...epic, confidential: true }, { readEpic: true, updateEpic: true, adminEpic: true, createConfidentialNote: true, destroyEpic: false }],
    ['a maintainer', user, 'public', ACCESS.MAINTAINER, epic, { updateEpic: true, destroyEpic: false }],
    ['an owner', user, 'private', ACCESS.OWNER, epic, { updateEpic: true, destroyEpic: true, createEpic: true }],
    ['an admin', admin, 'private', 0, { ...epic, confidential: true }, { readEpic: true, updateEpic: true, destroyEpic: true, createConfidentialNote: true }],
    ['the author who is a guest', { id: 9, isAdmin: false }, 'public', ACCESS.GUEST, epic, { isAuthor: true, updateEpic: false }],
  ] as const)('%s', (_name, viewer, visibility, level, target, expected) => {
    expect(evaluateEpicAbilities(viewer, { visibility }, level, target)).toMatchObject(expected);
  });
});

describe('epic validation', () => {
  it('takes only the five suggested colours', () => {
    expect(epicColorErrors('#1068BF')).toEqual([]);
    expect(epicColorErrors('#694cc0')).toEqual([]);
    expect(epicColorErrors('#000000')).toEqual(['is not included in the list']);
    expect(epicColorErrors('blue')).toEqual(['must be a valid color code']);
    expect(epicTextColor('#1068bf')).toBe('#FFFFFF');
    expect(epicTextColor('#f0f0f0')).toBe('#1F1E24');
  });

  it('checks the title and description like issues', () => {
    expect(epicValidationErrors({ title: ' ' })).toEqual({ title: ["can't be blank"] });
    expect(epicValidationErrors({ title: null })).toEqual({ title: ["can't be blank"] });
    expect(epicValidationErrors({ title: 'x'.repeat(256) })).toEqual({ title: ['is too long (maximum is 255 characters)'] });
    expect(epicValidationErrors({ description: 'x'.repeat(1_048_577) })).toEqual({ description: ['is too long (maximum is 1048576 characters)'] });
    expect(epicValidationErrors({ title: 'Fine', description: null })).toEqual({});
  });
});
