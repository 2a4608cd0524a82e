import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformSchema } from '../../graphql/schema.ts';
import { graphql, signIn, type Browser } from '../../test/harness.ts';
import { issueFixtures, type IssueFixtures } from '../../test/issueFixtures.ts';
import { referenceSchema } from '../../test/referenceSchema.ts';
import { epicFixtures } from '../epics/fixtures.testing.ts';
import { RESOURCE_NOT_AVAILABLE } from './rules.ts';

// No client sends these yet (the epic page's to-do widget and the top bar will): GitLab 16.2's own
// operations of its sidebar to-do widget and to-do list, as the server's test of the contract.
const TODO_FIELDS = /* GraphQL */ `
  fragment TodoFields on Todo {
    id
    action
    state
    body
    targetType
    createdAt
    author { username }
    project { fullPath }
    group { fullPath }
    target { webUrl ... on Issue { iid } ... on Epic { iid } }
  }
`;

const OPERATIONS = {
  todoCreate: `mutation todoCreate($targetId: TodoableID!) { todoCreate(input: { targetId: $targetId }) { errors todo { ...TodoFields } } } ${TODO_FIELDS}`,
  todoMarkDone: `mutation todoMarkDone($id: TodoID!) { todoMarkDone(input: { id: $id }) { errors todo { ...TodoFields } } } ${TODO_FIELDS}`,
  todoRestore: `mutation todoRestore($id: TodoID!) { todoRestore(input: { id: $id }) { errors todo { ...TodoFields } } } ${TODO_FIELDS}`,
  todoRestoreMany: `mutation todoRestoreMany($ids: [TodoID!]!) { todoRestoreMany(input: { ids: $ids }) { errors todos { id state } } }`,
  todo: `query todo($id: TodoID!) { todo(id: $id) { id state targetType note { id body } } }`,
  updateEpic: `mutation updateEpic($groupPath: ID!, $iid: ID!, $description: String) { updateEpic(input: { groupPath: $groupPath, iid: $iid, description: $description }) { errors } }`,
  todosMarkAllDone: `mutation todosMarkAllDone($targetId: TodoableID) { todosMarkAllDone(input: { targetId: $targetId }) { errors todos { id state } } }`,
  currentUserTodos: `query currentUserTodos($state: [TodoStateEnum!], $type: [TodoTargetEnum!], $action: [TodoActionEnum!], $first: Int, $after: String) {
    currentUser { todos(state: $state, type: $type, action: $action, first: $first, after: $after) { nodes { ...TodoFields } pageInfo { hasNextPage endCursor } } }
  } ${TODO_FIELDS}`,
  issueTodos: `query issueTodos($fullPath: ID!, $iid: String, $state: TodoStateEnum) {
    project(fullPath: $fullPath) { issue(iid: $iid) { id currentUserTodos(state: $state) { nodes { id state } } } }
  }`,
  epicTodos: `query epicTodos($fullPath: ID!, $iid: ID, $state: TodoStateEnum) {
    group(fullPath: $fullPath) { epic(iid: $iid) { id currentUserTodos(state: $state) { nodes { id state } } } }
  }`,
} as const;

type TodoNode = { id: string; action: string; state: string; body: string; targetType: string; author: { username: string }; project: { fullPath: string } | null; group: { fullPath: string } | null; target: { webUrl: string; iid: string } };

let f: IssueFixtures;
let e: ReturnType<typeof epicFixtures>;
const as: Record<string, Browser | null> = { anonymous: null };
beforeAll(async () => {
  f = await issueFixtures();
  e = epicFixtures(f);
  for (const name of ['guest', 'reporter', 'developer', 'maintainer']) as[name] = await signIn(f.t.app, name);
});
afterAll(async () => {
  await f.t.close();
});

const run = (who: string, name: keyof typeof OPERATIONS, variables: Record<string, unknown> = {}) => graphql(f.t.app, as[who] ?? null, OPERATIONS[name], variables);

describe('to-do operations', () => {
  it('are valid against our schema and against GitLab 16.2', () => {
    const ours = createPlatformSchema();
    const reference = referenceSchema();
    for (const [name, source] of Object.entries(OPERATIONS)) {
      const document = parse(source);
      expect(validate(ours, document).map((error) => `${name}: ${error.message}`)).toEqual([]);
      expect(validate(reference, document).map((error) => `${name}: ${error.message}`)).toEqual([]);
    }
  });
});

describe('todoCreate / todoMarkDone / todoRestore / todosMarkAllDone', () => {
  it('adds a to-do on an issue (null while one is pending), marks it done and restores it', async () => {
    const issue = await f.freshIssue('developer');
    const targetId = `gid://gitlab/Issue/${issue.id}`;
    const created = await run('reporter', 'todoCreate', { targetId });
    expect(created.errors).toBeUndefined();
    const todo = (created.data?.todoCreate as { todo: TodoNode }).todo;
    expect(todo).toMatchObject({
      action: 'marked',
      state: 'pending',
      body: 'Fresh issue',
      targetType: 'ISSUE',
      author: { username: 'reporter' },
      project: { fullPath: 'gitlab-org/gitlab' },
      group: null,
      target: { iid: String(issue.iid), webUrl: `http://localhost:8080/gitlab-org/gitlab/-/issues/${issue.iid}` },
    });
    expect(todo.id).toMatch(/^gid:\/\/gitlab\/Todo\/\d+$/);
    expect((await run('reporter', 'todoCreate', { targetId })).data?.todoCreate).toEqual({ errors: [], todo: null });

    const onIssue = async (state: string) =>
      ((await run('reporter', 'issueTodos', { fullPath: 'gitlab-org/gitlab', iid: String(issue.iid), state })).data?.project as { issue: { currentUserTodos: { nodes: { id: string }[] } } }).issue.currentUserTodos.nodes.map((node) => node.id);
    expect(await onIssue('pending')).toEqual([todo.id]);

    expect((await run('reporter', 'todoMarkDone', { id: todo.id })).data?.todoMarkDone).toMatchObject({ errors: [], todo: { id: todo.id, state: 'done' } });
    expect(await onIssue('pending')).toEqual([]);
    expect(await onIssue('done')).toEqual([todo.id]);
    expect((await run('reporter', 'todoRestore', { id: todo.id })).data?.todoRestore).toMatchObject({ errors: [], todo: { id: todo.id, state: 'pending' } });

    const all = await run('reporter', 'todosMarkAllDone', { targetId });
    expect(all.data?.todosMarkAllDone).toEqual({ errors: [], todos: [{ id: todo.id, state: 'done' }] });

    // todo(id): the viewer's own only; todoRestoreMany restores the viewer's done ones and skips the rest.
    expect((await run('reporter', 'todo', { id: todo.id })).data?.todo).toEqual({ id: todo.id, state: 'done', targetType: 'ISSUE', note: null });
    expect((await run('guest', 'todo', { id: todo.id })).data?.todo).toBeNull();
    expect((await run('guest', 'todoRestoreMany', { ids: [todo.id] })).data?.todoRestoreMany).toEqual({ errors: [], todos: [] });
    expect((await run('reporter', 'todoRestoreMany', { ids: [todo.id, 'gid://gitlab/Todo/99999999'] })).data?.todoRestoreMany).toEqual({ errors: [], todos: [{ id: todo.id, state: 'pending' }] });
    const tooMany = await run('reporter', 'todoRestoreMany', { ids: Array.from({ length: 51 }, (_, index) => `gid://gitlab/Todo/${index + 1}`) });
    expect(tooMany.errors?.map((error) => error.message)).toEqual(['Too many to-do items requested.']);
  });

  it('adds a to-do on an epic; currentUserTodos on Epic', async () => {
    const epic = await e.epic('gitlab-org', 2);
    const created = await run('developer', 'todoCreate', { targetId: `gid://gitlab/Epic/${epic.id}` });
    const todo = (created.data?.todoCreate as { todo: TodoNode }).todo;
    expect(todo).toMatchObject({ targetType: 'EPIC', project: null, group: { fullPath: 'gitlab-org' }, target: { iid: '2', webUrl: 'http://localhost:8080/groups/gitlab-org/-/epics/2' } });
    const listed = await run('developer', 'epicTodos', { fullPath: 'gitlab-org', iid: '2' });
    expect((listed.data?.group as { epic: { currentUserTodos: { nodes: { id: string }[] } } }).epic.currentUserTodos.nodes).toEqual([{ id: todo.id, state: 'pending' }]);
    // An epic's description mentions give to-dos too (the core's events, whatever the kind).
    const fresh = await e.freshEpic('developer');
    const updated = await run('developer', 'updateEpic', { groupPath: 'gitlab-org', iid: String(fresh.iid), description: '@maintainer plan this with @reporter' });
    expect(updated.data?.updateEpic).toEqual({ errors: [] });
    const maintainerTodos = ((await run('maintainer', 'currentUserTodos', { type: ['EPIC'] })).data?.currentUser as { todos: { nodes: TodoNode[] } }).todos.nodes;
    expect(maintainerTodos.filter((node) => node.target.iid === String(fresh.iid)).map((node) => [node.action, node.author.username])).toEqual([['directly_addressed', 'developer']]);
    const reporterTodos = ((await run('reporter', 'currentUserTodos', { type: ['EPIC'] })).data?.currentUser as { todos: { nodes: TodoNode[] } }).todos.nodes;
    expect(reporterTodos.filter((node) => node.target.iid === String(fresh.iid)).map((node) => node.action)).toEqual(['mentioned']);

    // Somebody else's list on the same epic is their own.
    expect((await run('maintainer', 'epicTodos', { fullPath: 'gitlab-org', iid: '2' })).data?.group).toMatchObject({ epic: { currentUserTodos: { nodes: [] } } });
  });

  it('answers GitLab\'s resource error for anonymous users, hidden targets, unknown gids and other people\'s to-dos', async () => {
    const secret = await f.freshIssue('developer', { confidential: true });
    const issue = await f.freshIssue('developer');
    const mine = (((await run('developer', 'todoCreate', { targetId: `gid://gitlab/Issue/${issue.id}` })).data?.todoCreate as { todo: TodoNode }).todo);
    const refused = [
      await run('anonymous', 'todoCreate', { targetId: `gid://gitlab/Issue/${issue.id}` }),
      await run('guest', 'todoCreate', { targetId: `gid://gitlab/Issue/${secret.id}` }),
      await run('guest', 'todoCreate', { targetId: 'gid://gitlab/Project/1' }),
      await run('guest', 'todoCreate', { targetId: `gid://gitlab/Epic/${(await e.epic('gitlab-org', 3)).id}` }),
      await run('guest', 'todoMarkDone', { id: mine.id }),
      await run('guest', 'todoRestore', { id: 'gid://gitlab/Todo/99999999' }),
      await run('guest', 'todosMarkAllDone', { targetId: `gid://gitlab/Issue/${secret.id}` }),
    ];
    for (const answer of refused) expect(answer.errors?.map((error) => error.message)).toEqual([RESOURCE_NOT_AVAILABLE]);
  });
});

describe('Todo.note', () => {
  it('is the comment that created the to-do, null for others', async () => {
    const issue = await f.freshIssue('developer');
    const note = await f.api('POST', `/projects/1/issues/${issue.iid}/notes`, 'reporter', { body: 'What do you think, @maintainer?' });
    const noteId = note.json<{ id: number }>().id;
    const nodes = ((await run('maintainer', 'currentUserTodos', { action: ['mentioned'] })).data?.currentUser as { todos: { nodes: TodoNode[] } }).todos.nodes;
    const todo = nodes.find((node) => node.target.iid === String(issue.iid));
    expect(todo?.body).toBe('What do you think, @maintainer?');
    expect((await run('maintainer', 'todo', { id: todo?.id })).data?.todo).toMatchObject({ targetType: 'ISSUE', note: { id: `gid://gitlab/Note/${noteId}`, body: 'What do you think, @maintainer?' } });
  });
});

describe('currentUser.todos', () => {
  it('lists the viewer\'s to-dos they may read, with the filters of GitLab 16.2; null user when anonymous', async () => {
    const issue = await f.freshIssue('developer');
    await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'developer', { assignee_ids: [await f.userId('guest')] });
    const epic = await e.epic('gitlab-org', 1);
    await run('guest', 'todoCreate', { targetId: `gid://gitlab/Epic/${epic.id}` });
    const nodes = async (variables: Record<string, unknown>) => ((await run('guest', 'currentUserTodos', variables)).data?.currentUser as { todos: { nodes: TodoNode[] } }).todos.nodes;
    const assigned = await nodes({ action: ['assigned'] });
    expect(assigned.map((node) => [node.action, node.target.iid, node.author.username])).toContainEqual(['assigned', String(issue.iid), 'developer']);
    expect((await nodes({ type: ['EPIC'] })).map((node) => node.targetType)).toEqual(['EPIC']);
    expect(await nodes({ state: ['done'] })).toEqual([]);
    const firstPage = (await run('guest', 'currentUserTodos', { first: 1 })).data?.currentUser as { todos: { nodes: TodoNode[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    expect(firstPage.todos.nodes).toHaveLength(1);
    expect(firstPage.todos.pageInfo.hasNextPage).toBe(true);
    const next = await nodes({ first: 1, after: firstPage.todos.pageInfo.endCursor });
    expect(next[0]?.id).not.toBe(firstPage.todos.nodes[0]?.id);

    // Turned confidential, the issue stays readable to its assignee (GitLab's assignee_or_author)…
    await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'maintainer', { confidential: true });
    expect((await nodes({ action: ['assigned'] })).map((node) => node.target.iid)).toContain(String(issue.iid));
    // …and, once unassigned, the to-do leaves the guest's list.
    await f.api('PUT', `/projects/1/issues/${issue.iid}`, 'maintainer', { assignee_ids: [] });
    expect((await nodes({ action: ['assigned'] })).map((node) => node.target.iid)).not.toContain(String(issue.iid));
    expect((await run('anonymous', 'currentUserTodos')).data?.currentUser).toBeNull();
  });
});
