import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { epicFixtures } from '../epics/fixtures.testing.ts';
import { groups } from '../groups/tables.ts';
import { memberships } from '../memberships/tables.ts';
import { ACCESS } from '../memberships/rules.ts';
import { TODO_ACTIONS } from './rules.ts';
import { todos, type TodoRow } from './tables.ts';

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
});
afterAll(async () => {
  await f.t.close();
});

type TodoJson = { id: number; action_name: string; target_type: string; state: string; body: string; target_url: string; target: { id: number; iid: number }; author: { username: string } };

const ROLES = ['guest', 'reporter', 'developer', 'maintainer', 'owner', 'root', 'outsider'] as const;

/** The user's to-dos (any state) on one target, straight from the table. */
async function todosOf(username: string, targetType: 'Issue' | 'Epic', targetId: number): Promise<TodoRow[]> {
  return f.t.database.db
    .select()
    .from(todos)
    .where(and(eq(todos.userId, await f.userId(username)), eq(todos.targetType, targetType), eq(todos.targetId, targetId)))
    .orderBy(todos.id);
}

/** The ids a user's GET /todos lists (with `query`). */
async function listed(username: string, query = ''): Promise<number[]> {
  const response = await f.api('GET', `/todos${query}`, username);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TodoJson[]>().map((todo) => todo.id);
}

async function insertTodo(username: string, target: { type: 'Issue' | 'Epic'; id: number }, options: { projectId?: number | null; groupId?: number | null } = {}): Promise<TodoRow> {
  const [row] = await f.t.database.db
    .insert(todos)
    .values({
      userId: await f.userId(username),
      authorId: await f.userId('root'),
      targetType: target.type,
      targetId: target.id,
      projectId: target.type === 'Issue' ? (options.projectId ?? 1) : null,
      groupId: target.type === 'Epic' ? (options.groupId ?? null) : null,
      action: TODO_ACTIONS.marked,
    })
    .returning();
  if (!row) throw new Error('no todo');
  return row;
}

describe('POST /projects/:id/issues/:issue_iid/todo', () => {
  it('401 anonymous, 404 where the issue is hidden, 201 with the to-do, then 304 while it is pending', async () => {
    const issue = await f.freshIssue('developer');
    const secret = await f.freshIssue('developer', { confidential: true });
    expect((await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'anonymous')).statusCode).toBe(401);
    for (const who of ['guest', 'outsider']) {
      const hidden = await f.api('POST', `/projects/1/issues/${secret.iid}/todo`, who);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: '404 Issue Not Found' });
    }
    expect((await f.api('POST', '/projects/1/issues/999999/todo', 'developer')).statusCode).toBe(404);
    expect((await f.api('POST', `/projects/${encodeURIComponent('gitlab-org/platform/infrastructure')}/issues/1/todo`, 'outsider')).json()).toEqual({ message: '404 Project Not Found' });

    const created = await f.api('POST', `/projects/${encodeURIComponent('gitlab-org/gitlab')}/issues/${issue.iid}/todo`, 'reporter');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      project: { id: 1, path_with_namespace: 'gitlab-org/gitlab', path: 'gitlab' },
      author: { username: 'reporter' },
      action_name: 'marked',
      target_type: 'Issue',
      target: { id: issue.id, iid: issue.iid, project_id: 1, title: 'Fresh issue', state: 'opened' },
      target_url: `http://localhost:8080/gitlab-org/gitlab/-/issues/${issue.iid}`,
      body: 'Fresh issue',
      state: 'pending',
    });
    expect(created.json()).not.toHaveProperty('group');
    const again = await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'reporter');
    expect(again.statusCode).toBe(304);
    expect(await todosOf('reporter', 'Issue', issue.id)).toHaveLength(1);

    // Done, it no longer blocks a new one.
    expect((await f.api('POST', `/todos/${created.json<TodoJson>().id}/mark_as_done`, 'reporter')).json()).toMatchObject({ state: 'done' });
    expect((await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'reporter')).statusCode).toBe(201);
  });
});

describe('POST /groups/:id/epics/:epic_iid/todo', () => {
  it('creates a to-do on an epic the user may read (group, no project), 304 when pending, 404 otherwise', async () => {
    const epic = await e.epic('gitlab-org', 1);
    expect((await f.api('POST', '/groups/gitlab-org/epics/1/todo', 'anonymous')).statusCode).toBe(401);
    const created = await f.api('POST', '/groups/gitlab-org/epics/1/todo', 'developer');
    expect(created.statusCode, created.body).toBe(201);
    const json = created.json<Record<string, unknown>>();
    expect(json).toMatchObject({
      group: { id: epic.groupId, full_path: 'gitlab-org', kind: 'group' },
      action_name: 'marked',
      target_type: 'Epic',
      target: { id: epic.id, iid: 1, group_id: epic.groupId, references: { full: 'gitlab-org&1' } },
      target_url: 'http://localhost:8080/groups/gitlab-org/-/epics/1',
      body: epic.title,
      state: 'pending',
    });
    expect(json).not.toHaveProperty('project');
    expect((await f.api('POST', `/groups/${epic.groupId}/epics/1/todo`, 'developer')).statusCode).toBe(304);
    // Confidential epic 3: reporters and up.
    const hidden = await f.api('POST', '/groups/gitlab-org/epics/3/todo', 'guest');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: '404 Epic Not Found' });
    expect((await f.api('POST', '/groups/gitlab-org/epics/3/todo', 'reporter')).statusCode).toBe(201);
  });
});

describe('GET /todos', () => {
  it('lists the pending to-dos of the user, newest first, paginated, with the filters of the API', async () => {
    expect((await f.api('GET', '/todos', 'anonymous')).statusCode).toBe(401);
    const first = await f.freshIssue('developer');
    const second = await f.freshIssue('developer');
    const a = (await f.api('POST', `/projects/1/issues/${first.iid}/todo`, 'maintainer')).json<TodoJson>();
    const b = (await f.api('POST', `/projects/1/issues/${second.iid}/todo`, 'maintainer')).json<TodoJson>();
    const epicTodo = (await f.api('POST', '/groups/gitlab-org/epics/2/todo', 'maintainer')).json<TodoJson>();
    const mine = await listed('maintainer');
    expect(mine.slice(0, 3)).toEqual([epicTodo.id, b.id, a.id]);

    const page = await f.api('GET', '/todos?per_page=1&page=2', 'maintainer');
    expect(page.json<TodoJson[]>().map((todo) => todo.id)).toEqual([b.id]);
    expect(page.headers).toMatchObject({ 'x-page': '2', 'x-per-page': '1', 'x-total': String(mine.length), 'x-next-page': mine.length > 2 ? '3' : '', 'x-prev-page': '1' });
    expect(page.headers.link).toContain('rel="next"');

    const epics = await listed('maintainer', '?type=Epic');
    expect(epics).toContain(epicTodo.id);
    expect(epics).not.toContain(a.id);
    expect(await listed('maintainer', '?type=MergeRequest')).toEqual([]);
    expect(await listed('maintainer', '?type=Issue')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await listed('maintainer', '?project_id=1')).not.toContain(epicTodo.id);
    // A group: its epics and its projects' issues, subgroups included (Todo.for_group_ids_and_descendants).
    expect(await listed('maintainer', `?group_id=${(await e.epic('gitlab-org', 2)).groupId}`)).toEqual(expect.arrayContaining([epicTodo.id, a.id, b.id]));
    const [acme] = await f.t.database.db.select().from(groups).where(eq(groups.fullPath, 'acme-corp'));
    expect(await listed('maintainer', `?group_id=${acme?.id}`)).toEqual([]);
    expect(await listed('maintainer', `?author_id=${await f.userId('maintainer')}&action=marked`)).toEqual(expect.arrayContaining([a.id, b.id, epicTodo.id]));
    expect(await listed('maintainer', '?action=assigned')).not.toContain(a.id);
    expect(await listed('maintainer', '?state=done')).not.toContain(a.id);

    for (const [query, error] of [
      ['?action=bogus', 'action does not have a valid value'],
      ['?state=closed', 'state does not have a valid value'],
      ['?type=Snippet', 'type does not have a valid value'],
      ['?project_id=abc', 'project_id is invalid'],
    ] as const) {
      const refused = await f.api('GET', `/todos${query}`, 'maintainer');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error });
    }

    // Nobody else sees them.
    expect(await listed('developer')).not.toContain(a.id);
  });

  it('mark_as_done answers the to-do done (404 for anybody else\'s or a missing one); mark all answers 204', async () => {
    const issue = await f.freshIssue('developer');
    const todo = (await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'developer')).json<TodoJson>();
    expect((await f.api('POST', `/todos/${todo.id}/mark_as_done`, 'anonymous')).statusCode).toBe(401);
    for (const [who, id] of [
      ['reporter', todo.id],
      ['developer', 99999999],
      ['developer', 'abc'],
    ] as const) {
      const missing = await f.api('POST', `/todos/${id}/mark_as_done`, who);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: '404 Not Found' });
    }
    const done = await f.api('POST', `/todos/${todo.id}/mark_as_done`, 'developer');
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ id: todo.id, state: 'done' });
    expect(await listed('developer', '?state=done')).toContain(todo.id);
    expect(await listed('developer')).not.toContain(todo.id);

    await f.api('POST', '/groups/gitlab-org/epics/1/todo', 'guest');
    await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'guest');
    expect((await listed('guest')).length).toBeGreaterThanOrEqual(2);
    const all = await f.api('POST', '/todos/mark_as_done', 'guest');
    expect(all.statusCode).toBe(204);
    expect(all.body).toBe('');
    expect(await listed('guest')).toEqual([]);
    expect((await f.api('POST', '/todos/mark_as_done', 'anonymous')).statusCode).toBe(401);
  });
});

describe('reading to-dos (todos/rules.ts): only one\'s own, only while the target stays readable', () => {
  it('a to-do on a confidential issue is listed for reporter and up (and the admin), not for guest or non-member', async () => {
    const secret = await f.freshIssue('root', { confidential: true });
    const ids = new Map<string, number>();
    for (const role of ROLES) ids.set(role, (await insertTodo(role, { type: 'Issue', id: secret.id })).id);
    const sees: Record<(typeof ROLES)[number], boolean> = { guest: false, reporter: true, developer: true, maintainer: true, owner: true, root: true, outsider: false };
    for (const role of ROLES) {
      const id = ids.get(role) as number;
      expect(await listed(role, '?type=Issue'), role).toEqual(sees[role] ? expect.arrayContaining([id]) : expect.not.arrayContaining([id]));
      const done = await f.api('POST', `/todos/${id}/mark_as_done`, role);
      expect(done.statusCode, role).toBe(sees[role] ? 201 : 404);
    }
    expect((await f.api('GET', '/todos', 'anonymous')).statusCode).toBe(401);
  });

  it('an issue turned confidential drops out of a guest\'s list, and comes back when visible again', async () => {
    const issue = await f.freshIssue('developer');
    const todo = (await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'guest')).json<TodoJson>();
    expect(await listed('guest')).toContain(todo.id);
    await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'maintainer', { confidential: true });
    expect(await listed('guest')).not.toContain(todo.id);
    expect((await f.api('GET', '/user_counts', 'guest')).json<{ todos: number }>().todos).toBe((await listed('guest')).length);
    await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'maintainer', { confidential: false });
    expect(await listed('guest')).toContain(todo.id);
  });

  it('a to-do in a private project drops out when the user leaves it', async () => {
    const db = f.t.database.db;
    const outsider = await f.userId('outsider');
    // gitlab-org/platform/infrastructure (private): outsider joins as a reporter, marks its issue, then leaves.
    const [membership] = await db.insert(memberships).values({ userId: outsider, sourceType: 'project', sourceId: 2, accessLevel: ACCESS.REPORTER }).returning();
    const path = `/projects/${encodeURIComponent('gitlab-org/platform/infrastructure')}/issues/1/todo`;
    const created = await f.api('POST', path, 'outsider');
    expect(created.statusCode, created.body).toBe(201);
    const todo = created.json<TodoJson>();
    expect(await listed('outsider')).toContain(todo.id);
    await db.delete(memberships).where(eq(memberships.id, membership?.id ?? 0));
    expect(await listed('outsider')).not.toContain(todo.id);
    expect((await f.api('POST', `/todos/${todo.id}/mark_as_done`, 'outsider')).statusCode).toBe(404);
  });
});

describe('automatic to-dos from the issuable core\'s events', () => {
  it('assigning creates an `assigned` to-do for each newly assigned user, not for the one who assigns', async () => {
    const issue = await f.freshIssue('developer');
    const [reporter, developer, guest] = [await f.userId('reporter'), await f.userId('developer'), await f.userId('guest')];
    expect((await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'developer', { assignee_ids: [reporter, developer] })).statusCode).toBe(200);
    expect(await todosOf('developer', 'Issue', issue.id)).toEqual([]);
    const [assigned] = await todosOf('reporter', 'Issue', issue.id);
    expect(assigned).toMatchObject({ action: TODO_ACTIONS.assigned, authorId: developer, state: 'pending', projectId: 1 });
    const listedJson = (await f.api('GET', '/todos?action=assigned', 'reporter')).json<TodoJson[]>();
    expect(listedJson.find((todo) => todo.id === assigned?.id)).toMatchObject({ action_name: 'assigned', author: { username: 'developer' } });

    // Adding guest: only guest is newly assigned.
    await f.api('POST', `/todos/${assigned?.id}/mark_as_done`, 'reporter');
    await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'developer', { assignee_ids: [reporter, developer, guest] });
    expect((await todosOf('reporter', 'Issue', issue.id)).map((todo) => todo.state)).toEqual(['done']);
    expect(await todosOf('guest', 'Issue', issue.id)).toMatchObject([{ action: TODO_ACTIONS.assigned }]);
  });

  it('mentions in a description: directly addressed at the start of a line, mentioned elsewhere; never the author, never someone who cannot read it; only new mentions on edit', async () => {
    const created = await f.api('POST', '/projects/1/issues', 'developer', { title: 'Mentions', description: '@reporter please look.\ncc @guest and @developer, `@maintainer` in code' });
    expect(created.statusCode, created.body).toBe(201);
    const issue = created.json<{ id: number; iid: number }>();
    expect(await todosOf('reporter', 'Issue', issue.id)).toMatchObject([{ action: TODO_ACTIONS.directly_addressed, authorId: await f.userId('developer') }]);
    expect(await todosOf('guest', 'Issue', issue.id)).toMatchObject([{ action: TODO_ACTIONS.mentioned }]);
    expect(await todosOf('developer', 'Issue', issue.id)).toEqual([]);
    expect(await todosOf('maintainer', 'Issue', issue.id)).toEqual([]);

    // The guest marks it done; an edit that keeps the old mentions and adds one creates only the new one.
    const [guestTodo] = await todosOf('guest', 'Issue', issue.id);
    await f.api('POST', `/todos/${guestTodo?.id}/mark_as_done`, 'guest');
    await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'developer', { description: '@reporter please look.\ncc @guest and @developer\n\n@owner too' });
    expect((await todosOf('guest', 'Issue', issue.id)).map((todo) => todo.state)).toEqual(['done']);
    expect(await todosOf('owner', 'Issue', issue.id)).toMatchObject([{ action: TODO_ACTIONS.directly_addressed }]);
    expect(await todosOf('reporter', 'Issue', issue.id)).toHaveLength(1);

    // Confidential: the guest and the non-member cannot read it, so they get nothing.
    const secret = await f.freshIssue('developer', { confidential: true });
    await f.api('PUT', `/projects/1/issues/${secret.iid}`, 'developer', { description: 'Ping @guest @outsider @maintainer' });
    expect(await todosOf('guest', 'Issue', secret.id)).toEqual([]);
    expect(await todosOf('outsider', 'Issue', secret.id)).toEqual([]);
    expect(await todosOf('maintainer', 'Issue', secret.id)).toMatchObject([{ action: TODO_ACTIONS.mentioned }]);
  });

  it('a comment mentioning someone gives them a to-do pointing at the note; commenting resolves the author\'s own', async () => {
    const issue = await f.freshIssue('developer');
    const own = (await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'reporter')).json<TodoJson>();
    const note = await f.api('POST', `/projects/1/issues/${issue.iid}/notes`, 'reporter', { body: '@maintainer can you check this?' });
    expect(note.statusCode, note.body).toBe(201);
    const noteId = note.json<{ id: number }>().id;
    const [todo] = await todosOf('maintainer', 'Issue', issue.id);
    expect(todo).toMatchObject({ action: TODO_ACTIONS.directly_addressed, noteId });
    const json = (await f.api('GET', '/todos?action=directly_addressed', 'maintainer')).json<TodoJson[]>().find((item) => item.id === todo?.id);
    expect(json).toMatchObject({ body: '@maintainer can you check this?', target_url: `http://localhost:8080/gitlab-org/gitlab/-/issues/${issue.iid}#note_${noteId}` });
    expect((await todosOf('reporter', 'Issue', issue.id)).find((row) => row.id === own.id)?.state).toBe('done');

    // Editing the comment: only users it did not mention before.
    await f.api('POST', `/todos/${todo?.id}/mark_as_done`, 'maintainer');
    const edited = await f.api('PUT', `/projects/1/issues/${issue.iid}/notes/${noteId}`, 'reporter', { body: '@maintainer can you check this? @owner as well' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await todosOf('maintainer', 'Issue', issue.id)).map((row) => row.state)).toEqual(['done']);
    expect(await todosOf('owner', 'Issue', issue.id)).toMatchObject([{ action: TODO_ACTIONS.mentioned, noteId }]);

    // An internal note does not give a to-do to a guest, who cannot read it.
    const internal = await f.api('POST', `/projects/1/issues/${issue.iid}/notes`, 'reporter', { body: 'Internal: @guest and @developer', internal: true });
    expect(internal.statusCode, internal.body).toBe(201);
    expect(await todosOf('guest', 'Issue', issue.id)).toEqual([]);
    expect(await todosOf('developer', 'Issue', issue.id)).toMatchObject([{ action: TODO_ACTIONS.mentioned }]);
  });

  it('closing an issuable marks the closer\'s pending to-dos on it done, nobody else\'s', async () => {
    const issue = await f.freshIssue('developer');
    await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'maintainer');
    await f.api('POST', `/projects/1/issues/${issue.iid}/todo`, 'reporter');
    expect((await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'maintainer', { state_event: 'close' })).statusCode).toBe(200);
    expect((await todosOf('maintainer', 'Issue', issue.id)).map((todo) => todo.state)).toEqual(['done']);
    expect((await todosOf('reporter', 'Issue', issue.id)).map((todo) => todo.state)).toEqual(['pending']);
  });
});

describe('GET /user_counts', () => {
  it('401 anonymous; the pending to-dos the user may read and their open assigned issues', async () => {
    expect((await f.api('GET', '/user_counts', 'anonymous')).statusCode).toBe(401);
    const issue = await f.freshIssue('developer');
    await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'developer', { assignee_ids: [await f.userId('owner')] });
    const counts = (await f.api('GET', '/user_counts', 'owner')).json<Record<string, number>>();
    expect(Object.keys(counts).sort()).toEqual(['assigned_issues', 'assigned_merge_requests', 'merge_requests', 'review_requested_merge_requests', 'todos']);
    expect(counts.todos).toBe((await listed('owner', '?per_page=100')).length);
    expect(counts.todos).toBeGreaterThan(0);
    expect(counts.assigned_issues).toBeGreaterThan(0);
    await f.api('POST', '/todos/mark_as_done', 'owner');
    expect((await f.api('GET', '/user_counts', 'owner')).json()).toMatchObject({ todos: 0, merge_requests: 0 });
  });
});
