import { describe, expect, it } from 'vitest';
import { canReportNoteAbuse, closeReopenButtonVisible, isOpenState, noteBadge, noteBadges, type NoteBadgeInput } from './notes';

describe('notes-area rules', () => {
  it.each([
    ['opened', true],
    ['reopened', true],
    ['closed', false],
    ['merged', false],
    ['locked', false],
  ])('isOpenState(%s) → %s', (state, expected) => {
    expect(isOpenState(state)).toBe(expected);
  });

  it.each([
    [true, 'opened', false, true],
    [true, 'opened', true, true],
    [true, 'closed', false, true],
    [true, 'closed', true, false],
    [true, 'merged', false, false],
    [false, 'opened', false, false],
  ])('closeReopenButtonVisible(canUpdate %s, %s, locked %s) → %s', (canUpdate, state, discussionLocked, expected) => {
    expect(closeReopenButtonVisible({ canUpdate, state, discussionLocked })).toBe(expected);
  });

  it.each([
    ['/abuse_reports/add_category', 2, 1, true],
    ['/abuse_reports/add_category', 1, 1, false],
    [null, 2, 1, false],
    ['', 2, 1, false],
  ])('canReportNoteAbuse(%s, author %i, user %i) → %s', (reportPath, noteAuthorId, currentUserId, expected) => {
    expect(canReportNoteAbuse({ reportPath, noteAuthorId, currentUserId })).toBe(expected);
  });

  it.each<[NoteBadgeInput, string[]]>([
    [{ isNoteableAuthor: true, accessLevel: 40 }, ['Author', 'Maintainer']],
    [{ isNoteableAuthor: true }, ['Author']],
    [{ isNoteableAuthor: false, accessLevel: 30 }, ['Developer']],
    [{ isNoteableAuthor: false, accessLevel: 'Owner' }, ['Owner']],
    [{ isNoteableAuthor: false, accessLevel: null, isContributor: true }, ['Contributor']],
    [{ isNoteableAuthor: false, accessLevel: 10, isContributor: true }, ['Guest']],
    [{ isNoteableAuthor: false }, []],
  ])('noteBadges(%j) → %j', (input, expected) => {
    expect(noteBadges(input)).toEqual(expected);
    expect(noteBadge(input)).toBe(expected[0] ?? null);
  });
});
