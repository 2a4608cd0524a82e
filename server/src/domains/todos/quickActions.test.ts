import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, PUBLIC_PROJECT, type IssueFixtures } from '../../test/issueFixtures.ts';
import { epicFixtures } from '../epics/fixtures.testing.ts';
import { extractCommands } from '../issues/quickActions.ts';
import type { IssueRow } from '../issues/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import type { NoteableAccess } from '../notes/rules.ts';
import { TODO_ACTIONS } from './rules.ts';
import { todos } from './tables.ts';

// `/todo` and `/done` on any kind's notes (GitLab's IssuableActions): the author's own to-do, through
// the to-dos service; `/todo` only without a pending one, `/done` only with one.

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
});
afterAll(async () => {
  await f.t.close();
});

const todosOf = async (who: string, type: 'Issue' | 'Epic', id: number) =>
  (
    await f.t.database.db
      .select()
      .from(todos)
      .where(and(eq(todos.userId, await f.userId(who)), eq(todos.targetType, type), eq(todos.targetId, id)))
  ).map((row) => ({ state: row.state, action: row.action }));

describe('/todo and /done availability', () => {
  const issue = { state: 'opened', confidential: false, authorId: 1 } as IssueRow;
  const access = (pendingTodo: boolean | undefined): NoteableAccess => ({
    viewer: { id: 2, isAdmin: false },
    accessLevel: ACCESS.GUEST,
    noteableAuthorId: 1,
    discussionLocked: false,
    archived: false,
    ...(pendingTodo === undefined ? {} : { pendingTodo }),
  });
  const names = (body: string, pendingTodo: boolean | undefined) => extractCommands(body, issue, access(pendingTodo), { supportsLock: false }).commandNames;

  it('`/todo` runs without a pending to-do, `/done` with one; neither when it is unknown or for anonymous', () => {
    expect(names('/todo', false)).toEqual(['todo']);
    expect(names('/todo', true)).toEqual([]);
    expect(names('/done', true)).toEqual(['done']);
    expect(names('/done', false)).toEqual([]);
    expect(names('/todo\n/done', undefined)).toEqual([]);
    expect(extractCommands('/todo', issue, { ...access(false), viewer: null }, { supportsLock: false }).commandNames).toEqual([]);
  });
});

describe('/todo and /done quick actions', () => {
  it('on an issue: adds the author a to-do, then marks it done; each runs only when it applies', async () => {
    const issue = await f.freshIssue('developer');
    const notesPath = `${PUBLIC_PROJECT}/notes?target_type=issue&target_id=${issue.id}`;
    let response = await f.call('guest', 'POST', notesPath, { note: { note: '/todo' } });
    expect(response.json()).toMatchObject({ valid: false, command_names: ['todo'], commands_changes: { todo_event: 'add' }, errors: { commands_only: ['Added a to do.'] } });
    expect(await todosOf('guest', 'Issue', issue.id)).toEqual([{ state: 'pending', action: TODO_ACTIONS.marked }]);

    response = await f.call('guest', 'POST', notesPath, { note: { note: '/done' } });
    expect(response.json()).toMatchObject({ valid: false, command_names: ['done'], commands_changes: { todo_event: 'done' }, errors: { commands_only: ['Marked to do as done.'] } });
    expect(await todosOf('guest', 'Issue', issue.id)).toEqual([{ state: 'done', action: TODO_ACTIONS.marked }]);

    // Nothing pending: `/done` does not run.
    response = await f.call('guest', 'POST', notesPath, { note: { note: 'Nothing left\n/done' } });
    expect(response.json()).toMatchObject({ note: 'Nothing left\n/done', command_names: [] });
  });

  it('on an epic, alongside other commands', async () => {
    const epic = await e.freshEpic('reporter');
    const notesPath = `${epic.path}/notes`;
    let response = await f.call('reporter', 'POST', notesPath, { note: { note: '/todo\n/award :thumbsup:' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ command_names: ['todo', 'award'], commands_changes: { todo_event: 'add', emoji_award: 'thumbsup' } });
    expect(await todosOf('reporter', 'Epic', epic.id)).toEqual([{ state: 'pending', action: TODO_ACTIONS.marked }]);
    response = await f.call('reporter', 'POST', notesPath, { note: { note: '/done' } });
    expect(response.json()).toMatchObject({ command_names: ['done'], errors: { commands_only: ['Marked to do as done.'] } });
    expect(await todosOf('reporter', 'Epic', epic.id)).toEqual([{ state: 'done', action: TODO_ACTIONS.marked }]);
  });
});
