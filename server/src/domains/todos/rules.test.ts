import { describe, expect, it } from 'vitest';
import { canReadTodo, isTodoActionName, TODO_ACTIONS, todoActionName, todoRecipients } from './rules.ts';

const owner = { id: 7, isAdmin: false };
const admin = { id: 1, isAdmin: true };

describe('canReadTodo', () => {
  it.each([
    ['its owner, target readable', owner, true, true],
    ['its owner, target hidden from them', owner, false, false],
    ['an administrator who does not own it', admin, true, false],
    ['anonymous', null, true, false],
  ] as const)('%s → %s', (_, viewer, targetReadable, expected) => {
    expect(canReadTodo(viewer, { userId: 7 }, targetReadable)).toBe(expected);
  });
});

describe('actions', () => {
  it("uses GitLab's codes and names", () => {
    expect(TODO_ACTIONS).toMatchObject({ assigned: 1, mentioned: 2, build_failed: 3, marked: 4, approval_required: 5, unmergeable: 6, directly_addressed: 7 });
    expect(todoActionName(7)).toBe('directly_addressed');
    expect(todoActionName(99)).toBe('marked');
    expect(isTodoActionName('mentioned')).toBe(true);
    expect(isTodoActionName('toString')).toBe(false);
  });
});

describe('todoRecipients', () => {
  it('drops the actor, the users who cannot read the target and duplicates', () => {
    expect(todoRecipients([2, 3, 3, 4, 5], 2, new Set([2, 3, 5]))).toEqual([3, 5]);
  });
});
