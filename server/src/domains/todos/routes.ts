import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { parsePage, setPaginationHeaders } from '../../lib/pagination.ts';
import { idOrPath } from '../../lib/params.ts';
import { loadEpic } from '../epics/service.ts';
import { issueAssignees, issues } from '../issues/tables.ts';
import { loadIssue } from '../issues/service.ts';
import { userMergeRequestCounts } from '../merge-requests/queries.ts';
import type { Viewer } from '../memberships/viewer.ts';
import type { UserRow } from '../users/tables.ts';
import { isTodoActionName, TODO_ACTIONS } from './rules.ts';
import { todosApiJson } from './serializers.ts';
import { listTodos, markAllTodosDone, markTodo, pendingTodoCount, readableTarget, setTodoStateOf, type TodoListFilter } from './service.ts';
import { TODO_TARGET_TYPES, type TodoState, type TodoTargetType } from './tables.ts';

type Query = Record<string, unknown>;

/** Grape's answer to a parameter it refuses: 400 `{ error }`. */
class TodoParamError extends Error {}

/** GitLab's `type` values; the ones without a kind here (designs, alerts, commits) match nothing. */
const API_TYPES = ['Issue', 'MergeRequest', 'Commit', 'Epic', 'DesignManagement::Design', 'AlertManagement::Alert'] as const;

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new TodoParamError(`${name} is invalid`);
  return value;
}

function integer(query: Query, name: string): number | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,10}$/.test(value) || Number(value) > 2_147_483_647) throw new TodoParamError(`${name} is invalid`);
  return Number(value);
}

function oneOf<T extends string>(query: Query, name: string, values: readonly T[]): T | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw new TodoParamError(`${name} does not have a valid value`);
  return value as T;
}

/** GET /todos' filters (lib/api/todos.rb): action, author_id, project_id, group_id, state, type. */
export function todoListFilter(query: Query): TodoListFilter & { matchesNothing: boolean } {
  const action = single(query, 'action');
  if (action !== undefined && !isTodoActionName(action)) throw new TodoParamError('action does not have a valid value');
  const authorId = integer(query, 'author_id');
  const projectId = integer(query, 'project_id');
  const groupId = integer(query, 'group_id');
  const state = oneOf<TodoState>(query, 'state', ['pending', 'done']);
  const type = oneOf(query, 'type', API_TYPES);
  const known = type === undefined || (TODO_TARGET_TYPES as readonly string[]).includes(type);
  return {
    actions: action === undefined ? undefined : [TODO_ACTIONS[action as keyof typeof TODO_ACTIONS]],
    authorIds: authorId === undefined ? undefined : [authorId],
    projectIds: projectId === undefined ? undefined : [projectId],
    groupIds: groupId === undefined ? undefined : [groupId],
    states: state === undefined ? undefined : [state],
    types: known && type !== undefined ? [type as TodoTargetType] : undefined,
    matchesNothing: !known,
  };
}

function requireUser(viewer: Viewer): UserRow {
  if (!viewer.user) throw new AppError('UNAUTHORIZED');
  return viewer.user;
}

const iidParam = (raw: string | undefined, code: 'ISSUE_NOT_FOUND' | 'EPIC_NOT_FOUND'): number => {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw new AppError(code);
  return Number(raw);
};

/** GitLab's To-Do List API (lib/api/todos.rb, ee/lib/ee/api/todos.rb) and the to-do count of /user_counts. */
export const todoRoutes: FastifyPluginAsync = async (app) => {
  const base = app.config.externalUrl;
  const db = app.db;

  app.get('/api/v4/todos', async (request, reply) => {
    requireUser(request.viewer);
    let filter: ReturnType<typeof todoListFilter>;
    try {
      filter = todoListFilter(request.query as Query);
    } catch (error) {
      if (error instanceof TodoParamError) return reply.code(400).send({ error: error.message });
      throw error;
    }
    const page = parsePage(request.query);
    const { items, total } = filter.matchesNothing ? { items: [], total: 0 } : await listTodos(db, request.viewer, filter, { offset: page.offset, limit: page.perPage });
    setPaginationHeaders(request, reply, page, total);
    return todosApiJson(db, request.viewer, base, items);
  });

  // Grape answers a POST with 201, this one too.
  app.post<{ Params: { id: string } }>('/api/v4/todos/:id/mark_as_done', async (request, reply) => {
    requireUser(request.viewer);
    const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const done = await setTodoStateOf(db, request.viewer, id, 'done');
    const [json] = await todosApiJson(db, request.viewer, base, [done]);
    return reply.code(201).send(json);
  });

  app.post('/api/v4/todos/mark_as_done', async (request, reply) => {
    requireUser(request.viewer);
    await markAllTodosDone(db, request.viewer);
    return reply.code(204).send();
  });

  /** 201 with the new to-do, 304 when the user already has a pending one on the target. */
  const created = async (request: FastifyRequest, reply: FastifyReply, type: TodoTargetType, id: number) => {
    const todo = await markTodo(db, request.viewer, await readableTarget(db, request.viewer, type, id));
    if (!todo) return reply.code(304).send();
    const [json] = await todosApiJson(db, request.viewer, base, [todo]);
    return reply.code(201).send(json);
  };

  app.post<{ Params: { id: string; issue_iid: string } }>('/api/v4/projects/:id/issues/:issue_iid/todo', async (request, reply) => {
    requireUser(request.viewer);
    const ctx = await loadIssue(db, request.viewer, idOrPath(request.params.id), iidParam(request.params.issue_iid, 'ISSUE_NOT_FOUND'));
    return created(request, reply, 'Issue', ctx.issue.id);
  });

  app.post<{ Params: { id: string; epic_iid: string } }>('/api/v4/groups/:id/epics/:epic_iid/todo', async (request, reply) => {
    requireUser(request.viewer);
    const ctx = await loadEpic(db, request.viewer, idOrPath(request.params.id), iidParam(request.params.epic_iid, 'EPIC_NOT_FOUND'));
    return created(request, reply, 'Epic', ctx.epic.id);
  });

  /**
   * GET /user_counts (API::UserCounts): the top bar's counters: open merge requests assigned to the user
   * and awaiting their review (`merge_requests` is both), `assigned_issues` open issues assigned to the
   * user, `todos` their pending to-dos they may read.
   */
  app.get('/api/v4/user_counts', async (request) => {
    const user = requireUser(request.viewer);
    const [assigned] = await db
      .select({ n: count() })
      .from(issueAssignees)
      .innerJoin(issues, eq(issues.id, issueAssignees.issueId))
      .where(and(eq(issueAssignees.userId, user.id), eq(issues.state, 'opened')));
    const mrs = await userMergeRequestCounts(db, user.id);
    return {
      merge_requests: mrs.assigned + mrs.reviewRequested,
      assigned_issues: assigned?.n ?? 0,
      assigned_merge_requests: mrs.assigned,
      review_requested_merge_requests: mrs.reviewRequested,
      todos: await pendingTodoCount(db, request.viewer),
    };
  });
};
