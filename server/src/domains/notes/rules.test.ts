import { describe, expect, it } from 'vitest';
import type { IssueRow } from '../issues/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import { extractCommands } from '../issues/quickActions.ts';
import {
  canAdminNote,
  canAwardEmoji,
  canCreateInternalNote,
  canCreateNote,
  canReadInternalNotes,
  canResolveNote,
  clampPerPage,
  fullMessages,
  noteBodyErrors,
  toSentence,
  type NoteableAccess,
} from './rules.ts';

const access = (over: Partial<NoteableAccess> = {}): NoteableAccess => ({
  viewer: { id: 1, isAdmin: false },
  accessLevel: ACCESS.NO_ACCESS,
  noteableAuthorId: 99,
  discussionLocked: false,
  archived: false,
  ...over,
});
const note = { authorId: 1, system: false, internal: false, resolvable: true };

describe('note rules', () => {
  it('lets any signed-in reader comment, except on archived projects or locked discussions for non-members', () => {
    expect(canCreateNote(access({ viewer: null }))).toBe(false);
    expect(canCreateNote(access())).toBe(true);
    expect(canCreateNote(access({ archived: true, accessLevel: ACCESS.OWNER }))).toBe(false);
    expect(canCreateNote(access({ discussionLocked: true }))).toBe(false);
    expect(canCreateNote(access({ discussionLocked: true, accessLevel: ACCESS.GUEST }))).toBe(true);
    expect(canCreateNote(access({ discussionLocked: true, viewer: { id: 1, isAdmin: true } }))).toBe(true);
  });

  it('locked discussions also stop non-members editing, reacting and resolving', () => {
    const locked = access({ discussionLocked: true });
    expect(canAdminNote(locked, note)).toBe(false);
    expect(canAwardEmoji(locked, note)).toBe(false);
    expect(canResolveNote(locked, note)).toBe(false);
    expect(canAdminNote(access(), note)).toBe(true);
  });

  it('internal notes: reporter+ and admins read and write; the noteable author without a role does not', () => {
    expect(canReadInternalNotes(access({ accessLevel: ACCESS.GUEST }))).toBe(false);
    expect(canReadInternalNotes(access({ accessLevel: ACCESS.REPORTER }))).toBe(true);
    expect(canReadInternalNotes(access({ noteableAuthorId: 1 }))).toBe(false);
    expect(canReadInternalNotes(access({ noteableAuthorId: 1, accessLevel: ACCESS.REPORTER }))).toBe(true);
    expect(canReadInternalNotes(access({ viewer: null }))).toBe(false);
    expect(canCreateInternalNote(access({ noteableAuthorId: 1 }))).toBe(false);
    expect(canCreateInternalNote(access({ accessLevel: ACCESS.REPORTER }))).toBe(true);
  });

  it('resolving: developer+, the note author, the noteable author, admins', () => {
    const other = { ...note, authorId: 2 };
    expect(canResolveNote(access({ accessLevel: ACCESS.REPORTER }), other)).toBe(false);
    expect(canResolveNote(access({ accessLevel: ACCESS.DEVELOPER }), other)).toBe(true);
    expect(canResolveNote(access(), note)).toBe(true);
    expect(canResolveNote(access({ noteableAuthorId: 1 }), other)).toBe(true);
    expect(canResolveNote(access({ accessLevel: ACCESS.OWNER }), { ...other, resolvable: false })).toBe(false);
  });

  it('validates bodies with GitLab messages', () => {
    expect(fullMessages(noteBodyErrors(''))).toEqual(["Note can't be blank"]);
    expect(fullMessages(noteBodyErrors('x'.repeat(1_000_001)))).toEqual(['Note is too long (maximum is 1000000 characters)']);
    expect(noteBodyErrors('x'.repeat(1_000_000))).toEqual({});
    expect(toSentence(['a', 'b', 'c'])).toBe('a, b, and c');
  });

  it('caps discussions per_page at 100 and defaults to 20', () => {
    expect(clampPerPage(undefined)).toBe(20);
    expect(clampPerPage('45')).toBe(45);
    expect(clampPerPage('1000')).toBe(100);
    expect(clampPerPage('abc')).toBe(20);
  });
});

describe('quick actions', () => {
  const issue = { state: 'opened', confidential: false, authorId: 99 } as IssueRow;
  const reporter = access({ accessLevel: ACCESS.REPORTER });

  it('extracts available commands and keeps the rest', () => {
    const result = extractCommands('Hi\n/close\n/title  New name \n/unknown', issue, reporter, { supportsLock: false });
    expect(result).toEqual({
      content: 'Hi\n/unknown',
      changes: { state_event: 'close', title: 'New name' },
      references: {},
      commandNames: ['close', 'title'],
      messages: ['Closed this issue.', 'Changed the title to "New name".'],
    });
  });

  it('ignores commands in code fences, unavailable commands and lock without support', () => {
    expect(extractCommands('```\n/close\n```', issue, reporter, { supportsLock: false }).commandNames).toEqual([]);
    expect(extractCommands('/reopen', issue, reporter, { supportsLock: false }).commandNames).toEqual([]);
    expect(extractCommands('/close', issue, access({ accessLevel: ACCESS.GUEST }), { supportsLock: false }).commandNames).toEqual([]);
    expect(extractCommands('/close', issue, access({ noteableAuthorId: 1 }), { supportsLock: false }).commandNames).toEqual(['close']);
    expect(extractCommands('/lock', issue, reporter, { supportsLock: false }).commandNames).toEqual([]);
    expect(extractCommands('/lock', issue, reporter, { supportsLock: true }).changes).toEqual({ discussion_locked: true });
  });
});
